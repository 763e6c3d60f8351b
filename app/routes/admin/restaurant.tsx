import { data, Link, useNavigate } from "react-router";
import { listToLines } from "~/components/admin/admin-form";
import {
  EditableRows,
  FormButtons,
  ListHeader,
  RowVersion,
  useEditableList,
} from "~/components/admin/editable-list";
import { ImageField, TextField } from "~/components/admin/fields";
import { LocalizedFieldList, type LocalizedFieldSpec } from "~/components/admin/localized-fields";
import { RestaurantForm } from "~/components/admin/restaurant-form";
import { useAdminCall } from "~/components/admin/use-admin-call";
import { Button } from "~/components/ui/button";
import { formatKsh } from "~core/format";
import type { LocalizedText } from "~core/i18n/languages";
import { idFromParam } from "~core/schemas/text";
import { adminRestaurant } from "~server/services/content/admin/restaurants";
import type { Route } from "./+types/restaurant";

export function meta() {
  return [{ title: "Restaurant | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.id) ?? 0;
  const row = id ? await adminRestaurant(context.services.db, id) : null;
  if (!row) throw data("Restaurant not found", { status: 404 });
  return {
    restaurant: {
      id: row.id,
      name: row.name,
      description: row.description as LocalizedText,
      cuisine: listToLines(row.cuisine),
      hours: row.hours as LocalizedText,
      dressCode: row.dressCode as LocalizedText,
      image: row.image,
      menuKinds: row.menuKinds,
      version: row.version,
    },
    items: row.items.map((item) => ({
      id: item.id,
      category: item.category as LocalizedText,
      name: item.name as LocalizedText,
      description: item.description as LocalizedText,
      price: item.price,
      image: item.image,
      version: item.version,
    })),
  };
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

const DISH_TEXTS: LocalizedFieldSpec[] = [
  { name: "name", label: "Dish name" },
  {
    name: "category",
    label: "Category",
    hint: "Dishes with the same category form one tab of the menu.",
  },
  { name: "description", label: "Description", multiline: true, required: false },
];

/** One restaurant's details and its à-la-carte dishes, in seven languages. */
export default function AdminRestaurant({ loaderData }: Route.ComponentProps) {
  const { restaurant, items } = loaderData;
  const navigate = useNavigate();
  const { busy, call } = useAdminCall();
  const dishes = useEditableList({
    endpoint: `/api/admin/restaurants/${restaurant.id}/items`,
    noun: "dish",
  });
  const itemErrors = dishes.errors;

  async function deleteRestaurant() {
    const dishCount = items.length;
    const question = `Delete "${restaurant.name}" and its ${dishCount} dishes? This cannot be undone.`;
    if (!window.confirm(question)) return;
    const result = await call(`/api/admin/restaurants/${restaurant.id}`, "DELETE", undefined, {
      failure: "Failed to delete the restaurant.",
      success: "Restaurant deleted.",
    });
    if (result.ok) await navigate("/admin/restaurants");
  }

  const itemForm = (item: Item | null) => {
    const id = item?.id ?? "new";
    return (
      <form
        onSubmit={(event) => void dishes.save(event, id)}
        noValidate
        className="mt-4 grid gap-4"
      >
        <RowVersion row={item} list={dishes} />
        <LocalizedFieldList record={item} errors={itemErrors} fields={DISH_TEXTS} />
        <TextField
          name="price"
          label="Price (KSh)"
          value={item?.price}
          errors={itemErrors}
          inputMode="numeric"
        />
        <ImageField
          name="image"
          label="Photo"
          folder="dishes"
          value={item?.image ?? null}
          errors={itemErrors}
        />
        <FormButtons isNew={id === "new"} noun="dish" busy={dishes.busy} onCancel={dishes.close} />
      </form>
    );
  };

  return (
    <>
      <p>
        <Link
          to="/admin/restaurants"
          className="inline-flex min-h-11 items-center text-ocean-700 underline"
        >
          Back to restaurants
        </Link>
      </p>
      <h1 className="font-display text-3xl text-ink">{restaurant.name}</h1>
      <RestaurantForm restaurant={restaurant} />

      <section aria-labelledby="dishes" className="mt-10">
        <ListHeader
          id="dishes"
          level={2}
          title={`À la carte (${items.length} dishes)`}
          newLabel="New dish"
          onNew={() => dishes.toggle("new")}
        />
        <EditableRows
          list={dishes}
          rows={items}
          newPanel={{ id: "new-dish", title: "New dish", level: 3 }}
          empty="No dishes yet."
          ordered
          compact
          rowId={(item) => `dish-${item.id}`}
          label={(item) => item.name.en}
          form={itemForm}
          summary={(item) => (
            <div>
              <h3 className="font-semibold text-ink">{item.name.en}</h3>
              <p className="text-sm text-ink-muted">
                {item.category.en} · {formatKsh(item.price)}
              </p>
            </div>
          )}
        />
      </section>

      <section aria-labelledby="delete-restaurant" className="mt-10">
        <h2 id="delete-restaurant" className="font-display text-2xl text-ink">
          Delete this restaurant
        </h2>
        <p className="mt-1 text-ink-muted">
          Its dishes are deleted with it; the printed menus stay. Guests' messages about it keep its
          name.
        </p>
        <Button
          type="button"
          variant="secondary"
          className="mt-3"
          disabled={busy}
          onClick={() => void deleteRestaurant()}
        >
          Delete restaurant
        </Button>
      </section>
    </>
  );
}
