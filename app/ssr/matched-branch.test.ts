import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { forMatchedBranch } from "./matched-branch";

const route = (id: string, parentId?: string) => ({
  id,
  parentId,
  path: id,
  module: `/assets/${id}.js`,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});

function contextFor(matched: string[], mode: "initial" | "lazy" = "initial"): EntryContext {
  const routes = Object.fromEntries(
    [
      route("root"),
      route("routes/public/layout", "root"),
      route("routes/public/home", "routes/public/layout"),
      route("routes/public/rooms", "routes/public/layout"),
      route("routes/admin/layout", "root"),
      route("routes/admin/dashboard", "routes/admin/layout"),
    ].map((r) => [r.id, r]),
  );
  return {
    manifest: {
      routes,
      url: "/assets/manifest.js",
      version: "1",
      entry: { module: "", imports: [] },
    },
    routeModules: {},
    staticHandlerContext: { matches: matched.map((id) => ({ route: { id } })) },
    routeDiscovery: { mode },
    isSpaMode: false,
  } as unknown as EntryContext;
}

const HOME = ["root", "routes/public/layout", "routes/public/home"];

describe("rendering over the matched branch", () => {
  it("gives ServerRouter the manifest of the page's routes only, the rest as it was", () => {
    const context = contextFor(HOME);
    const branch = forMatchedBranch(context);
    expect(Object.keys(branch.manifest.routes)).toEqual(HOME);
    for (const id of HOME) expect(branch.manifest.routes[id]).toBe(context.manifest.routes[id]);
    expect(branch.manifest.url).toBe("/assets/manifest.js");
    expect(branch.staticHandlerContext).toBe(context.staticHandlerContext);
    expect(branch.routeModules).toBe(context.routeModules);
    // The build's manifest is untouched.
    expect(Object.keys(context.manifest.routes)).toHaveLength(6);
  });

  it("makes each branch's manifest once", () => {
    const first = forMatchedBranch(contextFor(HOME)).manifest;
    expect(forMatchedBranch(contextFor(HOME)).manifest).not.toBe(first); // another build
    const context = contextFor(HOME);
    const again = { ...context, staticHandlerContext: contextFor(HOME).staticHandlerContext };
    expect(forMatchedBranch(again).manifest).toBe(forMatchedBranch(context).manifest);
    const admin = forMatchedBranch({
      ...context,
      staticHandlerContext: contextFor(["root", "routes/admin/layout"]).staticHandlerContext,
    });
    expect(Object.keys(admin.manifest.routes)).toEqual(["root", "routes/admin/layout"]);
  });

  it("leaves lazy route discovery and unknown routes to the whole tree", () => {
    const lazy = contextFor(HOME, "lazy");
    expect(forMatchedBranch(lazy)).toBe(lazy);
    const unknown = contextFor(["root", "routes/gone"]);
    expect(forMatchedBranch(unknown)).toBe(unknown);
  });
});
