import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_MESSAGES } from "~core/schemas/blog";
import type { BlogPostDto } from "~core/types";
import { auditLog, blogPosts } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import type { AdminBlogPostDto } from "~server/services/content/admin-blog";
import { findJournalPost, journalPage } from "~server/services/content/blog";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
let dataDir = "";
const ORIGIN = "http://localhost";

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), "pwani-blog-"));
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

const valid = (overrides: Record<string, string> = {}) => ({
  title: "Low tide on the reef",
  slug: "low-tide-on-the-reef",
  excerpt: "What to look for in the rock pools at low tide.",
  content: CONTENT,
  author: "Resort Life",
  category: "Resort Life",
  tags: JSON.stringify(["reef", "family"]),
  published: "false",
  ...overrides,
});

function form(fields: Record<string, string>, cover?: { bytes: Uint8Array; name: string }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (cover)
    body.set(
      "coverImage",
      new File([new Uint8Array(cover.bytes)], cover.name, { type: "image/png" }),
    );
  return body;
}

async function send(
  method: "POST" | "PUT",
  url: string,
  body: FormData,
  headers: Record<string, string> = {},
) {
  // An edit sends the version it loaded: here, the post's current one.
  const id = /\/posts\/(\d+)$/.exec(url)?.[1];
  if (method === "PUT" && id && !body.has("version")) {
    const [row] = await t.database.db
      .select({ version: blogPosts.version })
      .from(blogPosts)
      .where(eq(blogPosts.id, Number(id)));
    if (row) body.set("version", String(row.version));
  }
  return t.app.request(url, {
    method,
    headers: { Origin: ORIGIN, Cookie: cookie, ...headers },
    body,
  });
}

const create = (fields: Record<string, string>, cover?: { bytes: Uint8Array; name: string }) =>
  send("POST", "/api/admin/blog/posts", form(fields, cover));

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const coverSize = async (id: number) =>
  (
    await t.database.db
      .select({ coverWidth: blogPosts.coverWidth, coverHeight: blogPosts.coverHeight })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
  )[0];

const png = (width = 640) =>
  sharp({ create: { width, height: 400, channels: 3, background: "#137186" } })
    .png()
    .toBuffer();

