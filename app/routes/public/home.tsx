import {
  ArrowRight,
  BedDouble,
  Briefcase,
  CarFront,
  Coffee,
  ConciergeBell,
  PartyPopper,
  UtensilsCrossed,
  Waves,
  Wifi,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { RoomCard } from "~/components/booking/room-card";
import { SearchBar } from "~/components/booking/search-bar";
import { exploreResources } from "~/components/explore/explore-resources.server";
import { HeroSlideshow } from "~/components/explore/hero-slideshow";
import { langHref } from "~/components/explore/links";
import { Testimonials } from "~/components/explore/testimonials";
import { useExploreResources } from "~/components/explore/use-explore-resources";
import { NewsletterForm } from "~/components/shell/newsletter-form";
import { useReveal } from "~/components/shell/use-reveal";
import { serverTranslator } from "~/i18n/server-t.server";
import { rootFromMatches, seoMeta } from "~/seo";
import { hotelFacts } from "../../../core/hotel-facts";
import { type Lang, localize } from "../../../core/i18n/languages";
import { listHeroSlides, listTestimonialsWrittenIn } from "../../../server/services/content";
import { listRoomTypes } from "../../../server/services/rooms";
import { getSiteSettings } from "../../../server/services/settings";
import type { Route } from "./+types/home";

/**
 * The first screen is the hero picture (the page's largest paint): the text fonts are not
 * preloaded here, so they do not share a slow connection with it (see root FontPreloads).
 */
export const handle = { heroImageFirst: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = exploreResources(request, ["hero", "home"], ["booking"]);
  const { db } = context.services;
  const { lang, t } = serverTranslator(request);
  const [rooms, settings, slides, testimonials] = await Promise.all([
    listRoomTypes(db, lang),
    getSiteSettings(db),
    listHeroSlides(db, lang),
    // Stored testimonials written in this language; none are invented for the others.
    listTestimonialsWrittenIn(db, lang),
  ]);
  return {
    i18n,
    rooms,
    slides,
    testimonials,
    hotelName: settings.hotelName,
    /** Times and prices the texts quote, from the settings. */
    facts: hotelFacts(settings, lang),
    title: t("home.metaTitle", { hotel: settings.hotelName }),
    description: localize(settings.description, lang),
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    titleIsFull: true,
    description: loaderData.description,
    pathname: location.pathname,
    image: loaderData.slides[0]?.image,
  });
}

const FEATURES = [
  { key: "accommodation", icon: BedDouble, to: "/rooms" },
  { key: "dining", icon: UtensilsCrossed, to: "/dining" },
  { key: "events", icon: PartyPopper, to: "/packages" },
] as const;

/** The page shows this fixed list of six, in this order. */
const AMENITIES = [
  { key: "pool", icon: Waves },
  { key: "cafe", icon: Coffee },
  { key: "businessCentre", icon: Briefcase },
  { key: "wifi", icon: Wifi },
  { key: "reception", icon: ConciergeBell },
  { key: "parking", icon: CarFront },
] as const;

const sectionHeading = "font-display text-3xl text-ink md:text-4xl";
const textLink =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-ocean-700 underline-offset-4 hover:underline";

