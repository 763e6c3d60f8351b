import type { BookingFormValues } from "~core/schemas/booking";

/** A valid guest for the booking form and POST /api/bookings (tests add the stay and total). */
export const GUEST: BookingFormValues = {
  firstName: "Amina",
  lastName: "Odhiambo",
  email: "amina@example.com",
  phone: "+254712345678",
  address: "12 Moi Avenue",
  city: "Nairobi",
  country: "Kenya",
  specialRequests: "",
  includeBreakfast: false,
  isDoubleOccupancy: false,
  needsLateCheckout: false,
  extraGuests: 0,
};
