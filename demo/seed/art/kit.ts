/** Shared helpers for composing scenes in the 1600 x 1067 design space. */
import { type Art, Ctx, f, framed, g, mix, rect, use } from "./core";
import type { Persp } from "./persp";
import { PALM_DAY, type PalmStyle, palmProto, palmSilhouette } from "./plants";
import type { Theme } from "./sky-sea";

export const W = 1600;
export const H = 1067;

/** Colour adjusted for the scene's light (dusk and night darken and cool). */
export function lit(c: string, th: Theme): string {
  if (th.light >= 0.95) return c;
  return mix(c, th.light < 0.3 ? "#0B2233" : mix(th.sky[0], "#2A2440", 0.5), (1 - th.light) * 0.75);
}

/** Ground plane from the horizon to the bottom, shaded far to near. */
export function ground(ctx: Ctx, horizon: number, far: string, near: string): string {
  return rect(0, horizon, W, H - horizon + 200, ctx.linU([far, near], 0, horizon, 0, H));
}

/** Palm style for the scene's light. */
export function palmStyle(th: Theme, base: PalmStyle = PALM_DAY): PalmStyle {
  if (th.light < 0.5) return palmSilhouette(mix(th.sky[0], "#0A1520", 0.55));
  return {
    trunk: lit(base.trunk, th),
    leaf: lit(base.leaf, th),
    leafDark: lit(base.leafDark, th),
    nut: base.nut ? lit(base.nut, th) : undefined,
  };
}

/** Palm of world height h standing at (x, ground, z). */
export function palmAt(
  ctx: Ctx,
  pp: Persp,
  th: Theme,
  x: number,
  z: number,
  groundY: number,
  h: number,
  flip = false,
  variant = 0,
): string {
  const v = variant % 3;
  const id = palmProto(ctx, palmStyle(th), v === 1 ? 0.16 : v === 2 ? -0.08 : 0.1, v);
  const [sx, sy] = pp.p(x, groundY, z);
  const k = pp.k(z);
  return `<ellipse cx="${f(sx + 30 * k)}" cy="${f(sy)}" rx="${f(60 * k)}" ry="${f(10 * k)}" fill="#0d1b22" opacity="0.12"/>${use(id, sx, sy, (h / 400) * k, flip)}`;
}

/** Sprite placed at a world point, drawn around its own (0, 0). */
export function sprite(
  pp: Persp,
  x: number,
  y: number,
  z: number,
  body: string,
  scale = 1,
): string {
  return g(body, { transform: pp.at(x, y, z, scale) });
}

/** Dark gradient over the lower part (used sparingly to calm busy bottoms). */
export function vignette(ctx: Ctx, strength = 0.25): string {
  return rect(
    0,
    0,
    W,
    H,
    ctx.rad(
      [
        ["#000000", 0.55, 0],
        ["#000000", 1, strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

export type Format = "wide" | "hero" | "square";

/**
 * Renders a scene drawn in the 1600 x 1067 design space. "hero" shows a
 * 1600 x 900 band starting at row `at`; "square" a 1067 x 1067 window
 * starting at column `at`.
 */
export function scene(key: string, format: Format, draw: (ctx: Ctx) => string, at?: number): Art {
  const ctx = new Ctx(key);
  const body = draw(ctx);
  if (format === "hero") return framed(ctx, 1920, 1080, body, [0, at ?? 110, W, 900]);
  if (format === "square") return framed(ctx, 1080, 1080, body, [at ?? (W - H) / 2, 0, H, H]);
  return framed(ctx, W, H, body, [0, 0, W, H]);
}
