/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BRAND_PRIMARY?: string;
}
