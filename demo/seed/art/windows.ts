/** Windows with views: the landscape outside, back- and side-wall windows, curtains. */
import { type Ctx, f, g, mix, path, pts, rect, shade, use } from "./core";
import type { Persp } from "./persp";
import { bush, PALM_DAY, palmProto } from "./plants";
import { dhow } from "./shore";
import { sea, sky, THEMES, type Tod } from "./sky-sea";

export type ViewKind = "sea" | "garden" | "pool" | "city";

/** Landscape seen through a window, drawn into [x, y, w, h] (clip it). */
export function view(
  ctx: Ctx,
  kind: ViewKind,
  tod: Tod,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const th = THEMES[tod];
  const hz = y + h * (kind === "sea" ? 0.5 : 0.62);
  const night = th.light < 0.3;
  let out = sky(ctx, th, x, y, w, hz - y + 2, {
    sun: kind === "sea" ? [x + w * 0.7, hz - h * (night ? 0.3 : 0.18), h * 0.05] : undefined,
    clouds: night ? 0 : 2,
    stars: night ? 12 : 0,
  });
  if (kind === "sea" || kind === "pool") {
    out += sea(ctx, th, x, hz, w, y + h - hz, {
      waves: 14,
      sunX: kind === "sea" ? x + w * 0.7 : undefined,
    });
    if (kind === "sea") out += dhow(x + w * 0.3, hz + h * 0.1, h * 0.0012, th);
    if (kind === "pool")
      out +=
        rect(x, y + h * 0.78, w, h * 0.22, mix("#EADFCC", th.sky[0], 0.2)) +
        rect(x + w * 0.1, y + h * 0.82, w * 0.8, h * 0.12, "#3FB6C4");
  } else {
    out += rect(x, hz, w, y + h - hz, mix("#6FA56F", th.sky[0], night ? 0.7 : 0.15));
    out += bush(
      ctx,
      x + w * 0.25,
      hz + 6,
      w * 0.5,
      h * 0.12,
      mix("#2F7D4F", th.sky[0], night ? 0.6 : 0.1),
    );
    out += bush(
      ctx,
      x + w * 0.8,
      hz + 10,
      w * 0.5,
      h * 0.16,
      mix("#3D8A55", th.sky[0], night ? 0.6 : 0.1),
    );
  }
  if (kind !== "city") {
    const id = palmProto(ctx, PALM_DAY, 0.1, 2);
    out += use(id, x + w * 0.9, y + h * 1.05, h / 520, false, night ? { opacity: 0.6 } : undefined);
  }
  return out;
}

export interface WindowOpts {
  view: ViewKind;
  tod: Tod;
  frame: string;
  panes?: number;
  curtain?: string;
  sill?: boolean;
  rail?: boolean; // balcony railing (for doors)
}

