/** The loader data of the two story pages (/about, /experiences): their texts and head. */

import { serverTranslator } from "~/i18n/server-t.server";
import type { PageContext } from "~/load-context";
import { hotelFacts } from "~core/hotel-facts";
import { hasDemoContent } from "~server/services/content/demo-marker";
import { getSiteSettings } from "~server/services/platform/settings";
import { exploreResources } from "./explore-resources.server";

export async function storyPageData(
  request: Request,
  context: PageContext,
  page: "about" | "experiences",
) {
  const i18n = exploreResources(request, [page]);
  const { lang, t } = serverTranslator(request);
  const [settings, pictures] = await Promise.all([
    getSiteSettings(context.services.db),
    hasDemoContent(context.services.db),
  ]);
  return {
    i18n,
    /** The pictures are the demo hotel's (/uploads/demo): shown only where it was seeded. */
    pictures,
    /** Times and prices the texts quote, from the settings. */
    facts: hotelFacts(settings, lang),
    /** What a hotel without the demo says of itself: its name and its own description. */
    hotel: settings.hotelName,
    hotelDescription: settings.description[lang] || settings.description.en,
    title: t(`pages.${page}`),
    // The demo hotel's own description names its coast; another hotel's is its own words.
    description: pictures
      ? t(`pageDescriptions.${page}`, { hotel: settings.hotelName })
      : page === "about"
        ? settings.description[lang] || settings.description.en
        : t("plainDescriptions.experiences", { hotel: settings.hotelName }),
  };
}
