/** Outdoor pieces in perspective: pool, loungers, umbrellas, benches, pergola, lights. */
import { type Ctx, circ, f, g, type Pt, path, pts, shade } from "./core";
import { type Persp, tone } from "./persp";

/** Sun lounger with its back toward the far side (length along z). */
export function lounger(
  pp: Persp,
  x: number,
  z: number,
  ground: number,
  frame: string,
  cushion: string,
): string {
  const w = 70;
  const len = 190;
  const x1 = x + w;
  let out = "";
  for (const [lx, lz] of [
    [x + 4, z + 10],
    [x1 - 10, z + 10],
    [x + 4, z + len - 14],
    [x1 - 10, z + len - 14],
  ] as const)
    out += pp.box(
      { x0: lx, x1: lx + 6, y0: ground - 30, y1: ground, z0: lz, z1: lz + 6 },
      tone(frame),
    );
  out += pp.box(
    { x0: x, x1, y0: ground - 38, y1: ground - 28, z0: z + 55, z1: z + len },
    tone(frame),
  );
  out += pp.box(
    { x0: x + 3, x1: x1 - 3, y0: ground - 46, y1: ground - 38, z0: z + 58, z1: z + len - 3 },
    tone(cushion, 0.12),
  );
  out += pp.poly(
    [
      [x, ground - 38, z + 58],
      [x1, ground - 38, z + 58],
      [x1, ground - 112, z + 8],
      [x, ground - 112, z + 8],
    ],
    shade(frame, -0.1),
  );
  out += pp.poly(
    [
      [x + 3, ground - 44, z + 56],
      [x1 - 3, ground - 44, z + 56],
      [x1 - 3, ground - 114, z + 10],
      [x + 3, ground - 114, z + 10],
    ],
    cushion,
  );
  return out;
}

/** Parasol: pole and striped scalloped canopy. */
export function umbrella(
  pp: Persp,
  x: number,
  z: number,
  ground: number,
  c1: string,
  c2: string,
  r = 150,
  h = 250,
): string {
  let out = pp.box(
    { x0: x - 3, x1: x + 3, y0: ground - h, y1: ground, z0: z - 3, z1: z + 3 },
    tone("#E9E4DA"),
  );
  out += pp.disc(x, ground, z, 22, "#9AA1A6");
  const segs = 6;
  let canopy = "";
  for (let i = 0; i < segs; i++) {
    const a = -r + (2 * r * i) / segs;
    const b = -r + (2 * r * (i + 1)) / segs;
    const mid = (a + b) / 2;
    const c = i % 2 ? c1 : c2;
    canopy += path(`M0 -62L${f(a)} 0Q${f(mid)} 16 ${f(b)} 0Z`, c);
    canopy += path(`M${f(a)} 0Q${f(mid)} 16 ${f(b)} 0Q${f(mid)} 8 ${f(a)} 0Z`, shade(c, -0.2));
  }
  canopy += circ(0, -64, 6, shade(c1, -0.2));
  out += g(canopy, { transform: pp.at(x, ground - h, z) });
  return out;
}

