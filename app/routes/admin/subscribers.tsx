import { ButtonAnchor } from "~/components/ui/button";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { formatHotelDay } from "~core/format";
import { listSubscribers } from "~server/services/admin/inbox";
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
        <ButtonAnchor href="/api/admin/subscribers.csv" download size="sm">
          Download CSV
        </ButtonAnchor>
      </div>
      <Table columns={["E-mail", "Language", "Subscribed"]}>
        {loaderData.subscribers.map((row) => (
          <TableRow key={row.id}>
            <Cell className="break-all md:pe-2">{row.email}</Cell>
            <Cell label="Language">
              <span className="uppercase">{row.language}</span>
            </Cell>
            <Cell label="Subscribed">{formatHotelDay(row.createdAt)}</Cell>
          </TableRow>
        ))}
      </Table>
    </>
  );
}