export default function Home({ loaderData }: Route.ComponentProps) {
  useExploreResources(loaderData.i18n);
  const { t, i18n } = useTranslation("explore");
  const { search } = useLocation();
  useReveal();
  const { rooms, slides, testimonials, hotelName } = loaderData;
  const lang = i18n.language as Lang;
  const arrow = <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />;

  return (
    <>
      <HeroSlideshow slides={slides} hotelName={hotelName} />

      <section
        aria-labelledby="search-heading"
        className="relative z-10 mx-auto -mt-10 max-w-6xl px-4"
      >
        <h2 id="search-heading" className="sr-only">
          {t("booking:search.label")}
        </h2>
        <SearchBar lang={lang} headingId="search-heading" />
      </section>

      <section
        aria-labelledby="welcome-heading"
        className="mx-auto max-w-6xl px-4 pt-16"
        data-reveal
      >
        <h2 id="welcome-heading" className={sectionHeading}>
          {t("home.welcome.heading")}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">{t("home.welcome.intro")}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon, to }) => (
            <li
              key={key}
              className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200"
            >
              <Icon aria-hidden="true" className="size-8 text-ocean-700" />
              <h3 className="mt-4 font-display text-xl text-ink">
                {t(`home.welcome.${key}.title`)}
              </h3>
              <p className="mt-2 flex-1 text-ink-muted">{t(`home.welcome.${key}.body`)}</p>
              <Link to={langHref(to, search)} className={`${textLink} mt-3`}>
                {t(`home.welcome.${key}.link`)}
                {arrow}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="practical-heading"
        className="mx-auto max-w-6xl px-4 pt-16"
        data-reveal
      >
        <div className="rounded-2xl bg-ocean-50 p-6 md:p-10">
          <h2 id="practical-heading" className={sectionHeading}>
            {t("home.practical.heading")}
          </h2>
          <p className="mt-3 max-w-3xl text-ink">{t("home.practical.body")}</p>
          <ul className="mt-5 grid gap-2 text-ink sm:grid-cols-2">
            {(["checkIn", "breakfast", "transfer", "location"] as const).map((key) => (
              <li key={key} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 size-2 shrink-0 rounded-full bg-coral-600"
                />
                {t(`home.practical.points.${key}`, loaderData.facts)}
              </li>
            ))}
          </ul>
          <Link to={langHref("/about", search)} className={`${textLink} mt-4`}>
            {t("home.practical.link")}
            {arrow}
          </Link>
        </div>
      </section>

      {/* A hotel that has not added its rooms yet shows no empty rooms section. */}
      {rooms.length > 0 ? (
        <section
          aria-labelledby="rooms-heading"
          className="mx-auto max-w-6xl px-4 pt-16"
          data-reveal
        >
          <h2 id="rooms-heading" className={sectionHeading}>
            {t("common:home.roomsHeading")}
          </h2>
          <p className="mt-3 max-w-2xl text-ink-muted">{t("common:home.roomsIntro")}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rooms.map((room) => (
              <li key={room.id}>
                <RoomCard
                  room={room}
                  href={langHref(`/rooms/${room.id}`, search)}
                  detailsHref={langHref(`/rooms/${room.id}`, search)}
                  bookable={false}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
          <Link to={langHref("/rooms", search)} className={`${textLink} mt-6`}>
            {t("home.roomsLink")}
            {arrow}
          </Link>
        </section>
      ) : null}

      <section
        aria-labelledby="amenities-heading"
        className="mx-auto max-w-6xl px-4 pt-16"
        data-reveal
      >
        <h2 id="amenities-heading" className={sectionHeading}>
          {t("home.amenities.heading")}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">{t("home.amenities.intro")}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AMENITIES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4 rounded-xl bg-white p-5 ring-1 ring-sand-200">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ocean-50">
                <Icon aria-hidden="true" className="size-6 text-ocean-700" />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{t(`home.amenities.${key}.name`)}</h3>
                <p className="mt-1 text-sm text-ink-muted">
                  {t(`home.amenities.${key}.description`, loaderData.facts)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="experiences-heading"
        className="mx-auto max-w-6xl px-4 pt-16"
        data-reveal
      >
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-ocean-800 p-6 text-white md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 id="experiences-heading" className="font-display text-3xl">
              {t("home.experiences.heading")}
            </h2>
            <p className="mt-2 max-w-2xl text-ocean-50">{t("home.experiences.body")}</p>
          </div>
          <Link
            to={langHref("/experiences", search)}
            className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-ocean-800 hover:bg-ocean-50"
          >
            {t("home.experiences.link")}
            {arrow}
          </Link>
        </div>
      </section>

      {testimonials.length > 0 ? (
        <section
          aria-labelledby="testimonials-heading"
          className="mx-auto max-w-6xl px-4 pt-16"
          data-reveal
        >
          <h2 id="testimonials-heading" className={sectionHeading}>
            {t("home.testimonials.heading")}
          </h2>
          <Testimonials entries={testimonials} />
        </section>
      ) : null}

      <section
        aria-labelledby="newsletter-heading"
        className="mx-auto max-w-6xl px-4 py-16"
        data-reveal
      >
        <div className="rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200 md:p-10">
          <h2 id="newsletter-heading" className={sectionHeading}>
            {t("home.newsletter.heading")}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">{t("home.newsletter.body")}</p>
          <div className="mt-5 max-w-xl">
            <NewsletterForm tone="light" />
          </div>
        </div>
      </section>
    </>
  );
}
