/** Public pages with a fixed address that search engines should index (sitemap.xml). */
export const INDEXED_PAGES = [
  "/",
  "/rooms",
  "/dining",
  "/packages",
  "/gallery",
  "/contact",
  "/blog",
  "/feedback",
  "/about",
  "/experiences",
  "/privacy-policy",
  "/terms-conditions",
  "/cancellation-policy",
  "/faqs",
  "/sustainability",
  "/careers",
] as const;
