/** Hotel exterior scenes: facade, parking, and a high aerial-ish view. */
import { car, hotel } from "./buildings";
import { type Ctx, shade } from "./core";
import { ground, H, lit, palmAt, W } from "./kit";
import { pool, umbrella, windingPath } from "./outdoor";
import { lampPost } from "./pergola";
import { Persp, tone } from "./persp";
import { bush, leafClump } from "./plants";
import { treeLine } from "./shore";
import { sea, sky, THEMES, type Tod } from "./sky-sea";

export interface FacadeOpts {
  tod: Tod;
  camX?: number; // vanishing point x
  hotelX?: number; // centre of the hotel block
  cars?: number;
  floors?: number;
  wall?: string;
}

/** Hotel facade seen from the driveway, palms in front. */
export function facadeScene(ctx: Ctx, o: FacadeOpts): string {
  const th = THEMES[o.tod];
  const hz = 640;
  const pp = new Persp(o.camX ?? 700, hz, 1200);
  const G = 720;
  const night = th.light < 0.3;
  const sunX = (o.hotelX ?? 1080) < 900 ? 1250 : 330;
  let out = sky(ctx, th, 0, 0, W, hz + 2, {
    sun: [sunX, night ? 160 : 250, 46],
    clouds: night ? 0 : 4,
    stars: night ? 90 : 0,
    birds: night ? 0 : 3,
  });
  out += treeLine(ctx, 0, hz, W, lit("#5E8F6E", th), 36);
  out += ground(ctx, hz, lit("#8DB878", th), lit("#5E9A5B", th));
  const hx = o.hotelX ?? 1080;
  const hw = 760;
  const hz0 = -460;
  const hz1 = -240;
  // entrance drive from the lobby toward the viewer
  out += windingPath(
    pp,
    [
      [hx, hz1 + 120],
      [hx - 60, -200],
      [hx - 220, 100],
      [hx - 380, 400],
      [hx - 500, 700],
    ],
    170,
    G,
    lit("#E9DFCF", th),
    lit("#CDBFA8", th),
  );
  out += palmAt(ctx, pp, th, hx - hw / 2 - 140, hz0 + 40, G, 560, false, 1);
  out += hotel(ctx, pp, {
    x0: hx - hw / 2,
    x1: hx + hw / 2,
    z0: hz0,
    z1: hz1,
    ground: G,
    floors: o.floors ?? 6,
    wall: lit(o.wall ?? "#FBF8F3", th),
    trim: lit("#EADFCC", th),
    glass: night ? ["#1B3347", "#23445A"] : [lit(th.sky[1], th), lit("#0F5C6E", th)],
    accent: lit("#0F5C6E", th),
    lit: night || o.tod === "dusk" ? 0.55 : 0,
  });
  out += bush(
    ctx,
    pp.p(hx - hw / 2 + 110, G, hz1 + 150)[0],
    pp.p(0, G, hz1 + 150)[1],
    200,
    60,
    lit("#2F7D4F", th),
    lit("#E07A5F", th),
  );
  out += bush(
    ctx,
    pp.p(hx + hw / 2 - 60, G, hz1 + 150)[0],
    pp.p(0, G, hz1 + 150)[1],
    260,
    60,
    lit("#2F7D4F", th),
    lit("#F2C14E", th),
  );
  const palms: [number, number, number, boolean][] = [
    [hx - hw / 2 - 90, hz1 + 120, 440, false],
    [hx + hw / 2 + 90, hz1 + 160, 480, true],
    [hx - hw / 2 - 10, hz1 + 330, 360, true],
  ];
  palms.forEach(([x, z, h, fl], i) => {
    out += palmAt(ctx, pp, th, x, z, G, h, fl, i);
  });
  for (let i = 0; i < (o.cars ?? 0); i++) {
    const cz = -120 + i * 70;
    out += car(
      pp,
      hx - 260 + i * 250,
      cz,
      G,
      lit(ctx.pick(["#E07A5F", "#D9DEE2", "#0F5C6E", "#2F3A44"]), th),
    );
  }
  if (night) {
    out += lampPost(ctx, pp, hx - 420, 120, G, true) + lampPost(ctx, pp, hx - 130, 40, G, true);
  }
  out += leafClump(ctx, pp.p(hx + 560, G, 420)[0], H + 20, 330, lit("#2F7D4F", th));
  out += palmAt(ctx, pp, th, hx + 430, 600, G, 640, true, 3);
  return out;
}

