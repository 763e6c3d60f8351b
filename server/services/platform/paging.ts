/**
 * The one paging helper of the admin lists: reads the shared query (page, pageSize, from,
 * to; core/schemas/paging.ts), turns a date range into conditions on a date or timestamp
 * column (days counted in hotel time), and runs a list's count and page together.
 */
import { and, gte, lt, lte, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { hotelInstant } from "~core/cancellation";
import { addDaysIso } from "~core/pricing";
import {
  DEFAULT_PAGE_SIZE,
  type Paging,
  type PagingQuery,
  PagingQuerySchema,
  pagingOf,
} from "~core/schemas/paging";
import { AppError } from "../../errors";

export type { Paging, PagingQuery };

/** Which page of a list a service returns. */
export type PageQuery = Pick<PagingQuery, "page" | "pageSize">;
export const FIRST_PAGE: PageQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The conditions that are set, joined with AND (undefined when none is). */
export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const kept = conditions.filter((condition): condition is SQL => condition !== undefined);
  return kept.length ? and(...kept) : undefined;
}

/** Field messages of a bad paging query, or the query (junk page numbers fall back). */
export function readPaging(
  params: URLSearchParams | Record<string, string | undefined>,
):
  | { ok: true; query: PagingQuery }
  | { ok: false; errors: Record<string, string>; query: PagingQuery } {
  const raw = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  const fields = { page: raw.page, pageSize: raw.pageSize, from: raw.from, to: raw.to };
  const parsed = PagingQuerySchema.safeParse(fields);
  if (parsed.success) return { ok: true, query: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "to")] ??= issue.message;
  // The page without the bad range: the screen shows the message above the first page.
  const fallback = PagingQuerySchema.parse({ page: fields.page, pageSize: fields.pageSize });
  return { ok: false, errors, query: fallback };
}

/** The query for an API route: a bad range is a 400 naming the field. */
export function pagingOrThrow(params: Record<string, string | undefined>): PagingQuery {
  const result = readPaging(params);
  if (!result.ok) {
    throw new AppError(
      "validation",
      Object.values(result.errors)[0] ?? "Invalid paging",
      result.errors,
    );
  }
  return result.query;
}

/** Rows whose date column (YYYY-MM-DD) lies between from and to, both included. */
export function dateColumnRange(column: PgColumn, from?: string, to?: string): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(column, from));
  if (to) where.push(lte(column, to));
  return where;
}

/** Rows whose timestamp falls on the hotel's days from..to, both included. */
export function timestampRange(column: PgColumn, from?: string, to?: string): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(column, hotelInstant(from, "00:00")));
  if (to) where.push(lt(column, hotelInstant(addDaysIso(to, 1), "00:00")));
  return where;
}

/** Runs the count and the page's rows together. */
export async function paged<T>(
  query: PageQuery,
  total: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<{ rows: T[]; paging: Paging }> {
  const [count, list] = await Promise.all([
    total(),
    rows(query.pageSize, (query.page - 1) * query.pageSize),
  ]);
  return { rows: list, paging: pagingOf(count, query.page, query.pageSize) };
}

/**
 * The paging of an API list in headers, so bodies the specification and existing clients
 * read as a plain array stay arrays (docs/decisions/007-paging-in-headers.md).
 */
export function pagingHeaders(paging: Paging, url: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Total-Count": String(paging.total),
    "X-Page": String(paging.page),
    "X-Page-Size": String(paging.pageSize),
  };
  const links: string[] = [];
  const at = (page: number) => {
    const next = new URL(url);
    next.searchParams.set("page", String(page));
    return `<${next.pathname}${next.search}>`;
  };
  if (paging.page > 1) links.push(`${at(Math.min(paging.page - 1, paging.pageCount))}; rel="prev"`);
  if (paging.page < paging.pageCount) links.push(`${at(paging.page + 1)}; rel="next"`);
  if (links.length) headers.Link = links.join(", ");
  return headers;
}
