/** Indoor furniture built from perspective boxes. Units: 1 m is about 160. */
import { type Ctx, circ, g, path, rect, shade } from "./core";
import { type Persp, tone } from "./persp";

export interface BedOpts {
  cx: number;
  w: number; // width (single 150, double 230, queen 260, king 300)
  len: number;
  floor: number;
  frame: string;
  sheet: string;
  duvet: string;
  accent: string;
  pillow: string;
  head: string;
  headH: number;
  z0?: number;
}

export function bed(pp: Persp, o: BedOpts): string {
  const z0 = o.z0 ?? 0;
  const x0 = o.cx - o.w / 2;
  const x1 = o.cx + o.w / 2;
  const fl = o.floor;
  let out = pp.box(
    { x0: x0 - 14, x1: x1 + 14, y0: fl - o.headH, y1: fl, z0, z1: z0 + 14 },
    tone(o.head, 0.1),
  );
  out += pp.front(x0 + 4, x1 - 4, fl - o.headH + 14, fl - 108, z0 + 14.5, shade(o.head, 0.1));
  out += pp.box({ x0, x1, y0: fl - 46, y1: fl - 8, z0: z0 + 14, z1: z0 + o.len }, tone(o.frame));
  out += pp.box(
    { x0: x0 + 4, x1: x1 - 4, y0: fl - 88, y1: fl - 46, z0: z0 + 16, z1: z0 + o.len - 4 },
    tone(o.sheet, 0.05, -0.08),
  );
  const nP = o.w > 180 ? 2 : 1;
  const pw = (o.w - 30) / nP;
  for (let i = 0; i < nP; i++) {
    const px = x0 + 15 + i * pw;
    out += pp.box(
      { x0: px + 4, x1: px + pw - 4, y0: fl - 124, y1: fl - 86, z0: z0 + 20, z1: z0 + 58 },
      tone(o.pillow, 0.08, -0.1),
    );
  }
  if (o.w > 180)
    out += pp.box(
      {
        x0: o.cx - pw * 0.45,
        x1: o.cx + pw * 0.45,
        y0: fl - 112,
        y1: fl - 86,
        z0: z0 + 60,
        z1: z0 + 78,
      },
      tone(o.accent, 0.1),
    );
  const dz = z0 + o.len * 0.36;
  out += pp.box(
    { x0: x0 - 5, x1: x1 + 5, y0: fl - 94, y1: fl - 34, z0: dz, z1: z0 + o.len + 5 },
    tone(o.duvet, 0.1, -0.1),
  );
  out += pp.flat(x0 - 5, x1 + 5, fl - 94.5, dz, dz + 22, shade(o.sheet, 0.3));
  const tz = z0 + o.len * 0.72;
  out += pp.box(
    { x0: x0 - 7, x1: x1 + 7, y0: fl - 96, y1: fl - 30, z0: tz, z1: tz + o.len * 0.14 },
    tone(o.accent, 0.1),
  );
  return out;
}

/** Bedside table with an optional lamp; z0..z1 depth. */
export function nightstand(
  ctx: Ctx,
  pp: Persp,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  floor: number,
  color: string,
  lampColor?: string,
): string {
  let out = pp.box({ x0, x1, y0: floor - 62, y1: floor, z0, z1 }, tone(color));
  out += pp.front(x0 + 6, x1 - 6, floor - 40, floor - 38, z1 + 0.5, shade(color, -0.25));
  if (lampColor) out += lamp(ctx, pp, (x0 + x1) / 2, floor - 62, (z0 + z1) / 2, lampColor);
  return out;
}

/** Table lamp standing at world point; glowing shade. */
export function lamp(
  ctx: Ctx,
  pp: Persp,
  x: number,
  y: number,
  z: number,
  shadeColor: string,
  lit = true,
): string {
  const glow = lit
    ? circ(
        0,
        -60,
        110,
        ctx.rad([
          ["#FFE9B8", 0, 0.55],
          ["#FFE9B8", 1, 0],
        ]),
      )
    : "";
  const body = `${glow}${rect(-4, -48, 8, 48, "#8B6B4A")}${path("M-22 -88L22 -88L32 -44L-32 -44Z", shadeColor)}${path("M-32 -44L32 -44L28 -40L-28 -40Z", shade(shadeColor, -0.2))}${rect(-14, -4, 28, 4, "#6E5238")}`;
  return g(body, { transform: pp.at(x, y, z) });
}

export function desk(
  pp: Persp,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  floor: number,
  color: string,
  legs = "#3A3F44",
): string {
  const top = floor - 122;
  let out = "";
  for (const lx of [x0 + 6, x1 - 14]) {
    out += pp.box({ x0: lx, x1: lx + 8, y0: top, y1: floor, z0: z0 + 4, z1: z0 + 12 }, tone(legs));
    out += pp.box({ x0: lx, x1: lx + 8, y0: top, y1: floor, z0: z1 - 12, z1: z1 - 4 }, tone(legs));
  }
  out += pp.box({ x0, x1, y0: top - 8, y1: top, z0, z1 }, tone(color, 0.12));
  return out;
}

