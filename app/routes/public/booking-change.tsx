/**
 * /booking/change?ref=&token=: the guest changes the dates, room type or party of their
 * booking. Two steps, both plain form posts (they work without JavaScript):
 * "Check availability and price" asks the server for the new total and how the
 * difference is settled; "Confirm the change" sends the total and booking version the
 * guest saw, and the server takes the rooms and prices it again. A higher total on a
 * paid booking goes on to Pesapal for the difference.
 */

import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { bookingKey, keepLang } from "~/booking/manage";
import { loadManagedBooking, NO_STORE } from "~/booking/manage.server";
import { type RefusalCode, refusalText } from "~/booking/refusal-messages";
import { ManageAlert, ManageBlocked, ManagePage } from "~/components/booking/manage-page";
import { PartyFields } from "~/components/booking/party-fields";
import { buttonClass } from "~/components/ui/button";
import { CardTitle, cardClass, TitledCard } from "~/components/ui/card";
import { Label } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Money } from "~/components/ui/ltr-run";
import { Select } from "~/components/ui/select";
import { useRouteResources } from "~/i18n/use-route-resources";
import { privatePageMeta } from "~/seo";
import { isolate, kshInText } from "~core/bidi";
import type { ManageBlock } from "~core/cancellation";
import { hotelToday } from "~core/dates";
import { errorCodeOf } from "~core/error-codes";
import { formatDate } from "~core/format";
import { addDaysIso } from "~core/pricing";
import type { StayRestriction } from "~core/rate-calendar";
import { BOOKING_HORIZON_DAYS } from "~core/schemas/booking";
import { promoRefusalKey } from "~core/schemas/promo-codes";
import type { ChangeQuote } from "~server/services/booking/booking-change";
import { changeGuestBooking } from "~server/services/booking/booking-commands";
import { activeRoomTypes } from "~server/services/content/rooms";
import type { Route } from "./+types/booking-change";
import { BookingNotFound } from "./booking-confirmation";

const FIELDS = [
  "roomId",
  "checkIn",
  "checkOut",
  "adults",
  "children",
  "roomCount",
  "extraGuests",
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { i18n, booking, settings, contact, title } = await loadManagedBooking(
    request,
    context.services,
    "booking:manage.change.title",
  );
  const rooms = (await activeRoomTypes(context.services.db)).map(({ row: room }) => ({
    id: room.id,
    name: room.name,
    capacity: room.capacity,
  }));
  const today = hotelToday();
  return data(
    {
      i18n,
      booking,
      rooms,
      maxExtraGuests: settings.maxExtraGuests,
      contact,
      dates: { min: today, max: addDaysIso(today, BOOKING_HORIZON_DAYS) },
      title,
    },
    { status: booking ? 200 : 404, headers: NO_STORE },
  );
}

/** Which field a refusal of the server belongs to, and its translated message key. */
type FieldError = { field: string; key: string; max?: number };
/** A refusal by its code, with what its message names. */
type ChangeError = { code: RefusalCode; block?: ManageBlock; restriction?: StayRestriction };

const FIELD_KEYS: Record<string, string> = {
  checkIn: "checkIn",
  checkOut: "checkOut",
  roomId: "room",
  adults: "tooMany",
  children: "tooMany",
  roomCount: "adultPerRoom",
  extraGuests: "extraGuests",
};

