/**
 * The feedback form posted without JavaScript (or before the page has hydrated): the
 * same schema, limits and `createFeedback` as POST /api/feedback, answered with
 * "received" or with the typed values and each field's problem for the page to show.
 */
import { data } from "react-router";
import type { FeedbackSubmitted, FeedbackTyped } from "~/components/engage/feedback-form";
import type { PageContext } from "~/load-context";
import { hotelToday } from "~core/dates";
import { requestLanguage } from "~core/i18n/request-language";
import { FEEDBACK_RATINGS, feedbackSchema } from "~core/schemas/feedback";
import { createFeedback } from "~server/services/content/feedback";
import { hitRateLimit } from "~server/services/platform/rate-limit";

const FIELDS = [
  "date",
  "roomNumber",
  "howDidYouKnow",
  ...FEEDBACK_RATINGS,
  "additionalFeedback",
  "staffRecommendation",
] as const;

export async function submitFeedbackForm(request: Request, context: PageContext) {
  const form = await request.formData();
  const values: FeedbackTyped = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 6000);
  }
  for (const name of ["feedbackBurst", "feedbackHour"] as const) {
    const limit = await hitRateLimit(context.services.db, name, context.clientIp);
    if (!limit.allowed)
      return data<FeedbackSubmitted>(
        { status: "rateLimited", values },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
  }
  const parsed = feedbackSchema(hotelToday()).safeParse({
    ...values,
    website: form.get("website") ?? "",
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      errors[field] ??= issue.message;
    }
    return data<FeedbackSubmitted>({ status: "invalid", values, errors }, { status: 400 });
  }
  // A filled honeypot is a bot: answer as if it worked and store nothing.
  if (!parsed.data.website)
    await createFeedback(context.services.db, parsed.data, requestLanguage(request));
  return data<FeedbackSubmitted>({ status: "received" });
}
