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
 * `NavLink` below is the same for navigation links that mark the page shown.
 */
import { createElement, type MouseEvent, useContext } from "react";
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate,
} from "react-router";

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

/** React Router's link props that are not the anchor's (`target` is set after `href`). */
const ROUTER_PROPS = new Set([
  "to",
  "replace",
  "state",
  "preventScrollReset",
  "onClick",
  "target",
  "discover",
  "reloadDocument",
  "viewTransition",
  "relative",
  "prefetch",
  "defaultShouldRevalidate",
]);

/**
 * Copies the props a component passes on, but those in `skip`, key by key. Node 20's V8
 * clones an object spread first into a literal (`{ ...rest, href }`, what JSX makes of
 * `<a {...rest} href>`) through a slow path, about 1.8 µs against 0.1 µs for the copy,
 * and a page has some fifty links.
 */
function passOn(props: object, skip: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in props) {
    if (!skip.has(key)) out[key] = (props as Record<string, unknown>)[key];
  }
  return out;
}

export function Link(props: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { to, replace, state, preventScrollReset, onClick, target } = props;
  if (
    !isRootPath(to) ||
    props.reloadDocument ||
    props.viewTransition ||
    props.relative ||
    props.defaultShouldRevalidate !== undefined ||
    (props.prefetch && props.prefetch !== "none")
  ) {
    return <RouterLink {...props} />;
  }
  const anchor = passOn(props, ROUTER_PROPS);
  anchor.href = to;
  anchor.target = target;
  anchor.onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    const current = `${location.pathname}${location.search}${location.hash}`;
    navigate(to, { replace: replace ?? current === to, state, preventScrollReset });
  };
  return createElement("a", anchor);
}

/** The path of a root link (`/rooms?lang=fr#x` -> `/rooms`), as React Router compares it. */
function pathOf(to: string) {
  const end = to.search(/[?#]/);
  return end === -1 ? to : to.slice(0, end);
}

/** React Router's rule for a NavLink: the page itself, or below it unless `end`. */
function isActivePath(pathname: string, to: string, end: boolean) {
  const endSlash = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return pathname === to || (!end && pathname.startsWith(to) && pathname.charAt(endSlash) === "/");
}

/** NavLink's own props (the rest go on to the link). */
const NAV_PROPS = new Set([
  "aria-current",
  "caseSensitive",
  "className",
  "end",
  "style",
  "viewTransition",
  "children",
]);

/**
 * The app's navigation link: the app's `Link` marked as the current page (`aria-current`,
 * the `isActive` of a className, style or children function) by React Router's rule, case
 * insensitive as its NavLink. React Router's NavLink resolves its path through the route
 * tree and renders its own link, about 12 µs a link on the server; the app's navigation
 * links are paths from the root, compared as they are. A relative path, a path object or a
 * view transition is React Router's NavLink.
 */
export function NavLink(props: NavLinkProps) {
  const location = useLocation();
  const routerState = useContext(DataRouterStateContext);
  const {
    "aria-current": ariaCurrent = "page",
    caseSensitive = false,
    className = "",
    end = false,
    style,
    to,
    children,
  } = props;
  if (!isRootPath(to) || props.viewTransition || props.relative) {
    return <RouterNavLink {...props} />;
  }
  const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
  const target = fold(pathOf(to));
  const next = routerState?.navigation.location?.pathname;
  const isActive = isActivePath(fold(location.pathname), target, end);
  const pending = next == null ? null : fold(next);
  // As React Router: a trailing slash of `to` counts for the page shown, not the next one.
  const isPending =
    pending != null &&
    (pending === target ||
      (!end && pending.startsWith(target) && pending.charAt(target.length) === "/"));
  const state = { isActive, isPending, isTransitioning: false };
  const link = passOn(props, NAV_PROPS) as unknown as LinkProps;
  link["aria-current"] = isActive ? ariaCurrent : undefined;
  link.className =
    typeof className === "function"
      ? className(state)
      : [className, isActive ? "active" : null, isPending ? "pending" : null]
          .filter(Boolean)
          .join(" ");
  link.style = typeof style === "function" ? style(state) : style;
  link.children = typeof children === "function" ? children(state) : children;
  return createElement(Link, link);
}