/** Swimming pool as a horizontal rectangle on the ground, with caustics. */
export function pool(
  ctx: Ctx,
  pp: Persp,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  ground: number,
  water = "#2FA7B8",
  coping = "#F4EEE3",
): string {
  let out = pp.flat(x0 - 28, x1 + 28, ground, z0 - 28, z1 + 28, coping);
  const q: Pt[] = [
    pp.p(x0, ground, z0),
    pp.p(x1, ground, z0),
    pp.p(x1, ground, z1),
    pp.p(x0, ground, z1),
  ];
  const clip = ctx.clip(`<polygon points="${pts(q)}"/>`);
  const ys = q.map((p) => p[1]);
  const top = Math.min(...ys);
  const bot = Math.max(...ys);
  let inner = `<polygon points="${pts(q)}" fill="${ctx.linU([shade(water, 0.15), water, shade(water, -0.25)], 0, top, 0, bot)}"/>`;
  inner += pp.poly(
    [
      [x0, ground, z0],
      [x1, ground, z0],
      [x1, ground + 30, z0 + 10],
      [x0, ground + 30, z0 + 10],
    ],
    shade(water, -0.3),
    { opacity: 0.5 },
  );
  let waves = "";
  for (let i = 0; i < 34; i++) {
    const wz = z0 + ctx.r(0.05, 1) * (z1 - z0);
    const wx = ctx.r(x0, x1);
    const [ax, ay] = pp.p(wx, ground, wz);
    const k = pp.k(wz);
    waves += path(
      `M${f(ax)} ${f(ay)}q${f(12 * k)} ${f(-5 * k)} ${f(24 * k)} 0t${f(24 * k)} 0`,
      "none",
      { stroke: "#FFFFFF", "stroke-width": f(2 * k), opacity: 0.45, "stroke-linecap": "round" },
    );
  }
  inner += waves;
  out += g(inner, { "clip-path": clip });
  out += pp.poly(
    [
      [x0, ground, z1],
      [x1, ground, z1],
      [x1, ground + 4, z1],
      [x0, ground + 4, z1],
    ],
    shade(coping, -0.15),
  );
  return out;
}

/** Pool ladder rails at the near edge of a pool side. */
export function ladder(pp: Persp, x: number, z: number, ground: number): string {
  let out = "";
  for (const dx of [0, 40]) {
    const [ax, ay] = pp.p(x + dx, ground + 10, z);
    const [bx, by] = pp.p(x + dx, ground - 50, z - 30);
    const k = pp.k(z);
    out += path(
      `M${f(ax)} ${f(ay)}L${f(ax)} ${f(by + 6 * k)}Q${f(ax)} ${f(by - 16 * k)} ${f(bx)} ${f(by)}L${f(bx)} ${f(pp.p(x, ground, z - 30)[1])}`,
      "none",
      { stroke: "#D5DADF", "stroke-width": f(5 * k), "stroke-linecap": "round" },
    );
  }
  return out;
}

/** Garden bench facing the viewer (back at far side). */
export function bench(
  pp: Persp,
  x: number,
  z: number,
  ground: number,
  wood: string,
  metal = "#3A4148",
): string {
  const w = 180;
  let out = "";
  for (const lx of [x + 10, x + w - 18]) {
    out += pp.box(
      { x0: lx, x1: lx + 8, y0: ground - 45, y1: ground, z0: z + 4, z1: z + 12 },
      tone(metal),
    );
    out += pp.box(
      { x0: lx, x1: lx + 8, y0: ground - 100, y1: ground, z0: z + 48, z1: z + 56 },
      tone(metal),
    );
  }
  out += pp.box(
    { x0: x, x1: x + w, y0: ground - 110, y1: ground - 62, z0: z, z1: z + 8 },
    tone(wood),
  );
  for (let i = 0; i < 3; i++)
    out += pp.box(
      {
        x0: x,
        x1: x + w,
        y0: ground - 50,
        y1: ground - 44,
        z0: z + 10 + i * 16,
        z1: z + 22 + i * 16,
      },
      tone(wood, 0.16),
    );
  return out;
}

/** Paved path winding into the distance through points (x, z). */
export function windingPath(
  pp: Persp,
  centre: readonly (readonly [number, number])[],
  width: number,
  ground: number,
  fill: string,
  edge: string,
): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (const [x, z] of centre) {
    left.push(pp.p(x - width / 2, ground, z));
    right.push(pp.p(x + width / 2, ground, z));
  }
  const outline = [...left, ...right.reverse()];
  const wide: Pt[] = [];
  for (const [x, z] of centre) wide.push(pp.p(x - width / 2 - 12, ground, z));
  for (const [x, z] of [...centre].reverse()) wide.push(pp.p(x + width / 2 + 12, ground, z));
  return `<polygon points="${pts(wide)}" fill="${edge}"/><polygon points="${pts(outline)}" fill="${fill}"/>`;
}
