/** Celebrations: graduation, baby shower, bridal shower, and a photoshoot set. */
import { type Ctx, circ, ell, f, g, path, rect, shade, use } from "./core";
import { shell } from "./interior";
import { sprite } from "./kit";
import { type Figure, randomFigure, standing } from "./people";
import { Persp } from "./persp";
import { pottedProto } from "./plants";
import { arch } from "./scene-garden";
import type { Tod } from "./sky-sea";
import { table } from "./tables";
import { vase, wineGlass } from "./tableware";
import { backWindow } from "./windows";

export type PartyKind = "graduation" | "baby-shower" | "bridal-shower";

const PALETTES: Record<
  PartyKind,
  { wall: string; cloth: string; colors: readonly string[]; floor: string }
> = {
  graduation: {
    wall: "#E6ECEF",
    cloth: "#1F3A5A",
    colors: ["#1F3A5A", "#C9A45C", "#FFFFFF", "#0F5C6E"],
    floor: "#B78C64",
  },
  "baby-shower": {
    wall: "#F1F6F2",
    cloth: "#FFFFFF",
    colors: ["#A8D8E0", "#F7E3A1", "#BFE3C8", "#F4C7C3"],
    floor: "#D9C6A5",
  },
  "bridal-shower": {
    wall: "#FBF1EE",
    cloth: "#FFFFFF",
    colors: ["#F4B6C2", "#FBF8F3", "#E9C46A", "#E8A0A8"],
    floor: "#C9A27A",
  },
};

export function balloon(x: number, y: number, r: number, c: string, stringTo: number): string {
  return (
    path(
      `M${f(x)} ${f(y + r * 1.2)}Q${f(x - 16)} ${f((y + stringTo) / 2)} ${f(x + 6)} ${f(stringTo)}`,
      "none",
      { stroke: "#8A8F94", "stroke-width": 1.5 },
    ) +
    ell(x, y, r, r * 1.18, c) +
    path(`M${f(x - 6)} ${f(y + r * 1.3)}l6 -12 6 12Z`, shade(c, -0.15)) +
    ell(x - r * 0.35, y - r * 0.4, r * 0.18, r * 0.3, "#FFFFFF", { opacity: 0.5 })
  );
}

function bunting(
  x0: number,
  x1: number,
  y: number,
  sag: number,
  colors: readonly string[],
): string {
  let out = path(`M${x0} ${y}Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}`, "none", {
    stroke: "#8A8F94",
    "stroke-width": 2,
  });
  const n = Math.round((x1 - x0) / 46);
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    out += path(
      `M${f(x - 16)} ${f(yy)}L${f(x + 16)} ${f(yy)}L${f(x)} ${f(yy + 36)}Z`,
      colors[i % colors.length] ?? "#E07A5F",
    );
  }
  return out;
}

function cake(tiers: number, c: string, trim: string): string {
  let out = "";
  for (let i = 0; i < tiers; i++) {
    const w = 120 - i * 30;
    const y = -i * 52;
    out +=
      rect(-w / 2, y - 52, w, 52, c, { rx: 6 }) +
      ell(0, y - 52, w / 2, 10, shade(c, 0.1)) +
      path(`M${-w / 2} ${y - 40}q${w / 8} 14 ${w / 4} 0t${w / 4} 0t${w / 4} 0t${w / 4} 0`, "none", {
        stroke: trim,
        "stroke-width": 5,
      });
  }
  return (
    out + circ(-10, -tiers * 52 - 10, 12, trim) + circ(10, -tiers * 52 - 8, 10, shade(trim, 0.3))
  );
}

function gift(w: number, h: number, c: string, ribbon: string): string {
  return (
    rect(-w / 2, -h, w, h, c) +
    rect(-w / 2 - 4, -h - 10, w + 8, 14, shade(c, 0.1)) +
    rect(-5, -h - 10, 10, h + 10, ribbon) +
    path(`M0 ${-h - 10}q-24 -24 -26 -6q2 12 26 6q24 -24 26 -6q-2 12 -26 6`, ribbon)
  );
}

export function mortarboard(c: string, tassel: string): string {
  return (
    path("M-60 0L0 -26L60 0L0 26Z", c) +
    path("M-34 8V30Q0 44 34 30V8L0 22Z", shade(c, -0.15)) +
    path("M0 0L44 14V40", "none", { stroke: tassel, "stroke-width": 4 }) +
    circ(44, 42, 6, tassel)
  );
}

