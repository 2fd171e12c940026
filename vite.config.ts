import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./src/server/entry.ts" } },
      // Native and Node-only packages stay external in the server bundle.
      resolve: {
        external: ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-pretty", "nodemailer", "better-auth"],
      },
    },
  },
});
