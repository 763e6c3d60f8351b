import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";

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
    it(`${name} draws exactly what lucide-react draws`, () => {
      for (const props of cases) {
        const mine = renderToStaticMarkup(createElement(ours as never, props));
        const original = renderToStaticMarkup(createElement(theirs as never, props));
        expect(normalise(mine)).toBe(normalise(original));
      }
    });
  }

  it("keeps a labelled icon's children (a title) and stays visible to screen readers", () => {
    const markup = renderToStaticMarkup(
      createElement(icons.Star, null, createElement("title", null, "Rated")),
    );
    expect(markup).toContain("<title>Rated</title>");
    expect(markup).not.toContain("aria-hidden");
  });

  it("is the only place that imports lucide-react's components", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry) && !/ui\/icons(\.test)?\.tsx?$/.test(file)) {
          if (/from\s+"lucide-react"/.test(readFileSync(file, "utf8"))) offenders.push(file);
        }
      }
    };
    walk("app");
    expect(offenders).toEqual([]);
  });
});
