import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import {
  type AdminApiPath,
  adminRequest,
  type Method,
  uploadWithProgress,
} from "~/admin/api-client";
import {
  type FieldErrors,
  formObject,
  type StaleState,
  staleState,
} from "~/components/admin/admin-form";
import { FormButtons } from "~/components/admin/editable-list";
import { ImagePicker, MAX_PICKED_FILES, usePickedImages } from "~/components/admin/image-picker";
import { ListActions } from "~/components/admin/list-actions";
import { LocalizedFields } from "~/components/admin/localized-fields";
import { StaleNotice } from "~/components/admin/stale-notice";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import type { LocalizedText } from "~core/i18n/languages";
import { srcSetFor } from "~core/images";
import { listAdminGallery, listGalleryCategories } from "~server/services/content/admin/gallery";
import type { Route } from "./+types/gallery";

export function meta() {
  return [{ title: "Gallery | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const [rows, categories] = await Promise.all([
    listAdminGallery(context.services.db),
    listGalleryCategories(context.services.db),
  ]);
  return {
    categories: categories.map((row) => ({ ...row, name: row.name as LocalizedText })),
    images: rows.map((row) => ({
      id: row.id,
      src: row.src,
      width: row.width,
      category: row.category,
      alt: row.alt as LocalizedText,
      version: row.version,
    })),
  };
}

type Image = Route.ComponentProps["loaderData"]["images"][number];
type Category = Route.ComponentProps["loaderData"]["categories"][number];

