import { useTranslation } from "react-i18next";
import { data, redirect, useLocation, useNavigation } from "react-router";
import { submitBooking } from "~/booking/submit.server";
import { AvailabilitySection } from "~/components/booking/availability-calendar-section";
import { BookingForm } from "~/components/booking/booking-form";
import { BookingSummary } from "~/components/booking/booking-summary";
import { GoodToKnow } from "~/components/booking/good-to-know";
import { PartyNotice } from "~/components/booking/party-notice";
import { RestrictionNotice } from "~/components/booking/restriction-notice";
import { SearchBar } from "~/components/booking/search-bar";
import { stayQueryString } from "~/components/booking/search-params";
import { StatusPanel } from "~/components/booking/status-panel";
import { readStayQuery } from "~/components/booking/stay-query";
import { withLang } from "~/components/shell/nav-links";
import { routeResources } from "~/i18n/route-resources.server";
import { serverTranslator } from "~/i18n/server-t.server";
import { useRouteResources } from "~/i18n/use-route-resources";
import { rootFromMatches, seoMeta } from "~/seo";
import { failureInit } from "~/ssr/failure.server";
import { stayCancellationTerms } from "~core/cancellation";
import { hotelToday } from "~core/dates";
import { depositFor } from "~core/deposit";
import type { Lang } from "~core/i18n/languages";
import { requestLanguage } from "~core/i18n/request-language";
import { fitParty } from "~core/party";
import { quoteStay, stayNights } from "~core/pricing";
import { idFromParam } from "~core/schemas/text";
import { freeRoomsByType, pricingPolicy } from "~server/services/booking/availability";
import { stayCalendar } from "~server/services/booking/rate-calendar";
import { getRoomType, listRoomTypes } from "~server/services/content/rooms";
import { isPesapalActive } from "~server/services/payments/config";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/booking";

