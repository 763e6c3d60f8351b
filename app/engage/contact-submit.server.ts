/**
 * The contact form posted without JavaScript (or before the page has hydrated): the
 * same schema, limit and `createContactMessage` as POST /api/contact, answered with
 * "sent" or with the typed values and each field's problem for the page to show.
 */
import { data } from "react-router";
import type { ContactSubmitted, ContactTyped } from "~/components/engage/contact-form";
import type { PageContext } from "~/load-context";
import { requestLanguage } from "~core/i18n/request-language";
import { ContactSchema } from "~core/schemas/contact";
import { AppError } from "~server/errors";
import { createContactMessage } from "~server/services/content/contact";
import { hitRateLimit } from "~server/services/platform/rate-limit";

const FIELDS = ["name", "email", "phone", "subject", "message", "package", "restaurant"] as const;

export async function submitContactForm(request: Request, context: PageContext) {
  const form = await request.formData();
  const values: ContactTyped = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 6000);
  }
  const limit = await hitRateLimit(
    context.services.db,
    "publicForm",
    `contact:${context.clientIp}`,
  );
  if (!limit.allowed)
    return data<ContactSubmitted>(
      { status: "rateLimited", values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  const parsed = ContactSchema.safeParse({ ...values, website: form.get("website") ?? "" });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      errors[field] ??= issue.message;
    }
    return data<ContactSubmitted>({ status: "invalid", values, errors }, { status: 400 });
  }
  // A filled honeypot is a bot: answer as if it worked, store and send nothing.
  if (!parsed.data.website) {
    try {
      await createContactMessage(context.services, parsed.data, requestLanguage(request));
    } catch (error) {
      // The server's own checks (a phone number that is not valid) name their field.
      if (!(error instanceof AppError) || error.code !== "validation" || !error.errors) throw error;
      return data<ContactSubmitted>(
        { status: "invalid", values, errors: error.errors },
        { status: 400 },
      );
    }
  }
  return data<ContactSubmitted>({ status: "sent" });
}
