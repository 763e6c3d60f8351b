/** Outdoor shoots: graduates tossing caps, and a photoshoot set in the garden. */
import { type Ctx, circ, f, g, path, rect, use } from "./core";
import { lit, palmAt, sprite, W } from "./kit";
import { type Figure, randomFigure, standing } from "./people";
import { Persp, tone } from "./persp";
import { bush, pottedProto } from "./plants";
import { arch } from "./scene-garden";
import { mortarboard } from "./scene-party";
import { treeLine } from "./shore";
import { sky, THEMES, type Tod } from "./sky-sea";

/** Graduates outdoors tossing caps in the garden. */
export function capsToss(ctx: Ctx, tod: Tod): string {
  const th = THEMES[tod];
  const pp = new Persp(800, 560, 1000);
  const G = 820;
  let out = sky(ctx, th, 0, 0, W, 562, { sun: [1250, 200, 40], clouds: 4 });
  out +=
    treeLine(ctx, 0, 560, W, lit("#3F7356", th), 70) +
    rect(0, 560, W, 600, ctx.lin([lit("#7FAF6A", th), lit("#4E8B4B", th)]));
  out +=
    palmAt(ctx, pp, th, 200, -500, G, 480, false, 0) +
    palmAt(ctx, pp, th, 1400, -520, G, 500, true, 1);
  for (let i = 0; i < 9; i++)
    out += g(mortarboard("#1F2A30", "#C9A45C"), {
      transform: `translate(${f(ctx.r(200, 1400))} ${f(ctx.r(80, 420))}) rotate(${f(ctx.r(-30, 30))}) scale(${f(ctx.r(0.7, 1.1))})`,
    });
  for (let i = 0; i < 6; i++) {
    const p: Figure = { ...randomFigure(ctx), top: "#1F2A30", bottom: "#1F2A30", dress: true };
    out += sprite(pp, 420 + i * 150, G, 100 + (i % 2) * 80, standing(p, i % 2 === 0), 1.05);
  }
  out +=
    bush(ctx, 120, 1067, 400, 120, lit("#2F7D4F", th), "#C9A45C") +
    bush(ctx, 1480, 1067, 400, 120, lit("#2F7D4F", th), "#FBF8F3");
  return out;
}

/** Photoshoot set in the garden: backdrop, softboxes, camera and model (or a couple). */
export function photoshootScene(ctx: Ctx, tod: Tod, wedding = false): string {
  const th = THEMES[tod];
  const pp = new Persp(wedding ? 920 : 760, 520, 1000);
  const G = 780;
  let out = sky(ctx, th, 0, 0, W, 522, { sun: [1300, 300, 40], clouds: 3 });
  out +=
    treeLine(ctx, 0, 520, W, lit("#3F7356", th), 60) +
    rect(0, 520, W, 600, ctx.lin([lit("#8DB878", th), lit("#5E9A5B", th)]));
  out +=
    palmAt(ctx, pp, th, 150, -400, G, 520, false, 0) +
    palmAt(ctx, pp, th, 1450, -450, G, 480, true, 2);
  if (wedding) {
    out += pp.flat(560, 1040, G - 0.5, -330, -60, "#FBF8F3", { opacity: 0.8 });
    out += sprite(pp, 800, G, -300, arch(lit("#F4A7B9", th), lit("#3D8A55", th)), 1.25);
    const bride: Figure = {
      skin: "#A86E47",
      top: "#FFFFFF",
      bottom: "#FFFFFF",
      hair: "#1C1410",
      style: 2,
      dress: true,
    };
    const groom: Figure = {
      skin: "#5A3A24",
      top: "#1F3A4A",
      bottom: "#1F3A4A",
      hair: "#111111",
      style: 0,
    };
    out += sprite(pp, 760, G, -200, standing(bride)) + sprite(pp, 845, G, -200, standing(groom));
    for (let i = 0; i < 18; i++)
      out += sprite(
        pp,
        ctx.r(560, 1040),
        G,
        ctx.r(-300, -80),
        circ(0, -3, 5, ctx.pick(["#F4A7B9", "#FBF8F3", "#E07A5F"])),
      );
  } else {
    out += pp.box({ x0: 520, x1: 1080, y0: G - 420, y1: G, z0: -300, z1: -290 }, tone("#EADFCC"));
    out += pp.flat(520, 1080, G - 0.5, -290, -60, "#EADFCC");
    const leaf = pottedProto(ctx, "monstera", "#FBF8F3", "#2F7D4F");
    out +=
      sprite(pp, 600, G, -260, use(leaf, 0, 0, 1.3)) +
      sprite(pp, 1000, G, -260, use(leaf, 0, 0, 1.1));
    const model: Figure = {
      skin: "#8D5A3B",
      top: "#E07A5F",
      bottom: "#E07A5F",
      hair: "#1C1410",
      style: 1,
      dress: true,
    };
    out += sprite(pp, 790, G, -180, standing(model));
  }
  for (const [x, z, flip] of [
    [440, -60, false],
    [1160, -60, true],
  ] as const) {
    out += pp.box(
      { x0: x - 3, x1: x + 3, y0: G - 300, y1: G, z0: z - 3, z1: z + 3 },
      tone("#2B3238"),
    );
    out += g(
      path("M-60 -50L60 -50L40 40L-40 40Z", "#FFFFFF") +
        path("M-60 -50L60 -50L40 40L-40 40Z", "none", { stroke: "#2B3238", "stroke-width": 8 }) +
        circ(
          0,
          0,
          80,
          ctx.rad([
            ["#FFFFFF", 0, 0.35],
            ["#FFFFFF", 1, 0],
          ]),
        ),
      { transform: `${pp.at(x, G - 320, z)} rotate(${flip ? -20 : 20})` },
    );
  }
  out += pp.box({ x0: 756, x1: 764, y0: G - 160, y1: G, z0: 300, z1: 308 }, tone("#2B3238"));
  for (const dx of [-40, 40])
    out += path(
      `M${pp
        .p(760, G - 150, 304)
        .map(f)
        .join(" ")}L${pp
        .p(760 + dx, G, 300 + Math.abs(dx))
        .map(f)
        .join(" ")}`,
      "none",
      { stroke: "#2B3238", "stroke-width": 5 },
    );
  out += g(
    rect(-40, -60, 80, 50, "#2B3238", { rx: 8 }) +
      circ(0, -35, 18, "#5E6A72") +
      circ(0, -35, 10, "#8FB6C8") +
      rect(-30, -68, 20, 10, "#2B3238"),
    { transform: pp.at(760, G - 160, 304) },
  );
  return out;
}
