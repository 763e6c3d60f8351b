import type { TFunction } from "i18next";
import { ChevronDown } from "lucide-react";
import { type PolicyQuestion, policyAnswer } from "~/components/engage/chat-replies";
import { infoFacts, infoHead } from "~/components/engage/info-facts.server";
import { InfoPage } from "~/components/engage/info-page";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { policyFacts } from "~core/chat-facts";
import { listEventPackages } from "~server/services/content/content";
import { isPesapalActive } from "~server/services/payments/config";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/faqs";

interface Faq {
  q: string;
  a: string;
}

/** The questions in their order; an answer the settings decide is the chat's own answer. */
const QUESTIONS = [
  "checkTimes",
  "breakfast",
  "transfer",
  "parkingWifi",
  "payment",
  "cancel",
  "children",
  "events",
  "beach",
  "pets",
] as const;
const FROM_SETTINGS: ReadonlySet<string> = new Set<PolicyQuestion>([
  "transfer",
  "payment",
  "cancel",
  "beach",
  "pets",
  "parkingWifi",
]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const i18n = routeResources(request, ["info"]);
  const { lang, t } = serverTranslator(request);
  const [settings, payOnline, packages] = await Promise.all([
    getSiteSettings(db),
    isPesapalActive(db),
    listEventPackages(db, lang),
  ]);
  const facts = infoFacts(settings, lang);
  const policies = policyFacts(settings, payOnline);
  const chatT = ((key: string, options?: object) =>
    t(key, { ns: "engage", ...options })) as TFunction;
  const faqs: Faq[] = QUESTIONS
    // A hotel with no beach near is not asked how far it is, nor one that hosts no
    // events whether it hosts them.
    .filter((key) => key !== "beach" || settings.beachWalkMinutes > 0)
    .filter((key) => key !== "events" || settings.facilities.includes("events"))
    .map((key) => ({
      q: t(`info:faqs.questions.${key}.q`),
      a: FROM_SETTINGS.has(key)
        ? policyAnswer(key as PolicyQuestion, policies, chatT, lang)
        : key === "events" && packages.length > 0
          ? `${t("info:faqs.questions.events.a", facts)} ${t("info:faqs.questions.events.packages")}`
          : t(`info:faqs.questions.${key}.a`, facts),
    }));
  return { i18n, facts, faqs, ...infoHead(t, "faqs", facts) };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    // The same questions and answers the page shows, for search engines.
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: loaderData.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.q,
        acceptedAnswer: { "@type": "Answer", text: faq.a.replace(/[\u2066-\u2069]/g, "") },
      })),
    },
  });
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { faqs } = loaderData;
  return (
    <InfoPage page="faqs" facts={loaderData.facts}>
      {/* Native disclosure widgets: keyboard, screen readers and find-in-page work without script. */}
      <div className="mt-8 divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200">
        {faqs.map((faq) => (
          <details key={faq.q} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-ink hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ocean-700 [&::-webkit-details-marker]:hidden">
              <h2 className="text-base">{faq.q}</h2>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-ocean-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-ink">{faq.a}</p>
          </details>
        ))}
      </div>
    </InfoPage>
  );
}
