import type { ReactNode } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/** Demo hero pictures are 1920 x 1080 with 480/960 px variants. */
const HERO = { width: 1920, height: 1080 };

/** Header of the long text pages (/about, /experiences): picture, title and lead. */
export function StoryHeader({
  image,
  title,
  lead,
}: {
  image: string;
  title: string;
  lead: string;
}) {
  return (
    <header className="relative isolate overflow-hidden bg-ocean-900 text-white">
      <ResponsiveImage
        src={image}
        {...HERO}
        sizes="100vw"
        alt=""
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-50"
      />
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
