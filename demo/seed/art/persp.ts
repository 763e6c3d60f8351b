/**
 * A tiny one-point perspective projector. World coordinates are chosen so
 * that the plane z = 0 (the back wall, or a far reference plane outdoors)
 * maps 1:1 to screen pixels; z grows toward the viewer. (vx, vy) is the
 * vanishing point (eye level) and F the eye distance from the z = 0 plane.
 */
import { type Attrs, attrs, ell, f, type Pt, poly, shade } from "./core";

export type P3 = readonly [number, number, number];

export interface Box {
  x0: number;
  x1: number;
  y0: number; // top (smaller screen y)
  y1: number; // bottom
  z0: number; // far
  z1: number; // near
}

export interface BoxColors {
  top: string;
  front: string;
  side: string;
  bottom?: string;
}

export class Persp {
  constructor(
    readonly vx: number,
    readonly vy: number,
    readonly F: number,
  ) {}

  k(z: number): number {
    return this.F / (this.F - Math.min(z, this.F * 0.985));
  }

  p(x: number, y: number, z: number): Pt {
    const k = this.k(z);
    return [this.vx + (x - this.vx) * k, this.vy + (y - this.vy) * k];
  }

  /** Depth at which a point of world height y shows at screen row sy. */
  zAt(y: number, sy: number): number {
    return this.F - (this.F * (y - this.vy)) / (sy - this.vy);
  }

  /** World x that shows at screen column sx for depth z. */
  xAt(sx: number, z: number): number {
    return this.vx + (sx - this.vx) / this.k(z);
  }

  poly(points: readonly P3[], fill: string, a?: Attrs): string {
    return poly(
      points.map(([x, y, z]) => this.p(x, y, z)),
      fill,
      a,
    );
  }

  /** Horizontal rectangle (floor, rug, table top) at height y. */
  flat(x0: number, x1: number, y: number, z0: number, z1: number, fill: string, a?: Attrs): string {
    return this.poly(
      [
        [x0, y, z0],
        [x1, y, z0],
        [x1, y, z1],
        [x0, y, z1],
      ],
      fill,
      a,
    );
  }

  /** Vertical rectangle facing the viewer at depth z. */
  front(
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    z: number,
    fill: string,
    a?: Attrs,
  ): string {
    const [ax, ay] = this.p(x0, y0, z);
    const [bx, by] = this.p(x1, y1, z);
    return `<rect x="${f(ax)}" y="${f(ay)}" width="${f(bx - ax)}" height="${f(by - ay)}" fill="${fill}"${attrs(a)}/>`;
  }

  /** Vertical rectangle on a side plane x = const, spanning depth z0..z1. */
  side(x: number, y0: number, y1: number, z0: number, z1: number, fill: string, a?: Attrs): string {
    return this.poly(
      [
        [x, y0, z0],
        [x, y0, z1],
        [x, y1, z1],
        [x, y1, z0],
      ],
      fill,
      a,
    );
  }

  /** Solid box, drawing only the faces the viewer can see. */
  box(b: Box, c: BoxColors, a?: Attrs): string {
    const { x0, x1, y0, y1, z0, z1 } = b;
    let out = "";
    if (x0 > this.vx) out += this.side(x0, y0, y1, z0, z1, c.side, a);
    if (x1 < this.vx) out += this.side(x1, y0, y1, z0, z1, c.side, a);
    if (y0 > this.vy) out += this.flat(x0, x1, y0, z0, z1, c.top, a);
    if (y1 < this.vy) out += this.flat(x0, x1, y1, z0, z1, c.bottom ?? c.side, a);
    out += this.front(x0, x1, y0, y1, z1, c.front, a);
    return out;
  }

  /** Ellipse for a horizontal disc of radius r centred at (cx, y, cz). */
  disc(cx: number, y: number, cz: number, r: number, fill: string, a?: Attrs): string {
    const [sx, sy] = this.p(cx, y, cz);
    const k = this.k(cz);
    const ry = Math.max(1, Math.abs(((y - this.vy) / (this.F - cz)) * r * k));
    return ell(sx, sy, r * k, ry, fill, a);
  }

  /** Transform placing a flat sprite drawn around (0, 0) at a world point. */
  at(x: number, y: number, z: number, scale = 1): string {
    const [sx, sy] = this.p(x, y, z);
    return `translate(${f(sx)} ${f(sy)}) scale(${Math.round(this.k(z) * scale * 1000) / 1000})`;
  }
}

/** Face colours for a box of base colour c lit from the upper left. */
export function tone(c: string, top = 0.14, side = -0.14): BoxColors {
  return { top: shade(c, top), front: c, side: shade(c, side), bottom: shade(c, side * 1.5) };
}
