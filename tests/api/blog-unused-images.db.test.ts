/**
 * A journal image's stored file goes when nothing uses it any more: a replaced cover, an
 * image taken out of a post's text, a deleted post's images; one still shown by another
 * post (as its cover or in its text) stays.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import type { AdminBlogPostDto } from "~server/services/content/admin-blog";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
let dataDir = "";
const ORIGIN = "http://localhost";

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), "pwani-blog-unused-"));
  t.services.env = { ...t.services.env, dataDir };
  await createAdmin(t.database.db, {
    email: "unused@example.com",
    name: "Editor",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "unused@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let colour = 0;
/** A PNG of its own colour each time (so every upload is a new file). */
const png = () =>
  sharp({
    create: { width: 900, height: 500, channels: 3, background: { r: 20, g: ++colour, b: 90 } },
  })
    .png()
    .toBuffer();

const onDisk = (src: string) => existsSync(path.join(dataDir, src.slice(1)));

async function uploadInline(): Promise<string> {
  const body = new FormData();
  body.set("image", new File([new Uint8Array(await png())], "pool.png"));
  const response = await t.app.request("/api/admin/blog/images", {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { src: string }).src;
}

const text = (...images: string[]) =>
  `<h2>The reef at low tide</h2><p>Walk out at low tide to the rock pools and look for starfish, sea cucumbers and small bright fish.</p>${images
    .map((src) => `<p><img src="${src}" alt="The reef"></p>`)
    .join("")}`;

async function save(
  slug: string,
  content: string,
  options: { id?: number; cover?: Buffer; keepCover?: boolean } = {},
): Promise<AdminBlogPostDto> {
  const body = new FormData();
  const fields: Record<string, string> = {
    title: `Low tide ${slug}`,
    slug,
    excerpt: "What to look for in the rock pools at low tide.",
    content,
    author: "Resort Life",
    category: "Resort Life",
    tags: JSON.stringify(["reef"]),
    published: "false",
    ...(options.keepCover ? { keepExistingCoverImage: "true" } : {}),
  };
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (options.cover)
    body.set(
      "coverImage",
      new File([new Uint8Array(options.cover)], "c.png", { type: "image/png" }),
    );
  if (options.id) {
    const [row] = await t.database.db
      .select({ version: blogPosts.version })
      .from(blogPosts)
      .where(eq(blogPosts.id, options.id));
    body.set("version", String(row!.version));
  }
  const response = await t.app.request(
    options.id ? `/api/admin/blog/posts/${options.id}` : "/api/admin/blog/posts",
    { method: options.id ? "PUT" : "POST", headers: { Origin: ORIGIN, Cookie: cookie }, body },
  );
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as AdminBlogPostDto;
}

async function remove(id: number) {
  const response = await t.app.request(`/api/admin/blog/posts/${id}`, {
    method: "DELETE",
    headers: { Origin: ORIGIN, Cookie: cookie },
  });
  expect(response.status).toBe(200);
}

describe("unused journal images", () => {
  it("removes an image taken out of the text, keeps one another post still shows", async () => {
    const alone = await uploadInline();
    const shared = await uploadInline();
    const first = await save("first-reef", text(alone, shared));
    const second = await save("second-reef", text(shared));
    expect([onDisk(alone), onDisk(shared)]).toEqual([true, true]);

    // Both taken out of the first post: only the one no one else shows goes.
    await save("first-reef", text(), { id: first.id });
    expect(onDisk(alone)).toBe(false);
    expect(onDisk(shared)).toBe(true);

    // The last post showing it deleted: it goes too.
    await remove(second.id);
    expect(onDisk(shared)).toBe(false);
    await remove(first.id);
  });

  it("removes a replaced cover, unless another post shows it in its text", async () => {
    const post = await save("cover-reef", text(), { cover: await png() });
    const oldCover = post.coverImage!;
    expect(onDisk(oldCover)).toBe(true);
    const replaced = await save("cover-reef", text(), { id: post.id, cover: await png() });
    expect(onDisk(oldCover)).toBe(false);
    expect(onDisk(replaced.coverImage!)).toBe(true);

    // The new cover is also shown inside another post: replacing it keeps the file.
    const other = await save("other-reef", text(replaced.coverImage!));
    const again = await save("cover-reef", text(), { id: post.id, cover: await png() });
    expect(onDisk(replaced.coverImage!)).toBe(true);
    expect(onDisk(again.coverImage!)).toBe(true);

    // Deleting the post removes its own cover; the other post's image stays.
    await remove(post.id);
    expect(onDisk(again.coverImage!)).toBe(false);
    expect(onDisk(replaced.coverImage!)).toBe(true);
    await remove(other.id);
    expect(onDisk(replaced.coverImage!)).toBe(false);
  });
});
