import type { Resource, ResourceKey } from "i18next";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { SocialFeedSection } from "~/components/engage/social-feed-section";
import { exploreResources } from "~/components/explore/explore-resources.server";
import { useExploreResources } from "~/components/explore/use-explore-resources";
import { useReveal } from "~/components/shell/use-reveal";
import { LoadingStatus } from "~/components/ui/loading-status";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { panelId, TabList, tabId } from "~/components/ui/tabs";
import { loadResources, packResources } from "~/i18n/catalogues.server";
import type { PackedResources } from "~/i18n/packed-resources";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { requestLanguage } from "~core/i18n/request-language";
import { listGallery, listGalleryCategoryNames } from "~server/services/content/content";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/gallery";

const GalleryLightbox = lazy(() => import("~/components/explore/gallery-lightbox"));

/** One object per language (packResources packs each once). */
const socialPicks = new Map<string, Resource>();

function socialResources(request: Request): PackedResources {
  const lang = requestLanguage(request);
  let picked = socialPicks.get(lang);
  if (!picked) {
    const engage = loadResources(lang, ["engage"]);
    const social = (engage[lang]?.engage as { social?: unknown } | undefined)?.social;
    picked = social ? { [lang]: { engage: { social } as ResourceKey } } : engage;
    socialPicks.set(lang, picked);
  }
  return packResources(picked);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = exploreResources(request, ["gallery"]);
  // The social feed section below the grid: only its own part of the engage texts.
  const engage = socialResources(request);
  const { db } = context.services;
  const { lang, t } = serverTranslator(request);
  const [images, categories, settings] = await Promise.all([
    listGallery(db, lang),
    listGalleryCategoryNames(db, lang),
    getSiteSettings(db),
  ]);
  return {
    i18n,
    engage,
    images,
    /** The tabs: the hotel's categories that hold pictures, named by its staff. */
    categories,
    title: t("pages.gallery"),
    description: t("pageDescriptions.gallery", { hotel: settings.hotelName }),
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    image: loaderData.images[0]?.url,
  });
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  useExploreResources(loaderData.i18n);
  useRouteResources(loaderData.engage);
  const { t } = useTranslation("explore");
  const navigation = useNavigation();
  useReveal();
  const { images, categories } = loaderData;
  const [category, setCategory] = useState("all");
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const names = new Map(categories.map((entry) => [entry.slug, entry.name]));
  const shown = category === "all" ? images : images.filter((image) => image.category === category);
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/gallery";

  return (
    <div className="pb-16">
      <header className="mx-auto max-w-6xl px-4 pt-12">
        <h1 className="font-display text-4xl text-ink md:text-5xl">{t("gallery.title")}</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("gallery.intro")}</p>
      </header>

      <section aria-label={t("gallery.gridLabel")} className="mx-auto max-w-6xl px-4 pt-8">
        <TabList
          label={t("gallery.categoriesLabel")}
          idPrefix="gallery"
          value={category}
          onChange={(value) => setCategory(value)}
          items={[
            { value: "all", label: t("gallery.categories.all") },
            ...categories.map((entry) => ({ value: entry.slug, label: entry.name })),
          ]}
        />
        <div
          role="tabpanel"
          id={panelId("gallery")}
          aria-labelledby={tabId("gallery", category)}
          className="mt-6"
        >
          {loading ? (
            <LoadingStatus className="justify-center py-10">{t("gallery.loading")}</LoadingStatus>
          ) : shown.length === 0 ? (
            <p className="py-10 text-center text-ink-muted">{t("gallery.empty")}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((image, index) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setOpen(index);
                    }}
                    aria-haspopup="dialog"
                    className="group relative block w-full overflow-hidden rounded-xl bg-sand-200 text-start"
                  >
                    <ResponsiveImage
                      src={image.url}
                      width={image.width ?? 1600}
                      height={image.height ?? 1067}
                      sizes="(min-width: 1152px) 368px, (min-width: 640px) 50vw, 100vw"
                      alt={image.alt}
                      // The first picture is the largest paint; the first row is in view on a desktop.
                      priority={index === 0}
                      loading={index < 3 ? "eager" : "lazy"}
                      className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                    />
                    <span className="absolute bottom-2 start-2 rounded-full bg-ink/75 px-3 py-1 text-xs font-semibold text-white">
                      {names.get(image.category) ?? image.category}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <SocialFeedSection />

      {open !== null && shown[open] ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={shown}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
            returnFocus={opener.current}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
