import { Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { exploreResources } from "~/components/explore/explore-resources.server";
import { PackageCard } from "~/components/explore/package-card";
import { useExploreResources } from "~/components/explore/use-explore-resources";
import { useReveal } from "~/components/shell/use-reveal";
import { ButtonAnchor } from "~/components/ui/button";
import { serverTranslator } from "~/i18n/server-t.server";
import type { RootData } from "~/root";
import { rootFromMatches, seoMeta } from "~/seo";
import { isolate } from "~core/bidi";
import { ltr } from "~core/format";
import { listEventPackages } from "~server/services/content/content";
import { hasDemoContent } from "~server/services/content/demo-marker";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/packages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = exploreResources(request, ["packages"]);
  const { db } = context.services;
  const { lang, t } = serverTranslator(request);
  const [packages, settings, demo] = await Promise.all([
    listEventPackages(db, lang),
    getSiteSettings(db),
    hasDemoContent(db),
  ]);
  return {
    i18n,
    packages,
    title: t("pages.packages"),
    // The demo's description names its packages; another hotel's does not.
    description: t(demo ? "pageDescriptions.packages" : "plainDescriptions.packages", {
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
    image: loaderData.packages[0]?.images[0],
  });
}

export default function Packages({ loaderData }: Route.ComponentProps) {
  useExploreResources(loaderData.i18n);
  const { t, i18n } = useTranslation("explore");
  const root = useRouteLoaderData<RootData>("root");
  useReveal();
  const phone = root?.brand.phones[0];
  const email = root?.brand.emails.events;

  return (
    <div className="pb-20">
      <header className="bg-ocean-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center md:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-sand-200">
            {t("packages.kicker", { brand: root?.brand.brandName })}
          </p>
          <h1 className="mt-2 font-display text-3xl sm:text-4xl md:text-5xl">
            {t("packages.title")}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ocean-50">{t("packages.intro")}</p>
        </div>
      </header>

      {loaderData.packages.length === 0 ? (
        <p className="mx-auto max-w-6xl px-4 pt-12 text-center text-ink-muted">
          {t("packages.empty")}
        </p>
      ) : (
        <ul className="mx-auto grid max-w-6xl gap-8 px-4 pt-12 md:grid-cols-2">
          {loaderData.packages.map((pkg, index) => (
            <li key={pkg.id}>
              <PackageCard pkg={pkg} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}

      <section
        aria-labelledby="custom-heading"
        className="mx-auto max-w-6xl px-4 pt-16"
        data-reveal
      >
        <div className="rounded-2xl bg-sand-100 p-6 text-center ring-1 ring-sand-200 md:p-10">
          <h2 id="custom-heading" className="font-display text-3xl text-ink">
            {t("packages.customHeading")}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-ink-muted">{t("packages.customBody")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {phone ? (
              <ButtonAnchor href={`tel:${phone.replace(/\s+/g, "")}`} size="lg">
                <Phone aria-hidden="true" className="size-5" />
                {t("packages.call", { phone: ltr(phone) })}
              </ButtonAnchor>
            ) : null}
            {email ? (
              <a
                href={`mailto:${email}`}
                className="inline-flex min-h-12 items-center gap-2 rounded-lg px-5 font-semibold text-ocean-800 ring-1 ring-ocean-700 hover:bg-ocean-50"
              >
                <Mail aria-hidden="true" className="size-5" />
                {t("packages.email", { email: isolate(email, i18n.language) })}
              </a>
            ) : null}
          </div>
        </div>
      </section>
    </div>
  );
}
