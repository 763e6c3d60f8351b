/**
 * Create and edit form of a journal post. The same zod schema
 * as the API checks the fields here first; the form then sends multipart data to
 * /api/admin/blog/posts and shows the server's message when it
 * refuses. Nothing typed is lost on a failed save.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { adminApi, failureMessage } from "~/admin/api-client";
import { toast } from "~/components/ui/use-toast";
import { LANGUAGES } from "../../../core/i18n/languages";
import {
  type AdminBlogPostDto,
  BLOG_DEFAULT_AUTHOR,
  BLOG_DEFAULT_CATEGORY,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_MESSAGES,
  BlogPostInputSchema,
  fieldErrors,
  parseTags,
  refreshFieldErrors,
  slugify,
} from "../../../core/schemas/blog";
import { LANGUAGE_NAMES } from "../../i18n/language-names";
import { type StaleDiff, staleDiffs } from "./admin-form";
import { StaleNotice } from "./stale-notice";

const BlogEditor = lazy(() => import("./blog-editor"));

const INPUT =
  "min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 aria-[invalid=true]:border-danger";

type Errors = Record<string, string>;

interface Values {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string;
  language: string;
  featured: boolean;
  published: boolean;
}

const LABELS: Record<keyof Values, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Content (HTML)",
  author: "Author",
  category: "Category",
  tags: "Tags",
  language: "Language",
  featured: "Featured",
  published: "Published",
};

function initialValues(post: AdminBlogPostDto | null): Values {
  return post
    ? {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        author: post.author,
        category: post.category,
        tags: post.tags.join(", "),
        language: post.language,
        featured: post.featured,
        published: post.published,
      }
    : {
        title: "",
        slug: "",
        excerpt: "",
        content: "",
        author: BLOG_DEFAULT_AUTHOR,
        category: BLOG_DEFAULT_CATEGORY,
        tags: "",
        language: "en",
        featured: false,
        published: false,
      };
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function BlogPostForm({ post }: { post: AdminBlogPostDto | null }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => initialValues(post));
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [cover, setCover] = useState<File | null>(null);
  const [coverPreview, setCoverPreview] = useState<string | null>(null);
  const [keepCover, setKeepCover] = useState(true);
  // The version an edit saves from: the loaded one, or the current one after a 409.
  const [version, setVersion] = useState(post?.version);
  const [stale, setStale] = useState<StaleDiff[] | null>(null);
  // The editor is a browser-only module: the page renders its frame until it arrives.
  const [mounted, setMounted] = useState(false);
  const contentLabel = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => setMounted(true), []);
  useEffect(
    () => () => {
      if (coverPreview) URL.revokeObjectURL(coverPreview);
    },
    [coverPreview],
  );

  // A field staff fixed loses its error at once (the same schema as the submit).
  const previous = useRef(values);
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    const changed = (Object.keys(values) as (keyof Values)[]).filter(
      (name) => values[name] !== before[name],
    );
    if (changed.length === 0) return;
    setErrors((current) =>
      refreshFieldErrors(current, changed, { ...values, tags: parseTags(values.tags) }),
    );
  }, [values]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function changeTitle(title: string) {
    setValues((current) => {
      // Follow the title while the slug is empty or still generated.
      const follow = current.slug === "" || current.slug === slugify(current.title);
      return { ...current, title, slug: follow ? slugify(title) : current.slug };
    });
  }

  function chooseCover(file: File | null) {
    setErrors((current) => ({ ...current, coverImage: "" }));
    if (coverPreview) URL.revokeObjectURL(coverPreview);
    setCoverPreview(null);
    setCover(null);
    if (!file) return;
    // A first check for a quick answer; the server decides by the file's content.
    if (!["image/png", "image/jpeg"].includes(file.type)) {
      setErrors((current) => ({ ...current, coverImage: BLOG_MESSAGES.coverType }));
      return;
    }
    if (file.size > BLOG_IMAGE_MAX_BYTES) {
      setErrors((current) => ({ ...current, coverImage: BLOG_MESSAGES.coverTooLarge }));
      return;
    }
    setCover(file);
    setCoverPreview(URL.createObjectURL(file));
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const parsed = BlogPostInputSchema.safeParse({ ...values, tags: parseTags(values.tags) });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = Object.keys(found)[0];
      const target =
        first === "content"
          ? document.querySelector<HTMLElement>(
              "[aria-labelledby] [contenteditable], [contenteditable]",
            )
          : document.getElementById(`post-${first}`);
      target?.focus();
      return;
    }
    setErrors({});
    const body = new FormData();
    for (const [key, value] of Object.entries(parsed.data)) {
      body.set(key, key === "tags" ? JSON.stringify(value) : String(value));
    }
    if (cover) body.set("coverImage", cover);
    if (post) body.set("keepExistingCoverImage", String(keepCover));
    if (post) body.set("version", String(version));
    setSaving(true);
    const result = post
      ? await adminApi.put(`/api/admin/blog/posts/${post.id}`, body)
      : await adminApi.post("/api/admin/blog/posts", body);
    setSaving(false);
    if (!result.ok) {
      setErrors(result.errors as Errors);
      // Saved by someone else meanwhile: keep what is typed, show what is saved now.
      const now = result.body.current as AdminBlogPostDto | undefined;
      if (result.body.code === "stale" && now) {
        setVersion(now.version);
        setStale(
          staleDiffs(
            (Object.keys(LABELS) as (keyof Values)[]).map((name) => ({
              name,
              label: LABELS[name],
              typed: String(values[name]),
            })),
            initialValues(now),
          ),
        );
      } else setStale(null);
      setMessage(
        failureMessage(result, post ? BLOG_MESSAGES.updateFailed : BLOG_MESSAGES.createFailed),
      );
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    toast({ title: result.message || "Blog post saved." });
    navigate("/admin/blog");
  }

  const described = (name: string, hint = false) =>
    [hint ? `post-${name}-hint` : "", errors[name] ? `post-${name}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const text = (name: "title" | "slug" | "author" | "category" | "tags") => ({
    id: `post-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": described(name, name === "slug" || name === "tags"),
    className: INPUT,
  });
  const currentCover = post?.coverImage && keepCover && !cover ? post.coverImage : null;

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-5">
      {message ? (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-coral-500/10 p-3 font-medium text-danger"
        >
          {message}
        </p>
      ) : null}
      {stale ? <StaleNotice diffs={stale} className="mt-0" /> : null}
      <Field id="post-title" label="Title" error={errors.title}>
        <input {...text("title")} onChange={(event) => changeTitle(event.target.value)} />
      </Field>
      <Field
        id="post-slug"
        label="Slug"
        error={errors.slug}
        hint="The address of the post: /blog/your-slug (lowercase letters, numbers and hyphens)."
      >
        <input {...text("slug")} onChange={(event) => set("slug", event.target.value)} />
      </Field>
      <Field id="post-excerpt" label="Excerpt" error={errors.excerpt}>
        <textarea
          id="post-excerpt"
          name="excerpt"
          rows={3}
          value={values.excerpt}
          aria-invalid={errors.excerpt ? true : undefined}
          aria-describedby={described("excerpt")}
          onChange={(event) => set("excerpt", event.target.value)}
          className={INPUT}
        />
      </Field>
      <div>
        <p id={contentLabel} className="mb-1 block text-sm font-semibold text-ink">
          Content
        </p>
        {mounted ? (
          <Suspense
            fallback={<div className="min-h-80 rounded-lg border border-sand-300 bg-sand-50" />}
          >
            <BlogEditor
              initialHtml={values.content}
              onChange={(html) => set("content", html)}
              labelId={contentLabel}
              describedBy={errors.content ? "post-content-error" : undefined}
              invalid={Boolean(errors.content)}
            />
          </Suspense>
        ) : (
          <div className="min-h-80 rounded-lg border border-sand-300 bg-sand-50" />
        )}
        {errors.content ? (
          <p id="post-content-error" className="mt-1 text-sm font-medium text-danger">
            {errors.content}
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="post-author" label="Author" error={errors.author}>
          <input {...text("author")} onChange={(event) => set("author", event.target.value)} />
        </Field>
        <Field id="post-category" label="Category" error={errors.category}>
          <input {...text("category")} onChange={(event) => set("category", event.target.value)} />
        </Field>
        <Field
          id="post-tags"
          label="Tags"
          error={errors.tags}
          hint="Optional, separated by commas, for example: dining, family, beach"
        >
          <input {...text("tags")} onChange={(event) => set("tags", event.target.value)} />
        </Field>
        <Field id="post-language" label="Language of the post" error={errors.language}>
          <select
            id="post-language"
            name="language"
            value={values.language}
            onChange={(event) => set("language", event.target.value)}
            className={INPUT}
          >
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {LANGUAGE_NAMES[lang]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        id="post-coverImage"
        label="Cover image"
        error={errors.coverImage || undefined}
        hint="PNG or JPG up to 2MB"
      >
        <input
          id="post-coverImage"
          name="coverImage"
          type="file"
          accept="image/png,image/jpeg"
          aria-invalid={errors.coverImage ? true : undefined}
          aria-describedby={described("coverImage", true)}
          onChange={(event) => chooseCover(event.target.files?.[0] ?? null)}
          className="block w-full text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-ocean-50 file:px-4 file:font-semibold file:text-ocean-800"
        />
      </Field>
      {coverPreview || currentCover ? (
        <img
          src={coverPreview ?? currentCover ?? ""}
          alt="Cover preview"
          width={320}
          height={180}
          className="aspect-video w-80 max-w-full rounded-lg object-cover"
        />
      ) : null}
      {post?.coverImage && !cover ? (
        <label className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            checked={keepCover}
            onChange={(event) => setKeepCover(event.target.checked)}
            className="size-5 accent-ocean-700"
          />
          Keep the current cover image
        </label>
      ) : null}
      <fieldset className="grid gap-1">
        <legend className="sr-only">Publishing</legend>
        <label className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            name="published"
            checked={values.published}
            onChange={(event) => set("published", event.target.checked)}
            className="size-5 accent-ocean-700"
          />
          {post ? "Published" : "Publish immediately"}
        </label>
        <label className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            name="featured"
            checked={values.featured}
            onChange={(event) => set("featured", event.target.checked)}
            className="size-5 accent-ocean-700"
          />
          Feature on the journal's front page
        </label>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={saving}
          className="min-h-11 rounded-lg bg-ocean-700 px-6 font-semibold text-white hover:bg-ocean-800 disabled:opacity-60"
        >
          {saving ? "Saving..." : post ? "Update Post" : "Create Post"}
        </button>
        <Link
          to="/admin/blog"
          className="inline-flex min-h-11 items-center rounded-lg px-5 font-semibold text-ocean-800 ring-1 ring-ocean-700 hover:bg-ocean-50"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
