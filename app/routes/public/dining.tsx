import { Moon, Sun, Users, UtensilsCrossed } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigation } from "react-router";
import { exploreResources } from "~/components/explore/explore-resources.server";
import { langHref } from "~/components/explore/links";
import { RestaurantCard } from "~/components/explore/restaurant-card";
import { useExploreResources } from "~/components/explore/use-explore-resources";
import { useReveal } from "~/components/shell/use-reveal";
import { ButtonLink } from "~/components/ui/button";
import { LoadingStatus } from "~/components/ui/loading-status";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { serverTranslator } from "~/i18n/server-t.server";
import { rootFromMatches, seoMeta } from "~/seo";
import { restaurantJsonLd } from "~/structured-data";
import { restaurantHoursInEnglish } from "~/structured-data.server";
import { formatTime } from "~core/format";
import type { PagePictures } from "~core/settings";
import type { RestaurantDto } from "~core/types";
import { listRestaurants } from "~server/services/content/content";
import { hasDemoContent } from "~server/services/content/demo-marker";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/dining";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = exploreResources(request, ["dining"]);
  const { db, logger, env } = context.services;
  const { lang, t } = serverTranslator(request);
  const [settings, showcase] = await Promise.all([getSiteSettings(db), hasDemoContent(db)]);
  let restaurants: RestaurantDto[] = [];
  let hoursEn = new Map<number, string>();
  try {
    restaurants = await listRestaurants(db, lang);
    hoursEn = await restaurantHoursInEnglish(db, lang, restaurants);
  } catch (cause) {
    // A failed list is logged and the page says no restaurant is listed; nothing is invented.
    logger.error({ err: cause }, "dining page: loading restaurants failed");
  }
  return {
    i18n,
    restaurants,
    /** The demo hotel's bar and Pergola sections (their texts are its own): only with the demo. */
    showcase,
    /** Their pictures and the Pergola's restaurant, from the settings. */
    pictures: settings.pagePictures.dining,
    hotel: settings.hotelName,
    jsonLd: restaurants.map((restaurant) =>
      restaurantJsonLd({
        restaurant,
        hoursEn: hoursEn.get(restaurant.id) ?? restaurant.hours,
        settings,
        publicUrl: env.publicUrl,
        lang,
      }),
    ),
    happyHour: {
      happyFrom: formatTime(HAPPY_HOUR.from, lang),
      happyUntil: formatTime(HAPPY_HOUR.until, lang),
    },
    title: t("pages.dining"),
    description: t(showcase ? "pageDescriptions.dining" : "plainDescriptions.dining", {
      hotel: settings.hotelName,
    }),
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    image: loaderData.restaurants[0]?.image ?? undefined,
    jsonLd: loaderData.jsonLd,
  });
}

/** The bar's happy hour, written once and shown in the page language's clock. */
const HAPPY_HOUR = { from: "17:00", until: "19:00" } as const;
const WIDE = { width: 1600, height: 1067 };
const BEYOND = ["bar", "barista", "poolside"] as const;
const PERGOLA_FEATURES = [
  { key: "light", icon: Sun },
  { key: "cuisine", icon: UtensilsCrossed },
  { key: "evening", icon: Moon },
  { key: "groups", icon: Users },
] as const;

/** A section of the page below the restaurants: its heading and intro, then the rest. */
function DiningSection({
  id,
  heading,
  intro,
  introClassName,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  introClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pt-20" data-reveal>
      <h2 id={id} className="font-display text-3xl text-ink md:text-4xl">
        {heading}
      </h2>
      <p className={`mt-3 ${introClassName} text-ink-muted`}>{intro}</p>
      {children}
    </section>
  );
}

