import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Screens compose the primitives of app/components/ui instead of repeating their class
 * strings. The rule: outside app/components/ui, no string in app/routes or app/components
 * may spell out a text control's look (a sand border on white at the 44 px height: the
 * look of Input, Select and Textarea) or a filled or outlined button's look (the 44/48 px
 * height, rounded corners, padding and an ocean, coral or danger fill or ocean border:
 * the look of Button). Plain links, chips, icons and layout classes are not caught.
 */
const CONTROL =
  /(?=[^"`]*\bmin-h-11\b)(?=[^"`]*\bborder-sand-300\b)(?=[^"`]*\bbg-white\b)[^"`]*\bpx-3\b/;
const BUTTON =
  /(?=[^"`]*\bmin-h-1[12]\b)(?=[^"`]*\brounded-(?:lg|full)\b)(?=[^"`]*\bpx-[3-6]\b)[^"`]*\b(?:bg-ocean-700|bg-coral-700|bg-danger|border-ocean-700)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return path.endsWith(join("components", "ui")) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The string literals of a file that repeat a primitive's look. */
function localStyles(source: string): string[] {
  const strings = source.match(/"[^"\n]*"|`[^`]*`/g) ?? [];
  return strings.filter((text) => CONTROL.test(text) || BUTTON.test(text));
}

describe("screens use the ui primitives", () => {
  it("catches a screen that spells out an input's or a button's look", () => {
    expect(
      localStyles(
        `const INPUT = "min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 text-ink";`,
      ),
    ).toHaveLength(1);
    expect(
      localStyles(
        `<button className="inline-flex min-h-11 items-center rounded-lg bg-ocean-700 px-4 font-semibold text-white">`,
      ),
    ).toHaveLength(1);
    expect(
      localStyles(
        `<a className="min-h-12 rounded-full border border-ocean-700 px-5 text-ocean-700">`,
      ),
    ).toHaveLength(1);
    // Not a control or a button: a chip, a text link, a card.
    expect(
      localStyles(
        `<span className="rounded-full bg-ocean-700 px-2 text-xs text-white" /><a className="inline-flex min-h-11 items-center text-ocean-700 underline" /><div className="rounded-2xl bg-white p-5 ring-1 ring-sand-200" />`,
      ),
    ).toEqual([]);
  });

  it("finds no such string outside app/components/ui", () => {
    const root = process.cwd();
    const offenders = [join(root, "app/routes"), join(root, "app/components")]
      .flatMap(sourceFiles)
      .map((path) => relative(root, path).split("\\").join("/"))
      .flatMap((path) =>
        localStyles(readFileSync(join(root, path), "utf8")).map((text) => `${path}: ${text}`),
      );
    expect(offenders).toEqual([]);
  });
});
