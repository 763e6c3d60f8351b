/** Simple faceless figures for scenes, and friendly portrait avatars. */
import { type Ctx, circ, ell, g, path, rect, shade } from "./core";

export const SKIN = ["#8D5A3B", "#6B4226", "#C68B5E", "#A86E47", "#E0B08A", "#5A3A24"] as const;
export const CLOTHES = [
  "#0F5C6E",
  "#E07A5F",
  "#2F7D4F",
  "#F2C14E",
  "#FBF8F3",
  "#3D4F7A",
  "#B5838D",
  "#6FB7C4",
] as const;
const HAIR = ["#1C1410", "#2E1F16", "#3B2A1E", "#111111"] as const;

export interface Figure {
  skin: string;
  top: string;
  bottom: string;
  hair: string;
  style: number; // 0 short, 1 long, 2 bun, 3 headwrap
  dress?: boolean;
}

export function randomFigure(ctx: Ctx): Figure {
  const style = ctx.i(0, 3);
  return {
    skin: ctx.pick(SKIN),
    top: ctx.pick(CLOTHES),
    bottom: ctx.pick(["#2B3440", "#4A5560", "#EADFCC", "#1F2A30"]),
    hair: ctx.pick(HAIR),
    style,
    dress: style > 0 && ctx.rnd() < 0.5,
  };
}

function head(p: Figure, cx: number, cy: number, r: number): string {
  let out = "";
  if (p.style === 1)
    out += path(
      `M${cx - r * 1.05} ${cy}Q${cx - r * 1.2} ${cy + r * 2} ${cx - r * 0.6} ${cy + r * 2.1}L${cx + r * 0.6} ${cy + r * 2.1}Q${cx + r * 1.2} ${cy + r * 2} ${cx + r * 1.05} ${cy}Z`,
      p.hair,
    );
  out += rect(cx - r * 0.35, cy + r * 0.6, r * 0.7, r * 0.8, shade(p.skin, -0.1));
  out += circ(cx, cy, r, p.skin);
  if (p.style === 3)
    out += path(
      `M${cx - r * 1.05} ${cy - r * 0.1}Q${cx - r * 1.1} ${cy - r * 1.9} ${cx + r * 0.2} ${cy - r * 1.7}Q${cx + r * 1.3} ${cy - r * 1.5} ${cx + r * 1.05} ${cy - r * 0.1}Q${cx} ${cy - r * 0.6} ${cx - r * 1.05} ${cy - r * 0.1}Z`,
      p.top === "#E07A5F" ? "#F2C14E" : "#E07A5F",
    );
  else
    out += path(
      `M${cx - r * 1.02} ${cy + r * 0.1}Q${cx - r * 1.1} ${cy - r * 1.15} ${cx} ${cy - r * 1.08}Q${cx + r * 1.1} ${cy - r * 1.15} ${cx + r * 1.02} ${cy + r * 0.1}Q${cx + r * 0.6} ${cy - r * 0.55} ${cx - r * 1.02} ${cy + r * 0.1}Z`,
      p.hair,
    );
  if (p.style === 2) out += circ(cx, cy - r * 1.15, r * 0.45, p.hair);
  return out;
}

/** Standing person, feet at (0, 0), about 270 tall. */
export function standing(p: Figure, armsUp = false): string {
  let out = ell(0, 0, 42, 8, "#0d1b22", { opacity: 0.15 });
  if (p.dress) {
    out += rect(-16, -70, 10, 70, p.skin) + rect(6, -70, 10, 70, p.skin);
    out += path("M-26 -180L26 -180L44 -64L-44 -64Z", p.top);
  } else {
    out +=
      rect(-20, -120, 18, 120, p.bottom, { rx: 8 }) + rect(2, -120, 18, 120, p.bottom, { rx: 8 });
  }
  out += path("M-30 -196Q-32 -220 0 -222Q32 -220 30 -196L26 -110L-26 -110Z", p.top);
  const arm = shade(p.top, -0.08);
  if (armsUp)
    out +=
      path("M-28 -205L-52 -265", "none", {
        stroke: arm,
        "stroke-width": 15,
        "stroke-linecap": "round",
      }) +
      path("M28 -205L52 -265", "none", {
        stroke: arm,
        "stroke-width": 15,
        "stroke-linecap": "round",
      });
  else
    out +=
      path("M-30 -205L-36 -122", "none", {
        stroke: arm,
        "stroke-width": 15,
        "stroke-linecap": "round",
      }) +
      path("M30 -205L36 -122", "none", {
        stroke: arm,
        "stroke-width": 15,
        "stroke-linecap": "round",
      });
  out += head(p, 0, -246, 22);
  return out;
}

