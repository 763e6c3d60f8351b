/**
 * The contact form, shared by the page and
 * POST /api/contact. Messages are the required English wording; the page shows the
 * translation of each field's message (catalogue `engage:contact.errors.<field>`).
 */
import { EMAIL_PATTERN, PHONE_PATTERN } from "../patterns";
import { z } from "../zod";
import { multiLine, singleLine } from "./text";

export const CONTACT_SUBJECTS = ["reservation", "dining", "event", "feedback", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  subject: "Please select a subject",
  message: "Message must be at least 10 characters",
  messageTooLong: "Message must be at most 5000 characters",
} as const;

/** Longest message the hotel accepts through the form (a letter, not a file). */
export const CONTACT_MESSAGE_MAX = 5000;

/** A slug, or empty/absent for a message about nothing in particular. */
const topicSlug = singleLine()
  .max(100)
  .regex(/^[a-z0-9-]*$/)
  .optional()
  .transform((value) => value || undefined);

export const ContactSchema = z.object({
  name: singleLine(CONTACT_MESSAGES.name)
    .min(2, CONTACT_MESSAGES.name)
    .max(120, CONTACT_MESSAGES.name),
  email: singleLine(CONTACT_MESSAGES.email)
    .max(254, CONTACT_MESSAGES.email)
    .regex(EMAIL_PATTERN, CONTACT_MESSAGES.email),
  phone: singleLine(CONTACT_MESSAGES.phone)
    .transform((value) => value.replace(/[\s()-]/g, ""))
    .pipe(z.string().regex(PHONE_PATTERN, CONTACT_MESSAGES.phone)),
  // The rule is "at least 1": an empty choice (the placeholder) is refused,
  // and so is anything outside the five choices.
  subject: z.enum(CONTACT_SUBJECTS, { message: CONTACT_MESSAGES.subject }),
  message: multiLine(CONTACT_MESSAGES.message)
    .min(10, CONTACT_MESSAGES.message)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  /**
   * The package or restaurant the guest came from (`?package=` / `?restaurant=`), by
   * slug. The server looks it up and stores its id and name; an unknown one is dropped.
   */
  package: topicSlug,
  restaurant: topicSlug,
  /** Honeypot: people never see or fill it. */
  website: z.string().max(500).optional(),
});

export type ContactInput = z.input<typeof ContactSchema>;
export type ContactValues = z.infer<typeof ContactSchema>;

/**
 * `?subject=` of /contact: the dining page's links name the
 * request (a pergola or table reservation), which becomes the dining subject with
 * the request named in the message.
 */
export function subjectFromQuery(raw: string | null): {
  subject: ContactSubject | "";
  request: "pergola_reservation" | "table_reservation" | null;
} {
  switch (raw) {
    case "reservation":
    case "dining":
    case "feedback":
    case "event":
    case "other":
      return { subject: raw, request: null };
    case "event_planning":
      return { subject: "event", request: null };
    case "pergola_reservation":
    case "table_reservation":
      return { subject: "dining", request: raw };
    default:
      return { subject: "", request: null };
  }
}
