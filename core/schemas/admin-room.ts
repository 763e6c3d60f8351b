/**
 * Room edit of the admin, with the price engine's rates and the
 * room's texts in seven languages.
 */
import { LANGUAGES, type Lang } from "../i18n/languages";
import { z } from "../zod";
import { LANGUAGE_NAMES, localizedField } from "./admin-content";
import { cleanSingleLine, multiLine, singleLine } from "./text";
import { versionField } from "./version";

type Translation = Exclude<Lang, "en">;
const TRANSLATIONS = LANGUAGES.filter((lang): lang is Translation => lang !== "en");

/** The room texts kept per language; staff see the ones older than their English source. */
export const ROOM_TEXT_FIELDS = ["description", "shortDescription", "amenities"] as const;
export type RoomTextField = (typeof ROOM_TEXT_FIELDS)[number];
/** Per field, the languages whose translation was made from an older English text. */
export type TranslationStale = Partial<Record<RoomTextField, Lang[]>>;

/**
 * A room text: English, and per other language the translation (left out: kept; empty:
 * removed, the page then shows English).
 */
export type RoomText = { en: string } & Partial<Record<Translation, string>>;

/** The first message of a failed parse, added to ctx at `path`. */
function firstIssue(
  ctx: z.RefinementCtx,
  result: { success: false; error: z.ZodError },
  path: (string | number)[] = [],
) {
  ctx.addIssue({ code: "custom", path, message: result.error.issues[0]?.message ?? "Invalid" });
}

/**
 * A text as a string (English only: the plain PUT of the API; the translations are kept) or as
 * { en, fr, … } (the form: every language side by side).
 */
function roomText(label: string, english: z.ZodType<string>, max: number, multiline: boolean) {
  const translation = (lang: Translation) =>
    (multiline ? multiLine : singleLine)(`${label} (${LANGUAGE_NAMES[lang]}) must be text`).max(
      max,
      `${label} (${LANGUAGE_NAMES[lang]}) must be at most ${max} characters`,
    );
  return z.unknown().transform((value, ctx): RoomText => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      const parsed = english.safeParse(value);
      if (!parsed.success) {
        firstIssue(ctx, parsed);
        return z.NEVER;
      }
      return { en: parsed.data };
    }
    const texts = value as Record<string, unknown>;
    const parsed = english.safeParse(texts.en);
    if (!parsed.success) firstIssue(ctx, parsed, ["en"]);
    const out: RoomText = { en: parsed.success ? parsed.data : "" };
    for (const lang of TRANSLATIONS) {
      const text = texts[lang];
      if (text === undefined) continue;
      if (text === null || text === "") {
        out[lang] = "";
        continue;
      }
      const result = translation(lang).safeParse(text);
      if (result.success) out[lang] = result.data;
      else firstIssue(ctx, result, [lang]);
    }
    return out;
  });
}

export const MAX_AMENITIES = 40;

/** Splits a comma-separated list (the Arabic comma too); a list is taken as it is. */
const splitList = (value: unknown): string[] | null => {
  if (typeof value === "string") return value.split(/[,\u060C]/).map(cleanSingleLine);
  if (Array.isArray(value) && value.every((item) => typeof item === "string"))
    return value.map(cleanSingleLine);
  return null;
};

/**
 * Amenities: English, and per other language the names in the English order ("" where
 * one has no translation). A language left out keeps the translations of the amenities
 * whose English name stays.
 */
export interface RoomAmenities {
  en: string[];
  translations: Partial<Record<Translation, string[]>>;
}

const MAX_AMENITY = 100;

/**
 * A list or comma-separated text (English only: the plain PUT of the API), or { en, fr, … } with
 * one such list per language, aligned with the English one (the form).
 */
const amenitiesField = z.unknown().transform((value, ctx): RoomAmenities => {
  const listMessage = "Amenities must be a comma-separated list";
  if (value === undefined || value === null) {
    ctx.addIssue({ code: "custom", message: `${listMessage} (empty for none)` });
    return z.NEVER;
  }
  const byLang =
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { en: value };
  const englishPath = byLang === value ? ["en"] : [];
  const english = splitList(byLang.en ?? "");
  if (!english) {
    ctx.addIssue({ code: "custom", path: englishPath, message: listMessage });
    return z.NEVER;
  }
  const en = english.filter(Boolean);
  const out: RoomAmenities = { en: en.slice(0, MAX_AMENITIES), translations: {} };
  const tooLong = en.find((name) => name.length > MAX_AMENITY);
  if (tooLong)
    ctx.addIssue({
      code: "custom",
      path: englishPath,
      message: `Each amenity must be at most ${MAX_AMENITY} characters`,
    });
  for (const lang of TRANSLATIONS) {
    if (byLang[lang] === undefined) continue;
    const names = splitList(byLang[lang] ?? "");
    const language = LANGUAGE_NAMES[lang];
    if (!names) {
      ctx.addIssue({
        code: "custom",
        path: [lang],
        message: `Amenities (${language}): ${listMessage.toLowerCase()}`,
      });
      continue;
    }
    if (names.every((name) => name === "")) {
      out.translations[lang] = en.map(() => "");
      continue;
    }
    // A trailing comma adds an empty name: only names beyond the English count may be dropped.
    while (names.length > en.length && names.at(-1) === "") names.pop();
    // A count other than the English one is checked by the save (admin-rooms.ts): a list
    // the user left as it was follows its English names; an edited one must align.
    if (names.some((name) => name.length > MAX_AMENITY)) {
      ctx.addIssue({
        code: "custom",
        path: [lang],
        message: `Amenities (${language}): each amenity must be at most ${MAX_AMENITY} characters`,
      });
      continue;
    }
    out.translations[lang] = names.slice(0, Math.max(MAX_AMENITIES, en.length));
  }
  return out;
});

