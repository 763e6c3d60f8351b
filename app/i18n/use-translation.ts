import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext, useTranslation as useI18nextTranslation } from "react-i18next";

type UseTranslation = typeof useI18nextTranslation;
type Result = ReturnType<UseTranslation>;

const results = new WeakMap<I18n, Map<string, Result>>();

/**
 * react-i18next's hook, with a fast path for server rendering. On the server a page is
 * rendered once with instances that never change language (one per language for the
 * process, see serverI18n), so the bound `t` of an instance and namespace list is made
 * once and kept. The library's hook instead copies the whole i18next instance into a
 * wrapper and makes a new bound `t` for every component on every request, and its `t`
 * copies all of i18next's options on every call: together about a sixth of a page's
 * render. The `i18n` it returns is the instance itself, so code that keeps state per
 * instance (useRouteResources) finds it again on the next request.
 *
 * In the browser (where the language changes and components re-render) it is the
 * library's hook, unchanged.
 */
function useServerTranslation(ns?: string | readonly string[], options?: object): Result {
  const context = useContext(I18nContext);
  const i18n = context?.i18n ?? getI18n();
  if (options && Object.keys(options).length > 0) {
    // keyPrefix, lng…: none of the site's components ask for them; keep the library's meaning.
    // biome-ignore lint/correctness/useHookAtTopLevel: the branch depends on the call site only
    return useI18nextTranslation(ns as never, options as never);
  }
  let byNamespaces = results.get(i18n);
  if (!byNamespaces) {
    byNamespaces = new Map();
    results.set(i18n, byNamespaces);
  }
  const key = typeof ns === "string" ? ns : ns === undefined ? "" : ns.join(" ");
  let result = byNamespaces.get(key);
  if (!result) {
    result = bind(i18n, ns);
    byNamespaces.set(key, result);
  }
  return result;
}

const MAX_MEMO = 4_000;

/**
 * A memo key for a call whose options are only strings, numbers and booleans (no
 * returnObjects, no defaultValue, no nested objects), or null when the call is not memoised.
 */
function plainOptionsKey(key: string, options: object): string | null {
  let memoKey = key;
  for (const [name, value] of Object.entries(options)) {
    if (name === "returnObjects" || name === "defaultValue" || name === "postProcess") return null;
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean" && value !== undefined)
      return null;
    memoKey += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return memoKey;
}

function bind(i18n: I18n, ns: string | readonly string[] | undefined): Result {
  const defaultNs = i18n.options.defaultNS;
  const fallback = typeof defaultNs === "string" ? defaultNs : defaultNs ? defaultNs[0] : undefined;
  const first = typeof ns === "string" ? ns : (ns?.[0] ?? fallback ?? "common");
  const lng = i18n.language;
  const fixed = i18n.getFixedT(lng, first);
  const base = { lng, ns: first };
  // A key without options always gives the same text on this instance: its catalogues only
  // ever gain namespaces. A key not found (i18next answers the key itself) is not kept, since
  // a route's resources may bring it later.
  const plain = new Map<string, string>();
  const withValues = new Map<string, string>();
  const t = ((key: string | string[], options?: unknown, ...rest: unknown[]) => {
    if (typeof key !== "string" && !Array.isArray(key)) return fixed(key as never);
    if (options === undefined) {
      if (typeof key !== "string") return i18n.t(key, base);
      const known = plain.get(key);
      if (known !== undefined) return known;
      const text = i18n.t(key, base) as unknown;
      if (typeof text === "string" && text !== key) plain.set(key, text);
      return text;
    }
    if (typeof options !== "object" || options === null || rest.length > 0) {
      return (fixed as unknown as (...args: unknown[]) => string)(key, options, ...rest);
    }
    // The same key with the same plain values (a hotel name, a count, a price) gives the same
    // text too; the map is bounded, since values such as prices vary without end.
    const memoKey = typeof key === "string" ? plainOptionsKey(key, options) : null;
    if (memoKey !== null) {
      const known = withValues.get(memoKey);
      if (known !== undefined) return known;
    }
    // As i18next's bound t: a language or namespace left undefined keeps the bound one.
    const merged = { ...(options as { lng?: string; ns?: string | readonly string[] }) };
    merged.lng ??= lng;
    merged.ns ??= first;
    const text = i18n.t(key, merged) as unknown;
    if (memoKey !== null && typeof text === "string" && text !== key) {
      if (withValues.size >= MAX_MEMO) withValues.clear();
      withValues.set(memoKey, text);
    }
    return text;
  }) as unknown as TFunction;
  // Trans and other readers of a bound t take its language and namespace from it.
  Object.assign(t, { lng, ns: first, keyPrefix: undefined });
  const result = [t, i18n, true] as unknown as Result;
  Object.assign(result, { t, i18n, ready: true });
  return result;
}

export const useTranslation: UseTranslation = (
  typeof document === "undefined" ? useServerTranslation : useI18nextTranslation
) as UseTranslation;
