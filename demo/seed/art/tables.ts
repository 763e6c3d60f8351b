/** Tables, rugs and framed pictures in perspective. */
import { type Ctx, circ, f, path, rect, shade } from "./core";
import { type Persp, tone } from "./persp";

/** Round table on a pedestal; top at height `top` above the floor. */
export function roundTable(
  pp: Persp,
  cx: number,
  cz: number,
  r: number,
  floor: number,
  color: string,
  top = 122,
  cloth?: string,
): string {
  const ty = floor - top;
  let out = pp.disc(cx, floor, cz, r * 0.45, shade(color, -0.3));
  out += pp.box(
    { x0: cx - 5, x1: cx + 5, y0: ty, y1: floor, z0: cz - 5, z1: cz + 5 },
    tone(shade(color, -0.2)),
  );
  if (cloth) {
    const [sx, sy] = pp.p(cx, ty, cz);
    const k = pp.k(cz);
    const [, by] = pp.p(cx, ty + 48, cz + r);
    out += path(
      `M${f(sx - r * k)} ${f(sy)}L${f(sx - r * k * 1.02)} ${f(by)}Q${f(sx)} ${f(by + 14 * k)} ${f(sx + r * k * 1.02)} ${f(by)}L${f(sx + r * k)} ${f(sy)}Z`,
      shade(cloth, -0.1),
    );
    out += pp.disc(cx, ty, cz, r, cloth);
  } else {
    out += pp.disc(cx, ty + 5, cz, r, shade(color, -0.15));
    out += pp.disc(cx, ty, cz, r, color);
  }
  return out;
}

/** Rectangular table with four legs, optional cloth. */
export function table(
  pp: Persp,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  floor: number,
  color: string,
  top = 122,
  cloth?: string,
): string {
  const ty = floor - top;
  let out = "";
  for (const [lx, lz] of [
    [x0 + 8, z0 + 8],
    [x1 - 18, z0 + 8],
    [x0 + 8, z1 - 18],
    [x1 - 18, z1 - 18],
  ] as const) {
    out += pp.box(
      { x0: lx, x1: lx + 10, y0: ty, y1: floor, z0: lz, z1: lz + 10 },
      tone(shade(color, -0.15)),
    );
  }
  if (cloth)
    out += pp.box(
      { x0: x0 - 6, x1: x1 + 6, y0: ty - 2, y1: ty + 44, z0: z0 - 6, z1: z1 + 6 },
      tone(cloth, 0.08, -0.08),
    );
  else out += pp.box({ x0, x1, y0: ty - 8, y1: ty, z0, z1 }, tone(color, 0.14));
  return out;
}

export function rug(
  pp: Persp,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  floor: number,
  color: string,
  border: string,
): string {
  return (
    pp.flat(x0, x1, floor - 0.5, z0, z1, border) +
    pp.flat(x0 + 18, x1 - 18, floor - 1, z0 + 18, z1 - 18, color)
  );
}

/** Framed picture on the back wall (z = 0): a tiny abstract seascape. */
export function wallArt(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  a: string,
  b: string,
): string {
  return [
    rect(x + 6, y + 8, w, h, "#000000", { opacity: 0.08 }),
    rect(x, y, w, h, frame),
    rect(x + 10, y + 10, w - 20, h - 20, ctx.lin([shade(a, 0.5), a])),
    circ(x + w * 0.66, y + h * 0.42, Math.min(w, h) * 0.12, shade(b, 0.2)),
    rect(x + 10, y + h * 0.62, w - 20, h * 0.38 - 10, b),
  ].join("");
}
