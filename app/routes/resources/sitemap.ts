import { asc, eq } from "drizzle-orm";
import { INDEXED_PAGES } from "~/public-pages";
import { pageUrl } from "~/seo";
import { isLang, LANGUAGES, type Lang } from "~core/i18n/languages";
import { blogPosts, restaurants, roomTypes } from "~server/db/schema";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.services;
  const [rooms, dining, posts] = await Promise.all([
    db
      .select({ id: roomTypes.id, updatedAt: roomTypes.updatedAt })
      .from(roomTypes)
      .where(eq(roomTypes.isActive, true))
      .orderBy(asc(roomTypes.id)),
    db
      .select({ id: restaurants.id, updatedAt: restaurants.updatedAt })
      .from(restaurants)
      .orderBy(asc(restaurants.id)),
    db
      .select({
        slug: blogPosts.slug,
        updatedAt: blogPosts.updatedAt,
        language: blogPosts.language,
      })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(asc(blogPosts.id)),
  ]);
  // Each entry with when it last changed (the fixed pages change with a release, not a
  // date the database knows) and the languages it exists in: a post only in its own.
  const entries: { path: string; lastmod?: Date; languages: readonly Lang[] }[] = [
    ...INDEXED_PAGES.map((path) => ({ path, languages: LANGUAGES })),
    ...rooms.map((room) => ({
      path: `/rooms/${room.id}`,
      lastmod: room.updatedAt,
      languages: LANGUAGES,
    })),
    ...dining.map((restaurant) => ({
      path: `/dining/${restaurant.id}/menu`,
      lastmod: restaurant.updatedAt,
      languages: LANGUAGES,
    })),
    ...posts.map((post) => ({
      path: `/blog/${post.slug}`,
      lastmod: post.updatedAt,
      languages: isLang(post.language) ? [post.language] : LANGUAGES,
    })),
  ];
  const urls = entries.flatMap(({ path, lastmod, languages }) =>
    languages.map((lang) => {
      const alternates = [
        ...languages.map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(pageUrl(env.publicUrl, path, alt))}"/>`,
        ),
        ...(languages.includes("en")
          ? [
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(env.publicUrl, path, "en"))}"/>`,
            ]
          : []),
      ];
      return [
        "  <url>",
        `    <loc>${escapeXml(pageUrl(env.publicUrl, path, lang))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>`] : []),
        ...alternates,
        "  </url>",
      ].join("\n");
    }),
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
