/** Skies for each time of day, the sea with waves, a dhow and a beach. */
import { type Ctx, circ, ell, f, g, mix, path, rect, shade } from "./core";

export type Tod =
  | "dawn"
  | "morning"
  | "noon"
  | "afternoon"
  | "golden"
  | "sunset"
  | "dusk"
  | "night";

export interface Theme {
  sky: readonly [string, string, string]; // top, middle, horizon
  sun: string;
  glow: string;
  sea: readonly [string, string]; // far, near
  wave: string;
  cloud: string;
  land: string; // distant headland
  light: number; // ambient brightness 0..1
}

export const THEMES: Record<Tod, Theme> = {
  dawn: {
    sky: ["#7FA4C2", "#E8C3B6", "#F8DDB6"],
    sun: "#FFE6B0",
    glow: "#FFD9A0",
    sea: ["#7FA9B5", "#2D6F80"],
    wave: "#F6E4D2",
    cloud: "#F7E2D6",
    land: "#8C9DA8",
    light: 0.8,
  },
  morning: {
    sky: ["#74BCD2", "#BFE3E9", "#F4ECD8"],
    sun: "#FFF6DC",
    glow: "#FFF0C4",
    sea: ["#56A8B6", "#0F5C6E"],
    wave: "#E6F3F4",
    cloud: "#FFFFFF",
    land: "#7FA7A3",
    light: 1,
  },
  noon: {
    sky: ["#3F9FC0", "#93CFDE", "#E6F3F4"],
    sun: "#FFFDF0",
    glow: "#FFF8D8",
    sea: ["#3FA6B8", "#0F5C6E"],
    wave: "#E6F3F4",
    cloud: "#FFFFFF",
    land: "#6E9D93",
    light: 1,
  },
  afternoon: {
    sky: ["#56A3C0", "#A7D5DF", "#F3E5CA"],
    sun: "#FFF2CF",
    glow: "#FFE7B3",
    sea: ["#3E9AAA", "#0F5C6E"],
    wave: "#E6F3F4",
    cloud: "#FFF9EF",
    land: "#7B9C8E",
    light: 0.95,
  },
  golden: {
    sky: ["#6A98BC", "#EFC6A0", "#F9D8A2"],
    sun: "#FFE2A0",
    glow: "#FFCF85",
    sea: ["#6C9BA4", "#1D5E6E"],
    wave: "#FBE3BF",
    cloud: "#FBE1C6",
    land: "#8F8F7E",
    light: 0.85,
  },
  sunset: {
    sky: ["#2E4B72", "#D3806C", "#F7C389"],
    sun: "#FFE0A6",
    glow: "#FFB978",
    sea: ["#D89478", "#2E4766"],
    wave: "#FFD2A4",
    cloud: "#EFA28A",
    land: "#5A4B5E",
    light: 0.6,
  },
  dusk: {
    sky: ["#172B47", "#55577F", "#E29A7E"],
    sun: "#FFC99A",
    glow: "#F4A27F",
    sea: ["#4E5A7A", "#182C40"],
    wave: "#E9A98E",
    cloud: "#7A678A",
    land: "#2F3550",
    light: 0.4,
  },
  night: {
    sky: ["#071728", "#102C43", "#21506A"],
    sun: "#F4F1E4",
    glow: "#9FC3D6",
    sea: ["#17394F", "#08192A"],
    wave: "#8FB6C8",
    cloud: "#2A4A62",
    land: "#0E2233",
    light: 0.2,
  },
};

export interface SkyOpts {
  sun?: readonly [number, number, number]; // cx, cy, r (moon at night)
  clouds?: number;
  stars?: number;
  birds?: number;
}

/** Sky gradient filling [x, y, w, h] with sun or moon, clouds, stars, birds. */
export function sky(
  ctx: Ctx,
  th: Theme,
  x: number,
  y: number,
  w: number,
  h: number,
  o: SkyOpts = {},
): string {
  let out = rect(x, y, w, h, ctx.lin([th.sky[0], [th.sky[1], 0.62], [th.sky[2], 1]]));
  const night = th.light < 0.3;
  if (o.stars) {
    let stars = "";
    for (let i = 0; i < o.stars; i++) {
      const sy = y + ctx.r(0, h * 0.75) * ctx.r(0.3, 1);
      stars += circ(ctx.r(x, x + w), sy, ctx.r(0.8, 2.2), "#FFFFFF", {
        opacity: f(ctx.r(0.35, 0.9)),
      });
    }
    out += stars;
  }
  if (o.sun) {
    const [cx, cy, r] = o.sun;
    out += circ(
      cx,
      cy,
      r * 5,
      ctx.rad([
        [th.glow, 0, 0.55],
        [th.glow, 0.35, 0.18],
        [th.glow, 1, 0],
      ]),
    );
    out += circ(cx, cy, r, th.sun);
    if (night)
      out +=
        circ(cx - r * 0.3, cy - r * 0.2, r * 0.22, shade(th.sun, -0.06)) +
        circ(cx + r * 0.35, cy + r * 0.3, r * 0.14, shade(th.sun, -0.06));
  }
  for (let i = 0; i < (o.clouds ?? 0); i++) {
    const cx = x + w * ((i + ctx.r(0.1, 0.9)) / (o.clouds ?? 1));
    const cy = y + h * ctx.r(0.12, 0.55);
    out += cloud(cx, cy, ctx.r(0.6, 1.3) * (w / 1600), th.cloud, night ? 0.5 : 0.88);
  }
  for (let i = 0; i < (o.birds ?? 0); i++) {
    out += bird(
      x + w * ctx.r(0.3, 0.85),
      y + h * ctx.r(0.15, 0.5),
      ctx.r(0.6, 1.2),
      night ? "#CFE0E8" : "#35505C",
    );
  }
  return out;
}

