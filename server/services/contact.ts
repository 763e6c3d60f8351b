/**
 * Contact messages (spec 000 sections 3 and 7): stored, and an e-mail to the hotel
 * queued in the same transaction (general inquiries, or the events address for an
 * event inquiry). The mail is in English for the front desk; every guest value is
 * escaped by the mail layout, so a message can never become markup.
 */
import type { Lang } from "../../core/i18n/languages";
import type { ContactSubject, ContactValues } from "../../core/schemas/contact";
import type { AppServices } from "../context";
import { contactMessages } from "../db/schema";
import { type MailDocument, oneLine, renderHtml, renderText } from "./mail/layout";
import { queueMail } from "./mail/outbox";
import { getSiteSettings } from "./settings";

/** The spec's labels of the subject choices, as the front desk reads them. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  reservation: "Room reservation",
  dining: "Restaurant reservation",
  event: "Event inquiry",
  feedback: "Feedback",
  other: "Other",
};

export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
  createdAt: string;
}

export async function createContactMessage(
  services: AppServices,
  input: ContactValues,
  lang: Lang,
): Promise<StoredContactMessage> {
  const { db } = services;
  const settings = await getSiteSettings(db);
  const to = input.subject === "event" ? settings.emails.events : settings.emails.general;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        language: lang,
      })
      .returning();
    if (!inserted) throw new Error("contact message insert returned no row");
    const doc: MailDocument = {
      lang: "en",
      title: `${CONTACT_SUBJECT_LABELS[input.subject]} from ${input.name}`,
      preheader: input.message.slice(0, 90),
      brand: settings.hotelName,
      blocks: [
        { kind: "paragraph", text: "A guest wrote through the contact form of the website." },
        {
          kind: "rows",
          rows: [
            { label: "Subject", value: CONTACT_SUBJECT_LABELS[input.subject], strong: true },
            { label: "Name", value: input.name },
            { label: "E-mail", value: { link: input.email, href: `mailto:${input.email}` } },
            { label: "Phone", value: { ltr: input.phone } },
            { label: "Language", value: lang },
          ],
        },
        { kind: "heading", text: "Message" },
        { kind: "quote", text: input.message },
        { kind: "paragraph", text: `Reference: contact #${inserted.id}`, muted: true },
      ],
    };
    await queueMail(tx, {
      dedupeKey: `contact:${inserted.id}`,
      to,
      subject: oneLine(`[Website] ${CONTACT_SUBJECT_LABELS[input.subject]}: ${input.name}`),
      text: renderText(doc),
      html: renderHtml(doc),
    });
    return inserted;
  });
  services.mail?.kick();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