describe("journal API: protection", () => {
  it("answers 401 without a session on the admin list, one post and every admin write", async () => {
    for (const [method, url] of [
      ["GET", "/api/blog/posts"],
      ["GET", "/api/blog/posts/1"],
      ["POST", "/api/admin/blog/posts"],
      ["PUT", "/api/admin/blog/posts/1"],
      ["PUT", "/api/admin/blog/posts/1/publish"],
      ["DELETE", "/api/admin/blog/posts/1"],
      ["POST", "/api/admin/blog/images"],
    ] as const) {
      const response = await t.app.request(url, { method, headers: { Origin: ORIGIN } });
      expect(response.status, `${method} ${url}`).toBe(401);
      expect((await json(response)).message).toBe("Sign in to use the admin area.");
    }
  });

  it("answers 403 to a write from a foreign origin, even signed in", async () => {
    const response = await send("POST", "/api/admin/blog/posts", form(valid()), {
      Origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });
});

describe("journal API: validation messages", () => {
  const cases: [Record<string, string>, string, string][] = [
    [{ title: "Tide" }, "title", BLOG_MESSAGES.title],
    [{ slug: "lo" }, "slug", BLOG_MESSAGES.slugMin],
    [{ slug: "Low Tide!" }, "slug", BLOG_MESSAGES.slugPattern],
    [{ slug: "---" }, "slug", BLOG_MESSAGES.slugEdges],
    [{ excerpt: "Short" }, "excerpt", BLOG_MESSAGES.excerpt],
    [{ content: "<p>Too short to be a post.</p>" }, "content", BLOG_MESSAGES.content],
    [{ author: "A" }, "author", BLOG_MESSAGES.author],
    [{ category: "" }, "category", BLOG_MESSAGES.category],
  ];
  for (const [override, field, message] of cases) {
    it(`refuses ${field} ${JSON.stringify(Object.values(override)[0])} with "${message}"`, async () => {
      const response = await create(valid(override));
      expect(response.status).toBe(400);
      const body = await json<{ message: string; errors: Record<string, string> }>(response);
      expect(body.message).toBe(message);
      expect(body.errors[field]).toBe(message);
    });
  }

  it("counts the content's text, not its markup, and again after cleaning", async () => {
    // 60 characters of markup but hardly any text.
    const markup = `<p><strong></strong><em></em><u></u><s></s><strong></strong></p><p>Hi</p>`;
    expect((await json(await create(valid({ content: markup })))).message).toBe(
      BLOG_MESSAGES.content,
    );
    // Long enough before cleaning, but the text is inside a script that is removed.
    const script = `<script>${"x".repeat(80)}</script><p>Hello</p>`;
    const response = await create(valid({ content: script }));
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(BLOG_MESSAGES.content);
  });

  it("reports every invalid field at once", async () => {
    const response = await create({
      title: "",
      slug: "",
      excerpt: "",
      content: "",
      author: "",
      category: "",
    });
    const body = await json<{ errors: Record<string, string> }>(response);
    expect(Object.keys(body.errors).sort()).toEqual(
      ["author", "category", "content", "excerpt", "slug", "title"].sort(),
    );
  });
});

describe("journal API: create, edit, publish, delete", () => {
  let draft: AdminBlogPostDto;

  it("creates a draft with cleaned content, tags from JSON text and the defaults", async () => {
    const response = await create(
      valid({
        content: `${CONTENT}<p onclick="alert(1)">Tap <a href="javascript:alert(1)">here</a></p>`,
      }),
    );
    expect(response.status).toBe(201);
    draft = await json<AdminBlogPostDto>(response);
    expect(draft).toMatchObject({
      slug: "low-tide-on-the-reef",
      published: false,
      publishedAt: null,
      tags: ["reef", "family"],
      language: "en",
      coverImage: null,
    });
    expect(draft.content).not.toContain("onclick");
    expect(draft.content).not.toContain("javascript:");
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, draft.id));
    expect(row?.content).not.toContain("onclick");
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "create_post"));
    expect(audits.some((entry) => entry.entityId === String(draft.id))).toBe(true);
  });

  it("keeps drafts out of every public answer and shows them to staff", async () => {
    expect((await t.getJson(`/api/blog/post/${draft.slug}`)).status).toBe(404);
    expect(await findJournalPost(t.database.db, draft.slug)).toBeNull();
    const page = await journalPage(t.database.db, 1);
    expect([...page.featured, ...page.more].some((post) => post.slug === draft.slug)).toBe(false);

    const list = await t.getJson("/api/blog/posts?status=drafts", { headers: { Cookie: cookie } });
    expect(list.status).toBe(200);
    expect((list.body as AdminBlogPostDto[]).map((post) => post.slug)).toEqual([draft.slug]);
    const one = await t.getJson(`/api/blog/posts/${draft.id}`, { headers: { Cookie: cookie } });
    expect((one.body as AdminBlogPostDto).title).toBe("Low tide on the reef");
    const search = await t.getJson("/api/blog/posts?q=ROCK%20POOLS", {
      headers: { Cookie: cookie },
    });
    expect((search.body as AdminBlogPostDto[]).map((post) => post.id)).toEqual([draft.id]);
  });

  it("refuses a slug that is taken with 409 and a clear message", async () => {
    const response = await create(valid({ title: "Another post on tides" }));
    expect(response.status).toBe(409);
    expect((await json(response)).message).toBe(BLOG_MESSAGES.slugTaken("low-tide-on-the-reef"));
    // Editing another post onto a taken slug is refused the same way.
    const other = await json<AdminBlogPostDto>(
      await create(valid({ title: "Another post on tides", slug: "another-post-on-tides" })),
    );
    const update = await send(
      "PUT",
      `/api/admin/blog/posts/${other.id}`,
      form(valid({ slug: draft.slug })),
    );
    expect(update.status).toBe(409);
    expect((await json(update)).message).toBe(BLOG_MESSAGES.slugTaken(draft.slug));
  });

  it("accepts a PNG or JPG cover of up to 2 MB, judged by content", async () => {
    const response = await send(
      "PUT",
      `/api/admin/blog/posts/${draft.id}`,
      form(valid({ keepExistingCoverImage: "true" }), {
        bytes: await png(1200),
        name: "cover.png",
      }),
    );
    expect(response.status).toBe(200);
    draft = await json<AdminBlogPostDto>(response);
    expect(draft.coverImage).toMatch(/^\/uploads\/blog\/[0-9a-f]{24}\.webp$/);
    expect(existsSync(path.join(dataDir, draft.coverImage!.slice(1)))).toBe(true);
    // Its size is kept, so the pages offer the 480 and 960 px variants stored beside it.
    expect(await coverSize(draft.id)).toEqual({ coverWidth: 1200, coverHeight: 400 });
    expect(
      existsSync(path.join(dataDir, draft.coverImage!.replace(".webp", "-960w.webp").slice(1))),
    ).toBe(true);
    // Saved again without a file, the cover and its size stay.
    const kept = await send(
      "PUT",
      `/api/admin/blog/posts/${draft.id}`,
      form(valid({ keepExistingCoverImage: "true" })),
    );
    expect((await json<AdminBlogPostDto>(kept)).coverImage).toBe(draft.coverImage);
    expect(await coverSize(draft.id)).toEqual({ coverWidth: 1200, coverHeight: 400 });

    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    // The name lies (.png) but the content is a JPEG: fine.
    const second = await send(
      "PUT",
      `/api/admin/blog/posts/${draft.id}`,
      form(valid(), { bytes: jpeg, name: "cover.png" }),
    );
    expect(second.status).toBe(200);
    const previous = draft.coverImage!;
    draft = await json<AdminBlogPostDto>(second);
    expect(draft.coverImage).not.toBe(previous);
    expect(await coverSize(draft.id)).toEqual({ coverWidth: 640, coverHeight: 400 });
    // The replaced cover's files are gone.
    expect(existsSync(path.join(dataDir, previous.slice(1)))).toBe(false);
  });

  it("refuses a cover that is not PNG or JPG by content, whatever its name", async () => {
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    for (const bytes of [webp, new TextEncoder().encode("<svg onload=alert(1)></svg>")]) {
      const response = await send(
        "PUT",
        `/api/admin/blog/posts/${draft.id}`,
        form(valid(), { bytes, name: "cover.png" }),
      );
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBe(BLOG_MESSAGES.coverType);
    }
  });

  it("refuses a cover over 2 MB, and a body far over it with 413", async () => {
    // A real PNG just over 2 MB: random pixels do not compress.
    const { randomBytes } = await import("node:crypto");
    const big = await sharp(randomBytes(1000 * 800 * 3), {
      raw: { width: 1000, height: 800, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    expect(big.byteLength).toBeLessThan(3 * 1024 * 1024);
    const response = await create(valid({ slug: "big-cover" }), { bytes: big, name: "big.png" });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(BLOG_MESSAGES.coverTooLarge);

    const huge = new Uint8Array(4 * 1024 * 1024);
    const tooBig = await create(valid({ slug: "huge-cover" }), { bytes: huge, name: "huge.png" });
    expect(tooBig.status).toBe(413);
    expect((await json(tooBig)).message).toBe(BLOG_MESSAGES.coverTooLarge);
    const slugs = (await t.database.db.select({ slug: blogPosts.slug }).from(blogPosts)).map(
      (row) => row.slug,
    );
    expect(slugs).not.toContain("big-cover");
    expect(slugs).not.toContain("huge-cover");
  });

  it("removes the cover when staff do not keep it", async () => {
    const previous = draft.coverImage!;
    const response = await send(
      "PUT",
      `/api/admin/blog/posts/${draft.id}`,
      form(valid({ keepExistingCoverImage: "false" })),
    );
    draft = await json<AdminBlogPostDto>(response);
    expect(draft.coverImage).toBeNull();
    expect(await coverSize(draft.id)).toEqual({ coverWidth: null, coverHeight: null });
    expect(existsSync(path.join(dataDir, previous.slice(1)))).toBe(false);
  });

  it("publishes, shows it publicly, unpublishes and hides it again", async () => {
    const publish = (published: unknown) =>
      t.app.request(`/api/admin/blog/posts/${draft.id}/publish`, {
        method: "PUT",
        headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ published }),
      });
    expect((await publish("yes")).status).toBe(400);
    const published = await json<AdminBlogPostDto>(await publish(true));
    expect(published.published).toBe(true);
    expect(published.publishedAt).not.toBeNull();
    const open = await t.getJson(`/api/blog/post/${draft.slug}`);
    expect(open.status).toBe(200);
    expect((open.body as BlogPostDto).title).toBe("Low tide on the reef");

    const hidden = await json<AdminBlogPostDto>(await publish(false));
    expect(hidden.published).toBe(false);
    expect((await t.getJson(`/api/blog/post/${draft.slug}`)).status).toBe(404);
    // Publishing again keeps the first publication date.
    expect((await json<AdminBlogPostDto>(await publish(true))).publishedAt).toBe(
      published.publishedAt,
    );
  });

  it("uploads an image for inside a post (PNG or JPG only) and returns its /uploads/ address", async () => {
    const body = new FormData();
    body.set("image", new File([new Uint8Array(await png(900))], "pool.png"));
    const response = await t.app.request("/api/admin/blog/images", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body,
    });
    expect(response.status).toBe(201);
    const stored = await json<{ src: string; width: number }>(response);
    expect(stored.src).toMatch(/^\/uploads\/blog\/[0-9a-f]{24}\.webp$/);
    expect(stored.width).toBe(900);

    const gif = new FormData();
    gif.set(
      "image",
      new File(
        [
          new Uint8Array(
            await sharp(await png())
              .gif()
              .toBuffer(),
          ),
        ],
        "a.png",
      ),
    );
    const refused = await t.app.request("/api/admin/blog/images", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie },
      body: gif,
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe(BLOG_MESSAGES.imageType);
  });

  it("deletes a post (404 afterwards, also for a second delete)", async () => {
    const remove = () =>
      t.app.request(`/api/admin/blog/posts/${draft.id}`, {
        method: "DELETE",
        headers: { Origin: ORIGIN, Cookie: cookie },
      });
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(404);
    const one = await t.getJson(`/api/blog/posts/${draft.id}`, { headers: { Cookie: cookie } });
    expect(one.status).toBe(404);
  });
});

describe("journal pages' data", () => {
  it("pages the More Stories grid after the featured panels", async () => {
    const page = await journalPage(t.database.db, 1);
    expect(page.featured).toHaveLength(3);
    expect(page.featured.every((post) => post.featured)).toBe(true);
    const featuredIds = new Set(page.featured.map((post) => post.id));
    expect(page.more.some((post) => featuredIds.has(post.id))).toBe(false);
  });

  it("shows no built-in sample stories once nothing is published", async () => {
    await t.database.db.update(blogPosts).set({ published: false });
    const page = await journalPage(t.database.db, 1);
    expect(page.featured).toEqual([]);
    expect(page.more).toEqual([]);
    const [row] = await t.database.db.select().from(blogPosts).limit(1);
    expect(await findJournalPost(t.database.db, row!.slug)).toBeNull();
    await t.database.db.delete(blogPosts);
    expect(await findJournalPost(t.database.db, row!.slug)).toBeNull();
  });
});
