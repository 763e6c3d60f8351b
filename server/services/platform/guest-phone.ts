/**
 * A guest's phone number as stored: E.164, read in the guest's country when the form
 * gives an ISO code, else in the hotel's. The forms only check a loose pattern (so
 * libphonenumber stays out of the browser); the real check is this one, on the server.
 */
import { normalizePhone, phoneRegion } from "~core/phone";
import { BOOKING_MESSAGES } from "~core/schemas/booking-messages";
import type { SiteSettings } from "~core/settings";
import { AppError } from "../../errors";

/** The number in E.164; a 400 naming the `phone` field when it is not a valid number. */
export function guestPhone(
  guest: { phone: string; country?: string | undefined },
  settings: Pick<SiteSettings, "address">,
  message: string = BOOKING_MESSAGES.phone,
): string {
  const region = phoneRegion(guest.country, settings.address.countryCode);
  const e164 = normalizePhone(guest.phone, region);
  if (!e164) throw new AppError("validation", message, { phone: message });
  return e164;
}
