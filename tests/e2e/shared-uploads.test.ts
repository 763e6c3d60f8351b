/**
 * Two processes with their own DATA_DIR on one PostgreSQL (several hosts behind a proxy):
 * a photo uploaded through one is served by the other, from the database the first time
 * and from its own disk afterwards.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase, startServer } from "./server";

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SHARED_SECRET = "one secret for every process on the database 2026";
const EMAIL = "uploads@example.com";
const PASSWORD = "a long password for uploads!";

describe.skipIf(!hasPostgres)("uploads on several processes sharing one PostgreSQL", () => {
  it("serves a room photo uploaded through one process from the other, until it is deleted", async () => {
    const database = await createPostgresDatabase();
    const dirs = ["a", "b"].map((name) =>
      mkdtempSync(path.join(tmpdir(), `pwani-shared-uploads-${name}-`)),
    );
    const env = (dataDir: string) => ({
      DATABASE_URL: database.url,
      APP_SECRET: SHARED_SECRET,
      DATA_DIR: dataDir,
      SKIP_DEMO_MEDIA: "1",
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    });
    try {
      const [a, b] = await Promise.all([startServer(env(dirs[0]!)), startServer(env(dirs[1]!))]);
      try {
        const login = await fetch(`${a.url}/api/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: a.url },
          body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
        });
        expect(login.status).toBe(200);
        const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
        const rooms = (await (await fetch(`${a.url}/api/rooms`)).json()) as { id: number }[];
        const roomId = rooms[0]!.id;

        const photo = await sharp({
          create: { width: 1200, height: 800, channels: 3, background: "#137186" },
        })
          .png()
          .toBuffer();
        const form = new FormData();
        form.set("roomId", String(roomId));
        form.append("images", new File([new Uint8Array(photo)], "pool.png", { type: "image/png" }));
        const uploaded = await fetch(`${a.url}/api/admin/rooms/upload-images`, {
          method: "POST",
          headers: { Origin: a.url, Cookie: cookie },
          body: form,
        });
        expect(uploaded.status).toBe(201);
        const images = (await (
          await fetch(`${a.url}/api/admin/rooms/${roomId}/images`, { headers: { Cookie: cookie } })
        ).json()) as { id: number; src: string }[];
        const image = images.at(-1)!;
        expect(image.src).toMatch(/^\/uploads\/rooms\/\d+\/[0-9a-f]{24}\.webp$/);

        const fromA = await fetch(`${a.url}${image.src}`);
        expect(fromA.status).toBe(200);
        const bytes = Buffer.from(await fromA.arrayBuffer());
        const onDiskOfB = path.join(dirs[1]!, image.src);
        expect(existsSync(onDiskOfB)).toBe(false);

        const fromB = await fetch(`${b.url}${image.src}`);
        expect(fromB.status).toBe(200);
        expect(fromB.headers.get("content-type")).toBe("image/webp");
        expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(Buffer.from(await fromB.arrayBuffer()).equals(bytes)).toBe(true);
        // Kept on B's disk: the next request is a plain static file.
        expect(readFileSync(onDiskOfB).equals(bytes)).toBe(true);
        const again = await fetch(`${b.url}${image.src}`);
        expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
        // The AVIF and narrower sizes are made by the job the upload queued (either
        // process's worker may take it): ask the list until it says ready.
        const deadline = Date.now() + 60_000;
        let state = "";
        while (state !== "ready" && Date.now() < deadline) {
          const list = (await (
            await fetch(`${a.url}/api/admin/rooms/${roomId}/images`, {
              headers: { Cookie: cookie },
            })
          ).json()) as { id: number; state: string }[];
          state = list.find((item) => item.id === image.id)?.state ?? "";
        }
        expect(state).toBe("ready");
        const variant = await fetch(`${b.url}${image.src.replace(/\.webp$/, "-480w.avif")}`);
        expect(variant.status).toBe(200);
        expect(variant.headers.get("content-type")).toBe("image/avif");

        const deleted = await fetch(`${a.url}/api/admin/rooms/${roomId}/images/${image.id}`, {
          method: "DELETE",
          headers: { Origin: a.url, Cookie: cookie },
        });
        expect(deleted.ok).toBe(true);
        expect((await fetch(`${a.url}${image.src}`)).status).toBe(404);
        // B never fetched this variant: its row is gone, so is the file.
        const never = `${b.url}${image.src.replace(/\.webp$/, "-960w.webp")}`;
        expect((await fetch(never)).status).toBe(404);
        // What B fetched stays in its disk cache until B's hourly prune (pruneUploadCache,
        // covered by tests/api/file-store.db.test.ts); browsers keep it a year anyway.
        expect((await fetch(`${b.url}${image.src}`)).status).toBe(200);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
