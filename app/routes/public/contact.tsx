import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { ContactForm } from "~/components/engage/contact-form";
import { SOCIAL_NAMES, SocialIcon, type SocialNetwork } from "~/components/shell/brand-marks";
import { WhatsAppLink } from "~/components/shell/whatsapp-button";
import { TitledSection } from "~/components/ui/card";
import { submitContactForm } from "~/engage/contact-submit.server";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import type { RootData } from "~/root";
import { rootFromMatches, seoMeta } from "~/seo";
import { loadHotelJsonLd } from "~/structured-data.server";
import { ltr } from "~core/format";
import { telHref } from "~core/phone-links";
import { type ContactSubject, subjectFromQuery } from "~core/schemas/contact";
import { cityIn } from "~core/settings";
import { findContactTopic } from "~server/services/content/contact";
import { hasDemoContent } from "~server/services/content/demo-marker";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["engage"]);
  const { lang, t } = serverTranslator(request);
  const { db, env } = context.services;
  const [settings, jsonLd, demo] = await Promise.all([
    getSiteSettings(db),
    loadHotelJsonLd(db, env.publicUrl, lang),
    hasDemoContent(db),
  ]);
  const query = new URL(request.url).searchParams;
  const { subject: asked, request: dining } = subjectFromQuery(query.get("subject"));
  // `?package=` / `?restaurant=` name what the guest came from; only a row that
  // exists counts, and its name is read here, never taken from the address.
  const found = await findContactTopic(
    context.services.db,
    {
      package: query.get("package") ?? undefined,
      restaurant: query.get("restaurant") ?? undefined,
    },
    lang,
  );
  const topic = found ? { kind: found.kind, slug: found.slug, name: found.localName } : null;
  const subject: ContactSubject | "" = topic
    ? topic.kind === "package"
      ? "event"
      : "dining"
    : asked;
  const initialMessage = topic
    ? `${t(`engage:contact.prefill.${topic.kind}`, { name: topic.name })}\n\n`
    : dining
      ? `${t(`engage:contact.requests.${dining}`)}\n\n`
      : "";
  return {
    i18n,
    title: t("engage:contact.title"),
    description: t("engage:contact.metaDescription", {
      hotel: settings.hotelName,
      city: cityIn(settings, lang),
    }),
    /** The demo hotel's own directions (a catalogue text); another hotel's map speaks alone. */
    directions: demo,
    subject,
    topic,
    initialMessage,
    geo: settings.geo,
    jsonLd,
  };
}

