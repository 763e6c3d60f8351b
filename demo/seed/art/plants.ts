/** Palms, bushes, potted plants and flowers, defined once and reused. */
import {
  type Ctx,
  circ,
  ell,
  f,
  g,
  hashString,
  mulberry32,
  type Pt,
  path,
  poly,
  rect,
  shade,
} from "./core";

export interface PalmStyle {
  trunk: string;
  leaf: string;
  leafDark: string;
  nut?: string;
}

export const PALM_DAY: PalmStyle = {
  trunk: "#9A7B5B",
  leaf: "#2F7D4F",
  leafDark: "#1F5E3B",
  nut: "#8A6A3C",
};
export const PALM_WARM: PalmStyle = {
  trunk: "#8E6E52",
  leaf: "#3D8A55",
  leafDark: "#27633F",
  nut: "#7E5C33",
};

export function palmSilhouette(color: string): PalmStyle {
  return { trunk: color, leaf: color, leafDark: shade(color, 0.08) };
}

/** A palm frond (feathered leaf) from (cx, cy) toward angle deg. */
export function frond(
  cx: number,
  cy: number,
  deg: number,
  len: number,
  droop: number,
  fill: string,
  rib: string,
): string {
  const a = (deg * Math.PI) / 180;
  const ex = cx + Math.cos(a) * len;
  const ey = cy + Math.sin(a) * len * 0.7 + droop * len;
  const qx = cx + Math.cos(a) * len * 0.55;
  const qy = cy + Math.sin(a) * len * 0.55 - len * 0.2;
  const bez = (t: number): Pt => [
    (1 - t) ** 2 * cx + 2 * (1 - t) * t * qx + t * t * ex,
    (1 - t) ** 2 * cy + 2 * (1 - t) * t * qy + t * t * ey,
  ];
  const tan = (t: number): Pt => {
    const tx = 2 * (1 - t) * (qx - cx) + 2 * t * (ex - qx);
    const ty = 2 * (1 - t) * (qy - cy) + 2 * t * (ey - qy);
    const l = Math.hypot(tx, ty) || 1;
    return [tx / l, ty / l];
  };
  const m = 7;
  const up: Pt[] = [];
  const lo: Pt[] = [];
  for (let j = 0; j <= m; j++) {
    const t = j / m;
    const [px, py] = bez(t);
    const [tx, ty] = tan(t);
    const w = len * 0.13 * Math.sin(Math.PI * Math.min(1, t * 1.02)) ** 0.6;
    up.push([px - ty * w + tx * w * 0.9, py + tx * w + ty * w * 0.9]);
    lo.push([px + ty * w + tx * w * 0.9, py - tx * w + ty * w * 0.9]);
    if (j < m) {
      const [mx, my] = bez(t + 0.6 / m);
      up.push([mx - ty * w * 0.15, my + tx * w * 0.15]);
      lo.push([mx + ty * w * 0.15, my - tx * w * 0.15]);
    }
  }
  const r = Math.round;
  const ribD = `M${r(cx)} ${r(cy)}Q${r(qx)} ${r(qy)} ${r(ex)} ${r(ey)}`;
  const outline = [...up, ...lo.reverse()].map(([x, y]) => `${r(x)},${r(y)}`).join(" ");
  return `<polygon points="${outline}" fill="${fill}" stroke="${fill}" stroke-width="3" stroke-linejoin="round"/>${path(ribD, "none", { stroke: rib, "stroke-width": f(len * 0.018) })}`;
}

