/**
 * The sections of the reports screen. Each chart is followed by the table of its figures
 * (the chart's text alternative); the feedback chart's table, fourteen columns wide, folds
 * away in a details element.
 */
import { type ReactNode, useState } from "react";
import { TitledSection } from "~/components/ui/card";
import { Select } from "~/components/ui/select";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { formatKsh } from "~core/format";
import type { ReportDto, RevenueLine } from "~core/reports";
import {
  FEEDBACK_RATING_LABELS,
  FEEDBACK_RATINGS,
  type FeedbackRating,
} from "~core/schemas/feedback";
import { BarList, ColumnChart } from "./charts/bar-charts";
import { compactKsh } from "./charts/chart-frame";
import { LineChart } from "./charts/line-chart";

const monthFormat = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
/** "December 2026" for a YYYY-MM month. */
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

const pct = (value: number) => `${value.toFixed(1)}%`;
const count = (value: number) => new Intl.NumberFormat("en-GB").format(value);
const SECTION = "mt-10";

/** Short month labels for an axis: "Jan", or "Jan 26" when the period spans years. */
function axisMonth(months: string[]) {
  const oneYear = new Set(months.map((month) => month.slice(0, 4))).size <= 1;
  return (month: string) => {
    const name = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
    return oneYear ? name : `${name} ${month.slice(2, 4)}`;
  };
}

/** A column of a figures table: its heading (each cell's label on a phone) and its value. */
type FigureColumn<T> = readonly [label: string, value: (line: T) => ReactNode];

/** A table of figures: the first cell names the row, the others are numbers. */
function FiguresTable<T extends { key: string }>({
  caption,
  first,
  columns,
  lines,
  className,
}: {
  caption: string;
  first: FigureColumn<T>;
  columns: readonly FigureColumn<T>[];
  lines: readonly T[];
  className: string;
}) {
  const [firstLabel, name] = first;
  return (
    <Table
      caption={caption}
      columns={[firstLabel, ...columns.map(([label]) => label)]}
      className={className}
      wrapperClassName="mt-4"
    >
      {lines.map((line) => (
        <TableRow key={line.key}>
          <Cell as="th" scope="row" className="font-semibold">
            {name(line)}
          </Cell>
          {columns.map(([label, value]) => (
            <Cell key={label} label={label} className="tabular-nums">
              {value(line)}
            </Cell>
          ))}
        </TableRow>
      ))}
    </Table>
  );
}

const ROOM_NIGHTS_OF: FigureColumn<{ roomNights: number; available: number }> = [
  "Room-nights",
  (line) => (
    <>
      {count(line.roomNights)} of {count(line.available)}
    </>
  ),
];
const OCCUPANCY: FigureColumn<{ occupancy: number }> = ["Occupancy", (line) => pct(line.occupancy)];
const ROOM_REVENUE: FigureColumn<{ roomRevenue: number }> = [
  "Room revenue",
  (line) => formatKsh(line.roomRevenue),
];
const ADR: FigureColumn<{ adr: number }> = ["ADR", (line) => formatKsh(line.adr)];
const BOOKINGS: FigureColumn<{ bookings: number }> = ["Bookings", (line) => count(line.bookings)];

/** Bars of room revenue, one a line, named by the line's label. */
const revenueBars = (lines: RevenueLine[]) =>
  lines.map((line) => ({ key: line.key, label: line.label, value: line.roomRevenue }));

