import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
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

const notJson = () => new AppError("bad_request", "The request body must be JSON.");

/** Reads a JSON body and validates it with a shared schema; 400 with field messages otherwise. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw notJson();
  }
  return parseFields(schema, body);
}

/**
 * The route middleware form of `readJson`: the same reading and the same 400s, and the
 * schema's input and output become the route's types, so the admin screens' client
 * (`app/admin/typed-api.ts`, `hono/client`) can only send what the schema takes. The
 * handler reads the result with `c.req.valid("json")`.
 */
export function jsonInput<S extends z.ZodType>(schema: S) {
  const check = validator(
    "json",
    (_value: z.input<S>, c): Promise<z.output<S>> => readJson(c, schema),
  );
  // Hono's own answer to a body that is not JSON is an HTTPException; ours is readJson's 400.
  const wrapped: typeof check = async (c, next) => {
    try {
      return await check(c, next);
    } catch (error) {
      if (error instanceof HTTPException && error.status === 400) throw notJson();
      throw error;
    }
  };
  return wrapped;
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
