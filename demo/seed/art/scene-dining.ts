/** Restaurant interiors, the bar, the coffee bar and a wine tasting table. */
import { type Ctx, circ, ell, f, g, path, rect, shade, use, zoom } from "./core";
import { chairAt } from "./furniture";
import { pendant, shell } from "./interior";
import { H, sprite, W } from "./kit";
import { Persp, tone } from "./persp";
import { pottedProto } from "./plants";
import type { Tod } from "./sky-sea";
import { roundTable, table } from "./tables";
import { bottle, candle, cup, setTable, wineGlass } from "./tableware";
import { curtain, windowRow } from "./windows";

export interface DiningOpts {
  tod: Tod;
  wall: string;
  floor: string;
  cloth?: string; // none: bare wooden tables
  chair: string;
  accent: string;
  dim?: boolean; // evening lighting, candles
  round?: boolean;
  arched?: boolean;
  camX?: number;
  zoom?: number;
  calmLeft?: boolean; // keep the lower left free (hero overlay text)
}

const FL = 660;

/** Dining room with windows to the sea, tables set with food. */
export function diningRoom(ctx: Ctx, o: DiningOpts): string {
  const pp = new Persp(o.camX ?? 800, 430, 1000);
  const r = { x0: 160, x1: 1440, top: 110, floor: FL };
  let out = shell(ctx, pp, r, {
    wall: o.wall,
    floor: o.floor,
    planks: o.dim ? 0 : 40,
    tiles: o.dim ? 80 : undefined,
  });
  const wins = [260, 640, 1020].map(
    (wx) => [wx + 30, o.arched ? 190 : 200, 260, o.arched ? 340 : 300] as const,
  );
  out += windowRow(ctx, wins, "sea", o.tod, shade(o.wall, o.dim ? 0.15 : 0.35), o.arched);
  if (o.dim)
    for (const wx of [260, 640, 1020])
      out +=
        curtain(ctx, wx - 20, 150, 70, 420, o.accent) +
        curtain(ctx, wx + 290, 150, 70, 420, o.accent);
  const lights = o.dim || o.tod === "dusk" || o.tod === "night";
  for (const [x, z] of [
    [480, 120],
    [1120, 120],
    [480, 460],
    [1120, 460],
  ] as const)
    out += pendant(ctx, pp, x, r.top, 90, z, o.dim ? "#C9A45C" : shade(o.accent, 0.1), lights);
  const spots: [number, number][] = o.calmLeft
    ? [
        [560, 40],
        [920, 40],
        [1240, 60],
        [1120, 340],
      ]
    : [
        [420, 80],
        [800, 80],
        [1180, 80],
        [560, 380],
        [1060, 380],
      ];
  const food = ["#E9A23B", "#C8553D", "#F3DC95", "#D2782E"];
  spots.forEach(([x, z]) => {
    out +=
      chairAt(ctx, pp, x - 60, z - 60, FL, o.chair, true) +
      chairAt(ctx, pp, x + 60, z - 60, FL, o.chair, true);
    if (o.round) out += roundTable(pp, x, z, 80, FL, "#A7825E", 122, o.cloth);
    else out += table(pp, x - 90, x + 90, z - 55, z + 55, FL, "#A7825E", 122, o.cloth);
    out += setTable(ctx, pp, x, FL - 124, z, 120, 80, 2, {
      wine: o.dim ? "#9B2C3B" : "#F3D9A4",
      candle: o.dim,
      flower: o.dim ? undefined : o.accent,
      food,
    });
    if (o.dim) out += sprite(pp, x - 30, FL - 124, z, candle(ctx));
    out +=
      chairAt(ctx, pp, x - 60, z + 70, FL, o.chair, false) +
      chairAt(ctx, pp, x + 60, z + 70, FL, o.chair, false);
  });
  const pot = pottedProto(ctx, "monstera", shade(o.wall, -0.3), "#2F7D4F");
  out +=
    sprite(pp, r.x0 + 60, FL, 40, use(pot, 0, 0, 1.2)) +
    sprite(pp, r.x1 - 60, FL, 40, use(pot, 0, 0, 1.2));
  if (o.dim) out += rectOverlay(ctx);
  return zoom(out, o.zoom ?? 1.15, 800, 520);
}

