/**
 * Core SVG helpers for the generated demo illustrations: a seeded PRNG,
 * a per-document context that collects <defs>, primitive shape builders and
 * small colour utilities. Everything returns plain SVG strings.
 */

export interface Art {
  svg: string;
  width: number;
  height: number;
}

export type Pt = readonly [number, number];
export type Attrs = Record<string, string | number | undefined>;
/** A gradient stop: a colour, or [colour, offset 0..1, opacity 0..1]. */
export type Stop = string | readonly [string, number, number?];

/** Formats a number with at most one decimal, to keep the SVGs small. */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

/** FNV-1a hash of a string, as an unsigned 32-bit seed. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny deterministic PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export function attrs(a?: Attrs): string {
  if (!a) return "";
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? f(v) : esc(v)}"`;
  }
  return out;
}

/** Per-document state: seeded randomness and collected definitions. */
export class Ctx {
  readonly defs: string[] = [];
  readonly rnd: () => number;
  private n = 0;
  private readonly protos = new Map<string, string>();

  constructor(readonly key: string) {
    this.rnd = mulberry32(hashString(key));
  }

  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  /** Random float in [a, b). */
  r(a: number, b: number): number {
    return a + (b - a) * this.rnd();
  }

  /** Random integer in [a, b]. */
  i(a: number, b: number): number {
    return Math.floor(this.r(a, b + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rnd() * items.length) % items.length] as T;
  }

  /** Linear gradient in bounding-box units; returns "url(#id)". */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient in user space coordinates. */
  linU(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id("u");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("r");
    this.defs.push(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Registers a clip path from raw shape markup; returns "url(#id)". */
  clip(shapes: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** Defines a reusable group once (by name); returns its id for use(). */
  proto(name: string, make: () => string): string {
    const found = this.protos.get(name);
    if (found) return found;
    const id = this.id("p");
    this.protos.set(name, id);
    this.defs.push(`<g id="${id}">${make()}</g>`);
    return id;
  }

  /** Registers a Gaussian blur filter; returns "url(#id)". */
  blur(sd: number): string {
    const id = this.id("b");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`,
    );
    return `url(#${id})`;
  }
}

function stopTags(stops: readonly Stop[]): string {
  return stops
    .map((s, i) => {
      const [c, o, op] =
        typeof s === "string" ? [s, stops.length === 1 ? 0 : i / (stops.length - 1)] : s;
      const opacity =
        op === undefined || op === 1 ? "" : ` stop-opacity="${Math.round(op * 100) / 100}"`;
      return `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${c}"${opacity}/>`;
    })
    .join("");
}

// ---------------------------------------------------------------- shapes

export function rect(x: number, y: number, w: number, h: number, fill: string, a?: Attrs): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(a)}/>`;
}

export function circ(cx: number, cy: number, r: number, fill: string, a?: Attrs): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${attrs(a)}/>`;
}

export function ell(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  a?: Attrs,
): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(a)}/>`;
}

export function pts(points: readonly Pt[]): string {
  return points.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
}

export function poly(points: readonly Pt[], fill: string, a?: Attrs): string {
  return `<polygon points="${pts(points)}" fill="${fill}"${attrs(a)}/>`;
}

export function path(d: string, fill: string, a?: Attrs): string {
  return `<path d="${d}" fill="${fill}"${attrs(a)}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  a?: Attrs,
): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${attrs(a)}/>`;
}

export function g(content: string, a?: Attrs): string {
  return `<g${attrs(a)}>${content}</g>`;
}

/** Instance of a prototype defined with ctx.proto(). */
export function use(id: string, x: number, y: number, s = 1, flip = false, a?: Attrs): string {
  const sc = Math.round(s * 1000) / 1000;
  const scale = flip ? `${-sc} ${sc}` : `${sc}`;
  return `<use href="#${id}" transform="translate(${f(x)} ${f(y)}) scale(${scale})"${attrs(a)}/>`;
}

/** Text element; the content is escaped. */
export function text(x: number, y: number, content: string, a?: Attrs): string {
  return `<text x="${f(x)}" y="${f(y)}"${attrs(a)}>${esc(content)}</text>`;
}

/** Path data helper: builds "M x y L x y ..." from points, optionally closed. */
export function d(points: readonly Pt[], close = true): string {
  const body = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${f(x)} ${f(y)}`).join("");
  return close ? `${body}Z` : body;
}

/** Soft elliptical ground shadow. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.18): string {
  return ell(cx, cy, rx, ry, "#0d1b22", { opacity });
}

// ---------------------------------------------------------------- colours

function hex(c: string): [number, number, number] {
  const h = c.replace("#", "");
  const full = h.length === 3 ? h.replace(/(.)/g, "$1$1") : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = hex(a);
  const cb = hex(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, "0")).join("")}`;
}

/** Lightens (t > 0, toward white) or darkens (t < 0, toward deep ink) a colour. */
export function shade(c: string, t: number): string {
  return t >= 0 ? mix(c, "#ffffff", t) : mix(c, "#10202a", -t);
}

// ---------------------------------------------------------------- documents

export const SERIF = "DejaVu Serif, Liberation Serif, serif";
export const SANS = "DejaVu Sans, Liberation Sans, sans-serif";

/** Wraps a body in a root <svg> with the context's definitions. */
export function doc(ctx: Ctx, width: number, height: number, body: string): Art {
  const defs = ctx.defs.length ? `<defs>${ctx.defs.join("")}</defs>` : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;
  return { svg, width, height };
}

/**
 * Places a scene drawn in a design space into an output canvas, showing the
 * window [x, y, w, h] of the design space (same aspect ratio as the output).
 */
export function framed(
  ctx: Ctx,
  width: number,
  height: number,
  body: string,
  win: readonly [number, number, number, number],
): Art {
  const [x, y, w] = win;
  const s = width / w;
  const inner =
    s === 1 && x === 0 && y === 0
      ? body
      : g(body, {
          transform: `scale(${Math.round(s * 10000) / 10000}) translate(${f(-x)} ${f(-y)})`,
        });
  return doc(ctx, width, height, inner);
}

/** Scales content about a point (a camera zoom). */
export function zoom(body: string, s: number, cx: number, cy: number): string {
  return g(body, {
    transform: `translate(${f(cx)} ${f(cy)}) scale(${s}) translate(${f(-cx)} ${f(-cy)})`,
  });
}
