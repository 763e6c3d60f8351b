import { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  StoryCallout,
  StoryLayout,
  StorySections,
  storyMeta,
} from "~/components/explore/story-page";
import { storyPageData } from "~/components/explore/story-page.server";
import { useExploreResources } from "~/components/explore/use-explore-resources";
import type { Route } from "./+types/experiences";

export async function loader({ request, context }: Route.LoaderArgs) {
  return storyPageData(request, context, "experiences");
}

export function meta(args: Route.MetaArgs) {
  return storyMeta(args, args.loaderData?.images.hero ?? "");
}

/** The demo hotel's places; each picture is the one the settings give it (none: text only). */
const AT_HOTEL = ["pool", "pergola", "garden", "terraces"] as const;

const NEARBY = ["fortJesus", "oldTown", "beach", "hallerPark", "marinePark", "bombolulu"] as const;

export default function Experiences({ loaderData }: Route.ComponentProps) {
  useExploreResources(loaderData.i18n);
  const { t } = useTranslation("explore");
  const { images } = loaderData;
  // A header picture is the hotel's own choice (settings): shown with either text.
  const hero = images.hero || undefined;
  if (!loaderData.showcase) {
    // A hotel that started empty: no pool, café or outing of the demo hotel is claimed.
    return (
      <StoryLayout image={hero} title={t("experiences.title")} lead={t("experiences.plainLead")}>
        <StoryCallout
          id="exp-plan"
          heading={t("experiences.plan.heading")}
          primary={{ to: "/contact", label: t("experiences.plan.contact") }}
          secondary={{ to: "/packages", label: t("experiences.plan.packages") }}
        >
          <p className="mt-3 max-w-3xl text-ink">{t("experiences.plan.plainBody")}</p>
        </StoryCallout>
      </StoryLayout>
    );
  }
  return (
    <StoryLayout image={hero} title={t("experiences.title")} lead={t("experiences.lead")}>
      <div className="grid gap-16">
        <h2 className="sr-only">{t("experiences.atHotelHeading")}</h2>
        <StorySections
          page="experiences"
          idPrefix="exp"
          sections={AT_HOTEL.map((key) => ({ key, image: images[key] }))}
          pictures
        >
          {(key) => <p>{t(`experiences.${key}.body`, loaderData.facts)}</p>}
        </StorySections>
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

      <StoryCallout
        id="exp-plan"
        heading={t("experiences.plan.heading")}
        primary={{ to: "/contact", label: t("experiences.plan.contact") }}
        secondary={{ to: "/packages", label: t("experiences.plan.packages") }}
      >
        <p className="mt-3 max-w-3xl text-ink">{t("experiences.plan.body")}</p>
      </StoryCallout>
    </StoryLayout>
  );
}
