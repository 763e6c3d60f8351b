import { data, Link, useSearchParams } from "react-router";
import { Pager } from "~/components/admin/pager";
import { RangeFilter, typedRange } from "~/components/admin/range-filter";
import { useAdminCall } from "~/components/admin/use-admin-call";
import { Button } from "~/components/ui/button";
import { formatHotelDateTime } from "~core/format";
import { listMessages } from "~server/services/admin/inbox";
import { readPaging } from "~server/services/platform/paging";
import type { Route } from "./+types/messages";

const SUBJECTS: Record<string, string> = {
  reservation: "Room reservation",
  dining: "Restaurant reservation",
  event: "Event inquiry",
  feedback: "Feedback",
  other: "Other",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const open = params.get("open") === "1";
  const paging = readPaging(params);
  const range = typedRange(params);
  if (!paging.ok) return data({ messages: [], paging: null, errors: paging.errors, range }, 400);
  const { rows, paging: page } = await listMessages(
    context.services.db,
    { open, from: paging.query.from, to: paging.query.to },
    paging.query,
  );
  return { messages: rows, paging: page, errors: {} as Record<string, string>, range };
}

/** Contact messages, newest first; text is shown as text, never as HTML. */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const open = params.get("open") === "1";
  const { busy, call } = useAdminCall();
  const { range, errors, paging } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Messages</h1>
      <p className="mt-2 text-sm">
        <Link
          to={open ? "/admin/messages" : "/admin/messages?open=1"}
          className="inline-flex min-h-11 items-center text-ocean-700 underline"
        >
          {open ? "Show all messages" : "Show only messages not yet handled"}
        </Link>
      </p>
      <RangeFilter {...range} errors={errors} fromLabel="Received from" toLabel="Received to" />
      {loaderData.messages.length === 0 ? (
        <p className="mt-6 text-ink-muted">No messages.</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {loaderData.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-xl p-4 ring-1 ${message.handledAt ? "bg-white ring-sand-200" : "bg-sand-50 ring-coral-500/40"}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold text-ink">
                  {SUBJECTS[message.subject] ?? message.subject}: {message.name}
                </h2>
                <span className="text-xs text-ink-muted">
                  {formatHotelDateTime(message.createdAt)}
                </span>
              </div>
              {message.topic ? (
                <p className="mt-1 font-semibold text-ocean-800">{message.topic}</p>
              ) : null}
              <p className="text-sm text-ink-muted">
                {message.email} · {message.phone}
              </p>
              <p className="mt-2 whitespace-pre-line text-ink">{message.message}</p>
              <div className="mt-3 flex flex-wrap items-center gap-4">
                <a
                  className="inline-flex min-h-11 items-center text-ocean-700 underline"
                  href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.topicName ?? SUBJECTS[message.subject] ?? "your message"}`)}`}
                >
                  Reply by e-mail
                </a>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    call(
                      `/api/admin/messages/${message.id}/handled`,
                      "PUT",
                      { handled: !message.handledAt },
                      { failure: "Failed to update the message. Please try again." },
                    )
                  }
                >
                  {message.handledAt ? "Mark as not handled" : "Mark as handled"}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {paging ? <Pager paging={paging} label="Messages" /> : null}
    </>
  );
}