export async function loader({ request, context }: Route.LoaderArgs) {
  const i18n = routeResources(request, ["booking", "payment"]);
  const { db, logger } = context.services;
  const { lang, t } = serverTranslator(request);
  const url = new URL(request.url);
  const params = url.searchParams;
  const settings = await getSiteSettings(db);
  const head = {
    title: t("booking:booking.title"),
    description: t("booking:booking.metaDescription", { hotel: settings.hotelName }),
  };
  const given = ["roomId", "checkIn", "checkOut"].filter((key) => params.get(key));
  const { query, search } = readStayQuery(params);
  // The header's Book Now: a guest starting to book, not an error.
  if (given.length === 0) return { i18n, mode: "start" as const, ...head, query };
  // No room chosen (or no dates): to the rooms, with the dates and party the guest gave.
  if (given.length < 3) {
    const keep = new URLSearchParams({ notice: "booking-missing" });
    for (const key of ["checkIn", "checkOut", "adults", "children", "rooms", "lang"]) {
      const value = params.get(key);
      if (value) keep.set(key, value);
    }
    throw redirect(`/rooms?${keep.toString()}`);
  }
  // Dates or a party the site does not sell: back to the search, which names the reason
  // and keeps the values.
  if (!search || search.checkIn < hotelToday()) {
    const keep = new URLSearchParams();
    for (const key of ["checkIn", "checkOut", "adults", "children", "rooms", "lang"]) {
      const value = params.get(key);
      if (value) keep.set(key, value);
    }
    throw redirect(`/rooms?${keep.toString()}`);
  }

  const roomId = idFromParam(params.get("roomId"));
  const policy = pricingPolicy(settings);
  const info = {
    checkInTime: settings.checkInTime,
    checkOutTime: settings.checkOutTime,
    lateCheckoutUntil: settings.lateCheckoutUntil,
    lateCheckoutCharge: settings.lateCheckoutCharge,
    transferVanPrice: settings.transferVanPrice,
    facilities: settings.facilities,
  };
  try {
    const room = roomId === null ? null : await getRoomType(db, roomId, lang);
    if (!room) {
      return data({ i18n, mode: "error" as const, ...head, query }, { status: 404 });
    }
    const party = { adults: search.adults, children: search.children, rooms: search.rooms };
    const fit = fitParty(room.capacity, party, settings.maxExtraGuests);
    if (!fit.fits) {
      // The form is never offered to a party the room cannot hold: why, and what fits.
      const others = (await listRoomTypes(db, lang)).filter(
        (other) =>
          other.id !== room.id && fitParty(other.capacity, party, settings.maxExtraGuests).fits,
      );
      return {
        i18n,
        mode: "party" as const,
        ...head,
        query,
        search,
        room: { id: room.id, name: room.name, capacity: room.capacity },
        fit,
        alternatives: others.map((other) => ({ id: other.id, name: other.name })),
      };
    }
    // Dates the rate calendar does not sell: why, and the nearest ones that do (the page
    // shows that instead of the form, unless a refused post brings back what was typed).
    const { calendar, rules } = await stayCalendar(db, room, search, hotelToday());
    const payOnline = await isPesapalActive(db);
    const free =
      (await freeRoomsByType(context.services, [room], search.checkIn, search.checkOut)).get(
        room.id,
      ) ?? 0;
    const includeBreakfast = params.get("breakfast") === "1";
    // The cancellation terms of this stay if booked now, as cancelling it would apply them
    // (the options change the total only, which the charge never exceeds; a promo code's
    // quote from GET /api/quote brings its own).
    const cancellation = stayCancellationTerms(
      {
        ...quoteStay(
          calendar.rates,
          {
            checkIn: search.checkIn,
            checkOut: search.checkOut,
            roomCount: search.rooms,
            includeBreakfast,
            isDoubleOccupancy: fit.isDoubleOccupancy,
            needsLateCheckout: false,
            extraGuests: 0,
          },
          policy,
        ),
        checkIn: search.checkIn,
      },
      settings.cancellationPolicy,
      settings.checkInTime,
    );
    return {
      i18n,
      mode: "form" as const,
      ...head,
      query,
      search,
      room,
      free,
      rules,
      payOnline,
      // A deposit online, the rest at the hotel (core/deposit.ts; the server asks it again).
      deposit: payOnline && settings.deposit.mode !== "none" ? settings.deposit : null,
      formKey: crypto.randomUUID(),
      policy,
      // Each night's rates, for the form's live quote (the server prices it again).
      nightRates: stayNights(search.checkIn, search.checkOut).map((date) => ({
        date,
        rates: calendar.night(date).rates,
      })),
      info,
      fit,
      initialOptions: { isDoubleOccupancy: fit.isDoubleOccupancy, includeBreakfast },
      cancellation,
    };
  } catch (cause) {
    logger.error({ err: cause }, "booking page: loading the room failed");
    return data({ i18n, mode: "error" as const, ...head, query }, failureInit(cause));
  }
}