/** The highest nightly rate the form takes (KSh). */
export const MAX_RATE = 10_000_000;
const tooHigh = (what: string) => `${what} must be at most KSh 10,000,000`;

const positive = (message: string, max = MAX_RATE, maxMessage = message) =>
  z.coerce.number({ message }).int(message).positive(message).max(max, maxMessage);
/** A nightly rate: whole shillings, more than 0 (KSh 0 would sell the room for nothing). */
const rate = (message: string, what: string) =>
  z.coerce
    .number({ message })
    .int(message)
    .min(1, `${what} must be more than KSh 0`)
    .max(MAX_RATE, tooHigh(what));
/**
 * A rate every room has: a client that leaves it out keeps the stored one (the plain
 * PUT of the API sends only the base price); the form always sends it, and empty is "required".
 */
const keptRate = (message: string, what: string) =>
  z
    .unknown()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === null) return undefined;
      if (typeof value === "string" && value.trim() === "") {
        ctx.addIssue({ code: "custom", message: `${what} is required` });
        return z.NEVER;
      }
      const parsed = rate(message, what).safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? message });
        return z.NEVER;
      }
      return parsed.data;
    })
    .optional();
/** A struck-through "standard" rate: empty clears it (null), left out keeps it. */
const clearableRate = (message: string, what: string) =>
  z.preprocess((value) => (value === "" ? null : value), rate(message, what).nullable().optional());

/**
 * A room type's slug: lowercase letters and digits in words joined by single hyphens
 * ("sea-view-suite"); "---", a leading or trailing hyphen and an empty slug are refused.
 */
export const ROOM_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ROOM_CREATE_MESSAGES = {
  slugRequired: "Slug is required (for example sea-view-suite)",
  slugPattern:
    "Slug can only contain lowercase letters and numbers, in words joined by single hyphens (for example sea-view-suite)",
  slugMax: "Slug must be at most 80 characters",
  slugTaken: (slug: string) =>
    `A room type with the slug "${slug}" already exists. Choose another slug.`,
  bedType: "Bed type is required (for example King bed)",
  view: "View is required (for example Sea view)",
} as const;

/** What a room type is known by, the same at creation and in later edits. */
const slugField = singleLine(ROOM_CREATE_MESSAGES.slugRequired)
  .min(1, ROOM_CREATE_MESSAGES.slugRequired)
  .max(80, ROOM_CREATE_MESSAGES.slugMax)
  .regex(ROOM_SLUG_PATTERN, ROOM_CREATE_MESSAGES.slugPattern);
const bedTypeField = singleLine(ROOM_CREATE_MESSAGES.bedType)
  .min(1, ROOM_CREATE_MESSAGES.bedType)
  .max(80, "Bed type must be at most 80 characters");
const viewField = singleLine(ROOM_CREATE_MESSAGES.view)
  .min(1, ROOM_CREATE_MESSAGES.view)
  .max(80, "View must be at most 80 characters");

