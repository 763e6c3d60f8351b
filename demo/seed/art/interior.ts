/** Room shells, windows with views, curtains and tiled walls. */
import { type Ctx, circ, f, line, path, pts, rect, shade } from "./core";
import type { Persp } from "./persp";

export interface RoomBox {
  x0: number; // back wall left
  x1: number; // back wall right
  top: number; // ceiling line on the back wall
  floor: number; // floor line on the back wall
}

export interface RoomStyle {
  wall: string;
  side?: string;
  floor: string;
  ceiling?: string;
  trim?: string;
  planks?: number; // spacing of floor boards; 0 for tiles
  tiles?: number; // tile size for a tiled floor
}

/** Back wall, side walls, ceiling and floor of a one-point perspective room. */
export function shell(ctx: Ctx, pp: Persp, r: RoomBox, st: RoomStyle): string {
  const Z = pp.F * 0.97;
  const side = st.side ?? shade(st.wall, -0.08);
  const ceil = st.ceiling ?? shade(st.wall, 0.35);
  const trim = st.trim ?? "#FFFFFF";
  let out = "";
  out += pp.poly(
    [
      [r.x0, r.top, 0],
      [r.x1, r.top, 0],
      [r.x1, r.top, Z],
      [r.x0, r.top, Z],
    ],
    ctx.lin([shade(ceil, -0.05), ceil]),
  );
  out += pp.poly(
    [
      [r.x0, r.floor, 0],
      [r.x1, r.floor, 0],
      [r.x1, r.floor, Z],
      [r.x0, r.floor, Z],
    ],
    ctx.lin([shade(st.floor, -0.08), shade(st.floor, 0.06)]),
  );
  const lines: string[] = [];
  if (st.tiles) {
    for (let x = r.x0 + st.tiles; x < r.x1; x += st.tiles)
      lines.push(pts([pp.p(x, r.floor, 0), pp.p(x, r.floor, Z)]));
    for (let z = 0; z < pp.F * 0.9; z += Math.max(8, st.tiles)) {
      lines.push(pts([pp.p(r.x0, r.floor, z), pp.p(r.x1, r.floor, z)]));
    }
  } else if (st.planks !== 0) {
    const sp = Math.max(8, st.planks ?? 36);
    for (let x = r.x0 + sp; x < r.x1; x += sp)
      lines.push(pts([pp.p(x, r.floor, 0), pp.p(x, r.floor, Z)]));
  }
  out += lines
    .map(
      (l) =>
        `<polyline points="${l}" fill="none" stroke="${shade(st.floor, -0.22)}" stroke-width="1.5" opacity="0.45"/>`,
    )
    .join("");
  out += pp.side(r.x0, r.top, r.floor, 0, Z, ctx.linU([side, shade(side, -0.12)], r.x0, 0, 0, 0));
  out += pp.side(
    r.x1,
    r.top,
    r.floor,
    0,
    Z,
    ctx.linU([side, shade(side, -0.12)], r.x1, 0, 1600, 0),
  );
  out += rect(r.x0, r.top, r.x1 - r.x0, r.floor - r.top, ctx.lin([shade(st.wall, 0.1), st.wall]));
  out += rect(r.x0, r.floor - 12, r.x1 - r.x0, 12, trim);
  out += pp.side(r.x0, r.floor - 12, r.floor, 0, Z, shade(trim, -0.08));
  out += pp.side(r.x1, r.floor - 12, r.floor, 0, Z, shade(trim, -0.08));
  out += pp.poly(
    [
      [r.x0, r.top, 0],
      [r.x1, r.top, 0],
      [r.x1, r.top + 6, 0],
      [r.x0, r.top + 6, 0],
    ],
    trim,
  );
  return out;
}

/** Tile grid on a back-wall rectangle. */
export function tiles(
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
  base: string,
  grout: string,
  vertical = true,
): string {
  let out = rect(x, y, w, h, base);
  let l = "";
  for (let yy = y + size; yy < y + h; yy += size) l += `M${f(x)} ${f(yy)}h${f(w)}`;
  if (vertical)
    for (let xx = x + size * 2; xx < x + w; xx += size * 2) l += `M${f(xx)} ${f(y)}v${f(h)}`;
  out += path(l, "none", { stroke: grout, "stroke-width": 2 });
  return out;
}

/** Tile lines on a side wall plane x = wx. */
export function sideTiles(
  pp: Persp,
  wx: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  size: number,
  grout: string,
): string {
  let l = "";
  for (let y = y0 + size; y < y1; y += size) {
    const [ax, ay] = pp.p(wx, y, z0);
    const [bx, by] = pp.p(wx, y, z1);
    l += `M${f(ax)} ${f(ay)}L${f(bx)} ${f(by)}`;
  }
  for (let z = z0 + size * 2; z < z1; z += size * 2) {
    const [ax, ay] = pp.p(wx, y0, z);
    const [bx, by] = pp.p(wx, y1, z);
    l += `M${f(ax)} ${f(ay)}L${f(bx)} ${f(by)}`;
  }
  return path(l, "none", { stroke: grout, "stroke-width": 2 });
}

/** Ceiling pendant light hanging from the ceiling at (x, ceilingY, z). */
export function pendant(
  ctx: Ctx,
  pp: Persp,
  x: number,
  ceilingY: number,
  drop: number,
  z: number,
  color: string,
  lit = true,
): string {
  const [sx, sy] = pp.p(x, ceilingY, z);
  const [, ly] = pp.p(x, ceilingY + drop, z);
  const k = pp.k(z);
  let out = line(sx, sy, sx, ly, "#4A4F55", 1.5 * k);
  if (lit)
    out += circ(
      sx,
      ly + 22 * k,
      90 * k,
      ctx.rad([
        ["#FFE2A8", 0, 0.45],
        ["#FFE2A8", 1, 0],
      ]),
    );
  out += path(
    `M${f(sx - 26 * k)} ${f(ly + 24 * k)}Q${f(sx)} ${f(ly - 14 * k)} ${f(sx + 26 * k)} ${f(ly + 24 * k)}Z`,
    color,
  );
  if (lit)
    out += path(
      `M${f(sx - 20 * k)} ${f(ly + 24 * k)}Q${f(sx)} ${f(ly + 32 * k)} ${f(sx + 20 * k)} ${f(ly + 24 * k)}Z`,
      "#FFF3D2",
    );
  return out;
}
