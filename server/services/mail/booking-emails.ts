/**
 * The two e-mails of a new booking: the guest's confirmation in the booking's
 * language and the hotel's notification in English. Both carry the stay as an
 * .ics file. Pure: the caller passes the booking row, the settings and the URL,
 * and queues the result (`queueMail`) in the booking's transaction.
 */
import { HOTEL_TIME_ZONE } from "../../../core/dates";
import { formatDate, formatKsh, formatTime } from "../../../core/format";
import { DEFAULT_LANGUAGE, isLang, type Lang } from "../../../core/i18n/languages";
import type { SiteSettings } from "../../../core/settings";
import type { bookings } from "../../db/schema";
import { emailTranslator } from "./email-catalogue";
import { bookingCalendar } from "./ics";
import {
  type Block,
  isWebUrl,
  type MailDocument,
  oneLine,
  type Row,
  renderHtml,
  renderText,
} from "./layout";
import type { MailAttachment, MailContent } from "./outbox";

export type BookingRow = typeof bookings.$inferSelect;

export interface BookingMailInput {
  booking: BookingRow;
  /** The room type's name as shown to guests. */
  roomName: string;
  settings: SiteSettings;
  /** The guest's page of this booking (absolute URL). */
  confirmationUrl: string;
  /** The guest mail's language; default the booking's (`booking.language`). */
  lang?: Lang;
  /** Paid in full online (Pesapal): says so instead of "you pay at the hotel". */
  paidOnline?: boolean;
  /** Hotel mail only: the booking in the admin, when there is a page for it. */
  adminUrl?: string;
}

export interface BookingMail extends MailContent {
  html: string;
  attachments: MailAttachment[];
}

/** "Links Road, Nyali, Mombasa 80100, Kenya" */
export function formatAddress(address: SiteSettings["address"]): string {
  const city = [address.city, address.postalCode].filter(Boolean).join(" ");
  return [address.street, address.area, city, address.country].filter(Boolean).join(", ");
}

/** Check-out is the late check-out time when the guest booked one. */
function stayTimes(booking: BookingRow, settings: SiteSettings) {
  return {
    checkIn: settings.checkInTime,
    checkOut: booking.needsLateCheckout ? settings.lateCheckoutUntil : settings.checkOutTime,
  };
}

/** The price lines as charged at booking time (stored on the row, not from the settings). */
export function bookingPriceLines(booking: BookingRow) {
  return {
    rooms: booking.nightlyRate * booking.nights * booking.roomCount,
    extraGuests: booking.extraGuestsAmount,
    lateCheckout: booking.lateCheckoutAmount,
    subtotal: booking.subtotal,
    taxPercent: booking.taxPercent,
    taxes: booking.taxes,
    total: booking.totalAmount,
  };
}

