import { useTranslation } from "react-i18next";
import { RoomCard } from "~/components/booking/room-card";
import { SearchBar } from "~/components/booking/search-bar";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { type Lang, localize } from "../../../core/i18n/languages";
import { srcSetFor } from "../../../core/images";
import { heroSlides } from "../../../server/db/schema";
import { listRoomTypes } from "../../../server/services/rooms";
import { getSiteSettings } from "../../../server/services/settings";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["booking"]);
  const { db } = context.services;
  const { lang, t } = serverTranslator(request);
  const [rooms, settings, [hero]] = await Promise.all([
    listRoomTypes(db, lang),
    getSiteSettings(db),
    db.select().from(heroSlides).orderBy(heroSlides.sortOrder).limit(1),
  ]);
  return {
    i18n,
    rooms,
    hero: hero
      ? { src: hero.image, width: hero.width, height: hero.height, alt: localize(hero.title, lang) }
      : null,
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
    image: loaderData.hero?.src,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t, i18n } = useTranslation();
  const { rooms, hero } = loaderData;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ocean-900 text-white">
        {hero ? (
          <img
            src={hero.src}
            srcSet={srcSetFor(hero.src, hero.width)}
            sizes="100vw"
            alt=""
            width={hero.width ?? undefined}
            height={hero.height ?? undefined}
            fetchPriority="high"
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
          />
        ) : null}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ocean-900/90 via-ocean-900/40 to-transparent" />
        <div className="mx-auto max-w-6xl px-4 py-24 md:py-36">
          <h1 className="max-w-2xl font-display text-4xl leading-tight md:text-6xl">
            {t("home.heroTitle")}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ocean-50">{t("home.heroSubtitle")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="/booking"
              className="rounded-lg bg-coral-700 px-5 py-3 font-semibold hover:bg-coral-600"
            >
              {t("nav.bookNow")}
            </a>
            <a
              href="/rooms"
              className="rounded-lg bg-white px-5 py-3 font-semibold text-ocean-800 hover:bg-ocean-50"
            >
              {t("home.exploreRooms")}
            </a>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="search-heading"
        className="relative z-10 mx-auto -mt-10 max-w-6xl px-4"
      >
        <h2 id="search-heading" className="sr-only">
          {t("booking:search.label")}
        </h2>
        <SearchBar lang={i18n.language as Lang} headingId="search-heading" />
      </section>

      <section aria-labelledby="rooms-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="rooms-heading" className="font-display text-3xl text-ink">
          {t("home.roomsHeading")}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">{t("home.roomsIntro")}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rooms.map((room) => (
            <li key={room.id}>
              <RoomCard
                room={room}
                href={`/rooms/${room.id}`}
                detailsHref={`/rooms/${room.id}`}
                bookable={false}
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
