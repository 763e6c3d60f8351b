import { Clock, Shirt } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { RestaurantDto } from "~core/types";
import { langHref } from "./links";

/** Stored restaurant pictures are 1600 x 1067 with 480/960 px variants. */
const WIDE = { width: 1600, height: 1067 };

/** A restaurant's cuisines as tags. */
export function CuisineTags({ cuisine, className }: { cuisine: string[]; className?: string }) {
  const { t } = useTranslation("explore");
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={t("dining.cuisine")}>
      {cuisine.map((tag) => (
        <li key={tag} className="rounded-full bg-ocean-50 px-3 py-1 text-sm text-ocean-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** A restaurant's opening hours and dress code. */
export function RestaurantFacts({
  restaurant,
  className,
}: {
  restaurant: Pick<RestaurantDto, "hours" | "dressCode">;
  className?: string;
}) {
  const { t } = useTranslation("explore");
  const facts = [
    { icon: Clock, term: t("dining.hours"), value: restaurant.hours },
    { icon: Shirt, term: t("dining.dressCode"), value: restaurant.dressCode },
  ];
  return (
    <dl className={cn("grid gap-2 text-ink", className)}>
      {facts.map(({ icon: Icon, term, value }) => (
        <div key={term} className="flex gap-2">
          <dt className="flex items-center gap-2 font-semibold">
            <Icon aria-hidden="true" className="size-4 text-ocean-700" />
            {term}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One restaurant on /dining; every second card is mirrored. */
export function RestaurantCard({
  restaurant,
  mirrored,
  priority = false,
}: {
  restaurant: RestaurantDto;
  mirrored: boolean;
  /** The first card's picture is in view on arrival: load it at once. */
  priority?: boolean;
}) {
  const { t } = useTranslation("explore");
  const { search } = useLocation();
  return (
    <article
      data-reveal
      className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 md:flex-row ${
        mirrored ? "md:flex-row-reverse" : ""
      }`}
    >
      <div className="md:w-1/2">
        {restaurant.image ? (
          <ResponsiveImage
            src={restaurant.image}
            {...WIDE}
            sizes="(min-width: 1152px) 576px, (min-width: 768px) 50vw, 100vw"
            alt={t("dining.restaurantImage", { name: restaurant.name })}
            priority={priority}
            className="aspect-[3/2] h-full w-full object-cover"
          />
        ) : (
          <div aria-hidden="true" className="aspect-[3/2] h-full w-full bg-sand-200" />
        )}
      </div>
      <div className="flex flex-col gap-3 p-6 md:w-1/2 md:p-8">
        <h2 className="font-display text-3xl text-ink">{restaurant.name}</h2>
        <CuisineTags cuisine={restaurant.cuisine} />
        <p className="text-ink-muted">{restaurant.description}</p>
        <RestaurantFacts restaurant={restaurant} className="text-sm" />
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          <ButtonLink to={langHref(`/dining/${restaurant.id}/menu`, search)}>
            {t("dining.viewMenu")}
            <span className="sr-only"> – {restaurant.name}</span>
          </ButtonLink>
          <ButtonLink to={langHref(`/dining/${restaurant.id}/reserve`, search)} variant="secondary">
            {t("dining.reserveTable")}
            <span className="sr-only"> – {restaurant.name}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
