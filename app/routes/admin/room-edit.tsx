import { useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { adminApi, failureMessage } from "~/admin/api-client";
import { signedInAdmin } from "~/admin/session.server";
import { flattenValues, formValues, nestOnce, staleDiffs } from "~/components/admin/admin-form";
import { LocalizedFields } from "~/components/admin/localized-fields";
import {
  ROOM_FIELDS as FIELDS,
  ROOM_LOCALIZED as LOCALIZED,
} from "~/components/admin/room-form-fields";
import { RoomNumbersSection } from "~/components/admin/room-numbers";
import { StaleNotice } from "~/components/admin/stale-notice";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { roleHas, roleMayEditRoomField } from "~core/admin-roles";
import { LANGUAGES, type LocalizedText } from "~core/i18n/languages";
import { LANGUAGE_NAMES } from "~core/schemas/admin-content";
import { idFromParam } from "~core/schemas/text";
import { adminRoom, roomFormValues } from "~server/services/content/admin-rooms";
import { listPhysicalRooms } from "~server/services/property/room-numbers";
import type { Route } from "./+types/room-edit";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.id) ?? 0;
  const { role } = signedInAdmin(context);
  const row = id ? await adminRoom(context.services.db, id) : null;
  if (!row) return data({ room: null, role, isActive: false, numbers: [] }, { status: 404 });
  const numbers = await listPhysicalRooms(context.services.db, id);
  return { room: roomFormValues(row), role, isActive: row.isActive, numbers };
}

type Values = Record<string, string>;

/** The last save: what was typed, the server's messages, the values saved meanwhile. */
interface Outcome {
  values: Values;
  errors: Values;
  saved: boolean;
  message: string;
  current: Values | null;
}

const FAILED = "Failed to update room details. Please try again.";

/** What the type is known by: checked as at creation (a free, well-formed slug). */
const IDENTITY = [
  {
    name: "slug",
    label: "Slug",
    hint: "The room type's key: lowercase letters and numbers joined by hyphens (for example sea-view-suite). Guests' links use the room's number, so changing it breaks none.",
  },
  { name: "bedType", label: "Bed type", hint: "For example King bed, or Twin beds." },
  { name: "view", label: "View", hint: "For example Sea view, or Garden view." },
] as const;

/** One multilingual field's texts out of the flat form values. */
const localized = (values: Values, name: string): Partial<LocalizedText> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, values[`${name}.${lang}`] ?? ""]));

