/**
 * Uploads shared by every process on one PostgreSQL: the file store writes each file to
 * the database and the disk, and `/uploads/*` of a process that lacks a file reads it from
 * the database into its own disk. Without DATABASE_URL (the embedded database) the disk only.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomTypeDto } from "~core/types";
import { createApp } from "~server/app";
import type { AppServices } from "~server/context";
import { storedFiles, testimonials } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { uploadMedia } from "~server/services/content/admin/media";
import { ORPHAN_MIN_AGE_MS, removeOrphanMedia } from "~server/services/content/admin/orphan-media";
import { runRoomImageJobs } from "~server/services/content/room-images";
import {
  databaseFileStore,
  diskFileStore,
  fileStore,
  isStoredPath,
  pruneUploadCache,
} from "~server/services/platform/file-store";
import { storeImage } from "~server/services/platform/uploads";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
const dirs: string[] = [];
const ORIGIN = "http://localhost";
const NAME = "0123456789abcdef01234567";

const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pwani-file-store-"));
  dirs.push(dir);
  return dir;
};

/** One process's view: its own DATA_DIR, the one shared database. */
function processOn(
  dataDir: string,
  shared: boolean,
): { services: AppServices; app: ReturnType<typeof createApp> } {
  const services: AppServices = {
    ...t.services,
    env: {
      ...t.services.env,
      dataDir,
      databaseUrl: shared ? (t.database.url ?? "postgres://shared.example/db") : undefined,
    },
  };
  return { services, app: createApp({ services }) };
}

const photo = (width = 1200) =>
  sharp({ create: { width, height: Math.round(width * 0.66), channels: 3, background: "#137186" } })
    .png()
    .toBuffer();
