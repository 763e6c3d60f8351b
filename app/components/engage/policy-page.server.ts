/**
 * The loaders of the three policy pages (privacy, terms, cancellation) and the admin's
 * "start from the standard text": the facts each standard text quotes from the settings,
 * the standard text as HTML, and the hotel's own text when staff have published one.
 */
import type { TFunction } from "i18next";
import type { PageContext } from "~/load-context";
import { hotelToday } from "~core/dates";
import { DATE_LOCALES, formatDate } from "~core/format";
import type { Lang } from "~core/i18n/languages";
import type { PolicyPage } from "~core/schemas/policies";
import type { SiteSettings } from "~core/settings";
import { policyTextFor } from "~server/services/content/policies";
import { getSiteSettings } from "~server/services/platform/settings";
import { routeResources } from "../../i18n/route-resources.server";
import { serverTranslator } from "../../i18n/server-t.server";
import { infoFacts, infoHead } from "./info-facts.server";
import type { InfoSection, OwnPolicyText } from "./info-page";

/** What the standard text of a page quotes: the hotel's facts and the page's own rules. */
export function policyFacts(
  page: PolicyPage,
  settings: SiteSettings,
  lang: Lang,
  t: TFunction,
  retention: { mailDays: number; jobDays: number; auditDays: number },
): Record<string, string> {
  const facts = infoFacts(settings, lang);
  if (page === "privacy") {
    // "How long we keep it" quotes the configured periods.
    return {
      ...facts,
      mailDays: String(retention.mailDays),
      jobDays: String(retention.jobDays),
      auditDays: String(retention.auditDays),
    };
  }
  if (page === "cancellation") {
    // The room-booking rules are the settings' (core/cancellation.ts applies the same).
    const policy = settings.cancellationPolicy;
    return {
      ...facts,
      freeDays: t("info:cancellation.freeDays", { count: policy.freeCancellationDays }),
      lateRule:
        policy.lateCancellationNights > 0
          ? t("info:cancellation.lateRule", { count: policy.lateCancellationNights })
          : t("info:cancellation.noLateCharge"),
    };
  }
  return facts;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A page's standard text in one language as editor HTML: what staff start their own from. */
export function standardPolicyHtml(
  t: TFunction,
  page: PolicyPage,
  facts: Record<string, string>,
): string {
  const sections = t(`info:${page}.sections`, { returnObjects: true, ...facts, defaultValue: [] });
  const parts = [`<p>${escapeHtml(t(`info:${page}.intro`, facts))}</p>`];
  for (const section of Array.isArray(sections) ? (sections as InfoSection[]) : []) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    for (const paragraph of section.body ?? []) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
    if (section.items?.length) {
      const items = section.items.map((item) => `<li><p>${escapeHtml(item)}</p></li>`);
      parts.push(`<ul>${items.join("")}</ul>`);
    }
  }
  return parts.join("");
}

/** Everything a policy page's loader returns. */
export async function policyPageData(request: Request, context: PageContext, page: PolicyPage) {
  const i18n = routeResources(request, ["info"]);
  const { lang, t } = serverTranslator(request);
  const { db, env } = context.services;
  const settings = await getSiteSettings(db);
  const facts = policyFacts(page, settings, lang, t, env.retention);
  const text = await policyTextFor(db, page, lang);
  const own: OwnPolicyText | null = text?.html
    ? {
        html: text.html,
        language: text.language,
        version: text.version,
        published: formatDate(hotelToday(text.publishedAt), lang),
        languageName:
          text.language === lang
            ? undefined
            : new Intl.DisplayNames(DATE_LOCALES[lang] ?? "en-US", { type: "language" }).of(
                text.language,
              ),
      }
    : null;
  return { i18n, facts, own, ...infoHead(t, page, facts) };
}
