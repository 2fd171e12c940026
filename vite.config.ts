import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild ? { rollupOptions: { input: "./src/server/entry.ts" } } : undefined,
  ssr: {
    // Native and Node-only packages stay external in the server bundle.
    external: ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-pretty", "nodemailer", "better-auth"],
  },
}));
