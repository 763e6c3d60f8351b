import { Loader2, Rss } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigation } from "react-router";
import { langHref } from "~/components/explore/links";
import { FeaturedStory } from "~/components/journal/featured-story";
import { languageNames } from "~/components/journal/language-names";
import { StoryCard } from "~/components/journal/story-card";
import { ButtonLink } from "~/components/ui/button";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { journalPage } from "~server/services/content/blog";
import { hasDemoContent } from "~server/services/content/demo-marker";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/blog";

/** The first featured story's picture is the largest paint (see root FontPreloads). */
export const handle = { heroImageFirst: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["journal"]);
  const { db } = context.services;
  const { lang, t } = serverTranslator(request);
  const [settings, demo] = await Promise.all([getSiteSettings(db), hasDemoContent(db)]);
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = await journalPage(db, Number.isInteger(requested) ? requested : 1);
  return {
    i18n,
    ...page,
    languageNames: languageNames(lang),
    title: t("journal:list.title"),
    // The demo's description names its coast; another hotel's does not.
    description: t(demo ? "journal:list.metaDescription" : "plainDescriptions.blog", {
      hotel: settings.hotelName,
    }),
    rssTitle: t("journal:list.rssTitle", { hotel: settings.hotelName }),
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = rootFromMatches(matches);
  return [
    ...seoMeta(root, {
      title: loaderData.title,
      description: loaderData.description,
      pathname: location.pathname,
      image: loaderData.featured[0]?.imagePath,
      // Later steps of More Stories repeat the journal; the first page is the one to index.
      noindex: loaderData.page > 1,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: loaderData.rssTitle,
      href: `${root?.publicUrl ?? ""}/blog/rss.xml`,
    },
  ];
}

/** /blog, the Resort Journal: featured panels 01-03, then More Stories. */
export default function Journal({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t } = useTranslation("journal");
  const { search } = useLocation();
  const navigation = useNavigation();
  const { featured, more, page, pageCount, languageNames: names } = loaderData;
  const loading =
    navigation.state === "loading" && navigation.location?.pathname.startsWith("/blog") === true;
  const labels = [t("list.discoverMore"), t("list.readMore"), t("list.learnMore")];
  const postHref = (slug: string) => langHref(`/blog/${slug}`, search);
  const pageHref = (n: number) => langHref(n > 1 ? `/blog?page=${n}` : "/blog", search);

  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 pt-10">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl text-ink md:text-5xl">{t("list.title")}</h1>
        <p className="mt-3 text-lg text-ink-muted">{t("list.intro")}</p>
        <a
          href="/blog/rss.xml"
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-ocean-700 underline-offset-4 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t("list.rss")}
        </a>
      </header>

      <div aria-busy={loading} className="relative">
        {loading ? (
          <p
            role="status"
            className="absolute inset-x-0 top-6 z-10 mx-auto flex w-fit items-center gap-2 rounded-full bg-white px-4 py-2 text-ink shadow"
          >
            <Loader2
              aria-hidden="true"
              className="size-4 animate-spin motion-reduce:animate-none"
            />
            {t("list.loading")}
          </p>
        ) : null}

        <div className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
          {featured.length === 0 && more.length === 0 ? (
            <p className="mt-10 rounded-xl bg-sand-100 p-8 text-center text-ink">
              {t("list.empty")}
            </p>
          ) : null}

          {page === 1 && featured.length > 0 ? (
            <section aria-label={t("list.featured")} className="mt-10 space-y-14 md:space-y-20">
              {featured.map((post, index) => (
                <FeaturedStory
                  key={post.slug}
                  post={post}
                  index={index}
                  href={postHref(post.slug)}
                  linkLabel={labels[index] ?? labels[0]!}
                  languageNames={names}
                />
              ))}
            </section>
          ) : null}

          {more.length > 0 ? (
            <section aria-labelledby="more-stories" className="mt-16">
              <h2 id="more-stories" className="font-display text-3xl text-ink">
                {t("list.moreStories")}
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {more.map((post) => (
                  <li key={post.slug}>
                    <StoryCard post={post} href={postHref(post.slug)} languageNames={names} />
                  </li>
                ))}
              </ul>
              {pageCount > 1 ? (
                <nav
                  aria-label={t("list.pagination")}
                  className="mt-8 flex flex-wrap items-center justify-between gap-3"
                >
                  {page > 1 ? (
                    <Link
                      to={pageHref(page - 1)}
                      className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-ocean-800 ring-1 ring-ocean-700 hover:bg-ocean-50"
                    >
                      {t("list.newer")}
                    </Link>
                  ) : (
                    <span />
                  )}
                  <p className="text-ink-muted">{t("list.pageOf", { page, total: pageCount })}</p>
                  {page < pageCount ? (
                    <ButtonLink to={pageHref(page + 1)}>{t("list.older")}</ButtonLink>
                  ) : (
                    <span />
                  )}
                </nav>
              ) : null}
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
