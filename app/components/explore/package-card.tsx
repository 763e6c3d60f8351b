import { Check, Plus, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { EventPackageDto } from "~core/types";
import { langHref } from "./links";

/**
 * One event package. Book This Package opens
 * the contact form with subject event and the package's slug, so it is never dead.
 */
export function PackageCard({ pkg, priority }: { pkg: EventPackageDto; priority: boolean }) {
  const { t } = useTranslation("explore");
  const { search } = useLocation();
  const image = pkg.images[0];
  const query = new URLSearchParams({ subject: "event", package: pkg.slug });
  return (
    <article
      data-reveal
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200"
    >
      {image ? (
        <ResponsiveImage
          src={image}
          width={1600}
          height={1067}
          sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
          alt=""
          priority={priority}
          className="aspect-[3/2] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <h2 className="font-display text-2xl text-ink">{pkg.title}</h2>
        <p className="mt-2 text-xl font-semibold tabular-nums text-ocean-800">{pkg.price}</p>
        <p className="mt-1 flex items-center gap-2 text-sm text-ink-muted">
          <Users aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">{t("packages.groupSize")} </span>
            {pkg.groupSize}
          </span>
        </p>
        <p className="mt-4 text-ink">{pkg.description}</p>
        <PointList
          heading={t("packages.includes")}
          points={pkg.features}
          icon={<Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-palm-700" />}
          className="text-ink"
        />
        {pkg.addOns.length > 0 ? (
          <PointList
            heading={t("packages.addOns")}
            points={pkg.addOns}
            icon={<Plus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-coral-700" />}
            className="text-ink-muted"
          />
        ) : null}
        <div className="mt-auto pt-6">
          <ButtonLink
            to={langHref(`/contact?${query.toString()}`, search)}
            variant="accent"
            size="lg"
            className="w-full"
          >
            {t("packages.book")}
            <span className="sr-only"> – {pkg.title}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

/** A titled list of a package's points, each after its icon. */
function PointList({
  heading,
  points,
  icon,
  className,
}: {
  heading: string;
  points: string[];
  icon: ReactNode;
  className: string;
}) {
  return (
    <>
      <h3 className="mt-5 font-semibold text-ink">{heading}</h3>
      <ul className={`mt-2 grid gap-1.5 text-sm ${className}`}>
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            {icon}
            {point}
          </li>
        ))}
      </ul>
    </>
  );
}
