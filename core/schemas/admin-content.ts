/**
 * What staff send when they edit the guest-facing content: site
 * settings, gallery, restaurants and menus, event packages, testimonials and
 * stored social posts. The same schemas check the forms in the browser and the
 * JSON of /api/admin on the server; every message names the field.
 */

import { DEPOSIT_MODES } from "~core/deposit";
import { isTimeZone } from "../dates";
import { LANGUAGES, type Lang, type LocalizedText } from "../i18n/languages";
import { normalizePhone } from "../phone";
import { isIsoDate } from "../pricing";
import {
  EZEE_OUTAGE_MODES,
  FACILITIES,
  PAYMENT_MARKS,
  PERGOLA_PICTURES_MAX,
  PESAPAL_FALLBACKS,
  PET_POLICIES,
  SITE_IMAGE_PATH,
} from "../settings";
import { MENU_KINDS, type MenuKind } from "../types";
import { z } from "../zod";
import { MAX_EXTRA_GUESTS } from "./booking";
import { idNumber, multiLine, singleLine } from "./text";
import { versionField } from "./version";

export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: "English",
  fr: "French",
  es: "Spanish",
  it: "Italian",
  de: "German",
  ar: "Arabic",
  sw: "Swahili",
};

export const MENU_KIND_LIST = ["food", "wine", "barista", "bar", "seafood"] as const;

/** Blank strings, null and undefined all mean "not given" for numbers. */
const blankToUndefined = (value: unknown) =>
  value === "" || value === null ? undefined : typeof value === "string" ? Number(value) : value;

/**
 * A list chosen from `values`: sent as an array (the API) or as a form's ticked boxes
 * (`name.value` for each ticked one, with `name.sent` so that ticking none is a choice
 * too). Kept in the order of `values`.
 */
function tickList<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .preprocess(
      (input) =>
        input !== null && typeof input === "object" && !Array.isArray(input)
          ? Object.keys(input).filter((key) => key !== "sent")
          : input,
      z.array(z.enum(values, { message }), { message }),
    )
    .transform((list) => values.filter((value): value is T[number] => list.includes(value)));
}

/** A whole number between min and max, from a number or the text of a form field. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.number({ message }).int(message).min(min, message).max(max, message),
  );

const decimal = (message: string, min: number, max: number) =>
  z.preprocess(blankToUndefined, z.number({ message }).min(min, message).max(max, message));

/** KSh amounts: whole shillings, 0 or more. */
const ksh = (label: string) =>
  wholeNumber(`${label} must be a whole number of KSh, 0 or more`, 0, 10_000_000);

/** KSh for one unit of a guest currency: above 0, at most 4 decimals (`setOn` is the server's). */
const exchangeRate = (code: string) => {
  const message = `KSh for 1 ${code} must be a number above 0 with at most 4 decimals`;
  return z.object({
    kesPerUnit: decimal(message, 0, 1_000_000).refine(
      (value) => value > 0 && Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6,
      message,
    ),
  });
};

const required = (label: string, max = 200) =>
  singleLine(`${label} is required`)
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max = 200) =>
  singleLine(`${label} must be text`)
    .max(max, `${label} must be at most ${max} characters`)
    .default("");
type PlaceNameShape = {
  area: ReturnType<typeof optionalText>;
  city: ReturnType<typeof optionalText>;
};

/**
 * Text in the seven languages: English required (at least `min` characters
 * unless `optional`), the others optional; blank translations are dropped so the
 * page falls back to English for them. One line unless `multiline`.
 */
