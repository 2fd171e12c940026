import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The production browser build runs on Preact's React-compatible renderer (about 11 kB gzipped where
// React and React DOM take about 67 kB) so the directory pages keep within their 80 kB JavaScript
// budget; the server still renders with React, and development keeps React on both sides.
// Decision 15 in docs/decisions.md.
const preactInBrowser = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

export default defineConfig(({ command, isSsrBuild }) => {
  const preact = command === "build" && !isSsrBuild;
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { tsconfigPaths: true, alias: preact ? preactInBrowser : [] },
    // Read by the layout and the client entry (src/web/preact.d.ts).
    define: { "import.meta.env.PREACT": JSON.stringify(preact) },
    build: isSsrBuild ? { rollupOptions: { input: "./src/server/entry.ts" } } : undefined,
    ssr: {
      // Native and Node-only packages stay external in the server bundle.
      external: ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-pretty", "nodemailer", "better-auth"],
    },
  };
});
