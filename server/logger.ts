import { DrizzleQueryError } from "drizzle-orm";
import pino from "pino";
import { errorChain } from "./db/faults";
import type { Env } from "./env";

/** Structured JSON logs on stdout; secrets and cookies are redacted. */
export function createLogger(env: Pick<Env, "logLevel">, destination?: pino.DestinationStream) {
  return pino(
    {
      level: env.logLevel,
      base: { service: "pwani-bay" },
      serializers: { err: serializeError },
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          "*.password",
          "*.apiKey",
          "*.consumerSecret",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

/** A PostgreSQL or PGlite server error (it carries a SQLSTATE code and a severity). */
function isDatabaseError(error: unknown): error is Error & Record<string, unknown> {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    error instanceof Error &&
    typeof code === "string" &&
    /^[0-9A-Z]{5}$/.test(code) &&
    "severity" in error
  );
}

const stackFrames = (stack: string | undefined) =>
  (stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");

/**
 * Logs errors like pino's own serializer, except query errors: Drizzle's message and
 * `params` carry the values of the query (guests' names, e-mails, phones) and a server
 * error's `detail` quotes rows, so those are logged as the SQL text, the SQLSTATE code
 * and the constraint only.
 */
export function serializeError(error: unknown): unknown {
  const chain = [...errorChain(error)];
  if (!chain.some((link) => link instanceof DrizzleQueryError || isDatabaseError(link))) {
    return pino.stdSerializers.err(error as Error);
  }
  return safeError(error, 0);
}

function safeError(error: unknown, depth: number): unknown {
  if (!(error instanceof Error) || depth > 5) return undefined;
  if (error instanceof DrizzleQueryError) {
    return {
      type: "DrizzleQueryError",
      message: `Failed query: ${error.query}`,
      stack: stackFrames(error.stack),
      cause: safeError(error.cause, depth + 1),
    };
  }
  if (isDatabaseError(error)) {
    const code = error.code as string;
    // Data exceptions (class 22) quote the offending value in the message itself.
    const message = code.startsWith("22") ? error.message.split(":")[0] : error.message;
    const fields = ["severity", "schema", "table", "column", "constraint", "routine"] as const;
    return {
      type: error.constructor.name,
      message,
      code,
      ...Object.fromEntries(fields.filter((key) => error[key]).map((key) => [key, error[key]])),
      stack: stackFrames(error.stack),
    };
  }
  const code = (error as { code?: unknown }).code;
  // A wrapper may have copied a query error's text ("…\nparams: …").
  const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*/, "");
  return {
    type: error.constructor.name,
    message: withoutParams(error.message),
    ...(typeof code === "string" ? { code } : {}),
    stack: withoutParams(error.message) === error.message ? error.stack : stackFrames(error.stack),
    cause: safeError(error.cause, depth + 1),
  };
}