/** Palm prototype of height 400 with its base at (0, 0). Returns its id. */
export function palmProto(ctx: Ctx, st: PalmStyle, lean = 0.12, variant = 0): string {
  return ctx.proto(`palm-${st.leaf}-${st.trunk}-${lean}-${variant}`, () => {
    const rnd = mulberry32(hashString(`palm${variant}${lean}`));
    const H = 400;
    const tx = lean * H;
    const ty = -H;
    const qx = -lean * H * 0.15;
    const qy = -H * 0.5;
    const left: Pt[] = [];
    const right: Pt[] = [];
    const mid: Pt[] = [];
    for (let i = 0; i <= 12; i++) {
      const t = i / 12;
      const x = (1 - t) ** 2 * 0 + 2 * (1 - t) * t * qx + t * t * tx;
      const y = 2 * (1 - t) * t * qy + t * t * ty;
      const w = 13 - t * 5;
      left.push([x - w, y]);
      right.push([x + w, y]);
      mid.push([x + w * 0.2, y]);
    }
    let out = poly([...left, ...[...right].reverse()], st.trunk);
    out += poly([...mid, ...[...right].reverse()], shade(st.trunk, -0.18), { opacity: 0.6 });
    let rings = "";
    for (let i = 1; i < 12; i++) {
      const p = left[i];
      if (!p) continue;
      const w = 13 - (i / 12) * 5;
      rings += path(`M${f(p[0])} ${f(p[1])}q${f(w)} ${f(-5)} ${f(w * 2)} 0`, "none", {
        stroke: shade(st.trunk, -0.35),
        "stroke-width": 2,
        opacity: 0.35,
      });
    }
    out += rings;
    const cx = tx;
    const cy = ty + 4;
    const back = [-150, -112, -62, -24, 192];
    const front = [-170, -136, -98, -70, -40, -8, 18];
    for (const a of back)
      out += frond(
        cx,
        cy,
        a + rnd() * 14,
        150 + rnd() * 40,
        0.32 + 0.3 * Math.abs(Math.cos((a * Math.PI) / 180)),
        st.leafDark,
        shade(st.leafDark, -0.2),
      );
    if (st.nut)
      out +=
        circ(cx - 9, cy + 10, 9, st.nut) +
        circ(cx + 8, cy + 12, 9, shade(st.nut, -0.1)) +
        circ(cx, cy + 18, 8, st.nut);
    for (const a of front)
      out += frond(
        cx,
        cy,
        a + rnd() * 10,
        160 + rnd() * 50,
        0.28 + 0.3 * Math.abs(Math.cos((a * Math.PI) / 180)),
        st.leaf,
        shade(st.leaf, -0.25),
      );
    return out;
  });
}

/** A rounded shrub with a flat base at (x, y). */
export function bush(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  flowers?: string,
): string {
  let out = "";
  const n = Math.max(3, Math.round(w / 40));
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const r = h * (0.45 + 0.35 * Math.sin(Math.PI * t)) * ctx.r(0.85, 1.1);
    out += circ(x - w / 2 + w * t, y - r * 0.75, r, shade(color, -0.12));
  }
  for (let i = 0; i < n - 1; i++) {
    const t = (i + 1) / n;
    const r = h * (0.3 + 0.3 * Math.sin(Math.PI * t)) * ctx.r(0.8, 1.05);
    out += circ(x - w / 2 + w * t, y - h * 0.55 - r * 0.4, r, color);
  }
  out += ell(x, y - 3, w / 2, 6, shade(color, -0.3), { opacity: 0.5 });
  if (flowers) {
    for (let i = 0; i < n * 4; i++) {
      const t = ctx.r(0.08, 0.92);
      out += circ(
        x - w / 2 + w * t,
        y - h * Math.sin(Math.PI * t) * ctx.r(0.3, 1),
        ctx.r(3, 6),
        flowers,
      );
    }
  }
  return out;
}

