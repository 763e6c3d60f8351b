import { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { langHref } from "~/components/explore/links";
import { StoryHeader, StorySection } from "~/components/explore/story-page";
import { storyPageData } from "~/components/explore/story-page.server";
import { useExploreResources } from "~/components/explore/use-explore-resources";
import { useReveal } from "~/components/shell/use-reveal";
import { ButtonLink } from "~/components/ui/button";
import { rootFromMatches, seoMeta } from "~/seo";
import type { Route } from "./+types/experiences";

export async function loader({ request, context }: Route.LoaderArgs) {
  return storyPageData(request, context, "experiences");
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    image: "/uploads/demo/hero/pergola-cafe.webp",
  });
}

const AT_HOTEL = [
  { key: "pool", image: "/uploads/demo/hero/pool.webp" },
  { key: "pergola", image: "/uploads/demo/hero/pergola-cafe.webp" },
  { key: "garden", image: "/uploads/demo/hero/garden.webp" },
  { key: "terraces", image: "/uploads/demo/hero/work-terrace.webp" },
] as const;

const NEARBY = ["fortJesus", "oldTown", "beach", "hallerPark", "marinePark", "bombolulu"] as const;

export default function Experiences({ loaderData }: Route.ComponentProps) {
  useExploreResources(loaderData.i18n);
  const { t } = useTranslation("explore");
  const { search } = useLocation();
  useReveal();
  return (
    <div className="pb-20">
      <StoryHeader
        image="/uploads/demo/hero/pergola-cafe.webp"
        title={t("experiences.title")}
        lead={t("experiences.lead")}
      />
      <div className="mx-auto grid max-w-6xl gap-16 px-4 pt-14">
        <div className="grid gap-16">
          <h2 className="sr-only">{t("experiences.atHotelHeading")}</h2>
          {AT_HOTEL.map(({ key, image }, index) => (
            <StorySection
              key={key}
              id={`exp-${key}`}
              heading={t(`experiences.${key}.heading`)}
              image={image}
              imageAlt={t(`experiences.${key}.alt`)}
              reverse={index % 2 === 1}
            >
              <p>{t(`experiences.${key}.body`, loaderData.facts)}</p>
            </StorySection>
          ))}
        </div>

        <section aria-labelledby="exp-nearby" data-reveal>
          <h2 id="exp-nearby" className="font-display text-3xl text-ink">
            {t("experiences.nearby.heading")}
          </h2>
          <p className="mt-3 max-w-3xl text-ink-muted">{t("experiences.nearby.intro")}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {NEARBY.map((key) => (
              <li key={key} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
                <h3 className="font-display text-xl text-ink">
                  {t(`experiences.nearby.${key}.name`)}
                </h3>
                <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-coral-700">
                  <MapPin aria-hidden="true" className="size-4" />
                  {t(`experiences.nearby.${key}.distance`)}
                </p>
                <p className="mt-2 text-ink-muted">{t(`experiences.nearby.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="exp-plan"
          data-reveal
          className="rounded-2xl bg-ocean-50 p-6 md:p-10"
        >
          <h2 id="exp-plan" className="font-display text-3xl text-ink">
            {t("experiences.plan.heading")}
          </h2>
          <p className="mt-3 max-w-3xl text-ink">{t("experiences.plan.body")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={langHref("/contact", search)} size="lg">
              {t("experiences.plan.contact")}
            </ButtonLink>
            <Link
              to={langHref("/packages", search)}
              className="inline-flex min-h-12 items-center rounded-lg bg-white px-5 font-semibold text-ocean-800 ring-1 ring-ocean-700 hover:bg-ocean-100"
            >
              {t("experiences.plan.packages")}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
