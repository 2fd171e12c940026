import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    pool: "forks",
    // Each test file has its own database, so files can run side by side: one per core.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["src/**/*.test.ts", "tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        // The layer map's lint rules, each proved by a planted violation (no database, no DOM).
        extends: true,
        test: {
          name: "lint",
          include: ["tests/lint/**/*.test.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        // Component and route tests (*.test.tsx): React rendered in a simulated DOM, no browser.
        extends: true,
        test: {
          name: "dom",
          include: ["src/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/support/fail-on-console-error.ts", "tests/support/dom-setup.ts"],
        },
      },
    ],
  },
});
