import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { langHref } from "~/components/explore/links";
import { useReveal } from "~/components/shell/use-reveal";
import { ButtonLink } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { rootFromMatches, seoMeta } from "~/seo";

/** Demo hero pictures are 1920 x 1080 with 480/960 px variants. */
const HERO = { width: 1920, height: 1080 };

/** Header of the long text pages (/about, /experiences): picture, title and lead. */
export function StoryHeader({
  image,
  title,
  lead,
}: {
  /** None: the plain coloured header (a hotel without the demo pictures). */
  image?: string;
  title: string;
  lead: string;
}) {
  return (
    <header className="relative isolate overflow-hidden bg-ocean-900 text-white">
      {image ? (
        <ResponsiveImage
          src={image}
          {...HERO}
          sizes="100vw"
          alt=""
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-50"
        />
      ) : null}
      <div className="mx-auto max-w-4xl px-4 py-20 md:py-28">
        <h1 className="font-display text-4xl md:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-ocean-50">{lead}</p>
      </div>
    </header>
  );
}

/** A titled block of text with an optional picture beside it. */
export function StorySection({
  id,
  heading,
  image,
  imageAlt,
  reverse = false,
  children,
}: {
  id: string;
  heading: string;
  image?: string;
  imageAlt?: string;
  reverse?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      data-reveal
      className={`grid items-center gap-8 ${image ? "md:grid-cols-2" : ""}`}
    >
      {image ? (
        <ResponsiveImage
          src={image}
          {...HERO}
          sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
          alt={imageAlt ?? ""}
          className={`aspect-[16/10] w-full rounded-2xl object-cover ${reverse ? "md:order-last" : ""}`}
        />
      ) : null}
      <div>
        <h2 id={id} className="font-display text-3xl text-ink">
          {heading}
        </h2>
        <div className="mt-3 grid gap-3 text-ink">{children}</div>
      </div>
    </section>
  );
}

/** The head of a story page: title and description from its loader, its hero picture. */
export function storyMeta(
  {
    loaderData,
    matches,
    location,
  }: {
    loaderData: { title: string; description: string; pictures: boolean } | undefined;
    matches: Parameters<typeof rootFromMatches>[0];
    location: { pathname: string };
  },
  image: string,
) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    image: loaderData.pictures ? image : undefined,
  });
}

/** A story page: its header, then its blocks one under another, fading in as they scroll in. */
export function StoryLayout({
  image,
  title,
  lead,
  children,
}: {
  image?: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  useReveal();
  return (
    <div className="pb-20">
      <StoryHeader image={image} title={title} lead={lead} />
      <div className="mx-auto grid max-w-6xl gap-16 px-4 pt-14">{children}</div>
    </div>
  );
}

/**
 * Pictured sections in turn, the picture left then right. Section `key` of `page`
 * reads its heading and picture text from `<page>.<key>` in the explore catalogue.
 */
export function StorySections({
  page,
  idPrefix,
  sections,
  pictures,
  children,
}: {
  page: "about" | "experiences";
  idPrefix: string;
  sections: readonly { key: string; image: string }[];
  /** False: the sections without their (demo) pictures. */
  pictures: boolean;
  children: (key: string) => ReactNode;
}) {
  const { t } = useTranslation("explore");
  return sections.map(({ key, image }, index) => (
    <StorySection
      key={key}
      id={`${idPrefix}-${key}`}
      heading={t(`${page}.${key}.heading`)}
      image={pictures ? image : undefined}
      imageAlt={t(`${page}.${key}.alt`)}
      reverse={index % 2 === 1}
    >
      {children(key)}
    </StorySection>
  ));
}

/** The closing panel of a story page: a heading, its text and two ways on. */
export function StoryCallout({
  id,
  heading,
  children,
  primary,
  secondary,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
}) {
  const { search } = useLocation();
  return (
    <section aria-labelledby={id} data-reveal className="rounded-2xl bg-ocean-50 p-6 md:p-10">
      <h2 id={id} className="font-display text-3xl text-ink">
        {heading}
      </h2>
      {children}
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={langHref(primary.to, search)} size="lg">
          {primary.label}
        </ButtonLink>
        <ButtonLink
          to={langHref(secondary.to, search)}
          variant="secondary"
          size="lg"
          className="bg-white"
        >
          {secondary.label}
        </ButtonLink>
      </div>
    </section>
  );
}
