/**
 * Page actions read their posts through here: a text field holding a NUL character
 * (which PostgreSQL text cannot store) is a 400 naming the field, before any schema or
 * query sees it. The booking and find-my-booking forms also get it from their schemas.
 */
import { data } from "react-router";
import { hasNul, NOT_ALLOWED_MESSAGE } from "~core/schemas/text";

/** The first field (name or text value) with a NUL character, or null. */
export function nulField(form: FormData): string | null {
  for (const [name, value] of form.entries()) {
    if (hasNul(name)) return "form";
    if (typeof value === "string" && hasNul(value)) return name;
  }
  return null;
}

export async function readFormData(request: Request): Promise<FormData> {
  const form = await request.formData();
  const field = nulField(form);
  if (field !== null) {
    throw data(
      { message: `${field}: ${NOT_ALLOWED_MESSAGE}`, errors: { [field]: NOT_ALLOWED_MESSAGE } },
      { status: 400 },
    );
  }
  return form;
}
