/**
 * Brand and policy facts of the hotel: one place, stored in the database
 * (site_settings) and edited by staff later. Another hotel adopts the code by
 * changing these values.
 */
import { DEFAULT_CANCELLATION_POLICY } from "./cancellation";
import { DEFAULT_EXCHANGE_RATES, ExchangeRatesSchema } from "./currency";
import { DEFAULT_HOTEL_TIME_ZONE, isTimeZone } from "./dates";
import { DEFAULT_DEPOSIT_TERMS, DEPOSIT_MODES } from "./deposit";
import { LANGUAGES } from "./i18n/languages";
import { z } from "./zod";

const localizedText = z
  .object({ en: z.string().min(1) })
  .catchall(z.string())
  .transform((value) => value as { en: string } & Record<string, string>);

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use the 24-hour HH:MM format");
const money = z.number().int().min(0);

export const PESAPAL_FALLBACKS = ["pay_at_hotel", "no_online_bookings"] as const;
export const EZEE_OUTAGE_MODES = ["sell_own_counts", "pause_mapped"] as const;
/** Where the rate calendar of mapped room types comes from: staff's edits or eZee's RoomList. */
export const RATE_SOURCES = ["site", "ezee"] as const;
/** Payment brands whose marks the site may show; the hotel ticks the ones it accepts. */
export const PAYMENT_MARKS = ["visa", "mastercard", "amex", "mpesa", "airtel"] as const;
export type PaymentMark = (typeof PAYMENT_MARKS)[number];
export const PAYMENT_MARK_LABELS: Record<PaymentMark, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  mpesa: "M-PESA",
  airtel: "Airtel Money",
};
/** What the hotel says about pets (the chat's answer). */
export const PET_POLICIES = ["none", "assistance_dogs", "welcome"] as const;

/**
 * What a hotel may offer its guests. Only a facility staff tick is ever named to guests
 * (the chat, the FAQ page, the room and booking pages); a hotel that ticks none is
 * promised nothing.
 */
export const FACILITIES = [
  "wifi",
  "parking",
  "pool",
  "restaurant",
  "bar",
  "garden",
  "terrace",
  "events",
  "frontDesk24h",
  "housekeeping",
  "roomService",
  "concierge",
] as const;
export type Facility = (typeof FACILITIES)[number];
export type PetPolicy = (typeof PET_POLICIES)[number];
export type PesapalFallback = (typeof PESAPAL_FALLBACKS)[number];
export type EzeeOutageMode = (typeof EZEE_OUTAGE_MODES)[number];
export type RateSource = (typeof RATE_SOURCES)[number];

/**
 * A picture the site serves itself: an upload or a seeded file, under /uploads. Never
 * another site's address, and no dots in the folders (nothing outside /uploads).
 */
export const SITE_IMAGE_PATH = /^\/uploads\/[\w/-]+\.(webp|avif|png|jpe?g|svg)$/;
/** How many pictures the dining page's Pergola gallery shows at most. */
export const PERGOLA_PICTURES_MAX = 8;

/** One picture of a page: its site path, or "" for none (the page then shows no picture). */
const pagePicture = z
  .string()
  .refine((value) => value === "" || SITE_IMAGE_PATH.test(value), {
    message: "Use a picture under /uploads, such as /uploads/gallery/garden.webp",
  })
  .default("");

/**
 * The pictures of the story pages (/about, /experiences) and of /dining's showcase, by
 * section. Staff set them; a hotel that set none shows those sections without pictures.
 */