const rowCount = async (prefix = "") =>
  (
    await t.database.db
      .select({ n: count() })
      .from(storedFiles)
      .where(like(storedFiles.path, `${prefix}%`))
  )[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the file store", () => {
  it("uses the disk only without DATABASE_URL (the embedded database)", async () => {
    const dir = newDir();
    const { services, app } = processOn(dir, false);
    const store = fileStore(services);
    expect(store.kind).toBe("disk");
    const before = await rowCount();
    const image = await storeImage(store, "gallery", new Uint8Array(await photo()));
    const file = image.src.slice("/uploads/".length);
    expect(existsSync(path.join(dir, "uploads", file))).toBe(true);
    expect(await rowCount()).toBe(before);
    const served = await app.request(image.src);
    expect(served.status).toBe(200);
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    // Gone from the disk: gone (nothing else is asked).
    await store.delete([file]);
    expect((await app.request(image.src)).status).toBe(404);
  });

  it("with DATABASE_URL writes every variant to the database and this process's disk", async () => {
    const dir = newDir();
    const { services } = processOn(dir, true);
    const store = fileStore(services);
    expect(store.kind).toBe("database");
    const image = await storeImage(store, "rooms/7", new Uint8Array(await photo()));
    const name = path.basename(image.src, ".webp");
    const rows = await t.database.db
      .select({ path: storedFiles.path, size: storedFiles.size, type: storedFiles.contentType })
      .from(storedFiles)
      .where(like(storedFiles.path, `rooms/7/${name}%`));
    expect(rows.map((row) => row.path).sort()).toEqual(
      [".avif", ".webp", "-480w.avif", "-480w.webp", "-960w.avif", "-960w.webp"]
        .map((end) => `rooms/7/${name}${end}`)
        .sort(),
    );
    for (const row of rows) {
      const onDisk = readFileSync(path.join(dir, "uploads", row.path));
      expect(row.size).toBe(onDisk.byteLength);
      expect(row.type).toBe(row.path.endsWith(".avif") ? "image/avif" : "image/webp");
      expect((await store.get(row.path))?.bytes.equals(onDisk)).toBe(true);
    }
  });

  it("serves another process's upload, caches it on disk, and stops after a delete and a prune", async () => {
    const a = processOn(newDir(), true);
    const b = processOn(newDir(), true);
    const image = await storeImage(fileStore(a.services), "gallery", new Uint8Array(await photo()));
    const file = image.src.slice("/uploads/".length);
    const bytes = readFileSync(path.join(a.services.env.dataDir, "uploads", file));
    const cachedOnB = path.join(b.services.env.dataDir, "uploads", file);
    expect(existsSync(cachedOnB)).toBe(false);

    const served = await b.app.request(image.src);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(readFileSync(cachedOnB).equals(bytes)).toBe(true);
    const avif = await b.app.request(image.src.replace(/\.webp$/, "-480w.avif"));
    expect(avif.status).toBe(200);
    expect(avif.headers.get("Content-Type")).toBe("image/avif");

    // A name already taken (by any process) is refused, as a second disk write was.
    await expect(fileStore(b.services).put(file, new Uint8Array([1]))).rejects.toMatchObject({
      code: "EEXIST",
    });

    await fileStore(a.services).delete([file]);
    expect(existsSync(path.join(a.services.env.dataDir, "uploads", file))).toBe(false);
    expect(await fileStore(b.services).get(file)).toBeNull();
    // B's disk copy stays until B prunes its cache; a file B never cached is gone at once.
    expect((await b.app.request(image.src)).status).toBe(200);
    await fileStore(a.services).delete([file.replace(/\.webp$/, "-960w.webp")]);
    expect((await b.app.request(image.src.replace(/\.webp$/, "-960w.webp"))).status).toBe(404);
    expect(await pruneUploadCache(b.services)).toEqual([file]);
    expect(existsSync(cachedOnB)).toBe(false);
    // The variant B cached and that still has its row stays.
    expect(
      existsSync(
        path.join(b.services.env.dataDir, "uploads", file.replace(/\.webp$/, "-480w.avif")),
      ),
    ).toBe(true);
    expect((await b.app.request(image.src)).status).toBe(404);
  });

  it("uploads through the admin API land in the database, and a room photo delete removes the rows", async () => {
    const a = processOn(newDir(), true);
    const b = processOn(newDir(), true);
    await createAdmin(t.database.db, {
      email: "shared@example.com",
      name: "Shared",
      password: "a long password!",
    });
    const login = await a.app.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ email: "shared@example.com", password: "a long password!" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const roomId = ((await t.getJson("/api/rooms")).body as RoomTypeDto[])[0]!.id;
    const form = new FormData();
    form.set("roomId", String(roomId));
    form.append(
      "images",
      new File([new Uint8Array(await photo())], "p.png", { type: "image/png" }),
    );
    const uploaded = await a.app.request("/api/admin/rooms/upload-images", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const list = (await (
      await b.app.request(`/api/admin/rooms/${roomId}/images`, { headers: { Cookie: cookie } })
    ).json()) as { id: number; src: string }[];
    const image = list.at(-1)!;
    const prefix = image.src.slice("/uploads/".length, -".webp".length);
    // The upload stores the full-size WebP; the other sizes are made by the job.
    expect(await rowCount(prefix)).toBe(1);
    expect((await b.app.request(image.src)).status).toBe(200);
    expect(await runRoomImageJobs(a.services)).toBe(false);
    expect(await rowCount(prefix)).toBe(6);

    const removed = await a.app.request(`/api/admin/rooms/${roomId}/images/${image.id}`, {
      method: "DELETE",
      headers: { Origin: ORIGIN, Cookie: cookie },
    });
    expect(removed.status).toBeLessThan(300);
    expect(await rowCount(prefix)).toBe(0);
    expect((await b.app.request(image.src.replace(/\.webp$/, ".avif"))).status).toBe(404);
  });

  it("lets the daily clean-up of any process remove a form upload another process stored", async () => {
    const a = processOn(newDir(), true);
    const b = processOn(newDir(), true);
    const [kept] = await uploadMedia(b.services, "testimonials", [
      { name: "k.png", bytes: new Uint8Array(await photo(600)) },
    ]);
    const [abandoned] = await uploadMedia(b.services, "testimonials", [
      { name: "x.png", bytes: new Uint8Array(await photo(600)) },
    ]);
    await t.database.db.insert(testimonials).values({
      name: "Amina K.",
      location: { en: "Kilifi" },
      content: { en: "Quiet and kind." },
      rating: 5,
      image: kept!.src,
    });
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000) })
      .where(like(storedFiles.path, "testimonials/%"));
    // A's disk has neither file: the clean-up reads the rows, not the local disk.
    const result = await removeOrphanMedia(a.services);
    expect(result.removed).toEqual([abandoned!.src]);
    const abandonedName = abandoned!.src.slice("/uploads/".length, -".webp".length);
    expect(await rowCount(abandonedName)).toBe(0);
    // WebP and AVIF at full size, 480 px and "960 px" (600 px wide: never enlarged).
    expect(await rowCount(kept!.src.slice("/uploads/".length, -".webp".length))).toBe(6);
  });
});

