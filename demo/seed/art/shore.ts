/** The dhow, the beach and distant tree lines. */
import { type Ctx, ell, f, g, line, mix, path, rect, shade } from "./core";
import type { Theme } from "./sky-sea";

/** A traditional dhow with a lateen sail; (x, y) is the waterline centre. */
export function dhow(x: number, y: number, s: number, th: Theme, flip = false): string {
  const dark = th.light < 0.7;
  const hull = dark ? shade(th.land, -0.55) : "#6B4A34";
  const trim = dark ? shade(th.land, -0.35) : "#E8D3AE";
  const sail = dark ? mix(th.sky[2], th.land, 0.55) : "#FBF3E4";
  const sailShade = dark ? mix(th.sky[2], th.land, 0.75) : "#E7DCC6";
  const body = [
    line(0, -24, 18, -190, hull, 5),
    path("M128 -52L-112 -262Q-150 -150 -70 -30Z", sail),
    path("M128 -52L-70 -30Q-108 -120 -112 -262Q-40 -130 128 -52Z", sailShade, { opacity: 0.8 }),
    line(136, -46, -118, -268, hull, 4, { "stroke-linecap": "round" }),
    path("M-118 -30L-100 8Q-10 18 78 8L140 -38Q60 -22 -118 -30Z", hull),
    path("M-118 -30Q60 -22 140 -38L134 -30Q60 -14 -114 -22Z", trim),
    ell(8, 14, 150, 6, dark ? "#000000" : "#0F5C6E", { opacity: 0.18 }),
  ].join("");
  const sx = flip ? -s : s;
  return g(body, {
    transform: `translate(${f(x)} ${f(y)}) scale(${Math.round(sx * 1000) / 1000} ${Math.round(s * 1000) / 1000})`,
  });
}

/** Foreground beach: a sand shape rising from y at the left, with foam. */
export function beach(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  sand: string,
  foam = "#FFFFFF",
): string {
  const y2 = y + h * 0.35;
  const top = `M${f(x)} ${f(y)}C${f(x + w * 0.3)} ${f(y + 10)} ${f(x + w * 0.6)} ${f(y2 - 40)} ${f(x + w)} ${f(y2)}`;
  const shapeD = `${top}L${f(x + w)} ${f(y + h)}L${f(x)} ${f(y + h)}Z`;
  return [
    path(shapeD, shade(sand, -0.12), { transform: "translate(0 -16)", opacity: 0.6 }),
    path(`${top}`, "none", {
      stroke: foam,
      "stroke-width": 10,
      opacity: 0.8,
      transform: "translate(0 -12)",
      "stroke-linecap": "round",
    }),
    path(shapeD, ctx.lin([shade(sand, -0.05), sand], 0, 0, 0, 1)),
  ].join("");
}

/** A distant line of rounded tree tops along a horizon. */
export function treeLine(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  color: string,
  height = 40,
): string {
  let dd = "";
  for (let px = x - 20; px <= x + w + 20; px += height * ctx.r(0.6, 1.1)) {
    const r = height * ctx.r(0.35, 0.7);
    dd += `M${f(px - r)} ${f(y)}a${f(r)} ${f(r)} 0 0 1 ${f(2 * r)} 0Z`;
  }
  return path(dd, color) + rect(x, y - 2, w, 4, shade(color, -0.06));
}
