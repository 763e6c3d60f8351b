/**
 * Check in, check out, no-show and undo no-show buttons of one booking, as core/front-office.ts allows
 * them today. Each is one POST to the admin API; a refusal (someone clicked first, the
 * stay moved) comes back as a toast with the reason and the page shows the booking as it is.
 */
import { admin, send } from "~/admin/typed-api";
import { toast } from "~/components/ui/use-toast";
import { formatDate, formatKsh } from "~core/format";
import { type StayAction, type StayFacts, stayActions } from "~core/front-office";
import { addDaysIso } from "~core/pricing";
import { Button } from "../ui/button";
import { useAdminCall } from "./use-admin-call";

export interface StayActionBooking extends StayFacts {
  id: number;
  reference: string;
  firstName: string;
  lastName: string;
}

const LABELS: Record<StayAction, string> = {
  "check-in": "Check in",
  "check-out": "Check out",
  "no-show": "No-show",
  "undo-no-show": "Undo no-show",
};

/** What the confirmation says an action gives back (nights from tonight, or none). */
function confirmation(action: StayAction, booking: StayActionBooking, today: string): string {
  const guest = `${booking.firstName} ${booking.lastName}`.trim();
  const from = booking.checkIn > today ? booking.checkIn : today;
  const back =
    from < booking.checkOut
      ? ` The nights from ${formatDate(from)} to ${formatDate(addDaysIso(booking.checkOut, -1))} go back on sale; the booking keeps its charges.`
      : "";
  if (action === "no-show") return `Record ${guest} (${booking.reference}) as a no-show?${back}`;
  if (action === "undo-no-show") {
    return `${guest} (${booking.reference}) arrived after all? The booking is expected again and takes back the nights the no-show gave back, if rooms remain; then check the guest in.`;
  }
  if (action === "check-out") {
    return booking.checkOut > today
      ? `Check ${guest} out early, before ${formatDate(booking.checkOut)}?${back}`
      : `Check ${guest} out?`;
  }
  return `Check ${guest} in?`;
}

const DONE: Record<StayAction, string> = {
  "check-in": "checked in",
  "check-out": "checked out",
  "no-show": "recorded as a no-show",
  "undo-no-show": "is expected again: check them in when they are at the desk",
};

/** The open balance of a booking's account (NaN when it cannot be read). */
async function openBalance(bookingId: number): Promise<number> {
  const result = await send(() =>
    admin.bookings[":id"].folio.$get({ param: { id: String(bookingId) } }),
  );
  return result.ok ? result.body.balance : Number.NaN;
}

export function StayActions({
  booking,
  today,
  balance,
  className = "",
}: {
  booking: StayActionBooking;
  today: string;
  /** The account's open balance, when the screen has it (else asked before a check-out). */
  balance?: number;
  className?: string;
}) {
  const { busy, call } = useAdminCall();
  const allowed = stayActions(booking, today);
  const actions = (Object.keys(LABELS) as StayAction[]).filter((action) => allowed[action]);
  if (actions.length === 0) return null;
  const guest = `${booking.firstName} ${booking.lastName}`.trim();
  async function take(action: StayAction) {
    // Check-out shows what the guest still owes: leaving with a balance is confirmed.
    let owed = 0;
    if (action === "check-out") {
      owed = balance ?? (await openBalance(booking.id));
      if (Number.isNaN(owed)) {
        toast({ variant: "destructive", title: `Could not read ${guest}'s account. Try again.` });
        return;
      }
    }
    // An early departure and a no-show give rooms back, an undone no-show takes them again:
    // asked first. A check-in is not.
    const asks =
      action === "no-show" ||
      action === "undo-no-show" ||
      (action === "check-out" && (booking.checkOut > today || owed > 0));
    const owing =
      owed > 0
        ? ` ${formatKsh(owed)} is still owed on this booking: check out with balance owing?`
        : "";
    if (asks && !window.confirm(`${confirmation(action, booking, today)}${owing}`)) return;
    const body = action === "check-out" && owed > 0 ? { balanceOwing: true } : undefined;
    await call(`/api/admin/bookings/${booking.id}/${action}`, "POST", body, {
      failure: `Could not record this for ${guest}.`,
      success: `${guest} ${DONE[action]}.`,
    });
  }
  return (
    <span className={`flex flex-wrap gap-2 ${className}`}>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={
            action === "no-show"
              ? "danger-outline"
              : action === "check-in"
                ? "primary"
                : "secondary"
          }
          disabled={busy}
          onClick={() => void take(action)}
        >
          {LABELS[action]}
          <span className="sr-only">
            {" "}
            {guest} ({booking.reference})
          </span>
        </Button>
      ))}
    </span>
  );
}
