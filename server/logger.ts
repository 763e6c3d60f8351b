import pino from "pino";
import type { Env } from "./env";

/** Structured JSON logs on stdout; secrets and cookies are redacted. */
export function createLogger(env: Pick<Env, "logLevel">) {
  return pino({
    level: env.logLevel,
    base: { service: "pwani-bay" },
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
  });
}
