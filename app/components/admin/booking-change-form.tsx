/**
 * Staff change a booking: dates, room type, party, options and the guest's details. A new
 * stay is priced live (the new total, the difference and how it is settled) before it is
 * saved; details alone keep the price. A booking's promo code can be taken off (the stay is
 * priced again without it, e.g. when the code does not cover the new dates), and a code the
 * guest forgot can be put on (checked as on the day the booking was made). The form
 * carries the version it loaded, so a save over someone else's change is refused with the
 * current values beside what was typed.
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminApi, type FieldErrors } from "~/admin/api-client";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { formatKsh } from "~core/format";
import { normalizePromoCode } from "~core/schemas/promo-codes";
import type { ChangeQuoteDto } from "~core/types";
import { errorFor } from "./admin-form";
import { GuestFields, type GuestValues, guestValuesOf } from "./guest-fields";
import { ChangeSummary, QuoteProblem } from "./quote-panel";
import { StaleNotice, useVersion } from "./stale-notice";
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

export interface ChangeableBooking {
  id: number;
  stay: StayValues;
  guest: GuestValues;
  totalAmount: number;
  version: number;
  /** The promo code the booking was made with, if any. */
  promoCode: string | null;
}

const sameStay = (a: StayValues, b: StayValues) => JSON.stringify(a) === JSON.stringify(b);

export function BookingChangeForm({
  booking,
  rooms,
  maxExtraGuests,
  today,
  onDone,
}: {
  booking: ChangeableBooking;
  rooms: readonly RoomChoice[];
  maxExtraGuests: number;
  today: string;
  onDone: () => void;
}) {
  const revalidator = useRevalidator();
  const [stay, setStay] = useState<StayValues>(booking.stay);
  const [override, setOverride] = useState(false);
  const [dropCode, setDropCode] = useState(false);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const version = useVersion(booking.version);
  // A code typed here (the one the booking has already changes nothing).
  const newCode = normalizePromoCode(code);
  const addsCode = newCode !== "" && newCode !== booking.promoCode;
  // A new stay, or the same one with another promo code or none: priced again either way.
  const stayChanged = !sameStay(stay, booking.stay) || dropCode || addsCode;
  const query =
    stayChanged && stayComplete(stay)
      ? quoteQuery(stay, {
          overrideRestrictions: override ? "1" : "0",
          dropPromoCode: dropCode ? "1" : "0",
          ...(addsCode ? { promoCode: newCode } : {}),
        })
      : null;
  const live = useLiveQuote<ChangeQuoteDto>(
    `/api/admin/bookings/${booking.id}/change-quote`,
    query,
  );
  const codeError = errorFor(errors, "promoCode") ?? live.refusal?.errors.promoCode;

  async function save(form: HTMLFormElement) {
    if (stayChanged && (!live.quote || live.loading)) {
      setProblem(live.refusal?.message ?? "Wait for the new price before saving.");
      return;
    }
    const data = new FormData(form);
    setBusy(true);
    const result = await adminApi.put<{ change: ChangeQuoteDto }>(
      `/api/admin/bookings/${booking.id}`,
      {
        ...stay,
        ...guestValuesOf(form),
        overrideRestrictions: override,
        dropPromoCode: dropCode,
        ...(addsCode ? { promoCode: newCode } : {}),
        notifyGuest: data.get("notifyGuest") === "on",
        expectedTotal: stayChanged && live.quote ? live.quote.newTotal : booking.totalAmount,
        version: version.version ?? booking.version,
      },
    );
    setBusy(false);
    const stale = version.check(result, form);
    if (result.ok) {
      toast({ title: "Booking changed." });
      setErrors({});
      setProblem(null);
      await revalidator.revalidate();
      onDone();
      return;
    }
    setErrors(result.errors);
    if (stale) {
      // The booking as it is now, so the new price is asked against it.
      await revalidator.revalidate();
      setProblem(result.message);
    } else {
      setProblem(refusedStayProblem(result, live));
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="change-heading"
      className="mt-4 grid gap-5 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save(event.currentTarget);
      }}
    >
      <h2 id="change-heading" className="font-display text-2xl text-ink">
        Change the booking
      </h2>
      <StayFields
        stay={stay}
        rooms={rooms}
        maxExtraGuests={maxExtraGuests}
        errors={errors}
        minDate={booking.stay.checkIn < today ? booking.stay.checkIn : today}
        onChange={setStay}
      />
      <OverrideRulesCheckbox
        label="Change despite the stay rules"
        hintId="change-override-hint"
        checked={override}
        onChange={setOverride}
      />
      {booking.promoCode ? (
        <Checkbox
          name="dropPromoCode"
          checked={dropCode}
          onChange={(event) => setDropCode(event.currentTarget.checked)}
          label={`Take off the promo code ${booking.promoCode}: the guest pays the full price`}
        />
      ) : null}
      <Field
        id="change-promo-code"
        label={booking.promoCode ? "Another promo code instead" : "Add a promo code"}
        hint="Checked as on the day the booking was made, against the new stay; it takes one of the code's uses."
        error={codeError}
        className="max-w-sm"
      >
        <Input
          name="promoCode"
          value={code}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => setCode(event.currentTarget.value)}
        />
      </Field>
      <section
        aria-labelledby="change-price"
        className="rounded-xl bg-white p-4 ring-1 ring-sand-200"
      >
        <h3 id="change-price" className="mb-2 font-semibold text-ink">
          Price
        </h3>
        <div aria-live="polite" aria-busy={live.loading}>
          {!stayChanged ? (
            <p className="text-sm text-ink">
              The stay is unchanged: the price stays {formatKsh(booking.totalAmount)}.
            </p>
          ) : live.quote ? (
            <>
              {live.quote.overridden ? (
                <p className="mb-3 text-sm text-ink">Despite: {live.quote.overridden}</p>
              ) : null}
              <ChangeSummary change={live.quote} />
            </>
          ) : live.refusal ? (
            <QuoteProblem
              refusal={live.refusal}
              onSuggestion={(dates) => setStay({ ...stay, ...dates })}
            />
          ) : (
            <p className="text-sm text-ink-muted">Pricing the new stay…</p>
          )}
        </div>
      </section>
      <GuestFields values={booking.guest} errors={errors} />
      <Checkbox name="notifyGuest" label="E-mail the changed booking to the guest" />
      {version.stale ? <StaleNotice diffs={version.stale.diffs} className="mt-0" /> : null}
      {problem ? (
        <p role="alert" className="rounded-lg bg-coral-500/10 p-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save the change"}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Close without saving
        </Button>
      </div>
    </form>
  );
}
