/** Tiled bathroom with vanity, mirror, rain shower and optional bathtub. */
import { type Ctx, circ, f, g, line, path, rect, shade, use, zoom } from "./core";
import { shell, sideTiles, tiles } from "./interior";
import { sprite } from "./kit";
import { Persp, tone } from "./persp";
import { pottedProto } from "./plants";
import type { Tod } from "./sky-sea";
import { backWindow } from "./windows";

export interface BathOpts {
  tile: string;
  grout: string;
  floor: string;
  wood: string;
  towel: string;
  tub?: boolean;
  tod?: Tod;
  camX?: number;
  wide?: boolean;
}

export function bathroomScene(ctx: Ctx, o: BathOpts): string {
  const FL = 700;
  const TOP = 120;
  const x0 = o.wide ? 260 : 360;
  const x1 = o.wide ? 1340 : 1240;
  const pp = new Persp(o.camX ?? 820, 430, 900);
  let out = shell(
    ctx,
    pp,
    { x0, x1, top: TOP, floor: FL },
    { wall: o.tile, floor: o.floor, tiles: 90, trim: shade(o.tile, -0.05) },
  );
  out += tiles(x0, TOP + 6, x1 - x0, FL - TOP - 18, 60, o.tile, o.grout);
  out +=
    sideTiles(pp, x0, TOP, FL, 0, 800, 60, o.grout) +
    sideTiles(pp, x1, TOP, FL, 0, 800, 60, o.grout);
  // vanity with mirror on the back wall (left part)
  const vx0 = x0 + 60;
  const vx1 = x0 + 420;
  const mirror = ctx.lin(["#F4FAFB", "#CFE3E6"], 0, 0, 1, 1);
  out +=
    rect(vx0 + 40, 190, vx1 - vx0 - 80, 250, shade(o.wood, -0.2), { rx: 20 }) +
    rect(vx0 + 50, 200, vx1 - vx0 - 100, 230, mirror, { rx: 14 });
  out += path(`M${vx0 + 90} 220l80 0 -70 90Z`, "#FFFFFF", { opacity: 0.45 });
  for (const lx of [vx0 + 10, vx1 - 10])
    out +=
      rect(lx - 6, 220, 12, 70, "#FFF3D2", { rx: 6 }) +
      circ(
        lx,
        255,
        40,
        ctx.rad([
          ["#FFF3D2", 0, 0.5],
          ["#FFF3D2", 1, 0],
        ]),
      );
  out += pp.box(
    { x0: vx0, x1: vx1, y0: FL - 230, y1: FL - 140, z0: 0, z1: 110 },
    tone(o.wood, 0.15),
  );
  out += pp.front(vx0 + 10, vx1 - 10, FL - 190, FL - 188, 110.5, shade(o.wood, -0.3));
  out += pp.box(
    { x0: vx0 - 6, x1: vx1 + 6, y0: FL - 238, y1: FL - 230, z0: 0, z1: 116 },
    tone("#F4F1EA", 0.1),
  );
  const sx = (vx0 + vx1) / 2;
  out +=
    pp.disc(sx, FL - 246, 60, 58, "#E7EBEE") +
    pp.disc(sx, FL - 252, 60, 52, "#FFFFFF") +
    pp.disc(sx, FL - 252, 60, 40, "#E4ECEF");
  out += pp.box(
    { x0: sx - 4, x1: sx + 4, y0: FL - 310, y1: FL - 238, z0: 10, z1: 18 },
    tone("#B9C0C6"),
  );
  out += pp.box(
    { x0: sx - 4, x1: sx + 4, y0: FL - 312, y1: FL - 304, z0: 10, z1: 46 },
    tone("#B9C0C6"),
  );
  out += sprite(
    pp,
    vx1 - 50,
    FL - 238,
    50,
    rect(-10, -40, 20, 40, "#E07A5F", { rx: 4 }) + rect(-4, -50, 8, 10, "#3A3F44"),
  );
  out += sprite(
    pp,
    vx0 + 50,
    FL - 238,
    60,
    rect(-24, -10, 48, 10, o.towel, { rx: 3 }) +
      rect(-24, -20, 48, 10, shade(o.towel, 0.2), { rx: 3 }),
  );
  // shower enclosure on the right
  const shx0 = x1 - 330;
  out += pp.flat(shx0, x1, FL - 1, 0, 300, shade(o.floor, -0.1));
  out += pp.box(
    { x0: shx0 + 130, x1: shx0 + 150, y0: 180, y1: 196, z0: 0, z1: 150 },
    tone("#B9C0C6"),
  );
  out +=
    pp.disc(shx0 + 140, 200, 150, 56, "#8E979E") + pp.disc(shx0 + 140, 198, 150, 50, "#C9D0D5");
  let rain = "";
  for (let i = 0; i < 40; i++) {
    const rx = shx0 + 100 + ctx.r(0, 80);
    const rz = 110 + ctx.r(0, 80);
    const ry = 220 + ctx.r(0, 360);
    const [ax, ay] = pp.p(rx, ry, rz);
    const [, by] = pp.p(rx, ry + ctx.r(20, 50), rz);
    rain += `M${f(ax)} ${f(ay)}V${f(by)}`;
  }
  out += path(rain, "none", {
    stroke: "#9FD3DE",
    "stroke-width": 2.5,
    opacity: 0.7,
    "stroke-linecap": "round",
  });
  out += pp.box(
    { x0: x1 - 40, x1: x1 - 6, y0: FL - 420, y1: FL - 400, z0: 40, z1: 120 },
    tone("#B9C0C6"),
  );
  out +=
    pp.front(shx0, shx0 + 8, TOP + 40, FL, 300, "#B9C0C6") +
    pp.front(shx0, x1, TOP + 40, TOP + 48, 300, "#B9C0C6");
  out += pp.front(
    shx0 + 8,
    x1,
    TOP + 48,
    FL,
    300,
    ctx.lin(
      [
        ["#DDF2F5", 0, 0.35],
        ["#FFFFFF", 0.5, 0.15],
        ["#DDF2F5", 1, 0.3],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += line(
    ...pp.p(shx0 + 40, TOP + 120, 300),
    ...pp.p(shx0 + 120, TOP + 40, 300),
    "#FFFFFF",
    6,
    { opacity: 0.5 },
  );
  if (o.tub) {
    out += pp.box(
      { x0: x0 + 4, x1: x0 + 190, y0: FL - 110, y1: FL, z0: 240, z1: 640 },
      tone("#FBFBFA", 0.02, -0.08),
    );
    out += pp.flat(x0 + 20, x0 + 174, FL - 111, 258, 622, "#DCEEF2");
    out += pp.box(
      { x0: x0 + 4, x1: x0 + 30, y0: FL - 180, y1: FL - 110, z0: 280, z1: 300 },
      tone("#B9C0C6"),
    );
  } else {
    out += pp.box(
      { x0: x0 + 2, x1: x0 + 10, y0: FL - 330, y1: FL - 322, z0: 200, z1: 420 },
      tone("#B9C0C6"),
    );
    out +=
      pp.side(x0 + 12, FL - 322, FL - 170, 220, 300, o.towel) +
      pp.side(x0 + 12, FL - 322, FL - 200, 320, 400, shade(o.towel, 0.3));
  }
  if (o.tod)
    out += backWindow(ctx, vx1 + 40, 180, 120, 120, {
      view: "garden",
      tod: o.tod,
      frame: "#FFFFFF",
    });
  const pot = pottedProto(ctx, "snake", "#FFFFFF", "#2F7D4F");
  out += g(use(pot, 0, 0, 1), { transform: pp.at(vx1 + 70, FL, 60) });
  out += pp.flat(vx0 + 40, vx1 - 40, FL - 1, 180, 360, o.towel, { opacity: 0.9 });
  return zoom(out, 1.25, 800, 500);
}