export function localizedField(
  label: string,
  options: { min?: number; max?: number; optional?: boolean; multiline?: boolean } = {},
) {
  const { min = 1, max = 2000, optional = false, multiline = false } = options;
  const text = (message: string) => (multiline ? multiLine(message) : singleLine(message));
  const tooLong = (lang: Lang) =>
    `${label} (${LANGUAGE_NAMES[lang]}) must be at most ${max} characters`;
  const english = optional
    ? text(`${label} (English) must be text`).max(max, tooLong("en"))
    : text(`${label} (English) is required`)
        .min(
          min,
          min > 1
            ? `${label} (English) must be at least ${min} characters`
            : `${label} (English) is required`,
        )
        .max(max, tooLong("en"));
  const shape: Record<string, z.ZodType> = { en: optional ? english.default("") : english };
  for (const lang of LANGUAGES) {
    if (lang === "en") continue;
    shape[lang] = text(`${label} (${LANGUAGE_NAMES[lang]}) must be text`)
      .max(max, tooLong(lang))
      .optional()
      .nullable();
  }
  return z.object(shape).transform((value) => {
    const out: Record<string, string> = { en: String(value.en ?? "") };
    for (const lang of LANGUAGES) {
      const text = value[lang];
      if (lang !== "en" && typeof text === "string" && text !== "") out[lang] = text;
    }
    return out as LocalizedText;
  });
}

/** A list of short texts in seven languages (features, add-ons, cuisine tags). */
const localizedList = (label: string, maxItems: number, minItems = 0) =>
  z
    .array(localizedField(label, { max: 300 }), { message: `${label} must be a list` })
    .min(minItems, `Add at least ${minItems} ${label.toLowerCase()}`)
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()} items`);

/**
 * An image the server stored (uploads or the demo illustrations). Staff upload
 * through /api/admin/media/upload and send the returned address; nothing else
 * may end up in an <img src> of a guest page.
 */
export const STORED_IMAGE = SITE_IMAGE_PATH;
const storedImage = (label: string) =>
  z.string({ message: `${label} must be an uploaded image` }).regex(STORED_IMAGE, {
    message: `${label} must be an image uploaded here`,
  });
const optionalImage = (label: string) =>
  z.preprocess(
    (value) => (value === "" ? null : value),
    storedImage(label).nullable().default(null),
  );

const httpsUrl = (label: string) =>
  singleLine(`${label} is required`).pipe(
    z.url({ protocol: /^https?$/, message: `${label} must be a web address (https://…)` }),
  );

/** A web address, or empty when the hotel has no page there (nothing is linked). */
const optionalHttpsUrl = (label: string) => {
  const url = z.url({ protocol: /^https?$/ });
  return z
    .string({ message: `${label} must be a web address (https://…) or empty` })
    .trim()
    .refine((value) => value === "" || url.safeParse(value).success, {
      message: `${label} must be a web address (https://…), or empty if the hotel has none`,
    });
};

const email = (label: string) =>
  singleLine(`${label} is required`).pipe(
    z.email({ message: `${label} must be an e-mail address such as name@example.com` }),
  );

