import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  ssr: true,
  // Separate build folders let several checkouts build at once (BUILD_DIR=build-x).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // React Router 8's behaviour, adopted now (its build warns about each one left unset).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
