import type { TFunction } from "i18next";
import { BedDouble, CalendarPlus, CreditCard, Pencil, Printer, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { deadlineText, keepLang } from "~/booking/manage";
import { buttonClass } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { isolate, kshInText } from "~core/bidi";
import { stayEnded, stayStands } from "~core/booking-state";
import { hotelTimeZone } from "~core/dates";
import { DATE_LOCALES, formatDateAndTime, ltr } from "~core/format";
import type { Lang } from "~core/i18n/languages";
import type { BookingViewDto } from "~core/types";
import { withLang } from "../shell/nav-links";
import { guestsLabel, PriceLines, SummaryRow } from "./price-lines";
import { RoomImage } from "./room-image";

/** The end of a payment hold in hotel time, in the page's language. */
function holdTime(iso: string | null, lang: Lang): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat(DATE_LOCALES[lang] ?? "en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: hotelTimeZone(),
  }).format(new Date(iso));
}

/** What happens with the money, in the booking's state (the payment page says it too). */
export function moneyNote(
  t: TFunction<"booking">,
  booking: Pick<BookingViewDto, "state" | "amountPaid" | "refundAmount"> & {
    manage?: Pick<BookingViewDto["manage"], "balanceDue" | "netPaid" | "dueAtHotel">;
  },
  lang: string,
): string {
  switch (booking.state) {
    case "confirmed":
      return t("booking.payAtHotel");
    case "paid":
      // A deposit: the rest is paid at the hotel.
      if (booking.manage && booking.manage.dueAtHotel > 0) {
        return t("confirmation.money.depositPaid", {
          paid: kshInText(booking.manage.netPaid, lang),
          amount: kshInText(booking.manage.dueAtHotel, lang),
        });
      }
      // After a change of the stay: a difference still to pay, or one paid back.
      if (booking.manage && booking.manage.balanceDue > 0) {
        return t("manage.paidWithBalance", {
          paid: kshInText(booking.manage.netPaid, lang),
          amount: kshInText(booking.manage.balanceDue, lang),
        });
      }
      if (booking.manage && booking.refundAmount > 0) {
        return t("manage.paidAfterRefund", {
          paid: kshInText(booking.manage.netPaid, lang),
          refund: kshInText(booking.refundAmount, lang),
        });
      }
      return t("confirmation.money.paid", { amount: kshInText(booking.amountPaid, lang) });
    case "awaiting_payment":
      return t("confirmation.money.awaiting");
    case "refund_requested":
      return t("confirmation.money.refundRequested", {
        amount: kshInText(booking.refundAmount, lang),
      });
    case "refunded":
      return t("confirmation.money.refunded", { amount: kshInText(booking.refundAmount, lang) });
    default:
      return booking.amountPaid > 0
        ? t("confirmation.money.paidNotRefunded", { amount: kshInText(booking.amountPaid, lang) })
        : t("confirmation.money.nothingCharged");
  }
}

const ACTION = buttonClass({ variant: "secondary" });
const PRIMARY_ACTION = buttonClass();

/**
 * A booking as the guest sees it (confirmation page, reached from "find my booking" too):
 * the heading, text and actions of its state (core/booking-state.ts).
 */
