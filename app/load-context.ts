import type { AppServices } from "../server/context";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** CSP nonce of this response, given to every inline script. */
    nonce: string;
    requestId: string;
    /** The caller's address (rate limits). */
    clientIp: string;
  }
}