export default function AdminRoomEdit({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);
  const { room } = loaderData;
  if (!room) {
    return (
      <div role="alert" className="rounded-xl bg-coral-500/10 p-6">
        <p className="text-ink">Failed to load room details. Please try again.</p>
        <ButtonLink to="/admin" className="mt-4">
          Return to Dashboard
        </ButtonLink>
      </div>
    );
  }
  const roomId = room.id;
  const values: Values = outcome?.values ?? flattenValues(room);
  const errors: Values = outcome?.errors ?? {};
  const current = outcome?.current ?? null;

  /** PUT /api/admin/rooms/:id with the form's fields ("description.fr" nests once). */
  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = formValues(event.currentTarget);
    setSaving(true);
    const result = await adminApi.put(`/api/admin/rooms/${roomId}`, nestOnce(typed));
    if (result.ok) await revalidator.revalidate();
    const first = Object.values(result.errors)[0];
    setOutcome({
      values: typed,
      errors: result.errors,
      saved: result.ok,
      // Each problem shows at its field; the first is named here too, since a
      // translation's may sit far down the form.
      message: result.ok
        ? result.message || "Room details updated successfully."
        : first
          ? `${FAILED} ${first}`
          : failureMessage(result, FAILED),
      // A stale save keeps what was typed and shows the values saved meanwhile.
      current: result.body.code === "stale" ? flattenValues(result.body.current) : null,
    });
    setSaving(false);
  }
  // After a stale save the form is based on the current version (saving again replaces
  // it with what is typed); otherwise on the version the page loaded.
  const version = current?.version ?? String(room.version);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Edit {room.name}</h1>
        <Link
          to={`/admin/rooms/${room.id}/images`}
          className="inline-flex min-h-11 items-center font-semibold text-ocean-700 underline"
        >
          Manage Images
        </Link>
      </div>
      {outcome ? (
        <p
          role={outcome.saved ? "status" : "alert"}
          className={`mt-4 rounded-lg p-3 ${outcome.saved ? "bg-palm-600/10 text-palm-700" : "bg-coral-500/10 text-danger"}`}
        >
          {outcome.message}
        </p>
      ) : null}
      {current ? (
        <StaleNotice
          diffs={staleDiffs(
            [
              ...FIELDS.map(({ name, label }) => ({ name, label, typed: values[name] ?? "" })),
              ...LOCALIZED.flatMap(({ name, label }) =>
                LANGUAGES.map((lang) => ({
                  name: `${name}.${lang}`,
                  label: `${label} (${LANGUAGE_NAMES[lang]})`,
                  typed: values[`${name}.${lang}`] ?? "",
                })),
              ),
            ],
            current,
          )}
        />
      ) : null}
      <form noValidate onSubmit={save} className="mt-6 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="version" value={version} />
        {IDENTITY.map((field) => (
          <Field
            key={field.name}
            id={`room-${field.name}`}
            label={field.label}
            hint={field.hint}
            error={errors[field.name]}
          >
            <Input
              name={field.name}
              required
              maxLength={80}
              defaultValue={values[field.name] ?? ""}
            />
          </Field>
        ))}
        {FIELDS.map((field) => {
          // Prices, occupancy and room counts: shown, sent unchanged, changed by front office
          // and owners only (the save refuses any other change; core/admin-roles.ts).
          const editable = roleMayEditRoomField(loaderData.role, field.name);
          return (
            <Field
              key={field.name}
              id={`room-${field.name}`}
              label={field.label}
              hint={editable ? field.hint : "Changed by front office and owners."}
              error={errors[field.name]}
            >
              <Input
                type={field.type}
                name={field.name}
                step={field.step}
                min={field.min}
                readOnly={!editable}
                inputMode={field.type === "number" ? "numeric" : undefined}
                defaultValue={
                  editable
                    ? (values[field.name] ?? "")
                    : ((current ?? flattenValues(room))[field.name] ?? "")
                }
              />
            </Field>
          );
        })}
        <div className="grid gap-5 sm:col-span-2">
          {LOCALIZED.map((field) => (
            <LocalizedFields
              key={field.name}
              {...field}
              value={localized(values, field.name)}
              errors={errors}
              stale={room.translationStale[field.name]}
            />
          ))}
        </div>
        <Field
          id="room-chatNames"
          label="Other names guests use (chat)"
          hint="One per line: spellings and short forms guests type, for example in Arabic letters. The chat assistant then knows the room by them as well as by its name."
          error={errors.chatNames}
          className="sm:col-span-2"
        >
          <Textarea
            name="chatNames"
            rows={5}
            defaultValue={values.chatNames ?? ""}
            readOnly={!roleMayEditRoomField(loaderData.role, "chatNames")}
          />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save changes"}
          </Button>
        </div>
      </form>
      <RoomNumbersSection
        roomTypeId={room.id}
        rooms={loaderData.numbers}
        mayChange={roleHas(loaderData.role, "rates")}
      />
      <RoomSaleStatus
        id={room.id}
        name={room.name}
        isActive={loaderData.isActive}
        mayChange={roleHas(loaderData.role, "rates")}
      />
    </>
  );
}

/**
 * On sale or retired, and the one command that changes it (asked first). A refusal (an
 * upcoming booking still needs the type) is shown as the server words it.
 */
function RoomSaleStatus({
  id,
  name,
  isActive,
  mayChange,
}: {
  id: number;
  name: string;
  isActive: boolean;
  mayChange: boolean;
}) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  async function change() {
    const question = isActive
      ? `Retire ${name}? Guests will no longer see or book it; its bookings and reports stay.`
      : `Reinstate ${name}? Guests will see and book it again.`;
    if (!window.confirm(question)) return;
    setBusy(true);
    const result = await adminApi.post(
      `/api/admin/rooms/${id}/${isActive ? "retire" : "reinstate"}`,
    );
    if (result.ok) await revalidator.revalidate();
    setOutcome({
      ok: result.ok,
      message: result.ok
        ? String(result.body.message ?? "Saved.")
        : failureMessage(result, `${name} was not ${isActive ? "retired" : "reinstated"}.`),
    });
    setBusy(false);
  }
  return (
    <section
      aria-labelledby="room-sale-heading"
      className="mt-10 rounded-xl border border-sand-200 p-4"
    >
      <h2 id="room-sale-heading" className="font-semibold text-ink">
        On sale
      </h2>
      <p className="mt-1 text-ink">
        {isActive
          ? `${name} is offered to guests.`
          : `${name} is retired: guests no longer see or book it. Its bookings and reports stay.`}
      </p>
      {outcome ? (
        <p
          role={outcome.ok ? "status" : "alert"}
          className={`mt-3 rounded-lg p-3 ${outcome.ok ? "bg-palm-600/10 text-palm-700" : "bg-coral-500/10 text-danger"}`}
        >
          {outcome.message}
        </p>
      ) : null}
      {mayChange ? (
        <Button
          className="mt-3"
          variant={isActive ? "danger-outline" : "secondary"}
          disabled={busy}
          onClick={() => void change()}
        >
          {isActive ? "Retire room type" : "Reinstate room type"}
        </Button>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">
          Front office and owners retire or reinstate room types.
        </p>
      )}
    </section>
  );
}
