import { data } from "react-router";
import { Pager } from "~/components/admin/pager";
import { RangeFilter, typedRange } from "~/components/admin/range-filter";
import { FEEDBACK_RATING_LABELS, FEEDBACK_RATINGS } from "~core/schemas/feedback";
import { feedbackReport } from "~server/services/admin/inbox";
import { readPaging } from "~server/services/platform/paging";
import type { Route } from "./+types/feedback";

const LABELS = FEEDBACK_RATING_LABELS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { from, to } = typedRange(params);
  const paging = readPaging(params);
  if (!paging.ok) {
    return data(
      { from, to, errors: paging.errors, summary: undefined, entries: [], paging: null },
      { status: 400 },
    );
  }
  const errors: Record<string, string> = {};
  const { query } = paging;
  return {
    from,
    to,
    errors,
    ...(await feedbackReport(context.services.db, query.from, query.to, query)),
  };
}

/** Guest feedback: every submission and the average of each rating (1 Poor … 4 Excellent). */
export default function AdminFeedback({ loaderData }: Route.ComponentProps) {
  const { summary, entries, from, to, errors, paging } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Guest feedback</h1>
      <RangeFilter from={from} to={to} errors={errors} />
      <h2 className="mt-8 font-display text-2xl text-ink">
        Averages ({summary?.count ?? 0} submissions)
      </h2>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {FEEDBACK_RATINGS.map((key) => {
          const value = summary?.[key] as number | null | undefined;
          return (
            <div
              key={key}
              className="flex justify-between rounded-lg bg-sand-50 px-3 py-2 ring-1 ring-sand-200"
            >
              <dt className="text-ink-muted">{LABELS[key]}</dt>
              <dd className="font-semibold tabular-nums text-ink">
                {value == null ? "–" : `${value.toFixed(2)} / 4`}
              </dd>
            </div>
          );
        })}
      </dl>
      <h2 className="mt-8 font-display text-2xl text-ink">Submissions</h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-ink-muted">No feedback in this period.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-xl p-4 ring-1 ring-sand-200">
              <p className="font-semibold text-ink">
                {entry.date}
                {entry.roomNumber ? ` · room ${entry.roomNumber}` : ""}
                {entry.howDidYouKnow ? ` · found us via ${entry.howDidYouKnow}` : ""}
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                Overall {entry.overallExperienceRating}/4 · value {entry.valueForMoneyRating}/4 ·
                staff {entry.staffFriendlinessRating}/4
              </p>
              {entry.additionalFeedback ? (
                <p className="mt-2 whitespace-pre-line text-ink">{entry.additionalFeedback}</p>
              ) : null}
              {entry.staffRecommendation ? (
                <p className="mt-1 whitespace-pre-line text-sm text-ink">
                  Staff to recommend: {entry.staffRecommendation}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {paging ? <Pager paging={paging} label="Feedback" /> : null}
    </>
  );
}
