/** Mombasa landmarks: an Old Town street and Fort Jesus by the sea. */
import { type Ctx, circ, f, g, path, rect, shade } from "./core";
import { H, lit, palmAt, sprite, W } from "./kit";
import { randomFigure, standing } from "./people";
import { Persp, tone } from "./persp";
import { sea, sky, THEMES, type Tod } from "./sky-sea";

const WALLS = ["#EBD9B9", "#F3E6CF", "#D9C3A0", "#E9D2C0", "#F1E4CC", "#DCCBB0"];
const SHUTTERS = ["#0F5C6E", "#2F7D4F", "#3D6FA0", "#8A4F3A", "#0F5C6E"];

/** Narrow Old Town street with carved doors, shutters and wooden balconies. */
export function oldTownScene(ctx: Ctx, tod: Tod): string {
  const th = THEMES[tod];
  const pp = new Persp(820, 560, 900);
  const G = 820;
  const L = 560;
  const R = 1080;
  const far = -1400;
  let out = sky(ctx, th, 0, 0, W, 600, { clouds: 2, birds: 2 });
  const street = lit("#CDBB9E", th);
  out += pp.flat(L, R, G, far, 880, street);
  let cob = "";
  for (let z = far; z < 860; z += 50)
    cob += `M${pp.p(L, G, z).map(f).join(" ")}L${pp.p(R, G, z).map(f).join(" ")}`;
  out += path(cob, "none", { stroke: shade(street, -0.15), "stroke-width": 1.5, opacity: 0.6 });
  out += pp.front(L, R, G - 600, G, far, lit("#E6D2B0", th));
  out += pp.front(L + 160, R - 180, G - 260, G, far + 1, lit("#6B4A34", th));
  for (const side of [L, R]) {
    const dir = side === L ? 1 : -1;
    let z = far;
    let i = side === L ? 0 : 3;
    while (z < 900) {
      const w = 380 + (i % 3) * 90;
      const h = 620 + (i % 2) * 140;
      const wall = lit(WALLS[i % WALLS.length] ?? "#EBD9B9", th);
      const sh = lit(SHUTTERS[i % SHUTTERS.length] ?? "#0F5C6E", th);
      out += pp.side(side, G - h, G, z, z + w, wall);
      out += pp.side(side, G - h, G - h + 16, z, z + w, shade(wall, -0.12));
      const dz = z + w * 0.3;
      out += pp.side(side, G - 250, G, dz, dz + 110, lit("#5A3A26", th));
      out += pp.side(side, G - 250, G - 225, dz - 14, dz + 124, lit("#7B5236", th));
      out +=
        pp.side(side, G - 225, G, dz - 14, dz, lit("#7B5236", th)) +
        pp.side(side, G - 225, G, dz + 110, dz + 124, lit("#7B5236", th));
      out += pp.side(side, G - 240, G - 8, dz + 52, dz + 58, lit("#3E281B", th));
      for (const wz of [z + w * 0.08, z + w * 0.72]) {
        out += pp.side(side, G - 210, G - 110, wz, wz + 60, lit("#2A3238", th));
        out +=
          pp.side(side, G - 210, G - 110, wz - 22, wz, sh) +
          pp.side(side, G - 210, G - 110, wz + 60, wz + 82, sh);
      }
      // wooden balcony on the upper floor
      const b0 = z + w * 0.15;
      const b1 = z + w * 0.85;
      const x0 = side === L ? side : side - 70;
      const x1 = side === L ? side + 70 : side;
      out += pp.side(side, G - 470, G - 360, b0 + 30, b1 - 30, lit("#2A3238", th));
      out += pp.box({ x0, x1, y0: G - 330, y1: G - 316, z0: b0, z1: b1 }, tone(lit("#6B4A34", th)));
      out += pp.box(
        {
          x0: x0 + (dir > 0 ? 60 : 0),
          x1: x1 - (dir > 0 ? 0 : 60),
          y0: G - 420,
          y1: G - 330,
          z0: b0,
          z1: b1,
        },
        tone(lit("#8A5E3E", th)),
      );
      let slats = "";
      for (let sz = b0 + 14; sz < b1; sz += 18) {
        const xx = side === L ? side + 70 : side - 70;
        slats += `M${pp
          .p(xx, G - 420, sz)
          .map(f)
          .join(" ")}L${pp
          .p(xx, G - 330, sz)
          .map(f)
          .join(" ")}`;
      }
      out += path(slats, "none", { stroke: lit("#5A3A26", th), "stroke-width": 2 });
      out += pp.box(
        {
          x0: x0 - (dir > 0 ? 0 : 10),
          x1: x1 + (dir > 0 ? 10 : 0),
          y0: G - 490,
          y1: G - 470,
          z0: b0 - 10,
          z1: b1 + 10,
        },
        tone(lit("#B5543C", th)),
      );
      z += w;
      i++;
    }
  }
  const cloth = ["#E07A5F", "#F2C14E", "#0F5C6E", "#2F7D4F", "#FBF8F3"];
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    const [ax, ay] = pp.p(L, G - 560, -900);
    const [bx, by] = pp.p(R, G - 560, -900);
    const x = ax + (bx - ax) * t;
    const y = ay + (by - ay) * t + Math.sin(Math.PI * t) * 40;
    out += path(
      `M${f(x - 9)} ${f(y)}L${f(x + 9)} ${f(y)}L${f(x)} ${f(y + 22)}Z`,
      lit(cloth[i % cloth.length] ?? "#E07A5F", th),
    );
  }
  out += path(
    `M${pp
      .p(L, G - 560, -900)
      .map(f)
      .join(" ")}Q${f(800)} ${f(pp.p(0, G - 520, -900)[1])} ${pp
      .p(R, G - 560, -900)
      .map(f)
      .join(" ")}`,
    "none",
    { stroke: "#3A3F44", "stroke-width": 1.5 },
  );
  out +=
    sprite(pp, 760, G, -600, standing(randomFigure(ctx))) +
    sprite(pp, 900, G, -260, standing(randomFigure(ctx))) +
    sprite(pp, 700, G, 120, standing(randomFigure(ctx)));
  out += g(
    circ(0, -26, 10, "#3A3F44") +
      path("M-16 0Q-18 -22 0 -20Q16 -18 14 0Z", "#3A3F44") +
      path("M14 -4Q30 -6 26 -24", "none", { stroke: "#3A3F44", "stroke-width": 4 }),
    { transform: pp.at(960, G, 300) },
  );
  return out;
}

