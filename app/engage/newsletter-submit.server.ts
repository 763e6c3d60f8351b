/**
 * The newsletter form posted without JavaScript (or before the page has hydrated): the
 * same schema, limit, honeypot and `subscribeNewsletter` as POST /api/newsletter/subscribe.
 * The address travels in the body only; the answer is "subscribed", or the typed address
 * back with what went wrong, for the page to show.
 */
import { data } from "react-router";
import type { PageContext } from "~/load-context";
import { requestLanguage } from "~core/i18n/request-language";
import { NewsletterSchema } from "~core/schemas/newsletter";
import { subscribeNewsletter } from "~server/services/content/newsletter";
import { hitRateLimit } from "~server/services/platform/rate-limit";

export type NewsletterSubmitted =
  | { status: "subscribed"; from: string }
  | { status: "invalid" | "rateLimited"; email: string; from: string };

/**
 * Where "back" leads after subscribing: the page the form was on, a path of this site
 * only (never `//other.example` or a full address); else the home page.
 */
export function returnPath(raw: unknown): string {
  if (typeof raw !== "string" || raw.length > 500) return "/";
  return /^\/(?![/\\])[^\s\\]*$/.test(raw) ? raw : "/";
}

export async function submitNewsletterForm(request: Request, context: PageContext) {
  const form = await request.formData().catch(() => null);
  const raw = form?.get("email");
  const email = typeof raw === "string" ? raw.trim().slice(0, 254) : "";
  const from = returnPath(form?.get("from"));
  const limit = await hitRateLimit(
    context.services.db,
    "publicForm",
    `newsletter:${context.clientIp}`,
  );
  if (!limit.allowed)
    return data<NewsletterSubmitted>(
      { status: "rateLimited", email, from },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  const parsed = NewsletterSchema.safeParse({
    email,
    website: form?.get("website") ?? undefined,
  });
  if (!parsed.success)
    return data<NewsletterSubmitted>({ status: "invalid", email, from }, { status: 400 });
  // A filled honeypot is a bot: answer as if it worked and store nothing.
  if (!parsed.data.website)
    await subscribeNewsletter(context.services, parsed.data.email, requestLanguage(request));
  return data<NewsletterSubmitted>({ status: "subscribed", from });
}
