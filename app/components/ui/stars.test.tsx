import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { Stars, starAt } from "./stars";

const STAR = starAt(0);

/** Five stars as separate, translated paths: how the rating was drawn before. */
function separate(filled: number): string {
  const paths = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="${STAR}" transform="translate(${i * 30})" ${i < filled ? 'fill="black"' : 'opacity="0.4"'}/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="576" height="96" viewBox="0 0 144 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
}

/** The component's markup, sized and coloured for rasterising. */
function ours(filled: number): string {
  return renderToStaticMarkup(<Stars filled={filled} />)
    .replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" width="576" height="96" ')
    .replaceAll("currentColor", "black");
}

async function farthest(one: string, other: string): Promise<number> {
  const pixels = (svg: string) => sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  const [a, b] = await Promise.all([pixels(one), pixels(other)]);
  let most = 0;
  for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return most;
}

describe("Stars", () => {
  it("draws each rating as five separate stars did, with two paths at most", async () => {
    for (const filled of [0, 1, 2, 3, 4, 5]) {
      const markup = ours(filled);
      expect(markup.match(/<path /g)?.length).toBe(filled === 0 || filled === 5 ? 1 : 2);
      expect(await farthest(markup, separate(filled)), `${filled} stars`).toBeLessThan(8);
    }
  });

  it("tells ratings apart, and counts a part star as a solid one", async () => {
    expect(await farthest(ours(3), separate(4))).toBeGreaterThan(100);
    expect(ours(4.5)).toBe(ours(5));
    expect(ours(-1)).toBe(ours(0));
    expect(ours(9)).toBe(ours(5));
  });
});
