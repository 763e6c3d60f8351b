import { useState } from "react";
import { data, useRevalidator } from "react-router";
import { adminApi, failureMessage } from "~/admin/api-client";
import { signedInAdmin } from "~/admin/session.server";
import { flattenValues, formValues, nestOnce, staleDiffs } from "~/components/admin/admin-form";
import { LocalizedFields } from "~/components/admin/localized-fields";
import { StaleNotice } from "~/components/admin/stale-notice";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { type RoomField, roleMayEditRoomField } from "~core/admin-roles";
import { LANGUAGES, type LocalizedText } from "~core/i18n/languages";
import { LANGUAGE_NAMES } from "~core/schemas/admin-content";
import { idFromParam } from "~core/schemas/text";
import { adminRoom, roomFormValues } from "~server/services/content/admin-rooms";
import type { Route } from "./+types/room-edit";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.id) ?? 0;
  const { role } = signedInAdmin(context);
  const row = id ? await adminRoom(context.services.db, id) : null;
  if (!row) return data({ room: null, role }, { status: 404 });
  return { room: roomFormValues(row), role };
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

/** One multilingual field's texts out of the flat form values. */
const localized = (values: Values, name: string): Partial<LocalizedText> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, values[`${name}.${lang}`] ?? ""]));

/** The multilingual fields, as labelled in the form ("Description (French)"). */
const LOCALIZED = [
  {
    name: "description",
    label: "Description",
    multiline: true,
    rows: 6,
    hint: "What the room page shows.",
  },
  {
    name: "shortDescription",
    label: "Short description",
    hint: "One line on the room cards and in search results.",
  },
  {
    name: "amenities",
    label: "Amenities",
    required: false,
    hint: "Comma-separated, for example: Free Wi-Fi, Air conditioning, Work desk. Every language lists the same amenities in the English order (leave a name empty between commas to show the English one).",
  },
] as const;

const FIELDS: {
  name: RoomField;
  label: string;
  type: "text" | "number";
  step?: number;
  min?: number;
  hint?: string;
}[] = [
  {
    name: "name",
    label: "Name",
    type: "text",
    hint: "One name in every language (a brand name such as Superior Standard).",
  },
  {
    name: "price",
    label: "Price per night: single, bed only (KSh)",
    type: "number",
    // Arrow keys move by 100 from 0: 6,500 becomes 6,600, not 6,501.
    step: 100,
    min: 1,
  },
  {
    name: "singleBreakfast",
    label: "Single with breakfast (KSh)",
    type: "number",
    step: 100,
    min: 1,
  },
  { name: "doubleBedOnly", label: "Double, bed only (KSh)", type: "number", step: 100, min: 1 },
  {
    name: "doubleBreakfast",
    label: "Double with breakfast (KSh)",
    type: "number",
    step: 100,
    min: 1,
  },
  ...(
    [
      ["rackSingleBedOnly", "single, bed only"],
      ["rackSingleBreakfast", "single with breakfast"],
      ["rackDoubleBedOnly", "double, bed only"],
      ["rackDoubleBreakfast", "double with breakfast"],
    ] as const
  ).map(([name, which]) => ({
    name,
    label: `Standard rate shown struck through: ${which} (KSh, optional)`,
    type: "number" as const,
    step: 100,
    min: 1,
    hint: "Empty: no struck-through price. The site shows them when all four are set.",
  })),
  { name: "capacity", label: "Capacity (guests per room)", type: "number", min: 1 },
  { name: "size", label: "Size (m²)", type: "number", min: 1 },
  { name: "totalRooms", label: "Total rooms of this type", type: "number", min: 1 },
];

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
        <div className="sm:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save changes"}
          </Button>
        </div>
      </form>
    </>
  );
}
