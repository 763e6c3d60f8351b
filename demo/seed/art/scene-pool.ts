/** Pool deck scenes: loungers, umbrellas, palms and the sea beyond. */
import { type Ctx, f, g, path, shade, use } from "./core";
import { H, lit, palmAt, sprite, W } from "./kit";
import { ladder, lounger, pool, umbrella } from "./outdoor";
import { randomFigure, seated } from "./people";
import { stringLights } from "./pergola";
import { Persp, tone } from "./persp";
import { pottedProto } from "./plants";
import { dhow } from "./shore";
import { sea, sky, THEMES, type Theme, type Tod } from "./sky-sea";

export interface PoolOpts {
  tod: Tod;
  camX?: number;
  side?: "left" | "right"; // which side the loungers are on
  colors?: readonly [string, string];
  bar?: boolean; // thatched pool bar
  swimmers?: number;
}

/** Thatched (makuti) pool bar with stools; front faces the viewer. */
export function makutiBar(
  ctx: Ctx,
  pp: Persp,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  G: number,
  th: Theme,
  lights: boolean,
): string {
  const wood = lit("#8A6446", th);
  let out = "";
  for (const x of [x0 + 10, x1 - 20])
    for (const z of [z0, z1 - 20])
      out += pp.box({ x0: x, x1: x + 12, y0: G - 300, y1: G, z0: z, z1: z + 12 }, tone(wood));
  out += pp.box(
    { x0: x0 + 40, x1: x1 - 40, y0: G - 40, y1: G, z0: z0 + 20, z1: z0 + 70 },
    tone(lit("#6F4F36", th)),
  );
  out += pp.box(
    { x0: x0 + 30, x1: x1 - 30, y0: G - 130, y1: G, z0: z0 + 110, z1: z0 + 150 },
    tone(lit("#A7825E", th)),
  );
  out += pp.box(
    { x0: x0 + 20, x1: x1 - 20, y0: G - 142, y1: G - 130, z0: z0 + 104, z1: z0 + 170 },
    tone(lit("#E9DCC6", th)),
  );
  for (let x = x0 + 80; x < x1 - 40; x += 110) {
    out += pp.box(
      { x0: x, x1: x + 8, y0: G - 80, y1: G, z0: z1 + 10, z1: z1 + 18 },
      tone("#3A4148"),
    );
    out += pp.disc(x + 4, G - 82, z1 + 14, 22, lit("#E07A5F", th));
  }
  // thatched roof: a wide pyramid with straw lines
  const [ax, ay] = pp.p(x0 - 60, G - 290, z1 + 60);
  const [bx] = pp.p(x1 + 60, G - 290, z1 + 60);
  const [px, py] = pp.p((x0 + x1) / 2, G - 470, (z0 + z1) / 2);
  const straw = lit("#C9A46A", th);
  out += path(
    `M${f(ax)} ${f(ay)}L${f(px)} ${f(py)}L${f(bx)} ${f(ay)}Q${f((ax + bx) / 2)} ${f(ay + 22)} ${f(ax)} ${f(ay)}Z`,
    straw,
  );
  let lines = "";
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const ex = ax + (bx - ax) * t;
    lines += `M${f(px)} ${f(py)}L${f(ex)} ${f(ay + Math.sin(Math.PI * t) * 20)}`;
  }
  out += path(lines, "none", { stroke: shade(straw, -0.25), "stroke-width": 2, opacity: 0.5 });
  out += path(`M${f(ax)} ${f(ay)}Q${f((ax + bx) / 2)} ${f(ay + 22)} ${f(bx)} ${f(ay)}`, "none", {
    stroke: shade(straw, -0.3),
    "stroke-width": 6,
  });
  if (lights)
    out += stringLights(ctx, pp, [x0 - 40, G - 285, z1 + 60], [x1 + 40, G - 285, z1 + 60], 30, 9);
  return out;
}

