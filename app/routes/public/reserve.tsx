import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { restaurants } from "~server/db/schema";
import type { Route } from "./+types/reserve";

/**
 * /dining/:id/reserve has no screen of its own: it opens the contact
 * form with the table-reservation subject and the restaurant named (`?restaurant=`
 * by slug; the id may be the number or the slug), keeping the page language.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  const query = new URLSearchParams({ subject: "table_reservation" });
  const key = params.id;
  const [row] = await context.services.db
    .select({ slug: restaurants.slug })
    .from(restaurants)
    .where(/^[0-9]{1,9}$/.test(key) ? eq(restaurants.id, Number(key)) : eq(restaurants.slug, key));
  if (row) query.set("restaurant", row.slug);
  if (lang) query.set("lang", lang);
  return redirect(`/contact?${query.toString()}`);
}
