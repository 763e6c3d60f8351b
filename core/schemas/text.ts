/**
 * Text and id fields every schema shares. Stored text reaches staff e-mails as plain
 * text: a line break in a name would start a forged line ("Subject: …"), and a bidi
 * override would show the text reversed. PostgreSQL text cannot hold U+0000 at all.
 */
import { z } from "../zod";

/** Shown for a NUL character (refused, never silently dropped). */
export const NOT_ALLOWED_MESSAGE = "This text contains a character that is not allowed.";

/** The largest id PostgreSQL's `integer` (serial) holds. */
export const MAX_ID = 2_147_483_647;

// Bidi embeddings, overrides, isolates and marks (U+061C ALM, U+200E LRM, U+200F RLM).
// Arabic letters are not controls: they stay as typed.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Zero-width space, non-joiner, joiner, word joiner and BOM: invisible in a name or a
// subject, they make "Ann" and "An\u200Bn" two different guests.
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
// C0 and C1 controls, DEL, and the line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching controls is the point
const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
// The same without \t and \n, which a message may keep (\r\n becomes \n).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching controls is the point
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

export function hasNul(value: string): boolean {
  return value.includes("\u0000");
}

/** A name, subject, e-mail, phone, title: one line, no controls or zero-width characters, trimmed. */
export function cleanSingleLine(value: string): string {
  return value
    .replace(BIDI_CONTROLS, "")
    .replace(ZERO_WIDTH, "")
    .replace(LINE_BREAKING, " ")
    .trim();
}

/** A message body: line breaks and tabs stay; other controls and bidi controls go. */
export function cleanMultiLine(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u2028\u2029]/g, "\n")
    .replace(BIDI_CONTROLS, "")
    .replace(MULTI_LINE_CONTROLS, "")
    .trim();
}

const text = (clean: (value: string) => string, message?: string) =>
  z
    .string(message === undefined ? undefined : { message })
    .refine((value) => !hasNul(value), { message: NOT_ALLOWED_MESSAGE, abort: true })
    .overwrite(clean);

/** A single-line text field (cleaned, then checked with `.min`/`.max`/`.regex` as usual). */
export const singleLine = (message?: string) => text(cleanSingleLine, message);

/** A multi-line text field: keeps its line breaks, loses every other control character. */
export const multiLine = (message?: string) => text(cleanMultiLine, message);

/** An id in a JSON body: a positive whole number the database's integer column can hold. */
export const idNumber = (message = "Invalid id") =>
  z.number({ message }).int(message).positive(message).max(MAX_ID, message);

/** An id from a path or query parameter ("42"), or null when it cannot be one. */
export function idFromParam(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * The path of the first string (or object key) holding a NUL character, "" for the
 * top level, or null when there is none.
 */
export function nulPath(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === "string") return hasNul(value) ? path.join(".") : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasNul(key)) return path.join(".");
      const found = nulPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
