import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import type { BlogPostDto } from "~core/types";
import { COVER_SIZES, PostCover } from "./post-cover";
import { CategoryChip, LanguageLabel, postDir } from "./post-meta";

/**
 * One of the up to three large panels of /blog: number 01-03, category,
 * title, excerpt and a link; every second panel puts the picture on the other side.
 */
export function FeaturedStory({
  post,
  index,
  href,
  linkLabel,
  languageNames,
}: {
  post: BlogPostDto;
  index: number;
  href: string;
  linkLabel: string;
  languageNames: Record<string, string>;
}) {
  const number = String(index + 1).padStart(2, "0");
  const mirrored = index % 2 === 1;
  return (
    <article className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
      <div className={`overflow-hidden rounded-2xl shadow-sm ${mirrored ? "md:order-2" : ""}`}>
        <PostCover
          src={post.imagePath}
          width={post.imageWidth}
          height={post.imageHeight}
          sizes={COVER_SIZES.featured}
          priority={index === 0}
        />
      </div>
      <div lang={post.language} dir={postDir(post.language)}>
        <p aria-hidden="true" className="font-display text-5xl text-coral-600 md:text-6xl">
          {number}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <CategoryChip category={post.category} />
          <LanguageLabel language={post.language} names={languageNames} />
        </div>
        <h2 className="mt-3 font-display text-3xl text-ink md:text-4xl">{post.title}</h2>
        <p className="mt-3 text-lg text-ink-muted">{post.excerpt}</p>
        <ButtonLink to={href} className="mt-5">
          {linkLabel}
          {/* The visible label repeats across panels; the title makes each link unique. */}
          <span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </ButtonLink>
      </div>
    </article>
  );
}
