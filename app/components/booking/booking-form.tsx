import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { type FieldPath, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { confirmationTarget } from "~/booking/confirmation-target";
import { promoMessageKey, quoteFromDto } from "~/booking/promo";
import { type RefusalCode, type RefusalFacts, refusalText } from "~/booking/refusal-messages";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PhoneHint } from "~/components/ui/phone-hint";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { kshInText } from "~core/bidi";
import type { StayCancellationTerms } from "~core/cancellation";
import { type DepositTerms, depositFor } from "~core/deposit";
import { errorCodeOf } from "~core/error-codes";
import { formatTime } from "~core/format";
import { type PricingPolicy, type Quote, quoteStay } from "~core/pricing";
import type { StayRestriction } from "~core/rate-calendar";
import {
  type BookingFormInput,
  BookingFormSchema,
  type BookingFormValues,
  type StaySearch,
} from "~core/schemas/booking";
import type { RoomRatesDto, RoomTypeDto, StayQuoteDto } from "~core/types";
import { CancellationTerms } from "./cancellation-terms";
import { RestrictionNotice } from "./restriction-notice";

/**
 * Why a post of the form booked nothing, by the refusal's code (core/error-codes.ts): the
 * same code the JSON API answers, so both paths say it through `refusalText`.
 */
export type SubmitFailure =
  | { code: "validation"; errors: Record<string, string> }
  | { code: "price_changed"; quote: Quote }
  /** The rate calendar does not sell these dates (rules changed since the page loaded). */
  | {
      code: "restricted";
      restriction: StayRestriction;
      suggestion: { checkIn: string; checkOut: string } | null;
    }
  | { code: Exclude<RefusalCode, "validation" | "price_changed" | "restricted"> };

/** What a post without JavaScript answered: the values as typed, and what came of it. */
export interface SubmittedBooking {
  values: BookingFormValues;
  /** Why nothing was booked; null after the promo code's Apply button. */
  failure: SubmitFailure | null;
  /** The Apply button of the promo code, posted without JavaScript: the stay priced with it. */
  promoQuote?: Quote;
  /** The promo code as typed. */
  promoCode?: string;
}

const optionsKey = (values: unknown[]) => JSON.stringify(values);

/** A validation failure on no field the form shows is a failure of the post itself. */
const noticeCode = (failure: SubmitFailure, formFieldFailed: boolean): RefusalCode =>
  failure.code === "validation" && !formFieldFailed ? "failed" : failure.code;

/** Server errors on the stay rather than on a form field: shown above the form. */
const STAY_FIELDS = ["adults", "roomCount", "isDoubleOccupancy", "checkIn", "checkOut", "roomId"];

type TextField = "firstName" | "lastName" | "email" | "phone" | "address" | "city" | "country";

