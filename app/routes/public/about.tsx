import { useTranslation } from "react-i18next";
import {
  StoryCallout,
  StoryLayout,
  StorySections,
  storyMeta,
} from "~/components/explore/story-page";
import { storyPageData } from "~/components/explore/story-page.server";
import { useExploreResources } from "~/components/explore/use-explore-resources";
import { DotList } from "~/components/ui/dot-list";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  return storyPageData(request, context, "about");
}

export function meta(args: Route.MetaArgs) {
  return storyMeta(args, args.loaderData?.images.hero ?? "");
}

/** The demo hotel's sections; each picture is the one the settings give it (none: text only). */
const SECTIONS = ["story", "rooms", "work", "leisure", "location"] as const;

const FACTS = ["checkIn", "reception", "wifi", "parking", "transfer", "breakfast"] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  useExploreResources(loaderData.i18n);
  const { t } = useTranslation("explore");
  const { images } = loaderData;
  // A header picture is the hotel's own choice (settings): shown with either story.
  const hero = images.hero || undefined;
  if (!loaderData.showcase) {
    // A hotel that started empty: the demo hotel's story is not its own. Its name, its own
    // description from the settings and the times it set, nothing invented.
    return (
      <StoryLayout
        image={hero}
        title={t("about.plainTitle", { hotel: loaderData.hotel })}
        lead={loaderData.hotelDescription}
      >
        <StoryCallout
          id="about-facts"
          heading={t("about.facts.heading")}
          primary={{ to: "/rooms", label: t("about.ctaRooms") }}
          secondary={{ to: "/contact", label: t("about.ctaContact") }}
        >
          <DotList
            className="mt-5 gap-3"
            items={[{ key: "checkIn", text: t("about.facts.checkIn", loaderData.facts) }]}
          />
        </StoryCallout>
      </StoryLayout>
    );
  }
  return (
    <StoryLayout image={hero} title={t("about.title")} lead={t("about.lead")}>
      <StorySections
        page="about"
        idPrefix="about"
        sections={SECTIONS.map((key) => ({ key, image: images[key] }))}
        pictures
      >
        {(key) => (
          <>
            <p>{t(`about.${key}.body1`)}</p>
            <p>{t(`about.${key}.body2`, loaderData.facts)}</p>
          </>
        )}
      </StorySections>

      <StoryCallout
        id="about-facts"
        heading={t("about.facts.heading")}
        primary={{ to: "/rooms", label: t("about.ctaRooms") }}
        secondary={{ to: "/contact", label: t("about.ctaContact") }}
      >
        <DotList
          className="mt-5 gap-3"
          items={FACTS.map((key) => ({ key, text: t(`about.facts.${key}`, loaderData.facts) }))}
        />
      </StoryCallout>
    </StoryLayout>
  );
}