/** The form without JavaScript (or before hydration): the same command as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitContactForm(request, context);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    // A pre-selected subject is the same page; only the plain one is indexed.
    noindex: /[?&](subject|package|restaurant)=/.test(location.search),
    jsonLd: loaderData.jsonLd,
  });
}

/** A small OpenStreetMap window around the hotel (no API key, no cookies). */
function mapUrls(geo: { latitude: number; longitude: number }) {
  const d = 0.006;
  const bbox = [geo.longitude - d, geo.latitude - d, geo.longitude + d, geo.latitude + d]
    .map((n) => n.toFixed(4))
    .join(",");
  const marker = `${geo.latitude.toFixed(4)},${geo.longitude.toFixed(4)}`;
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${marker}`,
    link: `https://www.openstreetmap.org/?mlat=${geo.latitude}&mlon=${geo.longitude}#map=16/${geo.latitude}/${geo.longitude}`,
  };
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t } = useTranslation("engage");
  const root = useRouteLoaderData<RootData>("root");
  const { subject, topic, initialMessage, geo } = loaderData;
  if (!root) return null;
  const { brand } = root;
  // Only the networks the hotel is on (settings: "" for none).
  const networks = (Object.keys(SOCIAL_NAMES) as SocialNetwork[]).filter(
    (network) => brand.social[network] !== "",
  );
  const map = mapUrls(geo);
  const address = [
    brand.address.street,
    brand.address.area,
    `${brand.address.city} ${brand.address.postalCode}`.trim(),
    brand.address.country,
  ]
    .filter(Boolean)
    .join(", ");

  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 pt-10">
      <h1 className="font-display text-4xl text-ink">{t("contact.title")}</h1>
      <p className="mt-3 max-w-2xl text-ink-muted">{t("contact.intro")}</p>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <aside aria-labelledby="contact-details" className="space-y-6">
          <h2 id="contact-details" className="font-display text-2xl text-ink">
            {t("contact.detailsTitle")}
          </h2>
          <div className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-ocean-700" />
            <div>
              <h3 className="font-semibold text-ink">{t("contact.address")}</h3>
              <address className="not-italic text-ink-muted">
                {brand.hotelName}
                <br />
                {address}
              </address>
            </div>
          </div>
          <div className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-ocean-700" />
            <div>
              <h3 className="font-semibold text-ink">{t("contact.phoneHeading")}</h3>
              <ul>
                {brand.phones.map((phone) => (
                  <li key={phone}>
                    <a className="text-ocean-700 underline" href={telHref(phone)}>
                      {ltr(phone)}
                    </a>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-ink-muted">{t("contact.phoneHours")}</p>
              <p className="mt-2">
                <WhatsAppLink number={brand.whatsapp} brandName={brand.brandName} />
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-ocean-700" />
            <div>
              <h3 className="font-semibold text-ink">{t("contact.emailHeading")}</h3>
              <dl className="grid gap-1">
                <dt className="text-sm text-ink-muted">{t("contact.generalEmail")}</dt>
                <dd>
                  <a
                    className="text-ocean-700 underline"
                    href={`mailto:${brand.emails.general}`}
                    dir="ltr"
                  >
                    {brand.emails.general}
                  </a>
                </dd>
                <dt className="text-sm text-ink-muted">{t("contact.eventsEmail")}</dt>
                <dd>
                  <a
                    className="text-ocean-700 underline"
                    href={`mailto:${brand.emails.events}`}
                    dir="ltr"
                  >
                    {brand.emails.events}
                  </a>
                </dd>
              </dl>
            </div>
          </div>
          {networks.length > 0 ? (
            <div>
              <h3 className="font-semibold text-ink">{t("contact.social")}</h3>
              <ul className="mt-2 flex gap-2">
                {networks.map((network) => (
                  <li key={network}>
                    <a
                      href={brand.social[network]}
                      rel="noopener noreferrer"
                      target="_blank"
                      aria-label={t("contact.socialLink", {
                        hotel: brand.hotelName,
                        network: SOCIAL_NAMES[network],
                      })}
                      className="inline-flex size-11 items-center justify-center rounded-full bg-ocean-50 text-ocean-800 hover:bg-ocean-100"
                    >
                      <SocialIcon network={network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </aside>

        <ContactForm
          key={`${subject}-${topic?.slug ?? ""}-${initialMessage}`}
          initialSubject={subject}
          initialMessage={initialMessage}
          topic={topic}
          submitted={actionData}
        />
      </div>

      <TitledSection id="contact-map" title={t("contact.mapTitle")} className="mt-12">
        <div className="mt-4 overflow-hidden rounded-2xl bg-ocean-50 ring-1 ring-sand-200">
          <iframe
            title={t("contact.mapFrameTitle", { hotel: brand.hotelName })}
            src={map.embed}
            width="1200"
            height="400"
            loading="lazy"
            referrerPolicy="no-referrer"
            className="block h-72 w-full border-0 md:h-96"
          />
        </div>
        <p className="mt-3 text-sm">
          <a
            className="text-ocean-700 underline"
            href={map.link}
            rel="noopener noreferrer"
            target="_blank"
          >
            {t("contact.mapLink")}
          </a>{" "}
          {loaderData.directions ? (
            <span className="text-ink-muted">{t("contact.directions")}</span>
          ) : null}
        </p>
      </TitledSection>
    </div>
  );
}
