import { useState } from "react";
import { useNavigate } from "react-router";
import { errorFor, type FieldErrors, formObject, linesToList } from "~/components/admin/admin-form";
import { ImageField, TextField } from "~/components/admin/fields";
import { LocalizedFieldList, type LocalizedFieldSpec } from "~/components/admin/localized-fields";
import { StaleNotice, useVersion } from "~/components/admin/stale-notice";
import { useAdminCall } from "~/components/admin/use-admin-call";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { FieldError, FieldHint, LABEL_CLASS } from "~/components/ui/field";
import type { LocalizedText } from "~core/i18n/languages";
import { MENU_KINDS, type MenuKind } from "~core/types";

/** A restaurant as its form shows it (cuisine as lines per language). */
export interface RestaurantFormValues {
  id: number;
  name: string;
  description: LocalizedText;
  cuisine: LocalizedText;
  hours: LocalizedText;
  dressCode: LocalizedText;
  image: string | null;
  menuKinds: MenuKind[];
  version: number;
}

const RESTAURANT_TEXTS: LocalizedFieldSpec[] = [
  { name: "description", label: "Description", multiline: true },
  {
    name: "cuisine",
    label: "Cuisine tags",
    multiline: true,
    hint: "One tag per line; line 1 of every language is the same tag.",
  },
  { name: "hours", label: "Opening hours" },
  { name: "dressCode", label: "Dress code" },
];

/**
 * A restaurant's details: a new one (null, with its slug: its address word, fixed once
 * made) is added with POST and then opened; an existing one is saved with its version.
 */
export function RestaurantForm({ restaurant }: { restaurant: RestaurantFormValues | null }) {
  const navigate = useNavigate();
  const { busy, call } = useAdminCall();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { version, stale, check } = useVersion(restaurant?.version ?? 0);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formObject(form);
    const body = {
      ...values,
      cuisine: linesToList(values.cuisine),
      // Ticked boxes in their on-screen order (the stored order first, see PrintedMenus).
      ...(restaurant ? { menuKinds: new FormData(form).getAll("menuKinds") } : {}),
    };
    if (!restaurant) {
      const result = await call("/api/admin/restaurants", "POST", body, {
        failure: "Failed to add the restaurant.",
        success: "Restaurant added.",
      });
      setErrors(result.body.errors ?? {});
      const id = (result.body as { id?: number }).id;
      if (result.ok && id) await navigate(`/admin/restaurants/${id}`);
      return;
    }
    const result = await call(`/api/admin/restaurants/${restaurant.id}`, "PUT", body, {
      failure: "Failed to save the restaurant.",
      success: "Restaurant saved.",
    });
    setErrors(result.body.errors ?? {});
    check(result, form);
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="mt-6 grid gap-5">
      {restaurant ? <input type="hidden" name="version" value={version} /> : null}
      {stale ? <StaleNotice diffs={stale.diffs} className="mt-0" /> : null}
      <TextField name="name" label="Name" value={restaurant?.name} errors={errors} />
      {restaurant ? null : (
        <TextField
          name="slug"
          label="Slug"
          errors={errors}
          hint="Lowercase words joined by hyphens, e.g. the-terrace. It cannot be changed later."
        />
      )}
      <LocalizedFieldList record={restaurant} errors={errors} fields={RESTAURANT_TEXTS} />
      <ImageField
        name="image"
        label="Image"
        folder="restaurants"
        value={restaurant?.image ?? null}
        errors={errors}
      />
      {restaurant ? (
        <PrintedMenus chosen={restaurant.menuKinds} error={errorFor(errors, "menuKinds")} />
      ) : (
        <p className="text-sm text-ink-muted">
          Printed menus: a name with “bar” starts with the bar, wine, food and seafood menus, one
          with “cafe” the barista and food menus, any other all five. Change them on the
          restaurant’s page once it is added; renaming it later keeps them.
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {restaurant ? "Save restaurant" : "Add restaurant"}
        </Button>
      </div>
    </form>
  );
}

const MENU_LABELS: Record<MenuKind, string> = {
  food: "Food menu",
  wine: "Wine list",
  barista: "Barista menu",
  bar: "Bar menu",
  seafood: "Seafood menu",
};

/**
 * Which printed menus the restaurant's page shows, in the order listed: the chosen ones
 * first in their stored order, then the others, so ticking one adds it at the end.
 */
function PrintedMenus({ chosen, error }: { chosen: MenuKind[]; error?: string }) {
  const id = "field-menuKinds";
  const order = [...chosen, ...MENU_KINDS.filter((kind) => !chosen.includes(kind))];
  return (
    <fieldset
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
    >
      <legend className={LABEL_CLASS}>Printed menus</legend>
      {order.map((kind) => (
        <Checkbox
          key={kind}
          name="menuKinds"
          value={kind}
          defaultChecked={chosen.includes(kind)}
          label={MENU_LABELS[kind]}
        />
      ))}
      <FieldHint id={id}>
        Shown on the restaurant’s menu page in this order. Their pages are uploaded under Printed
        menus.
      </FieldHint>
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </fieldset>
  );
}
