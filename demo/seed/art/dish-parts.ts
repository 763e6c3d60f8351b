/** Building blocks for top-down dishes: plates, bowls, leaves, prawns, lemons, cutlery. */
import { type Ctx, circ, f, g, path, shade } from "./core";

export function plate(ctx: Ctx, cx: number, cy: number, r: number, rim = "#FFFFFF"): string {
  return (
    circ(cx + 14, cy + 22, r + 6, "#0d1b22", { opacity: 0.16 }) +
    circ(
      cx,
      cy,
      r,
      ctx.rad([
        [rim, 0.8],
        [shade(rim, -0.08), 1],
      ]),
    ) +
    circ(cx, cy, r * 0.72, shade(rim, -0.04)) +
    circ(cx, cy, r * 0.7, rim)
  );
}

export function bowl(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  outer: string,
  fill: string,
): string {
  return (
    circ(cx + 12, cy + 20, r + 4, "#0d1b22", { opacity: 0.16 }) +
    circ(cx, cy, r, outer) +
    circ(
      cx,
      cy,
      r * 0.86,
      ctx.rad([
        [shade(fill, 0.12), 0],
        [fill, 0.7],
        [shade(fill, -0.15), 1],
      ]),
    )
  );
}

export function leaf(x: number, y: number, len: number, rot: number, c: string): string {
  return g(
    path(
      `M0 0Q${f(len * 0.5)} ${f(-len * 0.35)} ${f(len)} 0Q${f(len * 0.5)} ${f(len * 0.35)} 0 0Z`,
      c,
    ) + path(`M0 0L${f(len * 0.9)} 0`, "none", { stroke: shade(c, -0.25), "stroke-width": 1.5 }),
    { transform: `translate(${f(x)} ${f(y)}) rotate(${f(rot)})` },
  );
}

export function prawn(x: number, y: number, s: number, rot: number): string {
  const body =
    path("M0 -40A40 40 0 1 1 -34 20L-20 10A24 24 0 1 0 0 -22Z", "#F08A5D") +
    path("M-6 -36A36 36 0 0 1 30 -6M4 -30A30 30 0 0 1 30 8", "none", {
      stroke: "#F7B58F",
      "stroke-width": 3,
    }) +
    path("M-34 20L-52 30L-40 10Z", "#E0663F");
  return g(body, { transform: `translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(s)})` });
}

export function lemon(x: number, y: number, r: number, rot: number): string {
  return g(
    path(`M${-r} 0A${r} ${r} 0 0 0 ${r} 0Z`, "#F2C14E") +
      path(`M${-r * 0.8} 2A${r * 0.8} ${r * 0.8} 0 0 0 ${r * 0.8} 2Z`, "#FBE38E") +
      path(`M0 2L0 ${r * 0.7}M0 2L${-r * 0.5} ${r * 0.5}M0 2L${r * 0.5} ${r * 0.5}`, "none", {
        stroke: "#F2C14E",
        "stroke-width": 2,
      }),
    {
      transform: `translate(${f(x)} ${f(y)}) rotate(${f(rot)})`,
    },
  );
}

export function herbs(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  n: number,
  c = "#3D8A55",
): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = ctx.r(0, Math.PI * 2);
    const d = r * Math.sqrt(ctx.rnd());
    out += leaf(cx + Math.cos(a) * d, cy + Math.sin(a) * d, ctx.r(10, 18), ctx.r(0, 360), c);
  }
  return out;
}

export function cutlery(x: number, y: number, len: number): string {
  const metal = "#C3C9CF";
  const fork = `M${x} ${y}v${f(len * 0.16)}q0 26 16 30v${f(len * 0.78)}a7 7 0 0 0 14 0v${f(-len * 0.78)}q16 -4 16 -30v${f(-len * 0.16)}h-6v${f(len * 0.15)}h-5v${f(-len * 0.15)}h-6v${f(len * 0.15)}h-5v${f(-len * 0.15)}h-6v${f(len * 0.15)}h-5v${f(-len * 0.15)}Z`;
  const kx = x + 80;
  const knife = `M${kx} ${y + len}a8 8 0 0 0 16 0v${f(-len * 0.5)}h2v${f(-len * 0.5)}q-26 20 -26 ${f(len * 0.5)}Z`;
  return (
    path(fork, metal) +
    path(knife, metal) +
    path(`M${kx + 4} ${f(y + len * 0.55)}v${f(len * 0.4)}`, "none", {
      stroke: "#FFFFFF",
      "stroke-width": 3,
      opacity: 0.5,
    })
  );
}
