import { Link } from "react-router";
import type { BlogPostDto } from "~core/types";
import { COVER_SIZES, PostCover } from "./post-cover";
import { CategoryChip, LanguageLabel, PostDate, postDir } from "./post-meta";

/** One story in the More Stories and Related Stories grids: the whole title is the link. */
export function StoryCard({
  post,
  href,
  languageNames,
  headingLevel = 3,
}: {
  post: BlogPostDto;
  href: string;
  languageNames: Record<string, string>;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 transition hover:shadow-md">
      <PostCover
        src={post.imagePath}
        width={post.imageWidth}
        height={post.imageHeight}
        sizes={COVER_SIZES.card}
        className="transition group-hover:opacity-95"
      />
      <div className="flex flex-1 flex-col p-5" lang={post.language} dir={postDir(post.language)}>
        <div className="flex flex-wrap items-center gap-2">
          <CategoryChip category={post.category} />
          <LanguageLabel language={post.language} names={languageNames} />
        </div>
        <Heading className="mt-3 font-display text-xl text-ink">
          <Link
            to={href}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-ink-muted">{post.excerpt}</p>
        <PostDate value={post.publishedAt} className="mt-auto pt-4 text-sm text-ink-muted" />
      </div>
    </article>
  );
}
