import { Link } from "react-router";
import { Pager } from "~/components/admin/pager";
import { RangeFilter } from "~/components/admin/range-filter";
import {
  HEAD_CELL,
  PaymentMethodCells,
  PaymentStatusBadge,
} from "~/components/pesapal/booking-payments";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { formatDate, formatHotelDateTime, formatKsh } from "~core/format";
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

const ON_TAB = { tab: "transactions" };

/**
 * Transactions tab: Pesapal orders newest first, each linked to its booking, a page at a
 * time, by the day created.
 */
export function TransactionsTab({ transactions }: Pick<PesapalData, "transactions">) {
  const { rows, paging, range, errors } = transactions;
  return (
    <>
      <RangeFilter
        {...range}
        errors={errors}
        fromLabel="Created from"
        toLabel="Created to"
        fixed={ON_TAB}
      />
      {rows.length === 0 ? (
        <p className="mt-4 text-ink-muted">
          {range.from || range.to || paging.total > 0
            ? "No transactions in this range."
            : "No transactions yet."}
        </p>
      ) : (
        <TransactionTable rows={rows} />
      )}
      <Pager paging={paging} label="Transactions" fixed={ON_TAB} />
    </>
  );
}

function TransactionTable({ rows }: { rows: PesapalData["transactions"]["rows"] }) {
  return (
    <Table
      columns={COLUMNS}
      caption="Pesapal transactions, newest first"
      className="md:min-w-[64rem]"
      headCellClassName={HEAD_CELL}
      wrapperClassName=""
    >
      {rows.map((item) => (
        <TableRow key={item.id} className="align-top">
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
          <PaymentMethodCells item={item} methodLabel="Payment method" />
          <Cell label="Created" className="md:whitespace-nowrap md:px-2">
            {formatHotelDateTime(item.createdAt)}
          </Cell>
          <Cell label="Guest" className="md:px-2">
            {item.booking.guestName}
          </Cell>
          <Cell label="Stay" className="md:whitespace-nowrap md:px-2">
            {formatDate(item.booking.checkIn)} – {formatDate(item.booking.checkOut)}
          </Cell>
        </TableRow>
      ))}
    </Table>
  );
}
