/**
 * Staff notes on a booking: who wrote each and when (hotel time), and a box to add one.
 * They stay in the admin: never on the guest's pages, in the guest API or in e-mails.
 */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { formatHotelDateTime } from "~core/format";
import { errorFor, type FieldErrors } from "./admin-form";
import { useAdminCall } from "./use-admin-call";

export interface BookingNote {
  id: number;
  body: string;
  author: string | null;
  createdAt: string;
}

export function BookingNotes({ bookingId, notes }: { bookingId: number; notes: BookingNote[] }) {
  const { busy, call } = useAdminCall();
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <section aria-labelledby="booking-notes" className="mt-8">
      <h2 id="booking-notes" className="font-display text-2xl text-ink">
        Staff notes
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Only staff see these; the guest never does.</p>
      {notes.length === 0 ? (
        <p className="mt-3 text-ink-muted">No notes yet.</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-sand-50 p-3 ring-1 ring-sand-200">
              <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{note.body}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {note.author ?? "A former staff member"}, {formatHotelDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form
        noValidate
        className="mt-4 grid gap-3 sm:max-w-xl"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const body = String(new FormData(form).get("body") ?? "");
          const result = await call(
            `/api/admin/bookings/${bookingId}/notes`,
            "POST",
            { body },
            { failure: "Failed to add the note.", success: "Note added." },
          );
          setErrors(result.errors);
          if (result.ok) form.reset();
        }}
      >
        <Field id="note-body" label="New note" error={errorFor(errors, "body")}>
          <Textarea name="body" maxLength={2000} rows={3} />
        </Field>
        <Button type="submit" variant="secondary" disabled={busy} className="justify-self-start">
          Add note
        </Button>
      </form>
    </section>
  );
}
