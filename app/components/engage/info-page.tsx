import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { PostContent } from "~/components/journal/post-content";
import { withLang } from "~/components/shell/nav-links";
import { ButtonLink } from "~/components/ui/button";
import type { Lang } from "~core/i18n/languages";

export interface InfoSection {
  heading: string;
  body?: string[];
  items?: string[];
}

/** The hotel's own text of a policy page, as a guest in their language is shown it. */
export interface OwnPolicyText {
  /** Server-cleaned HTML (the journal's allow-list). */
  html: string;
  language: Lang;
  version: number;
  /** The day it was published, in the guest's language. */
  published: string;
  /** Set when the text is not in the guest's language: that language's name, in theirs. */
  languageName?: string;
}

const RELATED = [
  { to: "/privacy-policy", key: "privacy" },
  { to: "/terms-conditions", key: "terms" },
  { to: "/cancellation-policy", key: "cancellation" },
  { to: "/faqs", key: "faqs" },
  { to: "/sustainability", key: "sustainability" },
  { to: "/careers", key: "careers" },
] as const;

/** One numbered section of an information page: its heading, paragraphs and list. */
export function InfoSectionView({ section }: { section: InfoSection }) {
  return (
    <section className="mt-10">
      <h2 className="font-display text-2xl text-ink">{section.heading}</h2>
      {section.body?.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed text-ink">
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-ink marker:text-ocean-700">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The layout of an information page: title, introduction, numbered sections in
 * reading order, then who to ask and the sibling pages. Texts come from the "info"
 * catalogue with the hotel's facts filled in.
 */
export function InfoPage({
  page,
  facts,
  plain = false,
  own,
  children,
}: {
  page: (typeof RELATED)[number]["key"];
  facts: Record<string, string>;
  /**
   * The page's plain version (its `plainIntro`, no sections): the sections of careers and
   * sustainability are the demo hotel's facts, which another hotel has not stated.
   */
  plain?: boolean;
  /** The hotel's own text, shown instead of the standard one (policy pages). */
  own?: OwnPolicyText | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation("info");
  const { search } = useLocation();
  const sections =
    plain || own ? [] : t(`${page}.sections`, { returnObjects: true, ...facts, defaultValue: [] });
  return (
    <article className="mx-auto max-w-3xl px-4 pb-20 pt-10">
      <h1 className="font-display text-3xl text-ink sm:text-4xl">{t(`${page}.title`)}</h1>
      {own ? (
        <>
          <p className="mt-2 text-sm text-ink-muted">
            {t("common.version", { version: own.version, date: own.published })}
          </p>
          {own.languageName ? (
            <p className="mt-4 rounded-xl bg-sand-100 p-4 text-ink">
              {t("common.publishedIn", { language: own.languageName })}
            </p>
          ) : null}
          <PostContent html={own.html} language={own.language} />
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-muted">{t("common.updated")}</p>
          <p className="mt-4 text-lg text-ink">
            {t(`${page}.${plain ? "plainIntro" : "intro"}`, facts)}
          </p>
        </>
      )}
      {Array.isArray(sections)
        ? (sections as InfoSection[]).map((section) => (
            <InfoSectionView key={section.heading} section={section} />
          ))
        : null}
      {children}
      <p className="mt-12 rounded-xl bg-ocean-50 p-5 text-ink">{t("common.questions", facts)}</p>
      <nav aria-labelledby="info-related" className="mt-10">
        <h2 id="info-related" className="font-display text-xl text-ink">
          {t("common.related")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {RELATED.filter((item) => item.key !== page).map((item) => (
            <li key={item.key}>
              <ButtonLink to={withLang(item.to, search)} variant="secondary" size="sm" pill>
                {t(`${item.key}.title`)}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
