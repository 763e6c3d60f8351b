/** Garden scenes: paths with benches, al fresco tables, weddings. */
import { type Ctx, circ, g, path, shade } from "./core";
import { chairAt } from "./furniture";
import { ground, H, lit, palmAt, sprite, W } from "./kit";
import { bench, umbrella, windingPath } from "./outdoor";
import { type Figure, standing } from "./people";
import { lampPost, stringLights } from "./pergola";
import { Persp } from "./persp";
import { bush, grass, leafClump } from "./plants";
import { treeLine } from "./shore";
import { sky, THEMES, type Theme, type Tod } from "./sky-sea";
import { roundTable, table } from "./tables";
import { setTable } from "./tableware";

export type GardenMode = "path" | "tables" | "reception" | "ceremony";

export interface GardenOpts {
  tod: Tod;
  mode: GardenMode;
  camX?: number;
  flowers?: string;
}

/** Floral arch sprite, 300 wide, base at (0, 0). */
export function arch(flower: string, leaf: string, wood = "#F4EEE3"): string {
  let out = path("M-140 0L-140 -230A140 140 0 0 1 140 -230L140 0", "none", {
    stroke: wood,
    "stroke-width": 12,
  });
  out += path("M-140 -120L-140 -230A140 140 0 0 1 10 -368", "none", {
    stroke: leaf,
    "stroke-width": 30,
    "stroke-linecap": "round",
  });
  out += path("M140 -170L140 -230A140 140 0 0 0 80 -350", "none", {
    stroke: leaf,
    "stroke-width": 26,
    "stroke-linecap": "round",
  });
  const pts: [number, number][] = [
    [-140, -150],
    [-140, -200],
    [-132, -262],
    [-104, -318],
    [-60, -352],
    [-10, -368],
    [130, -200],
    [138, -250],
    [112, -318],
    [86, -345],
  ];
  pts.forEach(([x, y], i) => {
    out +=
      circ(x + (i % 2 ? 8 : -6), y, 14, flower) +
      circ(x - 4, y + 12, 9, i % 3 ? "#FBF8F3" : shade(flower, 0.3));
  });
  return out;
}

function hedgeRow(ctx: Ctx, pp: Persp, th: Theme, z: number, G: number, flowers?: string): string {
  let out = "";
  for (let x = -900; x < 2600; x += 260) {
    const [sx, sy] = pp.p(x, G, z);
    const k = pp.k(z);
    out += bush(
      ctx,
      sx,
      sy,
      300 * k,
      110 * k,
      lit(ctx.pick(["#2F7D4F", "#3D8A55", "#2A6E48"]), th),
      flowers && ctx.rnd() < 0.5 ? lit(flowers, th) : undefined,
    );
  }
  return out;
}