export function BookingView({
  booking,
  contact,
  lang,
  search = "",
  payAtHotelNotice = false,
  notice = null,
}: {
  booking: BookingViewDto;
  contact: {
    phone: string;
    email: string;
    checkInTime: string;
    checkOutTime: string;
    lateCheckoutUntil: string;
    city: string;
  };
  lang: Lang;
  /** The page's query string: links keep its ?lang=. */
  search?: string;
  /** Pesapal failed when the guest booked: the booking was taken to pay at the hotel. */
  payAtHotelNotice?: boolean;
  /** A notice of this visit: the guest just changed the stay, or the balance payment failed. */
  notice?: "changed" | "payBalanceFailed" | null;
}) {
  const { t } = useTranslation("booking");
  const token = new URLSearchParams(booking.confirmationPath.split("?")[1]).get("token") ?? "";
  const guests = guestsLabel(t, booking.adults, booking.children);
  const { price, state } = booking;
  const ended = stayEnded(state);
  // Confirmed on a deposit: worded apart from a stay paid in full.
  const stateKey = state === "paid" && booking.manage.dueAtHotel > 0 ? "depositPaid" : state;
  const langParam = new URLSearchParams(search).get("lang");
  return (
    <div className="mx-auto max-w-4xl px-4 pb-20 pt-10">
      <p
        className={`text-sm font-semibold uppercase tracking-wide ${ended ? "text-ink-muted" : "text-palm-700"}`}
      >
        {t(`confirmation.states.${stateKey}.label`)}
      </p>
      <h1 className="mt-1 font-display text-4xl text-ink">
        {t(`confirmation.states.${stateKey}.heading`)}
      </h1>
      {payAtHotelNotice ? (
        <p
          role="status"
          data-testid="pay-at-hotel-notice"
          className="mt-4 rounded-lg bg-sand-100 p-4 font-medium text-ink ring-1 ring-sand-300"
        >
          {t("confirmation.payAtHotelNotice")}
        </p>
      ) : null}
      {notice ? (
        <p
          role="status"
          data-testid="manage-notice"
          className={`mt-4 rounded-lg p-4 font-medium ring-1 ${notice === "changed" ? "bg-palm-600/10 text-palm-700 ring-palm-600/30" : "bg-coral-500/10 text-danger ring-coral-500/30"}`}
        >
          {t(`manage.${notice === "changed" ? "changedNotice" : "payBalanceFailed"}`)}
        </p>
      ) : null}
      <p className="mt-3 text-ink-muted">
        {t(
          state === "expired" && booking.amountPaid > 0
            ? "confirmation.states.expired.bodyPaidLate"
            : `confirmation.states.${stateKey}.body`,
          {
            name: isolate(booking.guest.firstName, lang),
            email: isolate(booking.guest.email, lang),
            time: holdTime(booking.holdExpiresAt, lang),
            city: contact.city,
          },
        )}
      </p>
      <div className="mt-6 inline-flex flex-col rounded-xl bg-ocean-900 px-6 py-4 text-white">
        <span className="text-sm text-ocean-100">{t("confirmation.reference")}</span>
        <span className="font-mono text-3xl font-semibold tracking-wider" dir="ltr">
          {booking.reference}
        </span>
      </div>
      <div className="no-print mt-6 flex flex-wrap gap-3">
        {state === "awaiting_payment" && booking.paymentPath ? (
          <a
            href={`${booking.paymentPath}${langParam ? `&lang=${encodeURIComponent(langParam)}` : ""}`}
            className={PRIMARY_ACTION}
          >
            <CreditCard aria-hidden="true" className="size-4" />
            {t("confirmation.payNow")}
          </a>
        ) : null}
        {stayStands(state) ? (
          <a
            href={`/api/bookings/${booking.reference}/calendar.ics?token=${encodeURIComponent(token)}`}
            download={`booking-${booking.reference}.ics`}
            className={ACTION}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t("confirmation.addToCalendar")}
          </a>
        ) : null}
        {ended ? (
          <a href={withLang("/rooms", search)} className={PRIMARY_ACTION}>
            <BedDouble aria-hidden="true" className="size-4" />
            {t("confirmation.bookAgain")}
          </a>
        ) : null}
        <button type="button" onClick={() => window.print()} className={ACTION}>
          <Printer aria-hidden="true" className="size-4" />
          {t("confirmation.print")}
        </button>
      </div>

      <ManageSection booking={booking} lang={lang} search={search} />

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="stay-heading"
          className="overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200"
        >
          <RoomImage
            src={booking.room.image ?? undefined}
            alt=""
            sizes="(min-width: 768px) 440px, 100vw"
            className="aspect-[16/9] w-full object-cover"
          />
          <div className="p-5">
            <h2 id="stay-heading" className="font-display text-2xl text-ink">
              {t("confirmation.yourStay")}
            </h2>
            <dl className="mt-3 text-sm">
              <SummaryRow term={t("confirmation.room")} value={booking.room.name} />
              <SummaryRow
                term={t("booking.checkIn")}
                value={formatDateAndTime(booking.checkIn, contact.checkInTime, lang)}
              />
              <SummaryRow
                term={t("booking.checkOut")}
                value={formatDateAndTime(
                  booking.checkOut,
                  booking.needsLateCheckout ? contact.lateCheckoutUntil : contact.checkOutTime,
                  lang,
                )}
              />
              <SummaryRow term={t("booking.nights")} value={String(booking.nights)} />
              <SummaryRow term={t("booking.guests")} value={guests} />
              <SummaryRow term={t("booking.rooms")} value={String(booking.roomCount)} />
              {booking.includeBreakfast ? (
                <SummaryRow term={t("room.meals")} value={t("booking.breakfastIncluded")} />
              ) : null}
              <SummaryRow
                term={t("room.occupancy")}
                value={booking.isDoubleOccupancy ? t("room.double") : t("room.single")}
              />
            </dl>
          </div>
        </section>
        <div className="grid content-start gap-6">
          <TitledCard id="price-heading" title={t("confirmation.price")}>
            <div className="mt-3">
              <PriceLines
                price={{
                  ...price,
                  nightRates: price.nights,
                  nights: booking.nights,
                  roomCount: booking.roomCount,
                  extraGuests: booking.extraGuests,
                }}
              />
            </div>
            <p className="mt-3 text-sm text-ink-muted">{moneyNote(t, booking, lang)}</p>
            {booking.cancellationCharge ? (
              <p className="mt-2 text-sm text-ink">
                {t("manage.cancellationCharge", {
                  amount: kshInText(booking.cancellationCharge, lang),
                })}
              </p>
            ) : null}
          </TitledCard>
          <TitledCard id="guest-heading" title={t("confirmation.guest")}>
            <p className="mt-2 text-ink">
              {booking.guest.firstName} {booking.guest.lastName}
            </p>
            <p className="text-sm text-ink-muted" dir="ltr">
              {booking.guest.email} · {booking.guest.phone}
            </p>
            {booking.specialRequests ? (
              <>
                <h3 className="mt-3 text-sm font-semibold text-ink">
                  {t("confirmation.specialRequests")}
                </h3>
                <p className="mt-1 whitespace-pre-line text-sm text-ink">
                  {booking.specialRequests}
                </p>
              </>
            ) : null}
          </TitledCard>
        </div>
      </div>
      <p className="mt-8 text-ink">
        {t("confirmation.contactLine", {
          phone: ltr(contact.phone),
          email: isolate(contact.email, lang),
        })}
      </p>
    </div>
  );
}

