import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, Link as RouterLink, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { typeScriptFiles } from "../../../tests/helpers/source-files";
import { isPlainClick, Link } from "./link";

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

  it("is the link the app's files use (React Router's only through it)", () => {
    const offenders = typeScriptFiles("app").filter((file) => {
      if (/ui\/link(\.test)?\.tsx$/.test(file)) return false;
      const imports = readFileSync(file, "utf8").matchAll(
        /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"react-router"/g,
      );
      return [...imports].some(([, names]) => /(^|[\s,])Link([\s,]|$)/.test(names ?? ""));
    });
    expect(offenders).toEqual([]);
  });
});
