/**
 * The period of a report (the screen /admin/reports, GET /api/admin/reports and its CSV
 * exports): its first and last day, both included, in hotel dates. The last day may not come
 * before the first, and a period is at most MAX_REPORT_DAYS days.
 */
import { hotelToday } from "../dates";
import { isIsoDate } from "../pricing";
import { MAX_REPORT_DAYS, periodDays, type ReportPeriod, reportPresets } from "../reports";
import { z } from "../zod";

const day = (label: string) =>
  z
    .string({ message: `${label} must be a date (YYYY-MM-DD).` })
    .trim()
    .refine(isIsoDate, `${label} must be a real date in the YYYY-MM-DD format.`);

export const ReportPeriodSchema = z
  .object({ from: day("The first day"), to: day("The last day") })
  .superRefine((value, ctx) => {
    if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
    if (value.to < value.from) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "The last day must be on or after the first day.",
      });
    } else if (periodDays(value) > MAX_REPORT_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `A report covers at most ${MAX_REPORT_DAYS} days; choose a shorter period.`,
      });
    }
  });

/**
 * The period asked for in a query string (`from`, `to`): this month when neither is given,
 * otherwise both checked. Field messages by name when refused.
 */
export function readReportPeriod(
  query: { from?: string | null; to?: string | null },
  today: string = hotelToday(),
):
  | { ok: true; period: ReportPeriod }
  | { ok: false; errors: Record<string, string>; asked: { from: string; to: string } } {
  const from = query.from?.trim() ?? "";
  const to = query.to?.trim() ?? "";
  if (!from && !to) {
    const [thisMonth] = reportPresets(today);
    return { ok: true, period: { from: thisMonth.from, to: thisMonth.to } };
  }
  const parsed = ReportPeriodSchema.safeParse({ from, to });
  if (parsed.success) return { ok: true, period: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors, asked: { from, to } };
}
