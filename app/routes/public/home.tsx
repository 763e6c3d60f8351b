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
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { RoomCard } from "~/components/booking/room-card";
import { SearchBar } from "~/components/booking/search-bar";
import { exploreResources } from "~/components/explore/explore-resources.server";
import { HeroSlideshow } from "~/components/explore/hero-slideshow";
import { langHref } from "~/components/explore/links";
import { Testimonials } from "~/components/explore/testimonials";
import { useExploreResources } from "~/components/explore/use-explore-resources";
import { NewsletterForm } from "~/components/shell/newsletter-form";
import { useReveal } from "~/components/shell/use-reveal";
import { ArrowLink } from "~/components/ui/arrow-link";
import { ButtonLink } from "~/components/ui/button";
import { DotList } from "~/components/ui/dot-list";
import { serverTranslator } from "~/i18n/server-t.server";
import { rootFromMatches, seoMeta } from "~/seo";
import { loadHotelJsonLd } from "~/structured-data.server";
import { hotelFacts } from "~core/hotel-facts";
import { type Lang, localize } from "~core/i18n/languages";
import { listHeroSlides, listTestimonialsWrittenIn } from "~server/services/content/content";
import { hasDemoContent } from "~server/services/content/demo-marker";
import { listRoomTypes } from "~server/services/content/rooms";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/home";

/**
 * The first screen is the hero picture (the page's largest paint): the text fonts are not
 * preloaded here, so they do not share a slow connection with it (see root FontPreloads).
 */
export const handle = { heroImageFirst: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = exploreResources(request, ["hero", "home"], ["booking"]);
  const { db, env } = context.services;
  const { lang, t } = serverTranslator(request);
  const [rooms, settings, slides, testimonials, jsonLd, demo] = await Promise.all([
    listRoomTypes(db, lang),
    getSiteSettings(db),
    listHeroSlides(db, lang),
    // Stored testimonials written in this language; none are invented for the others.
    listTestimonialsWrittenIn(db, lang),
    loadHotelJsonLd(db, env.publicUrl, lang),
    hasDemoContent(db),
  ]);
  return {
    i18n,
    rooms,
    slides,
    testimonials,
    hotelName: settings.hotelName,
    /**
     * The demo hotel's welcome, amenities and outings: only with the demo. A hotel that
     * started empty shows its own description and the times it set, nothing invented.
     */
    demo,
    hotelDescription: localize(settings.description, lang),
    /** Times and prices the texts quote, from the settings. */
    facts: hotelFacts(settings, lang),
    // The demo's title describes the demo hotel; another hotel's home page is titled by its name.
    title: demo ? t("home.metaTitle", { hotel: settings.hotelName }) : settings.hotelName,
    description: localize(settings.description, lang),
    jsonLd,
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
    jsonLd: loaderData.jsonLd,
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

const PRACTICAL = ["checkIn", "breakfast", "transfer", "location"] as const;

/** A section of the home page under its heading; `panel` wraps both in a coloured box. */
function HomeSection({
  id,
  heading,
  panel,
  last = false,
  children,
}: {
  id: string;
  heading: string;
  panel?: string;
  last?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      <h2 id={id} className="font-display text-3xl text-ink md:text-4xl">
        {heading}
      </h2>
      {children}
    </>
  );
  return (
    <section
      aria-labelledby={id}
      className={`mx-auto max-w-6xl px-4 ${last ? "py-16" : "pt-16"}`}
      data-reveal
    >
      {panel ? <div className={panel}>{content}</div> : content}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  useExploreResources(loaderData.i18n);
  const { t, i18n } = useTranslation("explore");
  const { search } = useLocation();
  useReveal();
  const { rooms, slides, testimonials, hotelName, demo } = loaderData;
  const lang = i18n.language as Lang;

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

      <HomeSection
        id="welcome-heading"
        heading={
          demo ? t("home.welcome.heading") : t("home.welcome.plainHeading", { hotel: hotelName })
        }
      >
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">
          {demo ? t("home.welcome.intro") : loaderData.hotelDescription}
        </p>
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
              {demo ? (
                <p className="mt-2 flex-1 text-ink-muted">{t(`home.welcome.${key}.body`)}</p>
              ) : null}
              <ArrowLink to={langHref(to, search)} className="mt-3 self-start">
                {t(`home.welcome.${key}.link`)}
              </ArrowLink>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="practical-heading"
        heading={t("home.practical.heading")}
        panel="rounded-2xl bg-ocean-50 p-6 md:p-10"
      >
        {demo ? <p className="mt-3 max-w-3xl text-ink">{t("home.practical.body")}</p> : null}
        <DotList
          className="mt-5 gap-2"
          items={(demo ? PRACTICAL : (["checkIn"] as const)).map((key) => ({
            key,
            text: t(`home.practical.points.${key}`, loaderData.facts),
          }))}
        />
        <ArrowLink to={langHref("/about", search)} className="mt-4">
          {t("home.practical.link")}
        </ArrowLink>
      </HomeSection>

      {/* A hotel that has not added its rooms yet shows no empty rooms section. */}
      {rooms.length > 0 ? (
        <HomeSection id="rooms-heading" heading={t("common:home.roomsHeading")}>
          {/* The demo's rooms are described in words; another hotel's speak for themselves. */}
          {demo ? (
            <p className="mt-3 max-w-2xl text-ink-muted">{t("common:home.roomsIntro")}</p>
          ) : null}
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
          <ArrowLink to={langHref("/rooms", search)} className="mt-6">
            {t("home.roomsLink")}
          </ArrowLink>
        </HomeSection>
      ) : null}

      {demo ? (
        <>
          <HomeSection id="amenities-heading" heading={t("home.amenities.heading")}>
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
          </HomeSection>
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
              <ButtonLink
                to={langHref("/experiences", search)}
                variant="light"
                size="lg"
                className="shrink-0"
              >
                {t("home.experiences.link")}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </ButtonLink>
            </div>
          </section>
        </>
      ) : null}

      {testimonials.length > 0 ? (
        <HomeSection id="testimonials-heading" heading={t("home.testimonials.heading")}>
          <Testimonials entries={testimonials} />
        </HomeSection>
      ) : null}

      <HomeSection
        id="newsletter-heading"
        heading={t("home.newsletter.heading")}
        panel="rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200 md:p-10"
        last
      >
        <p className="mt-2 max-w-2xl text-ink-muted">{t("home.newsletter.body")}</p>
        <div className="mt-5 max-w-xl">
          <NewsletterForm tone="light" />
        </div>
      </HomeSection>
    </>
  );
}
