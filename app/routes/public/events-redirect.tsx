import { redirect } from "react-router";
import type { Route } from "./+types/events-redirect";

/** /events is an old address of /packages: a permanent redirect keeps links working. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/packages${search}`, 301);
}
