/**
 * The guest's account on the admin booking page: the charges (the stay as priced, extras,
 * a late-cancellation charge), the payments (online through Pesapal, their refunds, and
 * those taken at the desk), the balance, and the form staff record a desk payment with
 * (POST /api/admin/bookings/:id/payments). The form sends one key per payment, so a double
 * click or a resend records it once.
 */
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { type ApiResult, failureMessage } from "~/admin/api-client";
import { admin, send } from "~/admin/typed-api";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import type { FolioDto } from "~core/folio";
import { formatHotelDateTime, formatKsh } from "~core/format";
import {
  DESK_PAYMENT_METHODS,
  type DeskPaymentMethod,
  deskPaymentMethodName,
} from "~core/payment-methods";
import { errorFor, type FieldErrors } from "./admin-form";

const REFERENCE_LABEL: Record<DeskPaymentMethod, string> = {
  cash: "Receipt number (optional)",
  card: "Terminal slip number (optional)",
  mpesa: "M-PESA confirmation code",
  bank_transfer: "Bank transfer reference",
};

const newKey = () => `desk-${crypto.randomUUID()}`;

/** Voids a staff charge or a desk payment: the reason asked, the line kept and struck out. */
function VoidControl({
  send: sendVoid,
  what,
}: {
  /** Sends the void with the reason given. */
  send: (reason: string) => Promise<ApiResult<unknown>>;
  what: string;
}) {
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer text-ink-muted underline">Void this {what}</summary>
      <form
        noValidate
        className="mt-1 flex flex-wrap items-end gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          if (busy) return;
          const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
          setBusy(true);
          const result = await sendVoid(reason);
          setErrors(result.errors);
          if (result.ok) {
            await revalidator.revalidate();
            toast({ title: `The ${what} was voided.` });
          } else if (Object.keys(result.errors).length === 0) {
            toast({ variant: "destructive", title: failureMessage(result, "Failed to void.") });
          }
          setBusy(false);
        }}
      >
        <Field id={`${id}-reason`} label="Reason" error={errorFor(errors, "reason")}>
          <Input name="reason" maxLength={200} autoComplete="off" />
        </Field>
        <Button type="submit" variant="danger-outline" disabled={busy}>
          Void {what}
        </Button>
      </form>
    </details>
  );
}

const voidedNote = (voided: { at: string; by: string; reason: string }) =>
  `Voided ${formatHotelDateTime(voided.at)} by ${voided.by}: ${voided.reason}`;

/** A signed amount as the account shows it: a refund or discount with a minus. */
const money = (amount: number) => (amount < 0 ? `−${formatKsh(-amount)}` : formatKsh(amount));