/** Chair; back at the far side (faces viewer) or near side (faces away). */
export function chair(
  pp: Persp,
  cx: number,
  cz: number,
  floor: number,
  color: string,
  facesViewer = false,
  w = 64,
  legs = "#3A3F44",
): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const seat = floor - 72;
  const z0 = cz - w / 2;
  const z1 = cz + w / 2;
  const [b0, b1] = facesViewer ? [z0, z0 + 7] : [z1 - 7, z1];
  const c = tone(color, 0.1);
  const back =
    w >= 80
      ? pp.box({ x0, x1, y0: seat - 70, y1: seat, z0: b0, z1: b1 }, c)
      : pp.box({ x0, x1: x0 + 7, y0: seat - 70, y1: seat, z0: b0, z1: b1 }, c) +
        pp.box({ x0: x1 - 7, x1, y0: seat - 70, y1: seat, z0: b0, z1: b1 }, c) +
        pp.box({ x0, x1, y0: seat - 72, y1: seat - 46, z0: b0, z1: b1 }, c);
  let out = "";
  for (const [lx, lz] of [
    [x0 + 2, z0 + 2],
    [x1 - 8, z0 + 2],
    [x0 + 2, z1 - 8],
    [x1 - 8, z1 - 8],
  ] as const) {
    out += pp.box({ x0: lx, x1: lx + 6, y0: seat, y1: floor, z0: lz, z1: lz + 6 }, tone(legs));
  }
  const seatBox = pp.box({ x0, x1, y0: seat - 9, y1: seat, z0, z1 }, tone(color, 0.16));
  return facesViewer ? out + back + seatBox : out + seatBox + back;
}

/** Light chair sprite (for crowds): seen from the back or the front. */
export function chairSprite(color: string, facesViewer: boolean, legs = "#3A3F44"): string {
  const top = shade(color, 0.16);
  const side = shade(color, -0.12);
  const legsD = "M-24 -66V0M24 -66V0M-19 -58V-8M19 -58V-8";
  if (facesViewer) {
    return `<path d="${legsD}" stroke="${legs}" stroke-width="5"/><path d="M-24 -140H24V-70H-24Z" fill="${side}"/><path d="M-28 -70H28L22 -58H-22Z" fill="${top}"/><path d="M-28 -70H28V-62H-28Z" fill="${color}"/>`;
  }
  return `<path d="${legsD}" stroke="${legs}" stroke-width="5"/><path d="M-22 -74H22L28 -66H-28Z" fill="${top}"/><path d="M-28 -66H28V-58H-28Z" fill="${color}"/><path d="M-28 -140H28V-112H-28ZM-28 -112H-21V-60H-28ZM21 -112H28V-60H21Z" fill="${color}"/>`;
}

/** Sprite chair placed in perspective (defined once per colour). */
export function chairAt(
  ctx: Ctx,
  pp: Persp,
  x: number,
  z: number,
  floor: number,
  color: string,
  facesViewer: boolean,
  scale = 1,
): string {
  const id = ctx.proto(`chair-${color}-${facesViewer}`, () => chairSprite(color, facesViewer));
  return `<use href="#${id}" transform="${pp.at(x, floor, z, scale)}"/>`;
}

export function sofa(
  pp: Persp,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  floor: number,
  color: string,
  cushion?: string,
): string {
  const c = tone(color);
  let out = pp.box({ x0, x1, y0: floor - 140, y1: floor - 12, z0, z1: z0 + 26 }, c);
  out += pp.box({ x0: x0 + 24, x1: x1 - 24, y0: floor - 70, y1: floor - 12, z0: z0 + 26, z1 }, c);
  out += pp.box(
    { x0: x0 + 26, x1: x1 - 26, y0: floor - 84, y1: floor - 70, z0: z0 + 24, z1: z1 - 2 },
    tone(shade(color, 0.1)),
  );
  out += pp.box({ x0, x1: x0 + 26, y0: floor - 100, y1: floor - 12, z0, z1 }, c);
  out += pp.box({ x0: x1 - 26, x1, y0: floor - 100, y1: floor - 12, z0, z1 }, c);
  if (cushion) {
    out += pp.box(
      { x0: x0 + 34, x1: x0 + 84, y0: floor - 130, y1: floor - 84, z0: z0 + 30, z1: z0 + 44 },
      tone(cushion),
    );
    out += pp.box(
      { x0: x1 - 84, x1: x1 - 34, y0: floor - 130, y1: floor - 84, z0: z0 + 30, z1: z0 + 44 },
      tone(cushion),
    );
  }
  return out;
}
