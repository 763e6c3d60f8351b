import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { RootData } from "~/root";
import { isolate } from "~core/bidi";
import { formatTime } from "~core/format";
import { telHref } from "~core/phone-links";
import { PaymentMarks, SOCIAL_NAMES, SocialIcon, type SocialNetwork } from "./brand-marks";
import { withLang } from "./nav-links";
import { NewsletterForm } from "./newsletter-form";

const QUICK_LINKS = [
  { to: "/rooms", key: "nav.rooms" },
  { to: "/dining", key: "nav.dining" },
  { to: "/packages", key: "nav.packages" },
  { to: "/gallery", key: "nav.gallery" },
  { to: "/contact", key: "nav.contact" },
  // Guests find their booking to change or cancel it.
  { to: "/booking/find", key: "footer.manageBooking" },
] as const;

const INFO_LINKS = [
  { to: "/privacy-policy", key: "footer.privacy" },
  { to: "/terms-conditions", key: "footer.terms" },
  { to: "/cancellation-policy", key: "footer.cancellation" },
  { to: "/faqs", key: "footer.faqs" },
  { to: "/sustainability", key: "footer.sustainability" },
  { to: "/careers", key: "footer.careers" },
  { to: "/feedback", key: "nav.feedback" },
] as const;

const linkClass =
  "inline-flex min-h-8 items-center text-sm text-ocean-50 hover:text-white hover:underline";
const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";

function FooterLinks(props: {
  id: string;
  heading: string;
  links: readonly { to: string; key: string }[];
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <nav aria-labelledby={props.id}>
      <h2 id={props.id} className={headingClass}>
        {props.heading}
      </h2>
      <ul className="mt-3 grid gap-1">
        {props.links.map((link) => (
          <li key={link.to}>
            <Link to={withLang(link.to, search)} className={linkClass}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ brand }: { brand: RootData["brand"] }) {
  const { t, i18n } = useTranslation();
  // Only the networks the hotel is on (settings: "" for none).
  const networks = (Object.keys(brand.social) as SocialNetwork[]).filter(
    (network) => brand.social[network] !== "",
  );
  return (
    <footer className="mt-16 bg-ocean-900 text-ocean-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-4 sm:col-span-2 lg:col-span-1">
          <p className="font-display text-xl text-white">{brand.hotelName}</p>
          <p className="text-sm leading-6">{brand.description}</p>
          {networks.length > 0 ? (
            <ul className="flex gap-2" aria-label={t("footer.followUs")}>
              {networks.map((network) => (
                <li key={network}>
                  <a
                    href={brand.social[network]}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-ocean-800 text-white hover:bg-ocean-700"
                    aria-label={t("footer.followOn", {
                      hotel: brand.hotelName,
                      network: SOCIAL_NAMES[network],
                    })}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <FooterLinks id="footer-quick-links" heading={t("footer.quickLinks")} links={QUICK_LINKS} />
        <FooterLinks id="footer-info-links" heading={t("footer.info")} links={INFO_LINKS} />

        <div>
          <h2 className={headingClass}>{t("footer.contactHeading")}</h2>
          <address className="mt-3 grid gap-1 text-sm not-italic leading-6">
            <span>
              {/* An address without an area (or postal code) shows no stray comma or space. */}
              {[brand.address.street, brand.address.area].filter(Boolean).join(", ")}
              <br />
              {`${[brand.address.postalCode, brand.address.city].filter(Boolean).join(" ")}, ${brand.address.country}`}
            </span>
            {brand.phones.map((number) => (
              <a key={number} className={linkClass} href={telHref(number)}>
                <span className="sr-only">{t("footer.phone")}: </span>
                <bdi dir="ltr">{number}</bdi>
              </a>
            ))}
            <a className={linkClass} href={`mailto:${brand.emails.general}`}>
              <span className="sr-only">{t("footer.email")}: </span>
              <bdi dir="ltr">{brand.emails.general}</bdi>
            </a>
            <a className={linkClass} href={`mailto:${brand.emails.events}`}>
              <span className="me-1">{t("footer.eventsEmail")}:</span>
              <bdi dir="ltr">{brand.emails.events}</bdi>
            </a>
            <span>
              {t("footer.checkTimes", {
                checkIn: formatTime(brand.checkInTime, i18n.language),
                checkOut: formatTime(brand.checkOutTime, i18n.language),
              })}
            </span>
          </address>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-8 border-t border-ocean-800 px-4 py-8 md:grid-cols-2">
        <div>
          <h2 className={headingClass}>{t("footer.newsletterHeading")}</h2>
          <p className="mt-2 mb-3 text-sm">{t("footer.newsletterText")}</p>
          <NewsletterForm />
        </div>
        {brand.payments.methods.length > 0 || brand.payments.pesapal ? (
          <div>
            <h2 className={headingClass}>{t("footer.paymentsHeading")}</h2>
            <div className="mt-3">
              <PaymentMarks payments={brand.payments} />
            </div>
          </div>
        ) : null}
      </div>
      <p className="border-t border-ocean-800 px-4 py-4 text-center text-xs">
        {t("footer.copyright", {
          year: new Date().getFullYear(),
          hotel: isolate(brand.hotelName, i18n.language),
        })}
      </p>
    </footer>
  );
}
