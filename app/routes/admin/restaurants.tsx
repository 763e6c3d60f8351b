import { Plus, Upload } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { uploadWithProgress } from "~/admin/api-client";
import { ListActions, movedIds } from "~/components/admin/list-actions";
import { useAdminCall } from "~/components/admin/use-admin-call";
import { ButtonLink, FileButton } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { srcSetFor } from "~core/images";
import {
  listAdminRestaurants,
  listMenuPagesByKind,
} from "~server/services/content/admin/restaurants";
import type { Route } from "./+types/restaurants";

export function meta() {
  return [{ title: "Restaurants | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [restaurants, menus] = await Promise.all([
    listAdminRestaurants(db),
    listMenuPagesByKind(db),
  ]);
  return {
    restaurants: restaurants.map((row) => ({
      id: row.id,
      name: row.name,
      hours: row.hours.en,
      image: row.image,
    })),
    menus: menus.map((menu) => ({
      kind: menu.kind,
      title: menu.title.en,
      pages: menu.pages.map((page) => ({ id: page.id, src: page.src, width: page.width })),
    })),
  };
}

/** The restaurants (each opens its page with the dishes) and the printed menus' pages. */
export default function AdminRestaurants({ loaderData }: Route.ComponentProps) {
  const { restaurants, menus } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Restaurants and menus</h1>
        <ButtonLink to="/admin/restaurants/new">
          <Plus aria-hidden="true" className="size-4" />
          Add restaurant
        </ButtonLink>
      </div>
      {restaurants.length === 0 ? (
        <p className="mt-6 text-ink-muted">
          No restaurants yet: the Dining page says so to guests until you add one.
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {restaurants.map((restaurant) => (
          <li
            key={restaurant.id}
            className="flex gap-3 rounded-xl bg-white p-3 ring-1 ring-sand-200"
          >
            {restaurant.image ? (
              <img src={restaurant.image} alt="" className="h-16 w-24 rounded-lg object-cover" />
            ) : null}
            <div>
              <h2 className="font-semibold">
                <Link
                  to={`/admin/restaurants/${restaurant.id}`}
                  className="inline-flex min-h-11 items-center text-ocean-700 underline"
                >
                  {restaurant.name}
                </Link>
              </h2>
              <p className="text-sm text-ink-muted">{restaurant.hours}</p>
            </div>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 font-display text-2xl text-ink">Printed menus</h2>
      <p className="mt-1 text-ink-muted">
        The menu viewer of each restaurant shows these pages in order (which menus a restaurant
        offers follows its name).
      </p>
      {menus.map((menu) => (
        <MenuPages key={menu.kind} menu={menu} />
      ))}
    </>
  );
}

function MenuPages({ menu }: { menu: Route.ComponentProps["loaderData"]["menus"][number] }) {
  const { busy, call } = useAdminCall();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = `menu-${menu.kind}-files`;

  async function upload(files: FileList | null) {
    if (!files || files.length === 0) return;
    const form = new FormData();
    for (const file of Array.from(files)) form.append("images", file);
    setError(null);
    setProgress(0);
    const { status, body } = await uploadWithProgress(
      `/api/admin/menus/${menu.kind}/upload-pages`,
      form,
      setProgress,
    ).done;
    setProgress(null);
    if (status === 201) {
      toast({ title: body.message ?? "Pages uploaded." });
      await revalidator.revalidate();
    } else setError(body.message ?? "Failed to upload the pages. Please try again.");
  }

  return (
    <section
      aria-labelledby={`menu-${menu.kind}`}
      className="mt-6 rounded-xl bg-white p-4 ring-1 ring-sand-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`menu-${menu.kind}`} className="font-semibold text-ink">
          {menu.title} ({menu.pages.length} pages)
        </h3>
        <FileButton
          id={inputId}
          multiple
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={progress !== null}
          onChange={(event) => {
            void upload(event.target.files);
            event.target.value = "";
          }}
        >
          <Upload aria-hidden="true" className="size-4" />
          Upload pages to {menu.title}
        </FileButton>
      </div>
      {progress !== null ? (
        <div className="mt-3">
          <label htmlFor={`${inputId}-progress`} className="text-sm font-semibold text-ink">
            Uploading… {progress}%
          </label>
          <progress
            id={`${inputId}-progress`}
            max={100}
            value={progress}
            className="mt-1 block w-full"
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-coral-500/10 p-3 text-danger">
          {error}
        </p>
      ) : null}
      <ol aria-busy={busy} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {menu.pages.map((page, index) => (
          <li key={page.id} className="rounded-lg ring-1 ring-sand-200">
            <img
              src={page.src}
              srcSet={srcSetFor(page.src, page.width)}
              sizes="160px"
              alt={`${menu.title}, page ${index + 1}`}
              loading="lazy"
              className="aspect-[3/4] w-full rounded-t-lg object-cover"
            />
            <ListActions
              label={`${menu.title} page ${index + 1}`}
              index={index}
              count={menu.pages.length}
              busy={busy}
              onMove={(to) =>
                void call(
                  `/api/admin/menus/${menu.kind}/reorder`,
                  "PUT",
                  {
                    ids: movedIds(
                      menu.pages.map((p) => p.id),
                      index,
                      to,
                    ),
                  },
                  { failure: "Failed to reorder the pages." },
                )
              }
              onDelete={() =>
                void call(`/api/admin/menus/${menu.kind}/pages/${page.id}`, "DELETE", undefined, {
                  failure: "Failed to delete the page.",
                  success: "Page deleted.",
                })
              }
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
