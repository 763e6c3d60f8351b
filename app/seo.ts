/**
 * The head of every public page, rendered on the server: title, description,
 * canonical and alternate-language links, Open Graph and Twitter tags, JSON-LD.
 */
import type { MetaDescriptor } from "react-router";
import { LANGUAGES, type Lang, LOCALES } from "~core/i18n/languages";

export interface SeoRoot {
  lang: Lang;
  publicUrl: string;
  brand: { hotelName: string };
  defaultImage: string | null;
}

export interface SeoInput {
  /** Page title without the brand; the brand is appended as "Page | Brand". */
  title: string;
  /** Use the title as it is (the home page names the brand itself). */
  titleIsFull?: boolean;
  description: string;
  pathname: string;
  image?: string | null;
  type?: "website" | "article" | "hotel";
  /** Not for search engines: no canonical and no alternates either (a 404, a private page). */
  noindex?: boolean;
  /**
   * The languages the page exists in (default all): a journal post is written in one,
   * so only that one is an alternate and the canonical address.
   */
  languages?: readonly Lang[];
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /**
   * The pages between home and this one, for its BreadcrumbList (every indexed page
   * below home has one: home, these, then the page under its title).
   */
  parents?: { name: string; pathname: string }[];
}

export function pageUrl(publicUrl: string, pathname: string, lang: Lang): string {
  return `${publicUrl}${pathname}${lang === "en" ? "" : `?lang=${lang}`}`;
}

const absolute = (publicUrl: string, src: string) =>
  /^https?:\/\//.test(src) ? src : `${publicUrl}${src}`;

export function seoMeta(root: SeoRoot | undefined, input: SeoInput): MetaDescriptor[] {
  if (!root) return [{ title: input.title }];
  const { lang, publicUrl } = root;
  const title = input.titleIsFull ? input.title : `${input.title} | ${root.brand.hotelName}`;
  const languages = input.languages?.length ? input.languages : LANGUAGES;
  const canonical = pageUrl(
    publicUrl,
    input.pathname,
    languages.includes(lang) ? lang : languages[0]!,
  );
  const image = input.image ?? root.defaultImage;
  // Only a page to index names its address and its other languages.
  const links: MetaDescriptor[] = input.noindex
    ? []
    : [
        { tagName: "link", rel: "canonical", href: canonical },
        ...languages.map((alt) => ({
          tagName: "link",
          rel: "alternate",
          hrefLang: alt,
          href: pageUrl(publicUrl, input.pathname, alt),
        })),
        ...(languages.includes("en")
          ? [
              {
                tagName: "link",
                rel: "alternate",
                hrefLang: "x-default",
                href: pageUrl(publicUrl, input.pathname, "en"),
              },
            ]
          : []),
      ];
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    ...links,
    { property: "og:site_name", content: root.brand.hotelName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: input.type === "article" ? "article" : "website" },
    { property: "og:locale", content: LOCALES[lang] },
    ...(input.noindex ? [] : languages.filter((alt) => alt !== lang)).map((alt) => ({
      property: "og:locale:alternate",
      content: LOCALES[alt],
    })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (image) {
    meta.push(
      { property: "og:image", content: absolute(publicUrl, image) },
      { name: "twitter:image", content: absolute(publicUrl, image) },
    );
  }
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  const entities = input.jsonLd ? [input.jsonLd].flat() : [];
  if (!input.noindex && input.pathname !== "/") {
    const crumbs = [
      { name: root.brand.hotelName, pathname: "/" },
      ...(input.parents ?? []),
      { name: input.title, pathname: input.pathname },
    ];
    entities.push(breadcrumbJsonLd(publicUrl, lang, crumbs));
  }
  // One script per entity.
  for (const entity of entities) meta.push({ "script:ld+json": entity });
  return meta;
}

/** Home, the page's parents, then the page itself; every step links to its page. */
export function breadcrumbJsonLd(
  publicUrl: string,
  lang: Lang,
  crumbs: { name: string; pathname: string }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(publicUrl, crumb.pathname, lang),
    })),
  };
}

/** The root route's data from a meta function's matches. */
export function rootFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): SeoRoot | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as SeoRoot | undefined;
}

/**
 * The meta of a private page (a booking, a payment's return, an unsubscribe link): its
 * title and description (the title again without one), kept out of search engines.
 */
export function privatePageMeta({
  loaderData,
  matches,
  location,
}: {
  loaderData: { title: string; description?: string } | undefined;
  matches: Parameters<typeof rootFromMatches>[0];
  location: { pathname: string };
}): MetaDescriptor[] {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description ?? loaderData.title,
    pathname: location.pathname,
    noindex: true,
  });
}