export const PagePicturesSchema = z.object({
  about: z
    .object({
      hero: pagePicture,
      story: pagePicture,
      rooms: pagePicture,
      work: pagePicture,
      leisure: pagePicture,
      location: pagePicture,
    })
    .prefault({}),
  experiences: z
    .object({
      hero: pagePicture,
      pool: pagePicture,
      pergola: pagePicture,
      garden: pagePicture,
      terraces: pagePicture,
    })
    .prefault({}),
  dining: z
    .object({
      bar: pagePicture,
      barista: pagePicture,
      poolside: pagePicture,
      /** The gallery of the Pergola block; "" keeps a place empty (each has its alt text). */
      pergola: z.array(pagePicture).max(PERGOLA_PICTURES_MAX).default([]),
      /**
       * The slug of the restaurant the Pergola block presents: its stored opening hours are
       * shown there ("": the hours the page's text gives). A setting rather than a slug in
       * the code, so the page names no restaurant of the demo hotel.
       */
      pergolaRestaurant: z.string().max(80).default(""),
    })
    .prefault({}),
});
export type PagePictures = z.infer<typeof PagePicturesSchema>;

export const SiteSettingsSchema = z.object({
  hotelName: z.string().min(1),
  brandName: z.string().min(1),
  description: localizedText,
  address: z.object({
    street: z.string().min(1),
    area: z.string(),
    city: z.string().min(1),
    postalCode: z.string(),
    country: z.string().min(1),
    countryCode: z.string().length(2),
  }),
  /**
   * The area and the city as sentences in a language write them, where that language
   * writes them differently from the address (Arabic: "مومباسا" for Mombasa); a blank or
   * missing one is the address's own. The address itself (footer, map, e-mails' address
   * line, structured data) stays as the post writes it.
   */
  placeNames: z
    .partialRecord(
      z.enum(LANGUAGES),
      z.object({ area: z.string().max(80), city: z.string().max(80) }),
    )
    .prefault({}),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  /** E.164 when saved (core/phone.ts); older rows may hold them as typed, shown formatted. */
  phones: z.array(z.string().min(1)).min(1),
  /** The number guests chat with on WhatsApp, E.164. */
  whatsapp: z.string().min(1),
  emails: z.object({
    general: z.email(),
    events: z.email(),
    reservations: z.email(),
    notifications: z.email(),
  }),
  /** The hotel's pages on social networks; "" for a network it is not on (no link shown). */
  social: z.object({
    facebook: z.union([z.literal(""), z.url()]),
    instagram: z.union([z.literal(""), z.url()]),
    x: z.union([z.literal(""), z.url()]),
  }),
  /** The hotel's IANA time zone: its "today", deadlines and every time staff see. */
  timeZone: z.string().refine(isTimeZone, "Choose a time zone from the list"),
  checkInTime: time,
  checkOutTime: time,
  lateCheckoutUntil: time,
  /** The pool's daily opening hours, quoted by every page that mentions the pool. */
  poolOpens: time,
  poolCloses: time,
  lateCheckoutCharge: money,
  extraGuestCharge: money,
  maxExtraGuests: z.number().int().min(0).max(10),
  transferVanPrice: money,
  taxPercent: z.number().int().min(0).max(100),
  /**
   * KSh per night that breakfast and a second guest add to a room's single bed-only
   * rate. The rates themselves stay stored per room type (the price engine reads
   * those); the admin's "apply to all room types" recomputes them from these steps.
   */
  breakfastStep: money,
  doubleOccupancyStep: money,
  currency: z.string().length(3),
  /** What bookings do while Pesapal is active but failing (down or misconfigured). */
  pesapalFallback: z.enum(PESAPAL_FALLBACKS),
  /** What mapped room types do while eZee is active but cannot be reached. */
  ezeeOutage: z.enum(EZEE_OUTAGE_MODES),
  /** "ezee": each sync of rates writes eZee's rates and restrictions of mapped room types. */
  ratesSource: z.enum(RATE_SOURCES),
  /**
   * Room bookings (core/cancellation.ts): free cancellation and online changes until
   * `freeCancellationDays` before the arrival date at check-in time; later, a
   * cancellation costs `lateCancellationNights` nights of every room, with taxes.
   */
  cancellationPolicy: z.object({
    freeCancellationDays: z.number().int().min(0).max(60),
    lateCancellationNights: z.number().int().min(0).max(30),
  }),
  /** KSh for one USD, EUR and GBP (guests' approximate prices, core/currency.ts). */
  exchangeRates: ExchangeRatesSchema,
  /** With Pesapal active: the full amount online, or a deposit and the rest at the hotel (core/deposit.ts). */
  deposit: z.object({
    mode: z.enum(DEPOSIT_MODES),
    percent: z.number().int().min(1).max(100),
  }),
  /**
   * The payment methods the hotel accepts, at the desk and (with Pesapal active) online:
   * only their marks are shown (footer, booking page); Pesapal's own mark only while active.
   */
  acceptedPayments: z.array(z.enum(PAYMENT_MARKS)),
  /** Minutes on foot to the nearest beach; 0: none within walking distance (the chat). */
  beachWalkMinutes: z.number().int().min(0).max(120),
  /** Whether the hotel has a spa (the chat never offers one it does not have). */
  spa: z.boolean(),
  pets: z.enum(PET_POLICIES),
  /** What the hotel offers guests, in the order of FACILITIES (a row saved before: none). */
  facilities: z.array(z.enum(FACILITIES)).prefault([]),
  /** The pages' pictures (a row saved before they existed: none). */
  pagePictures: PagePicturesSchema.prefault({}),
});

