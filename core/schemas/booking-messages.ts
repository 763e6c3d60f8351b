/** The booking form's required messages, without zod: pages import them freely. */
export const BOOKING_MESSAGES = {
  missingDates: "Please select both check-in and check-out dates.",
  invalidRange: "Check-out date must be after check-in date.",
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  address: "Address must be at least 5 characters",
  city: "City must be at least 2 characters",
  country: "Country must be at least 2 characters",
  specialRequests: "Special requests must be at most 2000 characters",
  extraGuests: "Extra guests must be between 0 and 3",
} as const;
