/** Side-view tableware sprites (drawn around a base point at (0, 0)). */
import { type Ctx, circ, ell, path, rect, shade } from "./core";
import type { Persp } from "./persp";

export function wineGlass(wine?: string): string {
  let out =
    ell(0, 0, 9, 3, "#FFFFFF", { opacity: 0.7 }) +
    rect(-1.2, -22, 2.4, 22, "#FFFFFF", { opacity: 0.8 });
  if (wine) out += path("M-9 -36Q-9 -24 0 -22Q9 -24 9 -36Z", wine);
  out += path("M-11 -50Q-12 -26 0 -22Q12 -26 11 -50Z", "#FFFFFF", {
    opacity: 0.35,
    stroke: "#FFFFFF",
    "stroke-width": 1.2,
  });
  return out;
}

export function tumbler(drink: string, garnish?: string): string {
  let out = path("M-10 -30L10 -30L8 0L-8 0Z", drink, { opacity: 0.85 });
  out += path("M-11 -34L11 -34L8.5 0L-8.5 0Z", "#FFFFFF", {
    opacity: 0.3,
    stroke: "#FFFFFF",
    "stroke-width": 1,
  });
  if (garnish)
    out += circ(8, -34, 6, garnish) + rect(2, -48, 2, 16, "#FFFFFF", { transform: "rotate(15)" });
  return out;
}

export function cocktail(drink: string, garnish = "#F2C14E"): string {
  return (
    rect(-1.2, -22, 2.4, 22, "#FFFFFF", { opacity: 0.8 }) +
    ell(0, 0, 9, 3, "#FFFFFF", { opacity: 0.7 }) +
    path("M-16 -44L16 -44L0 -22Z", drink, { opacity: 0.9 }) +
    circ(12, -44, 5, garnish)
  );
}

export function bottle(c: string, label = "#FBF8F3"): string {
  return (
    path("M-11 0L-11 -46Q-11 -56 -4 -62L-4 -80L4 -80L4 -62Q11 -56 11 -46L11 0Z", c) +
    rect(-11, -38, 22, 18, label) +
    rect(-4, -84, 8, 6, shade(c, -0.3))
  );
}

export function cup(c = "#FFFFFF", coffee = "#6B4226"): string {
  return (
    ell(0, 0, 22, 5, shade(c, -0.08)) +
    path("M-14 -22L14 -22L11 -2L-11 -2Z", c) +
    path("M14 -17Q24 -15 13 -7", "none", { stroke: c, "stroke-width": 3 }) +
    ell(0, -22, 14, 3.5, coffee)
  );
}

export function candle(ctx: Ctx, lit = true): string {
  const glow = lit
    ? circ(
        0,
        -34,
        46,
        ctx.rad([
          ["#FFD98A", 0, 0.55],
          ["#FFD98A", 1, 0],
        ]),
      )
    : "";
  return `${glow}${path("M-9 0L-9 -24L9 -24L9 0Z", "#FFFFFF", { opacity: 0.5 })}${rect(-5, -22, 10, 22, "#FBF3E4")}${lit ? path("M0 -36Q4 -30 0 -24Q-4 -30 0 -36Z", "#FFC65C") : ""}`;
}

export function vase(flower: string, leaf = "#2F7D4F"): string {
  let out = path("M-8 0L-10 -22Q-10 -30 -5 -34L5 -34Q10 -30 10 -22L8 0Z", "#E6F3F4", {
    opacity: 0.9,
  });
  out += path("M0 -34L-10 -58M0 -34L8 -62M0 -34L0 -66", "none", {
    stroke: leaf,
    "stroke-width": 2,
  });
  for (const [x, y] of [
    [-10, -60],
    [8, -64],
    [0, -70],
    [-4, -54],
    [6, -54],
  ] as const)
    out += circ(x, y, 5.5, flower);
  return out;
}

/** Plate with a neat heap of food, as seen from the side (ellipse). */
export function plateSide(food: string, side = "#2F7D4F"): string {
  return (
    ell(0, 0, 30, 7, "#E4E7EA") +
    ell(0, -2, 28, 6, "#FFFFFF") +
    ell(-3, -4, 14, 6, food) +
    ell(9, -3, 7, 4, side)
  );
}

/** Sets a table top at height y around the centre with n covers. */
export function setTable(
  ctx: Ctx,
  pp: Persp,
  cx: number,
  y: number,
  cz: number,
  spanX: number,
  spanZ: number,
  n: number,
  o: { wine?: string; candle?: boolean; flower?: string; food?: string[] },
): string {
  let out = "";
  const cols = Math.max(1, Math.ceil(n / 2));
  for (let i = 0; i < n; i++) {
    const row = i % 2;
    const col = Math.floor(i / 2);
    const x = cx - spanX / 2 + (spanX * (col + 0.5)) / cols;
    const z = cz + (row ? spanZ * 0.32 : -spanZ * 0.32);
    const food = o.food ? (o.food[i % o.food.length] ?? "#E07A5F") : undefined;
    out += pp.disc(x, y - 0.5, z, 24, "#E4E7EA") + pp.disc(x, y - 1, z, 19, "#FFFFFF");
    if (food)
      out += pp.disc(x - 3, y - 2, z, 10, food) + pp.disc(x + 8, y - 2, z + 3, 5, "#2F7D4F");
    const wg = ctx.proto(`wg-${o.wine ?? ""}`, () => wineGlass(o.wine));
    out += `<use href="#${wg}" transform="${pp.at(x + 26, y, z - 10)}"/>`;
  }
  if (o.candle)
    out += `<use href="#${ctx.proto("candle-lit", () => candle(ctx))}" transform="${pp.at(cx - 20, y, cz)}"/>`;
  if (o.flower)
    out += `<use href="#${ctx.proto(`vase-${o.flower}`, () => vase(o.flower ?? "#E07A5F"))}" transform="${pp.at(cx + 16, y, cz)}"/>`;
  return out;
}

export function laptop(): string {
  return (
    path("M-48 0L48 0L42 -6L-42 -6Z", "#C4CACF") +
    path("M-40 -6L40 -6L36 -62L-36 -62Z", "#2B3238") +
    path("M-35 -10L35 -10L32 -58L-32 -58Z", "#6FB7C4") +
    path("M-28 -48L10 -48M-28 -40L20 -40M-28 -32L0 -32", "none", {
      stroke: "#E6F3F4",
      "stroke-width": 3,
      opacity: 0.7,
    })
  );
}

export function notebook(): string {
  return (
    path("M-26 0L26 0L22 -8L-22 -8Z", "#E07A5F") + path("M-22 -8L22 -8L20 -10L-20 -10Z", "#FBF8F3")
  );
}
