/** The Pesapal payments of one booking, on the admin booking detail, and refunds. */
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { formatHotelDateTime, formatKsh } from "~core/format";
import { paymentMethodName } from "~core/payment-methods";

export interface BookingPaymentItem {
  id: number;
  merchantReference: string;
  amount: number;
  currency: string;
  paymentStatus: string;
  paymentMethod: string | null;
  confirmationCode: string | null;
  environment: string;
  createdAt: string;
  refund: {
    amount: number;
    remarks: string;
    requestedAt: string;
    /** queued, requested, retrying, refunded, refused, unconfirmed (refunds.ts). */
    status: string | null;
    error: string | null;
    late: boolean;
  } | null;
}

const REFUND_RESULT: Record<string, string> = {
  queued: "Waiting to be sent to Pesapal.",
  requested: "Pesapal queued it for approval, then pays it back to the guest.",
  retrying: "Pesapal did not accept it yet: the site asks again.",
  refunded: "Done: Pesapal reports the payment reversed. The guest was e-mailed.",
  refused: "Pesapal refused it: refund the guest another way.",
  unconfirmed: "Pesapal has not reported it done: check it in the Pesapal dashboard.",
};

/** What the refund form posted, and the server's messages, to show again. */
export interface RefundAnswer {
  transactionId: number;
  values: { amount: string; remarks: string };
  errors: Record<string, string>;
  message?: string;
}

const money = (item: { currency: string }, amount: number) =>
  item.currency === "KES" ? formatKsh(amount) : `${item.currency} ${amount}`;

/** COMPLETED green, PENDING yellow, FAILED red, any other grey. */
export function paymentStatusClass(status: string) {
  switch (status.toUpperCase()) {
    case "COMPLETED":
      return "bg-palm-600/15 text-palm-700 ring-palm-600/40";
    case "PENDING":
      return "bg-yellow-100 text-yellow-900 ring-yellow-500/50";
    case "FAILED":
      return "bg-coral-500/15 text-danger ring-danger/40";
    default:
      return "bg-sand-100 text-ink-muted ring-sand-300";
  }
}

/** The header cells of the payment tables (padded like their cells). */
export const HEAD_CELL = "px-2 py-2 text-start font-semibold";

/** A payment's method and confirmation code, two cells of a payment table. */
export function PaymentMethodCells({
  item,
  methodLabel,
}: {
  item: { paymentMethod: string | null; confirmationCode: string | null };
  methodLabel: string;
}) {
  return (
    <>
      <Cell label={methodLabel} className="md:px-2">
        {paymentMethodName(item.paymentMethod) ?? "–"}
      </Cell>
      <Cell label="Confirmation code" className="md:px-2">
        <span className="font-mono">{item.confirmationCode ?? "–"}</span>
      </Cell>
    </>
  );
}

/** A payment's Pesapal status as a coloured pill. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${paymentStatusClass(status)}`}
    >
      {status}
    </span>
  );
}

export function BookingPayments({
  payments,
  refundAnswer,
  busy,
  onRefund,
}: {
  payments: BookingPaymentItem[];
  refundAnswer?: RefundAnswer;
  busy: boolean;
  /** Sends the refund of one payment (through the admin API). */
  onRefund: (transactionId: number, values: RefundAnswer["values"]) => void;
}) {
  return (
    <section aria-labelledby="booking-payments" className="mt-8">
      <h2 id="booking-payments" className="font-display text-2xl text-ink">
        Payments
      </h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-ink-muted">No online payment: pay at the hotel.</p>
      ) : (
        <Table
          columns={[
            "Merchant reference",
            "Amount",
            "Status",
            "Method",
            "Confirmation code",
            "Created",
          ]}
          className="md:min-w-[40rem]"
          headCellClassName={HEAD_CELL}
          wrapperClassName="mt-3"
        >
          {payments.map((item) => (
            <TableRow key={item.id}>
              <Cell className="break-all font-mono font-semibold md:px-2">
                {item.merchantReference}
              </Cell>
              <Cell label="Amount" className="whitespace-nowrap md:px-2">
                {money(item, item.amount)}
              </Cell>
              <Cell label="Status" className="md:px-2">
                <PaymentStatusBadge status={item.paymentStatus} />
                {item.environment === "sandbox" ? (
                  <span className="ms-2 text-xs text-ink-muted">sandbox</span>
                ) : null}
              </Cell>
              <PaymentMethodCells item={item} methodLabel="Method" />
              <Cell label="Created" className="md:whitespace-nowrap md:px-2">
                {formatHotelDateTime(item.createdAt)}
              </Cell>
            </TableRow>
          ))}
        </Table>
      )}
      {payments.map((item) =>
        item.refund ? (
          <p key={`refund-${item.id}`} className="mt-3 rounded-lg bg-sand-50 p-3 text-sm text-ink">
            Refund of {money(item, item.refund.amount)} on{" "}
            <span className="font-mono">{item.merchantReference}</span> requested{" "}
            {formatHotelDateTime(item.refund.requestedAt)}: {item.refund.remarks}.{" "}
            {REFUND_RESULT[item.refund.status ?? "requested"] ?? item.refund.status}
            {item.refund.error ? ` (${item.refund.error})` : null}
          </p>
        ) : item.paymentStatus === "COMPLETED" ? (
          <RefundForm
            key={`refund-${item.id}`}
            item={item}
            busy={busy}
            answer={refundAnswer?.transactionId === item.id ? refundAnswer : undefined}
            onRefund={onRefund}
          />
        ) : null,
      )}
    </section>
  );
}

/** Refund a completed payment: one per payment; mobile money in full only. */
function RefundForm({
  item,
  busy,
  answer,
  onRefund,
}: {
  item: BookingPaymentItem;
  busy: boolean;
  answer?: RefundAnswer;
  onRefund: (transactionId: number, values: RefundAnswer["values"]) => void;
}) {
  const id = `refund-${item.id}`;
  return (
    <details open={Boolean(answer)} className="mt-4 rounded-lg ring-1 ring-sand-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-ocean-700">
        Refund {item.merchantReference}
      </summary>
      <form
        noValidate
        className="grid gap-3 p-3 sm:max-w-lg"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          onRefund(item.id, {
            amount: String(form.get("amount") ?? "").trim(),
            remarks: String(form.get("remarks") ?? ""),
          });
        }}
      >
        {answer?.message ? (
          <p role="alert" className="rounded-lg bg-coral-500/10 p-3 text-danger">
            {answer.message}
          </p>
        ) : null}
        <Field
          id={`${id}-amount`}
          label="Amount to refund (KSh)"
          hint={`At most ${money(item, item.amount)}. Mobile money is refunded in full only; one refund per payment.`}
          error={answer?.errors.amount}
        >
          <Input
            name="amount"
            inputMode="numeric"
            defaultValue={answer?.values.amount ?? String(item.amount)}
          />
        </Field>
        <Field id={`${id}-remarks`} label="Reason" error={answer?.errors.remarks}>
          <Input name="remarks" maxLength={200} defaultValue={answer?.values.remarks} />
        </Field>
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            Request refund
          </Button>
        </div>
      </form>
    </details>
  );
}
