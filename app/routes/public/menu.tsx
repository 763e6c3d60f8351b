import { useTranslation } from "react-i18next";
import { data, useLocation, useNavigation } from "react-router";
import { exploreResources } from "~/components/explore/explore-resources.server";
import { langHref } from "~/components/explore/links";
import { MenuPanel } from "~/components/explore/menu-panel";
import { knownRestaurantId } from "~/components/explore/menu-set";
import { CuisineTags, RestaurantFacts } from "~/components/explore/restaurant-card";
import { useExploreResources } from "~/components/explore/use-explore-resources";
import { ArrowLink } from "~/components/ui/arrow-link";
import { ButtonLink } from "~/components/ui/button";
import { serverTranslator } from "~/i18n/server-t.server";
import { rootFromMatches, seoMeta } from "~/seo";
import { restaurantJsonLd } from "~/structured-data";
import { restaurantHoursInEnglish } from "~/structured-data.server";
import type { MenuItemDto } from "~core/types";
import { listMenuItems, listRestaurants, printedMenusOf } from "~server/services/content/content";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/menu";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const i18n = exploreResources(request, ["dining", "menu"]);
  const { db, logger, env } = context.services;
  const { lang, t } = serverTranslator(request);
  const restaurants = await listRestaurants(db, lang);
  // The id must match one of the hotel's restaurants; anything else is Restaurant Not Found.
  const id = knownRestaurantId(
    params.id,
    restaurants.map((r) => r.id),
  );
  const restaurant = restaurants.find((r) => r.id === id) ?? null;
  if (!restaurant) {
    return data(
      {
        i18n,
        restaurant: null,
        menus: [],
        items: [],
        failed: false,
        title: t("explore:menu.notFoundTitle"),
        description: t("explore:menu.notFoundBody"),
      },
      { status: 404 },
    );
  }
  const menus = await printedMenusOf(db, restaurant.id, lang);
  let items: MenuItemDto[] = [];
  let failed = false;
  try {
    items = await listMenuItems(db, restaurant.id, lang);
  } catch (cause) {
    logger.error({ err: cause, restaurant: restaurant.id }, "menu page: loading dishes failed");
    failed = true;
  }
  const [settings, hoursEn] = await Promise.all([
    getSiteSettings(db),
    restaurantHoursInEnglish(db, lang, [restaurant]),
  ]);
  return {
    i18n,
    jsonLd: restaurantJsonLd({
      restaurant,
      hoursEn: hoursEn.get(restaurant.id) ?? restaurant.hours,
      settings,
      publicUrl: env.publicUrl,
      lang,
    }),
    dining: t("pages.dining"),
    restaurant,
    menus,
    items,
    failed,
    title: t("explore:menu.metaTitle", { name: restaurant.name }),
    description: restaurant.description,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    image: loaderData.restaurant?.image ?? undefined,
    noindex: !loaderData.restaurant,
    jsonLd: "jsonLd" in loaderData ? loaderData.jsonLd : undefined,
    parents: "dining" in loaderData ? [{ name: loaderData.dining, pathname: "/dining" }] : [],
  });
}

export default function Menu({ loaderData }: Route.ComponentProps) {
  useExploreResources(loaderData.i18n);
  const { t } = useTranslation("explore");
  const { search, pathname } = useLocation();
  const navigation = useNavigation();
  const { restaurant, menus, items, failed } = loaderData;
  const back = (
    <ArrowLink to={langHref("/dining", search)} direction="back">
      {t("menu.backToDining")}
    </ArrowLink>
  );

  if (!restaurant) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-display text-4xl text-ink">{t("menu.notFoundTitle")}</h1>
        <p className="mt-4 text-ink-muted">{t("menu.notFoundBody")}</p>
        <p className="mt-6 flex justify-center">{back}</p>
      </section>
    );
  }

  const loading =
    navigation.state === "loading" &&
    navigation.location?.pathname !== pathname &&
    /^\/dining\/\d+\/menu$/.test(navigation.location?.pathname ?? "");

  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 pt-8">
      {back}
      <header className="mt-4">
        <h1 className="font-display text-4xl text-ink md:text-5xl">{restaurant.name}</h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">{restaurant.description}</p>
        <RestaurantFacts restaurant={restaurant} className="mt-4 sm:flex sm:flex-wrap sm:gap-x-8" />
        <CuisineTags cuisine={restaurant.cuisine} className="mt-4" />
      </header>

      <div className="mt-10">
        <MenuPanel
          key={restaurant.id}
          menus={menus}
          items={items}
          failed={failed}
          loading={loading}
        />
      </div>

      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink
          to={langHref("/contact?subject=table_reservation", search)}
          variant="accent"
          size="lg"
        >
          {t("menu.reserveTable")}
        </ButtonLink>
        <ButtonLink to={langHref("/contact", search)} variant="secondary" size="lg">
          {t("menu.contactUs")}
        </ButtonLink>
      </div>
    </div>
  );
}
