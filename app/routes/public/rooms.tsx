import { AlertTriangle } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, useLocation, useNavigation } from "react-router";
import { guestsLabel } from "~/components/booking/price-lines";
import { RestrictionNotice } from "~/components/booking/restriction-notice";
import { RoomCard } from "~/components/booking/room-card";
import { roomListJsonLd } from "~/components/booking/room-list-json-ld";
import { SearchBar } from "~/components/booking/search-bar";
import { stayQueryString } from "~/components/booking/search-params";
import { readStayQuery } from "~/components/booking/stay-query";
import { withLang } from "~/components/shell/nav-links";
import { toast } from "~/components/ui/use-toast";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { failureInit } from "~/ssr/failure.server";
import { hotelToday } from "~core/dates";
import { formatDate } from "~core/format";
import type { Lang } from "~core/i18n/languages";
import { fitParty } from "~core/party";
import { nightsBetween } from "~core/pricing";
import {
  BOOKING_HORIZON_DAYS,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_NIGHTS,
  MAX_ROOMS,
} from "~core/schemas/booking";
import type { AvailableRoomDto, RoomTypeDto } from "~core/types";
import { searchRoomTypes } from "~server/services/booking/availability";
import { hasDemoContent } from "~server/services/content/demo-marker";
import { listRoomTypes } from "~server/services/content/rooms";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/rooms";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["booking"]);
  const { db, env, logger } = context.services;
  const { lang, t } = serverTranslator(request);
  const url = new URL(request.url);
  const { query, search, error } = readStayQuery(url.searchParams);
  const [settings, demo] = await Promise.all([getSiteSettings(db), hasDemoContent(db)]);
  const head = {
    title: t("booking:rooms.title"),
    // The demo's description lists its room families and its city; another hotel's does not.
    description: t(demo ? "booking:rooms.metaDescription" : "plainDescriptions.rooms", {
      hotel: settings.hotelName,
    }),
  };
  try {
    const found = search ? await searchRoomTypes(context.services, search, settings, lang) : null;
    const rooms: (RoomTypeDto | AvailableRoomDto)[] = found
      ? found.available
      : await listRoomTypes(db, lang);
    // Room types free for these dates that the rate calendar does not sell: why, and when.
    const restricted = found?.restricted ?? [];
    // The plain list (the page to index) describes its room types as structured data.
    const jsonLd = search
      ? null
      : roomListJsonLd({
          publicUrl: env.publicUrl,
          lang,
          hotelName: settings.hotelName,
          brandName: settings.brandName,
          currency: settings.currency,
          rooms,
        });
    return {
      i18n,
      ...head,
      query,
      searched: search !== null,
      error,
      rooms,
      restricted,
      failed: false,
      jsonLd,
    };
  } catch (cause) {
    logger.error({ err: cause }, "rooms page: loading rooms failed");
    return data(
      {
        i18n,
        ...head,
        query,
        searched: search !== null,
        error,
        rooms: [],
        restricted: [],
        failed: true,
        jsonLd: null,
      },
      failureInit(cause),
    );
  }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    // A searched stay is one guest's view; the plain list is the page to index.
    noindex: location.search.includes("checkIn="),
    jsonLd: loaderData.jsonLd ?? undefined,
  });
}

/** The limit each search error names. */
const LIMITS = {
  horizon: BOOKING_HORIZON_DAYS,
  tooLong: MAX_NIGHTS,
  rooms: MAX_ROOMS,
  adults: MAX_ADULTS,
  children: MAX_CHILDREN,
} as const;

