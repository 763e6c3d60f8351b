/**
 * The rate calendar's bulk edit: a range of nights, the days of the week, and what to
 * change on each (an empty field leaves it as it is). Saves through the admin API; on a
 * refusal each message shows at its field and everything typed stays.
 */
import { type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import { adminApi, failureMessage } from "~/admin/api-client";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatKsh } from "~core/format";
import {
  RATE_FIELDS,
  RATE_LABELS,
  type RateMonthDto,
  RESTRICTION_FIELDS,
  RESTRICTION_LABELS,
  rateEditFromForm,
  WEEKDAY_NAMES,
} from "~core/schemas/rates";

const FAILED = "Failed to save the rates. Please try again.";
const BOX = "grid gap-4 rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:grid-cols-2";

/** A group of boxes or choices with its legend and the error of its field. */
function Group({
  id,
  legend,
  hint,
  error,
  className = "",
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <fieldset aria-describedby={described.join(" ") || undefined} className={className}>
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </fieldset>
  );
}

export function RatesForm({
  calendar,
  firstNight,
  lastNight,
}: {
  calendar: RateMonthDto;
  /** The range the form starts with (the month shown, from today). */
  firstNight: string;
  lastNight: string;
}) {
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const base = calendar.roomType.baseRates;

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const body = rateEditFromForm(new FormData(event.currentTarget));
    const result = await adminApi.put<{ updated: number }>("/api/admin/rates", body);
    setErrors(result.errors);
    if (result.ok) {
      const count = result.body.updated;
      setMessage({
        ok: true,
        text: `Rates saved for ${count} ${count === 1 ? "night" : "nights"}`,
      });
      await revalidator.revalidate();
    } else {
      setMessage({ ok: false, text: failureMessage(result, FAILED) });
    }
    setBusy(false);
  }

  const id = (name: string) => `rates-${name}`;
  return (
    <section aria-labelledby="rates-edit" className="mt-8">
      <h2 id="rates-edit" className="font-display text-2xl text-ink">
        Change a range of nights
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">
        For {calendar.roomType.name}. Leave a field empty to keep what each night has. Prices apply
        to new quotes only; bookings keep what they were charged.
      </p>
      {message ? (
        <p
          role={message.ok ? "status" : "alert"}
          className={`mt-4 rounded-lg p-3 ${message.ok ? "bg-palm-600/10 text-palm-700" : "bg-coral-500/10 text-danger"}`}
        >
          {message.text}
        </p>
      ) : null}
      <form noValidate onSubmit={save} className="mt-4 grid gap-6">
        <input type="hidden" name="roomTypeId" value={calendar.roomType.id} />
        <div className={BOX}>
          <Field id={id("from")} label="First night" error={errors.from}>
            <Input type="date" name="from" defaultValue={firstNight} required />
          </Field>
          <Field
            id={id("to")}
            label="Last night"
            hint="Included: the night of this date is changed too."
            error={errors.to}
          >
            <Input type="date" name="to" defaultValue={lastNight} required />
          </Field>
          <Group
            id={id("weekdays")}
            legend="Days of the week"
            hint="None ticked: every night of the range."
            error={errors.weekdays}
            className="sm:col-span-2"
          >
            <div className="flex flex-wrap gap-x-5">
              {WEEKDAY_NAMES.map((day, index) => (
                <Checkbox key={day} name="weekdays" value={String(index + 1)} label={day} />
              ))}
            </div>
          </Group>
        </div>

        <Group
          id={id("rates")}
          legend="Nightly rates (KSh)"
          hint="Leave empty: unchanged. Back to base rate: the night uses the room type's rate again."
          className={BOX}
        >
          {RATE_FIELDS.map((field) => (
            <div key={field}>
              <Field id={id(field)} label={RATE_LABELS[field]} error={errors[field]}>
                <Input type="number" name={field} min={1} step={100} inputMode="numeric" />
              </Field>
              <Checkbox
                name={`${field}Clear`}
                value="1"
                label={`Back to base rate (${formatKsh(base[field])})`}
              />
            </div>
          ))}
        </Group>

        <Group
          id={id("stay")}
          legend="Length of stay"
          hint="Nights a stay through these nights must have. Leave empty: unchanged."
          className={BOX}
        >
          {(
            [
              ["minStay", "Minimum stay (nights)", "No minimum"],
              ["maxStay", "Maximum stay (nights)", "No maximum"],
            ] as const
          ).map(([field, label, clear]) => (
            <div key={field}>
              <Field id={id(field)} label={label} error={errors[field]}>
                <Input type="number" name={field} min={1} max={365} inputMode="numeric" />
              </Field>
              <Checkbox name={`${field}Clear`} value="1" label={clear} />
            </div>
          ))}
        </Group>

        <div className={BOX}>
          {RESTRICTION_FIELDS.map((field) => (
            <Group
              key={field}
              id={id(field)}
              legend={RESTRICTION_LABELS[field]}
              error={errors[field]}
            >
              <div className="flex flex-wrap gap-x-5">
                {(
                  [
                    ["", "Unchanged"],
                    ["yes", "Yes"],
                    ["no", "No"],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex min-h-11 items-center gap-2 text-ink">
                    <input
                      type="radio"
                      name={field}
                      value={value}
                      defaultChecked={value === ""}
                      className="size-5 accent-ocean-700"
                    />
                    {label}
                  </label>
                ))}
              </div>
            </Group>
          ))}
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save rates"}
          </Button>
        </div>
      </form>
    </section>
  );
}
