import { useState } from "react";
import { Link } from "react-router";
import { adminApi, failureMessage } from "~/admin/api-client";
import { formValues, nestOnce } from "~/components/admin/admin-form";
import { LocalizedFields } from "~/components/admin/localized-fields";
import { ROOM_FIELDS, ROOM_LOCALIZED } from "~/components/admin/room-form-fields";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { LocalizedText } from "~core/i18n/languages";
import { LANGUAGES } from "~core/i18n/languages";
import { slugify } from "~core/schemas/blog";

type Values = Record<string, string>;

export function meta() {
  return [{ title: "Add room type | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

const FAILED = "The room type was not created.";

/** What a new room type has besides the room form's fields, after its name. */
const EXTRA = [
  {
    name: "slug",
    label: "Slug",
    hint: "The room type's lasting key: lowercase letters and numbers joined by hyphens (for example sea-view-suite). Filled from the name; it can be changed later on the room type's page.",
  },
  { name: "bedType", label: "Bed type", hint: "For example King bed, or Twin beds." },
  { name: "view", label: "View", hint: "For example Sea view, or Garden view." },
] as const;

const localized = (values: Values, name: string): Partial<LocalizedText> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, values[`${name}.${lang}`] ?? ""]));

/**
 * Adds a room type (front office and owners: it sets prices and rooms). The room form's
 * fields, plus slug, bed type and view; each refusal shows at its field and what was typed
 * stays. Once created, the type is on sale; photos are added next.
 */
export default function AdminRoomNew() {
  const [errors, setErrors] = useState<Values>({});
  const [message, setMessage] = useState("");
  const [values, setValues] = useState<Values>({});
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = formValues(event.currentTarget);
    setSaving(true);
    const result = await adminApi.post<{ id: number; name: string }>(
      "/api/admin/rooms",
      nestOnce(typed),
    );
    setSaving(false);
    setValues(typed);
    if (result.ok) {
      setCreated({ id: result.body.id, name: result.body.name });
      return;
    }
    setErrors(result.errors);
    const first = Object.values(result.errors)[0];
    setMessage(first ? `${FAILED} ${first}` : failureMessage(result, FAILED));
  }

  if (created) {
    return (
      <>
        <h1 className="font-display text-3xl text-ink">Add room type</h1>
        <p role="status" className="mt-4 rounded-lg bg-palm-600/10 p-3 text-palm-700">
          {created.name} created. It is on sale now; add its photos next.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={`/admin/rooms/${created.id}/images`}>Add photos</ButtonLink>
          <ButtonLink to={`/admin/rooms/edit/${created.id}`} variant="secondary">
            Edit {created.name}
          </ButtonLink>
          <ButtonLink to="/admin/rooms" variant="secondary">
            Back to rooms
          </ButtonLink>
        </div>
      </>
    );
  }

  const [nameField, ...numberFields] = ROOM_FIELDS;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Add room type</h1>
        <Link
          to="/admin/rooms"
          className="inline-flex min-h-11 items-center font-semibold text-ocean-700 underline"
        >
          Back to rooms
        </Link>
      </div>
      {message ? (
        <p role="alert" className="mt-4 rounded-lg bg-coral-500/10 p-3 text-danger">
          {message}
        </p>
      ) : null}
      <form noValidate onSubmit={save} className="mt-6 grid gap-4 sm:grid-cols-2">
        {nameField ? (
          <Field id="room-name" label={nameField.label} hint={nameField.hint} error={errors.name}>
            <Input
              type="text"
              name="name"
              defaultValue={values.name ?? ""}
              onChange={(event) => {
                if (!slugTouched) setSlug(slugify(event.currentTarget.value).slice(0, 80));
              }}
            />
          </Field>
        ) : null}
        {EXTRA.map((field) => (
          <Field
            key={field.name}
            id={`room-${field.name}`}
            label={field.label}
            hint={field.hint}
            error={errors[field.name]}
          >
            {field.name === "slug" ? (
              <Input
                type="text"
                name="slug"
                value={slug}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(event) => {
                  setSlugTouched(true);
                  setSlug(event.currentTarget.value);
                }}
              />
            ) : (
              <Input type="text" name={field.name} defaultValue={values[field.name] ?? ""} />
            )}
          </Field>
        ))}
        {numberFields.map((field) => (
          <Field
            key={field.name}
            id={`room-${field.name}`}
            label={field.label}
            hint={field.hint}
            error={errors[field.name]}
          >
            <Input
              type={field.type}
              name={field.name}
              step={field.step}
              min={field.min}
              inputMode={field.type === "number" ? "numeric" : undefined}
              defaultValue={values[field.name] ?? ""}
            />
          </Field>
        ))}
        <div className="grid gap-5 sm:col-span-2">
          {ROOM_LOCALIZED.map((field) => (
            <LocalizedFields
              key={field.name}
              {...field}
              value={localized(values, field.name)}
              errors={errors}
            />
          ))}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Creating..." : "Create room type"}
          </Button>
        </div>
      </form>
    </>
  );
}