/**
 * Manage booking: the policy's deadline, "Pay the difference" after a change, and the
 * change and cancel pages, or why they are closed (core/cancellation.ts).
 */
function ManageSection({
  booking,
  lang,
  search,
}: {
  booking: BookingViewDto;
  lang: Lang;
  search: string;
}) {
  const { t } = useTranslation("booking");
  const { manage, state } = booking;
  if (stayEnded(state)) return null;
  const deadline = deadlineText(manage.freeUntil, lang);
  const policy =
    state === "awaiting_payment"
      ? null
      : manage.lateCharge === 0
        ? t("manage.freeAlways")
        : manage.free
          ? t("manage.freeUntil", { deadline, charge: kshInText(manage.lateCharge, lang) })
          : t("manage.lateNow", { deadline, charge: kshInText(manage.lateCharge, lang) });
  return (
    <TitledCard
      id="manage-heading"
      title={t("manage.heading")}
      data-testid="manage-booking"
      className="no-print mt-8"
    >
      {manage.balanceDue > 0 ? (
        <form method="post" className="mt-3 rounded-lg bg-sand-100 p-4 ring-1 ring-sand-300">
          <p className="font-medium text-ink">
            {t("manage.balanceDue", { amount: kshInText(manage.balanceDue, lang) })}
          </p>
          <button
            type="submit"
            name="intent"
            value="payBalance"
            className={`mt-3 ${PRIMARY_ACTION}`}
          >
            <CreditCard aria-hidden="true" className="size-4" />
            {t("manage.payBalance", { amount: kshInText(manage.balanceDue, lang) })}
          </button>
        </form>
      ) : null}
      {policy ? <p className="mt-3 text-ink">{policy}</p> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {manage.canChange ? (
          <a href={keepLang(manage.changePath, search)} className={ACTION}>
            <Pencil aria-hidden="true" className="size-4" />
            {t("manage.changeBooking")}
          </a>
        ) : null}
        {manage.canCancel ? (
          <a href={keepLang(manage.cancelPath, search)} className={ACTION}>
            <XCircle aria-hidden="true" className="size-4" />
            {t("manage.cancelBooking")}
          </a>
        ) : null}
      </div>
      {!manage.canChange &&
      manage.changeBlock &&
      manage.changeBlock !== "awaitingPayment" &&
      manage.changeBlock !== manage.cancelBlock ? (
        <p className="mt-3 text-sm text-ink-muted">{t(`manage.blocked.${manage.changeBlock}`)}</p>
      ) : null}
      {!manage.canCancel && manage.cancelBlock ? (
        <p className="mt-3 text-sm text-ink-muted">{t(`manage.blocked.${manage.cancelBlock}`)}</p>
      ) : null}
      <p className="mt-3 text-sm">
        <a href={withLang("/cancellation-policy", search)} className="text-ocean-700 underline">
          {t("manage.policyLink")}
        </a>
      </p>
    </TitledCard>
  );
}
