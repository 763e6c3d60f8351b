import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { failureInit } from "./failure.server";

describe("failureInit", () => {
  it("answers 503 with Retry-After for a lock wait that Drizzle wrapped", () => {
    const lock = Object.assign(new Error("canceling statement due to lock timeout"), {
      code: "55P03",
    });
    const init = failureInit(new DrizzleQueryError("select 1", [], lock));
    expect(init.status).toBe(503);
    expect(new Headers(init.headers).get("Retry-After")).toMatch(/^\d+$/);
  });

  it("keeps 500 for a bug", () => {
    expect(failureInit(new TypeError("x is undefined"))).toEqual({ status: 500 });
  });
});
