import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { captureLogs } from "../tests/helpers/capture-logs";

/** A unique violation as node-postgres reports it: `detail` quotes the row's values. */
const uniqueViolation = () =>
  Object.assign(new Error('duplicate key value violates unique constraint "x_email"'), {
    code: "23505",
    severity: "ERROR",
    table: "newsletter_subscriptions",
    constraint: "x_email",
    detail: "Key (lower(email))=(guest@example.com) already exists.",
  });

describe("the err serializer", () => {
  it("logs a failed query with its SQL, code and constraint but no parameter values", () => {
    const { logger, text } = captureLogs();
    const error = new DrizzleQueryError(
      'insert into "newsletter_subscriptions" ("email", "name") values ($1, $2)',
      ["guest@example.com", "Amina Odhiambo"],
      uniqueViolation(),
    );
    logger.error({ err: error }, "failed");
    const line = JSON.parse(text());
    expect(line.err.message).toBe(
      'Failed query: insert into "newsletter_subscriptions" ("email", "name") values ($1, $2)',
    );
    expect(line.err.cause).toMatchObject({ code: "23505", constraint: "x_email" });
    expect(text()).not.toContain("guest@example.com");
    expect(text()).not.toContain("Amina");
  });

  it("strips the values from an error that wraps a query error's text", () => {
    const { logger, text } = captureLogs();
    const inner = new DrizzleQueryError("select 1", ["guest@example.com"], uniqueViolation());
    logger.error({ err: new Error(inner.message, { cause: inner }) }, "failed");
    expect(text()).toContain("Failed query: select 1");
    expect(text()).not.toContain("guest@example.com");
  });

  it("leaves other errors as pino logs them", () => {
    const { logger, text } = captureLogs();
    logger.error({ err: Object.assign(new Error("boom"), { code: "E_X" }) }, "failed");
    expect(JSON.parse(text()).err).toMatchObject({ type: "Error", message: "boom", code: "E_X" });
  });
});
