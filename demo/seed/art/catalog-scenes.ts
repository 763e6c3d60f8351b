/** Art keys for heroes, galleries, event packages, blog, social, avatars and fallbacks. */

import { squareDish } from "./catalog-dining";
import type { Make } from "./catalog-rooms";
import { ROOM_SPECS } from "./catalog-rooms";
import { Ctx, doc, zoom } from "./core";
import { scene } from "./kit";
import { avatarBody, type Figure } from "./people";
import { type RoomSpec, roomCorner } from "./rooms";
import { balconyScene, beachScene, beachWedding, dhowSunset, terraceScene } from "./scene-coast";
import { barScene, diningRoom, wineTasting } from "./scene-dining";
import { aerialScene, facadeScene, parkingScene } from "./scene-facade";
import { gardenScene } from "./scene-garden";
import { partyScene } from "./scene-party";
import { pergolaScene, tableCloseUp } from "./scene-pergola";
import { capsToss, photoshootScene } from "./scene-photo";
import { poolScene } from "./scene-pool";
import { fortScene, oldTownScene } from "./scene-town";
import { businessCentre, conferenceScene, receptionScene } from "./scene-venue";

const AVATARS: readonly [Figure, readonly [string, string], string][] = [
  [
    { skin: "#8D5A3B", top: "#E07A5F", bottom: "#1F2A30", hair: "#1C1410", style: 3 },
    ["#E6F3F4", "#BFE0E4"],
    "#0F5C6E",
  ],
  [
    { skin: "#C68B5E", top: "#0F5C6E", bottom: "#1F2A30", hair: "#3B2A1E", style: 0 },
    ["#FBF1E6", "#F1D9C0"],
    "#E07A5F",
  ],
  [
    { skin: "#5A3A24", top: "#2F7D4F", bottom: "#1F2A30", hair: "#111111", style: 1 },
    ["#EEF4E8", "#D3E6CB"],
    "#F2C14E",
  ],
];

function avatar(i: number): Make {
  return (key) => {
    const ctx = new Ctx(key);
    const [p, bg, accent] = AVATARS[i] ??
      AVATARS[0] ?? [
        { skin: "#8D5A3B", top: "#E07A5F", bottom: "#1F2A30", hair: "#1C1410", style: 0 },
        ["#E6F3F4", "#BFE0E4"],
        "#0F5C6E",
      ];
    return doc(ctx, 400, 400, avatarBody(ctx, p, bg, accent));
  };
}

