import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  ssr: true,
  // Separate build folders let several checkouts build at once (BUILD_DIR=build-x).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