export function cloud(cx: number, cy: number, s: number, color: string, opacity = 0.9): string {
  const parts = [
    ell(0, 0, 120, 22, color),
    circ(-62, -14, 30, color),
    circ(-18, -34, 44, color),
    circ(32, -22, 36, color),
    circ(72, -8, 24, color),
    ell(-10, 6, 100, 12, shade(color, -0.06), { opacity: 0.5 }),
  ].join("");
  return g(parts, {
    transform: `translate(${f(cx)} ${f(cy)}) scale(${Math.round(s * 100) / 100})`,
    opacity,
  });
}

export function bird(x: number, y: number, s: number, color: string): string {
  return path(
    `M${f(x - 14 * s)} ${f(y - 4 * s)}Q${f(x - 6 * s)} ${f(y - 8 * s)} ${f(x)} ${f(y)}Q${f(x + 6 * s)} ${f(y - 8 * s)} ${f(x + 14 * s)} ${f(y - 4 * s)}`,
    "none",
    {
      stroke: color,
      "stroke-width": f(2.2 * s),
      "stroke-linecap": "round",
    },
  );
}

export interface SeaOpts {
  sunX?: number; // column of the sun glitter
  waves?: number;
  land?: boolean; // distant headland on the horizon
}

/** Sea from the horizon at y down to y + h. */
export function sea(
  ctx: Ctx,
  th: Theme,
  x: number,
  y: number,
  w: number,
  h: number,
  o: SeaOpts = {},
): string {
  let out = "";
  if (o.land) {
    const lx = x + w * ctx.r(0.55, 0.8);
    out += path(
      `M${f(lx - 380)} ${f(y)}Q${f(lx - 200)} ${f(y - 26)} ${f(lx)} ${f(y - 30)}Q${f(lx + 160)} ${f(y - 34)} ${f(lx + 320)} ${f(y - 8)}L${f(lx + 420)} ${f(y)}Z`,
      th.land,
      { opacity: 0.7 },
    );
  }
  out += rect(x, y, w, h, ctx.lin([th.sea[0], [mix(th.sea[0], th.sea[1], 0.6), 0.35], th.sea[1]]));
  out += rect(x, y, w, 3, shade(th.sky[2], 0.2), { opacity: 0.6 });
  const n = o.waves ?? 60;
  const buckets = ["", "", "", ""];
  for (let i = 0; i < n; i++) {
    const t = ctx.rnd() ** 1.6;
    const wy = y + 6 + t * (h - 6);
    const len = 8 + t * 90 * ctx.r(0.6, 1.4);
    const b = Math.min(3, Math.floor(t * 4));
    buckets[b] += `M${f(x + ctx.r(0, w))} ${f(wy)}h${f(len)}`;
  }
  buckets.forEach((dd, b) => {
    if (dd)
      out += path(dd, "none", {
        stroke: th.wave,
        "stroke-width": 1.2 + b * 0.9,
        opacity: f(0.55 - b * 0.08),
        "stroke-linecap": "round",
      });
  });
  if (o.sunX !== undefined) {
    const gl = ["", "", ""];
    for (let i = 0; i < 26; i++) {
      const t = (i / 26) ** 1.3;
      const wy = y + 4 + t * h * 0.9;
      const half = 10 + t * 120 * ctx.r(0.4, 1);
      const cx = o.sunX + ctx.r(-1, 1) * (8 + t * 60);
      gl[Math.min(2, Math.floor(t * 3))] += `M${f(cx - half)} ${f(wy)}h${f(half * 2)}`;
    }
    gl.forEach((dd, b) => {
      if (dd)
        out += path(dd, "none", {
          stroke: th.sun,
          "stroke-width": 1.8 + b * 1.6,
          opacity: f(0.75 - b * 0.18),
          "stroke-linecap": "round",
        });
    });
  }
  return out;
}
