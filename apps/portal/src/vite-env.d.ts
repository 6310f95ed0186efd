/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Another API origin for the portal to call (default: same origin, the demo API). */
  readonly VITE_API_ORIGIN?: string;
  /** External destinations (portal-onboarding §2.1: hosts not shown, so configurable). */
  readonly VITE_UNIFIED_PORTAL_URL?: string;
  readonly VITE_RISK_DASHBOARD_URL?: string;
  readonly VITE_AWARENESS_URL?: string;
  readonly VITE_CYBER_JUMPSTART_URL?: string;
  /** The identity provider's authorize URL (default: /idp/authorize, answered by the demo server). */
  readonly VITE_IDP_AUTHORIZE_URL?: string;
  /** The portal's client id at the identity provider, when it needs one. */
  readonly VITE_IDP_CLIENT_ID?: string;
}
