/**
 * Contact messages: stored, with an e-mail to the hotel
 * (general inquiries, or the events address for an event inquiry) and an
 * acknowledgement to the guest queued in the same transaction. The hotel's mail is in
 * English for the front desk, the guest's in the page language; every guest value is
 * escaped by the mail layout, so a message can never become markup.
 */
import { and, eq } from "drizzle-orm";
import { type Lang, localize } from "~core/i18n/languages";
import { formatPhoneInternational } from "~core/phone";
import { CONTACT_MESSAGES, type ContactSubject, type ContactValues } from "~core/schemas/contact";
import type { SiteSettings } from "~core/settings";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { contactMessages, eventPackages, restaurants } from "../../db/schema";
import { emailTranslator } from "../mail/email-catalogue";
import { type MailDocument, oneLine, renderHtml, renderText } from "../mail/layout";
import { queueMail } from "../mail/outbox";
import { guestPhone } from "../platform/guest-phone";
import { getSiteSettings } from "../platform/settings";

/** The labels of the subject choices, as the front desk reads them. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  reservation: "Room reservation",
  dining: "Restaurant reservation",
  event: "Event inquiry",
  feedback: "Feedback",
  other: "Other",
};

/** What a message is about, read from the database (never the browser's text). */
export interface ContactTopic {
  kind: "package" | "restaurant";
  id: number;
  slug: string;
  /** English, for the front desk. */
  name: string;
  /** In the language asked for (English when there is no translation). */
  localName: string;
}

/**
 * The visible package or the restaurant with this slug; a package wins when both
 * are given. Unknown or hidden slugs give null: the message is stored without one.
 */
export async function findContactTopic(
  db: Database,
  slugs: { package?: string | undefined; restaurant?: string | undefined },
  lang: Lang,
): Promise<ContactTopic | null> {
  if (slugs.package) {
    const [row] = await db
      .select({ id: eventPackages.id, slug: eventPackages.slug, title: eventPackages.title })
      .from(eventPackages)
      .where(and(eq(eventPackages.slug, slugs.package), eq(eventPackages.isVisible, true)));
    if (row)
      return {
        kind: "package",
        id: row.id,
        slug: row.slug,
        name: localize(row.title, "en"),
        localName: localize(row.title, lang),
      };
  }
  if (slugs.restaurant) {
    const [row] = await db
      .select({ id: restaurants.id, slug: restaurants.slug, name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.slug, slugs.restaurant));
    if (row)
      return {
        kind: "restaurant",
        id: row.id,
        slug: row.slug,
        name: row.name,
        localName: row.name,
      };
  }
  return null;
}

export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
  /** The package or restaurant the message is about, as stored. */
  topic: { kind: "package" | "restaurant"; slug: string; name: string } | null;
  createdAt: string;
}

const TOPIC_LABELS = { package: "Package", restaurant: "Restaurant" } as const;

export async function createContactMessage(
  services: AppServices,
  input: ContactValues,
  lang: Lang,
): Promise<StoredContactMessage> {
  const { db } = services;
  const settings = await getSiteSettings(db);
  // Stored in E.164 (read in the hotel's country); an invalid number is a 400 on `phone`.
  const phone = guestPhone(input, settings, CONTACT_MESSAGES.phone);
  const topic = await findContactTopic(db, input, lang);
  const to = input.subject === "event" ? settings.emails.events : settings.emails.general;
  const subjectLine = topic
    ? `${CONTACT_SUBJECT_LABELS[input.subject]} (${topic.name})`
    : CONTACT_SUBJECT_LABELS[input.subject];
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone,
        subject: input.subject,
        message: input.message,
        language: lang,
        packageId: topic?.kind === "package" ? topic.id : null,
        restaurantId: topic?.kind === "restaurant" ? topic.id : null,
        topicName: topic?.name ?? null,
      })
      .returning();
    if (!inserted) throw new Error("contact message insert returned no row");
    const doc: MailDocument = {
      lang: "en",
      title: `${subjectLine} from ${input.name}`,
      preheader: input.message.slice(0, 90),
      brand: settings.hotelName,
      blocks: [
        { kind: "paragraph", text: "A guest wrote through the contact form of the website." },
        {
          kind: "rows",
          rows: [
            { label: "Subject", value: CONTACT_SUBJECT_LABELS[input.subject], strong: true },
            ...(topic
              ? [{ label: TOPIC_LABELS[topic.kind], value: topic.name, strong: true }]
              : []),
            { label: "Name", value: input.name },
            { label: "E-mail", value: { link: input.email, href: `mailto:${input.email}` } },
            { label: "Phone", value: { ltr: formatPhoneInternational(phone) } },
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
      subject: oneLine(`[Website] ${subjectLine}: ${input.name}`),
      text: renderText(doc),
      html: renderHtml(doc),
      // Answering reaches the guest, not the hotel's own mailbox.
      replyTo: input.email,
    });
    const ack = acknowledgement(settings, input, topic, lang, inserted.id);
    await queueMail(tx, {
      dedupeKey: `contact:${inserted.id}:guest`,
      to: input.email,
      subject: oneLine(ack.subject),
      text: renderText(ack.doc),
      html: renderHtml(ack.doc),
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
    topic: topic ? { kind: topic.kind, slug: topic.slug, name: topic.name } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The guest's copy: what they asked about, when to expect an answer, how to call. */
function acknowledgement(
  settings: SiteSettings,
  input: ContactValues,
  topic: ContactTopic | null,
  lang: Lang,
  id: number,
): { subject: string; doc: MailDocument } {
  const t = emailTranslator(lang);
  const hotelName = settings.hotelName;
  const subjectName = t(`contactAck.subjects.${input.subject}`);
  const doc: MailDocument = {
    lang,
    title: t("contactAck.title"),
    preheader: t("contactAck.preheader", { hotelName }),
    brand: hotelName,
    whatsapp: settings,
    blocks: [
      { kind: "paragraph", text: t("contactAck.greeting", { name: input.name }) },
      { kind: "paragraph", text: t("contactAck.intro", { hotelName }) },
      {
        kind: "rows",
        rows: [
          { label: t("contactAck.subject"), value: subjectName, strong: true },
          ...(topic
            ? [{ label: t(`contactAck.topic.${topic.kind}`), value: topic.localName, strong: true }]
            : []),
          { label: t("contactAck.reference"), value: `#${id}` },
        ],
      },
      { kind: "heading", text: t("contactAck.messageHeading") },
      { kind: "quote", text: input.message },
      { kind: "paragraph", text: t("contactAck.reply") },
      {
        kind: "rows",
        rows: [
          {
            label: t("contactAck.phone"),
            value: settings.phones.map((phone) => ({ ltr: formatPhoneInternational(phone) })),
            list: "disjunction",
          },
          {
            label: t("contactAck.email"),
            value: { link: settings.emails.general, href: `mailto:${settings.emails.general}` },
          },
        ],
      },
      { kind: "paragraph", text: t("contactAck.signature", { hotelName }) },
      { kind: "paragraph", text: t("contactAck.notYou"), muted: true },
    ],
  };
  const about = topic ? topic.localName : subjectName;
  return { subject: t("contactAck.mailSubject", { hotelName, about }), doc };
}