/** Parking area with marked bays, cars and palms in front of the hotel. */
export function parkingScene(ctx: Ctx, tod: Tod): string {
  const th = THEMES[tod];
  const hz = 560;
  const pp = new Persp(760, hz, 1100);
  const G = 660;
  let out = sky(ctx, th, 0, 0, W, hz + 2, { sun: [1300, 200, 40], clouds: 3 });
  out += treeLine(ctx, 0, hz, W, lit("#5E8F6E", th), 30);
  out += ground(ctx, hz, lit("#9DBF87", th), lit("#6FA067", th));
  out += hotel(ctx, pp, {
    x0: 300,
    x1: 1300,
    z0: -900,
    z1: -700,
    ground: G,
    floors: 5,
    wall: "#FBF8F3",
    trim: "#EADFCC",
    glass: [th.sky[1], "#0F5C6E"],
    accent: "#E07A5F",
  });
  out += pp.flat(-400, 2000, G, -600, 700, lit("#C9C4BC", th));
  out += pp.flat(-400, 2000, G - 0.5, -600, -560, lit("#EADFCC", th));
  let marks = "";
  for (let x = -300; x <= 1900; x += 170) marks += pp.flat(x, x + 6, G - 1, -520, -240, "#FFFFFF");
  for (let x = -300; x <= 1900; x += 170) marks += pp.flat(x, x + 6, G - 1, 160, 440, "#FFFFFF");
  out += marks;
  const colors = ["#E07A5F", "#D9DEE2", "#0F5C6E", "#F2C14E", "#2F3A44", "#FBF8F3", "#6FB7C4"];
  for (let i = 0; i < 7; i++) {
    if (i === 3) continue;
    out += car(pp, -215 + i * 340, -380, G, colors[i % colors.length] ?? "#D9DEE2");
  }
  for (const [x, z, h] of [
    [-260, -580, 420],
    [460, -580, 450],
    [1180, -580, 430],
    [1880, -580, 460],
  ] as const) {
    out += pp.flat(x - 60, x + 60, G - 1, z - 30, z + 30, lit("#7FA86A", th));
    out += palmAt(ctx, pp, th, x, z, G, h, x > 800, Math.round(x) % 4);
  }
  for (let i = 0; i < 3; i++)
    out += car(pp, 30 + i * 680, 300, G, colors[(i + 3) % colors.length] ?? "#E07A5F");
  out += bush(ctx, 120, H + 10, 380, 110, lit("#2F7D4F", th), "#E07A5F");
  out += palmAt(ctx, pp, th, 1500, 640, G, 600, true, 2);
  return out;
}

/** High view over the resort: hotel block, pool, palms and the sea beyond. */
export function aerialScene(ctx: Ctx, tod: Tod): string {
  const th = THEMES[tod];
  const hz = 230;
  const pp = new Persp(820, hz, 900);
  const G = 760;
  let out = sky(ctx, th, 0, 0, W, hz + 2, { sun: [1200, 150, 30], clouds: 3 });
  out += sea(ctx, th, 0, hz, W, 240, { waves: 50, land: true, sunX: 1200 });
  out += ground(ctx, hz + 200, lit("#EADFCC", th), lit("#E3D3B8", th));
  out += `<path d="M0 ${hz + 190}Q400 ${hz + 215} 800 ${hz + 198}T1600 ${hz + 205}" fill="none" stroke="#FFFFFF" stroke-width="6" opacity="0.8"/>`;
  out += pp.flat(-600, 2200, G, -1500, 800, lit("#86B873", th));
  out += pp.flat(-600, 2200, G - 0.5, -1560, -1500, lit("#EADFCC", th));
  out += hotel(ctx, pp, {
    x0: 60,
    x1: 760,
    z0: -900,
    z1: -650,
    ground: G,
    floors: 4,
    wall: "#FBF8F3",
    trim: "#EADFCC",
    glass: [th.sky[1], "#0F5C6E"],
    accent: "#0F5C6E",
  });
  out += pp.flat(860, 1500, G - 0.5, -1000, -300, lit("#F1E9DA", th));
  out += pool(ctx, pp, 950, 1400, -900, -450, G - 1, "#38B3C3", "#FBF8F3");
  for (let i = 0; i < 5; i++) {
    out += pp.box(
      { x0: 1430, x1: 1480, y0: G - 12, y1: G, z0: -880 + i * 90, z1: -820 + i * 90 },
      tone("#FFFFFF"),
    );
  }
  out += umbrella(pp, 1460, -700, G, "#E07A5F", "#FBF8F3", 110, 130);
  out += umbrella(pp, 1460, -500, G, "#0F5C6E", "#FBF8F3", 110, 130);
  out += windingPath(
    pp,
    [
      [500, -640],
      [560, -300],
      [760, 0],
      [800, 400],
    ],
    110,
    G - 0.5,
    lit("#EADFCC", th),
    lit("#D8C9AE", th),
  );
  const trees: [number, number][] = [
    [-100, -1000],
    [880, -1100],
    [1560, -1000],
    [-50, -300],
    [200, -100],
    [1100, -200],
    [1400, -100],
    [1600, 200],
    [-150, 300],
    [300, 400],
  ];
  trees.forEach(([x, z], i) => {
    out += palmAt(ctx, pp, th, x, z, G, 330 + (i % 3) * 50, i % 2 === 0, i);
  });
  out += bush(ctx, 1250, 1040, 420, 110, shade(lit("#2F7D4F", th), -0.05), "#E07A5F");
  return out;
}
