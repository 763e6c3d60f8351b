import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Button, ButtonAnchor, ButtonLink, buttonClass, FileButton } from "./button";

function inRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/"] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("Button", () => {
  it('is type="button" unless told to submit', () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toMatch(/^<button type="button"/);
    expect(renderToStaticMarkup(<Button type="submit">Save</Button>)).toMatch(
      /^<button type="submit"/,
    );
  });

  it("passes its props through (disabled, aria, handlers' target attributes)", () => {
    const html = renderToStaticMarkup(
      <Button disabled aria-label="Delete Deluxe" name="intent" value="delete">
        x
      </Button>,
    );
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-label="Delete Deluxe"');
    expect(html).toContain('name="intent"');
    expect(html).toContain('value="delete"');
  });

  it("has one look per variant, primary and md by default", () => {
    expect(buttonClass()).toContain("bg-ocean-700");
    expect(buttonClass()).toContain("min-h-11 px-5");
    expect(buttonClass({ variant: "secondary" })).toContain("border-ocean-700");
    expect(buttonClass({ variant: "accent" })).toContain("bg-coral-700");
    expect(buttonClass({ variant: "danger" })).toContain("bg-danger");
    expect(buttonClass({ variant: "ghost" })).not.toMatch(/\bbg-ocean-700\b/);
    // A link has no padding of its own, but keeps the 44 px touch target.
    expect(buttonClass({ variant: "link" })).toContain("min-h-11");
    expect(buttonClass({ variant: "link" })).not.toMatch(/\bpx-/);
    expect(buttonClass({ size: "lg" })).toContain("min-h-12");
    expect(buttonClass({ pill: true })).toContain("rounded-full");
    expect(buttonClass({ pill: true })).not.toContain("rounded-lg");
    expect(buttonClass({ className: "mt-6 w-full" })).toMatch(/ mt-6 w-full$/);
  });

  it("renders every variant and size with no empty or undefined class", () => {
    const variants = [
      "primary",
      "accent",
      "secondary",
      "ghost",
      "danger",
      "danger-outline",
      "danger-ghost",
      "link",
    ] as const;
    for (const variant of variants)
      for (const size of ["sm", "md", "lg", "icon", "inline"] as const) {
        const html = renderToStaticMarkup(
          <Button variant={variant} size={size}>
            x
          </Button>,
        );
        expect(html).not.toMatch(/undefined|false|null|class="[^"]*\s{2}/);
      }
  });
});

describe("ButtonLink and ButtonAnchor", () => {
  it("render a link, not a button, with the button's look", () => {
    const html = inRouter(
      <ButtonLink to="/rooms" variant="accent">
        Book Now
      </ButtonLink>,
    );
    expect(html).toMatch(/^<a [^>]*href="\/rooms"/);
    expect(html).not.toContain("<button");
    expect(html).not.toContain('type="button"');
    expect(html).toContain("bg-coral-700");
    const anchor = renderToStaticMarkup(
      <ButtonAnchor href="tel:+254700000000" variant="secondary">
        Call
      </ButtonAnchor>,
    );
    expect(anchor).toMatch(/^<a class="[^"]*border-ocean-700[^"]*" href="tel:\+254700000000">/);
  });
});

describe("FileButton", () => {
  it("is a button-like label around its own hidden file input", () => {
    const html = renderToStaticMarkup(
      <FileButton id="menu-upload" accept="image/webp" multiple disabled>
        Upload pages
      </FileButton>,
    );
    expect(html).toMatch(/^<label for="menu-upload" class="[^"]*border-ocean-700[^"]*">/);
    expect(html).toContain("has-[:focus-visible]:outline-2");
    expect(html).toMatch(
      /Upload pages<input id="menu-upload" type="file" class="sr-only" accept="image\/webp" multiple="" disabled=""\/><\/label>$/,
    );
  });
});