const TEXT_FIELDS: { name: TextField; type: string; autoComplete: string; wide?: boolean }[] = [
  { name: "firstName", type: "text", autoComplete: "given-name" },
  { name: "lastName", type: "text", autoComplete: "family-name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "address", type: "text", autoComplete: "address-line1", wide: true },
  { name: "city", type: "text", autoComplete: "address-level2" },
  { name: "country", type: "text", autoComplete: "country-name" },
];

/**
 * The guest form of /booking beside its live summary. The
 * price comes from the shared engine; the server recomputes it and answers 409
 * with its own quote if it differs, which is then shown for the guest to confirm.
 * A failed submit keeps every typed value.
 */
export function BookingForm({
  room,
  stay,
  policy,
  nightRates,
  lateCheckoutUntil,
  soldOut: initiallySoldOut,
  initialOptions,
  maxExtraGuests,
  renderSummary,
  payOnline = false,
  deposit = null,
  submitted,
  formKey,
  cancellation,
}: {
  room: RoomTypeDto;
  stay: StaySearch;
  policy: PricingPolicy;
  /** Each night's rates from the rate calendar (a night missing: the room's base rates). */
  nightRates?: { date: string; rates: RoomRatesDto }[];
  lateCheckoutUntil: string;
  soldOut: boolean;
  /** isDoubleOccupancy follows the party (core/party.ts); the guest does not choose it. */
  initialOptions: { isDoubleOccupancy: boolean; includeBreakfast: boolean };
  /** Extra guests this stay can take (core/party.ts). */
  maxExtraGuests: number;
  /** The summary of the quote shown (`promoCode`: the code whose discount it includes). */
  renderSummary: (quote: Quote, promoCode: string | null) => ReactNode;
  /** Pesapal is active: the guest pays online right after confirming. */
  payOnline?: boolean;
  /** With Pesapal: a deposit is paid online, the rest at the hotel (core/deposit.ts). */
  deposit?: DepositTerms | null;
  /** The answer to a post made without JavaScript: the typed values and what went wrong. */
  submitted?: SubmittedBooking;
  /** Idempotency key of a post made without JavaScript (a double click books once). */
  formKey: string;
  /** Booked now: what cancelling would cost (the server's, core/cancellation.ts). */
  cancellation: StayCancellationTerms;
}) {
  const { t, i18n } = useTranslation("booking");
  const { t: tPayment } = useTranslation("payment");
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const failure = submitted?.failure ?? null;
  // The server's price of the stay a post answered with: a moved price or an applied code.
  const submittedQuote =
    failure?.code === "price_changed" ? failure.quote : (submitted?.promoQuote ?? null);
  const [soldOut, setSoldOut] = useState(initiallySoldOut || failure?.code === "unavailable");
  const isDoubleOccupancy = initialOptions.isDoubleOccupancy;
  const defaults = submitted?.values ?? {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    address: "",
    city: "",
    country: "",
    specialRequests: "",
    includeBreakfast: initialOptions.includeBreakfast,
    isDoubleOccupancy,
    needsLateCheckout: false,
    extraGuests: 0,
  };
  const [serverQuote, setServerQuote] = useState<{ quote: Quote; options: string } | null>(
    submittedQuote && submitted
      ? {
          quote: submittedQuote,
          options: optionsKey([
            submitted.values.includeBreakfast,
            submitted.values.needsLateCheckout,
            submitted.values.extraGuests,
          ]),
        }
      : null,
  );
  const idempotencyKey = useRef<string | null>(null);
  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(BookingFormSchema),
    mode: "onTouched",
    defaultValues: defaults,
  });
  const { register, handleSubmit, formState, setError, control } = form;
  // Re-rendered on each change of an option; the values are the form's own, which also
  // hold what was chosen before the page hydrated (useWatch is not told of those).
  useWatch({ control, name: ["includeBreakfast", "needsLateCheckout", "extraGuests"] });
  const [includeBreakfast, needsLateCheckout, extraGuests] = form.getValues([
    "includeBreakfast",
    "needsLateCheckout",
    "extraGuests",
  ]);
  // Errors the API gave on the stay itself (the party, the dates): fixed by another search.
  const [stayErrors, setStayErrors] = useState<Record<string, string>>({});
  const ratesOf = useMemo(() => {
    const byDate = new Map((nightRates ?? []).map((night) => [night.date, night.rates]));
    return (date: string) => byDate.get(date) ?? room.rates;
  }, [nightRates, room.rates]);
  const [restricted, setRestricted] = useState(failure?.code === "restricted" ? failure : null);
  const localQuote = useMemo(
    () =>
      quoteStay(
        ratesOf,
        {
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          roomCount: stay.rooms,
          includeBreakfast: Boolean(includeBreakfast),
          isDoubleOccupancy,
          needsLateCheckout: Boolean(needsLateCheckout),
          extraGuests: Number(extraGuests) || 0,
        },
        policy,
      ),
    [ratesOf, stay, policy, includeBreakfast, isDoubleOccupancy, needsLateCheckout, extraGuests],
  );
  // After a 409 the server's quote stands until the guest changes an option.
  const options = optionsKey([includeBreakfast, needsLateCheckout, extraGuests]);
  const quote = serverQuote?.options === options ? serverQuote.quote : localQuote;
  const dueNow = depositFor(quote, deposit);

  // The promo code: with JavaScript, Apply asks GET /api/quote; without, the form posts it.
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Options chosen before the page hydrated are in the server-rendered form, not in the
  // defaults: read them from it once, so the summary and the total posted price them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page hydrates
  useEffect(() => {
    // Also renders the form again with the values below (setValue tells no one of a value
    // the form already holds, and the form does hold what was edited before it was ready).
    setHydrated(true);
    const element = formRef.current;
    if (!element) return;
    const checked = (name: string) => {
      const input = element.elements.namedItem(name);
      return input instanceof HTMLInputElement ? input.checked : null;
    };
    const breakfast = checked("includeBreakfast");
    const late = checked("needsLateCheckout");
    const extra = element.elements.namedItem("extraGuests");
    const chosen = {
      includeBreakfast: breakfast,
      needsLateCheckout: late,
      extraGuests: extra instanceof HTMLSelectElement ? Number(extra.value) || 0 : null,
    };
    for (const [name, value] of Object.entries(chosen)) {
      if (value !== null) form.setValue(name as keyof typeof chosen, value);
    }
  }, []);
  const [promoInput, setPromoInput] = useState(submitted?.promoCode ?? "");
  const [appliedCode, setAppliedCode] = useState<string | null>(
    submitted?.promoCode && submittedQuote ? submitted.promoCode.trim().toUpperCase() : null,
  );
  const [promoMessage, setPromoMessage] = useState<string | null>(
    failure?.code === "validation" && failure.errors.promoCode ? failure.errors.promoCode : null,
  );
  const [applying, setApplying] = useState(false);
  // A quote from GET /api/quote (a promo code) brings the terms of its total.
  const [quotedTerms, setQuotedTerms] = useState<StayCancellationTerms | null>(null);
  const promoCodeShown = appliedCode && quote.discount > 0 ? appliedCode : null;

  /** Prices the stay with a code (null: without one); false when the code is refused. */
  async function priceWithCode(code: string | null, forOptions: string): Promise<boolean> {
    const params = new URLSearchParams({
      roomId: String(room.id),
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: String(stay.adults),
      children: String(stay.children),
      rooms: String(stay.rooms),
      includeBreakfast: includeBreakfast ? "1" : "0",
      lateCheckout: needsLateCheckout ? "1" : "0",
      extraGuests: String(Number(extraGuests) || 0),
    });
    if (code) params.set("promoCode", code);
    setApplying(true);
    try {
      const response = await fetch(`/api/quote?${params.toString()}`, {
        credentials: "same-origin",
      });
      const body = (await response.json().catch(() => null)) as
        | (StayQuoteDto & { errors?: Record<string, string> })
        | null;
      if (response.ok && body) {
        setServerQuote({
          quote: quoteFromDto(body, Number(extraGuests) || 0),
          options: forOptions,
        });
        setAppliedCode(body.promoCode);
        setPromoMessage(null);
        setQuotedTerms(body.cancellation ?? null);
        return true;
      }
      if (response.status === 400 && body?.errors?.promoCode) {
        setPromoMessage(body.errors.promoCode);
        setAppliedCode(null);
        setServerQuote(null);
        return false;
      }
      fail();
      return false;
    } catch {
      fail();
      return false;
    } finally {
      setApplying(false);
    }
  }

  // A code stays applied when the guest changes an option: the stay is priced again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-priced on a change of options only
  useEffect(() => {
    if (appliedCode && serverQuote?.options !== options) void priceWithCode(appliedCode, options);
  }, [options]);

  const applyPromo = () => {
    const code = promoInput.trim();
    if (!code) {
      setAppliedCode(null);
      setPromoMessage(null);
      setServerQuote(null);
      return;
    }
    void priceWithCode(code, options);
  };

  // A post without JavaScript answers with the server's messages: they stand until the
  // guest edits that field or submits again.
  const serverErrors = failure?.code === "validation" ? failure.errors : {};
  // A field's message in the page language; the server's English when none exists.
  const translated = (field: string, message: string) =>
    t(`booking.errors.${field}`, {
      defaultValue: message,
      max: maxExtraGuests,
      capacity: room.capacity,
    });
  const stayMessages = Object.entries(
    formState.submitCount === 0 && Object.keys(stayErrors).length === 0 ? serverErrors : stayErrors,
  )
    .filter(([field]) => STAY_FIELDS.includes(field))
    .map(([field, message]) => translated(field, message));
  const errorText = (field: string) => {
    const key = field as keyof typeof formState.errors;
    const fromServer =
      formState.submitCount === 0 &&
      !formState.touchedFields[field as keyof typeof formState.touchedFields]
        ? serverErrors[field]
        : null;
    const message = formState.errors[key]?.message ?? fromServer;
    return message ? translated(field, String(message)) : null;
  };
  const formFieldFailed = Object.keys(serverErrors).some(
    (field) => (field in defaults || field === "promoCode") && !STAY_FIELDS.includes(field),
  );
  // Sold out and a calendar rule have their own panels; a field error that is the stay's
  // is shown above the form.
  const notice =
    !failure || failure.code === "unavailable" || failure.code === "restricted"
      ? null
      : failure.code === "validation" && !formFieldFailed && stayMessages.length > 0
        ? null
        : refusalText(t, i18n.language, "book", noticeCode(failure, formFieldFailed), {
            ...(failure.code === "price_changed" ? { total: failure.quote.total } : {}),
          });
  const refuse = (code: RefusalCode, facts?: RefusalFacts) =>
    toast({
      variant: "destructive",
      title: t(
        code === "price_changed"
          ? "booking.priceChangedTitle"
          : code === "unavailable"
            ? "booking.unavailableTitle"
            : "booking.failedTitle",
      ),
      description: refusalText(t, i18n.language, "book", code, facts),
    });

  const fail = () =>
    toast({
      variant: "destructive",
      title: t("booking.failedTitle"),
      description: t("booking.failed"),
    });

  const onSubmit = async (values: BookingFormValues) => {
    idempotencyKey.current ??= crypto.randomUUID();
    let response: Response;
    try {
      response = await fetch("/api/bookings", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey.current },
        body: JSON.stringify({
          ...values,
          isDoubleOccupancy,
          roomId: room.id,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          adults: stay.adults,
          children: stay.children,
          roomCount: stay.rooms,
          totalAmount: quote.total,
          language: i18n.language,
          promoCode: promoInput.trim() || undefined,
        }),
      });
    } catch {
      fail();
      return;
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && body && typeof body.redirectUrl === "string") {
      // Pesapal's payment page (or ours, when the order could not be opened).
      setLeaving(true);
      toast({ title: t("booking.successTitle"), description: tPayment("redirecting") });
      window.location.assign(body.redirectUrl);
      return;
    }
    if (response.ok && body && typeof body.confirmationUrl === "string") {
      toast({ title: t("booking.successTitle"), description: t("booking.success") });
      // Pesapal failed and the booking is to be paid at the hotel: the page says so.
      navigate(
        confirmationTarget(body.confirmationUrl, {
          lang: new URLSearchParams(location.search).get("lang"),
          paymentNotice: body.paymentNotice,
        }),
      );
      return;
    }
    const code = errorCodeOf({ status: response.status, code: body?.code });
    if (code === "price_changed" && body?.quote) {
      const next = body.quote as Quote;
      setServerQuote({ quote: next, options });
      setAppliedCode(next.discount > 0 ? promoInput.trim().toUpperCase() : null);
      refuse(code, { total: next.total });
      return;
    }
    if (code === "unavailable") setSoldOut(true);
    if (code === "restricted" && body?.restriction) {
      const next = {
        code,
        restriction: body.restriction as StayRestriction,
        suggestion: (body.suggestion ?? null) as { checkIn: string; checkOut: string } | null,
      };
      setRestricted(next);
      refuse(code, next);
      return;
    }
    // The key already booked other details; the next submit is a new booking.
    if (code === "idempotency_key_reused") idempotencyKey.current = null;
    if (code === "validation" && body?.errors && typeof body.errors === "object") {
      // Each refusal at its field: the form's own, or the stay's above the form.
      const errors = body.errors as Record<string, string>;
      if (errors.promoCode) {
        setPromoMessage(errors.promoCode);
        setAppliedCode(null);
        setServerQuote(null);
      }
      const onStay: Record<string, string> = {};
      for (const [field, message] of Object.entries(errors)) {
        if (STAY_FIELDS.includes(field)) onStay[field] = message;
        else if (field in form.getValues()) {
          setError(field as FieldPath<BookingFormInput>, { type: "server", message });
        }
      }
      setStayErrors(onStay);
      const [field, message] = Object.entries(onStay)[0] ?? [];
      toast({
        variant: "destructive",
        title: t("booking.failedTitle"),
        description:
          field && message
            ? translated(field, message)
            : errors.promoCode
              ? t(promoMessageKey(errors.promoCode))
              : t("booking.errors.fixFields"),
      });
      return;
    }
    refuse(code);
  };

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      {/* On a phone the summary (room, dates, total) comes before the form; beside it
          from 1024 px. */}
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
        {renderSummary(quote, promoCodeShown)}
      </div>
      <form
        onSubmit={handleSubmit(onSubmit, () =>
          toast({
            variant: "destructive",
            title: t("booking.failedTitle"),
            description: t("booking.errors.fixFields"),
          }),
        )}
        noValidate
        method="post"
        ref={formRef}
        aria-labelledby={`${id}-heading`}
        className={cardClass({ padding: "lg", className: "min-w-0 lg:col-start-1 lg:row-start-1" })}
      >
        <h2 id={`${id}-heading`} className="font-display text-2xl text-ink">
          {t("booking.guestDetails")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("booking.requiredNote")}</p>
        <input type="hidden" name="totalAmount" value={quote.total} />
        {/* Enter in a field books: the first submit button is the form's default, and
            without JavaScript the promo code's Apply further down is a submit button too. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        <input type="hidden" name="idempotencyKey" value={formKey} />
        {notice && !soldOut && formState.submitCount === 0 ? (
          <p role="alert" className="mt-4 rounded-lg bg-coral-500/10 p-4 font-medium text-ink">
            {notice}
          </p>
        ) : null}
        {soldOut ? (
          <p role="alert" className="mt-4 rounded-lg bg-coral-500/10 p-4 text-ink">
            {t("booking.unavailable")}
          </p>
        ) : null}
        {restricted ? (
          <div className="mt-4">
            <RestrictionNotice
              role="alert"
              restriction={restricted.restriction}
              suggestion={restricted.suggestion}
              suggestionHref={(dates) => {
                const params = new URLSearchParams(location.search);
                params.set("checkIn", dates.checkIn);
                params.set("checkOut", dates.checkOut);
                return `/booking?${params.toString()}`;
              }}
            />
          </div>
        ) : null}
        {stayMessages.length > 0 ? (
          <div
            role="alert"
            data-testid="stay-errors"
            className="mt-4 rounded-lg bg-coral-500/10 p-4 font-medium text-ink"
          >
            {stayMessages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((field) => {
            const error = errorText(field.name);
            const hint = field.name === "phone";
            return (
              <Field
                key={field.name}
                id={`${id}-${field.name}`}
                label={t(`booking.${field.name}`)}
                required
                hint={
                  hint ? (
                    <PhoneHint ns="booking" i18nKey="booking.phoneHint" example="+254712345678" />
                  ) : null
                }
                error={error}
                className={field.wide ? "sm:col-span-2" : undefined}
              >
                <Input
                  type={field.type}
                  autoComplete={field.autoComplete}
                  aria-required="true"
                  dir={field.type === "email" || field.type === "tel" ? "ltr" : undefined}
                  defaultValue={defaults[field.name]}
                  {...register(field.name)}
                />
              </Field>
            );
          })}
          <Field
            id={`${id}-specialRequests`}
            label={t("booking.specialRequests")}
            hint={t("booking.specialRequestsHint")}
            error={errorText("specialRequests")}
            className="sm:col-span-2"
          >
            <Textarea
              rows={4}
              defaultValue={defaults.specialRequests}
              {...register("specialRequests")}
            />
          </Field>
        </div>

        <fieldset className="mt-8">
          <legend className="font-display text-xl text-ink">{t("booking.options")}</legend>
          <div className="mt-3 grid gap-3">
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-ocean-700"
                defaultChecked={Boolean(defaults.includeBreakfast)}
                {...register("includeBreakfast")}
              />
              <span>{t("booking.includeBreakfast")}</span>
            </label>
            <p data-testid="occupancy" className="flex min-h-11 items-center text-ink">
              {t(isDoubleOccupancy ? "party.occupancyDouble" : "party.occupancySingle")}
            </p>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-ocean-700"
                defaultChecked={Boolean(defaults.needsLateCheckout)}
                {...register("needsLateCheckout")}
              />
              <span>
                {t("booking.lateCheckout", {
                  time: formatTime(lateCheckoutUntil, i18n.language),
                  price: kshInText(policy.lateCheckoutCharge, i18n.language),
                })}
              </span>
            </label>
            <Field
              id={`${id}-extraGuests`}
              label={t("booking.extraGuests")}
              hint={t("party.extraGuestsHint")}
              error={errorText("extraGuests")}
            >
              <Select
                className="sm:max-w-xs"
                defaultValue={Math.min(Number(defaults.extraGuests) || 0, maxExtraGuests)}
                {...register("extraGuests", { valueAsNumber: true })}
              >
                {[...Array(maxExtraGuests + 1).keys()].map((count) => (
                  <option key={`extra-${count}`} value={count}>
                    {count === 0
                      ? t("booking.noExtraGuests")
                      : t("booking.extraGuestsOption", {
                          count,
                          price: kshInText(count * policy.extraGuestCharge, i18n.language),
                        })}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </fieldset>

        <div className="mt-8">
          <Field
            id={`${id}-promoCode`}
            label={t("promo.label")}
            hint={
              promoCodeShown
                ? t("promo.applied", {
                    code: promoCodeShown,
                    amount: kshInText(quote.discount, i18n.language),
                  })
                : t("promo.hint")
            }
            error={promoMessage ? t(promoMessageKey(promoMessage)) : null}
            liveError
          >
            <div className="flex flex-wrap gap-2">
              <Input
                name="promoCode"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                dir="ltr"
                maxLength={40}
                className="max-w-xs flex-1 uppercase"
                value={promoInput}
                onChange={(event) => setPromoInput(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    applyPromo();
                  }
                }}
              />
              <Button
                variant="secondary"
                // Without JavaScript a post that only prices the code (nothing is booked).
                type={hydrated ? "button" : "submit"}
                name={hydrated ? undefined : "intent"}
                value={hydrated ? undefined : "applyPromo"}
                formNoValidate
                disabled={applying}
                onClick={hydrated ? applyPromo : undefined}
              >
                {applying ? t("promo.applying") : t("promo.apply")}
              </Button>
            </div>
          </Field>
          <p className="sr-only" aria-live="polite">
            {promoCodeShown
              ? t("promo.applied", {
                  code: promoCodeShown,
                  amount: kshInText(quote.discount, i18n.language),
                })
              : ""}
          </p>
        </div>

        <CancellationTerms
          terms={(serverQuote?.options === options && quotedTerms) || cancellation}
          className="mt-8"
        />
        <Button
          type="submit"
          variant="accent"
          size="lg"
          disabled={formState.isSubmitting || soldOut || leaving}
          className="mt-4 w-full text-lg sm:w-auto"
        >
          {formState.isSubmitting || leaving
            ? t("booking.processing")
            : `${t("booking.submit")} · ${kshInText(quote.total, i18n.language)}`}
        </Button>
        {payOnline ? (
          <p className="mt-3 text-sm text-ink-muted" data-testid="payment-notice">
            {dueNow === null
              ? tPayment("onlineNotice")
              : t("booking.depositNotice", {
                  amount: kshInText(dueNow, i18n.language),
                  rest: kshInText(quote.total - dueNow, i18n.language),
                })}{" "}
            {tPayment("methods")}
          </p>
        ) : (
          <p className="mt-3 text-sm text-ink-muted">{t("booking.payAtHotel")}</p>
        )}
      </form>
    </div>
  );
}
