/**
 * A document rendered over the routes of its own page.
 *
 * `ServerRouter` turns every route of the app into route objects twice per request
 * (`createServerRoutes`, then the data routes of `createStaticRouter`): some sixty routes
 * with the admin's, through object spreads that Node 20's V8 copies slowly, each copy with
 * a hidden class of its own. Measured on the uncached home page: about 7 % of its time, and
 * a third of its garbage collection.
 *
 * What a server render reads of the route tree is the page's branch: `Scripts`, `Links` and
 * `Meta` read the matched routes by id, the outlets and error boundaries render the matches,
 * and with routes discovered up front (react-router.config.ts) the browser loads the whole
 * manifest from its own file, never from the document. So `ServerRouter` is given the
 * manifest of the matched branch (root to page), made once per branch.
 *
 * Lazy route discovery writes a partial manifest into the document by matching the page's
 * parent paths against the whole tree: a context set for it is left as it is, as is one
 * whose matches the manifest does not know.
 */
import type { EntryContext } from "react-router";

type Manifest = EntryContext["manifest"];

/** Per manifest (one per build; a new one after a change in development): per branch. */
const branches = new WeakMap<Manifest, Map<string, Manifest>>();

export function forMatchedBranch(context: EntryContext): EntryContext {
  if (context.routeDiscovery?.mode !== "initial" || context.isSpaMode) return context;
  const ids = context.staticHandlerContext.matches.map((match) => match.route.id);
  const full = context.manifest;
  let byBranch = branches.get(full);
  if (!byBranch) {
    byBranch = new Map();
    branches.set(full, byBranch);
  }
  const key = ids.join("\n");
  let manifest = byBranch.get(key);
  if (!manifest) {
    const routes: Manifest["routes"] = {};
    for (const id of ids) {
      const route = full.routes[id];
      if (!route) return context;
      routes[id] = route;
    }
    manifest = Object.assign({}, full, { routes });
    byBranch.set(key, manifest);
  }
  return Object.assign({}, context, { manifest });
}