export default function Rooms({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language as Lang;
  const location = useLocation();
  const navigation = useNavigation();
  const { query, searched, error, rooms, restricted, failed } = loaderData;
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/rooms";
  const notice = new URLSearchParams(location.search).get("notice");

  useEffect(() => {
    if (notice === "booking-missing") {
      toast({
        variant: "destructive",
        title: t("rooms.bookingMissingTitle"),
        description: t("rooms.bookingMissing"),
      });
    }
  }, [notice, t]);

  const guests = guestsLabel(t, query.adults, query.children);
  const party = { adults: query.adults, children: query.children, rooms: query.rooms };
  const langParam = new URLSearchParams(location.search).get("lang");
  const extra: Record<string, string> = langParam ? { lang: langParam } : {};

  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 pt-10">
      <h1 className="font-display text-4xl text-ink">{t("rooms.title")}</h1>
      <p className="mt-3 max-w-2xl text-ink-muted">{t("rooms.intro")}</p>
      <div className="mt-8">
        <SearchBar key={location.search} lang={lang} initial={query} />
      </div>

      {error ? (
        <p
          role="alert"
          data-testid="search-error"
          className="mt-6 rounded-lg bg-coral-500/10 p-4 text-ink"
        >
          {error === "invalidRange"
            ? t("search.invalidRange")
            : error === "missingDates"
              ? t("search.missingDates")
              : t(`search.errors.${error}`, {
                  max: LIMITS[error as keyof typeof LIMITS] ?? 0,
                  date: formatDate(hotelToday(), lang),
                })}
        </p>
      ) : null}

      {searched ? (
        <div className="mt-8">
          <h2 className="font-display text-2xl text-ink">
            {t("rooms.resultsFor", {
              checkIn: formatDate(query.checkIn, lang),
              checkOut: formatDate(query.checkOut, lang),
            })}
          </h2>
          <p className="mt-1 text-ink-muted">
            {t("rooms.stayLine", {
              // The stay's own nights, also when no room is free for them.
              count: nightsBetween(query.checkIn, query.checkOut),
              guests,
              rooms: t("rooms.roomCount", { count: query.rooms }),
            })}
          </p>
        </div>
      ) : null}

      <div aria-live="polite" aria-busy={loading} className="mt-8">
        {loading ? (
          <p className="py-12 text-center text-ink-muted">{t("rooms.loading")}</p>
        ) : failed ? (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-lg bg-coral-500/10 p-4 text-ink"
          >
            <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-danger" />
            {t("rooms.error")}
          </p>
        ) : rooms.length === 0 ? (
          <div className="rounded-xl bg-sand-100 p-8 text-center">
            <p className="text-ink">
              {!searched
                ? t("rooms.noneYet")
                : party.rooms > party.adults
                  ? t("party.adultPerRoom")
                  : t("rooms.noRooms")}
            </p>
            {searched ? (
              <Link
                to={withLang("/rooms", location.search)}
                className="mt-4 inline-block font-semibold text-ocean-700 underline"
              >
                {t("rooms.showAll")}
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rooms.map((room, index) => {
              const quote = "quote" in room ? room.quote : undefined;
              const href = searched
                ? `/booking?${new URLSearchParams({
                    ...extra,
                    roomId: String(room.id),
                    checkIn: query.checkIn,
                    checkOut: query.checkOut,
                    adults: String(query.adults),
                    children: String(query.children),
                    rooms: String(query.rooms),
                  }).toString()}`
                : withLang(`/rooms/${room.id}`, location.search);
              return (
                <li key={room.id}>
                  <RoomCard
                    room={room}
                    href={href}
                    detailsHref={
                      searched
                        ? `/rooms/${room.id}?${stayQueryString(query, extra)}`
                        : withLang(`/rooms/${room.id}`, location.search)
                    }
                    bookable={searched}
                    quote={quote}
                    isDoubleOccupancy={
                      searched &&
                      fitParty(room.capacity, party, Number.POSITIVE_INFINITY).isDoubleOccupancy
                    }
                    imageLoading={index < 3 ? "eager" : "lazy"}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {!loading && restricted.length > 0 ? (
        <section aria-labelledby="restricted-heading" className="mt-10">
          <h2 id="restricted-heading" className="font-display text-2xl text-ink">
            {t("restriction.roomsTitle")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {restricted.map((room) => (
              <li key={room.id}>
                <h3 className="mb-2 font-semibold text-ink">{room.name}</h3>
                <RestrictionNotice
                  restriction={room.restriction}
                  suggestion={room.suggestion}
                  suggestionHref={(dates) =>
                    `/rooms?${stayQueryString({ ...query, ...dates }, extra)}`
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
