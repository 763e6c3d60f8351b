import {
  BedDouble,
  Clock,
  Eye,
  Maximize2,
  Users,
  UtensilsCrossed,
  Waves,
  Wifi,
} from "lucide-react";
import { useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { data, Link, useLocation, useNavigation } from "react-router";
import { ApproxPrice } from "~/components/booking/approx-price";
import { AvailabilitySection } from "~/components/booking/availability-calendar-section";
import { ChoiceGroup } from "~/components/booking/choice-group";
import { PartyNotice } from "~/components/booking/party-notice";
import { RestrictionNotice } from "~/components/booking/restriction-notice";
import { StarRating } from "~/components/booking/room-card";
import { RoomCarousel } from "~/components/booking/room-carousel";
import { SearchBar } from "~/components/booking/search-bar";
import {
  type PartyChoice,
  partyChoice,
  type StayQuery,
  stayQueryString,
  urlDate,
} from "~/components/booking/search-params";
import { StatusPanel } from "~/components/booking/status-panel";
import { readStayQuery } from "~/components/booking/stay-query";
import { withLang } from "~/components/shell/nav-links";
import { buttonClass } from "~/components/ui/button";
import { CardTitle, cardClass, TitledCard, TitledSection } from "~/components/ui/card";
import { FoldOnPhone } from "~/components/ui/fold";
import { LtrRun, Money } from "~/components/ui/ltr-run";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { roomJsonLd } from "~/structured-data";
import { kshInText } from "~core/bidi";
import { hotelToday } from "~core/dates";
import { formatDate, formatTime } from "~core/format";
import type { Lang } from "~core/i18n/languages";
import { fitParty } from "~core/party";
import { nightlyRate } from "~core/pricing";
import { idFromParam } from "~core/schemas/text";
import type { RoomTypeDto } from "~core/types";
import { freeRoomsByType } from "~server/services/booking/availability";
import { type StayRules, stayCalendar } from "~server/services/booking/rate-calendar";
import { getRoomType, listRoomTypes } from "~server/services/content/rooms";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/room";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["booking"]);
  const { db, env } = context.services;
  const { lang, t } = serverTranslator(request);
  const settings = await getSiteSettings(db);
  const id = idFromParam(params.id);
  const room = id ? await getRoomType(db, id, lang) : null;
  const { query, search } = readStayQuery(new URL(request.url).searchParams);
  const times = { checkInTime: settings.checkInTime, checkOutTime: settings.checkOutTime };
  if (!room) {
    return data(
      {
        i18n,
        room: null,
        query,
        times,
        others: [],
        maxExtraGuests: 0,
        stayRules: null,
        title: t("booking:room.notFoundTitle"),
        jsonLd: null,
      },
      { status: 404 },
    );
  }
  let stayRules: StayRules | null = null;
  if (search) {
    const free = await freeRoomsByType(context.services, [room], search.checkIn, search.checkOut);
    room.available = free.get(room.id) ?? 0;
    // The rate calendar: the searched nights' rates, or why these dates are not sold.
    const { calendar, rules } = await stayCalendar(db, room, search, hotelToday());
    stayRules = rules;
    if (!rules) room.rates = calendar.averageRates(search.checkIn, search.checkOut);
  }
  // The room type and its nightly rate; the guest rating stays on the page (never on the hotel).
  const jsonLd = roomJsonLd({
    room,
    searched: search !== null,
    settings,
    publicUrl: env.publicUrl,
    lang,
  });
  // The other room types, for a party this one cannot take.
  const others = (await listRoomTypes(db, lang))
    .filter((other) => other.id !== room.id)
    .map((other) => ({ id: other.id, name: other.name, capacity: other.capacity }));
  const maxExtraGuests = settings.maxExtraGuests;
  return {
    i18n,
    room,
    query,
    times,
    others,
    maxExtraGuests,
    facilities: settings.facilities,
    stayRules,
    title: room.name,
    rooms: t("booking:rooms.title"),
    jsonLd,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { room } = loaderData;
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: room ? room.shortDescription : loaderData.title,
    pathname: location.pathname,
    image: room?.images[0],
    noindex: !room,
    jsonLd: loaderData.jsonLd ?? undefined,
    parents: "rooms" in loaderData ? [{ name: loaderData.rooms, pathname: "/rooms" }] : [],
  });
}