export function BookingFolio({
  bookingId,
  folio,
  canTakePayment,
}: {
  bookingId: number;
  folio: FolioDto;
  /** Staff may record a payment (the payments area) and the booking can be paid. */
  canTakePayment: boolean;
}) {
  const revalidator = useRevalidator();
  const [method, setMethod] = useState<DeskPaymentMethod>("cash");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  const [chargeKey, setChargeKey] = useState(newKey);
  const [chargeErrors, setChargeErrors] = useState<FieldErrors>({});
  const id = useId();

  async function addCharge(form: HTMLFormElement) {
    const data = new FormData(form);
    const whole = (name: string, empty: number) => {
      const text = String(data.get(name) ?? "").trim();
      return /^\d+$/.test(text) ? Number(text) : text === "" ? empty : Number.NaN;
    };
    const body = {
      description: String(data.get("description") ?? ""),
      unitAmount: whole("unitAmount", 0),
      quantity: whole("quantity", 1),
    };
    setBusy(true);
    const result = await send(() =>
      admin.bookings[":id"].charges.$post(
        { param: { id: String(bookingId) }, json: body },
        { headers: { "Idempotency-Key": chargeKey } },
      ),
    );
    setChargeErrors(result.errors);
    if (result.ok) {
      form.reset();
      setChargeKey(newKey());
      await revalidator.revalidate();
      toast({ title: `${body.description} added to the account.` });
    } else if (Object.keys(result.errors).length === 0) {
      toast({ variant: "destructive", title: failureMessage(result, "Failed to add the charge.") });
    }
    setBusy(false);
  }
  const balanceText =
    folio.balance > 0
      ? `${formatKsh(folio.balance)} owed`
      : folio.balance < 0
        ? `${formatKsh(-folio.balance)} in credit (paid more than charged)`
        : "Settled (nothing owed)";

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const amountText = String(data.get("amount") ?? "").trim();
    const body = {
      amount: /^\d+$/.test(amountText) ? Number(amountText) : amountText === "" ? 0 : Number.NaN,
      method,
      reference: String(data.get("reference") ?? ""),
      allowOverpayment: data.get("allowOverpayment") === "on",
    };
    setBusy(true);
    const result = await send(() =>
      admin.bookings[":id"].payments.$post(
        { param: { id: String(bookingId) }, json: body },
        { headers: { "Idempotency-Key": key } },
      ),
    );
    setErrors(result.errors);
    if (result.ok) {
      form.reset();
      setMethod("cash");
      setKey(newKey());
      await revalidator.revalidate();
      toast({ title: `${formatKsh(body.amount)} recorded (${deskPaymentMethodName(method)}).` });
    } else if (Object.keys(result.errors).length === 0) {
      toast({
        variant: "destructive",
        title: failureMessage(result, "Failed to record the payment."),
      });
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="font-display text-2xl text-ink">
        Guest's account
      </h2>
      <table className="mt-3 w-full max-w-2xl text-sm">
        <caption className="sr-only">Charges, payments and balance</caption>
        <thead>
          <tr className="border-b border-sand-200 text-start text-ink-muted">
            <th scope="col" className="py-1 text-start font-semibold">
              Line
            </th>
            <th scope="col" className="py-1 text-end font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="rowgroup" colSpan={2} className="pt-2 text-start font-semibold text-ink">
              Charges
            </th>
          </tr>
          {folio.charges.length === 0 ? (
            <tr>
              <td className="py-1 text-ink-muted">No charge</td>
              <td className="py-1 text-end">{formatKsh(0)}</td>
            </tr>
          ) : (
            folio.charges.map((line) => (
              <tr key={line.key ?? line.label}>
                <td className="py-1 text-ink">
                  <span className={line.voided ? "line-through" : undefined}>{line.label}</span>
                  {line.at ? (
                    <span className="block text-xs text-ink-muted">
                      {formatHotelDateTime(line.at)}
                      {line.by ? `, added by ${line.by}` : ""}
                    </span>
                  ) : null}
                  {line.voided ? (
                    <span className="block text-xs text-ink-muted">{voidedNote(line.voided)}</span>
                  ) : line.chargeId && canTakePayment ? (
                    <VoidControl
                      send={(reason) =>
                        send(() =>
                          admin.bookings[":id"].charges[":chargeId"].void.$post({
                            param: { id: String(bookingId), chargeId: String(line.chargeId) },
                            json: { reason },
                          }),
                        )
                      }
                      what="charge"
                    />
                  ) : null}
                </td>
                <td
                  className={`py-1 text-end align-top tabular-nums${line.voided ? " line-through text-ink-muted" : ""}`}
                >
                  {money(line.amount)}
                  {line.voided ? <span className="sr-only"> (voided)</span> : null}
                </td>
              </tr>
            ))
          )}
          <tr className="border-t border-sand-200 font-semibold">
            <td className="py-1">Total charged</td>
            <td className="py-1 text-end tabular-nums">{money(folio.charged)}</td>
          </tr>
          <tr>
            <th scope="rowgroup" colSpan={2} className="pt-3 text-start font-semibold text-ink">
              Payments
            </th>
          </tr>
          {folio.payments.length === 0 ? (
            <tr>
              <td className="py-1 text-ink-muted">No payment yet</td>
              <td className="py-1 text-end">{formatKsh(0)}</td>
            </tr>
          ) : (
            folio.payments.map((line) => (
              <tr key={line.key}>
                <td className="py-1 text-ink">
                  <span className={line.voided ? "line-through" : undefined}>{line.label}</span>
                  {line.reference ? (
                    <span className="font-mono text-ink-muted"> {line.reference}</span>
                  ) : null}
                  <span className="block text-xs text-ink-muted">
                    {formatHotelDateTime(line.at)}
                    {line.by ? `, taken by ${line.by}` : ""}
                  </span>
                  {line.voided ? (
                    <span className="block text-xs text-ink-muted">{voidedNote(line.voided)}</span>
                  ) : line.deskPaymentId && canTakePayment ? (
                    <VoidControl
                      send={(reason) =>
                        send(() =>
                          admin.bookings[":id"].payments[":paymentId"].void.$post({
                            param: {
                              id: String(bookingId),
                              paymentId: String(line.deskPaymentId),
                            },
                            json: { reason },
                          }),
                        )
                      }
                      what="payment"
                    />
                  ) : null}
                </td>
                <td
                  className={`py-1 text-end align-top tabular-nums${line.voided ? " line-through text-ink-muted" : ""}`}
                >
                  {money(line.amount)}
                  {line.voided ? <span className="sr-only"> (voided)</span> : null}
                </td>
              </tr>
            ))
          )}
          <tr className="border-t border-sand-200 font-semibold">
            <td className="py-1">Total paid</td>
            <td className="py-1 text-end tabular-nums">{money(folio.paid)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink text-base font-semibold">
            <th scope="row" className="py-2 text-start">
              Balance
            </th>
            <td className="py-2 text-end tabular-nums">
              {money(folio.balance)}
              <span className="block text-xs font-normal text-ink-muted">{balanceText}</span>
            </td>
          </tr>
        </tfoot>
      </table>
      {canTakePayment ? (
        <form
          noValidate
          aria-labelledby={`${id}-charge`}
          className="mt-4 grid gap-3 rounded-lg p-3 ring-1 ring-sand-200 sm:max-w-xl"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void addCharge(event.currentTarget);
          }}
        >
          <h3 id={`${id}-charge`} className="font-semibold text-ink">
            Add a charge
          </h3>
          <Field
            id={`${id}-description`}
            label="Description"
            hint="E.g. Minibar, Laundry, Airport transfer."
            error={errorFor(chargeErrors, "description")}
          >
            <Input name="description" maxLength={120} autoComplete="off" />
          </Field>
          <Field
            id={`${id}-unit`}
            label="Price (KSh, whole shillings)"
            error={errorFor(chargeErrors, "unitAmount")}
          >
            <Input name="unitAmount" inputMode="numeric" autoComplete="off" />
          </Field>
          <Field id={`${id}-quantity`} label="Quantity" error={errorFor(chargeErrors, "quantity")}>
            <Input name="quantity" inputMode="numeric" autoComplete="off" defaultValue="1" />
          </Field>
          <Button type="submit" disabled={busy} className="justify-self-start">
            Add charge
          </Button>
        </form>
      ) : null}
      {canTakePayment ? (
        <form
          noValidate
          aria-labelledby={`${id}-form`}
          className="mt-4 grid gap-3 rounded-lg p-3 ring-1 ring-sand-200 sm:max-w-xl"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void submit(event.currentTarget);
          }}
        >
          <h3 id={`${id}-form`} className="font-semibold text-ink">
            Take a payment at the desk
          </h3>
          <Field
            id={`${id}-amount`}
            label="Amount received (KSh, whole shillings)"
            error={errorFor(errors, "amount")}
          >
            <Input
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={folio.balance > 0 ? String(folio.balance) : ""}
            />
          </Field>
          <Field id={`${id}-method`} label="Paid by" error={errorFor(errors, "method")}>
            <Select
              name="method"
              value={method}
              onChange={(event) => setMethod(event.target.value as DeskPaymentMethod)}
            >
              {DESK_PAYMENT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {deskPaymentMethodName(value)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id={`${id}-reference`}
            label={REFERENCE_LABEL[method]}
            hint={
              method === "mpesa"
                ? "From the payment's SMS: 10 letters and digits, e.g. SFK3X8Y2QP."
                : undefined
            }
            error={errorFor(errors, "reference")}
          >
            <Input
              name="reference"
              maxLength={60}
              autoComplete="off"
              className={method === "mpesa" ? "font-mono uppercase" : undefined}
            />
          </Field>
          <Checkbox name="allowOverpayment" label="Take more than the balance (kept as a credit)" />
          <Button type="submit" disabled={busy} className="justify-self-start">
            Record payment
          </Button>
        </form>
      ) : null}
    </section>
  );
}