export function gardenScene(ctx: Ctx, o: GardenOpts): string {
  const th = THEMES[o.tod];
  const night = th.light < 0.3;
  const dark = th.light < 0.65;
  const hz = 540;
  const pp = new Persp(o.camX ?? 800, hz, 1000);
  const G = 760;
  const fl = o.flowers ?? "#E07A5F";
  let out = sky(ctx, th, 0, 0, W, hz + 2, {
    sun: [1250, night ? 150 : o.tod === "sunset" ? 470 : 220, 40],
    clouds: night ? 0 : 3,
    stars: night ? 90 : 0,
    birds: dark ? 0 : 3,
  });
  out += treeLine(ctx, 0, hz, W, lit("#3F7356", th), 70);
  out += ground(ctx, hz, lit("#7FAF6A", th), lit("#4E8B4B", th));
  let stripes = "";
  for (let x = -2000; x < 3600; x += 240)
    stripes += pp.flat(x, x + 120, G, -900, 900, "#FFFFFF", { opacity: 0.05 });
  out += stripes;
  out += hedgeRow(ctx, pp, th, -800, G, fl);
  const lights = o.tod === "dusk" || o.tod === "sunset" || night;
  if (o.mode === "path") {
    out += windingPath(
      pp,
      [
        [780, 1000],
        [720, 600],
        [860, 250],
        [920, -100],
        [800, -450],
        [840, -800],
      ],
      150,
      G,
      lit("#EADFCC", th),
      lit("#C9B898", th),
    );
    out +=
      palmAt(ctx, pp, th, 420, -600, G, 440, false, 0) +
      palmAt(ctx, pp, th, 1240, -500, G, 470, true, 1);
    out += bench(pp, 1030, -250, G, lit("#A7825E", th)) + bench(pp, 460, 50, G, lit("#A7825E", th));
    out += lampPost(ctx, pp, 1000, 100, G, lights) + lampPost(ctx, pp, 640, -380, G, lights);
    out +=
      palmAt(ctx, pp, th, 300, -150, G, 480, false, 2) +
      palmAt(ctx, pp, th, 1350, 150, G, 520, true, 0);
    out += leafClump(ctx, pp.p(1140, G, 420)[0], pp.p(0, G, 420)[1], 240, lit("#2F7D4F", th));
    const [bx, by] = pp.p(1300, G, 520);
    out += bush(ctx, bx, by, 420, 150, lit("#3D8A55", th), lit(fl, th));
  } else if (o.mode === "tables") {
    out +=
      palmAt(ctx, pp, th, 200, -600, G, 460, false, 0) +
      palmAt(ctx, pp, th, 1400, -620, G, 430, true, 1);
    const spots: [number, number][] = [
      [420, -420],
      [1080, -380],
      [760, -120],
      [300, 150],
      [1220, 160],
    ];
    spots.forEach(([x, z], i) => {
      out += tableSet(ctx, pp, th, x, z, G, i);
      if (i === 1 || i === 3)
        out += umbrella(pp, x + 10, z, G, lit("#FBF8F3", th), lit("#EADFCC", th), 170, 280);
    });
    out += leafClump(ctx, pp.p(-40, G, 500)[0], pp.p(0, G, 500)[1], 260, lit("#2F7D4F", th));
    out += palmAt(ctx, pp, th, 1500, 560, G, 600, true, 2);
    if (lights) out += stringLights(ctx, pp, [160, G - 380, -590], [1420, G - 360, -610], 60, 14);
  } else if (o.mode === "reception") {
    out += sprite(pp, 800, G, -700, arch(lit(fl, th), lit("#2F7D4F", th)));
    out +=
      palmAt(ctx, pp, th, 300, -650, G, 460, false, 0) +
      palmAt(ctx, pp, th, 1300, -650, G, 470, true, 1);
    const spots: [number, number][] = [
      [460, -380],
      [1140, -380],
      [800, -180],
      [360, 60],
      [1240, 60],
    ];
    for (const [x, z] of spots) {
      for (const a of [0, 1, 2, 3, 4, 5]) {
        const ang = (a / 6) * Math.PI * 2;
        const cx = x + Math.cos(ang) * 110;
        const cz = z + Math.sin(ang) * 80;
        if (cz < z) out += chairAt(ctx, pp, cx, cz, G, lit("#FBF8F3", th), true, 0.85);
      }
      out += roundTable(pp, x, z, 80, G, lit("#FFFFFF", th), 120, lit("#FFFFFF", th));
      out += setTable(ctx, pp, x, G - 120, z, 110, 80, 4, {
        wine: "#F3D9A4",
        candle: lights,
        flower: lit(fl, th),
      });
      for (const a of [0, 1, 2, 3, 4, 5]) {
        const ang = (a / 6) * Math.PI * 2;
        const cx = x + Math.cos(ang) * 110;
        const cz = z + Math.sin(ang) * 80;
        if (cz >= z) out += chairAt(ctx, pp, cx, cz, G, lit("#FBF8F3", th), false, 0.85);
      }
    }
    for (let i = 0; i < 3; i++)
      out += stringLights(
        ctx,
        pp,
        [100 + i * 100, G - 420, -640 + i * 300],
        [1500 - i * 100, G - 420, -640 + i * 300],
        70,
        16,
      );
    out += leafClump(ctx, 60, H + 40, 320, lit("#2F7D4F", th));
  } else {
    out += windingPath(
      pp,
      [
        [800, 1000],
        [800, -700],
      ],
      170,
      G,
      lit("#FBF8F3", th),
      lit("#EADFCC", th),
    );
    out += sprite(pp, 800, G, -700, arch(lit(fl, th), lit("#2F7D4F", th)), 1.2);
    const bride: Figure = {
      skin: "#8D5A3B",
      top: "#FFFFFF",
      bottom: "#FFFFFF",
      hair: "#1C1410",
      style: 2,
      dress: true,
    };
    const groom: Figure = {
      skin: "#6B4226",
      top: "#1F3A4A",
      bottom: "#1F3A4A",
      hair: "#111111",
      style: 0,
    };
    out += sprite(pp, 760, G, -660, standing(bride)) + sprite(pp, 840, G, -660, standing(groom));
    for (let z = -520; z < 500; z += 130) {
      for (const x of [430, 530, 630, 970, 1070, 1170])
        out += chairAt(ctx, pp, x, z, G, lit("#FBF8F3", th), false);
    }
    for (let z = -520; z < 500; z += 260) {
      out += sprite(pp, 700, G, z, circ(0, -30, 14, lit(fl, th)) + circ(10, -40, 10, "#FBF8F3"));
      out += sprite(pp, 900, G, z, circ(0, -30, 14, lit(fl, th)) + circ(-10, -40, 10, "#FBF8F3"));
    }
    out +=
      palmAt(ctx, pp, th, 220, -500, G, 520, false, 0) +
      palmAt(ctx, pp, th, 1400, -480, G, 500, true, 1);
  }
  let tufts = "";
  for (let i = 0; i < 14; i++) {
    const z = ctx.r(-600, 700);
    const [sx, sy] = pp.p(ctx.r(-200, 1800), G, z);
    tufts += grass(sx, sy, pp.k(z), lit("#3F7A44", th));
  }
  return out + g(tufts, { opacity: 0.7 });
}

/** A small table with two to four chairs and a laid top. */
function tableSet(
  ctx: Ctx,
  pp: Persp,
  th: Theme,
  x: number,
  z: number,
  G: number,
  i: number,
): string {
  const wood = lit("#A7825E", th);
  let out =
    chairAt(ctx, pp, x - 50, z - 70, G, wood, true) +
    chairAt(ctx, pp, x + 50, z - 70, G, wood, true);
  out += table(
    pp,
    x - 80,
    x + 80,
    z - 50,
    z + 50,
    G,
    lit("#A7825E", th),
    120,
    lit(i % 2 ? "#FBF8F3" : "#E6F3F4", th),
  );
  out += setTable(ctx, pp, x, G - 122, z, 130, 90, 2, {
    wine: "#F3D9A4",
    flower: lit("#E07A5F", th),
    food: ["#E9A23B", "#C8553D"],
  });
  out +=
    chairAt(ctx, pp, x - 50, z + 75, G, wood, false) +
    chairAt(ctx, pp, x + 50, z + 75, G, wood, false);
  return out;
}
