import { ButtonAnchor } from "~/components/ui/button";
import type { Route } from "./+types/backup";

export function meta() {
  return [{ title: "Backups | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Owners only (no rule of core/admin-roles.ts names this page). */
export function loader({ context }: Route.LoaderArgs) {
  return { kind: context.services.dbKind };
}

/** One archive of the database and the uploaded files, made while the site keeps serving. */
export default function AdminBackup({ loaderData }: Route.ComponentProps) {
  const { kind } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Backups</h1>
      <div className="mt-4 max-w-3xl space-y-3 text-ink-muted">
        <p>
          Download one archive holding the whole database (bookings, guests, payments, content,
          staff accounts) and every uploaded photo, with a checksum of each file. The site keeps
          serving while it is made: the{" "}
          {kind === "pglite"
            ? "embedded database is copied between two"
            : "database is dumped by pg_dump within one"}{" "}
          of its transactions.
        </p>
        <p>
          Keep it somewhere safe and private: it holds guests' personal data. Keep the site's
          APP_SECRET with your other secrets, apart from the archive.
        </p>
      </div>
      <p className="mt-6">
        <ButtonAnchor href="/api/admin/backup" download>
          Download a backup
        </ButtonAnchor>
      </p>
      <h2 className="mt-8 font-display text-xl text-ink">From the server</h2>
      <p className="mt-2 max-w-3xl text-ink-muted">
        On the server, <code>npm run backup</code> writes the same archive (also while the site
        runs), and <code>npm run restore -- ARCHIVE</code> brings one back into an empty data
        directory or database, with the site stopped. The README's Backups section has the details.
      </p>
    </>
  );
}