describe("file names", () => {
  it("accepts only the names the server gives its files", () => {
    for (const good of [
      `rooms/3/${NAME}.webp`,
      `menus/food/${NAME}-480w.avif`,
      `gallery/${NAME}.avif`,
      `blog/${NAME}-960w.webp`,
    ]) {
      expect(isStoredPath(good), good).toBe(true);
    }
    for (const bad of [
      `../${NAME}.webp`,
      `rooms/../../${NAME}.webp`,
      `rooms/..%2f${NAME}.webp`,
      `/etc/${NAME}.webp`,
      `rooms//${NAME}.webp`,
      `${NAME}.webp`,
      `demo/hero/${NAME}.webp`,
      `Rooms/3/${NAME}.webp`,
      `rooms/3/${NAME.toUpperCase()}.webp`,
      `rooms/3/${NAME}.webp.tmp`,
      `rooms/3/${NAME}.svg`,
      "app-secret",
      "rooms\\..\\app-secret",
    ]) {
      expect(isStoredPath(bad), bad).toBe(false);
    }
  });

  it("refuses other paths in every store operation", async () => {
    const dir = newDir();
    writeFileSync(path.join(dir, "app-secret"), "top secret");
    for (const store of [diskFileStore(dir), databaseFileStore(t.database.db, dir)]) {
      for (const bad of ["../app-secret", `rooms/../../${NAME}.webp`, "demo/hero/pool.webp"]) {
        await expect(store.put(bad, new Uint8Array([1])), store.kind).rejects.toThrow(
          /Not a stored file name/,
        );
        await expect(store.get(bad)).rejects.toThrow(/Not a stored file name/);
        await expect(store.delete([bad])).rejects.toThrow(/Not a stored file name/);
      }
      await expect(store.list("../..")).rejects.toThrow(/Not an upload folder/);
    }
    expect(readFileSync(path.join(dir, "app-secret"), "utf8")).toBe("top secret");
  });

  it("never answers a path outside the stored names from the database", async () => {
    const dir = newDir();
    writeFileSync(path.join(dir, "app-secret"), "top secret");
    const { app } = processOn(dir, true);
    const urls = [
      "/uploads/../app-secret",
      "/uploads/..%2fapp-secret",
      "/uploads/%2e%2e/app-secret",
      "/uploads/rooms/..%2f..%2fapp-secret",
      `/uploads/demo/${NAME}.webp`,
      `/uploads/rooms/3/${NAME}.webp.tmp`,
    ];
    // Rows under names the server never gives (stored by hand): never served.
    const names = ["../app-secret", ...urls.map((url) => url.slice("/uploads/".length))];
    await t.database.db
      .insert(storedFiles)
      .values(
        names.map((name) => ({
          path: name,
          bytes: Buffer.from("top secret"),
          contentType: "text/plain",
          size: 10,
        })),
      )
      .onConflictDoNothing();
    for (const url of urls) {
      const response = await app.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain("secret");
    }
    await t.database.db.delete(storedFiles).where(like(storedFiles.contentType, "text/plain"));
  });
});
