/**
 * The two e-mails of a booking: the guest's in the booking's language and the hotel's
 * in English. Each tells the booking's state (core/booking-state.ts): its subject,
 * text and money lines follow it, and only a stay that stands carries an .ics file.
 * Pure: the caller passes the booking row, its payments, the settings and the URL,
 * and queues the result (`queueMail`) in its own transaction.
 */

import { kshInText } from "~core/bidi";
import {
  type GuestBookingState,
  type GuestBookingSummary,
  guestBookingSummary,
  type PaymentFacts,
  stayEnded,
  stayStands,
} from "~core/booking-state";
import { policyTerms } from "~core/cancellation";
import { hotelTimeZone } from "~core/dates";
import { DATE_LOCALES, formatDate, formatHotelDateTime, formatKsh, formatTime } from "~core/format";
import { BOOKING_SOURCE_LABELS } from "~core/front-office";
import { DEFAULT_LANGUAGE, isLang, type Lang } from "~core/i18n/languages";
import { formatPhoneInternational } from "~core/phone";
import { storedRoomsTotal } from "~core/pricing";
import { cityIn, type SiteSettings } from "~core/settings";
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
  withLang,
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
  /** The booking's payment transactions: paid, refund requested, refunded. */
  payments?: readonly PaymentFacts[];
  /**
   * Paid in full online, for a payment not stored as completed yet (the mail is rendered
   * before the transaction that confirms it). Ignored when `payments` is given.
   */
  paidOnline?: boolean;
  /** The moment the state is read at (a payment hold's end); default now. */
  now?: Date;
  /** Hotel mail only: the booking in the admin, when there is a page for it. */
  adminUrl?: string;
  /** The stay changed (Manage booking, or staff): "Your booking has changed". */
  changed?: boolean;
  /** Hotel mail only: the staff member who took or changed the booking. */
  staffName?: string;
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
    rooms: storedRoomsTotal(booking),
    discount: booking.discount,
    /** The nights were not all at one rate: the rate shown is their average. */
    varied: (booking.nightRates ?? []).some(
      (night) => night.rate !== booking.nightRates?.[0]?.rate,
    ),
    extraGuests: booking.extraGuestsAmount,
    lateCheckout: booking.lateCheckoutAmount,
    subtotal: booking.subtotal,
    taxPercent: booking.taxPercent,
    taxes: booking.taxes,
    total: booking.totalAmount,
  };
}

/**
 * The one calendar file of a booking, for the e-mails and the download alike: in the
 * guest's language (the hotel's copy in English with the guest's name and phone), the
 * stay as all-day dates with the hours in the notes, and the public Manage booking
 * page, never the secret link. DTSTAMP is now; SEQUENCE counts the changes, and a
 * cancellation, one more, takes the event off the calendar.
 */
export function bookingCalendarFile(
  input: BookingMailInput,
  options: { audience?: "guest" | "hotel"; cancelled?: boolean } = {},
): string {
  const { booking, settings, roomName } = input;
  const hotel = options.audience === "hotel";
  const lang: Lang = hotel ? "en" : guestLanguage(input);
  const t = emailTranslator(lang);
  const k = (key: string, values?: Record<string, unknown>) => t(`booking.${key}`, values);
  const times = stayTimes(booking, settings);
  const guests = new Intl.ListFormat(lang, { type: "conjunction" }).format([
    k("adults", { count: booking.adults }),
    ...(booking.children > 0 ? [k("children", { count: booking.children })] : []),
  ]);
  const guestName = `${booking.firstName.trim()} ${booking.lastName.trim()}`;
  const manage = manageUrl(input.confirmationUrl, lang);
  const description = [
    k("calendarDescription", { reference: booking.reference, room: roomName, guests }),
    ...(hotel ? [`${guestName} (${booking.phone})`] : []),
    `${k("checkIn")}: ${k("fromTime", { date: formatDate(booking.checkIn, lang), time: formatTime(times.checkIn, lang) })}`,
    `${k("checkOut")}: ${k("untilTime", { date: formatDate(booking.checkOut, lang), time: formatTime(times.checkOut, lang) })}`,
    k("calendarTimes", { city: cityIn(settings, lang), timeZone: settings.timeZone }),
    ...(manage ? [`${k("manageBookingText")} ${manage}`] : []),
  ].join("\n");
  return bookingCalendar({
    reference: booking.reference,
    hotelName: settings.hotelName,
    address: formatAddress(settings.address),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    url: manage ?? new URL(input.confirmationUrl).origin,
    summary: k("calendarSummary", { hotelName: settings.hotelName }),
    description,
    geo: settings.geo,
    stamp: input.now ?? new Date(),
    sequence: booking.changeCount + (options.cancelled ? 1 : 0),
    cancelled: options.cancelled === true,
  });
}