const time = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}: use the 24-hour HH:MM format, e.g. 11:00`);

/** The pictures of the pages, as the settings screen labels them (and the messages name them). */
export const PAGE_PICTURE_LABELS = {
  about: {
    hero: "About: header picture",
    story: "About: “Who we are” picture",
    rooms: "About: “Rooms” picture",
    work: "About: “Built for working trips” picture",
    leisure: "About: “Time to unwind” picture",
    location: "About: “Where to find us” picture",
  },
  experiences: {
    hero: "Experiences: header picture",
    pool: "Experiences: pool picture",
    pergola: "Experiences: pergola café picture",
    garden: "Experiences: garden picture",
    terraces: "Experiences: terraces picture",
  },
  dining: {
    bar: "Dining: bar picture",
    barista: "Dining: barista picture",
    poolside: "Dining: poolside dining picture",
  },
} as const;
export const pergolaPictureLabel = (index: number) => `Dining: Pergola picture ${index + 1}`;
const PERGOLA_RESTAURANT_MESSAGE = "Choose the Pergola's restaurant from the list";

const pictureMessage = (label: string) =>
  `${label}: enter the picture's address from /uploads/ on (such as /uploads/gallery/garden.webp, without https:// and the site's name), or leave it empty`;

/**
 * A page's picture as staff type it (a path copied from the gallery or an upload), or
 * blank for none. The message names the picture and what to type instead.
 */
const pagePicture = (label: string) =>
  singleLine(pictureMessage(label))
    .refine((value) => value === "" || STORED_IMAGE.test(value), pictureMessage(label))
    .default("");

/** The gallery of the Pergola block: a list, or the form's numbered fields ("0".."7"). */
const pergolaPictures = z
  .union(
    [
      z.array(z.unknown()),
      z.record(z.string().regex(/^\d$/), z.unknown()).transform((fields) => {
        const list: unknown[] = [];
        for (const [index, value] of Object.entries(fields)) list[Number(index)] = value;
        return Array.from(list, (value) => value ?? "");
      }),
    ],
    { message: "Pergola pictures must be a list" },
  )
  .pipe(
    z
      .array(singleLine("Each Pergola picture must be text"))
      .max(PERGOLA_PICTURES_MAX, `At most ${PERGOLA_PICTURES_MAX} Pergola pictures`),
  )
  .superRefine((list, ctx) => {
    // Each message names its place, as the screen's fields do.
    list.forEach((value, index) => {
      if (value !== "" && !STORED_IMAGE.test(value))
        ctx.addIssue({
          code: "custom",
          path: [index],
          message: pictureMessage(pergolaPictureLabel(index)),
        });
    });
  })
  // Empty places at the end are no pictures: the stored list ends with the last one.
  .transform((list) => list.slice(0, list.findLastIndex((value) => value !== "") + 1));

const PHONES_MESSAGE = "Enter phone numbers such as +254 711 000 111";
export const WHATSAPP_MESSAGE =
  "Enter a phone number with its country code, such as +254 711 000 111";

// ---------------------------------------------------------------- settings

export const SettingsUpdateSchema = z
  .object({
    hotelName: required("Hotel name", 120),
    brandName: required("Short brand name", 60),
    description: localizedField("Description", { min: 20, max: 600, multiline: true }),
    address: z.object({
      street: required("Street", 120),
      area: optionalText("Area", 120),
      city: required("City", 80),
      postalCode: optionalText("Postal code", 20),
      country: required("Country", 80),
      countryCode: z
        .string({ message: "Country code is required" })
        .trim()
        .regex(/^[A-Za-z]{2}$/, "Country code must be two letters, e.g. KE")
        .transform((value) => value.toUpperCase()),
    }),
    // Optional: a client that does not send it keeps the stored names. A language with
    // both fields blank is dropped (its sentences use the address's own names).
    placeNames: z
      .object(
        Object.fromEntries(
          LANGUAGES.filter((lang) => lang !== "en").map((lang) => [
            lang,
            z
              .object({
                area: optionalText(`Area in ${LANGUAGE_NAMES[lang]}`, 80),
                city: optionalText(`City in ${LANGUAGE_NAMES[lang]}`, 80),
              })
              .optional(),
          ]),
        ) as Record<Exclude<Lang, "en">, z.ZodOptional<z.ZodObject<PlaceNameShape>>>,
      )
      .transform(
        (names) =>
          Object.fromEntries(
            Object.entries(names).filter(([, name]) => name && (name.area || name.city)),
          ) as Partial<Record<Lang, { area: string; city: string }>>,
      )
      .optional(),
    geo: z.object({
      latitude: decimal("Latitude must be a number between -90 and 90", -90, 90),
      longitude: decimal("Longitude must be a number between -180 and 180", -180, 180),
    }),
    /** A list, or the form's text with one number per line. */
    phones: z
      .union([z.array(z.string()), z.string()], {
        message: "At least one phone number is required",
      })
      .transform((value) =>
        (Array.isArray(value) ? value : value.split(/\r?\n/))
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          // Any format; libphonenumber decides below (superRefine).
          .array(z.string().max(40, PHONES_MESSAGE))
          .min(1, "At least one phone number is required")
          .max(5, "At most 5 phone numbers"),
      ),
    // Optional: a client that does not send it keeps the stored number.
    whatsapp: singleLine(WHATSAPP_MESSAGE).max(40, WHATSAPP_MESSAGE).optional(),
    emails: z.object({
      general: email("General e-mail"),
      events: email("Events e-mail"),
      reservations: email("Reservations e-mail"),
      notifications: email("Notification e-mail"),
    }),
    social: z.object({
      facebook: optionalHttpsUrl("Facebook link"),
      instagram: optionalHttpsUrl("Instagram link"),
      x: optionalHttpsUrl("X link"),
    }),
    timeZone: z
      .string({ message: "Choose the hotel's time zone" })
      .trim()
      .refine(isTimeZone, "Choose the hotel's time zone from the list")
      // Optional: a client that does not send it keeps the stored zone.
      .optional(),
    checkInTime: time("Check-in time"),
    checkOutTime: time("Check-out time"),
    lateCheckoutUntil: time("Late check-out time"),
    // Optional: a client that does not send them keeps the stored hours.
    poolOpens: time("Pool opening time").optional(),
    poolCloses: time("Pool closing time").optional(),
    lateCheckoutCharge: ksh("Late check-out charge"),
    extraGuestCharge: ksh("Extra guest charge"),
    // The booking form and the bookings table allow at most MAX_EXTRA_GUESTS.
    maxExtraGuests: wholeNumber(
      `Extra guests allowed must be a whole number from 0 to ${MAX_EXTRA_GUESTS}`,
      0,
      MAX_EXTRA_GUESTS,
    ),
    transferVanPrice: ksh("Transfer van price"),
    taxPercent: wholeNumber("Taxes and fees must be a whole percentage from 0 to 100", 0, 100),
    breakfastStep: ksh("Breakfast supplement"),
    doubleOccupancyStep: ksh("Double occupancy supplement"),
    // Optional: a client that does not send them keeps the stored choice.
    pesapalFallback: z
      .enum(PESAPAL_FALLBACKS, { message: "Choose what bookings do while Pesapal fails" })
      .optional(),
    ezeeOutage: z
      .enum(EZEE_OUTAGE_MODES, { message: "Choose what happens while eZee cannot be reached" })
      .optional(),
    cancellationPolicy: z
      .object({
        freeCancellationDays: wholeNumber(
          "Free cancellation must be a whole number of days from 0 to 60",
          0,
          60,
        ),
        lateCancellationNights: wholeNumber(
          "The late-cancellation charge must be a whole number of nights from 0 to 30",
          0,
          30,
        ),
      })
      .optional(),
    // Optional: a client that does not send it keeps the stored terms.
    deposit: z
      .object({
        mode: z.enum(DEPOSIT_MODES, { message: "Choose what guests pay online when booking" }),
        percent: wholeNumber("The deposit must be a whole percentage from 1 to 100", 1, 100),
      })
      .optional(),
    // Optional: without it the stored rates stay. The server dates a changed rate.
    exchangeRates: z
      .object({ USD: exchangeRate("USD"), EUR: exchangeRate("EUR"), GBP: exchangeRate("GBP") })
      .optional(),
    // Optional: a client that does not send it keeps the stored list. The form sends
    // `acceptedPayments.sent` with its ticked boxes, so ticking none is a choice too.
    acceptedPayments: tickList(PAYMENT_MARKS, "Choose payment methods from the list").optional(),
    // Optional: a client that does not send them keeps the stored facts.
    beachWalkMinutes: wholeNumber(
      "Minutes to the beach must be a whole number from 0 (none near) to 120",
      0,
      120,
    ).optional(),
    spa: z
      .union([z.boolean(), z.enum(["yes", "no"], { message: "Say whether there is a spa" })])
      .transform((value) => value === true || value === "yes")
      .optional(),
    pets: z.enum(PET_POLICIES, { message: "Choose what the hotel says about pets" }).optional(),
    // Optional like the payment methods, and sent the same way (`facilities.sent`).
    facilities: tickList(FACILITIES, "Choose facilities from the list").optional(),
    // Optional: a client that does not send them keeps the stored pictures. The screen
    // sends every one of them (a blank field is no picture).
    pagePictures: z
      .object({
        about: z.object({
          hero: pagePicture(PAGE_PICTURE_LABELS.about.hero),
          story: pagePicture(PAGE_PICTURE_LABELS.about.story),
          rooms: pagePicture(PAGE_PICTURE_LABELS.about.rooms),
          work: pagePicture(PAGE_PICTURE_LABELS.about.work),
          leisure: pagePicture(PAGE_PICTURE_LABELS.about.leisure),
          location: pagePicture(PAGE_PICTURE_LABELS.about.location),
        }),
        experiences: z.object({
          hero: pagePicture(PAGE_PICTURE_LABELS.experiences.hero),
          pool: pagePicture(PAGE_PICTURE_LABELS.experiences.pool),
          pergola: pagePicture(PAGE_PICTURE_LABELS.experiences.pergola),
          garden: pagePicture(PAGE_PICTURE_LABELS.experiences.garden),
          terraces: pagePicture(PAGE_PICTURE_LABELS.experiences.terraces),
        }),
        dining: z.object({
          bar: pagePicture(PAGE_PICTURE_LABELS.dining.bar),
          barista: pagePicture(PAGE_PICTURE_LABELS.dining.barista),
          poolside: pagePicture(PAGE_PICTURE_LABELS.dining.poolside),
          pergola: pergolaPictures.default([]),
          pergolaRestaurant: singleLine(PERGOLA_RESTAURANT_MESSAGE)
            .refine(
              (value) => value === "" || RESTAURANT_SLUG_PATTERN.test(value),
              PERGOLA_RESTAURANT_MESSAGE,
            )
            .default(""),
        }),
      })
      .optional(),
    /** The settings version the form loaded. */
    version: versionField,
  })
  .superRefine(
    (value, ctx) => {
      // Numbers are read in the hotel's country unless written with a country code.
      value.phones.forEach((phone, index) => {
        if (!normalizePhone(phone, value.address.countryCode))
          ctx.addIssue({ code: "custom", path: ["phones", index], message: PHONES_MESSAGE });
      });
      if (
        value.whatsapp !== undefined &&
        !normalizePhone(value.whatsapp, value.address.countryCode)
      )
        ctx.addIssue({ code: "custom", path: ["whatsapp"], message: WHATSAPP_MESSAGE });
    },
    // Also when other fields are wrong, so every field's message shows at once.
    {
      when: ({ issues }) =>
        !issues.some((issue) =>
          ["phones", "whatsapp", "address"].includes(String(issue.path?.[0])),
        ),
    },
  )
  .superRefine((value, ctx) => {
    if (value.poolOpens && value.poolCloses && value.poolCloses <= value.poolOpens) {
      ctx.addIssue({
        code: "custom",
        path: ["poolCloses"],
        message: "The pool must close after it opens",
      });
    }
    if (value.lateCheckoutUntil <= value.checkOutTime) {
      ctx.addIssue({
        code: "custom",
        path: ["lateCheckoutUntil"],
        message: "Late check-out must end after the normal check-out time",
      });
    }
  })
  // Stored in E.164 (the check above refused any that does not parse).
  .transform((value) => {
    const e164 = (phone: string) => normalizePhone(phone, value.address.countryCode) ?? phone;
    const { whatsapp } = value;
    return {
      ...value,
      phones: value.phones.map(e164),
      ...(whatsapp === undefined ? {} : { whatsapp: e164(whatsapp) }),
    };
  });
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;

// ---------------------------------------------------------------- gallery

export const GALLERY_CATEGORY_MESSAGES = {
  category: "Choose one of the gallery's categories",
  slugRequired: "Slug is required",
  slugPattern:
    "Slug must be lowercase letters and numbers in words joined by single hyphens (e.g. pool-area)",
  slugMax: "Slug must be at most 60 characters",
  slugTaken: (slug: string) =>
    `A category with the slug "${slug}" already exists. Choose another slug.`,
  inUse: (count: number) =>
    `This category still holds ${count === 1 ? "1 image" : `${count} images`}. Move or delete ${count === 1 ? "it" : "them"} first.`,
} as const;

/**
 * A word in an address (a restaurant's or a gallery category's slug): words of lowercase
 * letters and digits joined by single hyphens, so "", "---", "-bar" or "bar--grill" are refused.
 */
export const ADDRESS_WORD_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A category's fixed word, as a restaurant's slug. */
const gallerySlug = singleLine(GALLERY_CATEGORY_MESSAGES.slugRequired)
  .min(1, GALLERY_CATEGORY_MESSAGES.slugRequired)
  .max(60, GALLERY_CATEGORY_MESSAGES.slugMax)
  .regex(ADDRESS_WORD_PATTERN, GALLERY_CATEGORY_MESSAGES.slugPattern);

/** The category an image goes in, by its slug (the server checks that it exists). */
const galleryCategory = singleLine(GALLERY_CATEGORY_MESSAGES.category)
  .min(1, GALLERY_CATEGORY_MESSAGES.category)
  .max(60, GALLERY_CATEGORY_MESSAGES.category);

/** A category's name in seven languages, and the version an edit loaded. */
export const GalleryCategorySchema = z.object({
  name: localizedField("Category name", { max: 60 }),
  version: versionField,
});
export type GalleryCategoryInput = z.infer<typeof GalleryCategorySchema>;
/** A new category: its name, and its slug (fixed once made; from the English name if blank). */
export const GalleryCategoryCreateSchema = GalleryCategorySchema.omit({ version: true }).extend({
  slug: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    gallerySlug.optional(),
  ),
});
export type GalleryCategoryCreateInput = z.infer<typeof GalleryCategoryCreateSchema>;

export const GalleryUploadFieldsSchema = z.object({
  category: galleryCategory,
  alt: localizedField("Alt text", { max: 200 }),
});
export type GalleryUploadFields = z.infer<typeof GalleryUploadFieldsSchema>;
export const GalleryImageUpdateSchema = GalleryUploadFieldsSchema.extend({ version: versionField });
export type GalleryImageUpdate = z.infer<typeof GalleryImageUpdateSchema>;

/**
 * The upload's and the edit's fields with the category checked against the hotel's own
 * categories (their slugs, read by the server), so one answer names every wrong field.
 */
export function galleryFieldsSchemas(categories: readonly string[]) {
  const known = galleryCategory.refine(
    (slug) => categories.includes(slug),
    GALLERY_CATEGORY_MESSAGES.category,
  );
  return {
    upload: GalleryUploadFieldsSchema.extend({ category: known }),
    update: GalleryImageUpdateSchema.extend({ category: known }),
  };
}

/** A new order: the ids of every item of the list, first to last. */
export const IdOrderSchema = z.object({
  ids: z
    .array(idNumber("ids must list the items in their new order"), {
      message: "ids must list the items in their new order",
    })
    .min(1, "ids must list the items in their new order")
    .max(500),
});

export const GalleryReorderSchema = IdOrderSchema.extend({ category: galleryCategory });

// ---------------------------------------------------------------- testimonials, social

export const TestimonialSchema = z.object({
  name: required("Guest name", 80),
  location: localizedField("Location", { max: 120 }),
  content: localizedField("Testimonial", { min: 10, max: 1200, multiline: true }),
  rating: wholeNumber("Rating must be a whole number from 1 to 5", 1, 5),
  image: optionalImage("Photo"),
  isVisible: z.boolean().default(true),
});
export type TestimonialInput = z.infer<typeof TestimonialSchema>;
export const TestimonialUpdateSchema = TestimonialSchema.extend({ version: versionField });
export type TestimonialUpdate = z.infer<typeof TestimonialUpdateSchema>;

export const SocialPostSchema = z.object({
  image: z.string({ message: "Image is required" }).regex(STORED_IMAGE, "Image is required"),
  caption: multiLine("Caption is required")
    .min(1, "Caption is required")
    .max(2200, "Caption must be at most 2200 characters"),
  link: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    httpsUrl("Link").nullable(),
  ),
  postedAt: z
    .string({ message: "Date is required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a date such as 2026-03-14")
    .refine(isIsoDate, "Date is not a real date"),
  likes: wholeNumber("Likes must be a whole number, 0 or more", 0, 10_000_000).default(0),
  isVisible: z.boolean().default(true),
});
export type SocialPostInput = z.infer<typeof SocialPostSchema>;
export const SocialPostUpdateSchema = SocialPostSchema.extend({ version: versionField });
export type SocialPostUpdate = z.infer<typeof SocialPostUpdateSchema>;

export const VisibilitySchema = z.object({
  isVisible: z.boolean({ message: "isVisible must be true or false" }),
});

// ---------------------------------------------------------------- packages

export const EventPackageSchema = z.object({
  title: localizedField("Title", { max: 120 }),
  price: localizedField("Price text", { max: 80 }),
  priceAmount: ksh("Price in KSh"),
  priceUnit: z.enum(["person", "group"], { message: "Price applies per person or per group" }),
  groupSize: localizedField("Group size", { max: 80 }),
  description: localizedField("Description", { min: 10, max: 1500, multiline: true }),
  features: localizedList("Features", 20, 1),
  addOns: localizedList("Add-ons", 20),
  images: z
    .array(storedImage("Image"), { message: "images must be a list" })
    .max(8, "At most 8 images"),
  isVisible: z.boolean().default(true),
});
export type EventPackageInput = z.infer<typeof EventPackageSchema>;
export const EventPackageUpdateSchema = EventPackageSchema.extend({ version: versionField });
export type EventPackageUpdate = z.infer<typeof EventPackageUpdateSchema>;

// ---------------------------------------------------------------- restaurants and menus

export const RESTAURANT_MENU_MESSAGES = {
  unknown: `Printed menus must be chosen from the list (${MENU_KINDS.join(", ")})`,
  repeated: "Choose each printed menu once",
} as const;

const isMenuKind = (kind: string): kind is MenuKind =>
  (MENU_KINDS as readonly string[]).includes(kind);

export const RestaurantSchema = z.object({
  name: required("Name", 80),
  description: localizedField("Description", { min: 10, max: 1500, multiline: true }),
  cuisine: localizedList("Cuisine tags", 10, 1),
  hours: localizedField("Opening hours", { max: 200 }),
  dressCode: localizedField("Dress code", { max: 80 }),
  image: optionalImage("Image"),
  /**
   * The printed menus it shows, in order. Left out: an edit keeps the stored choice and a
   * new restaurant gets the specification's choice by its name (core/menu-kinds.ts).
   */
  menuKinds: z
    .array(z.string(), { error: RESTAURANT_MENU_MESSAGES.unknown })
    // One message on the field (not on one box): the form shows it under the group.
    .refine((kinds) => kinds.every(isMenuKind), RESTAURANT_MENU_MESSAGES.unknown)
    .refine((kinds) => new Set(kinds).size === kinds.length, RESTAURANT_MENU_MESSAGES.repeated)
    .transform((kinds) => kinds.filter(isMenuKind))
    .optional(),
  /** An edit sends the version it loaded (a creation has none: see RestaurantCreateSchema). */
  version: versionField,
});
export type RestaurantInput = z.infer<typeof RestaurantSchema>;

export const RESTAURANT_MESSAGES = {
  slugRequired: "Slug is required",
  slugPattern:
    "Slug must be lowercase letters and numbers in words joined by single hyphens (e.g. the-terrace)",
  slugMax: "Slug must be at most 80 characters",
  slugTaken: (slug: string) =>
    `A restaurant with the slug "${slug}" already exists. Choose another slug.`,
} as const;

/** A restaurant's address word (ADDRESS_WORD_PATTERN). */
export const RESTAURANT_SLUG_PATTERN = ADDRESS_WORD_PATTERN;

/** A new restaurant: the fields of an edit, its slug (fixed once made), no version. */
export const RestaurantCreateSchema = RestaurantSchema.omit({ version: true }).extend({
  slug: singleLine(RESTAURANT_MESSAGES.slugRequired)
    .min(1, RESTAURANT_MESSAGES.slugRequired)
    .max(80, RESTAURANT_MESSAGES.slugMax)
    .regex(RESTAURANT_SLUG_PATTERN, RESTAURANT_MESSAGES.slugPattern),
});
export type RestaurantCreateInput = z.infer<typeof RestaurantCreateSchema>;

export const MenuItemSchema = z.object({
  category: localizedField("Category", { max: 60 }),
  name: localizedField("Dish name", { max: 120 }),
  description: localizedField("Description", { max: 600, optional: true, multiline: true }),
  price: wholeNumber("Price must be a whole number of KSh, 0 or more", 0, 1_000_000),
  image: optionalImage("Image"),
});
export type MenuItemInput = z.infer<typeof MenuItemSchema>;
export const MenuItemUpdateSchema = MenuItemSchema.extend({ version: versionField });
export type MenuItemUpdate = z.infer<typeof MenuItemUpdateSchema>;

export const menuKind = z.enum(MENU_KIND_LIST, {
  message: "Menu must be food, wine, barista, bar or seafood",
});