function RoomError() {
  const { t } = useTranslation("booking");
  const location = useLocation();
  return (
    <StatusPanel
      title={t("room.notFoundTitle")}
      message={t("room.error")}
      linkTo={withLang("/rooms", location.search)}
      linkLabel={t("room.backToRooms")}
    />
  );
}

export default function RoomDetail({ loaderData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language as Lang;
  const navigation = useNavigation();
  const location = useLocation();
  const { room, query, times, others, maxExtraGuests, stayRules } = loaderData;
  // The strip names only what the hotel offers; one that offers none of them shows none.
  const included = room
    ? (
        [
          ["wifi", Wifi, t("room.premiumWifi")],
          ["pool", Waves, t("room.premiumPool")],
          ["roomService", UtensilsCrossed, t("room.premiumRoomService")],
        ] as const
      ).filter(([facility]) => loaderData.facilities?.includes(facility))
    : [];

  if (navigation.state === "loading" && navigation.location?.pathname.startsWith("/rooms/")) {
    return (
      <p aria-live="polite" className="py-24 text-center text-ink-muted">
        {t("room.loading")}
      </p>
    );
  }
  if (!room) return <RoomError />;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-32 pt-8 lg:pb-20">
      <Link
        to={withLang("/rooms", location.search)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-ocean-700 underline"
      >
        {t("room.backToRooms")}
      </Link>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-ink">{room.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-3">
            <StarRating rating={room.rating} />
            <span className="text-sm text-ink-muted">
              {t("room.reviews", { count: room.reviews })}
            </span>
          </p>
        </div>
        <p className={`text-sm ${room.available <= 1 ? "text-danger" : "text-ink-muted"}`}>
          <Trans
            t={t}
            i18nKey="room.available"
            count={room.available}
            components={{ strong: <strong className={room.available <= 1 ? "text-base" : ""} /> }}
          />
        </p>
      </div>

      {/* On a phone the booking panel comes first; beside the room from 1024 px. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside
          aria-labelledby="book-heading"
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start"
        >
          {stayRules ? (
            <div className="mb-4">
              <RestrictionNotice
                restriction={stayRules.restriction}
                suggestion={stayRules.suggestion}
                suggestionHref={(dates) => {
                  const params = new URLSearchParams(location.search);
                  params.set("checkIn", dates.checkIn);
                  params.set("checkOut", dates.checkOut);
                  return `/rooms/${room.id}?${params.toString()}`;
                }}
              />
            </div>
          ) : null}
          <BookingPanel
            key={location.search}
            room={room}
            query={query}
            lang={lang}
            others={others}
            maxExtraGuests={maxExtraGuests}
          />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <RoomCarousel
            images={room.images}
            alts={room.imageAlts}
            pending={room.imagesPending}
            roomName={room.name}
          />

          <TitledSection id="about-heading" title={t("room.about")} className="mt-8">
            <p className="mt-3 leading-relaxed text-ink">{room.description}</p>
          </TitledSection>

          <TitledSection id="amenities-heading" title={t("room.amenities")} className="mt-8">
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {room.amenities.map((amenity) => (
                <li key={amenity} className="flex items-center gap-2 text-ink">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-palm-600" />
                  {amenity}
                </li>
              ))}
            </ul>
          </TitledSection>

          <FoldOnPhone
            data-testid="room-information"
            id="info-heading"
            title={t("room.information")}
            className="mt-8"
          >
            <section aria-labelledby="info-heading" className="mt-2">
              <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {[
                  {
                    icon: Maximize2,
                    term: t("room.size"),
                    value: <LtrRun>{t("rooms.size", { size: room.size })}</LtrRun>,
                  },
                  {
                    icon: Users,
                    term: t("room.occupancyLabel"),
                    value: t("room.upTo", { count: room.capacity }),
                  },
                  {
                    icon: BedDouble,
                    term: t("room.bedType"),
                    value: t(`room.bedTypes.${room.bedType}`, { defaultValue: room.bedType }),
                  },
                  {
                    icon: Eye,
                    term: t("room.view"),
                    value: t(`room.views.${room.view}`, { defaultValue: room.view }),
                  },
                  {
                    icon: Clock,
                    term: t("room.checkIn"),
                    value: t("room.checkInFrom", { time: formatTime(times.checkInTime, lang) }),
                  },
                  {
                    icon: Clock,
                    term: t("room.checkOut"),
                    value: t("room.checkOutUntil", { time: formatTime(times.checkOutTime, lang) }),
                  },
                ].map(({ icon: Icon, term, value }) => (
                  <div
                    key={term}
                    className="relative rounded-lg bg-sand-50 p-3 ps-11 ring-1 ring-sand-200"
                  >
                    <dt className="text-sm text-ink-muted">
                      <Icon
                        aria-hidden="true"
                        className="absolute start-3 top-3.5 size-5 text-ocean-700"
                      />
                      {term}
                    </dt>
                    <dd className="font-semibold text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </FoldOnPhone>

          <FoldOnPhone
            data-testid="room-calendar"
            id="availability-heading"
            title={t("booking.availabilityTitle")}
            className="mt-8"
          >
            <AvailabilitySection
              roomId={room.id}
              roomName={room.name}
              titled={false}
              className="mt-2"
            />
          </FoldOnPhone>
        </div>
      </div>

      <BookBar room={room} query={query} lang={lang} maxExtraGuests={maxExtraGuests} />

      {included.length > 0 ? (
        <TitledCard
          id="premium-heading"
          title={t("room.premium")}
          tone="ocean"
          padding="roomy"
          className="mt-12"
        >
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {included.map(([facility, Icon, label]) => (
              <li key={facility} className="flex items-center gap-3">
                <Icon aria-hidden="true" className="size-6 text-sand-200" />
                {label}
              </li>
            ))}
          </ul>
        </TitledCard>
      ) : null}
    </div>
  );
}

/**
 * The side panel: the rate for the party's occupancy (core/party.ts) and meal, the
 * stay and party, and Book Now. A party the room cannot take is told why and offered
 * more rooms or the room types that take it; it never reaches the booking form.
 */
function BookingPanel({
  room,
  query,
  lang,
  others,
  maxExtraGuests,
}: {
  room: RoomTypeDto;
  query: StayQuery;
  lang: Lang;
  others: { id: number; name: string; capacity: number }[];
  maxExtraGuests: number;
}) {
  const { t } = useTranslation("booking");
  const location = useLocation();
  const noticeRef = useRef<HTMLDivElement>(null);
  const singleOnly = room.capacity < 2;
  const [party, setParty] = useState<PartyChoice>(() => partyChoice(query));
  const [meal, setMeal] = useState<"bedOnly" | "breakfast">("bedOnly");
  const stayParty = party;
  const fit = fitParty(room.capacity, stayParty, maxExtraGuests);
  const occupancy = fit.isDoubleOccupancy ? "double" : "single";
  const choice = {
    isDoubleOccupancy: fit.isDoubleOccupancy,
    includeBreakfast: meal === "breakfast",
  };
  const rate = nightlyRate(room.rates, choice);
  const rack = room.rackRates ? nightlyRate(room.rackRates, choice) : null;
  const langParam = new URLSearchParams(location.search).get("lang");
  const extra: Record<string, string> = langParam ? { lang: langParam } : {};
  const hidden: Record<string, string> = { roomId: String(room.id) };
  if (choice.includeBreakfast) hidden.breakfast = "1";
  const stay = { ...query, ...stayParty };
  const dated = Boolean(query.checkIn && query.checkOut);
  const linkTo = (roomId: number, rooms: number) =>
    dated
      ? `/booking?${stayQueryString({ ...stay, rooms }, { ...extra, roomId: String(roomId) })}`
      : `/rooms/${roomId}?${stayQueryString({ ...stay, rooms }, extra)}`;

  // Occupancy is the party seen from the rate: choosing it sets the guests.
  const chooseOccupancy = (value: "single" | "double") => {
    if (value === "single") setParty({ adults: party.rooms, children: 0, rooms: party.rooms });
    else if (party.adults <= party.rooms)
      setParty(partyChoice({ ...party, adults: 2 * party.rooms }));
  };

  return (
    <div className={cardClass({ className: "shadow-lg" })}>
      <CardTitle id="book-heading">{t("room.bookYourStay")}</CardTitle>
      <p className="mt-3">
        <span
          data-testid="room-rate"
          className="text-3xl font-semibold tabular-nums text-ocean-800"
        >
          <Money amount={rate} />
        </span>{" "}
        <span className="text-ink-muted">{t("room.perNight")}</span>
        <ApproxPrice kes={rate} className="block text-ink-muted" />
      </p>
      {rack ? (
        <p className="text-sm text-ink-muted">
          <s>{t("rooms.standardRate", { price: kshInText(rack, lang) })}</s>
        </p>
      ) : null}
      <div className="mt-4 grid gap-3">
        <ChoiceGroup
          legend={t("room.occupancy")}
          name="occupancy"
          value={occupancy}
          onChange={chooseOccupancy}
          hint={singleOnly ? t("room.singleOnly") : t("party.occupancyHint")}
          options={[
            { value: "single", label: t("room.single") },
            { value: "double", label: t("room.double"), disabled: singleOnly },
          ]}
        />
        <ChoiceGroup
          legend={t("room.meals")}
          name="meal"
          value={meal}
          onChange={setMeal}
          options={[
            { value: "bedOnly", label: t("room.bedOnly") },
            { value: "breakfast", label: t("room.bedAndBreakfast") },
          ]}
        />
      </div>
      {fit.fits ? null : (
        <div className="mt-4">
          <PartyNotice
            ref={noticeRef}
            roomName={room.name}
            capacity={room.capacity}
            party={stayParty}
            fit={fit}
            moreRoomsHref={(rooms) => linkTo(room.id, rooms)}
            alternatives={others
              .filter((other) => fitParty(other.capacity, stayParty, maxExtraGuests).fits)
              .map((other) => ({
                id: other.id,
                name: other.name,
                href: linkTo(other.id, stayParty.rooms),
              }))}
          />
        </div>
      )}
      <div className="mt-4 border-t border-sand-200 pt-4">
        <SearchBar
          lang={lang}
          initial={query}
          action="/booking"
          hidden={hidden}
          submitLabel={t("rooms.bookNow")}
          variant="panel"
          party={party}
          onPartyChange={setParty}
          prices={{ roomId: room.id, ...choice }}
          canSubmit={(next) => {
            if (fitParty(room.capacity, next, maxExtraGuests).fits) return true;
            noticeRef.current?.focus();
            return false;
          }}
        />
      </div>
    </div>
  );
}

/**
 * Below 1024 px, a bar fixed at the bottom of the screen: the rate for the party, the
 * dates and Book (the booking form when dates are chosen, else the panel to choose them).
 */
function BookBar({
  room,
  query,
  lang,
  maxExtraGuests,
}: {
  room: RoomTypeDto;
  query: StayQuery;
  lang: Lang;
  maxExtraGuests: number;
}) {
  const { t } = useTranslation("booking");
  const location = useLocation();
  const party = { adults: query.adults, children: query.children, rooms: query.rooms };
  const fit = fitParty(room.capacity, party, maxExtraGuests);
  const rate = nightlyRate(room.rates, {
    isDoubleOccupancy: fit.isDoubleOccupancy,
    includeBreakfast: false,
  });
  // Only real dates (a hostile or mistyped link's are left out, as the search bar does).
  const checkIn = urlDate(query.checkIn);
  const checkOut = urlDate(query.checkOut);
  const dated = Boolean(checkIn && checkOut);
  const langParam = new URLSearchParams(location.search).get("lang");
  const extra: Record<string, string> = langParam ? { lang: langParam } : {};
  const href =
    dated && fit.fits
      ? `/booking?${stayQueryString(query, { ...extra, roomId: String(room.id) })}`
      : "#book-heading";
  return (
    <div
      data-testid="book-bar"
      data-book-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white/95 px-4 py-2 shadow-lg backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm leading-tight">
          <span className="block font-semibold tabular-nums text-ocean-800">
            {t("bookBar.rate", { price: kshInText(rate, lang) })}
          </span>
          <span className="block truncate text-ink-muted" data-testid="book-bar-dates">
            {dated
              ? t("bookBar.dates", {
                  checkIn: formatDate(checkIn, lang),
                  checkOut: formatDate(checkOut, lang),
                })
              : t("bookBar.noDates")}
          </span>
        </p>
        <Link to={href} className={buttonClass({ variant: "accent", className: "shrink-0" })}>
          {t("rooms.bookNow")}
        </Link>
      </div>
    </div>
  );
}
