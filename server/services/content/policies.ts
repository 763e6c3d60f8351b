/**
 * The policy pages' own texts (privacy, terms, cancellation). Staff publish a text per page
 * and language; every publish, and every return to the standard text, is a new version kept
 * for good, so what a guest agreed to on a given day can always be shown. Guests see the
 * text of their language, else the hotel's English one, else any language the hotel wrote,
 * else the standard text of the catalogues (the page's loader).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { LANGUAGES, type Lang } from "~core/i18n/languages";
import { htmlText } from "~core/schemas/blog";
import {
  POLICY_MESSAGES,
  POLICY_PAGE_INFO,
  POLICY_PAGES,
  POLICY_TEXT_MIN,
  type PolicyPage,
} from "~core/schemas/policies";
import type { Database } from "../../db/client";
import { adminUsers, policyTexts } from "../../db/schema";
import { AppError } from "../../errors";
import { audit } from "../admin/admins";
import { sanitizePostHtml } from "../platform/sanitize-html";

/** The text now in force in one language of a page. */
export interface PolicyText {
  page: PolicyPage;
  language: Lang;
  version: number;
  /** Cleaned HTML; null: the language is back on the standard text. */
  html: string | null;
  publishedAt: Date;
}

export interface PolicyVersion extends PolicyText {
  /** Who published it (null once the account is removed). */
  publishedBy: string | null;
}

const toText = (row: typeof policyTexts.$inferSelect): PolicyText => ({
  page: row.page as PolicyPage,
  language: row.language as Lang,
  version: row.version,
  // Cleaned again on the way out: a row written before a rule tightened is still safe.
  html: row.html === null ? null : sanitizePostHtml(row.html),
  publishedAt: row.publishedAt,
});

/** The newest version of each language of a page (languages never published are absent). */
export async function currentPolicyTexts(
  db: Database,
  page: PolicyPage,
): Promise<Map<Lang, PolicyText>> {
  const rows = await db
    .selectDistinctOn([policyTexts.language])
    .from(policyTexts)
    .where(eq(policyTexts.page, page))
    .orderBy(policyTexts.language, desc(policyTexts.version));
  return new Map(rows.map((row) => [row.language as Lang, toText(row)]));
}

/**
 * The hotel's own text a guest reading in `lang` is shown, or null for the standard text. A
 * language staff published in shows its newest version (the standard text once they went back
 * to it); a language never published in shows the English text, else the first language (in
 * the site's order) with one, else the standard text.
 */
export async function policyTextFor(
  db: Database,
  page: PolicyPage,
  lang: Lang,
): Promise<PolicyText | null> {
  const current = await currentPolicyTexts(db, page);
  const own = current.get(lang);
  if (own) return own.html ? own : null;
  return fallbackText(current);
}

/** The text a language never published in falls back to: English first, then the others. */
export function fallbackText(current: Map<Lang, PolicyText>): PolicyText | null {
  for (const candidate of ["en", ...LANGUAGES] as Lang[]) {
    const text = current.get(candidate);
    if (text?.html) return text;
  }
  return null;
}

/**
 * What each page shows in each language (the admin's overview): the language's newest
 * version (0: never published in), whether it is an own text, and for a language never
 * published in, the text it falls back to.
 */
export async function policyOverview(db: Database) {
  return Promise.all(
    POLICY_PAGES.map(async (page) => {
      const current = await currentPolicyTexts(db, page);
      const fallback = fallbackText(current);
      return {
        page,
        ...POLICY_PAGE_INFO[page],
        languages: LANGUAGES.map((language) => {
          const text = current.get(language);
          return {
            language,
            version: text?.version ?? 0,
            own: Boolean(text?.html),
            publishedAt: text?.publishedAt ?? null,
            fallback:
              !text && fallback ? { language: fallback.language, version: fallback.version } : null,
          };
        }),
      };
    }),
  );
}

/** Every version of a page in one language, newest first, with who published it. */
export async function policyHistory(
  db: Database,
  page: PolicyPage,
  language: Lang,
): Promise<PolicyVersion[]> {
  const rows = await db
    .select({ row: policyTexts, by: adminUsers.name })
    .from(policyTexts)
    .leftJoin(adminUsers, eq(adminUsers.id, policyTexts.publishedBy))
    .where(and(eq(policyTexts.page, page), eq(policyTexts.language, language)))
    .orderBy(desc(policyTexts.version));
  return rows.map(({ row, by }) => ({ ...toText(row), publishedBy: by }));
}

/** One advisory lock per page: its versions are numbered one after another. */
const pageLock = (page: PolicyPage) => 0x706f_6c00 + POLICY_PAGES.indexOf(page);

/**
 * Adds a version of a page in one language: its cleaned HTML, or null to go back to the
 * standard text. Refused when the language's newest version is no longer `expectedVersion`
 * (someone published meanwhile), and when going back while already on the standard text.
 */
async function addVersion(
  db: Database,
  page: PolicyPage,
  language: Lang,
  html: string | null,
  expectedVersion: number,
  adminId: number,
): Promise<PolicyText> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${pageLock(page)})`);
    const [latest] = await tx
      .select()
      .from(policyTexts)
      .where(and(eq(policyTexts.page, page), eq(policyTexts.language, language)))
      .orderBy(desc(policyTexts.version))
      .limit(1);
    const shown = latest?.version ?? 0;
    if (shown !== expectedVersion) {
      throw new AppError("stale", POLICY_MESSAGES.stale(shown), undefined, {
        version: shown,
        html: latest?.html ?? null,
      });
    }
    if (html === null && (latest?.html ?? null) === null) {
      throw new AppError("conflict", "This page already shows the standard text in this language.");
    }
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${policyTexts.version}), 0)::int` })
      .from(policyTexts)
      .where(eq(policyTexts.page, page));
    const [row] = await tx
      .insert(policyTexts)
      .values({
        page,
        language,
        version: (last?.max ?? 0) + 1,
        html,
        publishedBy: adminId,
      })
      .returning();
    await audit(tx, adminId, html === null ? "revert" : "publish", "policy_text", page, {
      language,
      version: row!.version,
    });
    return toText(row!);
  });
}

/** Publishes staff's text of a page in one language as its next version. */
export async function publishPolicyText(
  db: Database,
  page: PolicyPage,
  language: Lang,
  input: { html: string; expectedVersion: number },
  adminId: number,
): Promise<PolicyText> {
  const html = sanitizePostHtml(input.html);
  if (htmlText(html).length < POLICY_TEXT_MIN) {
    throw new AppError("validation", POLICY_MESSAGES.html, { html: POLICY_MESSAGES.html });
  }
  return addVersion(db, page, language, html, input.expectedVersion, adminId);
}

/** Puts one language of a page back on the standard text (a version of its own). */
export async function revertPolicyText(
  db: Database,
  page: PolicyPage,
  language: Lang,
  expectedVersion: number,
  adminId: number,
): Promise<PolicyText> {
  return addVersion(db, page, language, null, expectedVersion, adminId);
}
