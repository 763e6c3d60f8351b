/**
 * The room numbers a booking holds, and a select per room booked to change them before or at
 * check-in, or to move a guest in house from tonight on (PUT /api/admin/bookings/:id/rooms).
 * The suggested rooms (free for the nights, in service, inspected and clean first) are
 * preselected when none is assigned; check-in takes them by itself when the desk does not
 * choose. After check-out the rooms the guest had stay on the record.
 */
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { failureMessage } from "~/admin/api-client";
import { admin, send } from "~/admin/typed-api";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { BookingRoomsDto } from "~core/schemas/rooms";
import { HOUSEKEEPING_LABELS } from "~core/schemas/rooms";

export function BookingRooms({
  rooms,
  mayAssign,
  compact = false,
}: {
  rooms: BookingRoomsDto;
  /** The role may assign rooms (the bookings area). */
  mayAssign: boolean;
  /** One line for a list row (the front desk). */
  compact?: boolean;
}) {
  const revalidator = useRevalidator();
  const id = useId();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const current =
    rooms.assigned.length > 0 ? rooms.assigned.map((room) => room.id) : rooms.suggested;
  const numbers = rooms.assigned.map((room) => room.number);
  const assignedText = numbers.length
    ? numbers.join(", ")
    : rooms.stayRooms.length
      ? rooms.stayRooms.join(", ")
      : "none yet";
  // Rooms the guest moved out of during the stay.
  const movedFrom = rooms.inHouse ? rooms.stayRooms.filter((n) => !numbers.includes(n)) : [];
  if (rooms.choices.length === 0) {
    return compact ? null : <p className="mt-1 text-ink">No room of this type has a number.</p>;
  }

  async function assign(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const roomIds = data.getAll("roomId").map(Number);
    setBusy(true);
    const result = await send(() =>
      admin.bookings[":id"].rooms.$put({
        param: { id: String(rooms.bookingId) },
        json: { roomIds },
      }),
    );
    if (result.ok) await revalidator.revalidate();
    setOutcome({
      ok: result.ok,
      message: result.ok
        ? rooms.inHouse
          ? "Guest moved from tonight. The room left is marked dirty."
          : "Rooms assigned."
        : failureMessage(result, "The rooms were not assigned."),
    });
    setBusy(false);
  }

  return (
    <div className={compact ? "mt-2" : "mt-1"}>
      <p className="text-ink">
        Room number{rooms.roomCount > 1 ? "s" : ""}: <strong>{assignedText}</strong>
        {movedFrom.length ? (
          <span className="text-ink-muted"> (moved from {movedFrom.join(", ")})</span>
        ) : null}
      </p>
      {mayAssign && rooms.assignable ? (
        <form
          onSubmit={assign}
          aria-label={`Rooms for booking ${rooms.bookingId}`}
          className="mt-2 flex flex-wrap items-end gap-3"
        >
          {Array.from({ length: rooms.roomCount }, (_, index) => `slot-${index + 1}`).map(
            (slot, index) => (
              <div key={`${slot}-${current[index] ?? ""}`}>
                <Label htmlFor={`${id}-room-${index}`}>
                  {rooms.roomCount > 1 ? `Room ${index + 1}` : "Room"}
                </Label>
                <Select
                  id={`${id}-room-${index}`}
                  name="roomId"
                  defaultValue={current[index] ?? ""}
                >
                  <option value="" disabled>
                    Choose a room
                  </option>
                  {rooms.choices.map((choice) => (
                    <option
                      key={choice.id}
                      value={choice.id}
                      disabled={
                        !choice.free && !rooms.assigned.some((room) => room.id === choice.id)
                      }
                    >
                      {choice.number} (
                      {choice.reason ?? HOUSEKEEPING_LABELS[choice.status].toLowerCase()})
                    </option>
                  ))}
                </Select>
              </div>
            ),
          )}
          <Button type="submit" size="sm" variant="secondary" disabled={busy}>
            {rooms.inHouse
              ? "Move from tonight"
              : rooms.assigned.length
                ? "Change rooms"
                : "Assign rooms"}
          </Button>
        </form>
      ) : null}
      {outcome ? (
        <p
          role={outcome.ok ? "status" : "alert"}
          className={`mt-2 rounded-lg p-2 text-sm ${outcome.ok ? "bg-palm-600/10 text-palm-700" : "bg-coral-500/10 text-danger"}`}
        >
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
