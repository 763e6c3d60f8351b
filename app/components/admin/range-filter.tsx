/**
 * The date range of an admin list (messages, subscribers, feedback, payments, journal): a GET
 * form with From and To that keeps the list's other filters (hidden fields) and starts again
 * at the first page, so it works without JavaScript and the address can be shared.
 */
import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** The fields a range form owns; every other parameter of the address is carried over. */
const OWN = new Set(["from", "to", "page"]);

export function RangeFilter({
  from,
  to,
  errors,
  fromLabel = "From",
  toLabel = "To",
  fixed = {},
}: {
  from: string;
  to: string;
  errors: Record<string, string>;
  fromLabel?: string;
  toLabel?: string;
  /** Parameters the form always sends (the tab a list is on, which the address may lack). */
  fixed?: Record<string, string>;
}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(fixed)) params.set(name, value);
  const kept = [...params].filter(([name]) => !OWN.has(name));
  return (
    <Form
      method="get"
      className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      aria-label="Date range"
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <Field id="from" label={fromLabel} error={errors.from}>
        <Input name="from" type="date" defaultValue={from} />
      </Field>
      <Field id="to" label={toLabel} error={errors.to}>
        <Input name="to" type="date" defaultValue={to} />
      </Field>
      <Button type="submit">Show</Button>
    </Form>
  );
}

/** The typed range of an address, for the form to show back as it was typed. */
export function typedRange(params: URLSearchParams): { from: string; to: string } {
  return { from: params.get("from") ?? "", to: params.get("to") ?? "" };
}