/** The gallery of /gallery: upload, alt texts in seven languages, category, order, delete. */
export default function AdminGallery({ loaderData }: Route.ComponentProps) {
  const { images, categories } = loaderData;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [editErrors, setEditErrors] = useState<FieldErrors>({});
  // After a 409 "stale": the differences and the version the open image saves from.
  const [stale, setStale] = useState<(StaleState & { id: number }) | null>(null);

  async function call(url: AdminApiPath, method: Method, body: unknown, failure: string) {
    setBusy(true);
    const result = await adminRequest(method, url, body);
    if (result.ok) await revalidator.revalidate();
    else toast({ variant: "destructive", title: result.body.message ?? failure });
    setBusy(false);
    return result;
  }

  const move = (list: Image[], index: number, to: number) => {
    const ids = list.map((image) => image.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(to, 0, moved as number);
    void call(
      "/api/admin/gallery/reorder",
      "PUT",
      { category: list[index]?.category, ids },
      "Failed to reorder the images. Please try again.",
    );
  };

  /** After ListActions has asked for confirmation. */
  const remove = (image: Image) => {
    void call(`/api/admin/gallery/${image.id}`, "DELETE", undefined, "Failed to delete the image.");
  };

  async function saveEdit(event: React.FormEvent<HTMLFormElement>, image: Image) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await call(
      `/api/admin/gallery/${image.id}`,
      "PUT",
      formObject(form),
      "Failed to save the image. Please check the fields.",
    );
    setEditErrors(result.body.errors ?? {});
    const conflict = staleState(result, form);
    setStale(conflict ? { ...conflict, id: image.id } : null);
    if (result.ok) {
      setEditing(null);
      toast({ title: "Image saved." });
    }
  }

  return (
    <>
      <h1 className="font-display text-3xl text-ink">Gallery</h1>
      <p className="mt-2 text-ink-muted">
        {images.length} images. The public gallery shows them in this order, per category.{" "}
        <a href="/gallery" className="inline-flex min-h-11 items-center text-ocean-700 underline">
          View the gallery
        </a>
      </p>
      <GalleryUpload categories={categories} onDone={() => revalidator.revalidate()} />
      <GalleryCategories categories={categories} onDone={() => revalidator.revalidate()} />

      {categories.map(({ slug: category, name }) => {
        const list = images.filter((image) => image.category === category);
        return (
          <section key={category} aria-labelledby={`cat-${category}`} className="mt-10">
            <h2 id={`cat-${category}`} className="font-display text-2xl text-ink">
              {name.en} ({list.length})
            </h2>
            {list.length === 0 ? (
              <p className="mt-3 text-ink-muted">No images in this category.</p>
            ) : (
              <ol aria-busy={busy} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((image, index) => (
                  <li
                    key={image.id}
                    id={`image-${image.id}`}
                    className={`overflow-hidden rounded-xl bg-white ring-1 ring-sand-200 ${editing === image.id ? "sm:col-span-2 lg:col-span-3" : ""}`}
                  >
                    <img
                      src={image.src}
                      srcSet={srcSetFor(image.src, image.width)}
                      sizes="(min-width: 1024px) 360px, 50vw"
                      alt={image.alt.en}
                      loading="lazy"
                      className={`aspect-[3/2] w-full object-cover ${editing === image.id ? "max-w-sm" : ""}`}
                    />
                    <div className="p-3">
                      <p className="text-sm text-ink">
                        <span className="font-semibold">{index + 1}.</span> {image.alt.en}
                      </p>
                      <ListActions
                        className="mt-2"
                        label={image.alt.en}
                        index={index}
                        count={list.length}
                        busy={busy}
                        moveFirst
                        onMove={(to) => move(list, index, to)}
                        editing={editing === image.id}
                        editTitle="Edit alt text and category"
                        onEdit={() => {
                          setEditErrors({});
                          setEditing(editing === image.id ? null : image.id);
                        }}
                        onDelete={() => remove(image)}
                      />
                      {editing === image.id ? (
                        <form
                          onSubmit={(event) => void saveEdit(event, image)}
                          noValidate
                          className="mt-4 grid gap-4"
                        >
                          <input
                            type="hidden"
                            name="version"
                            value={stale?.id === image.id ? stale.version : image.version}
                          />
                          {stale?.id === image.id ? (
                            <StaleNotice diffs={stale.diffs} className="mt-0" />
                          ) : null}
                          <CategorySelect
                            id={`category-${image.id}`}
                            categories={categories}
                            value={image.category}
                          />
                          <LocalizedFields
                            name="alt"
                            idPrefix={`image-${image.id}-alt`}
                            label="Alt text"
                            value={image.alt}
                            errors={editErrors}
                            hint="Describe what the photo shows."
                          />
                          <FormButtons
                            isNew={false}
                            noun="image"
                            busy={busy}
                            onCancel={() => setEditing(null)}
                          />
                        </form>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </>
  );
}

function CategorySelect({
  id,
  categories,
  value,
  error,
}: {
  id: string;
  categories: Category[];
  /** The image's category; none for an upload, so staff choose one. */
  value?: string;
  error?: string;
}) {
  return (
    <Field id={id} label="Category" error={error}>
      <Select name="category" defaultValue={value ?? ""}>
        {value === undefined ? <option value="">Choose a category</option> : null}
        {categories.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.name.en}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * The gallery's categories: the tabs of /gallery in this order (a category shows there
 * once it holds images). Staff add, rename in seven languages, reorder and remove them;
 * one that holds images is refused removal, naming how many.
 */
function GalleryCategories({
  categories,
  onDone,
}: {
  categories: Category[];
  onDone: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState<(StaleState & { id: number }) | null>(null);
  const [newErrors, setNewErrors] = useState<FieldErrors>({});
  const [formKey, setFormKey] = useState(0);

  async function call(url: AdminApiPath, method: Method, body: unknown, failure: string) {
    setBusy(true);
    const result = await adminRequest(method, url, body);
    if (result.ok) await onDone();
    else if (!result.body.errors)
      toast({ variant: "destructive", title: result.body.message ?? failure });
    setBusy(false);
    return result;
  }

  async function save(event: React.FormEvent<HTMLFormElement>, category: Category) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await call(
      `/api/admin/gallery/categories/${category.id}`,
      "PUT",
      formObject(form),
      "Failed to save the category. Please check the fields.",
    );
    setErrors(result.body.errors ?? {});
    const conflict = staleState(result, form);
    setStale(conflict ? { ...conflict, id: category.id } : null);
    if (result.ok) {
      setEditing(null);
      toast({ title: "Category saved." });
    }
  }

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await call(
      "/api/admin/gallery/categories",
      "POST",
      formObject(event.currentTarget),
      "Failed to add the category. Please check the fields.",
    );
    setNewErrors(result.body.errors ?? {});
    if (result.ok) {
      toast({ title: "Category added." });
      setFormKey((key) => key + 1);
    }
  }

  const move = (index: number, to: number) => {
    const ids = categories.map((category) => category.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(to, 0, moved as number);
    void call(
      "/api/admin/gallery/categories/order",
      "PUT",
      { ids },
      "Failed to reorder the categories. Please try again.",
    );
  };

  return (
    <section
      aria-labelledby="categories-heading"
      className="mt-6 rounded-xl bg-white p-4 ring-1 ring-sand-200"
    >
      <h2 id="categories-heading" className="font-display text-2xl text-ink">
        Categories
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        The tabs of the public gallery, in this order. A category appears there once it holds
        images; one that holds images cannot be deleted.
      </p>
      {categories.length === 0 ? (
        <p className="mt-3 text-ink-muted">No categories yet: add one to upload images.</p>
      ) : (
        <ol aria-busy={busy} className="mt-4 divide-y divide-sand-200">
          {categories.map((category, index) => (
            <li key={category.id} id={`gallery-category-${category.id}`} className="py-3">
              <p className="text-ink">
                <span className="font-semibold">{category.name.en}</span>{" "}
                <span className="text-sm text-ink-muted">
                  ({category.slug},{" "}
                  {category.images === 1 ? "1 image" : `${category.images} images`})
                </span>
              </p>
              <ListActions
                className="mt-2"
                label={category.name.en}
                index={index}
                count={categories.length}
                busy={busy}
                onMove={(to) => move(index, to)}
                editing={editing === category.id}
                editTitle="Rename"
                onEdit={() => {
                  setErrors({});
                  setEditing(editing === category.id ? null : category.id);
                }}
                onDelete={() =>
                  void call(
                    `/api/admin/gallery/categories/${category.id}`,
                    "DELETE",
                    undefined,
                    "Failed to delete the category.",
                  )
                }
              />
              {editing === category.id ? (
                <form
                  onSubmit={(event) => void save(event, category)}
                  noValidate
                  className="mt-4 grid gap-4"
                >
                  <input
                    type="hidden"
                    name="version"
                    value={stale?.id === category.id ? stale.version : category.version}
                  />
                  {stale?.id === category.id ? (
                    <StaleNotice diffs={stale.diffs} className="mt-0" />
                  ) : null}
                  <LocalizedFields
                    name="name"
                    idPrefix={`category-${category.id}-name`}
                    label="Category name"
                    value={category.name}
                    errors={errors}
                  />
                  <FormButtons
                    isNew={false}
                    noun="category"
                    busy={busy}
                    onCancel={() => setEditing(null)}
                  />
                </form>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <form
        key={formKey}
        onSubmit={(event) => void add(event)}
        noValidate
        className="mt-4 grid gap-4"
      >
        <h3 className="font-semibold text-ink">Add a category</h3>
        <LocalizedFields
          name="name"
          label="Category name"
          errors={newErrors}
          idPrefix="new-category"
        />
        <Field
          id="new-category-slug"
          label="Slug (optional)"
          hint="Its fixed word in the gallery's data, e.g. pool-area. Left blank, it is made from the English name."
          error={newErrors.slug}
        >
          <Input name="slug" autoComplete="off" />
        </Field>
        <div>
          <Button type="submit" disabled={busy}>
            Add category
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Several images at once into one category, with their alt texts and the real progress. */
function GalleryUpload({
  categories,
  onDone,
}: {
  categories: Category[];
  onDone: () => Promise<void>;
}) {
  const images = usePickedImages();
  const picked = images.picked;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formKey, setFormKey] = useState(0);
  const abort = useRef<(() => void) | null>(null);

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (picked.length === 0) {
      setError("Please select at least one image to upload");
      return;
    }
    const form = new FormData(event.currentTarget);
    form.delete("files");
    for (const item of picked) form.append("images", item.file);
    setError(null);
    setProgress(0);
    const upload = uploadWithProgress("/api/admin/gallery/upload", form, setProgress);
    abort.current = upload.abort;
    const { status, body } = await upload.done;
    abort.current = null;
    if (status === -1) {
      setProgress(null);
      return;
    }
    setErrors(body.errors ?? {});
    if (status === 201) {
      setProgress(100);
      toast({ title: body.message ?? "Images uploaded successfully." });
      images.clear();
      setProgress(null);
      setFormKey((key) => key + 1);
      await onDone();
      return;
    }
    setProgress(null);
    setError(body.message ?? "Failed to upload images. Please try again.");
  }

  const busy = progress !== null;
  return (
    <section
      aria-labelledby="upload-heading"
      className="mt-6 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200"
    >
      <h2 id="upload-heading" className="font-display text-2xl text-ink">
        Upload images
      </h2>
      <form
        key={formKey}
        onSubmit={(event) => void send(event)}
        noValidate
        className="mt-4 grid gap-4"
      >
        <CategorySelect id="upload-category" categories={categories} error={errors.category} />
        <LocalizedFields
          name="alt"
          label="Alt text"
          errors={errors}
          hint="Describe what the photos show; the text applies to every image of this upload and can be edited per image afterwards."
        />
        <ImagePicker
          id="gallery-files"
          name="files"
          hint={`JPEG, PNG, GIF or WebP, up to 10 MB each, at most ${MAX_PICKED_FILES} at a time`}
          picker={images}
          progress={progress}
          error={error}
          onError={setError}
          className="min-h-24 bg-white"
        />
        <div className="flex gap-3">
          <Button type="submit" disabled={busy}>
            Upload{" "}
            {picked.length > 0
              ? `${picked.length} image${picked.length === 1 ? "" : "s"}`
              : "images"}
          </Button>
          {busy ? (
            <Button variant="secondary" onClick={() => abort.current?.()}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
