/**
 * The journal obeys: old slugs redirect (and cannot be taken over), a
 * deleted post takes its uploaded images with it, and with nothing published the
 * journal and its feed are honestly empty (no sample stories whose links are 404).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, testimonials } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import type { AdminBlogPostDto } from "~server/services/content/admin-blog";
import { diskFileStore } from "~server/services/platform/file-store";
import { storeImage } from "~server/services/platform/uploads";
import { blogPosts as demoPosts } from "../../demo/seed/content/blog";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
let dataDir = "";
const ORIGIN = "http://localhost";

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), "pwani-journal-"));
  t.services.env = { ...t.services.env, dataDir };
  await createAdmin(t.database.db, {
    email: "editor@example.com",
    name: "Editor",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "editor@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const CONTENT =
  "<h2>The reef at low tide</h2><p>Walk out at low tide to the rock pools and look for starfish, sea cucumbers and small bright fish.</p>";

const fields = (overrides: Record<string, string> = {}) => ({
  title: "Low tide on the reef",
  slug: "low-tide-on-the-reef",
  excerpt: "What to look for in the rock pools at low tide.",
  content: CONTENT,
  author: "Resort Life",
  category: "Resort Life",
  tags: "[]",
  published: "true",
  ...overrides,
});

const png = () =>
  sharp({ create: { width: 1200, height: 700, channels: 3, background: "#137186" } })
    .png()
    .toBuffer();

function form(values: Record<string, string>, cover?: Buffer) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  if (cover) body.set("coverImage", new File([new Uint8Array(cover)], "c.png"));
  return body;
}

const request = (method: string, url: string, body?: FormData) =>
  t.app.request(url, { method, headers: { Origin: ORIGIN, Cookie: cookie }, body });

async function create(values: Record<string, string>, cover?: Buffer) {
  return request("POST", "/api/admin/blog/posts", form(fields(values), cover));
}

async function edit(id: number, values: Record<string, string>) {
  const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return request(
    "PUT",
    `/api/admin/blog/posts/${id}`,
    form({ ...fields(values), version: String(row!.version), keepExistingCoverImage: "true" }),
  );
}

const remove = (id: number) => request("DELETE", `/api/admin/blog/posts/${id}`);

async function uploadInline(): Promise<string> {
  const body = new FormData();
  body.set("image", new File([new Uint8Array(await png())], "pool.png"));
  const response = await request("POST", "/api/admin/blog/images", body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { src: string }).src;
}

const context = () => ({ services: t.services }) as never;

/** The post page's loader: its status and, for a redirect, the Location. */
async function openPost(slug: string, query = "") {
  const page = await import("~/routes/public/blog-post");
  try {
    const result = await page.loader({
      request: new Request(`http://localhost/blog/${slug}${query}`),
      params: { slug },
      context: context(),
    } as never);
    const wrapped = result as { init?: { status?: number }; data?: unknown };
    return {
      status: wrapped.init?.status ?? 200,
      location: null as string | null,
      data: (wrapped.data ?? result) as { post: { slug: string } | null; related: unknown[] },
    };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("Location"), data: null };
    }
    throw thrown;
  }
}

const fileOf = (src: string) => path.join(dataDir, src.slice(1));
const variantsOf = (src: string) => {
  const base = path.basename(src, ".webp");
  return readdirSync(path.dirname(fileOf(src))).filter((name) => name.startsWith(base));
};

