import { Link } from "react-router";
import { signedInAdmin } from "~/admin/session.server";
import { IntegrationHealthPanel } from "~/components/admin/integration-health";
import { RoomRowEnd } from "~/components/admin/room-row-actions";
import { ButtonLink } from "~/components/ui/button";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { roleHas, roleMayUse } from "~core/admin-roles";
import { formatHotelDateTime, formatKsh } from "~core/format";
import { firstRunChecklist } from "~server/services/admin/first-run";
import { dashboardFigures } from "~server/services/booking/admin-bookings";
import { nightAuditStatus } from "~server/services/booking/night-audit";
import { paymentsNeedingAttention } from "~server/services/booking/refunds";
import { failingProviders } from "~server/services/ops/alerts";
import { integrationStatus } from "~server/services/property/health";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.services;
  const { role } = signedInAdmin(context);
  // What the role may not see is not even loaded (content editors: no booking, no payment).
  const attention = roleHas(role, "payments")
    ? (await paymentsNeedingAttention(db)).map((item) => ({
        ...item,
        updatedAt: item.updatedAt.toISOString(),
      }))
    : [];
  const figures = await dashboardFigures(db);
  const checklist = await firstRunChecklist(db);
  const bookingsShown = roleHas(role, "bookings");
  return {
    ...figures,
    arrivalsToday: bookingsShown ? figures.arrivalsToday : null,
    confirmedUpcoming: bookingsShown ? figures.confirmedUpcoming : null,
    pending: bookingsShown ? figures.pending : null,
    role,
    // The Pesapal and eZee links' health is about bookings and payments: not for content editors.
    integrations: bookingsShown ? await integrationStatus(db) : [],
    attention,
    alerts: bookingsShown ? await failingProviders(db) : [],
    nightAudit: roleMayUse(role, "/admin/night-audit") ? await nightAuditStatus(db) : null,
    alertAfterMinutes: env.alertAfterMinutes,
    /** The first-run checklist while anything is missing; null once the hotel has it all. */
    checklist: checklist.every((line) => line.done)
      ? null
      : checklist.map((line) => ({ ...line, to: roleMayUse(role, line.to) ? line.to : null })),
  };
}

/**
 * Which hotel day the desk is on and when the night audit last closed one; a day left
 * open (the business date behind today) is said plainly, with the way to close it.
 */
function NightAuditLine({
  status,
}: {
  status: NonNullable<Route.ComponentProps["loaderData"]["nightAudit"]>;
}) {
  const behind = status.daysBehind > 0;
  return (
    <section
      aria-labelledby="night-audit-status"
      className={`mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl p-4 text-sm ring-1 ${
        behind ? "bg-coral-500/10 ring-danger/30" : "bg-sand-50 ring-sand-200"
      }`}
    >
      <div>
        <h2 id="night-audit-status" className="font-semibold text-ink">
          {behind
            ? `The night audit of ${status.businessDateLabel} has not been run`
            : `Business date: ${status.businessDateLabel}`}
        </h2>
        <p className="mt-1 text-ink-muted">
          {behind
            ? `The hotel day is ${status.daysBehind} ${status.daysBehind === 1 ? "day" : "days"} behind today. `
            : ""}
          {status.lastClosed
            ? `Last closed: ${status.lastClosed.dateLabel}, by ${status.lastClosed.by} at ${status.lastClosed.atLabel}.`
            : "No hotel day has been closed yet."}
        </p>
      </div>
      <ButtonLink to="/admin/night-audit" variant={behind ? "primary" : "secondary"} size="sm">
        {behind ? "Run the night audit" : "Night audit"}
      </ButtonLink>
    </section>
  );
}

