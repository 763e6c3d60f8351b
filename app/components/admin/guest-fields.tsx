/**
 * The guest's details as staff type them (new booking, change): the booking form's fields
 * and rules, uncontrolled, so what is typed stays after a refusal.
 */
import type { FieldErrors } from "~/admin/api-client";
import { TextField } from "./fields";

export interface GuestValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  specialRequests: string;
}

/** The guest's fields in the form's order: name, label and what an input needs beyond text. */
const FIELDS = [
  { name: "firstName", label: "First name" },
  { name: "lastName", label: "Last name" },
  { name: "email", label: "E-mail (optional)", type: "email" },
  {
    name: "phone",
    label: "Phone",
    type: "tel",
    inputMode: "tel",
    hint: "With the country code, or a number of the guest's country (0712 345 678 in Kenya).",
  },
  { name: "address", label: "Address (optional)", className: "sm:col-span-2" },
  { name: "city", label: "City (optional)" },
  { name: "country", label: "Country" },
  {
    name: "specialRequests",
    label: "Special requests (the guest sees these)",
    multiline: true,
    className: "sm:col-span-2",
  },
] as const;

/** The guest's fields of a form, as typed. */
export function guestValuesOf(form: HTMLFormElement): GuestValues {
  const data = new FormData(form);
  return Object.fromEntries(
    FIELDS.map(({ name }) => [name, String(data.get(name) ?? "")]),
  ) as unknown as GuestValues;
}

export function GuestFields({
  values,
  errors,
}: {
  values?: Partial<GuestValues>;
  errors?: FieldErrors;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(({ name, ...field }) => (
        <TextField
          key={name}
          name={name}
          {...field}
          value={values?.[name]}
          errors={errors}
          autoComplete="off"
        />
      ))}
    </div>
  );
}
