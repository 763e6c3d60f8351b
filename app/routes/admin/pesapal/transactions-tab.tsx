import { Link } from "react-router";
import { ColumnHeads } from "~/components/admin/integration-parts";
import { Cell, STACKED } from "~/components/admin/responsive-table";
import { PaymentStatusBadge } from "~/components/pesapal/booking-payments";
import { formatDate, formatHotelDateTime, formatKsh } from "../../../../core/format";
import type { PesapalData } from "./shared";

const COLUMNS = [
  "Merchant reference",
  "Description",
  "Amount",
  "Currency",
  "Status",
  "Payment method",
  "Confirmation code",
  "Created",
  "Guest",
  "Stay",
];

/** Transactions tab: the latest Pesapal orders, newest first, each linked to its booking. */
export function TransactionsTab({ transactions }: Pick<PesapalData, "transactions">) {
  if (transactions.length === 0) return <p className="text-ink-muted">No transactions yet.</p>;
  return (
    <div className="md:overflow-x-auto">
      <table className={`${STACKED.table} md:min-w-[64rem]`}>
        <caption className="sr-only">Pesapal transactions, newest first</caption>
        <ColumnHeads columns={COLUMNS} cellClassName="px-2 py-2 text-start font-semibold" />
        <tbody className={STACKED.tbody}>
          {transactions.map((item) => (
            <tr key={item.id} className={`${STACKED.row} align-top`}>
              <Cell className="font-mono md:px-2">
                <Link
                  to={`/admin/bookings/${item.booking.id}`}
                  className="inline-flex min-h-11 items-center text-ocean-700 underline"
                >
                  {item.merchantReference}
                </Link>
              </Cell>
              <Cell label="Description" className="md:px-2">
                {item.description}
              </Cell>
              <Cell label="Amount" className="whitespace-nowrap md:px-2">
                {formatKsh(item.amount).replace("KSh ", "")}
              </Cell>
              <Cell label="Currency" className="md:px-2">
                {item.currency}
              </Cell>
              <Cell label="Status" className="md:px-2">
                <PaymentStatusBadge status={item.paymentStatus} />
                {item.refund ? (
                  <span className="mt-1 block text-xs text-ink-muted">
                    Refund of {formatKsh(item.refund.amount)} requested
                  </span>
                ) : item.cancelledAt ? (
                  <span className="mt-1 block text-xs text-ink-muted">Order cancelled</span>
                ) : null}
              </Cell>
              <Cell label="Payment method" className="md:px-2">
                {item.paymentMethod ?? "–"}
              </Cell>
              <Cell label="Confirmation code" className="md:px-2">
                <span className="font-mono">{item.confirmationCode ?? "–"}</span>
              </Cell>
              <Cell label="Created" className="md:whitespace-nowrap md:px-2">
                {formatHotelDateTime(item.createdAt)}
              </Cell>
              <Cell label="Guest" className="md:px-2">
                {item.booking.guestName}
              </Cell>
              <Cell label="Stay" className="md:whitespace-nowrap md:px-2">
                {formatDate(item.booking.checkIn)} – {formatDate(item.booking.checkOut)}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
