import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { signedInAdmin } from "~/admin/session.server";
import {
  CancellationSection,
  Definitions,
  FeedbackSection,
  KeyFigures,
  MonthSection,
  PaymentSection,
  RoomTypeSection,
  SourceSection,
} from "~/components/admin/report-sections";
import { Button, ButtonAnchor } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { roleMayUse } from "~core/admin-roles";
import { formatDate, hotelZoneName } from "~core/format";
import { reportPresets } from "~core/reports";
import { readReportPeriod } from "~core/schemas/reports";
import { periodReport, REPORT_DEFINITIONS } from "~server/services/reports/report";
import type { Route } from "./+types/reports";

export function meta() {
  return [{ title: "Reports | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/** `?from=&to=` the period (both days included); this month in hotel time by default. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { role } = signedInAdmin(context);
  const read = readReportPeriod({ from: params.get("from"), to: params.get("to") });
  const common = {
    presets: reportPresets(),
    zone: hotelZoneName(),
    definitions: REPORT_DEFINITIONS,
    exports: {
      payments: roleMayUse(role, "/api/admin/reports/payments.csv"),
      guests: roleMayUse(role, "/api/admin/reports/guests.csv"),
    },
  };
  if (!read.ok) {
    return data(
      { ...common, asked: read.asked, errors: read.errors, report: null },
      { status: 400 },
    );
  }
  const report = await periodReport(context.services.db, read.period);
  return { ...common, asked: read.period, errors: {} as Record<string, string>, report };
}

const query = (period: { from: string; to: string }) =>
  `from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`;

/** A download of one of the period's CSV exports. */
function CsvLink({
  file,
  period,
  children,
}: {
  file: "bookings" | "payments" | "guests";
  period: { from: string; to: string };
  children: ReactNode;
}) {
  return (
    <ButtonAnchor
      href={`/api/admin/reports/${file}.csv?${query(period)}`}
      download
      variant="secondary"
      size="sm"
    >
      {children}
    </ButtonAnchor>
  );
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { presets, asked, errors, report, zone, definitions, exports } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Reports</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Occupancy, rates, revenue, cancellations, payments and guest feedback for a period. Days are
        counted in hotel time ({zone}).
      </p>
      <nav aria-label="Periods" className="mt-6 flex flex-wrap gap-2">
        {presets.map((preset) => {
          const current = preset.from === asked.from && preset.to === asked.to;
          return (
            <Link
              key={preset.key}
              to={`/admin/reports?${query(preset)}`}
              aria-current={current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1",
                current
                  ? "bg-ocean-900 text-white ring-ocean-900"
                  : "text-ocean-700 ring-ocean-700 hover:bg-ocean-50",
              )}
            >
              {preset.label}
            </Link>
          );
        })}
      </nav>
      <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field id="report-from" label="First day" error={errors.from}>
          <Input name="from" type="date" defaultValue={asked.from} />
        </Field>
        <Field id="report-to" label="Last day" error={errors.to}>
          <Input name="to" type="date" defaultValue={asked.to} />
        </Field>
        <Button type="submit">Show</Button>
      </Form>
      {report ? (
        <>
          <h2 className="mt-8 font-display text-2xl text-ink">
            {formatDate(report.period.from)} – {formatDate(report.period.to)}{" "}
            <span className="text-base font-normal text-ink-muted">({report.days} days)</span>
          </h2>
          <KeyFigures report={report} />
          {report.awaitingPayment > 0 ? (
            <p className="mt-3 text-sm text-ink-muted">
              {report.awaitingPayment} {report.awaitingPayment === 1 ? "booking" : "bookings"}{" "}
              awaiting payment with nights in the period, not counted until paid.
            </p>
          ) : null}
          <p className="mt-2 text-sm text-ink-muted">
            Stop-sell room-nights in the period: {report.stopSell} (counted as available).
          </p>
          <section aria-labelledby="exports" className="mt-6">
            <h2 id="exports" className="sr-only">
              Exports
            </h2>
            <div className="flex flex-wrap gap-3">
              <CsvLink file="bookings" period={report.period}>
                Bookings (CSV)
              </CsvLink>
              {exports.payments ? (
                <CsvLink file="payments" period={report.period}>
                  Payments (CSV)
                </CsvLink>
              ) : null}
              {exports.guests ? (
                <CsvLink file="guests" period={report.period}>
                  Guests who agreed to be contacted (CSV, {report.contactable.total})
                </CsvLink>
              ) : null}
            </div>
          </section>
          <MonthSection report={report} />
          <RoomTypeSection report={report} />
          <SourceSection report={report} />
          <CancellationSection report={report} />
          <PaymentSection report={report} />
          <FeedbackSection report={report} />
          <Definitions items={definitions} />
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-lg bg-coral-500/10 p-3 text-danger">
          {Object.values(errors)[0] ?? "Choose a period."}
        </p>
      )}
    </>
  );
}
