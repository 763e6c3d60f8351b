import { Pause, Play } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { HeroSlideDto } from "~core/types";
import { langHref } from "./links";

/** The hero advances every 6 seconds. */
export const HERO_INTERVAL_MS = 6000;

/**
 * Full-screen hero of the home page: slides advance
 * every 6 s and wrap, indicators jump to a slide. WCAG 2.2.2: a pause button,
 * and the rotation also stops while the pointer is over it or focus is inside,
 * and starts paused when the guest prefers reduced motion.
 */
export function HeroSlideshow({
  slides,
  hotelName,
}: {
  slides: HeroSlideDto[];
  hotelName: string;
}) {
  const { t } = useTranslation("explore");
  const { search } = useLocation();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Slides whose image may load: the current one and the next, so the first paint
  // downloads only the first picture and later ones arrive just before they show.
  const [primed, setPrimed] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = slides.length;
  const playing = count > 1 && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setUserPaused(true);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  useEffect(() => {
    setPrimed((previous) => {
      const next = (index + 1) % Math.max(count, 1);
      if (previous.has(index) && previous.has(next)) return previous;
      return new Set([...previous, index, next]);
    });
  }, [index, count]);

  // No slide yet (a hotel starting empty): the hotel's name on a plain band, still the
  // page's one h1, with room below for the search bar that overlaps the hero.
  if (count === 0) {
    return (
      <section className="bg-ocean-900 text-white" data-testid="hero-plain">
        <div className="mx-auto w-full max-w-6xl px-4 pb-20 pt-12">
          <h1 className="font-display text-4xl leading-tight md:text-5xl">{hotelName}</h1>
          <HeroActions search={search} />
        </div>
      </section>
    );
  }
  const current = slides[index]!;

  return (
    <section
      aria-roledescription={t("hero.roledescription")}
      aria-label={t("hero.label")}
      className="relative isolate flex min-h-[560px] h-[calc(100svh-4rem)] max-h-[860px] items-end overflow-hidden bg-ocean-900 text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div id={`${id}-slides`} className="contents">
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.id}
              // Decorative pictures: the live text below names the slide.
              aria-hidden="true"
              data-active={active}
              className={`absolute inset-0 -z-10 transition-opacity duration-700 motion-reduce:transition-none ${
                active ? "opacity-100" : "opacity-0"
              } ${primed.has(i) ? "" : "hidden"}`}
            >
              {/* A slide's picture is written only once it may load (not in the first HTML). */}
              {primed.has(i) ? (
                <ResponsiveImage
                  src={slide.image}
                  width={slide.width ?? 1920}
                  height={slide.height ?? 1080}
                  sizes="100vw"
                  alt=""
                  priority={i === 0}
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ocean-900/95 via-ocean-900/55 to-ocean-900/20" />

      <div className="mx-auto w-full max-w-6xl px-4 pb-24 pt-28 md:pb-28">
        <h1 className="text-sm font-semibold uppercase tracking-widest text-sand-100">
          {hotelName}
        </h1>
        <div aria-live={playing ? "off" : "polite"} className="min-h-[9.5rem] md:min-h-[11rem]">
          <p className="sr-only">{t("hero.slideLabel", { number: index + 1, total: count })}</p>
          <h2 className="mt-3 max-w-3xl font-display text-4xl leading-tight md:text-6xl">
            {current.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ocean-50">{current.subtitle}</p>
        </div>
        <HeroActions search={search} />

        <div className="mt-8 flex items-center gap-3">
          <button
            type="button"
            onClick={() => setUserPaused((paused) => !paused)}
            aria-controls={`${id}-slides`}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ocean-900/60 ring-1 ring-white/60 hover:bg-ocean-900"
            aria-label={userPaused ? t("hero.play") : t("hero.pause")}
          >
            {userPaused ? (
              <Play aria-hidden="true" className="size-5" />
            ) : (
              <Pause aria-hidden="true" className="size-5" />
            )}
          </button>
          {/* One row: ten 24 px targets fit beside the pause button on a 360 px phone. */}
          <ul className="flex min-w-0 flex-nowrap items-center">
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  aria-controls={`${id}-slides`}
                  aria-current={i === index ? "true" : undefined}
                  aria-label={t("hero.showSlide", { number: i + 1, title: slide.title })}
                  onClick={() => setIndex(i)}
                  // A 24 px (28 px from 640 px) touch target around a small visible dot (WCAG 2.5.8).
                  className="group inline-flex size-6 items-center justify-center rounded-full sm:size-7"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                      i === index ? "w-6 bg-white" : "w-2.5 bg-white/60 group-hover:bg-white/90"
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The hero's two calls to action, with the page's language kept in their links. */
function HeroActions({ search }: { search: string }) {
  const { t } = useTranslation("explore");
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <ButtonLink to={langHref("/booking", search)} variant="accent" size="lg">
        {t("hero.bookNow")}
      </ButtonLink>
      <ButtonLink to={langHref("/rooms", search)} variant="light" size="lg">
        {t("hero.exploreRooms")}
      </ButtonLink>
    </div>
  );
}
