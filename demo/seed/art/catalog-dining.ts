/** Art keys for dishes, restaurants, dining scenes and the printed menus. */

import type { Make } from "./catalog-rooms";
import { Ctx, doc, framed } from "./core";
import { type DishKind, dishScene } from "./dishes";
import { scene } from "./kit";
import { type MenuKind, menuPage, menuPageCount } from "./menu-page";
import { barScene, diningRoom } from "./scene-dining";
import { gardenScene } from "./scene-garden";
import { pergolaScene, tableCloseUp } from "./scene-pergola";
import { poolScene } from "./scene-pool";

export function squareDish(kind: DishKind): Make {
  return (key) => {
    const ctx = new Ctx(key);
    return framed(ctx, 1080, 1080, dishScene(ctx, kind, true), [0, 0, 1200, 1200]);
  };
}

function dish(kind: DishKind): Make {
  return (key) => {
    const ctx = new Ctx(key);
    return doc(ctx, 1200, 1200, dishScene(ctx, kind));
  };
}

export function menuKeys(): Record<string, Make> {
  const out: Record<string, Make> = {};
  for (const kind of [
    "food",
    "wine",
    "barista",
    "bar",
    "seafood",
  ] as const satisfies readonly MenuKind[]) {
    for (let p = 1; p <= menuPageCount(kind); p++)
      out[`menu/${kind}/${p}`] = (key) => menuPage(key, kind, p);
  }
  return out;
}

export function diningKeys(): Record<string, Make> {
  return {
    ...menuKeys(),
    "dining/poolside": (k) =>
      scene(k, "wide", (c) =>
        poolScene(c, { tod: "golden", side: "right", camX: 1000, bar: true, swimmers: 0 }),
      ),
    "restaurant/4": (k) =>
      scene(k, "wide", (c) => gardenScene(c, { tod: "afternoon", mode: "tables", camX: 760 })),
    "dish/seafood-platter": dish("seafood-platter"),
    "dish/pasta": dish("pasta"),
    "dish/swahili-curry": dish("swahili-curry"),
    "dish/salad": dish("salad"),
    "dish/dessert": dish("dessert"),
    "dish/breakfast": dish("breakfast"),
    "restaurant/2": (k) =>
      scene(k, "wide", (c) => pergolaScene(c, { tod: "afternoon", mode: "wide", camX: 650 })),
    "dining/pergola-1": (k) =>
      scene(k, "wide", (c) =>
        pergolaScene(c, { tod: "noon", mode: "wide", camX: 1000, seaView: true, cloth: "#E6F3F4" }),
      ),
    "dining/pergola-2": (k) =>
      scene(k, "wide", (c) =>
        pergolaScene(c, { tod: "sunset", mode: "wide", camX: 560, seaView: true }),
      ),
    "dining/pergola-3": (k) =>
      scene(k, "wide", (c) =>
        pergolaScene(c, { tod: "golden", mode: "wide", camX: 700, cloth: "#F6E3D9", zoom: 2.1 }),
      ),
    "dining/pergola-4": (k) =>
      scene(k, "wide", (c) => pergolaScene(c, { tod: "night", mode: "lights", seaView: true })),
    "dining/pergola-5": (k) =>
      scene(k, "wide", (c) => pergolaScene(c, { tod: "morning", mode: "plants", camX: 900 })),
    "dining/pergola-6": (k) =>
      scene(k, "wide", (c) =>
        tableCloseUp(c, { tod: "dusk", dish: "swahili-curry", top: "#A7825E" }),
      ),
    "dining/pergola-7": (k) =>
      scene(k, "wide", (c) => tableCloseUp(c, { tod: "sunset", drinks: true, top: "#EADFCC" })),
    "dining/pergola-8": (k) =>
      scene(k, "wide", (c) => pergolaScene(c, { tod: "dusk", mode: "long", camX: 800 })),
    "restaurant/1": (k) =>
      scene(k, "wide", (c) =>
        diningRoom(c, {
          tod: "afternoon",
          wall: "#E6F3F4",
          floor: "#B78C64",
          cloth: "#FFFFFF",
          chair: "#E07A5F",
          accent: "#0F5C6E",
          arched: true,
          round: true,
          camX: 700,
        }),
      ),
    "restaurant/3": (k) =>
      scene(k, "wide", (c) =>
        diningRoom(c, {
          tod: "night",
          wall: "#22323A",
          floor: "#3A2E28",
          cloth: "#F4EEE3",
          chair: "#7A4E3A",
          accent: "#6B2433",
          dim: true,
          camX: 940,
          zoom: 1.3,
        }),
      ),
    "dining/bar": (k) =>
      scene(k, "wide", (c) =>
        barScene(c, { tod: "night", wall: "#2B3A40", counter: "#6B4A34", stool: "#E07A5F" }),
      ),
    "dining/barista": (k) =>
      scene(k, "wide", (c) =>
        barScene(c, {
          tod: "morning",
          wall: "#EADFCC",
          counter: "#0F5C6E",
          stool: "#A7825E",
          coffee: true,
        }),
      ),
  };
}
