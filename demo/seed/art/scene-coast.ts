/** Sea-facing scenes: work terrace, balcony, beach, dhow at sunset, beach wedding. */
import { type Ctx, circ, ell, f, path, rect, shade, use } from "./core";
import { chair, chairAt } from "./furniture";
import { H, lit, palmAt, sprite, W } from "./kit";
import { lounger, umbrella } from "./outdoor";
import { type Figure, randomFigure, standing } from "./people";
import { Persp, tone } from "./persp";
import { pottedProto } from "./plants";
import { laptopOnDesk } from "./rooms";
import { arch } from "./scene-garden";
import { beach, dhow } from "./shore";
import { sea, sky, THEMES, type Tod } from "./sky-sea";
import { roundTable } from "./tables";
import { cocktail, cup, notebook, wineGlass } from "./tableware";

/** Terrace with a laptop table, sea beyond. */
export function terraceScene(ctx: Ctx, tod: Tod): string {
  const th = THEMES[tod];
  const hz = 440;
  const pp = new Persp(700, hz, 900);
  const G = 700;
  let out = sky(ctx, th, 0, 0, W, hz + 2, { sun: [420, 250, 44], clouds: 4, birds: 3 });
  out += sea(ctx, th, 0, hz, W, 260, { waves: 50, sunX: 420, land: true });
  out += dhow(1050, hz + 40, 0.35, th);
  const deck = lit("#C79A6E", th);
  out += pp.flat(-1500, 3000, G, -300, 880, ctx.linU([shade(deck, -0.06), deck], 0, 520, 0, H));
  let boards = "";
  for (let z = -300; z < 860; z += 40)
    boards += `M${pp.p(-1500, G, z).map(f).join(" ")}L${pp.p(3000, G, z).map(f).join(" ")}`;
  out += path(boards, "none", { stroke: shade(deck, -0.2), "stroke-width": 1.5, opacity: 0.5 });
  out += pp.box(
    { x0: -1500, x1: 3000, y0: G - 80, y1: G, z0: -320, z1: -300 },
    tone(lit("#FBF8F3", th), 0.1, -0.1),
  );
  out += pp.front(-1500, 3000, G - 180, G - 80, -300, "#DDEFF1", { opacity: 0.3 });
  out += pp.front(-1500, 3000, G - 184, G - 176, -300, lit("#FBF8F3", th));
  const pot = pottedProto(ctx, "snake", lit("#0F5C6E", th), lit("#2F7D4F", th));
  out +=
    sprite(pp, 1500, G, -200, use(pot, 0, 0, 1.2)) + sprite(pp, 160, G, -220, use(pot, 0, 0, 1));
  // work table on the right
  const tx = 1010;
  const tz = 420;
  out += chair(pp, tx - 20, tz - 130, G, lit("#0F5C6E", th), true, 76);
  out += roundTable(pp, tx, tz, 110, G, lit("#FBF8F3", th), 122);
  out += laptopOnDesk(pp, tx - 10, G - 122, tz - 30);
  out +=
    sprite(pp, tx + 75, G - 122, tz + 20, cup("#FFFFFF"), 1) +
    sprite(pp, tx - 70, G - 122, tz + 40, notebook(), 1);
  out += sprite(pp, tx + 55, G - 122, tz - 50, cocktail("#F2C14E", "#7DBA6B"), 1);
  out += sprite(pp, 1420, G, 300, use(pot, 0, 0, 1.6));
  out += palmAt(ctx, pp, th, 1320, 300, G, 540, true, 1);
  return out;
}

