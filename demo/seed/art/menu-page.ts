/** Printed menu pages (1240 x 1754) with real, readable menu text. */
import { type Art, Ctx, circ, doc, g, path, rect, SANS, SERIF, text } from "./core";
import { BAR, BARISTA, SEAFOOD, WINE } from "./menu-drinks";
import { FOOD, type MenuItem, type MenuSection } from "./menu-food";
import type { Tod } from "./sky-sea";
import { view } from "./windows";

export type MenuKind = "food" | "wine" | "barista" | "bar" | "seafood";

interface MenuStyle {
  name: string;
  bg: readonly [string, string];
  ink: string;
  muted: string;
  accent: string;
  second: string;
  tod: Tod;
  sections: readonly MenuSection[];
}

export const MENUS: Record<MenuKind, MenuStyle> = {
  food: {
    name: "Food Menu",
    bg: ["#FBF8F3", "#F3ECDF"],
    ink: "#1F2A30",
    muted: "#56626A",
    accent: "#0F5C6E",
    second: "#E07A5F",
    tod: "golden",
    sections: FOOD,
  },
  wine: {
    name: "Wine List",
    bg: ["#FAF5EE", "#F1E6DA"],
    ink: "#2A1E22",
    muted: "#65555A",
    accent: "#7A2E3A",
    second: "#B08A3E",
    tod: "sunset",
    sections: WINE,
  },
  barista: {
    name: "Barista Menu",
    bg: ["#F7F0E6", "#EEE2D2"],
    ink: "#2E2119",
    muted: "#66574B",
    accent: "#6B4226",
    second: "#E07A5F",
    tod: "morning",
    sections: BARISTA,
  },
  bar: {
    name: "Bar Menu",
    bg: ["#1F2A30", "#16242B"],
    ink: "#FBF8F3",
    muted: "#B9C6CB",
    accent: "#E9C46A",
    second: "#E07A5F",
    tod: "night",
    sections: BAR,
  },
  seafood: {
    name: "Seafood Menu",
    bg: ["#E6F3F4", "#D5EBED"],
    ink: "#12323A",
    muted: "#46626A",
    accent: "#0F5C6E",
    second: "#E07A5F",
    tod: "noon",
    sections: SEAFOOD,
  },
};

export const PAGE_W = 1240;
export const PAGE_H = 1754;

/** Number of pages of a menu (cover plus one page per section). */
export function menuPageCount(kind: MenuKind): number {
  return MENUS[kind].sections.length + 1;
}

