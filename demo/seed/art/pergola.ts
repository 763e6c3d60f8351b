/** Pergola posts and roof, string lights and lamp posts. */
import { type Ctx, circ, f, g, line, type Pt, path, pts } from "./core";
import { type Persp, tone } from "./persp";

export interface PergolaOpts {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  ground: number;
  height: number;
  wood: string;
  bays: number; // posts along z
  cols?: number; // posts along x
}

/** Posts only (draw first), and the roof beams (draw after tables). */
export function pergolaPosts(pp: Persp, o: PergolaOpts): string {
  let out = "";
  const cols = o.cols ?? 2;
  for (let j = 0; j <= o.bays; j++) {
    const z = o.z0 + ((o.z1 - o.z0) * j) / o.bays;
    for (let i = 0; i < cols; i++) {
      const x = o.x0 + ((o.x1 - o.x0) * i) / (cols - 1);
      out += pp.box(
        { x0: x - 10, x1: x + 10, y0: o.ground - o.height, y1: o.ground, z0: z - 10, z1: z + 10 },
        tone(o.wood, 0.1, -0.2),
      );
    }
  }
  return out;
}

export function pergolaRoof(pp: Persp, o: PergolaOpts): string {
  const top = o.ground - o.height;
  const c = tone(o.wood, 0.1, -0.25);
  let out = "";
  const cols = o.cols ?? 2;
  for (let i = 0; i < cols; i++) {
    const x = o.x0 + ((o.x1 - o.x0) * i) / (cols - 1);
    out += pp.box(
      { x0: x - 12, x1: x + 12, y0: top - 22, y1: top, z0: o.z0 - 30, z1: o.z1 + 30 },
      c,
    );
  }
  for (let z = o.z0 - 20; z <= o.z1 + 20; z += 36) {
    out += pp.box(
      { x0: o.x0 - 40, x1: o.x1 + 40, y0: top - 36, y1: top - 22, z0: z, z1: z + 9 },
      c,
    );
  }
  return out;
}

/** Catenary string of lights between two world points, with glowing bulbs. */
export function stringLights(
  ctx: Ctx,
  pp: Persp,
  a: readonly [number, number, number],
  b: readonly [number, number, number],
  sag: number,
  bulbs: number,
  glow = "#FFD98A",
): string {
  const P: Pt[] = [];
  for (let i = 0; i <= bulbs; i++) {
    const t = i / bulbs;
    const x = a[0] + (b[0] - a[0]) * t;
    const y = a[1] + (b[1] - a[1]) * t + sag * 4 * t * (1 - t);
    const z = a[2] + (b[2] - a[2]) * t;
    P.push(pp.p(x, y, z));
  }
  const ks = Array.from({ length: bulbs + 1 }, (_, i) => pp.k(a[2] + ((b[2] - a[2]) * i) / bulbs));
  let out = `<polyline points="${pts(P)}" fill="none" stroke="#2A2F33" stroke-width="1.5" opacity="0.7"/>`;
  const halo = ctx.proto(`halo-${glow}`, () =>
    circ(
      0,
      0,
      1,
      ctx.rad([
        [glow, 0, 0.6],
        [glow, 0.4, 0.2],
        [glow, 1, 0],
      ]),
    ),
  );
  P.forEach(([x, y], i) => {
    if (i === 0 || i === bulbs) return;
    const k = ks[i] ?? 1;
    out += `<use href="#${halo}" transform="translate(${f(x)} ${f(y + 6 * k)}) scale(${f(26 * k)})"/>`;
    out += circ(x, y + 6 * k, 4 * k, "#FFF4D6");
  });
  return out;
}

/** Lamp post with a lantern; glow when lit. */
export function lampPost(
  ctx: Ctx,
  pp: Persp,
  x: number,
  z: number,
  ground: number,
  lit: boolean,
  h = 230,
): string {
  let out = pp.box(
    { x0: x - 4, x1: x + 4, y0: ground - h, y1: ground, z0: z - 4, z1: z + 4 },
    tone("#2E353B"),
  );
  const body =
    (lit
      ? circ(
          0,
          -20,
          70,
          ctx.rad([
            ["#FFDFA0", 0, 0.7],
            ["#FFDFA0", 1, 0],
          ]),
        )
      : "") +
    path("M-14 -44L14 -44L18 -6L-18 -6Z", lit ? "#FFE7B0" : "#D9DEE2") +
    path("M-18 -50L18 -50L10 -60L-10 -60Z", "#2E353B") +
    line(-18, -6, 18, -6, "#2E353B", 4);
  out += g(body, { transform: pp.at(x, ground - h, z) });
  return out;
}
