/**
 * The "Rooms" section of a room type's page: its physical rooms by number (floor, notes,
 * out-of-order dates), added, saved and removed through /api/admin/room-numbers. Front
 * office and owners change them (the "rates" area); others see the list.
 */
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { type FieldErrors, failureMessage } from "~/admin/api-client";
import { admin, send } from "~/admin/typed-api";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { HOUSEKEEPING_LABELS, type PhysicalRoomDto } from "~core/schemas/rooms";

type Outcome = { ok: boolean; message: string; errors: FieldErrors };

/** The form's fields as the API takes them (empty dates and texts are null). */
function roomBody(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  return {
    number: text("number"),
    floor: text("floor") || null,
    notes: text("notes") || null,
    outOfOrderFrom: text("outOfOrderFrom") || null,
    outOfOrderTo: text("outOfOrderTo") || null,
  };
}

function RoomFields({
  idPrefix,
  room,
  errors,
  disabled,
}: {
  idPrefix: string;
  room?: PhysicalRoomDto;
  errors: FieldErrors;
  disabled: boolean;
}) {
  return (
    <>
      <Field id={`${idPrefix}-number`} label="Number" error={errors.number}>
        <Input name="number" defaultValue={room?.number ?? ""} required readOnly={disabled} />
      </Field>
      <Field id={`${idPrefix}-floor`} label="Floor" error={errors.floor}>
        <Input name="floor" defaultValue={room?.floor ?? ""} readOnly={disabled} />
      </Field>
      <Field id={`${idPrefix}-notes`} label="Notes" error={errors.notes}>
        <Input name="notes" defaultValue={room?.notes ?? ""} readOnly={disabled} />
      </Field>
      <Field
        id={`${idPrefix}-ooo-from`}
        label="Out of order from"
        hint="First night out of order"
        error={errors.outOfOrderFrom}
      >
        <Input
          type="date"
          name="outOfOrderFrom"
          defaultValue={room?.outOfOrderFrom ?? ""}
          readOnly={disabled}
        />
      </Field>
      <Field
        id={`${idPrefix}-ooo-to`}
        label="Out of order until"
        hint="Last night out of order (empty: until further notice)"
        error={errors.outOfOrderTo}
      >
        <Input
          type="date"
          name="outOfOrderTo"
          defaultValue={room?.outOfOrderTo ?? ""}
          readOnly={disabled}
        />
      </Field>
    </>
  );
}

function OutcomeNote({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.ok ? "status" : "alert"}
      className={`rounded-lg p-3 sm:col-span-2 lg:col-span-5 ${outcome.ok ? "bg-palm-600/10 text-palm-700" : "bg-coral-500/10 text-danger"}`}
    >
      {outcome.message}
    </p>
  );
}

function RoomRow({ room, mayChange }: { room: PhysicalRoomDto; mayChange: boolean }) {
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const idPrefix = `room-number-${room.id}`;

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const json = roomBody(event.currentTarget);
    const result = await send(() =>
      admin["room-numbers"][":id"].$put({ param: { id: String(room.id) }, json }),
    );
    if (result.ok) await revalidator.revalidate();
    setOutcome({
      ok: result.ok,
      message: result.ok ? `Room ${room.number} saved.` : failureMessage(result, "Not saved."),
      errors: result.errors,
    });
    setBusy(false);
  }

  async function remove() {
    if (!window.confirm(`Remove room ${room.number}?`)) return;
    setBusy(true);
    const result = await send(() =>
      admin["room-numbers"][":id"].$delete({ param: { id: String(room.id) } }),
    );
    setBusy(false);
    if (result.ok) {
      await revalidator.revalidate();
      return;
    }
    setOutcome({ ok: false, message: failureMessage(result, "Not removed."), errors: {} });
  }

  return (
    <li className="rounded-xl border border-sand-200 p-4">
      <form
        noValidate
        onSubmit={save}
        aria-label={`Room ${room.number}`}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <RoomFields
          idPrefix={idPrefix}
          room={room}
          errors={outcome?.errors ?? {}}
          disabled={!mayChange}
        />
        <p className="text-sm text-ink-muted sm:col-span-2 lg:col-span-5">
          Housekeeping: {HOUSEKEEPING_LABELS[room.status]}
        </p>
        <OutcomeNote outcome={outcome} />
        {mayChange ? (
          <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
            <Button type="submit" size="sm" disabled={busy}>
              Save room {room.number}
            </Button>
            <Button
              variant="danger-outline"
              size="sm"
              disabled={busy}
              onClick={() => void remove()}
            >
              Remove room {room.number}
            </Button>
          </div>
        ) : null}
      </form>
    </li>
  );
}

export function RoomNumbersSection({
  roomTypeId,
  rooms,
  mayChange,
}: {
  roomTypeId: number;
  rooms: PhysicalRoomDto[];
  mayChange: boolean;
}) {
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const idPrefix = useId();

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const body = { roomTypeId, ...roomBody(event.currentTarget) };
    const result = await send(() => admin["room-numbers"].$post({ json: body }));
    if (result.ok) {
      await revalidator.revalidate();
      setFormKey((key) => key + 1);
    }
    setOutcome({
      ok: result.ok,
      message: result.ok ? `Room ${body.number} added.` : failureMessage(result, "Not added."),
      errors: result.errors,
    });
    setBusy(false);
  }

  return (
    <section
      aria-labelledby="room-numbers-heading"
      className="mt-10 rounded-xl border border-sand-200 p-4"
    >
      <h2 id="room-numbers-heading" className="font-semibold text-ink">
        Rooms
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        The rooms of this type by number, assigned to bookings at or before check-in. A room out of
        order is never suggested for those nights. Room numbers are the desk's own: what is sold
        still follows the number of rooms above (or eZee where it is active).
      </p>
      {rooms.length === 0 ? <p className="mt-3 text-ink">No room numbered yet.</p> : null}
      <ul className="mt-4 grid gap-3">
        {rooms.map((room) => (
          <RoomRow
            key={`${room.id}-${room.number}-${room.outOfOrderFrom}-${room.outOfOrderTo}`}
            room={room}
            mayChange={mayChange}
          />
        ))}
      </ul>
      {mayChange ? (
        <form
          key={formKey}
          noValidate
          onSubmit={add}
          aria-labelledby={`${idPrefix}-add`}
          className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        >
          <h3 id={`${idPrefix}-add`} className="font-semibold text-ink sm:col-span-2 lg:col-span-5">
            Add a room
          </h3>
          <RoomFields
            idPrefix={`${idPrefix}-new`}
            errors={outcome?.ok ? {} : (outcome?.errors ?? {})}
            disabled={false}
          />
          <OutcomeNote outcome={outcome} />
          <div className="sm:col-span-2 lg:col-span-5">
            <Button type="submit" disabled={busy}>
              Add room
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">Front office and owners add and change rooms.</p>
      )}
    </section>
  );
}
