import type { AppServices } from "~server/context";

/** What the server gives every loader, action and middleware (server/pages.ts). */
export interface PageContext {
  services: AppServices;
  /** CSP nonce of this response, given to every inline script. */
  nonce: string;
  requestId: string;
  /** The caller's address (rate limits). */
  clientIp: string;
}

declare module "react-router" {
  // With middleware enabled (react-router.config.ts), loaders receive a
  // RouterContextProvider; server/pages.ts assigns the page context onto it.
  interface RouterContextProvider extends PageContext {}
  interface AppLoadContext extends PageContext {}
}