function calendarAttachment(
  input: BookingMailInput,
  options: { audience?: "guest" | "hotel"; cancelled?: boolean },
): MailAttachment {
  const ics = bookingCalendarFile(input, options);
  const method = options.cancelled ? "CANCEL" : "PUBLISH";
  return {
    filename: `booking-${input.booking.reference.replace(/[^A-Za-z0-9-]/g, "")}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(ics, "utf8").toString("base64"),
  };
}

/** The booking's state as this mail tells it. */
export function mailBookingSummary(input: BookingMailInput): GuestBookingSummary {
  const { booking } = input;
  const payments =
    input.payments ??
    (input.paidOnline
      ? [
          {
            // The booking's own order: its deposit, or the full amount.
            amount: booking.depositAmount ?? booking.totalAmount,
            statusCode: 1,
            paymentStatus: "COMPLETED",
            refundAmount: null,
            refundRequestedAt: null,
          },
        ]
      : []);
  return guestBookingSummary(booking, payments, input.now);
}

/** "Find my booking" on the same site as the confirmation link (Manage booking). */
function manageUrl(confirmationUrl: string, lang: Lang): string | null {
  if (!isWebUrl(confirmationUrl)) return null;
  return withLang(new URL("/booking/find", confirmationUrl).toString(), lang);
}

/** A deadline in hotel time, in the mail's language. */
function deadlineText(at: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lang] ?? "en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: hotelTimeZone(),
  }).format(at);
}

/** The guest's payment page: the confirmation link's query on the payment path. */
function paymentUrl(confirmationUrl: string): string | null {
  if (!isWebUrl(confirmationUrl)) return null;
  const url = new URL(confirmationUrl);
  url.pathname = "/booking/payment";
  return url.toString();
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

/** The subject and first paragraph of each state. */
const GUEST_OPENING: Record<GuestBookingState, { subject: string; intro: string }> = {
  awaiting_payment: { subject: "awaitingSubject", intro: "awaitingIntro" },
  confirmed: { subject: "subject", intro: "intro" },
  paid: { subject: "subject", intro: "intro" },
  cancelled: { subject: "cancelledSubject", intro: "cancelledIntro" },
  expired: { subject: "expiredSubject", intro: "expiredIntro" },
  refund_requested: { subject: "cancelledSubject", intro: "cancelledIntro" },
  refunded: { subject: "refundedSubject", intro: "refundedIntro" },
};

/** The hold's end in hotel time, in the mail's language. */
function holdTime(at: Date | null, lang: Lang): string {
  if (!at) return "";
  return new Intl.DateTimeFormat(DATE_LOCALES[lang] ?? "en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: hotelTimeZone(),
  }).format(at);
}

/** The guest's mail, in `input.lang`, telling the booking's state. */
export function bookingGuestMail(input: BookingMailInput): BookingMail {
  const { booking, settings, roomName } = input;
  const { state, amountPaid, refundAmount } = mailBookingSummary(input);
  const stands = stayStands(state);
  const ended = stayEnded(state);
  const lang = guestLanguage(input);
  const t = emailTranslator(lang);
  const k = (key: string, options?: Record<string, unknown>) => t(`booking.${key}`, options);
  // Each language's own clock: "2:00 PM", "14:00", "2:00 م".
  const time = (hhmm: string) => formatTime(hhmm, lang);
  const times = stayTimes(booking, settings);
  const prices = bookingPriceLines(booking);
  const hotelName = settings.hotelName;
  const checkIn = formatDate(booking.checkIn, lang);
  const checkOut = formatDate(booking.checkOut, lang);
  const guests = [
    k("adults", { count: booking.adults }),
    ...(booking.children > 0 ? [k("children", { count: booking.children })] : []),
  ];

  const priceLines = [
    {
      label: k(prices.varied ? "roomsLineAverage" : "roomsLine", {
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
    ...(prices.discount > 0
      ? [
          {
            label: k("discount", { code: booking.promoCode ?? "" }),
            // Isolated left to right in Arabic, so the minus stays before "KSh".
            amount: kshInText(prices.discount, lang, "−"),
          },
        ]
      : []),
    { label: k("taxes", { percent: prices.taxPercent }), amount: formatKsh(prices.taxes) },
    {
      // "Total to pay" only while something is still to pay.
      label: k(state === "confirmed" || state === "awaiting_payment" ? "total" : "bookingTotal"),
      amount: formatKsh(prices.total),
      strong: true,
    },
  ];

  // What happens with the money, in each state.
  // Paid online, less what was asked back (a change that made the stay cheaper).
  const netPaid = amountPaid - refundAmount;
  const balance = state === "paid" ? booking.totalAmount - netPaid : 0;
  const money =
    state === "confirmed"
      ? k("payAtHotel")
      : state === "paid" && balance > 0 && booking.depositAmount !== null
        ? k("depositPaid", { paid: formatKsh(netPaid), amount: formatKsh(balance) })
        : state === "paid" && balance > 0
          ? k("balanceDue", { paid: formatKsh(netPaid), amount: formatKsh(balance) })
          : state === "paid" && refundAmount > 0
            ? k("paidPartlyRefunded", { paid: formatKsh(netPaid), refund: formatKsh(refundAmount) })
            : state === "paid"
              ? k("paidOnline", { amount: formatKsh(amountPaid) })
              : state === "awaiting_payment"
                ? k("payNowNote", {
                    time: holdTime(booking.holdExpiresAt, lang),
                    city: cityIn(settings, lang),
                  })
                : state === "refund_requested"
                  ? k("refundRequested", { amount: formatKsh(refundAmount) })
                  : state === "refunded"
                    ? k("refunded", { amount: formatKsh(refundAmount) })
                    : amountPaid > 0
                      ? k("paidNotRefunded", { amount: formatKsh(amountPaid) })
                      : k("nothingCharged");

  const opening =
    input.changed && stands
      ? { subject: "changedSubject", intro: "changedIntro" }
      : GUEST_OPENING[state];
  const blocks: Block[] = [
    { kind: "paragraph", text: k("greeting", { firstName: booking.firstName.trim() }) },
    {
      kind: "paragraph",
      text: k(opening.intro, { hotelName, time: holdTime(booking.holdExpiresAt, lang) }),
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
        { label: k("status"), value: k(`statusValue.${state}`), strong: true },
      ],
    },
    { kind: "heading", text: k("priceHeading") },
    { kind: "prices", lines: priceLines },
    { kind: "paragraph", text: money },
  ];
  if (booking.cancellationCharge && booking.cancellationCharge > 0) {
    blocks.push({
      kind: "paragraph",
      text: k(amountPaid > 0 ? "cancellationCharge" : "cancellationChargeAtHotel", {
        amount: formatKsh(booking.cancellationCharge),
      }),
    });
  }
  if (stands) {
    // The policy the booking was made under (or today's, for older bookings).
    const policy = booking.cancellationPolicy ?? settings.cancellationPolicy;
    const terms = policyTerms(booking, policy, settings.checkInTime, input.now);
    blocks.push({
      kind: "paragraph",
      text:
        terms.lateCharge === 0
          ? k("freeCancellationAlways")
          : k(terms.free ? "freeCancellationUntil" : "cancellationCosts", {
              deadline: deadlineText(terms.freeUntil, lang),
              charge: formatKsh(terms.lateCharge),
            }),
    });
  }
  const payUrl =
    state === "awaiting_payment" ? paymentUrl(withLang(input.confirmationUrl, lang)) : null;
  if (payUrl) {
    blocks.push({ kind: "button", text: k("payNow"), textLabel: k("payNowText"), href: payUrl });
  }
  const requests = booking.specialRequests?.trim();
  if (requests && !ended) {
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
      href: withLang(input.confirmationUrl, lang),
    });
  }
  const manage = manageUrl(input.confirmationUrl, lang);
  if (manage) {
    blocks.push({
      kind: "button",
      text: k("manageBooking"),
      textLabel: k("manageBookingText"),
      href: manage,
    });
  }
  if (stands) blocks.push({ kind: "paragraph", text: k("calendar") });
  if (!ended) blocks.push({ kind: "paragraph", text: k("changes") });
  blocks.push(
    { kind: "heading", text: k("contactHeading") },
    {
      kind: "rows",
      rows: [
        {
          label: k("phone"),
          value: settings.phones.map((phone) => ({ ltr: formatPhoneInternational(phone) })),
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
  );
  // "We look forward to welcoming you" only to a guest who is coming.
  if (stands)
    blocks.push({ kind: "paragraph", text: k("closing", { city: cityIn(settings, lang) }) });
  blocks.push(
    { kind: "paragraph", text: k("signature", { hotelName }) },
    { kind: "paragraph", text: k("footer", { hotelName }), muted: true },
  );

  const doc: MailDocument = {
    lang,
    title: k(opening.subject, { hotelName, reference: booking.reference }),
    preheader: k("preheader", {
      room: roomName,
      checkIn,
      checkOut,
      reference: booking.reference,
    }),
    brand: hotelName,
    blocks,
    whatsapp: settings,
  };
  // A stay that stands goes into the guest's calendar; one that was cancelled comes out of it.
  const attachment = stands
    ? calendarAttachment(input, {})
    : ended && state !== "expired"
      ? calendarAttachment(input, { cancelled: true })
      : null;
  return render(doc, booking.email, attachment);
}

const LANGUAGE_NAMES = new Intl.DisplayNames("en", { type: "language" });
const STATE_NAMES: Record<GuestBookingState, string> = {
  awaiting_payment: "Awaiting payment",
  confirmed: "Confirmed, pay at the hotel",
  paid: "Confirmed and paid online",
  cancelled: "Cancelled",
  expired: "Expired (payment hold ended)",
  refund_requested: "Cancelled, refund requested",
  refunded: "Cancelled, refunded",
};

/** The front desk's notification, in English, with everything the guest entered. */
export function bookingHotelMail(input: BookingMailInput): BookingMail {
  const { booking, settings, roomName } = input;
  const { state, amountPaid, refundAmount } = mailBookingSummary(input);
  const times = stayTimes(booking, settings);
  const prices = bookingPriceLines(booking);
  const guestName = `${booking.firstName.trim()} ${booking.lastName.trim()}`;
  const dates = `${formatDate(booking.checkIn)} – ${formatDate(booking.checkOut)}`;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

  const stay: Row[] = [
    { label: "Reference", value: { ltr: booking.reference }, strong: true },
    { label: "Status", value: STATE_NAMES[state], strong: true },
    ...(amountPaid > 0 ? [{ label: "Paid online", value: formatKsh(amountPaid) }] : []),
    ...(refundAmount > 0
      ? [
          {
            label: state === "refunded" ? "Refunded" : "Refund requested",
            value: formatKsh(refundAmount),
          },
        ]
      : []),
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
    { label: "Booked", value: formatHotelDateTime(booking.createdAt) },
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
      label: `${formatKsh(booking.nightlyRate)} a night${prices.varied ? " on average" : ""} × ${plural(booking.nights, "night")} × ${plural(booking.roomCount, "room")}`,
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
    ...(prices.discount > 0
      ? [
          {
            label: `Promo code ${booking.promoCode ?? ""}`.trim(),
            amount: `−${formatKsh(prices.discount)}`,
          },
        ]
      : []),
    { label: `Taxes and fees (${prices.taxPercent}%)`, amount: formatKsh(prices.taxes) },
    { label: "Total", amount: formatKsh(prices.total), strong: true },
  ];
  const requests = booking.specialRequests?.trim();

  const ended = stayEnded(state);
  const blocks: Block[] = [
    {
      kind: "paragraph",
      text: ended
        ? `Booking ${booking.reference} is ${STATE_NAMES[state].toLowerCase()}${booking.cancelledBy === "guest" ? " by the guest online" : ""}: ${roomName}, ${dates}. Its rooms are released.${booking.cancellationCharge ? ` Late-cancellation charge: ${formatKsh(booking.cancellationCharge)}${amountPaid > 0 ? " (kept from the online payment)" : " (to settle with the guest)"}.` : ""}`
        : input.changed
          ? `${input.staffName ? `${input.staffName} changed booking ${booking.reference}` : `The guest changed booking ${booking.reference} online`}. The stay is now: ${roomName}, ${dates}.`
          : booking.source !== "web"
            ? `New booking ${booking.reference} taken by ${input.staffName ?? "staff"} (${BOOKING_SOURCE_LABELS[booking.source]}): ${roomName}, ${dates}.`
            : `New booking ${booking.reference} from the website: ${roomName}, ${dates}.`,
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
    text: `Sent by the ${settings.hotelName} website. The guest ${ended ? "was told" : "received a confirmation"} in ${LANGUAGE_NAMES.of(guestLanguage(input)) ?? guestLanguage(input)}.`,
    muted: true,
  });

  const doc: MailDocument = {
    lang: "en",
    title: `${ended ? (state === "expired" ? "Expired booking" : "Cancelled booking") : input.changed ? "Changed booking" : "New booking"} ${booking.reference}: ${roomName}, ${dates} (${guestName})`,
    preheader: `${guestName}, ${plural(booking.nights, "night")}, ${formatKsh(prices.total)}`,
    brand: settings.hotelName,
    blocks,
  };
  const attachment = stayStands(state) ? calendarAttachment(input, { audience: "hotel" }) : null;
  // Staff answering the notification reach the guest (a walk-in without e-mail: no Reply-To).
  return { ...render(doc, settings.emails.notifications, attachment), replyTo: booking.email };
}
