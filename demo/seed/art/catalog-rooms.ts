/** Art keys for the five room types, room galleries and the room fallback. */
import { type BathOpts, bathroomScene } from "./bathroom";
import type { Art } from "./core";
import { scene } from "./kit";
import { type RoomSpec, roomCorner, roomMain } from "./rooms";

export const ROOM_SPECS: Record<string, RoomSpec> = {
  "single-mini": {
    bedW: 150,
    width: 640,
    wall: "#DDEDEE",
    floor: "#C9A67E",
    duvet: "#FFFFFF",
    accent: "#0F5C6E",
    head: "#7FA9AE",
    wood: "#A7825E",
    curtain: "#EADFCC",
    view: "garden",
    tod: "morning",
    extra: "desk",
    tile: ["#E6F3F4", "#CFE0E2"],
  },
  "superior-mini": {
    bedW: 150,
    width: 700,
    wall: "#F4E3D3",
    floor: "#BE9670",
    duvet: "#FBF8F3",
    accent: "#E07A5F",
    head: "#D9A88A",
    wood: "#8E6A4C",
    curtain: "#FBF1E6",
    view: "garden",
    tod: "afternoon",
    extra: "armchair",
    tile: ["#F7EDE3", "#E6D3C0"],
  },
  "superior-standard": {
    bedW: 230,
    width: 820,
    wall: "#DCE8D9",
    floor: "#B78C64",
    duvet: "#FFFFFF",
    accent: "#2F7D4F",
    head: "#A9C3A2",
    wood: "#7E5C40",
    curtain: "#EEF3EA",
    view: "pool",
    tod: "noon",
    extra: "balcony",
    tile: ["#E9F0E6", "#CFDCCB"],
  },
  deluxe: {
    bedW: 260,
    width: 920,
    wall: "#EFE4D3",
    floor: "#B38A62",
    duvet: "#FFFFFF",
    accent: "#0F5C6E",
    head: "#C9A27A",
    wood: "#8A6446",
    curtain: "#F4E9D8",
    view: "sea",
    tod: "afternoon",
    extra: "sitting",
    tile: ["#EADFCC", "#D4C5AC"],
  },
  "super-deluxe": {
    bedW: 300,
    width: 1000,
    wall: "#F3EEE6",
    feature: "#1F5563",
    floor: "#9C7452",
    duvet: "#FBF8F3",
    accent: "#C9A45C",
    head: "#E6D8C0",
    wood: "#6E4E36",
    curtain: "#F4EEE3",
    view: "sea",
    tod: "golden",
    extra: "lounge",
    tile: ["#EDE7DD", "#D5CBBB"],
  },
};

const BATHS: Record<string, BathOpts> = {
  "single-mini": {
    tile: "#EEF5F5",
    grout: "#D3E2E3",
    floor: "#C9CFD2",
    wood: "#A7825E",
    towel: "#6FB7C4",
  },
  "superior-mini": {
    tile: "#F8EFE6",
    grout: "#E6D6C4",
    floor: "#CDBFB0",
    wood: "#8E6A4C",
    towel: "#E07A5F",
    camX: 700,
  },
  "superior-standard": {
    tile: "#EEF3EC",
    grout: "#D5E0D1",
    floor: "#BFC7BD",
    wood: "#7E5C40",
    towel: "#2F7D4F",
    tod: "noon",
  },
  deluxe: {
    tile: "#F2ECE2",
    grout: "#DDD1BF",
    floor: "#A9A095",
    wood: "#8A6446",
    towel: "#0F5C6E",
    tub: true,
    tod: "afternoon",
    wide: true,
  },
  "super-deluxe": {
    tile: "#E9E6E1",
    grout: "#CFCAC2",
    floor: "#4A4F55",
    wood: "#6E4E36",
    towel: "#C9A45C",
    tub: true,
    tod: "golden",
    wide: true,
    camX: 900,
  },
};

export type Make = (key: string) => Art;

export function roomKeys(): Record<string, Make> {
  const out: Record<string, Make> = {};
  for (const [slug, spec] of Object.entries(ROOM_SPECS)) {
    const bath = BATHS[slug] ?? {
      tile: "#EEF5F5",
      grout: "#D3E2E3",
      floor: "#C9CFD2",
      wood: "#A7825E",
      towel: "#6FB7C4",
    };
    out[`room/${slug}/1`] = (k) => scene(k, "wide", (c) => roomMain(c, spec));
    out[`room/${slug}/2`] = (k) => scene(k, "wide", (c) => roomCorner(c, spec));
    out[`room/${slug}/3`] = (k) => scene(k, "wide", (c) => bathroomScene(c, bath));
  }
  const dx = ROOM_SPECS.deluxe as RoomSpec;
  const sd = ROOM_SPECS["super-deluxe"] as RoomSpec;
  const ss = ROOM_SPECS["superior-standard"] as RoomSpec;
  out["hero/accommodation"] = (k) =>
    scene(
      k,
      "hero",
      (c) => roomMain(c, { ...sd, tod: "morning", feature: "#2E6F7C", accent: "#E07A5F" }),
      100,
    );
  out["hero/bathroom"] = (k) =>
    scene(
      k,
      "hero",
      (c) =>
        bathroomScene(c, {
          tile: "#F4F6F6",
          grout: "#DCE3E4",
          floor: "#B9C2C6",
          wood: "#A7825E",
          towel: "#E07A5F",
          tod: "morning",
          wide: true,
        }),
      90,
    );
  out["gallery/rooms-1"] = (k) =>
    scene(k, "wide", (c) =>
      roomMain(c, { ...dx, twin: true, wall: "#E6F3F4", accent: "#E07A5F", tod: "noon" }),
    );
  out["gallery/rooms-2"] = (k) => scene(k, "wide", (c) => roomCorner(c, { ...sd, tod: "sunset" }));
  out["gallery/rooms-3"] = (k) =>
    scene(k, "wide", (c) =>
      roomMain(c, { ...ss, wall: "#F6E7D8", duvet: "#E6F3F4", accent: "#0F5C6E", tod: "dusk" }),
    );
  out["gallery/rooms-4"] = (k) =>
    scene(k, "wide", (c) =>
      bathroomScene(c, {
        tile: "#E6F3F4",
        grout: "#C9DFE1",
        floor: "#8FA3AA",
        wood: "#6E4E36",
        towel: "#FBF8F3",
        tub: true,
        wide: true,
        camX: 700,
      }),
    );
  out["fallback/room"] = (k) =>
    scene(k, "wide", (c) =>
      roomMain(c, {
        ...ss,
        wall: "#EEF1F2",
        accent: "#6FB7C4",
        duvet: "#FFFFFF",
        extra: "desk",
        view: "garden",
        tod: "morning",
      }),
    );
  return out;
}
