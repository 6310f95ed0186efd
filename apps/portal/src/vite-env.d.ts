/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Another API origin for the portal to call (default: same origin, the demo API). */
  readonly VITE_API_ORIGIN?: string;
}
