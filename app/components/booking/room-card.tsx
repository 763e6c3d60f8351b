import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Stars } from "~/components/ui/stars";
import { kshInText } from "~core/bidi";
import { nightlyRate, type Quote } from "~core/pricing";
import type { RoomTypeDto } from "~core/types";
import { ApproxPrice } from "./approx-price";
import { RoomFacts } from "./room-facts";
import { RoomImage } from "./room-image";

export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const { t } = useTranslation("booking");
  const full = Math.round(rating);
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <Stars filled={full} className="text-coral-600" />
      <span className="text-sm tabular-nums text-ink-muted" aria-hidden="true">
        {rating.toFixed(1)}
      </span>
      <span className="sr-only">{t("rooms.rating", { rating: rating.toFixed(1) })}</span>
    </span>
  );
}

/**
 * One room type in a grid (/rooms): photo, stars, name, two-line
 * description, guests, size, WiFi and the nightly price. With a stay, the all-in
 * total too, and the button books it; without, it opens the room page.
 */
export function RoomCard({
  room,
  href,
  detailsHref,
  bookable,
  quote,
  isDoubleOccupancy = false,
  imageLoading = "lazy",
  headingLevel = 2,
}: {
  room: RoomTypeDto;
  href: string;
  /** The room's own page (the name links there). */
  detailsHref: string;
  bookable: boolean;
  quote?: Quote;
  /** The searched party's occupancy (core/party.ts): the quote is priced at it. */
  isDoubleOccupancy?: boolean;
  imageLoading?: "lazy" | "eager";
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const label = bookable ? t("rooms.bookNow") : t("rooms.viewDetails");
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-sand-200">
      <RoomImage
        src={room.images[0]}
        pending={room.imagesPending}
        alt=""
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        loading={imageLoading}
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <StarRating rating={room.rating} />
        <Heading className="mt-1 font-display text-xl text-ink">
          <Link to={detailsHref} className="hover:text-ocean-700 hover:underline">
            {room.name}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-2 text-sm text-ink-muted">{room.shortDescription}</p>
        <RoomFacts
          room={room}
          wifi
          list
          className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted"
        />
        <div className="mt-auto pt-4">
          <p className="text-lg font-semibold tabular-nums text-ocean-800">
            {t("rooms.perNight", { price: kshInText(quote?.nightlyRate ?? room.price, lang) })}{" "}
            <ApproxPrice
              kes={quote?.nightlyRate ?? room.price}
              className="text-sm font-normal text-ink-muted"
            />
          </p>
          {room.rackRates ? (
            <p className="text-sm text-ink-muted">
              <s>
                {t("rooms.standardRate", {
                  price: kshInText(
                    nightlyRate(room.rackRates, { isDoubleOccupancy, includeBreakfast: false }),
                    lang,
                  ),
                })}
              </s>
            </p>
          ) : null}
          {quote ? (
            <p className="mt-1 text-sm font-medium text-ink">
              {t("rooms.stayTotal", { count: quote.nights, total: kshInText(quote.total, lang) })}{" "}
              <ApproxPrice kes={quote.total} className="font-normal text-ink-muted" />
            </p>
          ) : null}
        </div>
        <Link
          to={href}
          className={`mt-4 inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold ${
            bookable
              ? "bg-coral-700 text-white hover:bg-coral-600"
              : "border border-ocean-700 text-ocean-700 hover:bg-ocean-50"
          }`}
          aria-label={`${label}: ${room.name}`}
        >
          {label}
        </Link>
      </div>
    </article>
  );
}
