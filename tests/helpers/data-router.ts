import { createElement, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/**
 * An element inside a data router, as every page of the app is (its root route has no data:
 * prices show in KSh), for tests that render a component to markup.
 */
export function inDataRouter(element: ReactNode) {
  const router = createMemoryRouter([{ id: "root", path: "*", element }]);
  return createElement(RouterProvider, { router });
}