/**
 * The guest form posted without JavaScript (with it, the form posts to /api/bookings):
 * a redirect to the confirmation or payment page, or the typed values and the problem.
 * React Router refuses a post whose Origin is another site (400) before it gets here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const params = new URL(request.url).searchParams;
  const { search } = readStayQuery(params);
  const roomId = idFromParam(params.get("roomId"));
  if (!search || roomId === null) {
    const langParam = params.get("lang");
    throw redirect(`/rooms?notice=booking-missing${langParam ? `&lang=${langParam}` : ""}`);
  }
  const result = await submitBooking(context, await request.formData(), {
    roomId,
    search,
    lang: requestLanguage(request),
  });
  if (result.ok) throw redirect(result.location);
  const headers = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined;
  return data(
    {
      values: result.values,
      failure: result.failure,
      promoCode: result.promoCode,
      ...(result.promoQuote ? { promoQuote: result.promoQuote } : {}),
    },
    { status: result.status, headers },
  );
}

/** A refused post's Retry-After (429, 503) reaches the guest's browser too. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta(rootFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    pathname: location.pathname,
    // A guest's own search (room, dates, party) is not a page for search engines; the
    // plain form is, in every language (`?lang=` alone keeps it indexable).
    noindex: [...new URLSearchParams(location.search).keys()].some((key) => key !== "lang"),
  });
}

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language as Lang;
  const navigation = useNavigation();
  const location = useLocation();

  if (navigation.state === "loading" && navigation.location?.pathname === "/booking") {
    return (
      <p aria-live="polite" className="py-24 text-center text-ink-muted">
        {t("booking.loading")}
      </p>
    );
  }

  if (loaderData.mode === "start") {
    return (
      <div className="mx-auto max-w-5xl px-4 pb-20 pt-10">
        <h1 id="start-heading" className="font-display text-4xl text-ink">
          {t("booking.startTitle")}
        </h1>
        <p className="mt-3 max-w-2xl text-ink-muted">{t("booking.startPrompt")}</p>
        <div className="mt-8">
          <SearchBar lang={lang} initial={loaderData.query} headingId="start-heading" />
        </div>
      </div>
    );
  }

  if (loaderData.mode === "error") {
    return (
      <StatusPanel
        title={t("booking.title")}
        message={t("booking.error")}
        linkTo={withLang("/rooms", location.search)}
        linkLabel={t("booking.backToRooms")}
      />
    );
  }

  if (loaderData.mode === "party") {
    const { room, search, fit, alternatives } = loaderData;
    const langParam = new URLSearchParams(location.search).get("lang");
    const extra: Record<string, string> = langParam ? { lang: langParam } : {};
    const party = { adults: search.adults, children: search.children, rooms: search.rooms };
    const bookingHref = (roomId: number, rooms: number) =>
      `/booking?${stayQueryString({ ...search, rooms }, { ...extra, roomId: String(roomId) })}`;
    return (
      <div className="mx-auto max-w-3xl px-4 pb-20 pt-10">
        <h1 className="font-display text-4xl text-ink">{t("booking.title")}</h1>
        <div className="mt-6">
          <PartyNotice
            roomName={room.name}
            capacity={room.capacity}
            party={party}
            fit={fit}
            moreRoomsHref={(rooms) => bookingHref(room.id, rooms)}
            alternatives={alternatives.map((other) => ({
              ...other,
              href: bookingHref(other.id, search.rooms),
            }))}
            changeHref={`/rooms/${room.id}?${stayQueryString(search, extra)}`}
          />
        </div>
      </div>
    );
  }

  if (loaderData.rules && !actionData) {
    const { room, search } = loaderData;
    const { restriction, suggestion } = loaderData.rules;
    const langParam = new URLSearchParams(location.search).get("lang");
    const extra: Record<string, string> = langParam ? { lang: langParam } : {};
    return (
      <div className="mx-auto max-w-3xl px-4 pb-20 pt-10">
        <h1 className="font-display text-4xl text-ink">{t("booking.title")}</h1>
        <h2 className="mt-6 font-display text-2xl text-ink">{room.name}</h2>
        <div className="mt-4">
          <RestrictionNotice
            restriction={restriction}
            suggestion={suggestion}
            suggestionHref={(dates) =>
              `/booking?${stayQueryString({ ...search, ...dates }, { ...extra, roomId: String(room.id) })}`
            }
          />
        </div>
        <div className="mt-8">
          <SearchBar lang={lang} initial={loaderData.query} />
        </div>
      </div>
    );
  }

  const {
    room,
    search,
    policy,
    info,
    free,
    fit,
    initialOptions,
    payOnline,
    deposit,
    formKey,
    nightRates,
    cancellation,
  } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 pt-8">
      <h1 className="font-display text-4xl text-ink">{t("booking.title")}</h1>
      <BookingForm
        key={location.search}
        room={room}
        stay={search}
        policy={policy}
        nightRates={nightRates}
        lateCheckoutUntil={info.lateCheckoutUntil}
        soldOut={free < search.rooms}
        initialOptions={initialOptions}
        maxExtraGuests={fit.maxExtraGuests}
        payOnline={payOnline}
        deposit={deposit}
        submitted={actionData}
        formKey={formKey}
        cancellation={cancellation}
        renderSummary={(quote, promoCode) => (
          <BookingSummary
            room={room}
            stay={search}
            quote={quote}
            lang={lang}
            promoCode={promoCode}
            deposit={depositFor(quote, deposit)}
          />
        )}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <GoodToKnow info={info} />
          <AvailabilitySection roomId={room.id} roomName={room.name} />
        </div>
      </div>
    </div>
  );
}
