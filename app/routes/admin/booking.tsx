import { useState } from "react";
import { data, useRevalidator } from "react-router";
import { adminApi, failureMessage } from "~/admin/api-client";
import { signedInAdmin } from "~/admin/session.server";
import { formValues } from "~/components/admin/admin-form";
import { BookingChangeForm } from "~/components/admin/booking-change-form";
import { BookingFolio } from "~/components/admin/booking-folio";
import { AllBookingsLink } from "~/components/admin/booking-link";
import { BookingNotes } from "~/components/admin/booking-notes";
import { BookingRooms } from "~/components/admin/booking-rooms";
import { StayActions } from "~/components/admin/stay-actions";
import { BookingPayments, type RefundAnswer } from "~/components/pesapal/booking-payments";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { roleMayUse } from "~core/admin-roles";
import { hotelToday } from "~core/dates";
import { formatDate, formatHotelDateTime, formatKsh } from "~core/format";
import { BOOKING_SOURCE_LABELS, STAY_STATUS_LABELS } from "~core/front-office";
import { formatPhoneInternational } from "~core/phone";
import { idFromParam } from "~core/schemas/text";
import { bookingChangeHistory, getBooking } from "~server/services/booking/admin-bookings";
import { bookingFolio } from "~server/services/booking/desk-payments";
import { bookingTransactions } from "~server/services/booking/payments";
import { bookableRoomTypes, bookingNotesOf } from "~server/services/booking/stay-operations";
import { getSiteSettings } from "~server/services/platform/settings";
import { ezeeBookingStatus } from "~server/services/property/push";
import { bookingRooms } from "~server/services/property/room-numbers";
import type { Route } from "./+types/booking";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { role } = signedInAdmin(context);
  const id = idFromParam(params.id) ?? 0;
  const row = id ? await getBooking(context.services.db, id) : null;
  if (!row) throw data("Booking not found", { status: 404 });
  const payments = (await bookingTransactions(context.services.db, id)).map((item) => ({
    id: item.id,
    merchantReference: item.merchantReference,
    amount: item.amount,
    currency: item.currency,
    paymentStatus: item.paymentStatus,
    paymentMethod: item.paymentMethod,
    confirmationCode: item.confirmationCode,
    environment: item.environment,
    createdAt: item.createdAt.toISOString(),
    refund: item.refundRequestedAt
      ? {
          amount: item.refundAmount ?? 0,
          remarks: item.refundRemarks ?? "",
          requestedAt: item.refundRequestedAt.toISOString(),
          status: item.refundStatus,
          error: item.refundError,
          late: item.latePayment,
        }
      : null,
  }));
  const { db } = context.services;
  const changes = await bookingChangeHistory(db, id);
  return {
    ...row,
    ezee: await ezeeBookingStatus(db, id),
    payments,
    folio: (await bookingFolio(db, id))!,
    mayTakePayment: roleMayUse(role, `/api/admin/bookings/${id}/payments`),
    changes,
    notes: await bookingNotesOf(db, id),
    rooms: await bookableRoomTypes(db),
    roomNumbers: await bookingRooms(db, id),
    mayAssignRooms: roleMayUse(role, `/api/admin/bookings/${id}/rooms`),
    maxExtraGuests: (await getSiteSettings(db)).maxExtraGuests,
    today: hotelToday(),
  };
}

/** Staff may change a booking that is not ended, waiting for payment, checked out or a no-show. */
const changeable = (booking: { status: string; stayStatus: string }) =>
  booking.status === "confirmed" &&
  (booking.stayStatus === "expected" || booking.stayStatus === "in_house");

/** The stay of one change, before → after, in words. */
function changeText(change: {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}): string {
  const parts: string[] = [];
  const { before, after } = change;
  if (before.checkIn !== after.checkIn || before.checkOut !== after.checkOut) {
    parts.push(
      `${String(before.checkIn)} – ${String(before.checkOut)} → ${String(after.checkIn)} – ${String(after.checkOut)}`,
    );
  }
  const other = Object.keys(after).filter(
    (key) => !["checkIn", "checkOut"].includes(key) && before[key] !== after[key],
  );
  if (other.length > 0) parts.push(`changed: ${other.join(", ")}`);
  return parts.join("; ") || "no difference";
}

const SETTLEMENTS: Record<string, string> = {
  none: "nothing to settle",
  pay_online: "difference asked online",
  refund: "difference refunded",
  at_hotel: "settled at the hotel",
  rest_at_hotel: "deposit kept, the rest paid at the hotel",
};

