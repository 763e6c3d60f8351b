/** The Pergola café: wide views, long group table, plants, lights, close-ups. */
import { type Ctx, circ, ell, f, g, path, rect, shade, use, zoom } from "./core";
import { type DishKind, plated } from "./dishes";
import { chairAt } from "./furniture";
import { ground, H, lit, palmAt, sprite, W } from "./kit";
import { randomFigure, seated } from "./people";
import { type PergolaOpts, pergolaPosts, pergolaRoof, stringLights } from "./pergola";
import { Persp } from "./persp";
import { bush, pottedProto } from "./plants";
import { treeLine } from "./shore";
import { sea, sky, THEMES, type Theme, type Tod } from "./sky-sea";
import { roundTable, table } from "./tables";
import { bottle, candle, cocktail, cup, setTable, tumbler, vase, wineGlass } from "./tableware";

export type PergolaMode = "wide" | "long" | "plants" | "lights";

export interface PergolaSceneOpts {
  tod: Tod;
  mode: PergolaMode;
  camX?: number;
  seaView?: boolean;
  cloth?: string;
  zoom?: number;
}

function bougainvillea(ctx: Ctx, pp: Persp, o: PergolaOpts, th: Theme, color: string): string {
  let out = "";
  const top = o.ground - o.height - 40;
  for (let i = 0; i < 26; i++) {
    const x = ctx.rnd() < 0.5 ? o.x0 + ctx.r(-40, 60) : o.x1 + ctx.r(-60, 40);
    const z = ctx.r(o.z0 - 20, o.z1 + 20);
    const [sx, sy] = pp.p(x, top + ctx.r(-10, 30), z);
    const k = pp.k(z);
    out += circ(sx, sy, ctx.r(16, 30) * k, lit(ctx.rnd() < 0.6 ? color : "#3D8A55", th), {
      opacity: 0.95,
    });
  }
  return out;
}

export function pergolaScene(ctx: Ctx, o: PergolaSceneOpts): string {
  const th = THEMES[o.tod];
  const dark = th.light < 0.7;
  const hz = 500;
  const pp = new Persp(o.camX ?? 800, hz, 1000);
  const G = 760;
  let out = sky(ctx, th, 0, 0, W, hz + 2, {
    sun: [o.seaView ? 1180 : 300, th.light < 0.3 ? 140 : 430, 40],
    clouds: dark ? 2 : 4,
    stars: th.light < 0.3 ? 80 : 0,
  });
  if (o.seaView) out += sea(ctx, th, 0, hz, W, 120, { waves: 30, sunX: 1180, land: true });
  else out += treeLine(ctx, 0, hz, W, lit("#3F7356", th), 60);
  out += ground(ctx, o.seaView ? hz + 100 : hz, lit("#7FAF6A", th), lit("#5E9A5B", th));
  const po: PergolaOpts = {
    x0: 180,
    x1: 1420,
    z0: -820,
    z1: -160,
    ground: G,
    height: 330,
    wood: lit("#8A6446", th),
    bays: 3,
    cols: 2,
  };
  out +=
    palmAt(ctx, pp, th, -200, -760, G, 520, false, 0) +
    palmAt(ctx, pp, th, 1700, -760, G, 500, true, 1);
  out += pp.flat(po.x0 - 80, po.x1 + 80, G, po.z0 - 80, 980, lit("#D9B48F", th));
  let tiles = "";
  for (let x = po.x0 - 80; x <= po.x1 + 80; x += 110)
    tiles += `M${pp
      .p(x, G, po.z0 - 80)
      .map(f)
      .join(" ")}L${pp.p(x, G, 980).map(f).join(" ")}`;
  for (let z = po.z0 - 80; z < 960; z += 110)
    tiles += `M${pp
      .p(po.x0 - 80, G, z)
      .map(f)
      .join(" ")}L${pp
      .p(po.x1 + 80, G, z)
      .map(f)
      .join(" ")}`;
  out += path(tiles, "none", {
    stroke: shade(lit("#D9B48F", th), -0.15),
    "stroke-width": 1.5,
    opacity: 0.6,
  });
  out += pergolaPosts(pp, po);
  const cloth = lit(o.cloth ?? "#FBF8F3", th);
  const wood = lit("#A7825E", th);
  const candles = dark;
  if (o.mode === "long") {
    for (let x = 470; x <= 1130; x += 110)
      out += sprite(pp, x, G - 80, -600, seated(randomFigure(ctx)));
    out += table(pp, 400, 1200, -560, -420, G, wood, 122, cloth);
    out += setTable(ctx, pp, 800, G - 124, -490, 700, 120, 12, {
      wine: "#9B2C3B",
      flower: lit("#E07A5F", th),
      food: ["#E9A23B", "#C8553D", "#D2782E"],
    });
    for (let x = 500; x < 1150; x += 200) out += sprite(pp, x, G - 124, -490, candle(ctx, candles));
    for (let x = 525; x <= 1100; x += 130)
      out += sprite(pp, x, G - 80, -380, seated(randomFigure(ctx), true));
  } else {
    const spots: [number, number][] =
      o.mode === "plants"
        ? [
            [560, -640],
            [1040, -420],
          ]
        : [
            [420, -680],
            [800, -680],
            [1180, -680],
            [560, -380],
            [1040, -380],
          ];
    for (const [x, z] of spots) {
      out +=
        chairAt(ctx, pp, x - 60, z - 50, G, wood, true) +
        chairAt(ctx, pp, x + 60, z - 50, G, wood, true);
      out += roundTable(pp, x, z, 70, G, wood, 120, cloth);
      out += setTable(ctx, pp, x, G - 120, z, 90, 70, 2, {
        wine: "#F3D9A4",
        candle: candles,
        flower: lit("#E07A5F", th),
      });
      out +=
        chairAt(ctx, pp, x - 60, z + 60, G, wood, false) +
        chairAt(ctx, pp, x + 60, z + 60, G, wood, false);
    }
  }
  const pot = pottedProto(ctx, "palm", lit("#E9E1D2", th), lit("#2F7D4F", th));
  const mon = pottedProto(ctx, "monstera", lit("#C96F53", th), lit("#2F7D4F", th));
  for (const [x, z, id] of [
    [po.x0 + 40, -800, mon],
    [po.x1 - 40, -800, pot],
    [po.x0 + 30, -200, pot],
    [po.x1 - 30, -200, mon],
  ] as const)
    out += sprite(pp, x, G, z, use(id, 0, 0, 1));
  out += pergolaRoof(pp, po);
  out += bougainvillea(ctx, pp, po, th, o.mode === "plants" ? "#D6457A" : "#E07A5F");
  const lz = o.mode === "lights" ? [-800, -640, -480, -320, -180] : [-760, -480, -200];
  for (const z of lz)
    out += stringLights(
      ctx,
      pp,
      [po.x0, G - po.height - 10, z],
      [po.x1, G - po.height - 10, z],
      o.mode === "lights" ? 60 : 40,
      16,
      dark ? "#FFD98A" : "#FFF6DA",
    );
  if (o.mode === "plants") {
    out +=
      sprite(pp, 260, G, 300, use(mon, 0, 0, 1.6)) + sprite(pp, 1350, G, 260, use(pot, 0, 0, 1.8));
    const [bx, by] = pp.p(1150, G, 120);
    out += bush(ctx, bx, by, 420, 160, lit("#3D8A55", th), lit("#D6457A", th));
  } else {
    out += sprite(pp, 1420, G, 200, use(mon, 0, 0, 1.5));
  }
  return o.mode === "long" ? zoom(out, 1.7, 800, 620) : zoom(out, o.zoom ?? 1.35, 800, 600);
}

