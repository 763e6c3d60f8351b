import { useTranslation } from "react-i18next";
import { data, redirect, useLocation, useNavigation } from "react-router";
import { langHref } from "~/components/explore/links";
import { languageNames } from "~/components/journal/language-names";
import { PostContent } from "~/components/journal/post-content";
import { COVER_SIZES, PostCover } from "~/components/journal/post-cover";
import { CategoryChip, LanguageLabel, PostDate, postDir } from "~/components/journal/post-meta";
import { StoryCard } from "~/components/journal/story-card";
import { ArrowLink } from "~/components/ui/arrow-link";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { publisherJsonLd } from "~/structured-data";
import { isLang } from "~core/i18n/languages";
import {
  findJournalPost,
  findMovedPostSlug,
  listRecentPosts,
  listRelatedPosts,
} from "~server/services/content/blog";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/blog-post";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["journal"]);
  const { db, env } = context.services;
  const { lang, t } = serverTranslator(request);
  const names = languageNames(lang);
  const post = await findJournalPost(db, params.slug);
  if (!post) {
    // A former slug of a published post: a permanent redirect to its address now.
    const moved = await findMovedPostSlug(db, params.slug);
    if (moved) {
      const search = new URL(request.url).search;
      throw redirect(langHref(`/blog/${moved}`, search), 301);
    }
    // An unknown or unpublished slug is a real 404 (never a stand-in post),
    // with the newest stories as a way on.
    return data(
      {
        i18n,
        post: null,
        related: await listRecentPosts(db, 3),
        languageNames: names,
        title: t("journal:post.notFoundTitle"),
        description: t("journal:post.notFoundBody"),
        jsonLd: null,
      },
      { status: 404 },
    );
  }
  const settings = await getSiteSettings(db);
  const url = `${env.publicUrl}/blog/${post.slug}`;
  const image = post.imagePath ? `${env.publicUrl}${post.imagePath}` : undefined;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    inLanguage: post.language,
    articleSection: post.category,
    keywords: post.tags.length > 0 ? post.tags.join(", ") : undefined,
    author: { "@type": "Person", name: post.author },
    publisher: publisherJsonLd(settings, env.publicUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
  return {
    i18n,
    post,
    related: await listRelatedPosts(db, post),
    languageNames: names,
    title: post.title,
    description: post.excerpt,
    journal: t("journal:list.title"),
    jsonLd,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post } = loaderData;
  const head = seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    image: post?.imagePath,
    type: post ? "article" : "website",
    // Missing posts are not pages to index.
    noindex: !post,
    // A post exists in the language it is written in, not in the others.
    ...(post && isLang(post.language) ? { languages: [post.language] } : {}),
    jsonLd: loaderData.jsonLd ?? undefined,
    parents: "journal" in loaderData ? [{ name: loaderData.journal, pathname: "/blog" }] : [],
  });
  if (!post) return head;
  return [
    ...head,
    ...(post.publishedAt
      ? [{ property: "article:published_time", content: post.publishedAt }]
      : []),
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:author", content: post.author },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

/** /blog/{slug}: one story with its related stories, or a helpful 404. */
export default function JournalPost({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t } = useTranslation("journal");
  const { search, pathname } = useLocation();
  const navigation = useNavigation();
  const { post, related, languageNames: names } = loaderData;
  const back = (
    <ArrowLink to={langHref("/blog", search)} direction="back">
      {t("post.back")}
    </ArrowLink>
  );
  const cards = (heading: string, id: string) =>
    related.length > 0 ? (
      <section aria-labelledby={id} className="mt-16">
        <h2 id={id} className="font-display text-3xl text-ink">
          {heading}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((item) => (
            <li key={item.slug}>
              <StoryCard
                post={item}
                href={langHref(`/blog/${item.slug}`, search)}
                languageNames={names}
              />
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  if (!post) {
    return (
      <div className="mx-auto max-w-6xl px-4 pb-20 pt-10">
        {back}
        <section className="mx-auto max-w-2xl py-12 text-center">
          <h1 className="font-display text-4xl text-ink">{t("post.notFoundTitle")}</h1>
          <p className="mt-4 text-lg text-ink-muted">{t("post.notFoundBody")}</p>
        </section>
        {cards(t("post.recent"), "recent-stories")}
      </div>
    );
  }

  const loading =
    navigation.state === "loading" &&
    navigation.location?.pathname !== pathname &&
    navigation.location?.pathname.startsWith("/blog") === true;

  return (
    <div aria-busy={loading} className="mx-auto max-w-6xl px-4 pb-20 pt-8">
      {back}
      <article className="mx-auto mt-6 max-w-3xl">
        <header lang={post.language} dir={postDir(post.language)}>
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
            <CategoryChip category={post.category} />
            <PostDate value={post.publishedAt} />
            <LanguageLabel language={post.language} names={names} />
          </div>
          <h1 className="mt-4 font-display text-4xl text-ink md:text-5xl">{post.title}</h1>
          <p className="mt-5 flex items-center gap-3 text-ink">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-ocean-700 font-semibold text-white"
            >
              {post.author.trim().charAt(0).toUpperCase()}
            </span>
            <span>
              <span className="sr-only">{t("post.author")}: </span>
              <span className="font-semibold">{post.author}</span>
            </span>
          </p>
        </header>
        <div className="mt-8 overflow-hidden rounded-2xl">
          <PostCover
            src={post.imagePath}
            width={post.imageWidth}
            height={post.imageHeight}
            sizes={COVER_SIZES.article}
            priority
          />
        </div>
        <PostContent html={post.content} language={post.language} />
        {post.tags.length > 0 ? (
          <ul
            aria-label={t("post.tags")}
            lang={post.language}
            dir={postDir(post.language)}
            className="mt-10 flex flex-wrap gap-2"
          >
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-ink">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      {cards(t("post.related"), "related-stories")}
    </div>
  );
}
