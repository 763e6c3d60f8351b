/** Conference rooms, the business centre and the reception lobby. */
import { type Ctx, circ, f, g, path, rect, shade, use, zoom } from "./core";
import { chair, chairAt, desk } from "./furniture";
import { pendant, shell } from "./interior";
import { sprite } from "./kit";
import { randomFigure, seated, standing } from "./people";
import { Persp, tone } from "./persp";
import { pottedProto } from "./plants";
import { laptopOnDesk } from "./rooms";
import type { Tod } from "./sky-sea";
import { table } from "./tables";
import { cup, notebook, tumbler } from "./tableware";
import { backWindow } from "./windows";

export type Layout = "boardroom" | "classroom" | "theatre";

export interface ConfOpts {
  layout: Layout;
  tod: Tod;
  wall: string;
  accent: string;
  people?: number;
  coffee?: boolean;
  luggage?: boolean;
  camX?: number;
}

const FL = 680;

/** Projector screen with a simple chart (no text). */
function screen(ctx: Ctx, x: number, y: number, w: number, h: number, accent: string): string {
  let out =
    rect(x - 10, y - 16, w + 20, 14, "#3A3F44", { rx: 4 }) +
    rect(x, y, w, h, "#FFFFFF") +
    rect(x, y, w, h, "none", { stroke: "#D5DADF", "stroke-width": 3 });
  const bars = [0.4, 0.55, 0.5, 0.7, 0.85];
  bars.forEach((b, i) => {
    out += rect(
      x + 40 + i * ((w * 0.5) / bars.length),
      y + h - 30 - b * (h - 90),
      (w * 0.5) / bars.length - 14,
      b * (h - 90),
      i === 4 ? accent : "#6FB7C4",
    );
  });
  out += path(
    `M${f(x + w * 0.62)} ${f(y + h - 50)}l${f(w * 0.1)} -40 ${f(w * 0.08)} 20 ${f(w * 0.12)} -60`,
    "none",
    { stroke: accent, "stroke-width": 6, "stroke-linecap": "round", "stroke-linejoin": "round" },
  );
  out +=
    circ(x + w * 0.78, y + 70, 34, ctx.lin(["#0F5C6E", "#6FB7C4"])) +
    rect(x + 40, y + 24, w * 0.3, 10, "#1F2A30", { rx: 5 });
  return out;
}

