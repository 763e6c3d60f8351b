/**
 * Room photos after the upload: the answer stores only the full-size WebP, the job makes
 * the AVIF and 480/960 px variants, and the public room page offers them (srcset, AVIF
 * source) only once they exist. Each photo's alt text is saved per language and is the
 * img alt of the room page in the guest's language; a language without one names the room.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomTypeDto } from "~core/types";
import { roomImages } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { runRoomImageJobs } from "~server/services/content/room-images";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let cookie = "";
let room: RoomTypeDto;
let dataDir = "";
let uploaded = { id: 0, src: "" };
const ORIGIN = "http://localhost";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({}, { pageHandler: pages.pageHandler });
  dataDir = mkdtempSync(path.join(tmpdir(), "pwani-room-photos-"));
  t.services.env = { ...t.services.env, dataDir };
  await createAdmin(t.database.db, {
    email: "alt@example.com",
    name: "Alt",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "alt@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  room = ((await t.getJson("/api/rooms")).body as RoomTypeDto[])[0] as RoomTypeDto;
  // The room shows only the photo this test uploads (its carousel shows the first one).
  await t.database.db.delete(roomImages).where(eq(roomImages.roomTypeId, room.id));
}, 300_000);

afterAll(async () => {
  await t?.close();
  await pages?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const admin = (method: string, url: string, body?: unknown) =>
  t.app.request(url, {
    method,
    headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The room page's carousel photo: its img tag and the picture's AVIF source, if any. */
async function roomPhoto(lang: string) {
  // What the API changed, the pages see at once (as in the built server: one read cache).
  await pages.dropReadCache(t.database.db);
  const response = await t.app.request(`/rooms/${room.id}?lang=${lang}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const img = [...html.matchAll(/<img [^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => tag.includes(`src="${uploaded.src}"`));
  expect(img, `the uploaded photo on the ${lang} page`).toBeDefined();
  const avif = html.includes(uploaded.src.replace(/\.webp$/, "-480w.avif"));
  const alt = /\balt="([^"]*)"/.exec(img ?? "")?.[1];
  const srcset = /\bsrcSet="([^"]*)"|\bsrcset="([^"]*)"/i.exec(img ?? "");
  return { alt, srcset: srcset?.[1] ?? srcset?.[2] ?? null, avif };
}

describe("a room photo's sizes", () => {
  it("answers the upload with the full-size WebP; the job makes the rest, then the page offers them", async () => {
    const bytes = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#137186" },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("roomId", String(room.id));
    form.append("images", new File([new Uint8Array(bytes)], "balcony.jpg", { type: "image/jpeg" }));
    const response = await t.app.request("/api/admin/rooms/upload-images", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const list = (
      await t.getJson(`/api/admin/rooms/${room.id}/images`, { headers: { Cookie: cookie } })
    ).body as { id: number; src: string; state: string }[];
    expect(list.map((image) => image.state)).toEqual(["waiting"]);
    uploaded = { id: list[0]?.id ?? 0, src: list[0]?.src ?? "" };
    const folder = path.join(dataDir, "uploads", "rooms", String(room.id));
    const name = path.basename(uploaded.src, ".webp");
    expect(readdirSync(folder).sort()).toEqual([`${name}.webp`]);

    const before = await roomPhoto("en");
    expect(before.srcset).toBeNull();
    expect(before.avif).toBe(false);

    expect(await runRoomImageJobs(t.services)).toBe(false);
    expect(readdirSync(folder).sort()).toEqual(
      [
        `${name}.webp`,
        `${name}.avif`,
        `${name}-480w.webp`,
        `${name}-480w.avif`,
        `${name}-960w.webp`,
        `${name}-960w.avif`,
      ].sort(),
    );
    const variant = await sharp(path.join(folder, `${name}-480w.webp`)).metadata();
    expect(variant.width).toBe(480);

    const after = await roomPhoto("en");
    expect(after.srcset).toContain(`${name}-480w.webp 480w`);
    expect(after.srcset).toContain(`${name}-960w.webp 960w`);
    expect(after.avif).toBe(true);
  });
});

describe("a room photo's alt text", () => {
  it("names the room and the photo's number where staff wrote none", async () => {
    expect((await roomPhoto("en")).alt).toBe(`${room.name}, photo 1 of 1`);
    expect((await roomPhoto("de")).alt).toBe(`${room.name}, Foto 1 von 1`);
  });

  it("saves the alt text per language and shows it in the guest's language", async () => {
    const saved = await admin("PUT", `/api/admin/rooms/${room.id}/images/${uploaded.id}/alt`, {
      alt: { en: "The balcony over the bay", fr: "Le balcon sur la baie", de: "  " },
    });
    expect(saved.status).toBe(200);
    const [row] = await t.database.db
      .select({ alt: roomImages.alt })
      .from(roomImages)
      .where(eq(roomImages.id, uploaded.id));
    // An empty language is not stored: the page falls back to the room's name there.
    expect(row?.alt).toEqual({ en: "The balcony over the bay", fr: "Le balcon sur la baie" });
    expect((await roomPhoto("en")).alt).toBe("The balcony over the bay");
    expect((await roomPhoto("fr")).alt).toBe("Le balcon sur la baie");
    expect((await roomPhoto("de")).alt).toBe(`${room.name}, Foto 1 von 1`);
  });

  it("refuses an alt text over 200 characters and a photo of another room", async () => {
    const long = await admin("PUT", `/api/admin/rooms/${room.id}/images/${uploaded.id}/alt`, {
      alt: { en: "x".repeat(201) },
    });
    expect(long.status).toBe(400);
    const other = await admin("PUT", `/api/admin/rooms/${room.id + 1}/images/${uploaded.id}/alt`, {
      alt: { en: "Not this room" },
    });
    expect(other.status).toBe(404);
    const [row] = await t.database.db
      .select({ alt: roomImages.alt })
      .from(roomImages)
      .where(eq(roomImages.id, uploaded.id));
    expect(row?.alt.en).toBe("The balcony over the bay");
  });
});
