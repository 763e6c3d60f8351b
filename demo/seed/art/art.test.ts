import { describe, expect, it } from "vitest";
import { ART_KEYS, renderArt } from "./index";
import { MENUS, menuPageCount } from "./menu-page";

const REQUIRED: string[] = [
  ...[
    "business-hotel",
    "accommodation",
    "simple-dining",
    "bathroom",
    "pool",
    "garden",
    "pergola-cafe",
    "work-terrace",
    "balcony",
    "signature-dining",
  ].map((h) => `hero/${h}`),
  ...["single-mini", "superior-mini", "superior-standard", "deluxe", "super-deluxe"].flatMap((s) =>
    [1, 2, 3].map((i) => `room/${s}/${i}`),
  ),
  ...[1, 2, 3, 4].map((i) => `restaurant/${i}`),
  "dining/bar",
  "dining/barista",
  "dining/poolside",
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => `dining/pergola-${i}`),
  ...["seafood-platter", "pasta", "swahili-curry", "salad", "dessert", "breakfast"].map(
    (d) => `dish/${d}`,
  ),
  ...(
    [
      ["food", 13],
      ["wine", 9],
      ["barista", 5],
      ["bar", 7],
      ["seafood", 2],
    ] as const
  ).flatMap(([m, n]) => Array.from({ length: n }, (_, i) => `menu/${m}/${i + 1}`)),
  ...["rooms", "dining", "events", "amenities", "property"].flatMap((c) =>
    [1, 2, 3, 4].map((i) => `gallery/${c}-${i}`),
  ),
  ...[
    "graduation",
    "conference-full-day",
    "conference-half-day",
    "conference-accommodation",
    "photoshoot",
    "wedding-photoshoot",
    "baby-shower",
    "bridal-shower",
  ].map((p) => `package/${p}`),
  ...[1, 2, 3].map((i) => `avatar/${i}`),
  ...[1, 2, 3, 4, 5, 6].map((i) => `blog/${i}`),
  ...[1, 2, 3, 4, 5, 6].map((i) => `social/${i}`),
  "fallback/room",
  "fallback/blog",
  ...[1, 2, 3, 4].map((i) => `fallback/social-${i}`),
];

function expectedSize(key: string): [number, number] {
  if (key.startsWith("hero/")) return [1920, 1080];
  if (key.startsWith("dish/")) return [1200, 1200];
  if (key.startsWith("menu/")) return [1240, 1754];
  if (key.startsWith("avatar/")) return [400, 400];
  if (key.startsWith("social/") || key.startsWith("fallback/social-")) return [1080, 1080];
  return [1600, 1067];
}

/** Minimal well-formedness check: every opened element is closed in order. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name ?? "");
  }
  return stack.length === 0;
}

const rendered = new Map(ART_KEYS.map((k) => [k, renderArt(k)] as const));

describe("art keys", () => {
  it("covers every required key", () => {
    const missing = REQUIRED.filter((k) => !ART_KEYS.includes(k));
    expect(missing).toEqual([]);
    expect(new Set(ART_KEYS).size).toBe(ART_KEYS.length);
  });

  it("throws for unknown keys", () => {
    expect(() => renderArt("hero/nope")).toThrow(Error);
    expect(() => renderArt("")).toThrow(Error);
  });
});

describe.each(ART_KEYS.map((k) => [k]))("%s", (key) => {
  it("renders a well-formed SVG of the expected size", () => {
    const art = rendered.get(key);
    expect(art).toBeDefined();
    if (!art) return;
    const [w, h] = expectedSize(key);
    expect(art.width).toBe(w);
    expect(art.height).toBe(h);
    expect(art.svg.startsWith("<svg")).toBe(true);
    expect(art.svg.endsWith("</svg>")).toBe(true);
    const root = art.svg.slice(0, art.svg.indexOf(">"));
    expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(root).toContain(`width="${w}"`);
    expect(root).toContain(`height="${h}"`);
    expect(root).toContain(`viewBox="0 0 ${w} ${h}"`);
    expect(balanced(art.svg)).toBe(true);
    expect(art.svg).not.toMatch(/NaN|Infinity|undefined/);
    expect(art.svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#\d+;)/);
    expect(art.svg.length).toBeLessThan(61_440);
  });

  it("is deterministic", () => {
    expect(renderArt(key).svg).toBe(rendered.get(key)?.svg);
  });
});

describe("uniqueness", () => {
  it("gives every key a different SVG", () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const [key, art] of rendered) {
      const other = seen.get(art.svg);
      if (other) dups.push(`${other} = ${key}`);
      seen.set(art.svg, key);
    }
    expect(dups).toEqual([]);
  });
});

describe("menu pages", () => {
  for (const kind of Object.keys(MENUS) as (keyof typeof MENUS)[]) {
    const total = menuPageCount(kind);
    it(`${kind} pages carry the page number, hotel name and prices`, () => {
      for (let p = 1; p <= total; p++) {
        const svg = rendered.get(`menu/${kind}/${p}`)?.svg ?? "";
        expect(svg).toContain(`Page ${p} of ${total}`);
        expect(svg).toContain("Pwani Bay Resort &amp; Hotel");
        expect(svg).toContain("DejaVu Serif, Liberation Serif, serif");
        if (p > 1) expect(svg).toMatch(/KSh \d{1,3}(,\d{3})*</);
      }
    });
  }

  it("has 6 to 10 items per section and descriptions that fit on one line", () => {
    for (const st of Object.values(MENUS)) {
      for (const sec of st.sections) {
        const n = sec.items.length + (sec.extra?.items.length ?? 0);
        expect(n).toBeGreaterThanOrEqual(6);
        expect(n).toBeLessThanOrEqual(10);
        for (const [name, desc, price] of [...sec.items, ...(sec.extra?.items ?? [])]) {
          expect(name.length).toBeLessThanOrEqual(32);
          expect(desc.length).toBeLessThanOrEqual(62);
          expect(Number.isInteger(price) && price > 0).toBe(true);
        }
      }
    }
  });
});