function calendarAttachment(
  input: BookingMailInput,
  text: { summary?: string; description: string },
): MailAttachment {
  const { booking, settings } = input;
  const times = stayTimes(booking, settings);
  const ics = bookingCalendar({
    reference: booking.reference,
    hotelName: settings.hotelName,
    address: formatAddress(settings.address),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    checkInTime: times.checkIn,
    checkOutTime: times.checkOut,
    roomName: input.roomName,
    url: input.confirmationUrl,
    description: text.description,
    ...(text.summary ? { summary: text.summary } : {}),
    geo: settings.geo,
    stamp: booking.createdAt,
  });
  return {
    filename: `booking-${booking.reference.replace(/[^A-Za-z0-9-]/g, "")}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: Buffer.from(ics, "utf8").toString("base64"),
  };
}

function guestLanguage(input: BookingMailInput): Lang {
  if (input.lang) return input.lang;
  return isLang(input.booking.language) ? input.booking.language : DEFAULT_LANGUAGE;
}

function render(doc: MailDocument, to: string, attachment: MailAttachment | null): BookingMail {
  return {
    to,
    subject: oneLine(doc.title),
    text: renderText(doc),
    html: renderHtml(doc),
    attachments: attachment ? [attachment] : [],
  };
}

/** The guest's confirmation, in `input.lang`. */
export function bookingGuestMail(input: BookingMailInput): BookingMail {
  const { booking, settings, roomName } = input;
  // A cancelled booking gets the same details under a cancellation notice, no calendar.
  const cancelled = booking.status === "cancelled";
  const lang = guestLanguage(input);
  const t = emailTranslator(lang);
  const k = (key: string, options?: Record<string, unknown>) => t(`booking.${key}`, options);
  // The hotel publishes 12-hour times in English; the other languages read 24-hour.
  const time = (hhmm: string) => (lang === "en" ? formatTime(hhmm) : hhmm);
  const times = stayTimes(booking, settings);
  const prices = bookingPriceLines(booking);
  const hotelName = settings.hotelName;
  const checkIn = formatDate(booking.checkIn, lang);
  const checkOut = formatDate(booking.checkOut, lang);
  const guests = [
    k("adults", { count: booking.adults }),
    ...(booking.children > 0 ? [k("children", { count: booking.children })] : []),
  ];
  const guestList = new Intl.ListFormat(lang, { type: "conjunction" }).format(guests);

  const priceLines = [
    {
      label: k("roomsLine", {
        rate: formatKsh(booking.nightlyRate),
        nights: k("nights", { count: booking.nights }),
        rooms: k("roomCount", { count: booking.roomCount }),
      }),
      amount: formatKsh(prices.rooms),
    },
    ...(booking.extraGuests > 0
      ? [
          {
            label: k("extraGuests", { count: booking.extraGuests }),
            amount: formatKsh(prices.extraGuests),
          },
        ]
      : []),
    ...(booking.needsLateCheckout
      ? [
          {
            label: k("lateCheckout", { time: time(times.checkOut) }),
            amount: formatKsh(prices.lateCheckout),
          },
        ]
      : []),
    { label: k("subtotal"), amount: formatKsh(prices.subtotal) },
    { label: k("taxes", { percent: prices.taxPercent }), amount: formatKsh(prices.taxes) },
    { label: k("total"), amount: formatKsh(prices.total), strong: true },
  ];

  const blocks: Block[] = [
    { kind: "paragraph", text: k("greeting", { firstName: booking.firstName.trim() }) },
    {
      kind: "paragraph",
      text: k(cancelled ? "cancelledIntro" : "intro", { hotelName }),
    },
    { kind: "heading", text: k("detailsHeading") },
    {
      kind: "rows",
      rows: [
        { label: k("reference"), value: { ltr: booking.reference }, strong: true },
        { label: k("room"), value: roomName },
        { label: k("checkIn"), value: k("fromTime", { date: checkIn, time: time(times.checkIn) }) },
        {
          label: k("checkOut"),
          value: k("untilTime", { date: checkOut, time: time(times.checkOut) }),
        },
        { label: k("stay"), value: k("nights", { count: booking.nights }) },
        { label: k("guests"), value: guests },
        { label: k("rooms"), value: k("roomCount", { count: booking.roomCount }) },
        { label: k("mealPlan"), value: k(booking.includeBreakfast ? "withBreakfast" : "roomOnly") },
        { label: k("status"), value: k(`statusValue.${booking.status}`), strong: true },
      ],
    },
    { kind: "heading", text: k("priceHeading") },
    { kind: "prices", lines: priceLines },
  ];
  if (booking.status === "confirmed") {
    blocks.push({ kind: "paragraph", text: k(input.paidOnline ? "paidOnline" : "payAtHotel") });
  }
  const requests = booking.specialRequests?.trim();
  if (requests) {
    blocks.push(
      { kind: "heading", text: k("specialRequests") },
      { kind: "quote", text: requests },
      { kind: "paragraph", text: k("specialRequestsNote") },
    );
  }
  if (isWebUrl(input.confirmationUrl)) {
    blocks.push({
      kind: "button",
      text: k("viewBooking"),
      textLabel: k("viewBookingText"),
      href: input.confirmationUrl,
    });
  }
  if (!cancelled) blocks.push({ kind: "paragraph", text: k("calendar") });
  blocks.push(
    { kind: "paragraph", text: k("changes") },
    { kind: "heading", text: k("contactHeading") },
    {
      kind: "rows",
      rows: [
        {
          label: k("phone"),
          value: settings.phones.map((phone) => ({ ltr: phone })),
          list: "disjunction",
        },
        {
          label: k("email"),
          value: {
            link: settings.emails.reservations,
            href: `mailto:${settings.emails.reservations}`,
          },
        },
        { label: k("address"), value: formatAddress(settings.address) },
      ],
    },
    { kind: "paragraph", text: k("closing") },
    { kind: "paragraph", text: k("signature", { hotelName }) },
    { kind: "paragraph", text: k("footer", { hotelName }), muted: true },
  );

  const doc: MailDocument = {
    lang,
    title: k(cancelled ? "cancelledSubject" : "subject", {
      hotelName,
      reference: booking.reference,
    }),
    preheader: k("preheader", {
      room: roomName,
      checkIn,
      checkOut,
      reference: booking.reference,
    }),
    brand: hotelName,
    blocks,
  };
  const attachment = cancelled
    ? null
    : calendarAttachment(input, {
        summary: k("calendarSummary", { hotelName }),
        description: `${k("calendarDescription", {
          reference: booking.reference,
          room: roomName,
          guests: guestList,
        })}\n${input.confirmationUrl}`,
      });
  return render(doc, booking.email, attachment);
}

const LANGUAGE_NAMES = new Intl.DisplayNames("en", { type: "language" });
const BOOKED_AT = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: HOTEL_TIME_ZONE,
});
const STATUS_NAMES: Record<BookingRow["status"], string> = {
  confirmed: "Confirmed (pay at the hotel)",
  pending_payment: "Awaiting payment",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** The front desk's notification, in English, with everything the guest entered. */
export function bookingHotelMail(input: BookingMailInput): BookingMail {
  const { booking, settings, roomName } = input;
  const times = stayTimes(booking, settings);
  const prices = bookingPriceLines(booking);
  const guestName = `${booking.firstName.trim()} ${booking.lastName.trim()}`;
  const dates = `${formatDate(booking.checkIn)} – ${formatDate(booking.checkOut)}`;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

  const stay: Row[] = [
    { label: "Reference", value: { ltr: booking.reference }, strong: true },
    {
      label: "Status",
      value:
        booking.status === "confirmed" && input.paidOnline
          ? "Confirmed (paid online)"
          : STATUS_NAMES[booking.status],
    },
    { label: "Room type", value: roomName },
    { label: "Rooms", value: String(booking.roomCount) },
    {
      label: "Check-in",
      value: `${formatDate(booking.checkIn)}, from ${formatTime(times.checkIn)}`,
    },
    {
      label: "Check-out",
      value: `${formatDate(booking.checkOut)}, until ${formatTime(times.checkOut)}`,
    },
    { label: "Nights", value: String(booking.nights) },
    { label: "Adults", value: String(booking.adults) },
    { label: "Children", value: String(booking.children) },
    { label: "Extra guests", value: String(booking.extraGuests) },
    { label: "Occupancy", value: booking.isDoubleOccupancy ? "Double" : "Single" },
    { label: "Breakfast", value: booking.includeBreakfast ? "Included" : "Room only" },
    {
      label: "Late check-out",
      value: booking.needsLateCheckout
        ? `Yes, until ${formatTime(settings.lateCheckoutUntil)}`
        : "No",
    },
    { label: "Booked", value: `${BOOKED_AT.format(booking.createdAt)} (Mombasa time)` },
  ];
  const guest: Row[] = [
    { label: "Name", value: guestName },
    { label: "Email", value: { link: booking.email, href: `mailto:${booking.email}` } },
    { label: "Phone", value: { ltr: booking.phone } },
    { label: "Address", value: booking.address },
    { label: "City", value: booking.city },
    { label: "Country", value: booking.country },
    {
      label: "Language",
      value: `${LANGUAGE_NAMES.of(booking.language) ?? booking.language} (${booking.language})`,
    },
  ];
  const priceLines = [
    {
      label: `${formatKsh(booking.nightlyRate)} a night × ${plural(booking.nights, "night")} × ${plural(booking.roomCount, "room")}`,
      amount: formatKsh(prices.rooms),
    },
    ...(booking.extraGuests > 0
      ? [
          {
            label: plural(booking.extraGuests, "extra guest"),
            amount: formatKsh(prices.extraGuests),
          },
        ]
      : []),
    ...(booking.needsLateCheckout
      ? [{ label: "Late check-out", amount: formatKsh(prices.lateCheckout) }]
      : []),
    { label: "Subtotal", amount: formatKsh(prices.subtotal) },
    { label: `Taxes and fees (${prices.taxPercent}%)`, amount: formatKsh(prices.taxes) },
    { label: "Total", amount: formatKsh(prices.total), strong: true },
  ];
  const requests = booking.specialRequests?.trim();

  const blocks: Block[] = [
    {
      kind: "paragraph",
      text: `New booking ${booking.reference} from the website: ${roomName}, ${dates}.`,
    },
    { kind: "heading", text: "Stay" },
    { kind: "rows", rows: stay },
    { kind: "heading", text: "Guest" },
    { kind: "rows", rows: guest },
    { kind: "heading", text: "Special requests" },
    requests ? { kind: "quote", text: requests } : { kind: "paragraph", text: "None." },
    { kind: "heading", text: "Price" },
    { kind: "prices", lines: priceLines },
  ];
  if (input.adminUrl && isWebUrl(input.adminUrl)) {
    blocks.push({
      kind: "button",
      text: "Open the booking",
      textLabel: "Open the booking:",
      href: input.adminUrl,
    });
  }
  blocks.push({
    kind: "paragraph",
    text: `Sent by the ${settings.hotelName} website. The guest received a confirmation in ${LANGUAGE_NAMES.of(guestLanguage(input)) ?? guestLanguage(input)}.`,
    muted: true,
  });

  const doc: MailDocument = {
    lang: "en",
    title: `New booking ${booking.reference}: ${roomName}, ${dates} (${guestName})`,
    preheader: `${guestName}, ${plural(booking.nights, "night")}, ${formatKsh(prices.total)}`,
    brand: settings.hotelName,
    blocks,
  };
  const attachment = calendarAttachment(input, {
    description: `Booking ${booking.reference}: ${roomName}, ${guestName} (${booking.phone})`,
  });
  return render(doc, settings.emails.notifications, attachment);
}
