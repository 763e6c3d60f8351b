/**
 * The query every admin list shares (the screens' URLs and GET /api/admin/...):
 * page, pageSize (capped) and a from/to date range. Junk in page or pageSize falls back
 * to the first page or the default size; a date that is not a real date, or a range that
 * ends before it starts, is a clear 400 (a filter silently dropped would mislead).
 */
import { isIsoDate } from "../pricing";
import { z } from "../zod";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A whole number from 1 (digits only), or the fallback. */
const wholeOr = (fallback: number, max: number) =>
  z.preprocess((value) => {
    if (typeof value !== "string" || !/^\d{1,9}$/.test(value.trim())) return fallback;
    const n = Number(value.trim());
    return n < 1 ? fallback : Math.min(n, max);
  }, z.number().int());

const rangeDate = (label: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .refine(isIsoDate, `${label} must be a real date in the YYYY-MM-DD format.`)
      .optional(),
  );

export const PagingQuerySchema = z
  .object({
    page: wholeOr(1, 1_000_000),
    pageSize: wholeOr(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    from: rangeDate("From"),
    to: rangeDate("To"),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: "The range must end on or after its first day.",
    path: ["to"],
  });

export type PagingQuery = z.infer<typeof PagingQuerySchema>;

/** Where a list is: what the shared pager shows. */
export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  /** 1-based number of the first and last row shown (0 and 0 when the list is empty). */
  first: number;
  last: number;
}

/** The paging of a list of `total` rows at `page` (a page past the end shows nothing). */
export function pagingOf(total: number, page: number, pageSize: number): Paging {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const offset = (page - 1) * pageSize;
  const first = offset < total ? offset + 1 : 0;
  const last = first ? Math.min(offset + pageSize, total) : 0;
  return { page, pageSize, total, pageCount, first, last };
}
