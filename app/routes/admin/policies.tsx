import { Link } from "react-router";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { LANGUAGE_NAMES } from "~/i18n/language-names";
import { formatHotelDay } from "~core/format";
import { policyOverview } from "~server/services/content/policies";
import type { Route } from "./+types/policies";

export function meta() {
  return [{ title: "Policy pages | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { pages: await policyOverview(context.services.db) };
}

/** /admin/policies: which text each policy page shows in each language, and where to edit it. */
export default function AdminPolicies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Policy pages</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Each page shows a standard text filled in from the settings until you publish your own.
        Every publish is a new version, kept with its date and author. A language without its own
        text shows your English one (or, without English, another language's), with a note saying
        so; with no own text at all, it shows the standard text.
      </p>
      {loaderData.pages.map((page) => (
        <section key={page.page} aria-labelledby={`policy-${page.page}`} className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id={`policy-${page.page}`} className="font-display text-2xl text-ink">
              {page.label}
            </h2>
            <Link to={page.path} className="font-semibold text-ocean-700 underline">
              View {page.path}
            </Link>
          </div>
          <Table
            columns={["Language", "Guests see", "Action"]}
            caption={`${page.label}: the text of each language`}
            wrapperClassName="mt-3"
          >
            {page.languages.map((row) => (
              <TableRow key={row.language}>
                <Cell as="th" scope="row">
                  <span lang={row.language}>{LANGUAGE_NAMES[row.language]}</span>
                </Cell>
                <Cell label="Guests see">
                  {row.own && row.publishedAt
                    ? `Own text, version ${row.version}, published ${formatHotelDay(row.publishedAt)}`
                    : row.fallback
                      ? `The ${LANGUAGE_NAMES[row.fallback.language]} text (version ${row.fallback.version})`
                      : "The standard text"}
                </Cell>
                <Cell>
                  <Link
                    to={`/admin/policies/${page.page}/${row.language}`}
                    className="font-semibold text-ocean-700 underline"
                  >
                    {row.own ? "Edit" : "Write"}
                    <span className="sr-only">
                      {` the ${page.label.toLowerCase()} in ${LANGUAGE_NAMES[row.language]}`}
                    </span>
                  </Link>
                </Cell>
              </TableRow>
            ))}
          </Table>
        </section>
      ))}
    </>
  );
}