/** Decorated party room with a dessert/gift table and balloons. */
export function partyScene(ctx: Ctx, kind: PartyKind, tod: Tod, camX = 800): string {
  const pal = PALETTES[kind];
  const FL = 700;
  const pp = new Persp(camX, 440, 1000);
  const r = { x0: 140, x1: 1460, top: 100, floor: FL };
  let out = shell(ctx, pp, r, { wall: pal.wall, floor: pal.floor, planks: 40 });
  out += backWindow(ctx, 220, 200, 220, 300, { view: "garden", tod, frame: "#FFFFFF", panes: 2 });
  out += backWindow(ctx, 1160, 200, 220, 300, { view: "garden", tod, frame: "#FFFFFF", panes: 2 });
  out += bunting(480, 1120, 170, 40, pal.colors);
  if (kind === "bridal-shower")
    out += g(arch(pal.colors[0] ?? "#F4B6C2", "#6FA56F", "#FFFFFF"), {
      transform: "translate(800 640) scale(1.2)",
    });
  else
    out +=
      circ(800, 330, 120, shade(pal.colors[0] ?? "#FFFFFF", 0.35)) +
      circ(800, 330, 120, "none", { stroke: pal.colors[1] ?? "#C9A45C", "stroke-width": 8 });
  if (kind === "graduation")
    out += g(mortarboard("#1F2A30", "#C9A45C"), { transform: "translate(800 330) scale(1.4)" });
  if (kind === "baby-shower")
    out +=
      path("M740 360a60 60 0 0 1 120 0Z", "#A8D8E0") +
      path("M760 360h80v20h-80Z", "#F7E3A1") +
      circ(770, 392, 14, "#8A8F94") +
      circ(830, 392, 14, "#8A8F94");
  const clusters: [number, number][] = [
    [380, 230],
    [1220, 230],
    [300, 520],
    [1300, 520],
  ];
  clusters.forEach(([cx, cy], i) => {
    for (let j = 0; j < 5; j++)
      out += balloon(
        cx + ctx.r(-60, 60),
        cy + ctx.r(-60, 40),
        ctx.r(28, 40),
        pal.colors[(i + j) % pal.colors.length] ?? "#E07A5F",
        FL - 120,
      );
  });
  out += table(pp, 440, 1160, 60, 200, FL, "#A7825E", 120, pal.cloth);
  const t = FL - 122;
  out += sprite(
    pp,
    800,
    t,
    130,
    cake(
      kind === "baby-shower" ? 2 : 3,
      "#FFFFFF",
      pal.colors[kind === "graduation" ? 1 : 0] ?? "#E07A5F",
    ),
  );
  for (let i = 0; i < 4; i++)
    out += sprite(
      pp,
      560 + i * 40,
      t,
      120 + (i % 2) * 30,
      path("M-12 0L-14 -18H14L12 0Z", pal.colors[i % pal.colors.length] ?? "#E07A5F") +
        circ(0, -22, 12, "#FFFFFF"),
    );
  out +=
    sprite(pp, 1020, t, 110, gift(60, 44, pal.colors[2] ?? "#FFFFFF", pal.colors[0] ?? "#E07A5F")) +
    sprite(pp, 1090, t, 150, gift(44, 34, pal.colors[0] ?? "#E07A5F", pal.colors[1] ?? "#C9A45C"));
  if (kind === "bridal-shower")
    for (let i = 0; i < 5; i++) out += sprite(pp, 940 + i * 34, t, 170, wineGlass("#F7E7B4"));
  if (kind === "graduation")
    for (let i = 0; i < 3; i++)
      out += sprite(
        pp,
        600 + i * 60,
        t,
        180,
        rect(-30, -10, 60, 10, "#FBF8F3", { rx: 5 }) + rect(-4, -12, 8, 14, "#B23A48"),
      );
  out += sprite(pp, 480, t, 100, vase(pal.colors[0] ?? "#E07A5F"), 1.3);
  for (let i = 0; i < 4; i++) {
    const p: Figure = randomFigure(ctx);
    out += sprite(
      pp,
      [300, 1300, 380, 1220][i] ?? 300,
      FL,
      380 + (i % 2) * 60,
      standing(
        kind === "graduation" && i < 2 ? { ...p, top: "#1F2A30", bottom: "#1F2A30" } : p,
        kind === "graduation" && i === 0,
      ),
    );
  }
  const pot = pottedProto(ctx, "palm", "#FFFFFF", "#2F7D4F");
  out += sprite(pp, r.x0 + 60, FL, 100, use(pot, 0, 0, 1.2));
  return out;
}