export default function Dining({ loaderData }: Route.ComponentProps) {
  useExploreResources(loaderData.i18n);
  const { t } = useTranslation("explore");
  const { search } = useLocation();
  const navigation = useNavigation();
  // A 50 px bottom margin for reveal-on-scroll on this page.
  useReveal("0px 0px -50px 0px");
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/dining";
  const { restaurants } = loaderData;

  return (
    <div className="pb-20">
      <header className="bg-ocean-50">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center md:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-coral-700">
            {t("dining.kicker")}
          </p>
          <h1 className="mt-2 font-display text-4xl text-ink md:text-5xl">{t("dining.title")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">
            {loaderData.showcase
              ? t("dining.intro")
              : t("dining.plainIntro", { hotel: loaderData.hotel })}
          </p>
        </div>
      </header>

      <section aria-label={t("dining.restaurantsLabel")} className="mx-auto max-w-6xl px-4 pt-12">
        {loading ? (
          <LoadingStatus className="justify-center py-10">{t("dining.loading")}</LoadingStatus>
        ) : restaurants.length === 0 ? (
          <p className="py-10 text-center text-lg text-ink-muted">{t("dining.empty")}</p>
        ) : (
          <div className="grid gap-10">
            {restaurants.map((restaurant, index) => (
              <RestaurantCard
                key={restaurant.id}
                restaurant={restaurant}
                mirrored={index % 2 === 1}
                priority={index === 0}
              />
            ))}
          </div>
        )}
      </section>

      {loaderData.showcase ? (
        <DemoShowcase
          restaurants={restaurants}
          pictures={loaderData.pictures}
          happyHour={loaderData.happyHour}
          search={search}
        />
      ) : null}
    </div>
  );
}

/**
 * The demo hotel's bar, café and Pergola (see hasDemoContent), with the pictures the
 * settings give them: a card or place without one shows no picture.
 */
function DemoShowcase({
  restaurants,
  pictures,
  happyHour,
  search,
}: {
  restaurants: RestaurantDto[];
  pictures: PagePictures["dining"];
  happyHour: { happyFrom: string; happyUntil: string };
  search: string;
}) {
  const { t } = useTranslation("explore");
  // The hours in the Pergola block are the stored ones of the restaurant the settings name
  // (staff edit both); with none named or found, the catalogue's hours stand in.
  const pergolaHours = pictures.pergolaRestaurant
    ? restaurants.find((r) => r.slug === pictures.pergolaRestaurant)?.hours
    : undefined;
  // Each place of the gallery keeps its own alt text (place n: `images.<n>`); empty ones go.
  const gallery = pictures.pergola
    .map((src, index) => ({ src, n: index + 1 }))
    .filter(({ src }) => src !== "");
  const firstMenu = restaurants[0] ? `/dining/${restaurants[0].id}/menu` : null;
  return (
    <>
      <DiningSection
        id="beyond-heading"
        heading={t("dining.beyond.heading")}
        intro={t("dining.beyond.intro")}
        introClassName="max-w-2xl"
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {BEYOND.map((key) => (
            <li
              key={key}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-sand-200"
            >
              {pictures[key] ? (
                <ResponsiveImage
                  src={pictures[key]}
                  {...WIDE}
                  sizes="(min-width: 1152px) 368px, (min-width: 768px) 33vw, 100vw"
                  alt={t(`dining.beyond.${key}.alt`)}
                  className="aspect-[3/2] w-full object-cover"
                />
              ) : null}
              <div className="p-5">
                <h3 className="font-display text-xl text-ink">{t(`dining.beyond.${key}.title`)}</h3>
                <p className="mt-2 text-ink-muted">{t(`dining.beyond.${key}.body`, happyHour)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          {firstMenu ? (
            <ButtonLink to={langHref(firstMenu, search)} size="lg">
              {t("dining.viewAllMenus")}
            </ButtonLink>
          ) : null}
          <ButtonLink to={langHref("/blog", search)} variant="secondary" size="lg">
            {t("dining.visitJournal")}
          </ButtonLink>
        </div>
      </DiningSection>

      <DiningSection
        id="pergola-heading"
        heading={t("dining.pergola.heading")}
        intro={t("dining.pergola.intro")}
        introClassName="max-w-3xl"
      >
        {gallery.length > 0 ? (
          <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4">
            {gallery.map(({ src, n }) => (
              <li key={n}>
                <ResponsiveImage
                  src={src}
                  {...WIDE}
                  sizes="(min-width: 1152px) 280px, (min-width: 768px) 25vw, 50vw"
                  alt={t(`dining.pergola.images.${n}`)}
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PERGOLA_FEATURES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Icon aria-hidden="true" className="size-7 text-coral-700" />
              <h3 className="mt-2 font-semibold text-ink">{t(`dining.pergola.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-ink-muted">{t(`dining.pergola.${key}.body`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col gap-6 rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200 md:flex-row md:items-center md:justify-between md:p-8">
          <div>
            <h3 className="font-display text-2xl text-ink">{t("dining.pergola.hoursHeading")}</h3>
            {pergolaHours ? (
              <p className="mt-3 text-ink">{pergolaHours}</p>
            ) : (
              <dl className="mt-3 grid gap-1 text-ink">
                <div className="flex gap-2">
                  <dt className="font-semibold">{t("dining.pergola.lunch")}</dt>
                  <dd>{t("dining.pergola.lunchHours")}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-semibold">{t("dining.pergola.dinner")}</dt>
                  <dd>{t("dining.pergola.dinnerHours")}</dd>
                </div>
              </dl>
            )}
          </div>
          <ButtonLink
            to={langHref("/contact?subject=pergola_reservation", search)}
            variant="accent"
            size="lg"
          >
            {t("dining.pergola.reserve")}
          </ButtonLink>
        </div>
      </DiningSection>
    </>
  );
}
