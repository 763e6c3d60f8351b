import { data, Form, Link, useNavigation } from "react-router";
import { signedInAdmin } from "~/admin/session.server";
import { flattenValues, staleDiffs } from "~/components/admin/admin-form";
import { LocalizedFields } from "~/components/admin/localized-fields";
import { StaleNotice } from "~/components/admin/stale-notice";
import { readFormData } from "~/form-data.server";
import { LANGUAGES, type LocalizedText } from "../../../core/i18n/languages";
import { LANGUAGE_NAMES } from "../../../core/schemas/admin-content";
import { RoomUpdateSchema } from "../../../core/schemas/admin-room";
import { idFromParam } from "../../../core/schemas/text";
import { AppError } from "../../../server/errors";
import { adminRoom, roomFormValues, updateRoom } from "../../../server/services/admin-rooms";
import type { Route } from "./+types/room-edit";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.id) ?? 0;
  const row = id ? await adminRoom(context.services.db, id) : null;
  if (!row) return data({ room: null }, { status: 404 });
  return { room: roomFormValues(row) };
}

type Values = Record<string, string>;

/**
 * Form fields named "description.fr" become { description: { fr } }
 * ("translationChecked.description.fr": { translationChecked: { "description.fr" } }).
 */
function nested(values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const dot = key.indexOf(".");
    if (dot < 0) out[key] = value;
    else {
      const head = key.slice(0, dot);
      const group = (out[head] ?? {}) as Record<string, string>;
      group[key.slice(dot + 1)] = value;
      out[head] = group;
    }
  }
  return out;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = signedInAdmin(context);
  const id = idFromParam(params.id);
  if (id === null) throw data("Room not found", { status: 404 });
  const form = await readFormData(request);
  const values: Values = Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, String(value)]),
  );
  const parsed = RoomUpdateSchema.safeParse(nested(values));
  if (!parsed.success) {
    const errors: Values = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
    return data(
      {
        values,
        errors,
        saved: false,
        // Spec 001's message; each problem is shown at its field, and the first is named
        // here too, since a translation's may sit far down the form.
        message:
          `Failed to update room details. Please try again. ${Object.values(errors)[0] ?? ""}`.trim(),
        current: null,
      },
      { status: 400 },
    );
  }
  try {
    await updateRoom(context.services.db, id, parsed.data, admin.id);
  } catch (error) {
    if (error instanceof AppError) {
      // A stale save keeps what was typed and shows the values saved meanwhile.
      const current = error.code === "stale" ? flattenValues(error.current) : null;
      return data(
        { values, errors: error.errors ?? {}, saved: false, message: error.message, current },
        { status: error.status },
      );
    }
    throw error;
  }
  return {
    values,
    errors: {} as Values,
    saved: true,
    message: "Room details updated successfully.",
    current: null,
  };
}

/** One multilingual field's texts out of the flat form values. */
const localized = (values: Values, name: string): Partial<LocalizedText> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, values[`${name}.${lang}`] ?? ""]));

/** The multilingual fields, as labelled in the form ("Description (French)"). */
const LOCALIZED = [
  { name: "description", label: "Description" },
  { name: "shortDescription", label: "Short description" },
  { name: "amenities", label: "Amenities" },
] as const;

const INPUT =
  "min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 aria-[invalid=true]:border-danger";

const FIELDS: {
  name: string;
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
    min: 0,
  },
  {
    name: "singleBreakfast",
    label: "Single with breakfast (KSh)",
    type: "number",
    step: 100,
    min: 0,
  },
  { name: "doubleBedOnly", label: "Double, bed only (KSh)", type: "number", step: 100, min: 0 },
  {
    name: "doubleBreakfast",
    label: "Double with breakfast (KSh)",
    type: "number",
    step: 100,
    min: 0,
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
    min: 0,
    hint: "Empty: no struck-through price. The site shows them when all four are set.",
  })),
  { name: "capacity", label: "Capacity (guests per room)", type: "number", min: 1 },
  { name: "size", label: "Size (m²)", type: "number", min: 1 },
  { name: "totalRooms", label: "Total rooms of this type", type: "number", min: 1 },
];

export default function AdminRoomEdit({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { room } = loaderData;
  if (!room) {
    return (
      <div role="alert" className="rounded-xl bg-coral-500/10 p-6">
        <p className="text-ink">Failed to load room details. Please try again.</p>
        <Link
          to="/admin"
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-ocean-700 px-4 font-semibold text-white"
        >
          Return to Dashboard
        </Link>
      </div>
    );
  }
  const values: Values = actionData?.values ?? flattenValues(room);
  const errors: Values = actionData?.errors ?? {};
  const current = actionData?.current ?? null;
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
      {actionData ? (
        <p
          role={actionData.saved ? "status" : "alert"}
          className={`mt-4 rounded-lg p-3 ${actionData.saved ? "bg-palm-600/10 text-palm-700" : "bg-coral-500/10 text-danger"}`}
        >
          {actionData.message}
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
      <Form method="post" noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="version" value={version} />
        {FIELDS.map((field) => {
          const id = `room-${field.name}`;
          const error = errors[field.name];
          const describedBy =
            [field.hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
              .filter(Boolean)
              .join(" ") || undefined;
          const common = {
            id,
            name: field.name,
            defaultValue: values[field.name] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy,
            className: INPUT,
          };
          return (
            <div key={field.name}>
              <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
                {field.label}
              </label>
              <input
                type={field.type}
                step={field.step}
                min={field.min}
                inputMode={field.type === "number" ? "numeric" : undefined}
                {...common}
              />
              {field.hint ? (
                <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
                  {field.hint}
                </p>
              ) : null}
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="grid gap-5 sm:col-span-2">
          <LocalizedFields
            name="description"
            label="Description"
            value={localized(values, "description")}
            errors={errors}
            multiline
            rows={6}
            stale={room.translationStale.description}
            hint="What the room page shows."
          />
          <LocalizedFields
            name="shortDescription"
            label="Short description"
            value={localized(values, "shortDescription")}
            errors={errors}
            stale={room.translationStale.shortDescription}
            hint="One line on the room cards and in search results."
          />
          <LocalizedFields
            name="amenities"
            label="Amenities"
            value={localized(values, "amenities")}
            errors={errors}
            required={false}
            stale={room.translationStale.amenities}
            hint="Comma-separated, for example: Free Wi-Fi, Air conditioning, Work desk. Every language lists the same amenities in the English order (leave a name empty between commas to show the English one)."
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="min-h-11 rounded-lg bg-ocean-700 px-6 font-semibold text-white hover:bg-ocean-800 disabled:opacity-60"
          >
            {navigation.state === "submitting" ? "Saving..." : "Save changes"}
          </button>
        </div>
      </Form>
    </>
  );
}
