import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { langHref } from "~/components/explore/links";
import { StoryHeader, StorySection } from "~/components/explore/story-page";
import { storyPageData } from "~/components/explore/story-page.server";
import { useExploreResources } from "~/components/explore/use-explore-resources";
import { useReveal } from "~/components/shell/use-reveal";
import { ButtonLink } from "~/components/ui/button";
import { rootFromMatches, seoMeta } from "~/seo";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  return storyPageData(request, context, "about");
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    image: "/uploads/demo/hero/business-hotel.webp",
  });
}

const SECTIONS = [
  { key: "story", image: "/uploads/demo/hero/business-hotel.webp" },
  { key: "rooms", image: "/uploads/demo/hero/accommodation.webp" },
  { key: "work", image: "/uploads/demo/hero/work-terrace.webp" },
  { key: "leisure", image: "/uploads/demo/hero/pool.webp" },
  { key: "location", image: "/uploads/demo/hero/garden.webp" },
] as const;

const FACTS = ["checkIn", "reception", "wifi", "parking", "transfer", "breakfast"] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  useExploreResources(loaderData.i18n);
  const { t } = useTranslation("explore");
  const { search } = useLocation();
  useReveal();
  return (
    <div className="pb-20">
      <StoryHeader
        image="/uploads/demo/hero/business-hotel.webp"
        title={t("about.title")}
        lead={t("about.lead")}
      />
      <div className="mx-auto grid max-w-6xl gap-16 px-4 pt-14">
        {SECTIONS.map(({ key, image }, index) => (
          <StorySection
            key={key}
            id={`about-${key}`}
            heading={t(`about.${key}.heading`)}
            image={image}
            imageAlt={t(`about.${key}.alt`)}
            reverse={index % 2 === 1}
          >
            <p>{t(`about.${key}.body1`)}</p>
            <p>{t(`about.${key}.body2`, loaderData.facts)}</p>
          </StorySection>
        ))}

        <section
          aria-labelledby="about-facts"
          data-reveal
          className="rounded-2xl bg-ocean-50 p-6 md:p-10"
        >
          <h2 id="about-facts" className="font-display text-3xl text-ink">
            {t("about.facts.heading")}
          </h2>
          <ul className="mt-5 grid gap-3 text-ink sm:grid-cols-2">
            {FACTS.map((key) => (
              <li key={key} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 size-2 shrink-0 rounded-full bg-coral-600"
                />
                {t(`about.facts.${key}`, loaderData.facts)}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={langHref("/rooms", search)} size="lg">
              {t("about.ctaRooms")}
            </ButtonLink>
            <Link
              to={langHref("/contact", search)}
              className="inline-flex min-h-12 items-center rounded-lg bg-white px-5 font-semibold text-ocean-800 ring-1 ring-ocean-700 hover:bg-ocean-100"
            >
              {t("about.ctaContact")}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