/** Window on the back wall (a flat rectangle). */
export function backWindow(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  o: WindowOpts,
): string {
  const clip = ctx.clip(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/>`);
  let out = rect(x - 14, y - 14, w + 28, h + 28, shade(o.frame, -0.08));
  out += g(view(ctx, o.view, o.tod, x, y, w, h), { "clip-path": clip });
  out += rect(
    x,
    y,
    w,
    h,
    ctx.lin(
      [
        ["#FFFFFF", 0, 0.18],
        ["#FFFFFF", 0.5, 0],
        ["#FFFFFF", 1, 0.08],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  if (o.rail) {
    const ry = y + h * 0.62;
    let bars = rect(x, ry, w, 6, "#F4F1EA");
    for (let bx = x + 20; bx < x + w; bx += 22)
      bars += rect(bx, ry, 3, y + h - ry, "#F4F1EA", { opacity: 0.85 });
    out += bars;
  }
  const n = o.panes ?? 2;
  for (let i = 1; i < n; i++) out += rect(x + (w * i) / n - 4, y, 8, h, o.frame);
  out += rect(x - 14, y - 14, w + 28, 14, o.frame) + rect(x - 14, y + h, w + 28, 14, o.frame);
  out += rect(x - 14, y, 14, h, o.frame) + rect(x + w, y, 14, h, o.frame);
  if (o.sill)
    out +=
      rect(x - 26, y + h + 10, w + 52, 12, shade(o.frame, 0.1)) +
      rect(x - 26, y + h + 22, w + 52, 6, shade(o.frame, -0.2), { opacity: 0.5 });
  if (o.curtain)
    out +=
      curtain(ctx, x - 90, y - 40, 110, h + 70, o.curtain) +
      curtain(ctx, x + w - 20, y - 40, 110, h + 70, o.curtain);
  return out;
}

/** Several back-wall windows sharing one continuous view. */
export function windowRow(
  ctx: Ctx,
  wins: readonly (readonly [number, number, number, number])[],
  kind: ViewKind,
  tod: Tod,
  frame: string,
  arched = false,
): string {
  const shapes = wins
    .map(([x, y, w, h]) =>
      arched
        ? `<path d="M${f(x)} ${f(y + h)}V${f(y + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w)} ${f(y + w / 2)}V${f(y + h)}Z"/>`
        : `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/>`,
    )
    .join("");
  const x0 = Math.min(...wins.map((w) => w[0]));
  const x1 = Math.max(...wins.map((w) => w[0] + w[2]));
  const y0 = Math.min(...wins.map((w) => w[1]));
  const y1 = Math.max(...wins.map((w) => w[1] + w[3]));
  let out = "";
  for (const [x, y, w, h] of wins) {
    out += arched
      ? path(
          `M${f(x - 14)} ${f(y + h + 14)}V${f(y + w / 2)}A${f(w / 2 + 14)} ${f(w / 2 + 14)} 0 0 1 ${f(x + w + 14)} ${f(y + w / 2)}V${f(y + h + 14)}Z`,
          frame,
        )
      : rect(x - 14, y - 14, w + 28, h + 28, frame);
  }
  out += g(view(ctx, kind, tod, x0, y0, x1 - x0, y1 - y0), { "clip-path": ctx.clip(shapes) });
  for (const [x, y, w, h] of wins) {
    out +=
      rect(x + w / 2 - 4, y + (arched ? 0 : 0), 8, h, frame) + rect(x, y + h * 0.62, w, 8, frame);
    out += rect(x - 22, y + h + 8, w + 44, 12, shade(frame, 0.1));
  }
  return out;
}

/** A gathered curtain panel (folds as a striped gradient). */
export function curtain(ctx: Ctx, x: number, y: number, w: number, h: number, c: string): string {
  const stops: [string, number][] = [];
  for (let i = 0; i <= 8; i++) stops.push([i % 2 ? shade(c, -0.12) : shade(c, 0.08), i / 8]);
  return (
    rect(x - 10, y - 12, w + 20, 8, "#8A8F94", { rx: 4 }) +
    path(
      `M${f(x)} ${f(y)}L${f(x + w)} ${f(y)}L${f(x + w * 0.9)} ${f(y + h)}L${f(x + w * 0.08)} ${f(y + h)}Z`,
      ctx.lin(stops, 0, 0, 1, 0),
    )
  );
}

/** Window on a side wall (plane x = wx) with a view clipped into it. */
export function sideWindow(
  ctx: Ctx,
  pp: Persp,
  wx: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  o: WindowOpts,
): string {
  const q = [pp.p(wx, y0, z0), pp.p(wx, y0, z1), pp.p(wx, y1, z1), pp.p(wx, y1, z0)];
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  const bx = Math.min(...xs);
  const by = Math.min(...ys);
  const clip = ctx.clip(`<polygon points="${pts(q)}"/>`);
  let out = pp.side(wx, y0 - 14, y1 + 14, z0 - 14, z1 + 14, o.frame);
  out += g(view(ctx, o.view, o.tod, bx, by, Math.max(...xs) - bx, Math.max(...ys) - by), {
    "clip-path": clip,
  });
  const n = o.panes ?? 2;
  for (let i = 1; i < n; i++) {
    const z = z0 + ((z1 - z0) * i) / n;
    out += pp.side(wx, y0, y1, z - 4, z + 4, o.frame);
  }
  if (o.rail) {
    out += pp.side(wx, y0 + (y1 - y0) * 0.62, y0 + (y1 - y0) * 0.62 + 6, z0, z1, "#F4F1EA");
    for (let z = z0 + 24; z < z1; z += 26)
      out += pp.side(wx, y0 + (y1 - y0) * 0.62, y1, z, z + 3, "#F4F1EA", { opacity: 0.8 });
  }
  return out;
}
