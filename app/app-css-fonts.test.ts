/**
 * A page in French (or any language but Arabic) never downloads the Arabic font: every
 * Noto Sans Arabic face carries the Arabic unicode-range, and only the Arabic pages' font
 * stacks name it, so neither a Latin character nor an Arabic word on a Latin page (the
 * language menu's "العربية") asks for it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const appCss = resolve(import.meta.dirname, "app.css");

/** The stylesheet with its package @imports inlined, as the build sees it. */
function stylesheet(): string {
  return readFileSync(appCss, "utf8").replace(/@import\s+"([^"]+)";/g, (_all, spec: string) => {
    if (spec === "tailwindcss") return "";
    const file = spec.endsWith(".css")
      ? require.resolve(spec)
      : require.resolve(`${spec}/index.css`);
    return readFileSync(file, "utf8");
  });
}

/** "U+0600-06FF, U+200C" as code point ranges. */
function ranges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(from ?? "", 16), Number.parseInt(to ?? "", 16)];
  });
}

describe("the Arabic font on pages in other languages", () => {
  const css = stylesheet();
  const arabicFaces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1] ?? "")
    .filter((body) => /font-family:\s*["']Noto Sans Arabic["']/.test(body));

  it("declares each Noto Sans Arabic face for Arabic script only", () => {
    expect(arabicFaces.length).toBeGreaterThanOrEqual(2);
    for (const face of arabicFaces) {
      const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
      expect(range, face).toBeDefined();
      const covered = ranges(range ?? "");
      const covers = (code: number) => covered.some(([from, to]) => code >= from && code <= to);
      // Latin, punctuation, currency, arrows and stars a French page shows: none of them.
      for (const char of "Aéàç€’«»–—•→★✓0123456789") {
        expect(covers(char.codePointAt(0) ?? 0), `${char} in ${range}`).toBe(false);
      }
      expect(covers("ع".codePointAt(0) ?? 0)).toBe(true);
    }
  });

  it("names Noto Sans Arabic only in the Arabic pages' font stacks", () => {
    const own = readFileSync(appCss, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    const rules = [...own.matchAll(/([^{}]+){([^{}]*)}/g)];
    for (const [, selector = "", body = ""] of rules) {
      if (!/--font-(sans|display):[^;]*Noto Sans Arabic/.test(body)) continue;
      // Every rule that lists it applies inside an Arabic page only.
      expect(selector.trim(), body).toMatch(/^:root\[dir="rtl"\]/);
    }
  });

  it("serves the face's file that the Arabic pages preload", () => {
    const src = arabicFaces.map((face) => /src:\s*url\("?([^")]+)"?\)/.exec(face)?.[1]);
    for (const file of src) {
      expect(file).toMatch(/noto-sans-arabic-arabic-(400|600)-normal\.woff2$/);
      const resolved = require.resolve(file ?? "");
      expect(dirname(resolved)).toMatch(/@fontsource\/noto-sans-arabic\/files$/);
    }
  });
});
