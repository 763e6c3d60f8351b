/**
 * Internal link that keeps the page's explicit ?lang=, also when the target
 * already has a query (withLang of the shell handles plain paths only).
 */
export function langHref(to: string, search: string): string {
  const lang = new URLSearchParams(search).get("lang");
  if (!lang) return to;
  const [path, query = ""] = to.split("?");
  const params = new URLSearchParams(query);
  params.set("lang", lang);
  return `${path}?${params.toString()}`;
}
