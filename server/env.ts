/**
 * The only reader of process.env. Validates the configuration once at start and
 * exits with a readable message when something is wrong.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "~core/zod";
import { dataDirProblem } from "./data-dir";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))
  .pipe(z.url({ message: "must be a URL" }).optional());

const timeoutMs = (fallback: number) =>
  z.coerce
    .number({ message: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100 (milliseconds)")
    .max(600_000, "must be at most 600000 (10 minutes)")
    .default(fallback);

const retentionDays = (fallback: number) =>
  z.coerce
    .number({ message: "must be a number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1 (day)")
    .max(3650, "must be at most 3650 (10 years)")
    .default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: optionalUrl.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    "must start with postgres:// or postgresql://",
  ),
  APP_SECRET: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === "" || value.length >= 32, {
      message: "must be at least 32 characters (leave it unset to generate one)",
    }),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).optional(),
  SMTP_URL: optionalUrl.refine(
    (value) => value === undefined || /^smtps?:\/\//.test(value),
    "must start with smtp:// or smtps://",
  ),
  MAIL_FROM: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .refine((value) => value === undefined || /^[^\r\n]*@[^\r\n]+$/.test(value), {
      message: 'must be an address, e.g. "Pwani Bay Resort & Hotel <reservations@example.com>"',
    }),
  ADMIN_EMAIL: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(z.email({ message: "must be an e-mail address" }).optional()),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 12, {
      message: "must be at least 12 characters",
    }),
  SOCIAL_FEED_URL: optionalUrl,
  INSTAGRAM_ACCESS_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
  INSTAGRAM_API_URL: optionalUrl,
  PESAPAL_SANDBOX_URL: optionalUrl,
  PESAPAL_LIVE_URL: optionalUrl,
  TRUST_PROXY: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 5")
    .max(5, "must be between 0 and 5")
    .default(0),
  BOOKING_RATE_LIMIT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 (no limit) or more")
    .default(20),
  DB_STATEMENT_TIMEOUT_MS: timeoutMs(10_000),
  DB_LOCK_TIMEOUT_MS: timeoutMs(5_000),
  DB_POOL_TIMEOUT_MS: timeoutMs(5_000),
  MAIL_RETENTION_DAYS: retentionDays(30),
  JOB_RETENTION_DAYS: retentionDays(14),
  AUDIT_RETENTION_DAYS: retentionDays(365),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .refine((value) => value === undefined || value.length >= 16, {
      message: "must be at least 16 characters (e.g. from `openssl rand -hex 32`)",
    }),
  ALERT_AFTER_MINUTES: z.coerce
    .number({ message: "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(1, "must be at least 1 (minute)")
    .max(10_080, "must be at most 10080 (a week)")
    .default(30),
  PAGE_CACHE: z
    .enum(["on", "off"], { message: "must be on or off" })
    .default("on")
    .transform((value) => value === "on"),
  SKIP_DEMO_MEDIA: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((value) => value === "1" || value === "true"),
  SEED_DEMO: z
    .enum(["0", "1", "true", "false"], { message: "must be 1 or 0" })
    .optional()
    .transform((value) => value === "1" || value === "true"),
});

export interface Env {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** SMTP server for outgoing mail; unset writes each message to DATA_DIR/mail as .eml. */
  smtpUrl: string | undefined;
  /** From address of outgoing mail; unset uses the hotel name and reservations e-mail. */
  mailFrom: string | undefined;
  /** The first admin account, created at start when no admin exists yet. */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Public pages served from the page cache (server/page-cache.ts); off for benchmarks. */
  pageCache: boolean;
  /**
   * Seed the demo hotel (demo/) into an empty database before the server starts: set by
   * `npm start` and `npm run dev` unless SEED_DEMO=0; a hotel's production leaves it unset.
   */
  seedDemo: boolean;
  /** Skip rendering the generated demo illustrations (tests that never show them). */
  skipDemoMedia: boolean;
  /** JSON or RSS feed of the hotel's Instagram posts (a feed-widget service); unset: none. */
  socialFeedUrl: string | undefined;
  /** Long-lived Instagram API token (Instagram Login); unset: no graph feed. */
  instagramAccessToken: string | undefined;
  /** Base of the Instagram API (default https://graph.instagram.com; tests use a fake). */
  instagramApiUrl: string;
  /** Pesapal API 3.0 base addresses (overridable for staging and the tests' fake). */
  pesapalSandboxUrl: string;
  pesapalLiveUrl: string;
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For (0: none, the
   * socket's address is the guest's). Rate limits count per guest address.
   */
  trustProxy: number;
  /** Bookings one address may create per hour (0: no limit, for benchmarks). */
  bookingRateLimit: number;
  /**
   * PostgreSQL limits: a statement running, a lock wait and a wait for a pool connection
   * end after these many milliseconds, and the request gets 503 instead of hanging.
   */
  dbTimeouts: { statementTimeoutMs: number; lockTimeoutMs: number; poolTimeoutMs: number };
  /**
   * Days kept before services/ops/retention.ts deletes them: sent and failed e-mails (they
   * hold guests' personal data), finished jobs, audit log entries.
   */
  retention: { mailDays: number; jobDays: number; auditDays: number };
  /** Bearer token of /metrics; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** Minutes Pesapal, eZee or mail must fail before staff are e-mailed (services/ops/alerts.ts). */
  alertAfterMinutes: number;
}

