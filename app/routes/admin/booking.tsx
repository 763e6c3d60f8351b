import { data, Form, Link, redirect, useNavigation } from "react-router";
import { assertSameOrigin, requireAdminPage } from "~/admin/session.server";
import { BookingPayments } from "~/components/pesapal/booking-payments";
import { formatDate, formatKsh } from "../../../core/format";
import { AppError } from "../../../server/errors";
import { cancelBooking, getBooking } from "../../../server/services/admin-bookings";
import { ezeeBookingStatus } from "../../../server/services/ezee/push";
import { bookingTransactions } from "../../../server/services/pesapal/payments";
import type { Route } from "./+types/booking";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0;
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
  }));
  return { ...row, ezee: await ezeeBookingStatus(context.services.db, id), payments };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const admin = await requireAdminPage(request, context);
  try {
    await cancelBooking(context.services, Number(params.id), admin.id);
  } catch (error) {
    if (error instanceof AppError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  return redirect(`/admin/bookings/${params.id}`);
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, roomName, ezee, payments } = loaderData;
  const navigation = useNavigation();
  const rows: [string, string][] = [
    ["Status", booking.status],
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
    ["Booked", new Date(booking.createdAt).toISOString().replace("T", " ").slice(0, 16)],
    // The eZee reservation number, or the last push error (issue 9).
    ...(ezee ? [["eZee", ezee.text] as [string, string]] : []),
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
            <dd className="whitespace-pre-line py-1 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <BookingPayments payments={payments} />
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-lg bg-coral-500/10 p-3 text-danger">
          {actionData.error}
        </p>
      ) : null}
      {booking.status === "confirmed" || booking.status === "pending_payment" ? (
        <Form
          method="post"
          className="mt-6"
          onSubmit={(event) => {
            if (
              !window.confirm(`Cancel booking ${booking.reference}? The rooms become free again.`)
            ) {
              event.preventDefault();
            }
          }}
        >
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
          className="text-ocean-700 underline"
          href={`mailto:${booking.email}?subject=${encodeURIComponent(`Your booking ${booking.reference}`)}`}
        >
          Write to the guest
        </a>
      </p>
    </>
  );
}
