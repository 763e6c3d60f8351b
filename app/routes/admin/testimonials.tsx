import { Star } from "lucide-react";
import {
  EditableRows,
  FormButtons,
  ListHeader,
  RowVersion,
  useEditableList,
  VisibleField,
  withVisibility,
} from "~/components/admin/editable-list";
import { ImageField, TextField } from "~/components/admin/fields";
import { LocalizedFields } from "~/components/admin/localized-fields";
import { RowSummary } from "~/components/admin/row-summary";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { LocalizedText } from "~core/i18n/languages";
import { listAdminTestimonials } from "~server/services/content/admin/testimonials";
import type { Route } from "./+types/testimonials";

export function meta() {
  return [{ title: "Testimonials | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const rows = await listAdminTestimonials(context.services.db);
  return {
    testimonials: rows.map((row) => ({
      id: row.id,
      name: row.name,
      location: row.location as LocalizedText,
      content: row.content as LocalizedText,
      rating: row.rating,
      image: row.image,
      isVisible: row.isVisible,
      version: row.version,
    })),
  };
}

type Testimonial = Route.ComponentProps["loaderData"]["testimonials"][number];

/** Guest testimonials of the home page: add, edit, order, hide, delete. */
export default function AdminTestimonials({ loaderData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  const list = useEditableList({
    endpoint: "/api/admin/testimonials",
    noun: "testimonial",
    toBody: withVisibility,
  });
  const { busy, errors } = list;

  const form = (item: Testimonial | null) => {
    const id = item?.id ?? "new";
    return (
      <form onSubmit={(event) => void list.save(event, id)} noValidate className="mt-4 grid gap-4">
        <RowVersion row={item} list={list} />
        {Object.keys(errors).length > 0 ? (
          <p role="alert" className="rounded-lg bg-coral-500/10 p-3 text-danger">
            Please correct the fields marked below.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label="Guest name" value={item?.name} errors={errors} />
          <Field id={`rating-${id}`} label="Rating">
            <Select name="rating" defaultValue={String(item?.rating ?? 5)}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? "star" : "stars"}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <LocalizedFields name="location" label="Location" value={item?.location} errors={errors} />
        <LocalizedFields
          name="content"
          label="Testimonial"
          value={item?.content}
          errors={errors}
          multiline
        />
        <ImageField
          name="image"
          label="Photo"
          folder="testimonials"
          value={item?.image ?? null}
          errors={errors}
        />
        <VisibleField checked={item?.isVisible ?? true} />
        <FormButtons isNew={id === "new"} noun="testimonial" busy={busy} onCancel={list.close} />
      </form>
    );
  };

  return (
    <>
      <ListHeader
        title="Testimonials"
        newLabel="New testimonial"
        onNew={() => list.toggle("new")}
      />
      <p className="mt-2 text-ink-muted">
        The home page shows the visible ones in this order, each in the languages it is written in;
        a language without any shows no testimonials.
      </p>
      <EditableRows
        list={list}
        rows={testimonials}
        newPanel={{ id: "new-heading", title: "New testimonial" }}
        empty="No testimonials yet."
        ordered
        rowId={(item) => `testimonial-${item.id}`}
        label={(item) => item.name}
        form={form}
        summary={(item) => (
          <RowSummary image={item.image} imageClassName="size-14 rounded-full">
            <h2 className="font-semibold text-ink">
              {item.name}{" "}
              <span className="text-sm font-normal text-ink-muted">{item.location.en}</span>
            </h2>
            <p className="flex items-center gap-1 text-sm text-ink-muted">
              <Star aria-hidden="true" className="size-4 fill-coral-500 text-coral-500" />
              {item.rating} of 5{item.isVisible ? "" : " · hidden from the website"}
            </p>
            <p className="mt-2 max-w-3xl text-ink">{item.content.en}</p>
          </RowSummary>
        )}
      />
    </>
  );
}
