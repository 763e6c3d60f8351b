import { redirect } from "react-router";
import type { Route } from "./+types/reserve";

/**
 * /dining/:id/reserve has no screen of its own (spec 000): it opens the contact
 * form with the table-reservation subject, keeping the page language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  const query = new URLSearchParams({ subject: "table_reservation" });
  if (lang) query.set("lang", lang);
  return redirect(`/contact?${query.toString()}`);
}
