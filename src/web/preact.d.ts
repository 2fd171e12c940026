interface ImportMetaEnv {
  /** True in the production browser build, which renders with preact/compat (vite.config.ts). */
  readonly PREACT: boolean;
}