function rectOverlay(ctx: Ctx): string {
  return rect(
    -200,
    -200,
    W + 400,
    H + 400,
    ctx.rad(
      [
        ["#0B1A24", 0.3, 0],
        ["#0B1A24", 1, 0.45],
      ],
      0.5,
      0.45,
      0.7,
    ),
  );
}

/** Shelves of bottles on the back wall and a counter with stools. */
export function barScene(
  ctx: Ctx,
  o: { tod: Tod; wall: string; counter: string; stool: string; coffee?: boolean },
): string {
  const pp = new Persp(820, 420, 1000);
  const r = { x0: 200, x1: 1400, top: 100, floor: FL };
  let out = shell(ctx, pp, r, {
    wall: o.wall,
    floor: o.coffee ? "#C9A27A" : "#5A4636",
    planks: 36,
  });
  const bottleIds = ["#2F7D4F", "#8A4F3A", "#D9A25B", "#3D6FA0", "#B23A48", "#E6E1D3"].map((c) =>
    ctx.proto(`bottle-${c}`, () => bottle(c)),
  );
  const cupId = ctx.proto("cup", () => cup("#FFFFFF"));
  if (o.coffee) {
    out +=
      rect(420, 150, 760, 200, "#24313A", { rx: 10 }) +
      rect(436, 166, 728, 168, "#2C3B45", { rx: 6 });
    for (let i = 0; i < 3; i++) {
      let lines = "";
      for (let j = 0; j < 4; j++)
        lines += `M${470 + i * 240} ${210 + j * 32}h${100 + ((i + j) % 3) * 30}M${640 + i * 240 - 20} ${210 + j * 32}h24`;
      out += path(lines, "none", {
        stroke: "#E6F3F4",
        "stroke-width": 6,
        opacity: 0.75,
        "stroke-linecap": "round",
      });
      out += rect(470 + i * 240, 178, 80, 10, "#F2C14E", { rx: 5 });
    }
    for (let x = 300; x < 1320; x += 60) out += use(cupId, x, 420, 0.9);
    out += rect(260, 420, 1080, 10, shade(o.wall, -0.25));
  } else {
    for (const y of [230, 330, 430]) {
      out += rect(330, y, 940, 10, shade(o.counter, 0.2));
      for (let x = 350; x < 1260; x += 34)
        out += use(bottleIds[(x + y) % bottleIds.length] ?? "", x + 12, y, 0.9);
    }
    out += rect(300, 150, 1000, 330, "#FFD98A", { opacity: 0.08 });
  }
  // back counter, then the bar counter in front
  out += pp.box(
    { x0: r.x0, x1: r.x1, y0: FL - 120, y1: FL, z0: 0, z1: 80 },
    tone(shade(o.counter, -0.1)),
  );
  out += pp.box(
    { x0: 260, x1: 1340, y0: FL - 190, y1: FL, z0: 220, z1: 300 },
    tone(o.counter, 0.18),
  );
  out += pp.box(
    { x0: 240, x1: 1360, y0: FL - 204, y1: FL - 190, z0: 210, z1: 318 },
    tone(shade(o.counter, 0.35), 0.15),
  );
  out += pp.front(260, 1340, FL - 170, FL - 20, 300.5, shade(o.counter, -0.12), { opacity: 0.5 });
  if (o.coffee) {
    const t = FL - 204;
    out += pp.box(
      { x0: 560, x1: 860, y0: t - 130, y1: t, z0: 230, z1: 290 },
      tone("#C9CED3", 0.15),
    );
    out += pp.box(
      { x0: 576, x1: 844, y0: t - 126, y1: t - 100, z0: 228, z1: 291 },
      tone("#1F2A30"),
    );
    for (const x of [620, 710, 800])
      out += pp.box(
        { x0: x - 8, x1: x + 8, y0: t - 100, y1: t - 70, z0: 280, z1: 296 },
        tone("#3A3F44"),
      );
    out += pp.box(
      { x0: 960, x1: 1280, y0: t - 110, y1: t, z0: 230, z1: 300 },
      tone("#E6F3F4", 0.1),
    );
    for (let i = 0; i < 5; i++)
      out += sprite(
        pp,
        995 + i * 60,
        t - 50,
        290,
        ell(0, -10, 24, 14, ctx.pick(["#D9A25B", "#8A4F3A", "#F2C14E"])),
      );
    for (let i = 0; i < 5; i++)
      out += sprite(
        pp,
        1000 + i * 60,
        t - 6,
        290,
        ell(0, -10, 22, 12, ctx.pick(["#E9C46A", "#B5838D", "#D9A25B"])),
      );
  }
  let panels = "";
  for (let x = 300; x < 1340; x += 90)
    panels += `M${pp
      .p(x, FL - 180, 300.5)
      .map(f)
      .join(" ")}L${pp
      .p(x, FL - 10, 300.5)
      .map(f)
      .join(" ")}`;
  out += path(panels, "none", { stroke: shade(o.counter, -0.25), "stroke-width": 3, opacity: 0.6 });
  for (let x = 360; x < 1300; x += 160)
    out += pendant(ctx, pp, x, r.top, 160, 260, o.coffee ? "#E07A5F" : "#C9A45C");
  const glasses = o.coffee
    ? [cup("#FFFFFF"), cup("#0F5C6E")]
    : [wineGlass("#9B2C3B"), wineGlass("#F3D9A4")];
  for (let i = 0; i < 5; i++) out += sprite(pp, 420 + i * 200, FL - 204, 250, glasses[i % 2] ?? "");
  for (let x = 380; x < 1300; x += 180) {
    out += pp.box(
      { x0: x - 4, x1: x + 4, y0: FL - 130, y1: FL, z0: 376, z1: 384 },
      tone("#3A3F44"),
    );
    out += pp.disc(x, FL, 380, 30, "#3A3F44");
    out +=
      pp.disc(x, FL - 138, 380, 34, shade(o.stool, -0.2)) + pp.disc(x, FL - 142, 380, 34, o.stool);
  }
  const pot = pottedProto(ctx, "palm", "#E9E1D2", "#2F7D4F");
  out += sprite(pp, 1480, FL, 420, use(pot, 0, 0, 1.6));
  return zoom(out, 1.12, 800, 560);
}

