import { readFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { typeScriptFiles } from "../../../tests/helpers/source-files";
import * as icons from "./icons";
import { iconPath, type LucideIconData } from "./icons";

/** Each of the site's icons beside lucide-react's component of the same name. */
const pairs = Object.entries(icons)
  .filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === "function")
  .map(([name, ours]) => [name, ours, (lucide as Record<string, unknown>)[name]] as const);

/** The markup's attributes sorted, so two renderings compare whatever their order. */
function normalise(markup: string): string {
  return markup.replace(/<(\w+)([^>]*?)(\/?)>/g, (_tag, name: string, attributes: string, end) => {
    const sorted = [...attributes.matchAll(/([\w-:]+)="([^"]*)"/g)]
      .map(([, key = "", value = ""]) =>
        key === "class" ? `class="${value.split(" ").sort().join(" ")}"` : `${key}="${value}"`,
      )
      .sort()
      .join(" ");
    return `<${name} ${sorted}${end}>`;
  });
}

/** The opening <svg> tag alone: the drawing inside is compared as pixels. */
const svgTag = (markup: string) => normalise(markup.slice(0, markup.indexOf(">") + 1));

/** The icon's coverage, one byte per pixel: the alpha of its rendering at 96 px (librsvg). */
async function coverage(markup: string): Promise<Buffer> {
  return sharp(Buffer.from(markup)).ensureAlpha().extractChannel(3).raw().toBuffer();
}

/** How far two renderings are apart: the largest difference of one pixel (0-255). */
async function farthest(one: string, other: string): Promise<number> {
  const [a, b] = await Promise.all([coverage(one), coverage(other)]);
  expect(a.length).toBe(b.length);
  let most = 0;
  for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return most;
}

/**
 * Anti-aliased edges where two shapes overlap come out up to ~60/255 apart when drawn as one
 * path instead of two elements; a shape missing, moved or misread is the full 255.
 */
const SAME_DRAWING = 80;

const drawingOf = (component: unknown): LucideIconData => {
  const render = (component as { render: (props: object, ref: null) => unknown }).render;
  return (render({}, null) as { props: { icon: LucideIconData } }).props.icon;
};

describe("icons", () => {
  it("exports the site's icons", () => {
    expect(pairs.length).toBeGreaterThan(50);
    for (const [name, , theirs] of pairs) expect(theirs, name).toBeDefined();
  });

  const cases = [
    {},
    { className: "size-4 text-ocean-700" },
    { "aria-label": "Close", role: "img" },
    { size: 16, strokeWidth: 1.5 },
    { absoluteStrokeWidth: true, size: 48 },
  ];
  for (const [name, ours, theirs] of pairs) {
    it(`${name} draws what lucide-react draws, as one path`, async () => {
      for (const props of cases) {
        const mine = renderToStaticMarkup(createElement(ours as never, props));
        const original = renderToStaticMarkup(createElement(theirs as never, props));
        expect(svgTag(mine)).toBe(svgTag(original));
        expect(mine.match(/<path /g)).toHaveLength(1);
        expect(mine).not.toMatch(/<(circle|rect|line|polyline|polygon|ellipse)\b/);
      }
      const big = { size: 96 };
      expect(
        await farthest(
          renderToStaticMarkup(createElement(ours as never, big)),
          renderToStaticMarkup(createElement(theirs as never, big)),
        ),
      ).toBeLessThan(SAME_DRAWING);
    });
  }

  it("tells a drawing with a shape missing or misread from the real one", async () => {
    const svg = (d: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"/></svg>`;
    for (const name of ["Users", "Clock", "Mail", "CreditCard", "Globe"] as const) {
      const { node } = drawingOf((lucide as Record<string, unknown>)[name]);
      expect(node.length, name).toBeGreaterThan(1);
      expect(await farthest(svg(iconPath(node)), svg(iconPath(node.slice(1))))).toBeGreaterThan(
        SAME_DRAWING,
      );
    }
    // A relative moveto after another shape is relative to where that shape ended.
    const moved: LucideIconData["node"] = [
      ["circle", { cx: 12, cy: 12, r: 4 }],
      ["path", { d: "m4 4 4 4" }],
    ];
    const path = iconPath(moved);
    expect(path).toContain("M4 4l4 4");
    expect(await farthest(svg(path), svg(path.replace("M4 4l4 4", "m4 4 4 4")))).toBeGreaterThan(
      SAME_DRAWING,
    );
  });

  it("draws rounded rectangles, circles and lines as closed or open subpaths", () => {
    expect(iconPath([["rect", { x: 2, y: 4, width: 20, height: 16, rx: 2 }]])).toBe(
      "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2z",
    );
    expect(iconPath([["circle", { cx: 12, cy: 12, r: 10 }]])).toBe(
      "M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z",
    );
    expect(iconPath([["line", { x1: 2, y1: 3, x2: 20, y2: 21 }]])).toBe("M2 3L20 21");
    expect(() => iconPath([["polygon", { points: "1 1 2 2" }]])).toThrow(/polygon/);
  });

  it("keeps a labelled icon's children (a title) and stays visible to screen readers", () => {
    const markup = renderToStaticMarkup(
      createElement(icons.Star, null, createElement("title", null, "Rated")),
    );
    expect(markup).toContain("<title>Rated</title>");
    expect(markup).not.toContain("aria-hidden");
  });

  it("is the only place that imports lucide-react's components", () => {
    const offenders = typeScriptFiles("app").filter(
      (file) =>
        !/ui\/icons(\.test)?\.tsx?$/.test(file) &&
        /from\s+"lucide-react"/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
