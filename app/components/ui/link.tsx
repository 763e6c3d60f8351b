/**
 * The app's link to one of its own pages: a plain `<a href>` that navigates on the client.
 *
 * React Router's `<Link>` resolves its path through the route tree three times per render
 * (the href, the click handler, the view-transition state) and prepares prefetching and
 * route discovery the app does not use (routes are discovered up front,
 * `react-router.config.ts`). On a page of some fifty links that was about a tenth of an
 * uncached page's server time (measured: 12 µs against 2.5 µs a link). The app's links are
 * absolute paths (`/rooms/3?lang=fr`), which need no resolving, so this renders the same
 * anchor and does on a click what React Router's link does: a plain left click without
 * modifier keys, not prevented by the caller's `onClick`, on a link without another target,
 * becomes a client navigation (replacing the history entry when it leads to the page
 * already shown). Anything else (a relative path, a path object, prefetching, a view
 * transition, `reloadDocument`, a revalidation choice) is React Router's own `<Link>`.
 */
import type { MouseEvent } from "react";
import { type LinkProps, Link as RouterLink, useLocation, useNavigate } from "react-router";

/** A path the anchor can carry as it is: from the site's root, not protocol-relative. */
function isRootPath(to: LinkProps["to"]): to is string {
  return typeof to === "string" && to.startsWith("/") && !to.startsWith("//");
}

/** The click React Router's link takes over (`shouldProcessLinkClick`). */
export function isPlainClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">,
  target: string | undefined,
) {
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link(props: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const {
    to,
    replace,
    state,
    preventScrollReset,
    onClick,
    target,
    discover: _discover,
    reloadDocument,
    viewTransition,
    relative,
    prefetch,
    defaultShouldRevalidate,
    ...anchor
  } = props;
  if (
    !isRootPath(to) ||
    reloadDocument ||
    viewTransition ||
    relative ||
    defaultShouldRevalidate !== undefined ||
    (prefetch && prefetch !== "none")
  ) {
    return <RouterLink {...props} />;
  }
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        const current = `${location.pathname}${location.search}${location.hash}`;
        navigate(to, { replace: replace ?? current === to, state, preventScrollReset });
      }}
    />
  );
}