export class EnvError extends Error {}

/** Parses an environment (process.env by default). Throws EnvError with every problem listed. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example.`);
  }
  const raw = result.data;
  if (raw.DATABASE_URL && !raw.APP_SECRET) {
    // Each host would generate its own: booking links, stored provider keys and
    // sessions made by one process would then fail on the others.
    throw new EnvError(
      "Invalid configuration:\n  APP_SECRET: required when DATABASE_URL is set, the same value for every process on that database (at least 32 characters, e.g. from `openssl rand -base64 48`)\nSee .env.example.",
    );
  }
  const dataDir = path.resolve(raw.DATA_DIR);
  const port = raw.PORT;
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === "production",
    port,
    host: raw.HOST,
    publicUrl,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    appSecret:
      raw.APP_SECRET && raw.APP_SECRET !== "" ? raw.APP_SECRET : loadOrCreateSecret(dataDir),
    logLevel: raw.LOG_LEVEL ?? (raw.NODE_ENV === "test" ? "warn" : "info"),
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    adminEmail: raw.ADMIN_EMAIL,
    adminPassword: raw.ADMIN_PASSWORD,
    seedDemo: raw.SEED_DEMO,
    skipDemoMedia: raw.SKIP_DEMO_MEDIA,
    pageCache: raw.PAGE_CACHE,
    socialFeedUrl: raw.SOCIAL_FEED_URL,
    instagramAccessToken: raw.INSTAGRAM_ACCESS_TOKEN,
    instagramApiUrl: (raw.INSTAGRAM_API_URL ?? "https://graph.instagram.com").replace(/\/+$/, ""),
    pesapalSandboxUrl: (raw.PESAPAL_SANDBOX_URL ?? "https://cybqa.pesapal.com/pesapalv3").replace(
      /\/+$/,
      "",
    ),
    pesapalLiveUrl: (raw.PESAPAL_LIVE_URL ?? "https://pay.pesapal.com/v3").replace(/\/+$/, ""),
    trustProxy: raw.TRUST_PROXY,
    bookingRateLimit: raw.BOOKING_RATE_LIMIT,
    dbTimeouts: {
      statementTimeoutMs: raw.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: raw.DB_LOCK_TIMEOUT_MS,
      poolTimeoutMs: raw.DB_POOL_TIMEOUT_MS,
    },
    retention: {
      mailDays: raw.MAIL_RETENTION_DAYS,
      jobDays: raw.JOB_RETENTION_DAYS,
      auditDays: raw.AUDIT_RETENTION_DAYS,
    },
    metricsToken: raw.METRICS_TOKEN,
    alertAfterMinutes: raw.ALERT_AFTER_MINUTES,
  };
}

/** A random secret kept in DATA_DIR so sessions and encrypted settings survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    throw new EnvError(dataDirProblem(dataDir, error));
  }
  return secret;
}
