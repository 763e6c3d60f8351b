import { data, Form, Link, redirect, useNavigation } from "react-router";
import { signedInAdmin } from "~/admin/session.server";
import { INPUT } from "~/components/admin/admin-form";
import { BookingPayments, type RefundAnswer } from "~/components/pesapal/booking-payments";
import { readFormData } from "~/form-data.server";
import { formatDate, formatHotelDateTime, formatKsh } from "../../../core/format";
import { CancelBookingSchema, RefundSchema } from "../../../core/schemas/admin";
import { idFromParam } from "../../../core/schemas/text";
import { AppError } from "../../../server/errors";
import {
  bookingChangeHistory,
  cancelBooking,
  getBooking,
} from "../../../server/services/admin-bookings";
import { ezeeBookingStatus } from "../../../server/services/ezee/push";
import { bookingTransactions } from "../../../server/services/pesapal/payments";
import { requestRefund } from "../../../server/services/pesapal/refunds";
import type { Route } from "./+types/booking";

export async function loader({ params, context }: Route.LoaderArgs) {
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
  const changes = await bookingChangeHistory(context.services.db, id);
  return { ...row, ezee: await ezeeBookingStatus(context.services.db, id), payments, changes };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = signedInAdmin(context);
  const id = idFromParam(params.id);
  if (id === null) throw data("Booking not found", { status: 404 });
  const form = await readFormData(request);
  if (form.get("intent") === "refund") return refund(form, id, context, admin);
  const values = {
    refund: String(form.get("refund") ?? ""),
    amount: String(form.get("amount") ?? "").trim(),
    reason: String(form.get("reason") ?? ""),
  };
  const parsed = CancelBookingSchema.safeParse(values);
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Check the form." }, { status: 400 });
  }
  try {
    await cancelBooking(context.services, id, parsed.data, admin.id);
  } catch (error) {
    if (error instanceof AppError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  return redirect(`/admin/bookings/${params.id}`);
}

/** "Request refund" on one of this booking's payments: the server's messages, or a reload. */
async function refund(
  form: FormData,
  bookingId: number,
  context: Route.ActionArgs["context"],
  admin: { id: number; email: string },
) {
  const transactionId = idFromParam(String(form.get("transactionId") ?? "")) ?? 0;
  const values = {
    amount: String(form.get("amount") ?? "").trim(),
    remarks: String(form.get("remarks") ?? ""),
  };
  const answer = (status: number, errors: Record<string, string>, message?: string) =>
    data({ refund: { transactionId, values, errors, message } satisfies RefundAnswer }, { status });
  const own = await bookingTransactions(context.services.db, bookingId);
  if (!own.some((item) => item.id === transactionId)) {
    return answer(404, {}, "This payment is not one of this booking's.");
  }
  const parsed = RefundSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return answer(400, errors);
  }
  try {
    await requestRefund(context.services, transactionId, parsed.data, admin);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return answer(error.status, error.errors ?? {}, error.errors ? undefined : error.message);
  }
  return redirect(`/admin/bookings/${bookingId}`);
}

const SETTLEMENTS: Record<string, string> = {
  none: "nothing to settle",
  pay_online: "difference asked online",
  refund: "difference refunded",
  at_hotel: "settled at the hotel",
};

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, roomName, ezee, payments, changes } = loaderData;
  const navigation = useNavigation();
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
    ["Guest", `${booking.firstName} ${booking.lastName}`],
    ["E-mail", booking.email],
    ["Phone", booking.phone],
    ["Address", `${booking.address}, ${booking.city}, ${booking.country}`],
    ["Room", `${roomName} × ${booking.roomCount}`],
    [
      "Stay",
      `${formatDate(booking.checkIn)} – ${formatDate(booking.checkOut)} (${booking.nights} nights)`,
    ],
    [
      "Guests",
      `${booking.adults} adults, ${booking.children} children, ${booking.extraGuests} extra`,
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
    [`Taxes and fees (${booking.taxPercent}%)`, formatKsh(booking.taxes)],
    ["Total", formatKsh(booking.totalAmount)],
    ["Booked", formatHotelDateTime(booking.createdAt)],
    // The eZee reservation number, or the last push error (issue 9).
    ...(ezee ? [["eZee", ezee.text] as [string, string]] : []),
    // Changes the guest made online (Manage booking), oldest first.
    ...changes.map(
      (change, index) =>
        [
          `Guest change ${index + 1}`,
          `${formatHotelDateTime(change.createdAt)}: ${String(change.before.checkIn)} – ${String(change.before.checkOut)} → ${String(change.after.checkIn)} – ${String(change.after.checkOut)}; total ${formatKsh(change.oldTotal)} → ${formatKsh(change.newTotal)} (${SETTLEMENTS[change.settlement] ?? change.settlement}${change.amount ? ` ${formatKsh(change.amount)}` : ""})`,
        ] as [string, string],
    ),
  ];
  return (
    <>
      <Link
        to="/admin/bookings"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-ocean-700 underline"
      >
        All bookings
      </Link>
      <h1 className="font-display text-3xl text-ink">
        Booking <span className="font-mono">{booking.reference}</span>
      </h1>
      <dl className="mt-6 grid gap-x-6 sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="py-1 text-sm text-ink-muted">{term}</dt>
            <dd className="whitespace-pre-line py-1 text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <BookingPayments
        payments={payments}
        busy={navigation.state !== "idle"}
        refundAnswer={actionData && "refund" in actionData ? actionData.refund : undefined}
      />
      {actionData && "error" in actionData ? (
        <p role="alert" className="mt-4 rounded-lg bg-coral-500/10 p-3 text-danger">
          {actionData.error}
        </p>
      ) : null}
      {booking.status === "confirmed" || booking.status === "pending_payment" ? (
        <Form
          method="post"
          className="mt-6"
          onSubmit={(event) => {
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
              !window.confirm(
                `Cancel booking ${booking.reference}? The rooms become free again.${money}`,
              )
            ) {
              event.preventDefault();
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
              <label htmlFor="cancel-amount" className="text-sm font-semibold text-ink">
                Amount to refund, for a part (KSh)
              </label>
              <input id="cancel-amount" name="amount" inputMode="numeric" className={INPUT} />
              <label htmlFor="cancel-reason" className="text-sm font-semibold text-ink">
                Reason (needed for no refund)
              </label>
              <input id="cancel-reason" name="reason" maxLength={200} className={INPUT} />
            </fieldset>
          ) : null}
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="min-h-11 rounded-lg bg-danger px-5 font-semibold text-white hover:opacity-90 disabled:opacity-60"
          >
            Cancel booking
          </button>
        </Form>
      ) : null}
      <p className="mt-6">
        <a
          className="inline-flex min-h-11 items-center text-ocean-700 underline"
          href={`mailto:${booking.email}?subject=${encodeURIComponent(`Your booking ${booking.reference}`)}`}
        >
          Write to the guest
        </a>
      </p>
    </>
  );
}
