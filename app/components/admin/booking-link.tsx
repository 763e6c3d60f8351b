import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link to a booking's page from a list row (its reference or its guest), 44 px to tap. */
export function BookingLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Link
      to={`/admin/bookings/${id}`}
      className="inline-flex min-h-11 items-center text-ocean-700 underline"
    >
      {children}
    </Link>
  );
}

/** Back to the bookings list, above a booking's page or the new-booking form. */
export function AllBookingsLink() {
  return (
    <Link
      to="/admin/bookings"
      className="inline-flex min-h-11 items-center text-sm font-semibold text-ocean-700 underline"
    >
      All bookings
    </Link>
  );
}
