/**
 * The occupancy grid and the reports, behind requireAdmin: GET /api/admin/calendar (the grid,
 * `?from=&roomTypeId=&night=`), GET /api/admin/reports (the figures of `?from=&to=`) and its
 * CSV exports: bookings.csv and payments.csv of the period, guests.csv (the guests who agreed
 * to be contacted; its own area of the roles, core/admin-roles.ts).
 */
import { Hono } from "hono";
import { readGridQuery } from "~core/reports";
import { readReportPeriod } from "~core/schemas/reports";
import type { HonoEnv } from "../../context";
import { AppError } from "../../errors";
import { roomNumberGrid } from "../../services/property/room-numbers";
import { bookingsCsv, exportName, guestsCsv, paymentsCsv } from "../../services/reports/exports";
import { occupancyGrid } from "../../services/reports/occupancy-grid";
import { periodReport } from "../../services/reports/report";

function invalid(errors: Record<string, string>): AppError {
  return new AppError("validation", Object.values(errors)[0] ?? "Invalid period", errors);
}

function period(query: Record<string, string>) {
  const read = readReportPeriod(query);
  if (!read.ok) throw invalid(read.errors);
  return read.period;
}

const csvHeaders = (name: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${name}"`,
  "Cache-Control": "no-store",
});

// `view=rooms` adds the rooms by number (`rooms`) to the grid by room type.
export const adminCalendarApi = new Hono<HonoEnv>().get("/", async (c) => {
  const query = readGridQuery(c.req.query());
  if (Object.keys(query.errors).length > 0) throw invalid(query.errors);
  const grid = await occupancyGrid(c.var.services.db, { from: query.from, cell: query.cell });
  if (c.req.query("view") !== "rooms") return c.json(grid);
  return c.json({ ...grid, rooms: await roomNumberGrid(c.var.services.db, grid) });
});

export const adminReportsApi = new Hono<HonoEnv>()
  .get("/", async (c) => c.json(await periodReport(c.var.services.db, period(c.req.query()))))
  .get("/bookings.csv", async (c) => {
    const chosen = period(c.req.query());
    const csv = await bookingsCsv(c.var.services.db, chosen);
    return c.body(csv, 200, csvHeaders(exportName("bookings", chosen)));
  })
  .get("/payments.csv", async (c) => {
    const chosen = period(c.req.query());
    const csv = await paymentsCsv(c.var.services.db, chosen);
    return c.body(csv, 200, csvHeaders(exportName("payments", chosen)));
  })
  .get("/guests.csv", async (c) => {
    const chosen = period(c.req.query());
    const csv = await guestsCsv(c.var.services.db, chosen);
    return c.body(csv, 200, csvHeaders(exportName("guests", chosen)));
  });