export const ROOM_CHAT_NAMES_MESSAGES = {
  form: "Other names must be plain text, one name per line",
  tooMany: "List at most 12 other names",
  tooLong: "Each other name must be at most 60 characters",
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const hasControl = (name: string) => /[\u0000-\u001f\u007f]/.test(name);

export const RoomUpdateSchema = z.object({
  /** One name in every language ("Garden Twin" is a brand name). */
  name: singleLine("Room name is required").min(1, "Room name is required").max(80),
  description: roomText(
    "Description",
    multiLine("Description must be at least 10 characters")
      .min(10, "Description must be at least 10 characters")
      .max(4000, "Description must be at most 4000 characters"),
    4000,
    true,
  ),
  /** The text of the room cards; a client that leaves it out keeps it. */
  shortDescription: roomText(
    "Short description",
    singleLine("Short description is required")
      .min(1, "Short description is required")
      .max(300, "Short description must be at most 300 characters"),
    300,
    false,
  ).optional(),
  /** The base nightly rate: single occupancy, bed only. */
  price: positive("Price must be positive", MAX_RATE, tooHigh("Price")),
  capacity: positive("Capacity must be positive"),
  size: positive("Size must be positive"),
  totalRooms: positive("Total rooms must be positive"),
  amenities: amenitiesField,
  /**
   * Other names guests use in the chat: one per line (the form's text) or a list; left out:
   * kept. Empty lines and repeats are dropped.
   */
  chatNames: z
    .union([z.string(), z.array(z.string())], { error: ROOM_CHAT_NAMES_MESSAGES.form })
    .transform((value) => [
      ...new Set(
        (typeof value === "string" ? value.split(/\r?\n/) : value)
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ])
    .refine((names) => names.length <= 12, ROOM_CHAT_NAMES_MESSAGES.tooMany)
    .refine((names) => names.every((name) => name.length <= 60), ROOM_CHAT_NAMES_MESSAGES.tooLong)
    .refine((names) => !names.some(hasControl), ROOM_CHAT_NAMES_MESSAGES.form)
    .optional(),
  singleBreakfast: keptRate(
    "The single with breakfast rate must be a whole number of KSh",
    "The single with breakfast rate",
  ),
  doubleBedOnly: keptRate(
    "The double bed-only rate must be a whole number of KSh",
    "The double bed-only rate",
  ),
  doubleBreakfast: keptRate(
    "The double with breakfast rate must be a whole number of KSh",
    "The double with breakfast rate",
  ),
  rackSingleBedOnly: clearableRate(
    "The standard single bed-only rate must be a whole number of KSh",
    "The standard single bed-only rate",
  ),
  rackSingleBreakfast: clearableRate(
    "The standard single with breakfast rate must be a whole number of KSh",
    "The standard single with breakfast rate",
  ),
  rackDoubleBedOnly: clearableRate(
    "The standard double bed-only rate must be a whole number of KSh",
    "The standard double bed-only rate",
  ),
  rackDoubleBreakfast: clearableRate(
    "The standard double with breakfast rate must be a whole number of KSh",
    "The standard double with breakfast rate",
  ),
  /**
   * Stale translations staff confirmed as still correct: { "description.fr": "on" } (the
   * form's boxes) or ["description.fr"]. Unknown names are ignored.
   */
  translationChecked: z
    .unknown()
    .transform((value): TranslationStale => {
      const names = Array.isArray(value)
        ? value
        : value && typeof value === "object"
          ? Object.keys(value)
          : [];
      const out: TranslationStale = {};
      for (const name of names) {
        const [field, lang] = String(name).split(".");
        const known = ROOM_TEXT_FIELDS.find((item) => item === field);
        const translation = TRANSLATIONS.find((item) => item === lang);
        if (known && translation) out[known] = [...(out[known] ?? []), translation];
      }
      return out;
    })
    .optional(),
  /**
   * The type's key, bed type and view, validated as at creation; left out: kept. The slug is
   * no page address (rooms are /rooms/:id, bookings and eZee keep the id), so a new one
   * breaks no link; it must still be free.
   */
  slug: slugField.optional(),
  bedType: bedTypeField.optional(),
  view: viewField.optional(),
  /** The room's version when the form was loaded. */
  version: versionField,
});

export type RoomUpdate = z.infer<typeof RoomUpdateSchema>;

/** A rate the new room type must have: empty or left out is "required". */
const requiredRate = (message: string, what: string) =>
  z.unknown().transform((value, ctx): number => {
    if (value === undefined || value === null || (typeof value === "string" && !value.trim())) {
      ctx.addIssue({ code: "custom", message: `${what} is required` });
      return z.NEVER;
    }
    const parsed = rate(message, what).safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? message });
      return z.NEVER;
    }
    return parsed.data;
  });

/**
 * A new room type: the room form's fields (texts in English, translations optional), all four
 * rates, and what a type has from its creation (slug, bed type, view). The slug is the type's
 * lasting key; the name can change later.
 */
export const RoomCreateSchema = RoomUpdateSchema.omit({
  version: true,
  translationChecked: true,
}).extend({
  slug: slugField,
  shortDescription: roomText(
    "Short description",
    singleLine("Short description is required")
      .min(1, "Short description is required")
      .max(300, "Short description must be at most 300 characters"),
    300,
    false,
  ),
  bedType: bedTypeField,
  view: viewField,
  singleBreakfast: requiredRate(
    "The single with breakfast rate must be a whole number of KSh",
    "The single with breakfast rate",
  ),
  doubleBedOnly: requiredRate(
    "The double bed-only rate must be a whole number of KSh",
    "The double bed-only rate",
  ),
  doubleBreakfast: requiredRate(
    "The double with breakfast rate must be a whole number of KSh",
    "The double with breakfast rate",
  ),
});

export type RoomCreate = z.infer<typeof RoomCreateSchema>;

/**
 * A room photo's alt text, per language, all optional: a language left empty shows the
 * room's name and the photo's number on the guest's page.
 */
export const RoomImageAltSchema = z.object({
  alt: localizedField("Alt text", { max: 200, optional: true }),
});

export type RoomImageAlt = z.infer<typeof RoomImageAltSchema>;
