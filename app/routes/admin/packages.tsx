import { Plus } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { ListActions, movedIds } from "~/components/admin/list-actions";
import { RowSummary } from "~/components/admin/row-summary";
import { useAdminCall } from "~/components/admin/use-admin-call";
import { ButtonLink } from "~/components/ui/button";
import { listAdminPackages } from "~server/services/content/admin/packages";
import type { Route } from "./+types/packages";

export function meta() {
  return [{ title: "Packages | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const rows = await listAdminPackages(context.services.db);
  return {
    packages: rows.map((row) => ({
      id: row.id,
      title: row.title.en,
      price: row.price.en,
      groupSize: row.groupSize.en,
      image: row.images[0] ?? null,
      isVisible: row.isVisible,
    })),
  };
}

/** Event packages of /packages: order, hide, delete; each opens its edit page. */
export default function AdminPackages({ loaderData }: Route.ComponentProps) {
  const { packages } = loaderData;
  const { busy, call } = useAdminCall();
  const navigate = useNavigate();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Event packages</h1>
        <ButtonLink to="/admin/packages/new">
          <Plus aria-hidden="true" className="size-4" />
          New package
        </ButtonLink>
      </div>
      <p className="mt-2 text-ink-muted">
        /packages shows the visible packages in this order.{" "}
        <a href="/packages" className="inline-flex min-h-11 items-center text-ocean-700 underline">
          View the page
        </a>
      </p>
      {packages.length === 0 ? (
        <p className="mt-6 text-ink-muted">No packages yet.</p>
      ) : (
        <ol aria-busy={busy} className="mt-6 grid gap-3">
          {packages.map((pkg, index) => (
            <li
              key={pkg.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-3 ring-1 ring-sand-200"
            >
              <RowSummary image={pkg.image} imageClassName="h-14 w-20 rounded-lg" centered>
                <h2 className="font-semibold">
                  <Link
                    to={`/admin/packages/${pkg.id}`}
                    className="inline-flex min-h-11 items-center text-ocean-700 underline"
                  >
                    {pkg.title}
                  </Link>
                </h2>
                <p className="text-sm text-ink-muted">
                  {pkg.price} · {pkg.groupSize}
                  {pkg.isVisible ? "" : " · hidden from the website"}
                </p>
              </RowSummary>
              <ListActions
                label={pkg.title}
                index={index}
                count={packages.length}
                busy={busy}
                visible={pkg.isVisible}
                onMove={(to) =>
                  void call(
                    "/api/admin/packages/reorder",
                    "PUT",
                    {
                      ids: movedIds(
                        packages.map((p) => p.id),
                        index,
                        to,
                      ),
                    },
                    { failure: "Failed to reorder the packages." },
                  )
                }
                onVisible={(isVisible) =>
                  void call(
                    `/api/admin/packages/${pkg.id}/visibility`,
                    "PUT",
                    { isVisible },
                    {
                      failure: "Failed to change the visibility.",
                      success: isVisible ? "Shown on the website." : "Hidden from the website.",
                    },
                  )
                }
                onEdit={() => navigate(`/admin/packages/${pkg.id}`)}
                onDelete={() =>
                  void call(`/api/admin/packages/${pkg.id}`, "DELETE", undefined, {
                    failure: "Failed to delete the package.",
                    success: "Package deleted.",
                  })
                }
              />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
