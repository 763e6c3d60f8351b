import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TitledCard, TitledSection } from "./card";
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

  it("takes a tone: sand is a pale card, ocean a dark band whose title stays white", () => {
    const sand = renderToStaticMarkup(
      <TitledCard id="a" title="A" tone="sand">
        x
      </TitledCard>,
    );
    expect(sand).toMatch(
      /^<section aria-labelledby="a" class="[^"]*bg-sand-50 ring-1 ring-sand-200/,
    );
    expect(sand).toMatch(/<h2 class="[^"]*text-ink" id="a"/);
    const ocean = renderToStaticMarkup(
      <TitledCard id="b" title="B" tone="ocean" padding="roomy">
        x
      </TitledCard>,
    );
    expect(ocean).toMatch(/class="rounded-2xl bg-ocean-900 text-white p-6"/);
    expect(ocean).not.toContain("ring-sand-200");
    expect(ocean).toMatch(/<h2 class="font-display text-2xl" id="b">B<\/h2>/);
  });

  it("names a plain section by its title, with no card look", () => {
    const html = renderToStaticMarkup(
      <TitledSection id="map" title="Map" className="mt-12">
        <p>body</p>
      </TitledSection>,
    );
    expect(html).toBe(
      '<section aria-labelledby="map" class="mt-12"><h2 class="font-display text-2xl text-ink" id="map">Map</h2><p>body</p></section>',
    );
  });

  it("announces loading politely with a hidden spinner", () => {
    const html = renderToStaticMarkup(<LoadingStatus>Loading…</LoadingStatus>);
    expect(html).toMatch(/^<p role="status"/);
    expect(html).toContain('<span aria-hidden="true"');
    expect(html).toContain("Loading…");
  });
});