export default function AdminBooking({ loaderData }: Route.ComponentProps) {
  const { booking, roomName, ezee, payments, folio, changes, notes, rooms, today } = loaderData;
  const revalidator = useRevalidator();
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refundAnswer, setRefundAnswer] = useState<RefundAnswer>();

  /** Cancel through POST /api/admin/bookings/:id/cancel, then show the booking as it is now. */
  async function cancel(form: HTMLFormElement) {
    setBusy(true);
    const result = await adminApi.post(
      `/api/admin/bookings/${booking.id}/cancel`,
      formValues(form),
    );
    if (result.ok) await revalidator.revalidate();
    setError(
      result.ok ? null : failureMessage(result, "Failed to cancel the booking. Please try again."),
    );
    setBusy(false);
  }

  /** "Request refund" on one payment: the server's messages at their fields, or a reload. */
  async function refund(transactionId: number, values: RefundAnswer["values"]) {
    setBusy(true);
    const result = await adminApi.post(
      `/api/admin/pesapal/transactions/${transactionId}/refund`,
      values,
    );
    if (result.ok) await revalidator.revalidate();
    const fieldErrors = Object.keys(result.errors).length > 0;
    setRefundAnswer(
      result.ok
        ? undefined
        : {
            transactionId,
            values,
            errors: result.errors,
            message: fieldErrors
              ? undefined
              : failureMessage(result, "Failed to request the refund."),
          },
    );
    setBusy(false);
  }
  // Paid online and not refunded yet: cancelling asks what happens with the money.
  const paid = payments.filter((item) => item.paymentStatus === "COMPLETED" && !item.refund);
  const paidTotal = paid.reduce((sum, item) => sum + item.amount, 0);
  const rows: [string, string][] = [
    ["Status", booking.status],
    ...(booking.status === "cancelled" && booking.cancelledBy
      ? [
          ["Cancelled by", booking.cancelledBy === "guest" ? "the guest, online" : "staff"] as [
            string,
            string,
          ],
        ]
      : []),
    ...(booking.cancellationCharge
      ? [["Late-cancellation charge", formatKsh(booking.cancellationCharge)] as [string, string]]
      : []),
    [
      "Stay status",
      [
        STAY_STATUS_LABELS[booking.stayStatus],
        booking.checkedInAt ? `checked in ${formatHotelDateTime(booking.checkedInAt)}` : "",
        booking.checkedOutAt ? `checked out ${formatHotelDateTime(booking.checkedOutAt)}` : "",
        booking.noShowAt ? `recorded ${formatHotelDateTime(booking.noShowAt)}` : "",
      ]
        .filter(Boolean)
        .join(", "),
    ],
    [
      "Came in by",
      `${BOOKING_SOURCE_LABELS[booking.source]}${loaderData.createdByName ? `, booked by ${loaderData.createdByName}` : ""}`,
    ],
    ["Guest", `${booking.firstName} ${booking.lastName}`],
    ["E-mail", booking.email || "none given (no e-mails to the guest)"],
    ["Phone", formatPhoneInternational(booking.phone)],
    ["Address", [booking.address, booking.city, booking.country].filter(Boolean).join(", ")],
    ["Room", `${roomName} × ${booking.roomCount}`],
    [
      "Stay",
      `${formatDate(booking.checkIn)} – ${formatDate(booking.checkOut)} (${booking.nights} night${booking.nights === 1 ? "" : "s"})`,
    ],
    [
      "Guests",
      `${booking.adults} adult${booking.adults === 1 ? "" : "s"}, ${booking.children} ${booking.children === 1 ? "child" : "children"}, ${booking.extraGuests} extra`,
    ],
    [
      "Options",
      [
        booking.includeBreakfast && "breakfast",
        booking.isDoubleOccupancy && "double occupancy",
        booking.needsLateCheckout && "late check-out",
      ]
        .filter(Boolean)
        .join(", ") || "none",
    ],
    ["Special requests", booking.specialRequests ?? "none"],
    ["Nightly rate", formatKsh(booking.nightlyRate)],
    ["Subtotal", formatKsh(booking.subtotal)],
    ...(booking.discount > 0 || booking.promoCode
      ? [
          [`Promo code ${booking.promoCode ?? "(deleted)"}`, `−${formatKsh(booking.discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    [`Taxes and fees (${booking.taxPercent}%)`, formatKsh(booking.taxes)],
    ["Total", formatKsh(booking.totalAmount)],
    // Asked online when booking; the rest is collected at the front desk.
    ...(booking.depositAmount !== null
      ? [
          ["Deposit asked online", formatKsh(booking.depositAmount)] as [string, string],
          [
            "Due at the hotel",
            booking.status === "confirmed" ? formatKsh(Math.max(0, folio.balance)) : "—",
          ] as [string, string],
        ]
      : []),
    ["Booked", formatHotelDateTime(booking.createdAt)],
    // The eZee reservation number, or the last push error.
    ...(ezee ? [["eZee", ezee.text] as [string, string]] : []),
    // Changes, oldest first: by the guest online (Manage booking) or by staff.
    ...changes.map(
      (change, index) =>
        [
          `Change ${index + 1}`,
          `${formatHotelDateTime(change.createdAt)} by ${change.changedBy === null ? "the guest, online" : (change.changedByName ?? "staff")}: ${changeText(change)}; total ${formatKsh(change.oldTotal)} → ${formatKsh(change.newTotal)} (${SETTLEMENTS[change.settlement] ?? change.settlement}${change.amount ? ` ${formatKsh(change.amount)}` : ""})`,
        ] as [string, string],
    ),
  ];
  return (
    <>
      <AllBookingsLink />
      <h1 className="font-display text-3xl text-ink">
        Booking <span className="font-mono">{booking.reference}</span>
      </h1>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <StayActions booking={booking} today={today} balance={folio.balance} />
        {changeable(booking) && !changing ? (
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            Change booking
          </Button>
        ) : null}
      </div>
      {changing && changeable(booking) ? (
        <BookingChangeForm
          booking={{
            id: booking.id,
            stay: {
              roomId: booking.roomTypeId,
              checkIn: booking.checkIn,
              checkOut: booking.checkOut,
              adults: booking.adults,
              children: booking.children,
              roomCount: booking.roomCount,
              extraGuests: booking.extraGuests,
              includeBreakfast: booking.includeBreakfast,
              needsLateCheckout: booking.needsLateCheckout,
            },
            guest: {
              firstName: booking.firstName,
              lastName: booking.lastName,
              email: booking.email,
              phone: booking.phone,
              address: booking.address,
              city: booking.city,
              country: booking.country,
              specialRequests: booking.specialRequests ?? "",
            },
            totalAmount: booking.totalAmount,
            version: booking.changeCount,
            promoCode: booking.promoCode ?? (booking.discount > 0 ? "(deleted code)" : null),
          }}
          rooms={rooms}
          maxExtraGuests={loaderData.maxExtraGuests}
          today={today}
          onDone={() => setChanging(false)}
        />
      ) : null}
      <section aria-labelledby="booking-rooms-heading" className="mt-6">
        <h2 id="booking-rooms-heading" className="font-semibold text-ink">
          Rooms by number
        </h2>
        <BookingRooms rooms={loaderData.roomNumbers} mayAssign={loaderData.mayAssignRooms} />
      </section>
      <dl className="mt-6 grid gap-x-6 sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="py-1 text-sm text-ink-muted">{term}</dt>
            <dd className="whitespace-pre-line py-1 text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <BookingFolio
        bookingId={booking.id}
        folio={folio}
        canTakePayment={
          loaderData.mayTakePayment &&
          (booking.status === "confirmed" || (booking.status === "cancelled" && folio.balance > 0))
        }
      />
      <BookingNotes bookingId={booking.id} notes={notes} />
      <BookingPayments
        payments={payments}
        busy={busy}
        refundAnswer={refundAnswer}
        onRefund={refund}
      />
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-coral-500/10 p-3 text-danger">
          {error}
        </p>
      ) : null}
      {(booking.status === "confirmed" || booking.status === "pending_payment") &&
      booking.stayStatus === "expected" ? (
        <form
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            const choice = new FormData(event.currentTarget).get("refund");
            const money =
              paid.length === 0
                ? ""
                : choice === "none"
                  ? ` The guest paid ${formatKsh(paidTotal)} and gets no refund.`
                  : choice === "partial"
                    ? " Part of the payment is refunded."
                    : ` ${formatKsh(paidTotal)} is refunded to the guest.`;
            if (
              window.confirm(
                `Cancel booking ${booking.reference}? The rooms become free again.${money}`,
              )
            ) {
              void cancel(event.currentTarget);
            }
          }}
        >
          {paid.length > 0 ? (
            <fieldset className="mb-4 grid gap-2 rounded-lg p-3 ring-1 ring-sand-200 sm:max-w-lg">
              <legend className="px-1 font-semibold text-ink">
                Paid online: {formatKsh(paidTotal)}
              </legend>
              {(
                [
                  ["full", `Refund in full (${formatKsh(paidTotal)})`],
                  ["partial", "Refund part (card payments only)"],
                  ["none", "No refund"],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-2 text-ink">
                  <input
                    type="radio"
                    name="refund"
                    value={value}
                    defaultChecked={value === "full"}
                  />
                  {label}
                </label>
              ))}
              <Label htmlFor="cancel-amount">Amount to refund, for a part (KSh)</Label>
              <Input id="cancel-amount" name="amount" inputMode="numeric" />
              <Label htmlFor="cancel-reason">Reason (needed for no refund)</Label>
              <Input id="cancel-reason" name="reason" maxLength={200} />
            </fieldset>
          ) : null}
          <Button type="submit" variant="danger" disabled={busy}>
            Cancel booking
          </Button>
        </form>
      ) : null}
      {booking.email ? (
        <p className="mt-6">
          <a
            className="inline-flex min-h-11 items-center text-ocean-700 underline"
            href={`mailto:${booking.email}?subject=${encodeURIComponent(`Your booking ${booking.reference}`)}`}
          >
            Write to the guest
          </a>
        </p>
      ) : null}
    </>
  );
}
