import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

const secret = "s".repeat(40);

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-"));
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.port).toBe(3000);
    expect(env.host).toBe("0.0.0.0");
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.databaseUrl).toBeUndefined();
    expect(env.logLevel).toBe("info");
    expect(env.isProduction).toBe(false);
  });

  it("generates APP_SECRET once and keeps it in DATA_DIR", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-"));
    const first = parseEnv({ DATA_DIR: dir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "app-secret"), "utf8").trim()).toBe(first);
    expect(parseEnv({ DATA_DIR: dir }).appSecret).toBe(first);
    expect(parseEnv({ DATA_DIR: dir, APP_SECRET: secret }).appSecret).toBe(secret);
  });

  it("requires APP_SECRET with DATABASE_URL: every process on the database shares it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-"));
    const url = "postgres://u:p@127.0.0.1:5432/hotel";
    for (const APP_SECRET of [undefined, ""]) {
      expect(() => parseEnv({ DATA_DIR: dir, DATABASE_URL: url, APP_SECRET })).toThrow(
        "APP_SECRET: required when DATABASE_URL is set",
      );
    }
    // Nothing was generated on disk for it.
    expect(() => readFileSync(path.join(dir, "app-secret"))).toThrow();
    expect(parseEnv({ DATA_DIR: dir, DATABASE_URL: url, APP_SECRET: secret }).appSecret).toBe(
      secret,
    );
  });

  it("strips a trailing slash from PUBLIC_URL", () => {
    const env = parseEnv({ APP_SECRET: secret, PUBLIC_URL: "https://pwanibay.example/" });
    expect(env.publicUrl).toBe("https://pwanibay.example");
  });

  it("lists every invalid variable with a readable reason", () => {
    let error: unknown;
    try {
      parseEnv({
        APP_SECRET: "short",
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        LOG_LEVEL: "loud",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("PORT: must be a number");
    expect(message).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
    expect(message).toContain("APP_SECRET: must be at least 32 characters");
    expect(message).toContain("LOG_LEVEL: must be one of");
  });

  it("reads the retention periods and refuses a negative or non-numeric one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-"));
    expect(parseEnv({ DATA_DIR: dir }).retention).toEqual({
      mailDays: 30,
      jobDays: 14,
      auditDays: 365,
    });
    expect(
      parseEnv({
        DATA_DIR: dir,
        MAIL_RETENTION_DAYS: "7",
        JOB_RETENTION_DAYS: "3",
        AUDIT_RETENTION_DAYS: "730",
      }).retention,
    ).toEqual({ mailDays: 7, jobDays: 3, auditDays: 730 });
    expect(() =>
      parseEnv({
        APP_SECRET: secret,
        MAIL_RETENTION_DAYS: "-1",
        JOB_RETENTION_DAYS: "two weeks",
        AUDIT_RETENTION_DAYS: "0",
      }),
    ).toThrow(
      /MAIL_RETENTION_DAYS: must be at least 1 \(day\)[\s\S]*JOB_RETENTION_DAYS: must be a number of days[\s\S]*AUDIT_RETENTION_DAYS: must be at least 1 \(day\)/,
    );
    expect(() => parseEnv({ APP_SECRET: secret, MAIL_RETENTION_DAYS: "1.5" })).toThrow(
      "MAIL_RETENTION_DAYS: must be a whole number of days",
    );
  });
});
