/**
 * Create and edit form of a journal post. The same zod schema
 * as the API checks the fields here first; the form then sends multipart data to
 * /api/admin/blog/posts and shows the server's message when it
 * refuses. Nothing typed is lost on a failed save.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { adminApi, failureMessage } from "~/admin/api-client";
import { Button, ButtonLink } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldError, fieldControlProps, LABEL_CLASS } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { LANGUAGES } from "~core/i18n/languages";
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
} from "~core/schemas/blog";
import { LANGUAGE_NAMES } from "../../i18n/language-names";
import { type StaleDiff, staleDiffs } from "./admin-form";
import { StaleNotice } from "./stale-notice";

const BlogEditor = lazy(() => import("./blog-editor"));

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

  /** A one-line text field of the post, tied to its hint and error. */
  const textField = (name: "title" | "slug" | "author" | "category" | "tags", hint?: string) => (
    <Field id={`post-${name}`} label={LABELS[name]} error={errors[name]} hint={hint}>
      <Input
        name={name}
        value={values[name]}
        onChange={(event) =>
          name === "title" ? changeTitle(event.target.value) : set(name, event.target.value)
        }
      />
    </Field>
  );
  // The editor's frame until its code is there.
  const editorFrame = <div className="min-h-80 rounded-lg border border-sand-300 bg-sand-50" />;
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
      {textField("title")}
      {textField(
        "slug",
        "The address of the post: /blog/your-slug (lowercase letters, numbers and hyphens).",
      )}
      <Field id="post-excerpt" label="Excerpt" error={errors.excerpt}>
        <Textarea
          name="excerpt"
          value={values.excerpt}
          onChange={(event) => set("excerpt", event.target.value)}
        />
      </Field>
      <div>
        <p id={contentLabel} className={LABEL_CLASS}>
          Content
        </p>
        {mounted ? (
          <Suspense fallback={editorFrame}>
            <BlogEditor
              initialHtml={values.content}
              onChange={(html) => set("content", html)}
              labelId={contentLabel}
              describedBy={errors.content ? "post-content-error" : undefined}
              invalid={Boolean(errors.content)}
            />
          </Suspense>
        ) : (
          editorFrame
        )}
        {errors.content ? <FieldError id="post-content">{errors.content}</FieldError> : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {textField("author")}
        {textField("category")}
        {textField("tags", "Optional, separated by commas, for example: dining, family, beach")}
        <Field id="post-language" label="Language of the post" error={errors.language}>
          <Select
            name="language"
            value={values.language}
            onChange={(event) => set("language", event.target.value)}
          >
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {LANGUAGE_NAMES[lang]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        id="post-coverImage"
        label="Cover image"
        error={errors.coverImage || undefined}
        hint="PNG or JPG up to 2MB"
      >
        <input
          {...fieldControlProps("post-coverImage", { hint: true, error: errors.coverImage })}
          name="coverImage"
          type="file"
          accept="image/png,image/jpeg"
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
        <Checkbox
          label="Keep the current cover image"
          checked={keepCover}
          onChange={(event) => setKeepCover(event.target.checked)}
        />
      ) : null}
      <fieldset className="grid gap-1">
        <legend className="sr-only">Publishing</legend>
        <Checkbox
          label={post ? "Published" : "Publish immediately"}
          name="published"
          checked={values.published}
          onChange={(event) => set("published", event.target.checked)}
        />
        <Checkbox
          label="Feature on the journal's front page"
          name="featured"
          checked={values.featured}
          onChange={(event) => set("featured", event.target.checked)}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : post ? "Update Post" : "Create Post"}
        </Button>
        <ButtonLink to="/admin/blog" variant="secondary">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