export function KeyFigures({ report }: { report: ReportDto }) {
  const figures = [
    { label: "Occupancy", value: pct(report.occupancy) },
    { label: "ADR (average daily rate)", value: formatKsh(report.adr) },
    { label: "RevPAR", value: formatKsh(report.revpar) },
    { label: "Room revenue", value: formatKsh(report.roomRevenue) },
    {
      label: "Room-nights sold",
      value: `${count(report.roomNightsSold)} of ${count(report.available)}`,
    },
    { label: "Extras", value: formatKsh(report.extras) },
  ];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
          <dt className="text-sm text-ink-muted">{figure.label}</dt>
          <dd
            className="mt-1 text-xl font-semibold tabular-nums text-ink md:text-2xl"
            data-figure={figure.label}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function MonthSection({ report }: { report: ReportDto }) {
  const label = axisMonth(report.byMonth.map((line) => line.key));
  return (
    <TitledSection id="by-month" title="By month" className={SECTION}>
      <ColumnChart
        id="chart-month"
        caption="Room revenue by month"
        summary="Column chart of room revenue by month; the table below gives the figures."
        format={compactKsh}
        data={report.byMonth.map((line) => ({
          key: line.key,
          label: label(line.key),
          value: line.roomRevenue,
        }))}
      />
      <FiguresTable
        caption="Figures by month"
        first={["Month", (line) => monthLabel(line.key)]}
        columns={[
          ROOM_NIGHTS_OF,
          OCCUPANCY,
          ROOM_REVENUE,
          ADR,
          ["RevPAR", (line) => formatKsh(line.revpar)],
        ]}
        lines={report.byMonth}
        className="md:min-w-[40rem]"
      />
    </TitledSection>
  );
}

export function RoomTypeSection({ report }: { report: ReportDto }) {
  return (
    <TitledSection id="by-room-type" title="By room type" className={SECTION}>
      <BarList
        id="chart-room-type"
        caption="Room revenue by room type"
        summary="Bar chart of room revenue by room type; the table below gives the figures."
        format={compactKsh}
        data={revenueBars(report.byRoomType)}
      />
      <FiguresTable
        caption="Figures by room type"
        first={["Room type", (line) => line.label]}
        columns={[ROOM_NIGHTS_OF, OCCUPANCY, ROOM_REVENUE, ADR, BOOKINGS]}
        lines={report.byRoomType}
        className="md:min-w-[40rem]"
      />
    </TitledSection>
  );
}

export function SourceSection({ report }: { report: ReportDto }) {
  return (
    <TitledSection id="by-source" title="By source" className={SECTION}>
      <BarList
        id="chart-source"
        caption="Room revenue by where the booking came from"
        summary="Bar chart of room revenue by booking source; the table below gives the figures."
        format={compactKsh}
        data={revenueBars(report.bySource)}
      />
      <FiguresTable
        caption="Figures by source"
        first={["Source", (line) => line.label]}
        columns={[BOOKINGS, ["Room-nights", (line) => count(line.roomNights)], ROOM_REVENUE]}
        lines={report.bySource}
        className="md:min-w-[32rem]"
      />
    </TitledSection>
  );
}

function FigureList({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex justify-between gap-3 rounded-lg bg-sand-50 px-3 py-2 ring-1 ring-sand-200"
        >
          <dt className="text-ink-muted">{item.label}</dt>
          <dd className="font-semibold tabular-nums text-ink" data-figure={item.label}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CancellationSection({ report }: { report: ReportDto }) {
  const c = report.cancellations;
  return (
    <TitledSection id="cancellations" title="Cancellations" className={SECTION}>
      <p className="mt-1 text-sm text-ink-muted">Bookings arriving in the period.</p>
      <FigureList
        items={[
          { label: "Cancelled", value: count(c.count) },
          { label: "By the guest", value: count(c.byGuest) },
          { label: "By staff", value: count(c.byStaff) },
          ...(c.other > 0 ? [{ label: "Not recorded who", value: count(c.other) }] : []),
          { label: "Charges kept", value: formatKsh(c.chargesKept) },
          { label: "Unpaid holds expired", value: count(c.expiredHolds) },
        ]}
      />
    </TitledSection>
  );
}

export function PaymentSection({ report }: { report: ReportDto }) {
  const p = report.payments;
  return (
    <TitledSection id="payments" title="Payments" className={SECTION}>
      {p.methods.length > 0 ? (
        <BarList
          id="chart-methods"
          caption="Online payments received by method"
          summary="Bar chart of online payments by payment method; the table below gives the figures."
          format={compactKsh}
          data={p.methods.map((line) => ({
            key: line.method,
            label: line.method,
            value: line.amount,
          }))}
        />
      ) : (
        <p className="mt-3 text-ink-muted">No online payment in this period.</p>
      )}
      {p.methods.length > 0 ? (
        <FiguresTable
          caption="Online payments by method"
          first={["Method", (line) => line.method]}
          columns={[
            ["Payments", (line) => count(line.count)],
            ["Amount", (line) => formatKsh(line.amount)],
          ]}
          lines={p.methods.map((line) => ({ ...line, key: line.method }))}
          className="md:min-w-[28rem]"
        />
      ) : null}
      {p.atDesk.methods.length > 0 ? (
        <FiguresTable
          caption="Payments at the desk by method"
          first={["Method", (line) => line.method]}
          columns={[
            ["Payments", (line) => count(line.count)],
            ["Amount", (line) => formatKsh(line.amount)],
          ]}
          lines={p.atDesk.methods.map((line) => ({ ...line, key: `desk-${line.method}` }))}
          className="md:min-w-[28rem]"
        />
      ) : (
        <p className="mt-3 text-ink-muted">No payment at the desk in this period.</p>
      )}
      <FigureList
        items={[
          {
            label: "Received online",
            value: `${formatKsh(p.received)} (${count(p.receivedCount)})`,
          },
          {
            label: "Paid at the desk",
            value: `${formatKsh(p.atDesk.received)} (${count(p.atDesk.receivedCount)})`,
          },
          {
            label: "Refunds asked",
            value: `${formatKsh(p.refunds.amount)} (${count(p.refunds.count)})`,
          },
          { label: "Refunds done", value: formatKsh(p.refunds.settled) },
          {
            label: "Due at the hotel",
            value: `${formatKsh(p.atHotel.amount)} (${count(p.atHotel.bookings)} bookings)`,
          },
        ]}
      />
    </TitledSection>
  );
}

export function FeedbackSection({ report }: { report: ReportDto }) {
  const [rating, setRating] = useState<FeedbackRating>("overallExperienceRating");
  const f = report.feedback;
  const label = axisMonth(f.byMonth.map((row) => row.month));
  const one = (value: number | null) => (value === null ? "–" : value.toFixed(2));
  return (
    <TitledSection
      id="feedback"
      title={
        <>
          Guest feedback ({count(f.count)} {f.count === 1 ? "form" : "forms"})
        </>
      }
      className={SECTION}
    >
      {f.count === 0 ? (
        <p className="mt-3 text-ink-muted">No feedback dated in this period.</p>
      ) : (
        <>
          <div className="mt-4 max-w-xs">
            <label htmlFor="feedback-rating" className="mb-1 block text-sm font-semibold text-ink">
              Rating shown in the chart
            </label>
            <Select
              id="feedback-rating"
              value={rating}
              onChange={(event) => setRating(event.target.value as FeedbackRating)}
            >
              {FEEDBACK_RATINGS.map((key) => (
                <option key={key} value={key}>
                  {FEEDBACK_RATING_LABELS[key]}
                </option>
              ))}
            </Select>
          </div>
          <LineChart
            id="chart-feedback"
            caption={`${FEEDBACK_RATING_LABELS[rating]}: average by month (1 Poor to 4 Excellent)`}
            summary={`Line chart of the monthly average of ${FEEDBACK_RATING_LABELS[rating].toLowerCase()}; the averages by month are in the table below.`}
            domain={[1, 4]}
            ticks={[1, 2, 3, 4]}
            data={f.byMonth.map((row) => ({
              key: row.month,
              label: label(row.month),
              value: row.averages[rating],
            }))}
          />
          <FigureList
            items={FEEDBACK_RATINGS.map((key) => ({
              label: FEEDBACK_RATING_LABELS[key],
              value: `${one(f.averages[key])} / 4`,
            }))}
          />
          <details className="mt-4">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ocean-700">
              Averages by month (table)
            </summary>
            <section
              className="mt-2 overflow-x-auto"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
              tabIndex={0}
              aria-label="Averages by month (scrolls sideways)"
            >
              <table className="min-w-[56rem] text-sm">
                <caption className="sr-only">Average of each rating by month</caption>
                <thead>
                  <tr className="border-b border-sand-200 text-ink-muted">
                    <th scope="col" className="py-2 pe-2 text-start">
                      Month
                    </th>
                    <th scope="col" className="px-1 text-end">
                      Forms
                    </th>
                    {FEEDBACK_RATINGS.map((key) => (
                      <th key={key} scope="col" className="px-1 text-end">
                        {FEEDBACK_RATING_LABELS[key]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {f.byMonth.map((row) => (
                    <tr key={row.month} className="border-b border-sand-100">
                      <th scope="row" className="py-2 pe-2 text-start font-semibold">
                        {monthLabel(row.month)}
                      </th>
                      <td className="px-1 text-end tabular-nums">{row.count}</td>
                      {FEEDBACK_RATINGS.map((key) => (
                        <td key={key} className="px-1 text-end tabular-nums">
                          {one(row.averages[key])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </details>
        </>
      )}
    </TitledSection>
  );
}

export function Definitions({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <TitledSection id="definitions" title="How the figures are counted" className={SECTION}>
      <p className="mt-1 text-sm text-ink-muted">
        Dates are the hotel's. Amounts are in KSh; none includes taxes except where said. The CSV
        files carry each row's share of the period in the columns ending in "_in_period", which add
        up to the figures above.
      </p>
      <dl className="mt-4 grid max-w-4xl gap-3">
        {items.map(([term, text]) => (
          <div key={term}>
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="text-ink-muted">{text}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
