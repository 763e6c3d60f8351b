/** The hotel building in perspective, and a simple car for the parking scene. */
import { type Ctx, circ, f, g, path, rect, shade } from "./core";
import { type Persp, tone } from "./persp";

export interface HotelOpts {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  ground: number;
  floors: number;
  floorH?: number;
  wall: string;
  trim: string;
  glass: readonly [string, string]; // top, bottom of the glass reflection
  accent: string; // canopy, awnings
  lit?: number; // share of lit windows (night)
  bay?: number; // window bay width
}

/** A modern coastal hotel block with balconies and a lobby canopy. */
export function hotel(ctx: Ctx, pp: Persp, o: HotelOpts): string {
  const fh = o.floorH ?? 70;
  const bay = o.bay ?? 78;
  const lobbyH = fh * 1.3;
  const top = o.ground - lobbyH - fh * o.floors;
  const glass = ctx.linU([o.glass[0], o.glass[1]], 0, top, 0, o.ground);
  const litGlass = ctx.lin(["#FFE3A6", "#F5B971"]);
  let out = pp.box(
    { x0: o.x0, x1: o.x1, y0: top, y1: o.ground, z0: o.z0, z1: o.z1 },
    tone(o.wall, 0.1, -0.16),
  );
  const span = o.x1 - o.x0;
  const nb = Math.max(2, Math.floor(span / bay));
  const bw = span / nb;
  // side face windows
  const sideX = o.x0 > pp.vx ? o.x0 : o.x1 < pp.vx ? o.x1 : undefined;
  if (sideX !== undefined) {
    for (let fl = 0; fl < o.floors; fl++) {
      const y0 = top + fl * fh + fh * 0.22;
      for (let z = o.z0 + 30; z < o.z1 - 40; z += 70) {
        out += pp.side(
          sideX,
          y0,
          y0 + fh * 0.56,
          z,
          z + 36,
          ctx.rnd() < (o.lit ?? 0) ? litGlass : shade(o.glass[1], -0.1),
        );
      }
    }
  }
  // windows, then continuous balconies with glass rails, per floor
  let mullions = "";
  for (let fl = 0; fl < o.floors; fl++) {
    const y0 = top + fl * fh;
    for (let b = 0; b < nb; b++) {
      const bx = o.x0 + b * bw;
      const lit = ctx.rnd() < (o.lit ?? 0);
      out += pp.front(
        bx + bw * 0.14,
        bx + bw * 0.86,
        y0 + fh * 0.14,
        y0 + fh - 4,
        o.z1,
        lit ? litGlass : glass,
      );
      const [mx, my] = pp.p(bx + bw * 0.5, y0 + fh * 0.14, o.z1);
      const [, my2] = pp.p(bx + bw * 0.5, y0 + fh - 4, o.z1);
      mullions += `M${f(mx)} ${f(my)}V${f(my2)}`;
    }
    out += pp.box(
      { x0: o.x0 + 6, x1: o.x1 - 6, y0: y0 + fh - 6, y1: y0 + fh, z0: o.z1, z1: o.z1 + 26 },
      tone(o.trim, 0.1, -0.2),
    );
    out += pp.front(o.x0 + 6, o.x1 - 6, y0 + fh * 0.58, y0 + fh - 6, o.z1 + 26, "#DDEFF1", {
      opacity: 0.5,
    });
    out += pp.front(o.x0 + 6, o.x1 - 6, y0 + fh * 0.58, y0 + fh * 0.58 + 3, o.z1 + 26, o.trim);
  }
  out += path(mullions, "none", { stroke: o.trim, "stroke-width": f(3 * pp.k(o.z1)) });
  // vertical accent fins
  for (const fx of [o.x0 + span * 0.33, o.x0 + span * 0.66]) {
    out += pp.box(
      { x0: fx - 8, x1: fx + 8, y0: top - 10, y1: o.ground - lobbyH, z0: o.z1, z1: o.z1 + 34 },
      tone(o.trim, 0.12, -0.15),
    );
  }
  // roof parapet and plant room
  out += pp.box(
    { x0: o.x0 - 6, x1: o.x1 + 6, y0: top - 16, y1: top, z0: o.z0 - 6, z1: o.z1 + 8 },
    tone(o.trim, 0.05, -0.2),
  );
  out += pp.box(
    {
      x0: o.x0 + span * 0.6,
      x1: o.x0 + span * 0.85,
      y0: top - 60,
      y1: top - 16,
      z0: o.z0 + 20,
      z1: o.z0 + 80,
    },
    tone(o.wall, 0.05, -0.2),
  );
  // lobby
  const ly = o.ground - lobbyH;
  out += pp.front(o.x0 + 10, o.x1 - 10, ly + 10, o.ground, o.z1 - 20, shade(o.wall, -0.05));
  for (let b = 0; b < nb; b++) {
    const bx = o.x0 + b * bw;
    out += pp.front(
      bx + 8,
      bx + bw - 8,
      ly + 16,
      o.ground,
      o.z1 - 19,
      (o.lit ?? 0) > 0 ? litGlass : glass,
    );
  }
  const cx = (o.x0 + o.x1) / 2;
  out += pp.box(
    {
      x0: cx - span * 0.22,
      x1: cx + span * 0.22,
      y0: ly + 6,
      y1: ly + 20,
      z0: o.z1 - 20,
      z1: o.z1 + 110,
    },
    tone(o.accent, 0.15, -0.2),
  );
  for (const px of [cx - span * 0.2, cx + span * 0.2 - 10]) {
    out += pp.box(
      { x0: px, x1: px + 10, y0: ly + 20, y1: o.ground, z0: o.z1 + 96, z1: o.z1 + 106 },
      tone(o.trim),
    );
  }
  return out;
}

/** A small hatchback seen from the back or front (flat sprite around (0, 0)). */
export function carSprite(color: string): string {
  return [
    path("M-95 -38Q-92 -70 -60 -76L60 -76Q92 -70 95 -38L98 -8L-98 -8Z", color),
    path("M-70 -70L70 -70L82 -42L-82 -42Z", "#2C3A44"),
    path("M-66 -66L66 -66L74 -46L-74 -46Z", "#7FAFC0", { opacity: 0.6 }),
    rect(-98, -34, 196, 26, shade(color, -0.15), { rx: 6 }),
    rect(-90, -28, 30, 10, "#F3E6C0", { rx: 3 }),
    rect(60, -28, 30, 10, "#F3E6C0", { rx: 3 }),
    rect(-30, -24, 60, 12, "#EEF1F3", { rx: 2 }),
    rect(-90, -8, 34, 14, "#1E2428", { rx: 4 }),
    rect(56, -8, 34, 14, "#1E2428", { rx: 4 }),
    circ(0, 4, 0, "none"),
  ].join("");
}

/** Flat car sprite placed in perspective. */
export function car(pp: Persp, x: number, z: number, ground: number, color: string): string {
  return (
    pp.disc(x, ground, z, 110, "#0d1b22", { opacity: 0.15 }) +
    g(carSprite(color), { transform: pp.at(x, ground, z) })
  );
}
