/**
 * The shared pager of the admin lists: "Showing 101–200 of 582" and previous/next links that
 * keep every other filter of the address, so a page works without JavaScript and in a new tab.
 */
import { Link, useLocation } from "react-router";
import type { Paging } from "~core/schemas/paging";

export function Pager({
  paging,
  label,
  fixed = {},
}: {
  paging: Paging;
  label: string;
  /** Parameters every page link sets (the tab a list is on, which the address may lack). */
  fixed?: Record<string, string>;
}) {
  const location = useLocation();
  const pageLink = (page: number) => {
    const params = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(fixed)) params.set(name, value);
    if (page <= 1) params.delete("page");
    else params.set("page", String(page));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const { page, pageCount, total, first, last } = paging;
  // An empty list says so itself ("No messages."); a pager would only repeat it.
  if (total === 0) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex flex-wrap items-center gap-4">
      <p className="text-ink-muted tabular-nums" aria-live="polite">
        {first === 0
          ? `Page ${page} is past the end: ${total} in all.`
          : `Showing ${first}–${last} of ${total}`}
      </p>
      {page > 1 ? (
        <Link
          className="font-semibold text-ocean-700 underline"
          to={pageLink(Math.min(page - 1, pageCount))}
          rel="prev"
        >
          Previous page
        </Link>
      ) : null}
      {page < pageCount ? (
        <Link className="font-semibold text-ocean-700 underline" to={pageLink(page + 1)} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