/** The dashboard, with real counts from the database. */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const figures = [
    { label: "Room types", value: loaderData.rooms },
    { label: "Restaurants", value: loaderData.restaurants },
    { label: "Gallery images", value: loaderData.gallery },
    {
      label: "Arrivals today",
      value: loaderData.arrivalsToday,
      to: "/admin/bookings?arrival=today",
    },
    {
      label: "Upcoming confirmed",
      value: loaderData.confirmedUpcoming,
      to: "/admin/bookings?status=confirmed",
    },
    {
      label: "Awaiting payment",
      value: loaderData.pending,
      to: "/admin/bookings?status=pending_payment",
    },
  ].filter((figure) => figure.value !== null);
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Dashboard</h1>
      {loaderData.alerts.length > 0 ? (
        <section
          role="alert"
          aria-labelledby="provider-alerts"
          className="mt-4 rounded-xl bg-coral-500/10 p-4 text-ink ring-1 ring-danger/40"
        >
          <h2 id="provider-alerts" className="font-semibold text-danger">
            {loaderData.alerts.length === 1
              ? `${loaderData.alerts[0]!.label} is failing`
              : "Several services are failing"}
          </h2>
          <ul className="mt-2 grid gap-2 text-sm [overflow-wrap:anywhere]">
            {loaderData.alerts.map((alert) => (
              <li key={alert.provider}>
                <strong>{alert.label}</strong>: failing since {formatHotelDateTime(alert.since)}
                {alert.lastError ? ` (last error: ${alert.lastError})` : ""}.{" "}
                {alert.fallback ? `${alert.fallback} ` : ""}
                {alert.emailed
                  ? "The front desk has been e-mailed."
                  : `The front desk is e-mailed once it has failed for ${loaderData.alertAfterMinutes} minutes.`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {loaderData.checklist ? <FirstRunChecklist lines={loaderData.checklist} /> : null}
      {loaderData.nightAudit ? <NightAuditLine status={loaderData.nightAudit} /> : null}
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
        {figures.map((figure) => (
          <li key={figure.label} className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
            <p className="text-sm text-ink-muted">{figure.label}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums text-ink">
              {figure.to ? (
                <Link
                  to={figure.to}
                  className="inline-flex min-h-11 min-w-11 items-center hover:underline"
                >
                  {figure.value}
                </Link>
              ) : (
                figure.value
              )}
            </p>
          </li>
        ))}
      </ul>
      <nav aria-label="Manage" className="mt-6 flex flex-wrap gap-3">
        {[
          // The shortcuts, with the bookings first.
          { to: "/admin/bookings", label: "Bookings" },
          { to: "/admin/rooms", label: "Manage rooms" },
          { to: "/admin/restaurants", label: "Restaurants" },
          { to: "/admin/gallery", label: "Gallery" },
          { to: "/admin/rooms/upload", label: "Upload room images" },
          { to: "/admin/gallery#upload-heading", label: "Upload gallery images" },
          { to: "/admin/blog/new", label: "Create blog post" },
          { to: "/admin/settings", label: "Site settings" },
        ]
          .filter((link) => roleMayUse(loaderData.role, link.to))
          .map((link) => (
            <ButtonLink key={link.to} to={link.to} variant="secondary" size="sm">
              {link.label}
            </ButtonLink>
          ))}
      </nav>
      {loaderData.integrations.length > 0 ? (
        <IntegrationHealthPanel
          items={loaderData.integrations}
          mayOpen={(path) => roleMayUse(loaderData.role, path)}
        />
      ) : null}
      {loaderData.attention.length > 0 ? (
        <section aria-labelledby="payments-attention" className="mt-8">
          <h2 id="payments-attention" className="font-display text-2xl text-ink">
            Payments needing attention
          </h2>
          <ul className="mt-3 grid gap-2">
            {loaderData.attention.map((item) => (
              <li
                key={item.transactionId}
                className="rounded-lg bg-coral-500/10 p-3 text-sm text-ink ring-1 ring-danger/30"
              >
                <Link
                  to={`/admin/bookings/${item.bookingId}`}
                  className="inline-flex min-h-11 items-center font-mono font-semibold text-ocean-700 underline"
                >
                  {item.reference}
                </Link>{" "}
                ({item.bookingStatus}):{" "}
                {item.latePayment
                  ? `${formatKsh(item.amount)} paid after the booking ended`
                  : `refund of ${formatKsh(item.refundAmount ?? item.amount)}`}
                , refund {item.refundStatus ?? "not started"}
                {item.refundError ? ` (${item.refundError})` : ""}.
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h2 className="mt-10 font-display text-2xl text-ink">Recent Rooms</h2>
      <Table
        columns={["Name", "Size", "Price per night", "Capacity", "Status", "Actions"]}
        className="md:min-w-[36rem]"
        wrapperClassName="mt-3"
      >
        {loaderData.recentRooms.map((room) => (
          <TableRow key={room.id}>
            <Cell className="font-semibold">{room.name}</Cell>
            <Cell label="Size">{room.size} m²</Cell>
            <Cell label="Price per night" className="tabular-nums">
              {formatKsh(room.price)}
            </Cell>
            <Cell label="Capacity">{room.capacity}</Cell>
            <RoomRowEnd room={room} images="Manage Images" />
          </TableRow>
        ))}
      </Table>
    </>
  );
}

/** What a new hotel still has to set up, each line done or not and linking to its page. */
function FirstRunChecklist({
  lines,
}: {
  lines: NonNullable<Route.ComponentProps["loaderData"]["checklist"]>;
}) {
  const left = lines.filter((line) => !line.done).length;
  return (
    <section
      aria-labelledby="first-run"
      className="mt-6 rounded-xl bg-ocean-50 p-4 ring-1 ring-sand-200"
      data-testid="first-run-checklist"
    >
      <h2 id="first-run" className="font-display text-2xl text-ink">
        Set up your hotel
      </h2>
      <p className="mt-1 text-ink-muted">
        {left} of {lines.length} steps left before guests can book. This card goes once all are
        done.
      </p>
      <ol className="mt-3 grid gap-2">
        {lines.map((line) => (
          <li key={line.key} className="flex items-start gap-3" data-step={line.key}>
            <span
              className={`mt-0.5 shrink-0 rounded-full px-2 text-sm font-semibold ${line.done ? "bg-palm-600/10 text-palm-700" : "bg-sand-200 text-ink"}`}
            >
              {line.done ? "Done" : "Not done"}
            </span>
            <span>
              {line.to ? (
                <Link to={line.to} className="font-semibold text-ocean-700 underline">
                  {line.label}
                </Link>
              ) : (
                <strong>{line.label}</strong>
              )}
              <span className="block text-sm text-ink-muted">{line.detail}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