export function ksh(n: number): string {
  return `KSh ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

function frame(ctx: Ctx, st: MenuStyle): string {
  let out = rect(0, 0, PAGE_W, PAGE_H, ctx.lin([st.bg[0], st.bg[1]]));
  out += rect(44, 44, PAGE_W - 88, PAGE_H - 88, "none", { stroke: st.accent, "stroke-width": 4 });
  out += rect(62, 62, PAGE_W - 124, PAGE_H - 124, "none", {
    stroke: st.accent,
    "stroke-width": 1.5,
    opacity: 0.7,
  });
  for (const [x, y] of [
    [62, 62],
    [PAGE_W - 62, 62],
    [62, PAGE_H - 62],
    [PAGE_W - 62, PAGE_H - 62],
  ] as const) {
    out +=
      path(`M${x} ${y - 16}L${x + 16} ${y}L${x} ${y + 16}L${x - 16} ${y}Z`, st.second) +
      circ(x, y, 5, st.bg[0]);
  }
  return out;
}

function wave(cx: number, y: number, w: number, color: string): string {
  const seg = w / 6;
  let dd = `M${cx - w / 2} ${y}`;
  for (let i = 0; i < 6; i++) dd += `q${seg / 2} ${i % 2 ? 10 : -10} ${seg} 0`;
  return path(dd, "none", { stroke: color, "stroke-width": 3, "stroke-linecap": "round" });
}

function footer(st: MenuStyle, page: number, total: number): string {
  return (
    wave(PAGE_W / 2, PAGE_H - 150, 180, st.second) +
    text(PAGE_W / 2, PAGE_H - 100, `Page ${page} of ${total}`, {
      "font-family": SANS,
      "font-size": 24,
      fill: st.muted,
      "text-anchor": "middle",
      "letter-spacing": 1,
    })
  );
}

function header(st: MenuStyle): string {
  return (
    text(PAGE_W / 2, 140, st.name.toUpperCase(), {
      "font-family": SANS,
      "font-size": 24,
      "font-weight": "bold",
      fill: st.accent,
      "text-anchor": "middle",
      "letter-spacing": 8,
    }) +
    text(PAGE_W / 2, 196, "Pwani Bay Resort & Hotel", {
      "font-family": SERIF,
      "font-size": 40,
      fill: st.ink,
      "text-anchor": "middle",
    }) +
    wave(PAGE_W / 2, 236, 240, st.second)
  );
}

function items(st: MenuStyle, list: readonly MenuItem[], y0: number, gap: number): string {
  let out = "";
  list.forEach(([name, desc, price], i) => {
    const y = y0 + i * gap;
    out += text(130, y, name, {
      "font-family": SERIF,
      "font-size": 34,
      "font-weight": "bold",
      fill: st.ink,
    });
    out += text(PAGE_W - 130, y, ksh(price), {
      "font-family": SANS,
      "font-size": 30,
      "font-weight": "bold",
      fill: st.accent,
      "text-anchor": "end",
    });
    out += text(130, y + 40, desc, { "font-family": SANS, "font-size": 24, fill: st.muted });
    if (i < list.length - 1)
      out += path(`M130 ${y + gap * 0.62}H${PAGE_W - 130}`, "none", {
        stroke: st.muted,
        "stroke-width": 1.5,
        "stroke-dasharray": "2 8",
        opacity: 0.6,
      });
  });
  return out;
}

/** A section page: header, section title, items and page number. */
function sectionPage(
  ctx: Ctx,
  st: MenuStyle,
  sec: MenuSection,
  page: number,
  total: number,
): string {
  let out = frame(ctx, st) + header(st);
  out += text(PAGE_W / 2, 350, sec.title, {
    "font-family": SERIF,
    "font-size": 74,
    fill: st.ink,
    "text-anchor": "middle",
  });
  if (sec.note)
    out += text(PAGE_W / 2, 404, sec.note, {
      "font-family": SANS,
      "font-size": 26,
      "font-style": "italic",
      fill: st.muted,
      "text-anchor": "middle",
    });
  const top = 500;
  const bottom = PAGE_H - 230;
  if (sec.extra) {
    const n = sec.items.length + sec.extra.items.length;
    const gap = Math.min(128, (bottom - top - 140) / n);
    out += items(st, sec.items, top, gap);
    const y2 = top + sec.items.length * gap + 50;
    out += text(PAGE_W / 2, y2, sec.extra.title, {
      "font-family": SERIF,
      "font-size": 54,
      fill: st.ink,
      "text-anchor": "middle",
    });
    out += items(st, sec.extra.items, y2 + 90, gap);
  } else {
    const gap = Math.min(140, (bottom - top) / sec.items.length);
    out += items(
      st,
      sec.items,
      top + Math.max(0, (bottom - top - gap * sec.items.length) / 2.2),
      gap,
    );
  }
  return out + footer(st, page, total);
}

/** Cover page: menu title, hotel name and a round seascape vignette. */
function coverPage(ctx: Ctx, st: MenuStyle, total: number): string {
  let out = frame(ctx, st);
  const cx = PAGE_W / 2;
  const cy = 640;
  const r = 300;
  out +=
    circ(cx, cy, r + 22, "none", { stroke: st.accent, "stroke-width": 3 }) +
    circ(cx, cy, r + 10, "none", { stroke: st.second, "stroke-width": 1.5 });
  out += g(view(ctx, "sea", st.tod, cx - r, cy - r, r * 2, r * 2), {
    "clip-path": ctx.clip(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`),
  });
  out += text(cx, 1120, st.name, {
    "font-family": SERIF,
    "font-size": 104,
    fill: st.ink,
    "text-anchor": "middle",
  });
  out += wave(cx, 1180, 300, st.second);
  out += text(cx, 1270, "Pwani Bay Resort & Hotel", {
    "font-family": SERIF,
    "font-size": 50,
    fill: st.ink,
    "text-anchor": "middle",
  });
  out += text(cx, 1330, "MOMBASA  ·  KENYA", {
    "font-family": SANS,
    "font-size": 24,
    fill: st.muted,
    "text-anchor": "middle",
    "letter-spacing": 8,
  });
  const names = st.sections.map((s) => s.title);
  const list =
    names.length > 1
      ? `${names.slice(0, 4).join("  ·  ")}${names.length > 4 ? "  ·  …" : ""}`
      : (st.sections[0]?.note ?? "");
  out += text(cx, 1440, list, {
    "font-family": SANS,
    "font-size": 24,
    "font-style": "italic",
    fill: st.accent,
    "text-anchor": "middle",
  });
  return out + footer(st, 1, total);
}

/** Renders page n (1-based) of a menu. */
export function menuPage(key: string, kind: MenuKind, page: number): Art {
  const st = MENUS[kind];
  const total = menuPageCount(kind);
  const ctx = new Ctx(key);
  const sec = st.sections[page - 2];
  const body =
    page === 1 || !sec ? coverPage(ctx, st, total) : sectionPage(ctx, st, sec, page, total);
  return doc(ctx, PAGE_W, PAGE_H, body);
}