export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/**
 * What a hotel has before its staff first save the settings: the policies the
 * specification sets (times, charges, 15 % taxes and fees) and no identity at all. No
 * name, address, telephone, e-mail or social page is invented: until the settings are
 * saved the public pages answer "opening soon" (app/root.tsx) and the settings screen
 * starts with those fields empty. The demo hotel's facts are the demo seed's.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  hotelName: "",
  brandName: "",
  description: { en: "" },
  address: {
    street: "",
    area: "",
    city: "",
    postalCode: "",
    country: "Kenya",
    countryCode: "KE",
  },
  placeNames: {},
  geo: { latitude: 0, longitude: 0 },
  phones: [],
  whatsapp: "",
  emails: { general: "", events: "", reservations: "", notifications: "" },
  social: { facebook: "", instagram: "", x: "" },
  timeZone: DEFAULT_HOTEL_TIME_ZONE,
  checkInTime: "14:00",
  checkOutTime: "12:00",
  lateCheckoutUntil: "15:00",
  poolOpens: "07:00",
  poolCloses: "20:00",
  lateCheckoutCharge: 3000,
  extraGuestCharge: 2500,
  maxExtraGuests: 3,
  transferVanPrice: 1000,
  taxPercent: 15,
  breakfastStep: 500,
  doubleOccupancyStep: 2500,
  currency: "KES",
  pesapalFallback: "pay_at_hotel",
  ezeeOutage: "sell_own_counts",
  ratesSource: "site",
  cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
  exchangeRates: DEFAULT_EXCHANGE_RATES,
  deposit: DEFAULT_DEPOSIT_TERMS,
  acceptedPayments: ["visa", "mastercard", "mpesa"],
  beachWalkMinutes: 0,
  spa: false,
  pets: "assistance_dogs",
  facilities: [],
  // Neutral: no picture until staff (or the demo seed) set them.
  pagePictures: PagePicturesSchema.parse({}),
};

/** The hotel's city as a sentence in `lang` names it (settings' place names, else the address's). */
export function cityIn(
  settings: Pick<SiteSettings, "address" | "placeNames">,
  lang: string,
): string {
  const own = settings.placeNames[lang as keyof SiteSettings["placeNames"]];
  return own?.city.trim() || settings.address.city;
}

/** Where the hotel is, as a sentence in `lang` says it: "Nyali, Mombasa", or the city alone. */
export function placeIn(
  settings: Pick<SiteSettings, "address" | "placeNames">,
  lang: string,
): string {
  const own = settings.placeNames[lang as keyof SiteSettings["placeNames"]];
  const area = own?.area.trim() || settings.address.area;
  return [area, cityIn(settings, lang)].filter(Boolean).join(lang === "ar" ? "، " : ", ");
}
