import { data } from "react-router";
import { Pager } from "~/components/admin/pager";
import { RangeFilter, typedRange } from "~/components/admin/range-filter";
import { ButtonAnchor } from "~/components/ui/button";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { formatHotelDay } from "~core/format";
import { listSubscribers } from "~server/services/admin/inbox";
import { readPaging } from "~server/services/platform/paging";
import type { Route } from "./+types/subscribers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const paging = readPaging(params);
  const range = typedRange(params);
  if (!paging.ok) return data({ subscribers: [], paging: null, errors: paging.errors, range }, 400);
  const { rows, paging: page } = await listSubscribers(
    context.services.db,
    paging.query,
    paging.query,
  );
  return { subscribers: rows, paging: page, errors: {} as Record<string, string>, range };
}

/** Newsletter subscribers a page at a time; the CSV has every one of the chosen range. */
export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, paging, errors, range } = loaderData;
  const csv = new URLSearchParams(
    Object.entries(range).filter(([, value]) => value !== "" && !errors.from && !errors.to),
  ).toString();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">
          Newsletter subscribers{paging ? ` (${paging.total})` : ""}
        </h1>
        <ButtonAnchor href={`/api/admin/subscribers.csv${csv ? `?${csv}` : ""}`} download size="sm">
          Download CSV
        </ButtonAnchor>
      </div>
      <RangeFilter {...range} errors={errors} fromLabel="Subscribed from" toLabel="Subscribed to" />
      {subscribers.length === 0 ? (
        <p className="mt-6 text-ink-muted">No subscribers in this range.</p>
      ) : (
        <Table columns={["E-mail", "Language", "Subscribed"]}>
          {subscribers.map((row) => (
            <TableRow key={row.id}>
              <Cell className="break-all md:pe-2">{row.email}</Cell>
              <Cell label="Language">
                <span className="uppercase">{row.language}</span>
              </Cell>
              <Cell label="Subscribed">{formatHotelDay(row.createdAt)}</Cell>
            </TableRow>
          ))}
        </Table>
      )}
      {paging ? <Pager paging={paging} label="Subscribers" /> : null}
    </>
  );
}
