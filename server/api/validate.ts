import type { Context } from "hono";
import type { z } from "../../core/zod";
import { AppError } from "../errors";

/** Reads a JSON body and validates it with a shared schema; 400 with field messages otherwise. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("bad_request", "The request body must be JSON.");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join(".") || "body";
      errors[field] ??= issue.message;
    }
    throw new AppError("validation", Object.values(errors)[0] ?? "Invalid input", errors);
  }
  return result.data;
}