/** Wine tasting: glasses with different wines, bottles and a cheese board. */
export function wineTasting(ctx: Ctx): string {
  let out = rect(0, 0, W, H, ctx.lin(["#3A2A24", "#22313A"]));
  for (let i = 0; i < 16; i++)
    out += circ(ctx.r(0, W), ctx.r(0, 380), ctx.r(20, 60), ctx.pick(["#FFD98A", "#FFC46B"]), {
      opacity: f(ctx.r(0.1, 0.3)),
    });
  out += path(`M0 420Q800 360 1600 420L1600 ${H}L0 ${H}Z`, ctx.lin(["#8A6446", "#5E4330"]));
  const pp = new Persp(800, 100, 900);
  const wines = ["#F3E3A4", "#F6C9B4", "#B5303F", "#7A1E2E", "#E9B35A"];
  out += g(
    rect(-160, -60, 420, 200, "#C9A27A", { rx: 30 }) +
      rect(-150, -52, 400, 184, "#D9B48F", { rx: 26 }) +
      path("M-100 0l80 -30 60 40 -80 30Z", "#F2D27A") +
      path("M60 10l90 10 -10 60 -90 -20Z", "#F6E7BE") +
      circ(170, 90, 26, "#6C2E6B") +
      circ(200, 70, 24, "#6C2E6B") +
      circ(190, 110, 22, "#7E3A7D") +
      circ(-40, 90, 18, "#E9C46A"),
    {
      transform: "translate(520 820) scale(1.3 0.8)",
    },
  );
  wines.forEach((w, i) => {
    out += ell(340 + i * 230, 720 + (i % 2) * 50, 60, 14, "#000000", { opacity: 0.15 });
    out += sprite(pp, 340 + i * 230, 720 + (i % 2) * 50, 0, wineGlass(w), 5.5);
  });
  out +=
    sprite(pp, 1380, 600, 0, bottle("#2F4F3A", "#F4EEE3"), 3.2) +
    sprite(pp, 1250, 560, 0, bottle("#5A1E2A", "#EADFCC"), 2.8) +
    sprite(pp, 200, 560, 0, bottle("#C9B26A", "#FBF8F3"), 2.8);
  out += sprite(pp, 1460, 980, 0, candle(ctx), 3);
  return out;
}