/** Private balcony: door frame, railing, two chairs, wide ocean. */
export function balconyScene(ctx: Ctx, tod: Tod, camX = 800): string {
  const th = THEMES[tod];
  const hz = 470;
  const pp = new Persp(camX, hz, 900);
  const G = 740;
  const sunX = camX > 800 ? 560 : 1100;
  let out = sky(ctx, th, 0, 0, W, hz + 2, {
    sun: [sunX, tod === "sunset" || tod === "golden" ? 400 : 230, 50],
    clouds: 4,
    birds: 4,
  });
  out += sea(ctx, th, 0, hz, W, H - hz, { waves: 70, sunX, land: true });
  out += dhow(camX > 800 ? 1200 : 380, hz + 60, 0.5, th, camX > 800);
  const floor = lit("#E9DCC6", th);
  out += pp.flat(200, 1400, G, -260, 880, floor);
  let t = "";
  for (let x = 200; x <= 1400; x += 100)
    t += `M${pp.p(x, G, -260).map(f).join(" ")}L${pp.p(x, G, 880).map(f).join(" ")}`;
  for (let z = -260; z < 880; z += 100)
    t += `M${pp.p(200, G, z).map(f).join(" ")}L${pp.p(1400, G, z).map(f).join(" ")}`;
  out += path(t, "none", { stroke: shade(floor, -0.12), "stroke-width": 2 });
  // railing
  const rail = lit("#FBF8F3", th);
  out += pp.front(200, 1400, G - 170, G, -260, "#CFEAF0", { opacity: 0.28 });
  out += pp.box({ x0: 200, x1: 1400, y0: G - 178, y1: G - 166, z0: -270, z1: -250 }, tone(rail));
  for (let x = 240; x < 1400; x += 60)
    out += pp.front(x, x + 5, G - 166, G, -262, rail, { opacity: 0.8 });
  for (const x of [200, 1390])
    out += pp.side(x + (x > 800 ? 10 : 0), G - 170, G, -260, 880, "#CFEAF0", { opacity: 0.25 });
  out +=
    chair(pp, 560, -120, G, lit("#E07A5F", th), false, 80) +
    chair(pp, 1040, -120, G, lit("#E07A5F", th), false, 80);
  out += roundTable(pp, 800, -100, 60, G, lit("#0F5C6E", th), 100);
  out +=
    sprite(pp, 780, G - 100, -100, wineGlass("#F3D9A4"), 1.3) +
    sprite(pp, 825, G - 100, -90, wineGlass("#F3D9A4"), 1.3);
  const pot = pottedProto(ctx, "palm", lit("#EADFCC", th), lit("#2F7D4F", th));
  out += sprite(pp, 1320, G, -200, use(pot, 0, 0, 1.3));
  // room opening: wall, ceiling slab and curtain as a frame
  const wall = lit("#F3EADB", th);
  out +=
    rect(0, 0, W, 110, shade(wall, -0.05)) +
    rect(0, 0, 130, H, wall) +
    rect(W - 130, 0, 130, H, wall);
  out +=
    rect(120, 100, W - 240, 16, shade(wall, -0.2)) +
    rect(120, 100, 14, H, shade(wall, -0.15)) +
    rect(W - 134, 100, 14, H, shade(wall, -0.15));
  const cur = lit("#FBF8F3", th);
  out += path(
    `M130 100C260 300 170 600 260 ${H}H130Z`,
    ctx.lin([cur, shade(cur, -0.1)], 0, 0, 1, 0),
    { opacity: 0.92 },
  );
  out += path(
    `M${W - 130} 100C${W - 230} 380 ${W - 180} 700 ${W - 240} ${H}H${W - 130}Z`,
    ctx.lin([shade(cur, -0.1), cur], 0, 0, 1, 0),
    { opacity: 0.92 },
  );
  return out;
}

