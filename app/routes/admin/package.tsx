import { Plus } from "lucide-react";
import { useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { adminApi } from "~/admin/api-client";
import {
  type FieldErrors,
  formObject,
  linesToList,
  listToLines,
} from "~/components/admin/admin-form";
import { ImageField, TextField } from "~/components/admin/fields";
import { LocalizedFieldList, type LocalizedFieldSpec } from "~/components/admin/localized-fields";
import { StaleNotice, useVersion } from "~/components/admin/stale-notice";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import type { LocalizedText } from "~core/i18n/languages";
import { idFromParam } from "~core/schemas/text";
import { adminPackage } from "~server/services/content/admin/packages";
import type { Route } from "./+types/package";

export function meta() {
  return [{ title: "Package | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.id === "new") return { pkg: null };
  const id = idFromParam(params.id) ?? 0;
  const row = id ? await adminPackage(context.services.db, id) : null;
  if (!row) throw data("Package not found", { status: 404 });
  return {
    pkg: {
      id: row.id,
      slug: row.slug,
      title: row.title as LocalizedText,
      price: row.price as LocalizedText,
      priceAmount: row.priceAmount,
      priceUnit: row.priceUnit,
      groupSize: row.groupSize as LocalizedText,
      description: row.description as LocalizedText,
      features: listToLines(row.features),
      addOns: listToLines(row.addOns),
      images: row.images,
      isVisible: row.isVisible,
      version: row.version,
    },
  };
}

/** Create or edit one event package, every text in seven languages. */
/** The package's texts in seven languages: above the price amount, then below it. */
const PACKAGE_HEADINGS: LocalizedFieldSpec[] = [
  { name: "title", label: "Title" },
  { name: "price", label: "Price text", hint: 'As guests read it, e.g. "Ksh 3,500 per person".' },
];
const PACKAGE_TEXTS: LocalizedFieldSpec[] = [
  { name: "groupSize", label: "Group size", hint: 'E.g. "Minimum 20 guests".' },
  { name: "description", label: "Description", multiline: true },
  {
    name: "features",
    label: "Features",
    multiline: true,
    rows: 5,
    hint: "One feature per line; line 1 of every language is the same feature.",
  },
  {
    name: "addOns",
    label: "Add-ons",
    multiline: true,
    rows: 4,
    required: false,
    hint: "Optional, one per line (shown under Add-ons, at an extra cost).",
  },
];

export default function AdminPackage({ loaderData }: Route.ComponentProps) {
  const { pkg } = loaderData;
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { version, stale, check } = useVersion(pkg?.version);
  // Image slots: the saved images plus the ones added here (each uploads at once).
  const [images, setImages] = useState<{ key: number; src: string | null }[]>(
    (pkg?.images ?? []).map((src, key) => ({ key, src })),
  );

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formObject(form);
    const body = {
      ...values,
      features: linesToList(values.features),
      addOns: linesToList(values.addOns),
      images: images.map((slot) => slot.src).filter(Boolean),
      isVisible: values.isVisible === "on",
    };
    setBusy(true);
    const result = pkg
      ? await adminApi.put(`/api/admin/packages/${pkg.id}`, body)
      : await adminApi.post<{ id: number }>("/api/admin/packages", body);
    setBusy(false);
    setErrors(result.body.errors ?? {});
    if (!result.ok) {
      check(result, form);
      setMessage(result.body.message ?? "Failed to save the package. Please try again.");
      return;
    }
    setMessage(null);
    toast({ title: pkg ? "Package saved." : "Package created." });
    navigate("/admin/packages");
  }

  return (
    <>
      <p>
        <Link
          to="/admin/packages"
          className="inline-flex min-h-11 items-center text-ocean-700 underline"
        >
          Back to packages
        </Link>
      </p>
      <h1 className="font-display text-3xl text-ink">
        {pkg ? `Edit ${pkg.title.en}` : "New package"}
      </h1>
      {message ? (
        <p role="alert" className="mt-4 rounded-lg bg-coral-500/10 p-3 text-danger">
          {message}
        </p>
      ) : null}
      {stale ? <StaleNotice diffs={stale.diffs} /> : null}
      <form onSubmit={(event) => void save(event)} noValidate className="mt-6 grid gap-5">
        {pkg ? <input type="hidden" name="version" value={version} /> : null}
        <LocalizedFieldList record={pkg} errors={errors} fields={PACKAGE_HEADINGS} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="priceAmount"
            label="Price in KSh (for the chat and sorting)"
            value={pkg?.priceAmount}
            errors={errors}
            inputMode="numeric"
          />
          <Field id="priceUnit" label="Price applies">
            <Select name="priceUnit" defaultValue={pkg?.priceUnit ?? "person"}>
              <option value="person">Per person</option>
              <option value="group">Per group</option>
            </Select>
          </Field>
        </div>
        <LocalizedFieldList record={pkg} errors={errors} fields={PACKAGE_TEXTS} />
        <fieldset className="rounded-xl border border-sand-200 p-4">
          <legend className="px-1 text-sm font-semibold text-ink">
            Images (the first is the card's picture)
          </legend>
          <div className="grid gap-4">
            {images.map((slot, index) => (
              <ImageField
                key={slot.key}
                name={`image-${slot.key}`}
                label={`Image ${index + 1}`}
                folder="packages"
                value={slot.src}
                errors={
                  errors[`images.${index}`]
                    ? { [`image-${slot.key}`]: errors[`images.${index}`] as string }
                    : undefined
                }
                onChange={(src) =>
                  setImages((list) =>
                    list.map((item) => (item.key === slot.key ? { ...item, src } : item)),
                  )
                }
              />
            ))}
          </div>
          {images.length < 8 ? (
            <Button
              variant="link"
              onClick={() => setImages((list) => [...list, { key: Date.now(), src: null }])}
              className="mt-3 underline"
            >
              <Plus aria-hidden="true" className="size-4" />
              Add an image
            </Button>
          ) : null}
        </fieldset>
        <label className="flex min-h-11 items-center gap-2 text-ink">
          <input
            type="checkbox"
            name="isVisible"
            defaultChecked={pkg?.isVisible ?? true}
            className="size-5"
          />
          Shown on the website
        </label>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : pkg ? "Save package" : "Create package"}
          </Button>
        </div>
      </form>
    </>
  );
}
