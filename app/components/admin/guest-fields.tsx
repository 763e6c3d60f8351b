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

export const GUEST_FIELD_NAMES = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "country",
  "specialRequests",
] as const;

/** The guest's fields of a form, as typed. */
export function guestValuesOf(form: HTMLFormElement): GuestValues {
  const data = new FormData(form);
  return Object.fromEntries(
    GUEST_FIELD_NAMES.map((name) => [name, String(data.get(name) ?? "")]),
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
      <TextField
        name="firstName"
        label="First name"
        value={values?.firstName}
        errors={errors}
        autoComplete="off"
      />
      <TextField
        name="lastName"
        label="Last name"
        value={values?.lastName}
        errors={errors}
        autoComplete="off"
      />
      <TextField
        name="email"
        label="E-mail (optional)"
        type="email"
        value={values?.email}
        errors={errors}
        autoComplete="off"
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        value={values?.phone}
        errors={errors}
        hint="With the country code, or a number of the guest's country (0712 345 678 in Kenya)."
        autoComplete="off"
      />
      <TextField
        name="address"
        label="Address (optional)"
        value={values?.address}
        errors={errors}
        className="sm:col-span-2"
        autoComplete="off"
      />
      <TextField
        name="city"
        label="City (optional)"
        value={values?.city}
        errors={errors}
        autoComplete="off"
      />
      <TextField
        name="country"
        label="Country"
        value={values?.country}
        errors={errors}
        autoComplete="off"
      />
      <TextField
        name="specialRequests"
        label="Special requests (the guest sees these)"
        value={values?.specialRequests}
        errors={errors}
        multiline
        className="sm:col-span-2"
      />
    </div>
  );
}