/** Pool deck with sea view. */
export function poolScene(ctx: Ctx, o: PoolOpts): string {
  const th = THEMES[o.tod];
  const hz = 470;
  const pp = new Persp(o.camX ?? 760, hz, 1000);
  const G = 640;
  const right = (o.side ?? "right") === "right";
  const night = th.light < 0.3;
  const sunX = right ? 360 : 1240;
  let out = sky(ctx, th, 0, 0, W, hz + 2, {
    sun: [sunX, night ? 150 : o.tod === "sunset" ? 420 : 200, 44],
    clouds: night ? 0 : 3,
    stars: night ? 80 : 0,
    birds: 2,
  });
  out += sea(ctx, th, 0, hz, W, 140, { waves: 40, land: true, sunX });
  out += dhow(right ? 1240 : 420, hz + 34, 0.32, th, !right);
  const deck = lit("#EFE6D6", th);
  out += pp.flat(-2000, 3600, G, -600, 960, ctx.linU([shade(deck, -0.05), deck], 0, hz, 0, H));
  let joints = "";
  for (let x = -1400; x < 3000; x += 120) {
    const [ax, ay] = pp.p(x, G, -600);
    const [bx, by] = pp.p(x, G, 900);
    joints += `M${f(ax)} ${f(ay)}L${f(bx)} ${f(by)}`;
  }
  out += path(joints, "none", { stroke: shade(deck, -0.12), "stroke-width": 1.5, opacity: 0.6 });
  // glass balustrade at the far edge
  out += pp.front(-2000, 3600, G - 70, G, -600, "#DDEFF1", { opacity: 0.35 });
  out += pp.front(-2000, 3600, G - 74, G - 68, -600, lit("#FFFFFF", th));
  const potId = pottedProto(ctx, "palm", lit("#E9E1D2", th), lit("#2F7D4F", th));
  const px0 = right ? 60 : 560;
  const px1 = right ? 940 : 1440;
  out += palmAt(ctx, pp, th, right ? 100 : 1500, -560, G, 420, false, 0);
  out += palmAt(ctx, pp, th, right ? 1320 : 300, -560, G, 470, true, 1);
  out += palmAt(ctx, pp, th, right ? 1700 : -80, -520, G, 430, false, 2);
  for (const x of [-300, 600, 1600]) out += sprite(pp, x, G, -560, use(potId, 0, 0, 0.9));
  out += pool(ctx, pp, px0, px1, -420, 900, G, lit("#2FAFC0", th), lit("#FBF8F3", th));
  out += ladder(pp, right ? px1 - 90 : px0 + 40, -300, G);
  const figs = o.swimmers ?? 1;
  for (let i = 0; i < figs; i++) {
    const fz = -250 + i * 180;
    const fx = px0 + 200 + i * 260;
    const [sx, sy] = pp.p(fx, G, fz);
    const k = pp.k(fz);
    const body = g(seated(randomFigure(ctx)), {
      transform: `translate(${f(sx)} ${f(sy + 40 * k)}) scale(${f(k * 0.9)})`,
    });
    out += g(body, {
      "clip-path": ctx.clip(`<rect x="0" y="0" width="${W}" height="${f(sy + 6 * k)}"/>`),
    });
    out += path(
      `M${f(sx - 50 * k)} ${f(sy + 4 * k)}q${f(50 * k)} ${f(-12 * k)} ${f(100 * k)} 0`,
      "none",
      { stroke: "#FFFFFF", "stroke-width": f(3 * k), opacity: 0.7 },
    );
  }
  const [c1, c2] = o.colors ?? ["#E07A5F", "#FBF8F3"];
  const lx = right ? 1060 : 160;
  if (o.bar)
    out += makutiBar(
      ctx,
      pp,
      right ? 1060 : 0,
      right ? 1500 : 440,
      -380,
      -100,
      G,
      th,
      th.light < 0.7,
    );
  for (let i = o.bar ? 2 : 0; i < 3; i++) {
    const z = -400 + i * 300;
    const cush = lit(i % 2 ? c1 : "#0F5C6E", th);
    out += lounger(pp, lx, z, G, lit("#FFFFFF", th), cush);
    out += pp.box(
      { x0: lx + 92, x1: lx + 128, y0: G - 40, y1: G, z0: z + 60, z1: z + 96 },
      tone(lit("#A7825E", th)),
    );
    out += lounger(pp, lx + 150, z, G, lit("#FFFFFF", th), cush);
    if (!o.bar) out += umbrella(pp, lx + 110, z + 40, G, lit(c1, th), lit(c2, th));
  }
  out += palmAt(ctx, pp, th, right ? 1240 : 260, 560, G, 600, right, 1);
  return out;
}
