import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TitledCard } from "./card";
import { LoadingStatus } from "./loading-status";
import { SideArrows } from "./side-arrows";

const noop = () => {};

describe("SideArrows", () => {
  it("labels both buttons and marks the ends of a sequence that stops", () => {
    const html = renderToStaticMarkup(
      <SideArrows
        look="dark"
        onPrevious={noop}
        onNext={noop}
        previousLabel="Previous page"
        nextLabel="Next page"
        atStart
        atEnd={false}
      />,
    );
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('aria-label="Previous page"');
    expect(buttons[0]).toContain('aria-disabled="true"');
    expect(buttons[0]).toContain("start-2");
    expect(buttons[1]).toContain('aria-label="Next page"');
    expect(buttons[1]).toContain('aria-disabled="false"');
    expect(buttons[1]).toContain("end-2");
    expect(buttons.every((b) => b.includes('type="button"'))).toBe(true);
    // The chevrons turn in right-to-left pages.
    expect(html.match(/rtl:rotate-180/g)).toHaveLength(2);
  });

  it("leaves aria-disabled off a carousel that wraps", () => {
    const html = renderToStaticMarkup(
      <SideArrows look="light" onPrevious={noop} onNext={noop} previousLabel="P" nextLabel="N" />,
    );
    expect(html).not.toContain("aria-disabled");
    expect(html).toContain("start-3");
  });
});

describe("TitledCard and LoadingStatus", () => {
  it("names the section by its title", () => {
    const html = renderToStaticMarkup(
      <TitledCard id="price-heading" title="Price" data-testid="x" className="mt-6">
        <p>body</p>
      </TitledCard>,
    );
    expect(html).toMatch(/^<section aria-labelledby="price-heading"[^>]*data-testid="x"/);
    expect(html).toMatch(/<h2[^>]*id="price-heading"[^>]*>Price<\/h2>/);
    expect(html.match(/id="price-heading"/g)).toHaveLength(1);
    expect(html).toContain("mt-6");
  });

  it("announces loading politely with a hidden spinner", () => {
    const html = renderToStaticMarkup(<LoadingStatus>Loading…</LoadingStatus>);
    expect(html).toMatch(/^<p role="status"/);
    expect(html).toContain('<span aria-hidden="true"');
    expect(html).toContain("Loading…");
  });
});