export function conferenceScene(ctx: Ctx, o: ConfOpts): string {
  const pp = new Persp(o.camX ?? 800, 430, 1000);
  const r = { x0: 180, x1: 1420, top: 110, floor: FL };
  let out = shell(ctx, pp, r, {
    wall: o.wall,
    floor: "#8C8F93",
    planks: 0,
    tiles: 0,
    ceiling: "#F7F7F5",
  });
  out += rect(r.x0, r.top + 6, 140, FL - r.top - 18, shade(o.accent, 0.1), { opacity: 0.9 });
  out += screen(ctx, 520, 170, 560, 300, o.accent);
  out += backWindow(ctx, 1180, 200, 180, 260, {
    view: o.luggage ? "pool" : "sea",
    tod: o.tod,
    frame: "#FFFFFF",
    panes: 2,
  });
  for (const [x, z] of [
    [500, 200],
    [1100, 200],
    [500, 520],
    [1100, 520],
  ] as const)
    out += pendant(ctx, pp, x, r.top, 20, z, "#FFFFFF", false);
  const chairC = o.accent;
  const people = o.people ?? 0;
  let seatedCount = 0;
  if (o.layout === "boardroom") {
    for (let z = 130; z <= 530; z += 100) {
      out += chair(pp, 560, z, FL, chairC, false, 60);
      out += chair(pp, 1040, z, FL, chairC, false, 60);
    }
    for (let z = 130; z <= 530; z += 100) {
      if (seatedCount < people) {
        out += sprite(pp, 580, FL - 72, z, seated(randomFigure(ctx)));
        seatedCount++;
      }
      if (seatedCount < people) {
        out += sprite(
          pp,
          1020,
          FL - 72,
          z,
          g(seated(randomFigure(ctx)), { transform: "scale(-1 1)" }),
        );
        seatedCount++;
      }
    }
    out += table(pp, 620, 980, 80, 600, FL, "#6E5238", 118);
    for (let z = 130; z <= 530; z += 100) {
      out += laptopOnDesk(pp, 670, FL - 126, z - 10) + laptopOnDesk(pp, 930, FL - 126, z - 10);
      out +=
        sprite(pp, 720, FL - 126, z + 20, tumbler("#DDF2F5")) +
        sprite(pp, 880, FL - 126, z + 20, notebook());
    }
  } else {
    const rows = o.layout === "classroom" ? [180, 340, 500] : [140, 260, 380, 500, 620];
    for (const z of rows) {
      if (o.layout === "classroom") {
        for (const x0 of [300, 860]) {
          out +=
            chairAt(ctx, pp, x0 + 110, z + 70, FL, chairC, false) +
            chairAt(ctx, pp, x0 + 330, z + 70, FL, chairC, false);
          out += table(pp, x0, x0 + 440, z - 30, z + 30, FL, "#FFFFFF", 118, "#FBF8F3");
          out +=
            sprite(pp, x0 + 110, FL - 120, z, notebook()) +
            sprite(pp, x0 + 330, FL - 120, z, tumbler("#DDF2F5"));
          if (seatedCount < people) {
            out += sprite(pp, x0 + 110, FL - 60, z + 75, seated(randomFigure(ctx), true));
            seatedCount++;
          }
        }
      } else {
        for (let x = 300; x <= 1300; x += 110)
          if (Math.abs(x - 800) > 60) out += chairAt(ctx, pp, x, z, FL, chairC, false);
      }
    }
    if (o.layout === "theatre") {
      out += pp.box({ x0: 260, x1: 1340, y0: FL - 40, y1: FL, z0: 0, z1: 80 }, tone("#5A4636"));
      out += pp.box(
        { x0: 300, x1: 370, y0: FL - 190, y1: FL - 40, z0: 20, z1: 60 },
        tone("#6E5238"),
      );
      out += sprite(pp, 420, FL - 40, 40, standing(randomFigure(ctx)));
    }
  }
  if (o.coffee) {
    out += table(pp, r.x1 - 150, r.x1 - 20, 200, 520, FL, "#FFFFFF", 118, "#FBF8F3");
    for (let z = 240; z < 500; z += 60) out += sprite(pp, r.x1 - 90, FL - 120, z, cup("#FFFFFF"));
  }
  if (o.luggage) {
    out += pp.box(
      { x0: r.x0 + 20, x1: r.x0 + 120, y0: FL - 140, y1: FL, z0: 560, z1: 620 },
      tone(o.accent, 0.15),
    );
    out += pp.box(
      { x0: r.x0 + 55, x1: r.x0 + 85, y0: FL - 170, y1: FL - 140, z0: 585, z1: 595 },
      tone("#3A3F44"),
    );
  }
  const pot = pottedProto(ctx, "snake", "#FFFFFF", "#2F7D4F");
  out += sprite(pp, r.x0 + 70, FL, 80, use(pot, 0, 0, 1.2));
  return zoom(out, 1.15, 800, 520);
}

/** Business centre: desks with computers along the wall, printer, plants. */
export function businessCentre(ctx: Ctx): string {
  const pp = new Persp(760, 430, 1000);
  const r = { x0: 220, x1: 1380, top: 110, floor: FL };
  let out = shell(ctx, pp, r, { wall: "#E6F3F4", floor: "#B78C64", planks: 34 });
  out += backWindow(ctx, 560, 190, 480, 240, {
    view: "garden",
    tod: "morning",
    frame: "#FFFFFF",
    panes: 3,
  });
  for (const x0 of [260, 1040]) {
    out += desk(pp, x0, x0 + 300, 10, 120, FL, "#FBF8F3");
    for (const cx of [x0 + 80, x0 + 220]) {
      out += pp.box(
        { x0: cx - 50, x1: cx + 50, y0: FL - 250, y1: FL - 180, z0: 30, z1: 36 },
        tone("#2B3238"),
      );
      out += pp.front(cx - 44, cx + 44, FL - 244, FL - 186, 36.5, "#6FB7C4");
      out += pp.box(
        { x0: cx - 6, x1: cx + 6, y0: FL - 180, y1: FL - 130, z0: 30, z1: 36 },
        tone("#9AA1A6"),
      );
      out += pp.box(
        { x0: cx - 40, x1: cx + 40, y0: FL - 134, y1: FL - 130, z0: 60, z1: 90 },
        tone("#D5DADF"),
      );
      out += chair(pp, cx, 200, FL, "#0F5C6E", false, 60);
    }
  }
  out += pp.box({ x0: 700, x1: 900, y0: FL - 100, y1: FL, z0: 10, z1: 110 }, tone("#D5DADF"));
  out += pp.box({ x0: 720, x1: 880, y0: FL - 150, y1: FL - 100, z0: 20, z1: 100 }, tone("#F4F6F6"));
  out += pp.front(730, 870, FL - 140, FL - 134, 100.5, "#3A3F44");
  const pot = pottedProto(ctx, "monstera", "#E07A5F", "#2F7D4F");
  out +=
    sprite(pp, r.x1 - 70, FL, 300, use(pot, 0, 0, 1.5)) +
    sprite(pp, r.x0 + 60, FL, 320, use(pot, 0, 0, 1.3));
  return zoom(out, 1.12, 800, 520);
}

