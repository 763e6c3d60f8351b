import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { formatHotelDateTime } from "~core/format";
import { auditFilterFrom, listAudit } from "~server/services/admin/audit-log";
import type { Route } from "./+types/audit";

export function meta() {
  return [{ title: "Audit log | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = auditFilterFrom(new URL(request.url).searchParams);
  return { filter, ...(await listAudit(context.services.db, filter)) };
}

/** "key: value; key: value" for an entry's details. */
function detailsText(details: Record<string, unknown> | null): string {
  if (!details) return "";
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join("; ");
}

/** Who did what and when (hotel time), filtered by person, action and dates. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, filter, people, actions, page, pages, total } = loaderData;
  const pageLink = (to: number) => {
    const params = new URLSearchParams();
    if (filter.userId) params.set("user", String(filter.userId));
    if (filter.action) params.set("action", filter.action);
    if (filter.from) params.set("from", filter.from);
    if (filter.to) params.set("to", filter.to);
    params.set("page", String(to));
    return `/admin/audit?${params}`;
  };
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Audit log</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Every change made in the admin, every sign-in and every failed one, newest first. Times are
        the hotel's.
      </p>
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <Field id="audit-user" label="Person">
          <Select name="user" defaultValue={filter.userId ?? ""}>
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name} ({person.email})
              </option>
            ))}
          </Select>
        </Field>
        <Field id="audit-action" label="Action">
          <Select name="action" defaultValue={filter.action ?? ""}>
            <option value="">Any action</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {action.replaceAll("_", " ")}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="audit-from" label="From (hotel date)">
          <Input name="from" type="date" defaultValue={filter.from ?? ""} />
        </Field>
        <Field id="audit-to" label="To (hotel date)">
          <Input name="to" type="date" defaultValue={filter.to ?? ""} />
        </Field>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <p role="status" className="mt-4 text-ink-muted">
        {total === 0
          ? "No entry matches."
          : `${total} ${total === 1 ? "entry" : "entries"}, page ${page} of ${pages}.`}
      </p>
      {entries.length > 0 ? (
        <Table
          columns={["When", "Who", "Action", "What", "Details"]}
          className="md:min-w-[48rem]"
          wrapperClassName="mt-3"
        >
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <Cell className="whitespace-nowrap tabular-nums">
                {formatHotelDateTime(entry.at)}
              </Cell>
              <Cell label="Who" className="[overflow-wrap:anywhere]">
                {entry.who ? entry.who.name : "unknown"}
              </Cell>
              <Cell label="Action">{entry.action.replaceAll("_", " ")}</Cell>
              <Cell label="What" className="[overflow-wrap:anywhere]">
                {entry.entity.replaceAll("_", " ")}
                {entry.entityId ? ` ${entry.entityId}` : ""}
              </Cell>
              <Cell label="Details" className="text-sm [overflow-wrap:anywhere]">
                {detailsText(entry.details)}
              </Cell>
            </TableRow>
          ))}
        </Table>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Audit log pages" className="mt-4 flex gap-4">
          {page > 1 ? (
            <Link className="font-semibold text-ocean-700 underline" to={pageLink(page - 1)}>
              Newer entries
            </Link>
          ) : null}
          {page < pages ? (
            <Link className="font-semibold text-ocean-700 underline" to={pageLink(page + 1)}>
              Older entries
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