/** Sandy beach with palms, loungers and dhows on the water. */
export function beachScene(ctx: Ctx, tod: Tod, people = true): string {
  const th = THEMES[tod];
  const hz = 480;
  const pp = new Persp(800, hz, 900);
  const G = 700;
  const sunX = tod === "sunset" ? 800 : 1250;
  let out = sky(ctx, th, 0, 0, W, hz + 2, {
    sun: [sunX, tod === "sunset" ? 420 : 200, 46],
    clouds: 4,
    birds: 4,
  });
  out += sea(ctx, th, 0, hz, W, 300, { waves: 70, sunX, land: true });
  out += dhow(520, hz + 50, 0.5, th) + dhow(1180, hz + 22, 0.28, th, true);
  out += beach(ctx, 0, 640, W, 520, lit("#F1E3C8", th));
  out +=
    palmAt(ctx, pp, th, 80, -100, G, 520, false, 1) +
    palmAt(ctx, pp, th, 1460, 100, G, 600, true, 0) +
    palmAt(ctx, pp, th, 1320, -150, G, 480, false, 2);
  for (let i = 0; i < 3; i++) {
    const x = 900 + i * 180;
    out += lounger(pp, x, 60, G, lit("#A7825E", th), lit("#FBF8F3", th));
  }
  out += umbrella(pp, 1080, 160, G, lit("#E07A5F", th), lit("#FBF8F3", th), 170, 270);
  if (people) {
    const kid: Figure = { ...randomFigure(ctx), top: "#F2C14E" };
    out +=
      sprite(pp, 380, G, 260, standing(randomFigure(ctx))) +
      sprite(pp, 460, G, 280, standing(kid), 0.6);
  }
  out += path(`M0 ${H - 80}Q400 ${H - 140} 900 ${H - 60}L900 ${H}L0 ${H}Z`, lit("#E8D6B5", th), {
    opacity: 0.6,
  });
  for (let i = 0; i < 4; i++)
    out +=
      ell(200 + i * 330, H - 40 - (i % 2) * 40, 16, 8, "#FFFFFF", { opacity: 0.7 }) +
      circ(200 + i * 330 + 10, H - 46 - (i % 2) * 40, 4, "#E07A5F");
  return out;
}

/** Big dhow silhouette against a low sun. */
export function dhowSunset(ctx: Ctx, tod: Tod): string {
  const th = THEMES[tod];
  const hz = 640;
  let out = sky(ctx, th, 0, 0, W, hz + 2, { sun: [620, 560, 80], clouds: 3, birds: 5 });
  out += sea(ctx, th, 0, hz, W, H - hz, { waves: 80, sunX: 620, land: true });
  out += dhow(980, 760, 1.5, th) + dhow(300, 690, 0.45, th, true);
  const pp = new Persp(800, hz, 900);
  out += palmAt(ctx, pp, th, 1500, 200, 900, 620, true, 1);
  return out;
}

/** Wedding ceremony on the beach at golden hour. */
export function beachWedding(ctx: Ctx, tod: Tod): string {
  const th = THEMES[tod];
  const hz = 520;
  const pp = new Persp(800, hz, 1000);
  const G = 760;
  let out = sky(ctx, th, 0, 0, W, hz + 2, { sun: [1100, 440, 46], clouds: 3, birds: 2 });
  out += sea(ctx, th, 0, hz, W, 200, { waves: 50, sunX: 1100 });
  out += beach(ctx, 0, 600, W, 520, lit("#F1E3C8", th));
  out += path(
    d2([pp.p(730, G, -600), pp.p(870, G, -600), pp.p(950, G, 900), pp.p(650, G, 900)]),
    lit("#FBF8F3", th),
    { opacity: 0.85 },
  );
  out += sprite(
    pp,
    800,
    G,
    -620,
    arch(lit("#F4A7B9", th), lit("#3D8A55", th), lit("#FBF8F3", th)),
    1.1,
  );
  const bride: Figure = {
    skin: "#A86E47",
    top: "#FFFFFF",
    bottom: "#FFFFFF",
    hair: "#1C1410",
    style: 1,
    dress: true,
  };
  const groom: Figure = {
    skin: "#5A3A24",
    top: "#EADFCC",
    bottom: "#EADFCC",
    hair: "#111111",
    style: 0,
  };
  out += sprite(pp, 760, G, -580, standing(bride)) + sprite(pp, 845, G, -580, standing(groom));
  for (let z = -440; z < 360; z += 160)
    for (const x of [460, 560, 660, 940, 1040, 1140])
      out += chairAt(ctx, pp, x, z, G, lit("#FBF8F3", th), false, 0.85);
  out +=
    palmAt(ctx, pp, th, 160, -400, G, 560, false, 0) +
    palmAt(ctx, pp, th, 1480, -300, G, 540, true, 1);
  return out;
}

function d2(p: readonly (readonly [number, number])[]): string {
  return `${p.map(([x, y], i) => `${i ? "L" : "M"}${f(x)} ${f(y)}`).join("")}Z`;
}
