/** The header's links, shared by the desktop bar and the mobile menu. */
export const MAIN_LINKS = [
  { to: "/", key: "nav.home", end: true },
  { to: "/rooms", key: "nav.rooms", end: false },
  { to: "/dining", key: "nav.dining", end: false },
  { to: "/packages", key: "nav.packages", end: false },
  { to: "/blog", key: "nav.journal", end: false },
  { to: "/gallery", key: "nav.gallery", end: false },
] as const;

export const CONTACT_LINKS = [
  { to: "/contact", key: "nav.contactUs" },
  { to: "/feedback", key: "nav.feedback" },
] as const;

/** Internal links keep the page's explicit ?lang= so a shared link stays in its language. */
export function withLang(to: string, search: string): string {
  const lang = new URLSearchParams(search).get("lang");
  return lang ? `${to}?lang=${lang}` : to;
}
