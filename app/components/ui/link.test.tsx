import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createMemoryRouter,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  RouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { typeScriptFiles } from "../../../tests/helpers/source-files";
import { isPlainClick, Link, NavLink } from "./link";

function inRouter(element: React.ReactNode, at = "/") {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [at] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** React Router's markup without its route-discovery mark, which the app does not use. */
const routerMarkup = (element: React.ReactNode, at = "/") =>
  inRouter(element, at).replace(' data-discover="true"', "");

describe("the app's link", () => {
  it("renders the anchor React Router's link renders for a path from the root", () => {
    const props = {
      to: "/rooms/3?lang=fr#gallery",
      className: "underline",
      "aria-current": "page" as const,
      children: "Deluxe",
    };
    const html = inRouter(<Link {...props} />, "/blog/a-post");
    expect(html).toBe(
      '<a class="underline" aria-current="page" href="/rooms/3?lang=fr#gallery">Deluxe</a>',
    );
    expect(html).toBe(routerMarkup(<RouterLink {...props} />, "/blog/a-post"));
    // Nothing of React Router's own props reaches the element.
    const withOptions = inRouter(
      <Link to="/rooms" replace state={{ from: "home" }} preventScrollReset discover="none">
        Rooms
      </Link>,
    );
    expect(withOptions).toBe('<a href="/rooms">Rooms</a>');
  });

  it("leaves a relative path, a path object and other targets to React Router's link", () => {
    // Resolved against the route, as React Router does.
    expect(inRouter(<Link to="menu">Menu</Link>, "/dining/1")).toBe(
      inRouter(<RouterLink to="menu">Menu</RouterLink>, "/dining/1"),
    );
    expect(inRouter(<Link to={{ pathname: "/rooms", search: "?lang=de" }}>Zimmer</Link>)).toBe(
      inRouter(<RouterLink to={{ pathname: "/rooms", search: "?lang=de" }}>Zimmer</RouterLink>),
    );
    // Protocol-relative is another site, never a client navigation.
    expect(inRouter(<Link to="//example.com/x">x</Link>)).toContain('href="//example.com/x"');
    expect(
      inRouter(
        <Link to="/rooms" reloadDocument>
          Rooms
        </Link>,
      ),
    ).toBe(
      inRouter(
        <RouterLink to="/rooms" reloadDocument>
          Rooms
        </RouterLink>,
      ),
    );
  });

  it("takes over only a plain left click on a link without another target", () => {
    const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
    expect(isPlainClick(click, undefined)).toBe(true);
    expect(isPlainClick(click, "_self")).toBe(true);
    expect(isPlainClick(click, "_blank")).toBe(false);
    expect(isPlainClick({ ...click, button: 1 }, undefined)).toBe(false);
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) {
      expect(isPlainClick({ ...click, [key]: true }, undefined)).toBe(false);
    }
  });

  it("marks the current page as React Router's NavLink does", () => {
    const cases: [string, NavLinkProps][] = [
      ["/", { to: "/", end: true }],
      ["/rooms", { to: "/", end: true }],
      ["/rooms", { to: "/rooms?lang=fr" }],
      ["/rooms/3", { to: "/rooms?lang=fr" }],
      ["/rooms/3", { to: "/rooms", end: true }],
      ["/roomservice", { to: "/rooms" }],
      ["/Rooms/3", { to: "/rooms" }],
      ["/Rooms/3", { to: "/rooms", caseSensitive: true }],
      ["/blog/", { to: "/blog/" }],
      ["/blog/a-post", { to: "/blog/" }],
      ["/admin/account", { to: "/admin/account", "aria-current": "location" }],
    ];
    for (const [at, props] of cases) {
      const variants: NavLinkProps[] = [
        { ...props, children: "Rooms" },
        { ...props, className: "nav", children: "Rooms" },
        {
          ...props,
          className: ({ isActive, isPending }) => `nav ${isActive ? "on" : "off"} ${isPending}`,
          style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }),
          children: ({ isActive }) => (isActive ? "Here" : "There"),
        },
      ];
      for (const variant of variants) {
        const html = inRouter(<NavLink {...variant} />, at);
        expect(html, `${at} ${JSON.stringify(props)}`).toBe(
          routerMarkup(<RouterNavLink {...variant} />, at),
        );
      }
    }
    expect(inRouter(<NavLink to="/rooms">Rooms</NavLink>, "/rooms/3")).toBe(
      '<a aria-current="page" class="active" href="/rooms">Rooms</a>',
    );
    // An empty class, as React Router's.
    expect(inRouter(<NavLink to="/">Home</NavLink>, "/rooms")).toBe(
      '<a class="" href="/">Home</a>',
    );
  });

  it("marks the page being navigated to as pending, as React Router's NavLink does", async () => {
    const rendered = async (link: React.ReactElement) => {
      const router = createMemoryRouter(
        [
          { path: "/", element: link },
          // A page whose data never comes: the navigation to it stays pending.
          { path: "/rooms/*", element: link, loader: () => new Promise<never>(() => {}) },
        ],
        { initialEntries: ["/"] },
      );
      void router.navigate("/rooms/3");
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(router.state.navigation.location?.pathname).toBe("/rooms/3");
      return renderToStaticMarkup(<RouterProvider router={router} />).replace(
        ' data-discover="true"',
        "",
      );
    };
    const className: NavLinkProps["className"] = ({ isPending }) => (isPending ? "wait" : "idle");
    const ours = await rendered(
      <NavLink to="/rooms" className={className}>
        Rooms
      </NavLink>,
    );
    expect(ours).toBe('<a class="wait" href="/rooms">Rooms</a>');
    expect(ours).toBe(
      await rendered(
        <RouterNavLink to="/rooms" className={className}>
          Rooms
        </RouterNavLink>,
      ),
    );
    expect(await rendered(<NavLink to="/rooms">Rooms</NavLink>)).toBe(
      '<a class="pending" href="/rooms">Rooms</a>',
    );
  });

  it("leaves a relative NavLink to React Router's", () => {
    expect(inRouter(<NavLink to="menu">Menu</NavLink>, "/dining/1/menu")).toBe(
      inRouter(<RouterNavLink to="menu">Menu</RouterNavLink>, "/dining/1/menu"),
    );
  });

  it("is the link the app's files use (React Router's only through it)", () => {
    const offenders = typeScriptFiles("app").filter((file) => {
      if (/ui\/link(\.test)?\.tsx$/.test(file)) return false;
      const imports = readFileSync(file, "utf8").matchAll(
        /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"react-router"/g,
      );
      return [...imports].some(([, names]) => /(^|[\s,])(Nav)?Link([\s,]|$)/.test(names ?? ""));
    });
    expect(offenders).toEqual([]);
  });
});
