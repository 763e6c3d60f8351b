import { listRecentPosts } from "~server/services/content/blog";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/blog-rss";

/** Posts in the feed (readers fetch it often; the newest stories are what they want). */
const FEED_SIZE = 20;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** /blog/rss.xml: RSS 2.0 of the published posts, newest first, with the cleaned HTML. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.services;
  const [settings, posts] = await Promise.all([
    getSiteSettings(db),
    listRecentPosts(db, FEED_SIZE),
  ]);
  const base = env.publicUrl;
  const items = posts.map((post) => {
    const link = `${base}/blog/${post.slug}`;
    // Relative links and images in the content point at this site.
    const html = post.content.replace(/(href|src)="\//g, `$1="${base}/`);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${escapeXml(html)}</content:encoded>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      ...(post.publishedAt
        ? [`      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`]
        : []),
      // The cover as Media RSS: an <enclosure> must give the file's length in bytes,
      // which the feed does not know (the image may live in the database's file store).
      ...(post.imagePath
        ? [
            `      <media:content url="${escapeXml(`${base}${post.imagePath}`)}" medium="image"${post.imageWidth && post.imageHeight ? ` width="${post.imageWidth}" height="${post.imageHeight}"` : ""}/>`,
          ]
        : []),
      "    </item>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    "  <channel>",
    `    <title>${escapeXml(`Resort Journal | ${settings.hotelName}`)}</title>`,
    `    <link>${escapeXml(`${base}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Stories from the Resort Journal of ${settings.hotelName}.`)}</description>`,
    "    <language>en</language>",
    ...(posts[0]?.publishedAt
      ? [`    <lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>`]
      : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}
