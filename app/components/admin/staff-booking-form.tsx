/**
 * A booking staff take for a guest (phone, walk-in, WhatsApp, e-mail): the stay with its
 * live price, the guest's details, where it came from, a staff note and whether the guest
 * gets the confirmation e-mail. POST /api/admin/bookings with an Idempotency-Key, so a
 * double click makes one booking; the server prices and checks everything again.
 */
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { adminRequest, type FieldErrors } from "~/admin/api-client";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { BOOKING_SOURCE_LABELS, STAFF_BOOKING_SOURCES } from "~core/front-office";
import { LANGUAGES } from "~core/i18n/languages";
import type { StaffStayQuoteDto } from "~core/types";
import { errorFor } from "./admin-form";
import { GuestFields, guestValuesOf } from "./guest-fields";
import { PriceBreakdown, QuoteProblem } from "./quote-panel";
import {
  OverrideRulesCheckbox,
  quoteQuery,
  type RoomChoice,
  refusedStayProblem,
  StayFields,
  type StayValues,
  stayComplete,
  useLiveQuote,
} from "./stay-fields";

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

const SECTION = "rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:p-5";

export function StaffBookingForm({
  rooms,
  maxExtraGuests,
  today,
}: {
  rooms: readonly RoomChoice[];
  maxExtraGuests: number;
  today: string;
}) {
  const navigate = useNavigate();
  const [stay, setStay] = useState<StayValues>({
    roomId: 0,
    checkIn: today,
    checkOut: "",
    adults: 1,
    children: 0,
    roomCount: 1,
    extraGuests: 0,
    includeBreakfast: false,
    needsLateCheckout: false,
  });
  const [promoCode, setPromoCode] = useState("");
  const [override, setOverride] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const query = stayComplete(stay)
    ? quoteQuery(stay, {
        ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}),
        overrideRestrictions: override ? "1" : "0",
      })
    : null;
  const live = useLiveQuote<StaffStayQuoteDto>("/api/admin/bookings/quote", query);

  async function submit(form: HTMLFormElement) {
    const quote = live.quote;
    if (!quote || live.loading) {
      setProblem(live.refusal?.message ?? "Fill in the stay and wait for its price before saving.");
      return;
    }
    const data = new FormData(form);
    setBusy(true);
    key.current ??= crypto.randomUUID();
    const result = await adminRequest<{ id: number; reference: string }>(
      "POST",
      "/api/admin/bookings",
      {
        ...guestValuesOf(form),
        ...stay,
        promoCode: promoCode.trim() || undefined,
        language: String(data.get("language") ?? "en"),
        source: String(data.get("source") ?? ""),
        note: String(data.get("note") ?? ""),
        sendGuestEmail: data.get("sendGuestEmail") === "on",
        overrideRestrictions: override,
        totalAmount: quote.total,
      },
      { "Idempotency-Key": key.current },
    );
    setBusy(false);
    if (result.ok) {
      toast({ title: `Booking ${result.body.reference} made.` });
      navigate(`/admin/bookings/${result.body.id}`);
      return;
    }
    setErrors(result.errors);
    if ((result.body as { code?: string }).code === "idempotency_key_reused") {
      key.current = null;
      setProblem("Something changed since the first try: save again to make the booking.");
    } else {
      setProblem(refusedStayProblem(result, live));
    }
  }

  return (
    <form
      noValidate
      className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <div className="grid min-w-0 gap-6">
        <section aria-labelledby="new-stay" className={SECTION}>
          <h2 id="new-stay" className="mb-4 font-display text-2xl text-ink">
            Stay
          </h2>
          <StayFields
            stay={stay}
            rooms={rooms}
            maxExtraGuests={maxExtraGuests}
            errors={errors}
            minDate={today}
            onChange={setStay}
          />
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field
              id="new-promo"
              label="Promo code (optional)"
              error={errorFor(errors, "promoCode")}
            >
              <Input
                name="promoCode"
                value={promoCode}
                autoComplete="off"
                onChange={(event) => setPromoCode(event.target.value)}
              />
            </Field>
            <OverrideRulesCheckbox
              label="Book despite the stay rules"
              hintId="override-hint"
              checked={override}
              onChange={setOverride}
              className="grid content-end"
            />
          </div>
        </section>
        <section aria-labelledby="new-guest" className={SECTION}>
          <h2 id="new-guest" className="mb-4 font-display text-2xl text-ink">
            Guest
          </h2>
          <GuestFields errors={errors} />
        </section>
        <section aria-labelledby="new-source" className={SECTION}>
          <h2 id="new-source" className="mb-4 font-display text-2xl text-ink">
            Booking
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="new-source-select" label="Came in by" error={errorFor(errors, "source")}>
              <Select name="source" defaultValue="phone">
                {STAFF_BOOKING_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {BOOKING_SOURCE_LABELS[source]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="new-language" label="Guest's language (e-mails)">
              <Select name="language" defaultValue="en">
                {LANGUAGES.map((lang) => (
                  <option key={lang} value={lang}>
                    {LANGUAGE_NAMES.of(lang) ?? lang}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              id="new-note"
              label="Staff note (optional, never shown to the guest)"
              className="sm:col-span-2"
              error={errorFor(errors, "note")}
            >
              <Textarea name="note" maxLength={2000} />
            </Field>
            <Checkbox
              name="sendGuestEmail"
              label="Send the confirmation e-mail to the guest"
              className="sm:col-span-2"
            />
          </div>
        </section>
      </div>
      <aside
        aria-labelledby="new-price"
        className={`${SECTION} lg:sticky lg:top-4`}
        aria-busy={live.loading}
      >
        <h2 id="new-price" className="mb-3 font-display text-2xl text-ink">
          Price
        </h2>
        <div aria-live="polite">
          {live.quote ? (
            <>
              {live.quote.overridden ? (
                <p className="mb-3 rounded-lg bg-sand-50 p-3 text-sm text-ink ring-1 ring-sand-200">
                  Booked despite: {live.quote.overridden}
                </p>
              ) : null}
              <PriceBreakdown lines={{ ...live.quote, taxes: live.quote.tax }} />
            </>
          ) : live.refusal ? (
            <QuoteProblem
              refusal={live.refusal}
              onSuggestion={(dates) => setStay({ ...stay, ...dates })}
            />
          ) : (
            <p className="text-sm text-ink-muted">
              {query ? "Pricing the stay…" : "Choose a room type and dates to see the price."}
            </p>
          )}
        </div>
        {problem ? (
          <p role="alert" className="mt-4 rounded-lg bg-coral-500/10 p-3 text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <Button type="submit" className="mt-4 w-full" disabled={busy}>
          {busy ? "Saving…" : "Make the booking"}
        </Button>
      </aside>
    </form>
  );
}