/** Close-up of a pergola table with a plated dish or drinks, bokeh behind. */
export function tableCloseUp(
  ctx: Ctx,
  o: { tod: Tod; dish?: DishKind; drinks?: boolean; top: string },
): string {
  const th = THEMES[o.tod];
  const dark = th.light < 0.7;
  let out = rect(0, 0, W, H, ctx.lin([lit(th.sky[1], th), lit("#6E8F62", th)]));
  for (let i = 0; i < 22; i++) {
    const c = dark
      ? ctx.pick(["#FFD98A", "#FFC46B", "#FFE7B0"])
      : ctx.pick(["#FFFFFF", "#CFE8C4", "#F6E7C8"]);
    out += circ(ctx.r(0, W), ctx.r(0, 420), ctx.r(20, 70), c, { opacity: f(ctx.r(0.15, 0.4)) });
  }
  out += path(
    `M0 380Q800 300 1600 380L1600 ${H}L0 ${H}Z`,
    ctx.lin([shade(o.top, 0.08), shade(o.top, -0.12)]),
  );
  let grain = "";
  for (let i = 0; i < 9; i++)
    grain += `M0 ${420 + i * 75 + i * i * 3}Q800 ${350 + i * 80 + i * i * 3} 1600 ${420 + i * 75 + i * i * 3}`;
  out += path(grain, "none", { stroke: shade(o.top, -0.2), "stroke-width": 2, opacity: 0.35 });
  const pp = new Persp(800, 100, 900);
  if (o.dish) {
    out += g(plated(ctx, o.dish), {
      transform: "translate(760 800) scale(1.3 0.66) translate(-600 -600)",
    });
    out +=
      sprite(pp, 1330, 700, 0, wineGlass("#F3D9A4"), 5) +
      sprite(pp, 260, 640, 0, candle(ctx, dark), 4.5);
    out += sprite(pp, 1480, 600, 0, vase("#E07A5F"), 4);
  }
  if (o.drinks) {
    const drinks = [
      cocktail("#E07A5F", "#F2C14E"),
      tumbler("#F2C14E", "#7DBA6B"),
      cocktail("#6FB7C4", "#E07A5F"),
      tumbler("#B5838D"),
      cup("#FFFFFF"),
    ];
    drinks.forEach((d, i) => {
      const x = 250 + i * 270;
      const y = 820 + (i % 2) * 110;
      out += ell(x + 20, y, 90, 20, "#0d1b22", { opacity: 0.12 });
      out += sprite(pp, x, y, 0, d, 6.5);
    });
    out += sprite(pp, 1470, 640, 0, bottle("#2F7D4F"), 4);
  }
  return out;
}
