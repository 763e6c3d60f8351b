import { useState } from "react";
import { errorFor } from "~/components/admin/admin-form";
import { RowVersion, useEditableList } from "~/components/admin/editable-list";
import { TextField } from "~/components/admin/fields";
import { useAdminCall } from "~/components/admin/use-admin-call";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { formatKsh } from "~core/format";
import type { PromoCodeDto } from "~core/schemas/promo-codes";
import { listPromoCodes } from "~server/services/booking/promo-codes";
import { rateRoomTypes } from "~server/services/booking/rate-admin";
import type { Route } from "./+types/promo-codes";

export function meta() {
  return [{ title: "Promo codes | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  return { codes: await listPromoCodes(db), roomTypes: await rateRoomTypes(db) };
}

/** The form's fields as the admin API takes them (checkboxes "roomTypeIds.<id>"). */
function toBody(values: Record<string, unknown>) {
  const { roomTypeIds, isActive, ...rest } = values;
  return {
    ...rest,
    roomTypeIds: Object.keys((roomTypeIds ?? {}) as Record<string, string>).map(Number),
    isActive: isActive === "on",
  };
}

const discountText = (code: Pick<PromoCodeDto, "kind" | "value">) =>
  code.kind === "percent"
    ? `${code.value}% off the rooms`
    : `${formatKsh(code.value)} off the rooms`;

const windowText = (from: string | null, to: string | null) =>
  from || to ? `${from ?? "any time"} to ${to ?? "any time"}` : "any time";

type RoomTypeChoice = { id: number; name: string };

/** Promo codes: the list, one code edited at a time or a new one, and deactivation. */
export default function AdminPromoCodes({ loaderData }: Route.ComponentProps) {
  const { codes, roomTypes } = loaderData;
  const list = useEditableList({ endpoint: "/api/admin/promo-codes", noun: "promo code", toBody });
  const { busy, call } = useAdminCall();
  const names = new Map(roomTypes.map((type) => [type.id, type.name]));

  const deactivate = (code: PromoCodeDto) =>
    void call(
      `/api/admin/promo-codes/${code.id}/deactivate`,
      "POST",
      { version: list.versionOf(code) },
      { failure: "Failed to deactivate the promo code.", success: `${code.code} deactivated.` },
    );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Promo codes</h1>
        <Button onClick={() => list.toggle("new")} aria-expanded={list.editing === "new"}>
          New promo code
        </Button>
      </div>
      <p className="mt-2 max-w-prose text-ink-muted">
        Guests enter a code on the booking form. The discount comes off the rooms before tax; every
        limit is checked when the booking is made, and a cancelled or expired booking gives its use
        back.
      </p>
      {list.editing === "new" ? (
        <section
          aria-labelledby="new-promo-code"
          className="mt-6 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200"
        >
          <h2 id="new-promo-code" className="font-display text-2xl text-ink">
            New promo code
          </h2>
          <PromoCodeForm code={null} roomTypes={roomTypes} list={list} />
        </section>
      ) : null}
      {codes.length === 0 ? (
        <p className="mt-6 text-ink-muted">No promo codes yet.</p>
      ) : (
        <ul aria-busy={list.busy || busy} className="mt-6 grid gap-4">
          {codes.map((code) => (
            <li
              key={code.id}
              id={`promo-${code.code}`}
              className="rounded-xl bg-white p-4 ring-1 ring-sand-200"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="font-mono text-lg font-semibold text-ink">{code.code}</h2>
                  {code.description ? <p className="text-ink-muted">{code.description}</p> : null}
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="font-semibold">Discount</dt>
                    <dd>{discountText(code)}</dd>
                    <dt className="font-semibold">Booked</dt>
                    <dd>{windowText(code.bookFrom, code.bookTo)}</dd>
                    <dt className="font-semibold">Stays</dt>
                    <dd>
                      {windowText(code.stayFrom, code.stayTo)}
                      {code.minNights > 1 ? `, at least ${code.minNights} nights` : ""}
                    </dd>
                    <dt className="font-semibold">Rooms</dt>
                    <dd>
                      {code.roomTypeIds.length === 0
                        ? "All room types"
                        : code.roomTypeIds.map((id) => names.get(id) ?? `#${id}`).join(", ")}
                    </dd>
                    <dt className="font-semibold">Uses</dt>
                    <dd>
                      {code.uses} of {code.maxUses ?? "no limit"}
                      {code.maxUsesPerGuest ? ` (${code.maxUsesPerGuest} per guest)` : ""}
                    </dd>
                    <dt className="font-semibold">Status</dt>
                    <dd>{code.isActive ? "Active" : "Inactive"}</dd>
                  </dl>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => list.toggle(code.id)}
                    aria-expanded={list.editing === code.id}
                    disabled={list.busy || busy}
                  >
                    Edit<span className="sr-only"> {code.code}</span>
                  </Button>
                  {code.isActive ? (
                    <Button
                      variant="secondary"
                      onClick={() => deactivate(code)}
                      disabled={list.busy || busy}
                    >
                      Deactivate<span className="sr-only"> {code.code}</span>
                    </Button>
                  ) : null}
                </div>
              </div>
              {list.editing === code.id ? (
                <PromoCodeForm code={code} roomTypes={roomTypes} list={list} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PromoCodeForm({
  code,
  roomTypes,
  list,
}: {
  code: PromoCodeDto | null;
  roomTypes: RoomTypeChoice[];
  list: ReturnType<typeof useEditableList>;
}) {
  const { errors } = list;
  const [kind, setKind] = useState(code?.kind ?? "percent");
  const chosen = new Set(code?.roomTypeIds ?? []);
  return (
    <form
      onSubmit={(event) => void list.save(event, code?.id ?? "new")}
      noValidate
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <RowVersion row={code} list={list} />
      <TextField
        name="code"
        label="Code"
        value={code?.code}
        errors={errors}
        hint="Letters, digits, - or _; guests may type it in any case."
        autoComplete="off"
      />
      <TextField
        name="description"
        label="Description (staff only)"
        value={code?.description}
        errors={errors}
      />
      <Field id="field-kind" label="Discount type" error={errorFor(errors, "kind")}>
        <Select
          name="kind"
          defaultValue={kind}
          onChange={(event) => setKind(event.currentTarget.value as "percent" | "amount")}
        >
          <option value="percent">Percentage of the rooms</option>
          <option value="amount">Fixed amount (KSh)</option>
        </Select>
      </Field>
      <TextField
        name="value"
        label={kind === "percent" ? "Percent off (1-100)" : "KSh off"}
        value={code?.value}
        errors={errors}
        inputMode="numeric"
      />
      <TextField
        name="bookFrom"
        label="Booking from"
        type="date"
        value={code?.bookFrom}
        errors={errors}
      />
      <TextField
        name="bookTo"
        label="Booking until"
        type="date"
        value={code?.bookTo}
        errors={errors}
      />
      <TextField
        name="stayFrom"
        label="Stays from (first night)"
        type="date"
        value={code?.stayFrom}
        errors={errors}
      />
      <TextField
        name="stayTo"
        label="Stays until (last night)"
        type="date"
        value={code?.stayTo}
        errors={errors}
      />
      <TextField
        name="minNights"
        label="Minimum nights"
        value={code?.minNights ?? 1}
        errors={errors}
        inputMode="numeric"
      />
      <TextField
        name="maxUses"
        label="Total uses"
        value={code?.maxUses}
        errors={errors}
        inputMode="numeric"
        hint="Empty for no limit."
      />
      <TextField
        name="maxUsesPerGuest"
        label="Uses per guest (by e-mail)"
        value={code?.maxUsesPerGuest}
        errors={errors}
        inputMode="numeric"
        hint="Empty for no limit."
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Room types</legend>
        <p className="text-sm text-ink-muted">None ticked: every room type.</p>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {roomTypes.map((type) => (
            <label key={type.id} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="checkbox"
                name={`roomTypeIds.${type.id}`}
                defaultChecked={chosen.has(type.id)}
                className="size-5"
              />
              {type.name}
            </label>
          ))}
        </div>
        {errorFor(errors, "roomTypeIds") ? (
          <p className="text-sm text-red-700">{errorFor(errors, "roomTypeIds")}</p>
        ) : null}
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 text-ink sm:col-span-2">
        <input
          type="checkbox"
          name="isActive"
          defaultChecked={code?.isActive ?? true}
          className="size-5"
        />
        Active (guests can use it)
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={list.busy}>
          {code ? "Save promo code" : "Add promo code"}
        </Button>
        <Button variant="secondary" onClick={list.close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
