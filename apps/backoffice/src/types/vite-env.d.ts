/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base prefix that replaces `/api` in every request path; default `/api`. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
