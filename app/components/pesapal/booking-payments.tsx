/** The Pesapal payments of one booking, on the admin booking detail (issue 9). */
import { formatKsh } from "../../../core/format";

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
}

/** Spec 001 section 4: COMPLETED green, PENDING yellow, FAILED red, any other grey. */
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

export function BookingPayments({ payments }: { payments: BookingPaymentItem[] }) {
  return (
    <section aria-labelledby="booking-payments" className="mt-8">
      <h2 id="booking-payments" className="font-display text-2xl text-ink">
        Payments
      </h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-ink-muted">No online payment: pay at the hotel.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-start text-sm">
            <thead>
              <tr className="border-b border-sand-200 text-ink-muted">
                {[
                  "Merchant reference",
                  "Amount",
                  "Status",
                  "Method",
                  "Confirmation code",
                  "Created",
                ].map((heading) => (
                  <th key={heading} scope="col" className="px-2 py-2 text-start font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payments.map((item) => (
                <tr key={item.id} className="border-b border-sand-100">
                  <td className="px-2 py-2 font-mono">{item.merchantReference}</td>
                  <td className="whitespace-nowrap px-2 py-2">
                    {item.currency === "KES"
                      ? formatKsh(item.amount)
                      : `${item.currency} ${item.amount}`}
                  </td>
                  <td className="px-2 py-2">
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${paymentStatusClass(item.paymentStatus)}`}
                    >
                      {item.paymentStatus}
                    </span>
                    {item.environment === "sandbox" ? (
                      <span className="ms-2 text-xs text-ink-muted">sandbox</span>
                    ) : null}
                  </td>
                  <td className="px-2 py-2">{item.paymentMethod ?? "–"}</td>
                  <td className="px-2 py-2 font-mono">{item.confirmationCode ?? "–"}</td>
                  <td className="whitespace-nowrap px-2 py-2">
                    {`${item.createdAt.replace("T", " ").slice(0, 16)} UTC`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
