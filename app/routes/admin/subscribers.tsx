import { Cell, STACKED } from "~/components/admin/responsive-table";
import { formatHotelDay } from "../../../core/format";
import { listSubscribers } from "../../../server/services/admin-inbox";
import type { Route } from "./+types/subscribers";

export async function loader({ context }: Route.LoaderArgs) {
  return { subscribers: await listSubscribers(context.services.db) };
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">
          Newsletter subscribers ({loaderData.subscribers.length})
        </h1>
        <a
          href="/api/admin/subscribers.csv"
          download
          className="inline-flex min-h-11 items-center rounded-lg bg-ocean-700 px-4 text-sm font-semibold text-white"
        >
          Download CSV
        </a>
      </div>
      <div className="mt-6">
        <table className={STACKED.table}>
          <thead className={STACKED.thead}>
            <tr className="border-b border-sand-200 text-ink-muted">
              <th scope="col" className="py-2 text-start">
                E-mail
              </th>
              <th scope="col" className="py-2 text-start">
                Language
              </th>
              <th scope="col" className="py-2 text-start">
                Subscribed
              </th>
            </tr>
          </thead>
          <tbody className={STACKED.tbody}>
            {loaderData.subscribers.map((row) => (
              <tr key={row.id} className={STACKED.row}>
                <Cell className="break-all md:pe-2">{row.email}</Cell>
                <Cell label="Language">
                  <span className="uppercase">{row.language}</span>
                </Cell>
                <Cell label="Subscribed">{formatHotelDay(row.createdAt)}</Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