describe("a renamed post keeps its old address", () => {
  let post: AdminBlogPostDto;

  it("answers the old slug with a permanent redirect to the new one, keeping ?lang=", async () => {
    post = (await (await create({})).json()) as AdminBlogPostDto;
    expect((await openPost("low-tide-on-the-reef")).status).toBe(200);
    const renamed = await edit(post.id, { slug: "rock-pools-at-low-tide" });
    expect(renamed.status).toBe(200);

    const old = await openPost("low-tide-on-the-reef", "?lang=fr&utm=x");
    expect([301, 308]).toContain(old.status);
    expect(old.location).toBe("/blog/rock-pools-at-low-tide?lang=fr");
    expect((await openPost("low-tide-on-the-reef")).location).toBe("/blog/rock-pools-at-low-tide");
    expect((await openPost("rock-pools-at-low-tide")).data?.post?.slug).toBe(
      "rock-pools-at-low-tide",
    );

    // Renamed again: both former addresses lead straight to the current one.
    expect((await edit(post.id, { slug: "starfish-at-low-tide" })).status).toBe(200);
    for (const slug of ["low-tide-on-the-reef", "rock-pools-at-low-tide"]) {
      expect((await openPost(slug)).location).toBe("/blog/starfish-at-low-tide");
    }
  });

  it("does not let another post take over a slug that redirects (409, the redirect stays)", async () => {
    const thief = await create({ title: "A different story", slug: "low-tide-on-the-reef" });
    expect(thief.status).toBe(409);
    expect(((await thief.json()) as { errors: Record<string, string> }).errors.slug).toMatch(
      /redirects/,
    );

    const other = (await (
      await create({ title: "A different story", slug: "a-different-story" })
    ).json()) as AdminBlogPostDto;
    const renamed = await edit(other.id, { slug: "rock-pools-at-low-tide" });
    expect(renamed.status).toBe(409);
    expect((await openPost("rock-pools-at-low-tide")).location).toBe("/blog/starfish-at-low-tide");
  });

  it("lets the post take an old slug back (that redirect is dropped)", async () => {
    expect((await edit(post.id, { slug: "low-tide-on-the-reef" })).status).toBe(200);
    expect((await openPost("low-tide-on-the-reef")).status).toBe(200);
    expect((await openPost("starfish-at-low-tide")).location).toBe("/blog/low-tide-on-the-reef");
  });

  it("does not redirect to a post that is not published", async () => {
    const unpublish = await t.app.request(`/api/admin/blog/posts/${post.id}/publish`, {
      method: "PUT",
      headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ published: false }),
    });
    expect(unpublish.status).toBe(200);
    const old = await openPost("starfish-at-low-tide");
    expect(old.status).toBe(404);
    expect(old.location).toBeNull();
  });

  it("keeps no redirect for a draft that was never public, and frees old slugs on delete", async () => {
    const draft = (await (
      await create({ title: "Draft story here", slug: "draft-story-here", published: "false" })
    ).json()) as AdminBlogPostDto;
    expect((await edit(draft.id, { slug: "draft-story-renamed", published: "false" })).status).toBe(
      200,
    );
    expect((await create({ title: "Draft story here", slug: "draft-story-here" })).status).toBe(
      201,
    );

    expect((await remove(post.id)).status).toBe(200);
    expect((await openPost("rock-pools-at-low-tide")).status).toBe(404);
    expect((await create({ title: "Rock pools", slug: "rock-pools-at-low-tide" })).status).toBe(
      201,
    );
  });
});

describe("deleting a post removes its uploaded images", () => {
  it("removes the cover and inline images only that post uses, and nothing else", async () => {
    const own = await uploadInline();
    const shared = await uploadInline();
    const inTestimonial = await uploadInline();
    const roomPhoto = await storeImage(
      diskFileStore(dataDir),
      "rooms/1",
      new Uint8Array(await png()),
    );
    const html = (srcs: string[]) =>
      `${CONTENT}${srcs.map((src) => `<p><img src="${src}" alt="The pool"></p>`).join("")}`;

    const post = (await (
      await create(
        {
          title: "Images in a post",
          slug: "images-in-a-post",
          content: html([own, shared, inTestimonial, roomPhoto.src]),
        },
        await png(),
      )
    ).json()) as AdminBlogPostDto;
    expect(post.coverImage).toMatch(/^\/uploads\/blog\//);
    expect(post.content).toContain(own);
    const other = await create({
      title: "Another post sharing",
      slug: "another-post-sharing",
      content: html([shared]),
    });
    expect(other.status).toBe(201);
    await t.database.db.insert(testimonials).values({
      name: "Halima S.",
      location: { en: "Malindi" },
      content: { en: "A lovely, quiet week by the pool." },
      rating: 5,
      image: inTestimonial,
    });
    for (const src of [own, shared, inTestimonial, post.coverImage!, roomPhoto.src]) {
      expect(existsSync(fileOf(src)), src).toBe(true);
    }

    expect((await remove(post.id)).status).toBe(200);
    for (const src of [own, post.coverImage!]) {
      expect(existsSync(fileOf(src)), src).toBe(false);
      expect(variantsOf(src), src).toEqual([]);
    }
    // Still used by another post, by a testimonial, or a room photo: kept.
    for (const src of [shared, inTestimonial, roomPhoto.src]) {
      expect(existsSync(fileOf(src)), src).toBe(true);
    }
  });
});

describe("with no published post", () => {
  it("the journal is empty, the feed has no items and a former sample link is a 404 without samples", async () => {
    await t.database.db.update(blogPosts).set({ published: false });
    const demoSlug = demoPosts[0]!.slug;
    const list = await import("~/routes/public/blog");
    const page = (await list.loader({
      request: new Request("http://localhost/blog"),
      params: {},
      context: context(),
    } as never)) as { featured: unknown[]; more: unknown[] };
    expect(page.featured).toEqual([]);
    expect(page.more).toEqual([]);

    const rss = await import("~/routes/resources/blog-rss");
    const feed = (await rss.loader({
      request: new Request("http://localhost/blog/rss.xml"),
      params: {},
      context: context(),
    } as never)) as Response;
    const xml = await feed.text();
    expect(xml).toContain("<channel>");
    expect(xml).not.toContain("<item>");

    // A demo story's address (its row is unpublished): 404, and no stand-in stories.
    const missing = await openPost(demoSlug);
    expect(missing.status).toBe(404);
    expect(missing.data?.related).toEqual([]);

    // With the rows gone too, no sample story is answered.
    await t.database.db.delete(blogPosts);
    const gone = await openPost(demoSlug);
    expect(gone.status).toBe(404);
    expect(gone.data?.related).toEqual([]);
  });
});