/** Clump of tall tropical leaves (banana, bird of paradise) rooted at (x, y). */
export function leafClump(ctx: Ctx, x: number, y: number, h: number, color: string): string {
  let out = "";
  const n = 7;
  for (let i = 0; i < n; i++) {
    const a = -150 + (i * 120) / (n - 1) + ctx.r(-8, 8);
    const rad = (a * Math.PI) / 180;
    const l = h * ctx.r(0.75, 1);
    const ex = x + Math.cos(rad) * l * 0.8;
    const ey = y + Math.sin(rad) * l;
    const nx = -Math.sin(rad) * l * 0.16;
    const ny = Math.cos(rad) * l * 0.16;
    const c = i % 2 ? color : shade(color, -0.12);
    out += path(
      `M${f(x)} ${f(y)}Q${f((x + ex) / 2 + nx)} ${f((y + ey) / 2 + ny)} ${f(ex)} ${f(ey)}Q${f((x + ex) / 2 - nx)} ${f((y + ey) / 2 - ny)} ${f(x)} ${f(y)}Z`,
      c,
    );
    out += path(`M${f(x)} ${f(y)}L${f(ex)} ${f(ey)}`, "none", {
      stroke: shade(color, -0.3),
      "stroke-width": 1.5,
      opacity: 0.6,
    });
  }
  return out;
}

export type PotKind = "monstera" | "palm" | "snake";

/** Potted plant prototype, base at (0, 0), about 220 tall. Returns its id. */
export function pottedProto(ctx: Ctx, kind: PotKind, pot: string, leaf: string): string {
  return ctx.proto(`pot-${kind}-${pot}-${leaf}`, () => {
    let out = "";
    if (kind === "palm") {
      for (const a of [-160, -130, -100, -70, -40, -15])
        out += frond(0, -70, a, 110, 0.25, leaf, shade(leaf, -0.25));
      out += rect(-3, -75, 6, 20, shade(leaf, -0.4));
    } else if (kind === "snake") {
      const blades = [-34, -20, -8, 4, 16, 28];
      blades.forEach((bx, i) => {
        const h = 150 + ((i * 37) % 60);
        out += path(
          `M${bx - 9} -50Q${bx - 12} ${-50 - h * 0.6} ${bx + (i % 2 ? 6 : -6)} ${-50 - h}Q${bx + 12} ${-50 - h * 0.6} ${bx + 9} -50Z`,
          i % 2 ? leaf : shade(leaf, -0.15),
        );
      });
    } else {
      const leaves: [number, number, number][] = [
        [-55, -150, -30],
        [50, -160, 25],
        [-10, -200, -5],
        [-70, -95, -60],
        [68, -105, 55],
      ];
      for (const [lx, ly, rot] of leaves) {
        out += path(`M0 -50Q${f(lx * 0.4)} ${f(ly * 0.5)} ${f(lx)} ${f(ly)}`, "none", {
          stroke: shade(leaf, -0.3),
          "stroke-width": 3,
        });
        out += g(
          ell(0, 0, 34, 46, leaf) +
            path("M0 -40L0 40", "none", { stroke: shade(leaf, -0.25), "stroke-width": 2 }) +
            path("M-34 -6L-12 -4M34 10L12 8M-30 18L-10 14", "none", {
              stroke: shade(leaf, 0.25),
              "stroke-width": 4,
            }),
          {
            transform: `translate(${lx} ${ly}) rotate(${rot})`,
          },
        );
      }
    }
    out += path("M-40 -56L40 -56L31 0L-31 0Z", pot);
    out += rect(-44, -62, 88, 12, shade(pot, -0.12), { rx: 3 });
    out += path("M8 -50L40 -50L31 0L18 0Z", shade(pot, -0.15), { opacity: 0.5 });
    return out;
  });
}

/** A tuft of grass blades at (x, y). */
export function grass(x: number, y: number, s: number, color: string): string {
  const blades = [-12, -6, 0, 6, 12]
    .map(
      (dx, i) =>
        `M${f(x + dx * s - 3 * s)} ${f(y)}L${f(x + dx * s * 2.2)} ${f(y - (18 + (i % 3) * 8) * s)}L${f(x + dx * s + 3 * s)} ${f(y)}Z`,
    )
    .join("");
  return path(blades, color);
}