/** Reception lobby: desk, feature wall, lights, luggage trolley, seating. */
export function receptionScene(ctx: Ctx, tod: Tod): string {
  const pp = new Persp(860, 430, 1000);
  const r = { x0: 160, x1: 1440, top: 100, floor: FL };
  let out = shell(ctx, pp, r, {
    wall: "#F4EEE3",
    floor: "#E3DCCF",
    tiles: 110,
    ceiling: "#FBF8F3",
  });
  let slats = "";
  for (let x = 480; x < 1120; x += 24) slats += `M${x} 120V${FL - 12}`;
  out +=
    rect(460, 106, 680, FL - 118, "#A7825E") +
    path(slats, "none", { stroke: "#8A6446", "stroke-width": 8 });
  out +=
    circ(800, 300, 90, "#FBF8F3", { opacity: 0.9 }) +
    path("M740 300q60 -70 120 0q-60 60 -120 0Z", "#0F5C6E") +
    path("M760 330q40 20 80 0", "none", { stroke: "#E07A5F", "stroke-width": 8 });
  out += backWindow(ctx, 230, 180, 170, 330, { view: "pool", tod, frame: "#FFFFFF", panes: 2 });
  out += backWindow(ctx, 1200, 180, 170, 330, { view: "garden", tod, frame: "#FFFFFF", panes: 2 });
  out += sprite(
    pp,
    740,
    FL - 70,
    120,
    standing({ skin: "#6B4226", top: "#0F5C6E", bottom: "#1F2A30", hair: "#111111", style: 2 }),
    1,
  );
  out += pp.box(
    { x0: 480, x1: 1120, y0: FL - 170, y1: FL, z0: 170, z1: 250 },
    tone("#FBF8F3", 0.1, -0.08),
  );
  out += pp.box(
    { x0: 470, x1: 1130, y0: FL - 182, y1: FL - 170, z0: 160, z1: 262 },
    tone("#6E5238", 0.2),
  );
  out += pp.front(480, 1120, FL - 60, FL, 250.5, "#0F5C6E");
  out +=
    sprite(
      pp,
      1000,
      FL - 182,
      200,
      circ(0, -10, 14, "#C9A45C") +
        path("M-18 0h36", "none", { stroke: "#8A6446", "stroke-width": 4 }),
    ) +
    sprite(
      pp,
      620,
      FL - 182,
      210,
      g(rect(-40, -24, 80, 24, "#FFFFFF") + rect(-36, -20, 72, 4, "#0F5C6E")),
    );
  for (const x of [560, 800, 1040]) out += pendant(ctx, pp, x, r.top, 120, 200, "#C9A45C");
  out +=
    chair(pp, 300, 520, FL, "#E07A5F", true, 100) + chair(pp, 1300, 520, FL, "#E07A5F", true, 100);
  out += pp.box(
    { x0: 1120, x1: 1260, y0: FL - 20, y1: FL - 10, z0: 400, z1: 520 },
    tone("#C9A45C"),
  );
  for (const x of [1124, 1250])
    out += pp.box(
      { x0: x, x1: x + 6, y0: FL - 260, y1: FL - 10, z0: 410, z1: 416 },
      tone("#C9A45C"),
    );
  out += pp.box(
    { x0: 1124, x1: 1256, y0: FL - 266, y1: FL - 258, z0: 408, z1: 418 },
    tone("#C9A45C"),
  );
  out += pp.box(
    { x0: 1140, x1: 1240, y0: FL - 150, y1: FL - 20, z0: 430, z1: 490 },
    tone("#0F5C6E", 0.15),
  );
  out += pp.box(
    { x0: 1150, x1: 1230, y0: FL - 220, y1: FL - 150, z0: 440, z1: 480 },
    tone("#E07A5F", 0.15),
  );
  const pot = pottedProto(ctx, "palm", "#EADFCC", "#2F7D4F");
  out +=
    sprite(pp, 420, FL, 120, use(pot, 0, 0, 1.5)) + sprite(pp, 1180, FL, 120, use(pot, 0, 0, 1.5));
  return zoom(out, 1.1, 800, 520);
}
