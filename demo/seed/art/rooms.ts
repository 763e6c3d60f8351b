/** Guest room interiors: bed view, window corner and bathroom. */
import { type Ctx, circ, g, path, rect, shade, use, zoom } from "./core";
import { bed, chair, desk, nightstand, sofa } from "./furniture";
import { pendant, type RoomBox, shell } from "./interior";
import { Persp, tone } from "./persp";
import { pottedProto } from "./plants";
import type { Tod } from "./sky-sea";
import { roundTable, rug, wallArt } from "./tables";
import { backWindow, sideWindow, type ViewKind } from "./windows";

export interface RoomSpec {
  bedW: number; // 150 single, 230 double, 260 queen, 300 king
  twin?: boolean;
  width: number; // back wall width (room size)
  wall: string;
  feature?: string; // feature wall behind the bed
  floor: string;
  duvet: string;
  sheet?: string;
  accent: string;
  head: string;
  wood: string;
  curtain: string;
  view: ViewKind;
  tod: Tod;
  extra: "desk" | "armchair" | "balcony" | "sitting" | "lounge";
  tile: readonly [string, string];
}

const FLOOR = 660;
const TOP = 160;

function base(
  ctx: Ctx,
  s: RoomSpec,
  vx: number,
  x0: number,
  x1: number,
): { pp: Persp; r: RoomBox; out: string } {
  const pp = new Persp(vx, 440, 1000);
  const r: RoomBox = { x0, x1, top: TOP, floor: FLOOR };
  let out = shell(ctx, pp, r, { wall: s.wall, floor: s.floor, planks: 34 });
  out += pendant(
    ctx,
    pp,
    (x0 + x1) / 2 + 120,
    TOP,
    40,
    260,
    shade(s.wood, 0.1),
    s.tod === "night" || s.tod === "dusk",
  );
  return { pp, r, out };
}

/** Main view: the bed against the back wall. */
export function roomMain(ctx: Ctx, s: RoomSpec): string {
  const cx = 800;
  const {
    pp,
    r,
    out: shellOut,
  } = base(ctx, s, cx + ctx.r(-60, 60), cx - s.width / 2, cx + s.width / 2);
  let out = shellOut;
  const bedX = s.extra === "sitting" || s.extra === "lounge" ? cx - s.width * 0.12 : cx;
  if (s.feature)
    out += rect(bedX - s.bedW / 2 - 110, TOP + 6, s.bedW + 220, FLOOR - TOP - 18, s.feature);
  const winW = s.extra === "lounge" ? s.width * 0.3 : 150;
  if (s.extra === "balcony") {
    out += backWindow(ctx, r.x1 - 220, 250, 160, FLOOR - 262, {
      view: s.view,
      tod: s.tod,
      frame: "#F7F5F0",
      panes: 2,
      rail: true,
    });
  } else if (s.extra === "lounge" || s.extra === "sitting") {
    out += sideWindow(ctx, pp, r.x1, 230, 560, 60, s.extra === "lounge" ? 520 : 330, {
      view: s.view,
      tod: s.tod,
      frame: "#F7F5F0",
      panes: 3,
    });
  } else {
    out += backWindow(ctx, r.x1 - 60 - winW, 250, winW, 210, {
      view: s.view,
      tod: s.tod,
      frame: "#F7F5F0",
      sill: true,
      curtain: s.curtain,
    });
  }
  out += wallArt(ctx, bedX - 110, 250, 220, 120, s.wood, shade(s.accent, 0.2), s.accent);
  out += rug(
    pp,
    bedX - s.bedW / 2 - 60,
    bedX + s.bedW / 2 + 60,
    80,
    420,
    FLOOR,
    shade(s.accent, 0.55),
    shade(s.accent, 0.3),
  );
  out += pp.flat(bedX - s.bedW / 2, bedX + s.bedW / 2 + 20, FLOOR - 1, 20, 340, "#0d1b22", {
    opacity: 0.12,
  });
  const bedCommon = {
    floor: FLOOR,
    frame: s.wood,
    sheet: s.sheet ?? "#FFFFFF",
    duvet: s.duvet,
    accent: s.accent,
    pillow: "#FBF8F3",
    head: s.head,
    headH: s.bedW > 200 ? 210 : 170,
    len: s.bedW > 200 ? 330 : 300,
  };
  const nsW = 70;
  if (s.twin) {
    out +=
      bed(pp, { ...bedCommon, cx: bedX - 110, w: 150 }) +
      bed(pp, { ...bedCommon, cx: bedX + 110, w: 150 });
  } else {
    out += nightstand(
      ctx,
      pp,
      bedX - s.bedW / 2 - 30 - nsW,
      bedX - s.bedW / 2 - 30,
      4,
      64,
      FLOOR,
      s.wood,
      "#FBF1DC",
    );
    if (s.bedW > 160)
      out += nightstand(
        ctx,
        pp,
        bedX + s.bedW / 2 + 30,
        bedX + s.bedW / 2 + 30 + nsW,
        4,
        64,
        FLOOR,
        s.wood,
        "#FBF1DC",
      );
    out += bed(pp, { ...bedCommon, cx: bedX, w: s.bedW });
  }
  const potId = pottedProto(ctx, "monstera", "#D9CBB3", "#2F7D4F");
  if (s.extra === "sitting") {
    out += g(use(potId, 0, 0, 1), { transform: pp.at(r.x1 - 60, FLOOR, 60) });
    out += chair(pp, r.x1 - 110, 300, FLOOR, shade(s.accent, 0.1), false, 90);
    out += roundTable(pp, r.x1 - 210, 420, 50, FLOOR, s.wood, 100);
  } else if (s.extra === "lounge") {
    out += sofa(pp, r.x1 - 150, r.x1 - 10, 140, 520, FLOOR, shade(s.accent, 0.15), s.duvet);
    out += g(use(potId, 0, 0, 1.1), { transform: pp.at(r.x1 - 70, FLOOR, 40) });
  } else if (s.extra === "desk" || s.extra === "armchair") {
    out += g(use(potId, 0, 0, 0.8), { transform: pp.at(r.x0 + 60, FLOOR, 40) });
    if (s.extra === "armchair") out += chair(pp, r.x0 + 90, 320, FLOOR, s.accent, false, 90);
    else
      out +=
        desk(pp, r.x0 + 4, r.x0 + 100, 90, 250, FLOOR, s.wood) +
        chair(pp, r.x0 + 130, 170, FLOOR, s.accent, false, 60);
  } else {
    out += g(use(potId, 0, 0, 0.9), { transform: pp.at(r.x0 + 60, FLOOR, 40) });
  }
  return zoom(out, 1.32, 800, 560);
}

