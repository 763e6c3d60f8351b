import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomTypeDto } from "~core/types";
import { createAdmin } from "~server/services/admin/admins";
import { runRoomImageJobs } from "~server/services/content/room-images";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
let roomId = 0;
let dataDir = "";
const ORIGIN = "http://localhost";

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), "pwani-uploads-"));
  t.services.env = { ...t.services.env, dataDir };
  await createAdmin(t.database.db, {
    email: "photos@example.com",
    name: "Photos",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "photos@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  roomId = ((await t.getJson("/api/rooms")).body as RoomTypeDto[])[0]?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const photo = (format: "png" | "jpeg" | "webp", width = 1200) =>
  sharp({ create: { width, height: Math.round(width * 0.66), channels: 3, background: "#137186" } })
    [format]()
    .toBuffer();

function upload(files: { name: string; type: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  form.set("roomId", String(roomId));
  for (const file of files)
    form.append("images", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return t.app.request("/api/admin/rooms/upload-images", {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
}

const storedFiles = () => {
  const dir = path.join(dataDir, "uploads", "rooms", String(roomId));
  return existsSync(dir) ? readdirSync(dir) : [];
};
const images = async () =>
  (await t.getJson(`/api/admin/rooms/${roomId}/images`, { headers: { Cookie: cookie } })).body as {
    id: number;
    src: string;
    state: string;
  }[];

/** A PNG whose header claims 20000 x 20000 pixels (a decompression bomb's calling card). */
function hugePngHeader(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.alloc(16)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("POST /api/admin/rooms/upload-images", () => {
  it("accepts a PNG, a JPEG and a WebP: the full-size WebP at once, AVIF and narrower variants by the job", async () => {
    const before = (await images()).length;
    const response = await upload([
      { name: "pool.png", type: "image/png", bytes: await photo("png") },
      { name: "room.jpg", type: "image/jpeg", bytes: await photo("jpeg") },
      { name: "view.webp", type: "image/webp", bytes: await photo("webp", 700) },
    ]);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      count: 3,
      message: "3 images uploaded successfully.",
    });
    const after = await images();
    expect(after).toHaveLength(before + 3);
    // The answer came after the full-size WebP only; the rest waits for the queue.
    const fresh = after.slice(before);
    expect(fresh.map((image) => image.state)).toEqual(["waiting", "waiting", "waiting"]);
    expect(storedFiles().filter((f) => f.endsWith(".avif"))).toEqual([]);
    expect(storedFiles().filter((f) => /^[0-9a-f]{24}\.webp$/.test(f))).toHaveLength(3);
    // The public room offers only the full-size file of a photo still being processed.
    const pending = (await t.getJson(`/api/rooms/${roomId}`)).body as RoomTypeDto;
    expect(pending.imagesPending).toEqual(fresh.map((image) => image.src));
    while (await runRoomImageJobs(t.services)) {}
    expect((await images()).slice(before).map((image) => image.state)).toEqual([
      "ready",
      "ready",
      "ready",
    ]);
    expect(((await t.getJson(`/api/rooms/${roomId}`)).body as RoomTypeDto).imagesPending).toEqual(
      [],
    );
    const files = storedFiles();
    expect(files.filter((f) => /^[0-9a-f]{24}\.webp$/.test(f))).toHaveLength(3);
    expect(files.filter((f) => /^[0-9a-f]{24}\.avif$/.test(f))).toHaveLength(3);
    expect(files.filter((f) => f.endsWith("-480w.avif"))).toHaveLength(3);
    // Every size exists for every photo; the 700 px one's "960w" file is not enlarged.
    const wide = files.filter((f) => f.endsWith("-960w.webp"));
    expect(wide).toHaveLength(3);
    const widths = await Promise.all(
      wide.map(
        async (f) =>
          (await sharp(path.join(dataDir, "uploads", "rooms", String(roomId), f)).metadata()).width,
      ),
    );
    expect(widths.sort()).toEqual([700, 960, 960]);
    expect(files.some((f) => /pool|room|view/.test(f))).toBe(false);
    const meta = await sharp(
      path.join(
        dataDir,
        "uploads",
        "rooms",
        String(roomId),
        files.find((f) => f.endsWith(".webp")) ?? "",
      ),
    ).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it("answers /admin/rooms/{id} with the room's images manager", async () => {
    const response = await t.app.request(`/admin/rooms/${roomId}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/rooms/${roomId}/images`);
    // Only a room id: the other /admin/rooms pages are left to the app.
    expect((await t.app.request("/admin/rooms/upload")).status).not.toBe(302);
  });

  it("the Pesapal Testing tab starts with the demo's test values, not empty", async () => {
    const config = await t.getJson("/api/admin/pesapal/config", { headers: { Cookie: cookie } });
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({
      testCardNumbers: expect.stringContaining("4444 4444 4444 4444"),
      testPhoneNumber: "254700000000",
    });
  });

  it("stores one copy when the same upload is sent again with its Idempotency-Key", async () => {
    const before = (await images()).length;
    const bytes = await photo("png");
    const send = (key: string) => {
      const form = new FormData();
      form.set("roomId", String(roomId));
      form.append("images", new File([new Uint8Array(bytes)], "retry.png", { type: "image/png" }));
      return t.app.request("/api/admin/rooms/upload-images", {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: cookie, "Idempotency-Key": key },
        body: form,
      });
    };
    const first = await send("batch-1234-0");
    expect(first.status).toBe(201);
    const again = await send("batch-1234-0");
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ count: 1 });
    expect(await images()).toHaveLength(before + 1);
    // Another key is another photo.
    expect((await send("batch-1234-1")).status).toBe(201);
    expect(await images()).toHaveLength(before + 2);
    expect((await send("bad key!")).status).toBe(400);
  });

  it("speaks the required words: no room, no image, one image", async () => {
    const noRoom = new FormData();
    noRoom.append(
      "images",
      new File([new Uint8Array(await photo("png"))], "a.png", { type: "image/png" }),
    );
    const missing = await t.app.request("/api/admin/rooms/upload-images", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body: noRoom,
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: "Please select a room" });
    const none = await upload([]);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({
      message: "Please select at least one image to upload",
    });
    const one = await upload([{ name: "one.png", type: "image/png", bytes: await photo("png") }]);
    expect(one.status).toBe(201);
    expect(await one.json()).toMatchObject({ count: 1, message: "1 image uploaded successfully." });
  });

  it.each([
    [
      "an HTML file named photo.png",
      "photo.png",
      "image/png",
      () => Buffer.from("<!doctype html><script>alert(1)</script>"),
    ],
    [
      "an SVG with a script",
      "logo.svg",
      "image/svg+xml",
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
    ],
    [
      "a file of 10 MB + 1 byte",
      "big.jpg",
      "image/jpeg",
      () => Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    ],
    ["a 20000 x 20000 pixel image", "bomb.png", "image/png", hugePngHeader],
  ])("refuses %s with a clear message and stores nothing", async (_label, name, type, bytes) => {
    const rows = (await images()).length;
    const files = storedFiles().length;
    const response = await upload([
      { name: "fine.png", type: "image/png", bytes: await photo("png", 300) },
      { name, type, bytes: bytes() },
    ]);
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(
      /not an image|not a JPEG, PNG, GIF or WebP|larger than 10 MB|at most 40 megapixels/,
    );
    expect(message).toContain(name);
    expect((await images()).length).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });
});

describe("several files with some refused", () => {
  it("names each refused file once, with its reason, and stores nothing", async () => {
    const rows = (await images()).length;
    const files = storedFiles().length;
    const html = () => Buffer.from("<!doctype html><p>not a photo</p>");
    const response = await upload([
      { name: "fine.png", type: "image/png", bytes: await photo("png", 300) },
      { name: "notes.png", type: "image/png", bytes: html() },
      { name: "big.jpg", type: "image/jpeg", bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1) },
      { name: "also-fine.jpg", type: "image/jpeg", bytes: await photo("jpeg", 300) },
    ]);
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe(
      "2 of 4 files were refused, so nothing was uploaded: " +
        "notes.png is not an image (JPEG, PNG, GIF or WebP). big.jpg is larger than 10 MB.",
    );
    expect(message).not.toContain("fine");
    expect((await images()).length).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });
});

describe("reorder and delete", () => {
  it("moves the second photo up and the public room shows the new order at once", async () => {
    const list = await images();
    const ids = list.map((image) => image.id);
    [ids[0], ids[1]] = [ids[1] as number, ids[0] as number];
    const response = await t.app.request(`/api/admin/rooms/${roomId}/images/reorder`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
      body: JSON.stringify({ ids }),
    });
    expect(response.status).toBe(200);
    const room = (await t.getJson(`/api/rooms/${roomId}`)).body as RoomTypeDto;
    expect(room.images.slice(0, 2)).toEqual([list[1]?.src, list[0]?.src]);
    const bad = await t.app.request(`/api/admin/rooms/${roomId}/images/reorder`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
      body: JSON.stringify({ ids: [ids[0], ids[0]] }),
    });
    expect(bad.status).toBe(409);
  });

  it("deletes an uploaded photo with its files", async () => {
    const list = await images();
    const index = list.findIndex((image) => image.src.startsWith("/uploads/rooms/"));
    const name = path.basename(list[index]?.src ?? "", ".webp");
    const response = await t.app.request(`/api/admin/rooms/${roomId}/images/${list[index]?.id}`, {
      method: "DELETE",
      headers: { Origin: ORIGIN, Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect((await images()).length).toBe(list.length - 1);
    expect(storedFiles().some((f) => f.startsWith(name))).toBe(false);
  });
});
