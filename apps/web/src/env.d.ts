/// <reference types="vite/client" />

// Vite's env typing only works by declaration merging, hence an interface here.
interface ImportMetaEnv {
  readonly VITE_API_KEY?: string;
}
