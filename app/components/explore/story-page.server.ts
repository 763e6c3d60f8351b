/** The loader data of the two story pages (/about, /experiences): their texts and head. */

import { serverTranslator } from "~/i18n/server-t.server";
import type { PageContext } from "~/load-context";
import { hotelFacts } from "~core/hotel-facts";
import { hasDemoContent } from "~server/services/content/demo-marker";
import { getSiteSettings } from "~server/services/platform/settings";
import { exploreResources } from "./explore-resources.server";

export async function storyPageData<Page extends "about" | "experiences">(
  request: Request,
  context: PageContext,
  page: Page,
) {
  const i18n = exploreResources(request, [page]);
  const { lang, t } = serverTranslator(request);
  const [settings, showcase] = await Promise.all([
    getSiteSettings(context.services.db),
    hasDemoContent(context.services.db),
  ]);
  const images = settings.pagePictures[page];
  return {
    i18n,
    /** The sections' texts are the demo hotel's (the catalogues): shown only where it was seeded. */
    showcase,
    /** The page's pictures by section, from the settings ("": that section has none). */
    images,
    /** Whether the header has a picture (storyMeta: then it is the page's share picture). */
    pictures: images.hero !== "",
    /** Times and prices the texts quote, from the settings. */
    facts: hotelFacts(settings, lang),
    /** What a hotel without the demo says of itself: its name and its own description. */
    hotel: settings.hotelName,
    hotelDescription: settings.description[lang] || settings.description.en,
    title: t(`pages.${page}`),
    // The demo hotel's own description names its coast; another hotel's is its own words.
    description: showcase
      ? t(`pageDescriptions.${page}`, { hotel: settings.hotelName })
      : page === "about"
        ? settings.description[lang] || settings.description.en
        : t("plainDescriptions.experiences", { hotel: settings.hotelName }),
  };
}
