import type { Context, MiddlewareHandler } from "hono";
import { NOT_ALLOWED_MESSAGE, nulPath } from "~core/schemas/text";
import type { z } from "~core/zod";
import { AppError } from "../errors";

/**
 * 400 naming the field that holds a NUL character. PostgreSQL text and jsonb cannot
 * store U+0000, so it is refused before any schema or query sees it.
 */
function nulError(field: string): AppError {
  return new AppError("validation", `${field}: ${NOT_ALLOWED_MESSAGE}`, {
    [field]: NOT_ALLOWED_MESSAGE,
  });
}

/** Throws a 400 when any string (or key) in the value holds a NUL character. */
export function rejectNul(value: unknown, root = "body"): void {
  const path = nulPath(value);
  if (path !== null) throw nulError(path || root);
}

/** Field messages of a failed parse, the first one per field (dotted paths). */
export function validationError(error: z.ZodError, root = "body"): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".") || root] ??= issue.message;
  return new AppError("validation", Object.values(errors)[0] ?? "Invalid input", errors);
}

/** Validates already-read fields (form fields, a query) like readJson does for JSON. */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  rejectNul(value);
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Reads a JSON body and validates it with a shared schema; 400 with field messages otherwise. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("bad_request", "The request body must be JSON.");
  }
  return parseFields(schema, body);
}

/** Reads a multipart or urlencoded body; 400 when a text field holds a NUL character. */
export async function readForm(
  c: Context,
  options: { all?: boolean; dot?: boolean } = {},
): Promise<Record<string, unknown>> {
  const body = (await c.req.parseBody({
    all: options.all ?? false,
    dot: options.dot ?? false,
  })) as Record<string, unknown>;
  // Files are objects without own enumerable strings: only text fields are checked.
  rejectNul(body);
  return body;
}

/** Every /api request: a NUL character in the path or the query string is a 400. */
export const rejectNulInUrl: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is the router's business (it answers 404 or 400).
  }
  if (path.includes("\u0000")) throw nulError("path");
  for (const [key, value] of url.searchParams) {
    if (key.includes("\u0000")) throw nulError("query");
    if (value.includes("\u0000")) throw nulError(key);
  }
  await next();
};