export function sceneKeys(): Record<string, Make> {
  return {
    "hero/business-hotel": (k) =>
      scene(k, "hero", (c) => facadeScene(c, { tod: "morning", cars: 0 }), 120),
    "gallery/property-1": (k) =>
      scene(k, "wide", (c) =>
        facadeScene(c, { tod: "afternoon", camX: 1000, hotelX: 820, cars: 2 }),
      ),
    "gallery/amenities-4": (k) => scene(k, "wide", (c) => parkingScene(c, "noon")),
    "gallery/property-4": (k) => scene(k, "wide", (c) => aerialScene(c, "morning")),
    "hero/pool": (k) => scene(k, "hero", (c) => poolScene(c, { tod: "afternoon" }), 100),
    "gallery/amenities-1": (k) =>
      scene(k, "wide", (c) =>
        poolScene(c, {
          tod: "noon",
          side: "left",
          camX: 900,
          colors: ["#0F5C6E", "#FBF8F3"],
          swimmers: 2,
        }),
      ),
    "hero/garden": (k) =>
      scene(k, "hero", (c) => gardenScene(c, { tod: "morning", mode: "path" }), 110),
    "gallery/events-2": (k) =>
      scene(k, "wide", (c) => gardenScene(c, { tod: "dusk", mode: "reception" })),
    "package/wedding-photoshoot": (k) =>
      scene(k, "wide", (c) => photoshootScene(c, "sunset", true)),
    "gallery/property-3": (k) =>
      scene(k, "wide", (c) => gardenScene(c, { tod: "night", mode: "path", camX: 700 })),
    "hero/pergola-cafe": (k) =>
      scene(k, "hero", (c) => pergolaScene(c, { tod: "dusk", mode: "wide", seaView: true }), 90),
    "hero/work-terrace": (k) => scene(k, "hero", (c) => terraceScene(c, "morning"), 110),
    "hero/balcony": (k) => scene(k, "hero", (c) => balconyScene(c, "golden"), 80),
    "gallery/property-2": (k) => scene(k, "wide", (c) => beachScene(c, "noon")),
    "blog/3": (k) => scene(k, "wide", (c) => dhowSunset(c, "sunset")),
    "blog/6": (k) => scene(k, "wide", (c) => beachWedding(c, "golden")),
    "blog/1": (k) => scene(k, "wide", (c) => oldTownScene(c, "afternoon")),
    "blog/2": (k) => scene(k, "wide", (c) => fortScene(c, "morning")),
    "hero/simple-dining": (k) =>
      scene(
        k,
        "hero",
        (c) =>
          diningRoom(c, {
            tod: "noon",
            wall: "#FBF8F3",
            floor: "#C9A27A",
            chair: "#0F5C6E",
            accent: "#E07A5F",
            camX: 900,
            calmLeft: true,
          }),
        90,
      ),
    "hero/signature-dining": (k) =>
      scene(
        k,
        "hero",
        (c) =>
          diningRoom(c, {
            tod: "dusk",
            wall: "#2B4A52",
            floor: "#5A4636",
            cloth: "#FBF8F3",
            chair: "#C9A45C",
            accent: "#7A2E3A",
            dim: true,
            arched: true,
            round: true,
          }),
        90,
      ),
    "blog/4": (k) => scene(k, "wide", (c) => wineTasting(c)),
    "gallery/events-1": (k) =>
      scene(k, "wide", (c) =>
        conferenceScene(c, {
          layout: "theatre",
          tod: "morning",
          wall: "#EEF1F2",
          accent: "#0F5C6E",
        }),
      ),
    "gallery/events-3": (k) => scene(k, "wide", (c) => partyScene(c, "graduation", "afternoon")),
    "gallery/events-4": (k) =>
      scene(k, "wide", (c) => partyScene(c, "baby-shower", "morning", 700)),
    "gallery/amenities-2": (k) => scene(k, "wide", (c) => businessCentre(c)),
    "gallery/amenities-3": (k) => scene(k, "wide", (c) => receptionScene(c, "noon")),
    "package/graduation": (k) => scene(k, "wide", (c) => capsToss(c, "afternoon")),
    "package/conference-full-day": (k) =>
      scene(k, "wide", (c) =>
        conferenceScene(c, {
          layout: "classroom",
          tod: "noon",
          wall: "#F4EEE3",
          accent: "#E07A5F",
          people: 4,
          coffee: true,
        }),
      ),
    "package/conference-half-day": (k) =>
      scene(k, "wide", (c) =>
        conferenceScene(c, {
          layout: "boardroom",
          tod: "morning",
          wall: "#E6F3F4",
          accent: "#0F5C6E",
          people: 5,
        }),
      ),
    "package/conference-accommodation": (k) =>
      scene(k, "wide", (c) =>
        conferenceScene(c, {
          layout: "boardroom",
          tod: "golden",
          wall: "#EFE4D3",
          accent: "#2F7D4F",
          people: 0,
          luggage: true,
          camX: 600,
        }),
      ),
    "package/photoshoot": (k) => scene(k, "wide", (c) => photoshootScene(c, "golden")),
    "package/baby-shower": (k) =>
      scene(k, "wide", (c) => zoom(partyScene(c, "baby-shower", "afternoon", 950), 1.7, 820, 560)),
    "package/bridal-shower": (k) =>
      scene(k, "wide", (c) => partyScene(c, "bridal-shower", "afternoon")),
    "blog/5": (k) =>
      scene(k, "wide", (c) =>
        conferenceScene(c, {
          layout: "boardroom",
          tod: "afternoon",
          wall: "#DCE8D9",
          accent: "#1F3A5A",
          people: 8,
          camX: 1000,
        }),
      ),
    "avatar/1": avatar(0),
    "avatar/2": avatar(1),
    "avatar/3": avatar(2),
    "gallery/dining-1": (k) =>
      scene(k, "wide", (c) =>
        diningRoom(c, {
          tod: "morning",
          wall: "#FBF1E6",
          floor: "#C9A27A",
          cloth: "#E6F3F4",
          chair: "#2F7D4F",
          accent: "#E07A5F",
          camX: 600,
          zoom: 1.35,
        }),
      ),
    "gallery/dining-2": (k) =>
      scene(k, "wide", (c) =>
        tableCloseUp(c, { tod: "golden", dish: "seafood-platter", top: "#C9A27A" }),
      ),
    "gallery/dining-3": (k) =>
      scene(k, "wide", (c) =>
        barScene(c, { tod: "dusk", wall: "#0F3B46", counter: "#A7825E", stool: "#F2C14E" }),
      ),
    "gallery/dining-4": (k) =>
      scene(k, "wide", (c) =>
        pergolaScene(c, { tod: "dusk", mode: "wide", camX: 1100, cloth: "#F6D5C8" }),
      ),
    "social/1": (k) =>
      scene(
        k,
        "square",
        (c) => poolScene(c, { tod: "morning", camX: 700, colors: ["#F2C14E", "#FBF8F3"] }),
        420,
      ),
    "social/2": squareDish("breakfast"),
    "social/3": (k) => scene(k, "square", (c) => dhowSunset(c, "dusk"), 500),
    "social/4": (k) =>
      scene(
        k,
        "square",
        (c) => pergolaScene(c, { tod: "night", mode: "wide", seaView: true, zoom: 1.6 }),
        260,
      ),
    "social/5": (k) =>
      scene(
        k,
        "square",
        (c) => roomCorner(c, { ...(ROOM_SPECS.deluxe as RoomSpec), tod: "sunset" }),
        300,
      ),
    "social/6": (k) =>
      scene(
        k,
        "square",
        (c) => tableCloseUp(c, { tod: "golden", drinks: true, top: "#A7825E" }),
        200,
      ),
    "fallback/social-1": (k) => scene(k, "square", (c) => beachScene(c, "morning", false), 400),
    "fallback/social-2": (k) =>
      scene(k, "square", (c) => gardenScene(c, { tod: "sunset", mode: "path", camX: 760 }), 260),
    "fallback/social-3": squareDish("dessert"),
    "fallback/social-4": (k) =>
      scene(k, "square", (c) => facadeScene(c, { tod: "dusk", hotelX: 800, camX: 560 }), 266),
    "fallback/blog": (k) => scene(k, "wide", (c) => beachScene(c, "dawn", false)),
  };
}
