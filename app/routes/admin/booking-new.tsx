import { AllBookingsLink } from "~/components/admin/booking-link";
import { StaffBookingForm } from "~/components/admin/staff-booking-form";
import { hotelToday } from "~core/dates";
import { bookableRoomTypes } from "~server/services/booking/stay-operations";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/booking-new";

export function meta() {
  return [{ title: "New booking | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  const settings = await getSiteSettings(db);
  return {
    rooms: await bookableRoomTypes(db),
    maxExtraGuests: settings.maxExtraGuests,
    today: hotelToday(),
  };
}

/** A booking staff take for a guest on the phone, at the desk, by WhatsApp or e-mail. */
export default function AdminNewBooking({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AllBookingsLink />
      <h1 className="font-display text-3xl text-ink">New booking</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        For a guest on the phone, at the desk, on WhatsApp or by e-mail. The price and the rooms are
        checked as for a booking on the website; the guest pays at the hotel.
      </p>
      <StaffBookingForm {...loaderData} />
    </>
  );
}
