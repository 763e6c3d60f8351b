/**
 * The newsletter list: subscribing (with a welcome e-mail) and the one-click
 * unsubscribe of RFC 8058. A subscription's unsubscribe token is an HMAC of its id
 * with the app secret, so it cannot be guessed and needs no column; ids are never
 * reused, so an old link cannot remove a later subscription of the same address.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Lang } from "~core/i18n/languages";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";
import type { Env } from "../../env";
import { emailTranslator } from "../mail/email-catalogue";
import { type MailDocument, oneLine, renderHtml, renderText, withLang } from "../mail/layout";
import { queueMail } from "../mail/outbox";
import { getSiteSettings } from "../platform/settings";

export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

function signature(appSecret: string, id: number): string {
  return createHmac("sha256", appSecret)
    .update(`newsletter-unsubscribe:${id}`)
    .digest("base64url")
    .slice(0, 32);
}

export function unsubscribeToken(appSecret: string, id: number): string {
  return `${id}.${signature(appSecret, id)}`;
}

/** The subscription id a token was made for, or null for a forged or mangled one. */
export function readUnsubscribeToken(appSecret: string, token: string | null): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(appSecret, id));
  const given = Buffer.from(match[2]!);
  return timingSafeEqual(expected, given) ? id : null;
}

/** The page link of a subscription (also the List-Unsubscribe target, which takes POST). */
export function unsubscribeUrl(env: Pick<Env, "publicUrl" | "appSecret">, id: number): string {
  const url = new URL(UNSUBSCRIBE_PATH, env.publicUrl);
  url.searchParams.set("token", unsubscribeToken(env.appSecret, id));
  return url.toString();
}

/** RFC 2369 and RFC 8058 headers: mail clients offer their own one-click unsubscribe. */
export function newsletterHeaders(
  env: Pick<Env, "publicUrl" | "appSecret">,
  id: number,
): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(env, id)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * Adds an address (case-insensitively once). A new subscription gets a welcome
 * e-mail in its language, queued in the same transaction; subscribing again sends
 * nothing, so the form cannot be used to flood someone's inbox.
 */
export async function subscribeNewsletter(
  services: AppServices,
  email: string,
  lang: Lang,
): Promise<void> {
  const { db, env } = services;
  const settings = await getSiteSettings(db);
  const queued = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, language: lang })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (!row) return false;
    const t = emailTranslator(lang);
    const hotelName = settings.hotelName;
    const link = withLang(unsubscribeUrl(env, row.id), lang);
    const doc: MailDocument = {
      lang,
      title: t("newsletter.title"),
      preheader: t("newsletter.preheader"),
      brand: hotelName,
      blocks: [
        { kind: "paragraph", text: t("newsletter.intro", { hotelName }) },
        { kind: "paragraph", text: t("newsletter.signature", { hotelName }) },
        { kind: "paragraph", text: t("newsletter.unsubscribe"), muted: true },
        {
          kind: "button",
          text: t("newsletter.unsubscribeButton"),
          textLabel: t("newsletter.unsubscribeButton"),
          href: link,
        },
        { kind: "paragraph", text: t("newsletter.notYou"), muted: true },
      ],
    };
    await queueMail(tx, {
      dedupeKey: `newsletter:${row.id}:welcome`,
      to: email,
      subject: oneLine(t("newsletter.mailSubject", { hotelName })),
      text: renderText(doc),
      html: renderHtml(doc),
      headers: newsletterHeaders(env, row.id),
    });
    return true;
  });
  if (queued) services.mail?.kick();
}

export type UnsubscribeLookup =
  | { status: "invalid" }
  | { status: "subscribed"; email: string }
  | { status: "gone" };

/** What an unsubscribe link points at, without changing anything (the GET page). */
export async function lookUpUnsubscribe(
  db: Database,
  appSecret: string,
  token: string | null,
): Promise<UnsubscribeLookup> {
  const id = readUnsubscribeToken(appSecret, token);
  if (id === null) return { status: "invalid" };
  const [row] = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return row ? { status: "subscribed", email: row.email } : { status: "gone" };
}

export type UnsubscribeResult =
  | { status: "invalid" }
  | { status: "unsubscribed"; email: string }
  | { status: "gone" };

/** Deletes the subscription (the privacy policy promises deletion); repeats are harmless. */
export async function unsubscribeNewsletter(
  db: Database,
  appSecret: string,
  token: string | null,
): Promise<UnsubscribeResult> {
  const id = readUnsubscribeToken(appSecret, token);
  if (id === null) return { status: "invalid" };
  const [row] = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id))
    .returning({ email: newsletterSubscriptions.email });
  return row ? { status: "unsubscribed", email: row.email } : { status: "gone" };
}
