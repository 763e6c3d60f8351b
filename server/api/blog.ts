/**
 * The journal's read API. The featured list and one post by
 * slug are public and published-only; the post list and one post by id include
 * drafts and are for signed-in staff only (the same requireAdmin as /api/admin).
 */
import { Hono } from "hono";
import type { HonoEnv } from "../context";
import { notFound, parseId } from "../errors";
import { getAdminPost, listAdminPosts } from "../services/content/admin-blog";
import { getPublishedPost, listFeaturedPosts } from "../services/content/blog";
import { pagingHeaders, pagingOrThrow } from "../services/platform/paging";
import { requireAdmin } from "./admin/protect";

export const blogApi = new Hono<HonoEnv>()
  .get("/blog/featured", async (c) => c.json(await listFeaturedPosts(c.var.services.db)))
  .get("/blog/post/:slug", async (c) => {
    const slug = c.req.param("slug");
    const post = /^[a-z0-9-]{1,200}$/.test(slug)
      ? await getPublishedPost(c.var.services.db, slug)
      : null;
    if (!post) throw notFound("Post not found");
    return c.json(post);
  })
  // A plain array as before; the paging travels in headers (docs/decisions/007-paging-in-headers.md).
  .get("/blog/posts", requireAdmin, async (c) => {
    const page = pagingOrThrow(c.req.query());
    const { rows, paging } = await listAdminPosts(
      c.var.services,
      { q: c.req.query("q"), status: c.req.query("status"), from: page.from, to: page.to },
      page,
    );
    return c.json(rows, 200, pagingHeaders(paging, c.req.url));
  })
  .get("/blog/posts/:id", requireAdmin, async (c) => {
    const post = await getAdminPost(c.var.services, parseId(c.req.param("id"), "blog post"));
    if (!post) throw notFound("Blog post not found");
    return c.json(post);
  });
