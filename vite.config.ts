import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import reactRouterConfig from "./react-router.config.ts";

/**
 * Writes `x.br` and `x.gz` beside each script and stylesheet of the browser build, compressed once at
 * the highest levels; the server sends them to clients that accept them (src/server/entry.ts). Runs
 * when the server build closes, the last step, since React Router writes the browser manifest then.
 */
function precompressAssets(assetsDir: string): Plugin {
  return {
    name: "ujamaa:precompress-assets",
    applyToEnvironment: (environment) => environment.name === "ssr",
    closeBundle() {
      for (const name of fs.readdirSync(assetsDir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assetsDir, name);
        const body = fs.readFileSync(file);
        const brotli = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * React Router 7 starts its child compiler with Vite's deprecated `envFile: false`, and Vite 8 warns on
 * every build; this says the same thing in Vite 8's words (`envDir: false`: no .env files are read).
 */
function envDirInsteadOfEnvFile(): Plugin {
  return {
    name: "ujamaa:env-dir-instead-of-env-file",
    config(config) {
      // Vite 8's UserConfig no longer names the deprecated option.
      const legacy = config as typeof config & { envFile?: boolean };
      if (legacy.envFile === false) {
        delete legacy.envFile;
        config.envDir = false;
      }
    },
  };
}

export default defineConfig({
  plugins: [
    envDirInsteadOfEnvFile(),
    tailwindcss(),
    reactRouter(),
    precompressAssets(path.join(reactRouterConfig.buildDirectory, "client", "assets")),
  ],
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
