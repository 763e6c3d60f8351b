/**
 * Journal management API, mounted at /api/admin/blog behind
 * requireAdmin. Create and update take multipart form data (the fields of the
 * form, tags as JSON list text, an optional coverImage file); errors answer with
 * the `message` the form shows.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  BLOG_IMAGE_MAX_BYTES,
  BLOG_MESSAGES,
  BlogPostInputSchema,
  BlogPostUpdateSchema,
  BlogPublishSchema,
  fieldErrors,
} from "~core/schemas/blog";
import type { z } from "~core/zod";
import type { HonoEnv } from "../../context";
import { AppError, parseId } from "../../errors";
import {
  createPost,
  deletePost,
  setPostPublished,
  type UploadedFile,
  updatePost,
  uploadPostImage,
} from "../../services/content/admin-blog";
import { jsonInput, rejectNul } from "../validate";

/** The cover (2 MB) plus the text fields, with room for a long post's HTML. */
const FORM_LIMIT = BLOG_IMAGE_MAX_BYTES + 1024 * 1024;

const formLimit = (message: string) =>
  bodyLimit({
    maxSize: FORM_LIMIT,
    onError: () => {
      throw new AppError("payload_too_large", message);
    },
  });
/** The JSON routes below /api/admin/blog keep the API's usual small limit. */
const jsonLimit = bodyLimit({
  maxSize: 100 * 1024,
  onError: () => {
    throw new AppError("payload_too_large", "The request body is too large.");
  },
});

const isFile = (value: unknown): value is File =>
  typeof value === "object" && value !== null && "arrayBuffer" in value;

async function readForm<S extends typeof BlogPostInputSchema | typeof BlogPostUpdateSchema>(
  c: Context<HonoEnv>,
  schema: S,
) {
  let body: Record<string, string | File>;
  try {
    body = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new AppError("bad_request", "The request body must be multipart form data.");
  }
  const text = Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  rejectNul(text);
  const parsed = schema.safeParse(text);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new AppError("validation", Object.values(errors)[0] ?? "Invalid input", errors);
  }
  // A file input left empty still sends a part: a nameless, empty file is no file.
  const raw = body.coverImage;
  const cover: UploadedFile | null =
    isFile(raw) && raw.size > 0
      ? { name: raw.name, bytes: new Uint8Array(await raw.arrayBuffer()) }
      : null;
  const input = parsed.data as z.output<S>;
  return { input, cover, keep: text.keepExistingCoverImage !== "false" };
}

export const adminBlogApi = new Hono<HonoEnv>()
  .post("/posts", formLimit(BLOG_MESSAGES.coverTooLarge), async (c) => {
    const { input, cover } = await readForm(c, BlogPostInputSchema);
    const post = await createPost(c.var.services, input, cover, c.var.admin!.id);
    return c.json({ ...post, message: "Blog post created successfully." }, 201);
  })
  .put("/posts/:id", formLimit(BLOG_MESSAGES.coverTooLarge), async (c) => {
    const id = parseId(c.req.param("id"), "blog post");
    const { input, cover, keep } = await readForm(c, BlogPostUpdateSchema);
    const post = await updatePost(c.var.services, id, input, cover, keep, c.var.admin!.id);
    return c.json({ ...post, message: "Blog post updated successfully." });
  })
  .put("/posts/:id/publish", jsonLimit, jsonInput(BlogPublishSchema), async (c) => {
    const id = parseId(c.req.param("id"), "blog post");
    const { published } = c.req.valid("json");
    const post = await setPostPublished(c.var.services, id, published, c.var.admin!.id);
    return c.json(post);
  })
  .delete("/posts/:id", jsonLimit, async (c) => {
    await deletePost(c.var.services, parseId(c.req.param("id"), "blog post"), c.var.admin!.id);
    return c.json({ status: "deleted" });
  })
  .post("/images", formLimit(BLOG_MESSAGES.imageTooLarge), async (c) => {
    let file: unknown;
    try {
      file = (await c.req.parseBody()).image;
    } catch {
      throw new AppError("bad_request", "The request body must be multipart form data.");
    }
    if (!isFile(file) || file.size === 0) throw new AppError("validation", "Choose an image.");
    const stored = await uploadPostImage(
      c.var.services,
      { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      c.var.admin!.id,
    );
    return c.json(stored, 201);
  });
