/** Guest feedback: stored as submitted, ratings 1..4. */
import type { Lang } from "~core/i18n/languages";
import type { FeedbackValues } from "~core/schemas/feedback";
import type { Database } from "../../db/client";
import { guestFeedback } from "../../db/schema";

export async function createFeedback(
  db: Database,
  input: FeedbackValues,
  lang: Lang,
): Promise<{ id: number }> {
  const { website: _honeypot, ...values } = input;
  const [row] = await db
    .insert(guestFeedback)
    .values({
      ...values,
      roomNumber: values.roomNumber ?? null,
      howDidYouKnow: values.howDidYouKnow ?? null,
      additionalFeedback: values.additionalFeedback ?? null,
      staffRecommendation: values.staffRecommendation ?? null,
      language: lang,
    })
    .returning({ id: guestFeedback.id });
  if (!row) throw new Error("feedback insert returned no row");
  return row;
}