function fieldErrors(errors: Record<string, string> | undefined): FieldError[] {
  return Object.entries(errors ?? {}).map(([field, message]) => ({
    field,
    // A promo code that does not cover the new stay: its reason (`booking:promo.<key>`).
    key:
      field === "promoCode"
        ? (promoRefusalKey(message) ?? "invalid")
        : (FIELD_KEYS[field] ?? "failed"),
    ...(field === "extraGuests" ? { max: Number(/(\d+)\s*$/.exec(message)?.[1] ?? 0) } : {}),
  }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const key = bookingKey(request);
  const form = await request.formData();
  const values = Object.fromEntries(
    FIELDS.map((name) => [name, String(form.get(name) ?? "").slice(0, 12)]),
  ) as Values;
  const confirming = form.get("intent") === "confirm";
  // Form fields are text: the room id is read as a number (the counts coerce themselves).
  const input = {
    ...values,
    roomId: /^\d{1,10}$/.test(values.roomId) ? Number(values.roomId) : values.roomId,
    ...(confirming
      ? { expectedTotal: Number(form.get("expectedTotal")), version: Number(form.get("version")) }
      : {}),
  };
  const result = await changeGuestBooking(
    context.services,
    key,
    input,
    confirming ? "confirm" : "quote",
  );
  const answer = (status: number, error: ChangeError | null, fields: FieldError[] = []) =>
    data({ values, quote: null, error, fields }, { status, headers: NO_STORE });
  if (result.ok && result.step === "quote") {
    return data({ values, quote: result.quote, error: null, fields: [] }, { headers: NO_STORE });
  }
  if (result.ok) {
    if (result.redirectUrl) throw redirect(result.redirectUrl);
    const back = `/booking/confirmation?ref=${encodeURIComponent(result.reference)}&token=${encodeURIComponent(key.token)}&notice=changed`;
    throw redirect(key.lang ? `${back}&lang=${encodeURIComponent(key.lang)}` : back);
  }
  switch (result.kind) {
    case "invalid":
      return answer(400, null, fieldErrors(result.fields));
    // Confirmed without the total and version the guest saw: the price is shown again.
    case "unconfirmed":
      return answer(400, { code: "price_changed" });
    case "priceChanged":
      // The new price is shown again for the guest to confirm.
      return data(
        {
          values,
          quote: result.changeQuote,
          error: { code: result.code } as ChangeError,
          fields: [],
        },
        { status: 409, headers: NO_STORE },
      );
    case "blocked":
      return answer(result.status, { code: result.code, block: result.block });
    case "restricted":
      return answer(result.status, { code: result.code, restriction: result.restriction });
    default:
      return answer(result.status, { code: errorCodeOf(result) });
  }
}

export function meta(args: Route.MetaArgs) {
  return privatePageMeta(args);
}

const SECONDARY = buttonClass({ variant: "secondary" });
const PRIMARY = buttonClass();

export default function ChangeBooking({ loaderData, actionData }: Route.ComponentProps) {
  useRouteResources(loaderData.i18n);
  const { t, i18n } = useTranslation("booking");
  const location = useLocation();
  const navigation = useNavigation();
  const { booking, rooms, maxExtraGuests, contact, dates } = loaderData;
  if (!booking) return <BookingNotFound />;
  const lang = i18n.language;
  const back = keepLang(booking.confirmationPath, location.search);
  const values: Values = actionData?.values ?? {
    roomId: String(booking.room.id),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    adults: String(booking.adults),
    children: String(booking.children),
    roomCount: String(booking.roomCount),
    extraGuests: String(booking.extraGuests),
  };
  const quote: ChangeQuote | null = actionData?.quote ?? null;
  const fields = actionData?.fields ?? [];
  const fieldError = (name: string) => fields.find((f) => f.field === name);
  const error = actionData?.error ?? null;
  const busy = navigation.state === "submitting";
  const errorText = error
    ? refusalText(t, lang, "change", error.code, error)
    : fieldError("promoCode")
      ? t(`promo.${fieldError("promoCode")?.key}`)
      : null;

  // Error ids are `<name>-error` (not the Field primitive's `change-<name>-error`).
  const control = (name: keyof Values) => ({
    id: `change-${name}`,
    name,
    defaultValue: values[name],
    "aria-invalid": fieldError(name) ? (true as const) : undefined,
    "aria-describedby": fieldError(name) ? `${name}-error` : undefined,
  });
  const field = (name: keyof Values, label: string, input: ReactNode) => {
    const found = fieldError(name);
    return (
      <div>
        <Label htmlFor={`change-${name}`}>{label}</Label>
        {input}
        {found ? (
          <p id={`${name}-error`} className="mt-1 text-sm font-medium text-danger">
            {t(`manage.change.errors.${found.key}`, { max: found.max ?? maxExtraGuests })}
          </p>
        ) : null}
      </div>
    );
  };
  const partyError = (name: keyof Values) => {
    const found = fieldError(name);
    return found
      ? t(`manage.change.errors.${found.key}`, { max: found.max ?? maxExtraGuests })
      : undefined;
  };
  const numberSelect = (name: keyof Values, label: string, from: number, to: number) =>
    field(
      name,
      label,
      <Select {...control(name)}>
        {Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Select>,
    );

  if (!booking.manage.canChange) {
    return (
      <ManagePage title={t("manage.change.title")}>
        <ManageBlocked
          message={t(`manage.blocked.${booking.manage.changeBlock ?? "ended"}`)}
          contact={contact}
          back={back}
        />
      </ManagePage>
    );
  }

  return (
    <ManagePage
      title={t("manage.change.title")}
      intro={t("manage.change.intro", { reference: isolate(booking.reference, lang) })}
    >
      <TitledCard id="change-current" title={t("manage.change.current")} className="mt-6">
        <p className="mt-1 text-ink-muted">
          {booking.room.name} · {formatDate(booking.checkIn, lang)} –{" "}
          {formatDate(booking.checkOut, lang)} · <Money amount={booking.price.total} />
        </p>
      </TitledCard>
      <ManageAlert text={errorText} />
      <Form method="post" noValidate className={cardClass({ className: "mt-6 grid gap-4" })}>
        <CardTitle>{t("manage.change.newStay")}</CardTitle>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            "checkIn",
            t("booking.checkIn"),
            <Input {...control("checkIn")} type="date" required min={dates.min} max={dates.max} />,
          )}
          {field(
            "checkOut",
            t("booking.checkOut"),
            <Input {...control("checkOut")} type="date" required min={dates.min} />,
          )}
        </div>
        {field(
          "roomId",
          t("manage.change.room"),
          <Select {...control("roomId")}>
            {rooms.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </Select>,
        )}
        {/* The search bars' party picker, posted with this form (its rooms field is roomCount). */}
        <PartyFields
          id="change"
          party={{
            adults: Number(values.adults) || 1,
            children: Number(values.children) || 0,
            rooms: Number(values.roomCount) || 1,
          }}
          roomsName="roomCount"
          errors={{
            adults: partyError("adults"),
            children: partyError("children"),
            rooms: partyError("roomCount"),
          }}
        />
        <div className="grid grid-cols-3 gap-2">
          {numberSelect("extraGuests", t("booking.extraGuests"), 0, maxExtraGuests)}
        </div>
        <p className="text-sm text-ink-muted">{t("manage.change.keepsExtras")}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="quote"
            disabled={busy}
            className={quote ? SECONDARY : PRIMARY}
          >
            {busy && navigation.formData?.get("intent") === "quote"
              ? t("manage.change.checking")
              : t("manage.change.checkQuote")}
          </button>
          <Link to={back} className={SECONDARY}>
            {t("manage.change.back")}
          </Link>
        </div>
        {quote ? (
          <section
            aria-labelledby="change-quote"
            data-testid="change-quote"
            className="mt-2 rounded-xl bg-sand-100 p-4 ring-1 ring-sand-300"
          >
            <h3 id="change-quote" className="font-display text-xl text-ink">
              {t("manage.change.quoteHeading")}
            </h3>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-ink">
              <dt>{t("manage.change.oldTotal")}</dt>
              <dd className="text-end">
                <Money amount={quote.oldTotal} />
              </dd>
              <dt className="font-semibold">{t("manage.change.newTotal")}</dt>
              <dd className="text-end font-semibold">
                <Money amount={quote.newTotal} />
              </dd>
              <dt>{t("manage.change.difference")}</dt>
              <dd className="text-end">
                <Money
                  amount={Math.abs(quote.difference)}
                  sign={quote.difference > 0 ? "+" : quote.difference < 0 ? "−" : ""}
                />
              </dd>
            </dl>
            <p className="mt-3 text-ink" role="status">
              {t(
                quote.settlement === "at_hotel" && quote.paid > 0
                  ? "manage.change.settlement.at_hotel_credit"
                  : `manage.change.settlement.${quote.settlement}`,
                { amount: kshInText(quote.amount, lang) },
              )}
            </p>
            <input type="hidden" name="expectedTotal" value={quote.newTotal} />
            <input type="hidden" name="version" value={quote.version} />
            <button
              type="submit"
              name="intent"
              value="confirm"
              disabled={busy}
              className={`mt-4 ${PRIMARY}`}
            >
              {busy && navigation.formData?.get("intent") === "confirm"
                ? t("manage.change.confirming")
                : t("manage.change.confirm")}
            </button>
          </section>
        ) : null}
      </Form>
    </ManagePage>
  );
}