/** Second angle: the window (or balcony door) wall with desk or seating. */
export function roomCorner(ctx: Ctx, s: RoomSpec): string {
  const cx = 800;
  const wide = s.extra === "lounge";
  const {
    pp,
    r,
    out: shellOut,
  } = base(
    ctx,
    { ...s, wall: s.feature ? s.wall : shade(s.wall, 0.04) },
    cx - s.width / 2 + 40,
    cx - s.width / 2 - 20,
    cx + s.width / 2 + 60,
  );
  let out = shellOut;
  const ww = wide ? s.width - 140 : s.extra === "sitting" ? 420 : s.extra === "balcony" ? 220 : 240;
  const wx = wide ? r.x0 + 70 : cx - ww / 2 + 40;
  const door = s.extra === "balcony" || wide || s.extra === "sitting";
  const wy = door ? 220 : 250;
  const wh = door ? FLOOR - wy - 14 : 220;
  out += backWindow(ctx, wx, wy, ww, wh, {
    view: s.view,
    tod: s.tod,
    frame: "#F7F5F0",
    panes: wide ? 4 : door ? 2 : 2,
    rail: door,
    sill: !door,
    curtain: wide ? undefined : s.curtain,
  });
  out += pp.flat(wx - 60, wx + ww - 60, FLOOR - 1, 10, 280, "#FFF6DD", { opacity: 0.25 });
  const potId = pottedProto(ctx, "palm", "#E9E1D2", "#2F7D4F");
  if (s.extra === "desk" || s.extra === "armchair" || s.extra === "balcony") {
    const dx = s.extra === "balcony" ? r.x0 + 20 : wx - 200;
    out += desk(pp, dx, dx + 180, 4, 100, FLOOR, s.wood);
    out += laptopOnDesk(pp, dx + 90, FLOOR - 130, 50);
    out += g(lampShape(s.curtain), { transform: pp.at(dx + 150, FLOOR - 130, 40) });
    out += chair(pp, dx + 90, 170, FLOOR, s.accent, false, 70);
    out += g(use(potId, 0, 0, 1), { transform: pp.at(r.x1 - 70, FLOOR, 60) });
  } else {
    out += rug(
      pp,
      wx - 40,
      wx + ww + 40,
      120,
      520,
      FLOOR,
      shade(s.accent, 0.55),
      shade(s.accent, 0.3),
    );
    out += chair(pp, wx + 40, 260, FLOOR, shade(s.accent, 0.1), false, 96);
    out += chair(pp, wx + ww - 40, 260, FLOOR, shade(s.accent, 0.1), false, 96);
    out += roundTable(pp, wx + ww / 2, 320, 46, FLOOR, s.wood, 90);
    out += g(
      circ(0, -10, 14, "#FFFFFF") + rect(-10, -12, 20, 12, "#FFFFFF") + circ(0, -16, 9, "#7B4F33"),
      { transform: pp.at(wx + ww / 2 - 10, FLOOR - 90, 320) },
    );
    if (wide)
      out += sofa(pp, r.x1 - 170, r.x1 - 10, 120, 480, FLOOR, shade(s.accent, 0.15), s.duvet);
    out += g(use(potId, 0, 0, 1.2), { transform: pp.at(r.x0 + 50, FLOOR, 60) });
  }
  out += pp.box(
    { x0: r.x1 - 230, x1: r.x1 + 10, y0: FLOOR - 96, y1: FLOOR - 20, z0: 600, z1: 900 },
    tone(s.duvet, 0.1),
  );
  out += pp.box(
    { x0: r.x1 - 240, x1: r.x1 + 10, y0: FLOOR - 98, y1: FLOOR - 26, z0: 640, z1: 700 },
    tone(s.accent, 0.1),
  );
  return zoom(out, 1.3, 800, 540);
}

export function laptopOnDesk(pp: Persp, x: number, y: number, z: number): string {
  return (
    pp.box({ x0: x - 34, x1: x + 34, y0: y - 3, y1: y, z0: z, z1: z + 40 }, tone("#B8BEC4")) +
    pp.poly(
      [
        [x - 34, y - 3, z],
        [x + 34, y - 3, z],
        [x + 34, y - 50, z - 8],
        [x - 34, y - 50, z - 8],
      ],
      "#2B3238",
    ) +
    pp.poly(
      [
        [x - 30, y - 7, z - 1],
        [x + 30, y - 7, z - 1],
        [x + 30, y - 46, z - 8],
        [x - 30, y - 46, z - 8],
      ],
      "#6FB7C4",
    )
  );
}

function lampShape(c: string): string {
  return rect(-3, -50, 6, 50, "#5B5F63") + path("M-20 -80L20 -80L28 -48L-28 -48Z", c);
}