/** Baobab tree sprite, base at (0, 0), about 420 tall. */
export function baobab(trunk: string, leaf: string): string {
  let out = path(
    "M-70 0Q-60 -120 -52 -230L-120 -330M-52 -230L-30 -360M20 -240L60 -380M40 -230L150 -320M-10 -240L-10 -400",
    "none",
    { stroke: trunk, "stroke-width": 22, "stroke-linecap": "round" },
  );
  out += path("M-80 0Q-70 -150 -60 -250L50 -250Q70 -150 80 0Z", trunk);
  for (const [x, y, r] of [
    [-120, -340, 40],
    [-30, -372, 44],
    [60, -390, 46],
    [150, -330, 40],
    [-10, -410, 34],
  ] as const)
    out += circ(x, y, r, leaf, { opacity: 0.95 });
  out += path("M-40 -20Q-30 -120 -30 -230", "none", {
    stroke: shade(trunk, -0.15),
    "stroke-width": 6,
    opacity: 0.5,
  });
  return out;
}

/** Fort Jesus: ochre ramparts with bastions and battlements, sea beside. */
export function fortScene(ctx: Ctx, tod: Tod): string {
  const th = THEMES[tod];
  const hz = 560;
  const pp = new Persp(420, hz, 1000);
  const G = 800;
  let out = sky(ctx, th, 0, 0, W, hz + 2, { sun: [1320, 180, 40], clouds: 4, birds: 3 });
  out += sea(ctx, th, 0, hz, W, 200, { waves: 40, sunX: 1320, land: true });
  out += path(`M0 ${hz + 60}Q700 ${hz + 40} 1600 ${hz + 90}L1600 ${H}L0 ${H}Z`, lit("#E3CFA8", th));
  const wall = lit("#D69A5E", th);
  const wallDark = shade(wall, -0.2);
  const top = G - 430;
  const blocks: [number, number, number, number][] = [
    [620, 1180, -520, -330],
    [1180, 1800, -560, -300],
  ];
  out +=
    palmAt(ctx, pp, th, 1000, -700, G, 520, false, 0) +
    palmAt(ctx, pp, th, 1400, -720, G, 480, true, 1);
  for (const [x0, x1, z0, z1] of blocks) {
    out += pp.box(
      { x0, x1, y0: top, y1: G, z0, z1 },
      { top: shade(wall, 0.1), front: wall, side: wallDark },
    );
    let cren = "";
    for (let x = x0; x < x1 - 20; x += 56)
      cren += pp.box(
        { x0: x, x1: x + 32, y0: top - 40, y1: top, z0: z1 - 26, z1 },
        { top: shade(wall, 0.15), front: shade(wall, 0.04), side: wallDark },
      );
    out += cren;
    let courses = "";
    for (let y = top + 60; y < G; y += 60)
      courses += `M${pp.p(x0, y, z1).map(f).join(" ")}L${pp.p(x1, y, z1).map(f).join(" ")}`;
    out += path(courses, "none", { stroke: wallDark, "stroke-width": 2, opacity: 0.35 });
    for (let i = 0; i < 5; i++) {
      const [px, py] = pp.p(ctx.r(x0 + 40, x1 - 80), ctx.r(top + 60, G - 80), z1);
      out += path(`M${f(px)} ${f(py)}q40 -20 80 0t60 30q-50 30 -110 10Z`, shade(wall, -0.1), {
        opacity: 0.35,
      });
    }
    for (let x = x0 + 90; x < x1 - 60; x += 170)
      out += pp.front(x, x + 12, top + 80, top + 140, z1 + 0.5, lit("#3E2A1C", th));
  }
  // corner bastion, a tall angled tower on the left
  const bx0 = 300;
  const bx1 = 620;
  const bz0 = -600;
  const bz1 = -260;
  const tTop = top - 60;
  out += pp.box(
    { x0: bx0, x1: bx1, y0: tTop, y1: G, z0: bz0, z1: bz1 },
    { top: shade(wall, 0.12), front: shade(wall, 0.05), side: wallDark },
  );
  for (let x = bx0; x < bx1 - 20; x += 56)
    out += pp.box(
      { x0: x, x1: x + 32, y0: tTop - 40, y1: tTop, z0: bz1 - 26, z1: bz1 },
      { top: shade(wall, 0.15), front: shade(wall, 0.06), side: wallDark },
    );
  out += pp.front(bx0, bx1, G - 120, G, bz1 + 0.5, shade(wall, -0.08));
  out += pp.front(bx0 + 140, bx0 + 152, tTop + 90, tTop + 160, bz1 + 0.5, lit("#3E2A1C", th));
  // gate
  const [gx0, gy0] = pp.p(1020, G - 230, -330);
  const [gx1, gy1] = pp.p(1160, G, -330);
  const gw = gx1 - gx0;
  out += path(
    `M${f(gx0)} ${f(gy1)}V${f(gy0 + gw / 2)}A${f(gw / 2)} ${f(gw / 2)} 0 0 1 ${f(gx1)} ${f(gy0 + gw / 2)}V${f(gy1)}Z`,
    lit("#4A3222", th),
  );
  out += path(
    `M${f(gx0 - 16)} ${f(gy1)}V${f(gy0 + gw / 2)}A${f(gw / 2 + 16)} ${f(gw / 2 + 16)} 0 0 1 ${f(gx1 + 16)} ${f(gy0 + gw / 2)}V${f(gy1)}`,
    "none",
    { stroke: shade(wall, 0.18), "stroke-width": 10 },
  );
  const [fx, fy] = pp.p(460, tTop - 40, -430);
  out +=
    rect(fx, fy - 170, 5, 170, "#3A3F44") +
    path(`M${f(fx + 5)} ${f(fy - 170)}h80l-14 24 14 24h-80Z`, lit("#E07A5F", th));
  out += pp.flat(960, 1220, G, -330, 900, lit("#D8C29A", th));
  out +=
    sprite(pp, 1060, G, -100, standing(randomFigure(ctx)), 0.9) +
    sprite(pp, 1130, G, -60, standing(randomFigure(ctx)), 0.9);
  out += g(baobab(lit("#8C7461", th), lit("#6E9A5A", th)), { transform: pp.at(150, G, 120, 1.2) });
  return out;
}