/** Seated person seen above a table edge: torso and head, base at (0, 0). */
export function seated(p: Figure, fromBehind = false): string {
  let out = path("M-34 0L-30 -72Q-30 -96 0 -98Q30 -96 30 -72L34 0Z", p.top);
  out += path("M-30 -78L-40 -10", "none", {
    stroke: shade(p.top, -0.1),
    "stroke-width": 14,
    "stroke-linecap": "round",
  });
  out += path("M30 -78L40 -10", "none", {
    stroke: shade(p.top, -0.1),
    "stroke-width": 14,
    "stroke-linecap": "round",
  });
  out += head(p, 0, -122, 21);
  if (fromBehind) out += circ(0, -124, 22, p.style === 3 ? "#E07A5F" : p.hair);
  return out;
}

/** Portrait avatar for testimonials (400 x 400 body). */
export function avatarBody(
  ctx: Ctx,
  p: Figure,
  bg: readonly [string, string],
  accent: string,
): string {
  let out = rect(0, 0, 400, 400, ctx.lin([bg[0], bg[1]]));
  out +=
    circ(320, 90, 46, accent, { opacity: 0.35 }) +
    circ(70, 300, 70, shade(bg[1], -0.05), { opacity: 0.5 });
  const r = 70;
  const cx = 200;
  const cy = 175;
  if (p.style === 1)
    out += path(
      `M${cx - r * 1.1} ${cy}Q${cx - r * 1.3} ${cy + r * 2.2} ${cx - r * 0.5} ${cy + r * 2.2}L${cx + r * 0.5} ${cy + r * 2.2}Q${cx + r * 1.3} ${cy + r * 2.2} ${cx + r * 1.1} ${cy}Z`,
      p.hair,
    );
  out += path("M60 420Q60 300 200 292Q340 300 340 420Z", p.top);
  out += path("M170 292L200 340L230 292Z", shade(p.top, 0.3));
  out += rect(cx - 26, cy + 40, 52, 70, shade(p.skin, -0.12), { rx: 18 });
  out += circ(cx, cy, r, p.skin);
  out +=
    ell(cx - r * 1, cy + 8, 12, 18, shade(p.skin, -0.05)) +
    ell(cx + r * 1, cy + 8, 12, 18, shade(p.skin, -0.05));
  out += circ(cx, cy, r, p.skin);
  const ink = "#1F2A30";
  out += circ(cx - 24, cy + 2, 6, ink) + circ(cx + 24, cy + 2, 6, ink);
  out += path(`M${cx - 36} ${cy - 18}q12 -8 24 -2M${cx + 12} ${cy - 20}q12 -6 24 2`, "none", {
    stroke: shade(p.hair, 0.1),
    "stroke-width": 4,
    "stroke-linecap": "round",
  });
  out += path(`M${cx - 24} ${cy + 30}Q${cx} ${cy + 50} ${cx + 24} ${cy + 30}`, "none", {
    stroke: shade(p.skin, -0.45),
    "stroke-width": 5,
    "stroke-linecap": "round",
  });
  out +=
    ell(cx - 40, cy + 26, 12, 7, "#E07A5F", { opacity: 0.25 }) +
    ell(cx + 40, cy + 26, 12, 7, "#E07A5F", { opacity: 0.25 });
  out += g(
    head({ ...p, style: p.style === 1 ? 0 : p.style }, cx, cy, r)
      .replace(/<circle[^>]*\/>/, "")
      .replace(/<rect[^>]*\/>/, ""),
  );
  return out;
}
