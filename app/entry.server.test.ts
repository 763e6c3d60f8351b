import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { captureLogs } from "../tests/helpers/capture-logs";
import handleRequest, { handleDataRequest, handleError } from "./entry.server";

/** What Drizzle throws when a lock wait ends (lock_timeout): the pg error is the cause. */
function lockTimeout() {
  const pgError = Object.assign(new Error("canceling statement due to lock timeout"), {
    code: "55P03",
    severity: "ERROR",
  });
  return new DrizzleQueryError('update "room_inventory" set ...', ["guest@example.com"], pgError);
}

// biome-ignore lint/suspicious/noExplicitAny: the handlers take React Router's argument shapes.
const args = (request: Request, context: unknown): any => ({ request, params: {}, context });

describe("page loader errors", () => {
  it("turn a database timeout into 503 with Retry-After for document requests", async () => {
    const { logger, text } = captureLogs();
    const request = new Request("http://hotel.test/rooms", { method: "HEAD" });
    handleError(lockTimeout(), args(request, { services: { logger }, requestId: "r1" }));
    const response = await handleRequest(
      request,
      500,
      new Headers(),
      // biome-ignore lint/suspicious/noExplicitAny: a HEAD request never renders.
      {} as any,
      // biome-ignore lint/suspicious/noExplicitAny: only the nonce is read.
      { nonce: "n" } as any,
    );
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(text()).toContain("55P03");
    expect(text()).not.toContain("guest@example.com");
  });

  it("turn it into 503 for .data requests (client navigations) too", async () => {
    const request = new Request("http://hotel.test/rooms.data");
    handleError(lockTimeout(), args(request, { services: { logger: captureLogs().logger } }));
    const response = await handleDataRequest(new Response("x", { status: 500 }), args(request, {}));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
  });

  it("leave other errors as they are", async () => {
    const request = new Request("http://hotel.test/rooms.data");
    handleError(new Error("a bug"), args(request, { services: { logger: captureLogs().logger } }));
    const response = await handleDataRequest(new Response("x", { status: 500 }), args(request, {}));
    expect(response.status).toBe(500);
  });
});
