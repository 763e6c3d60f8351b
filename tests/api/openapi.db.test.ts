/**
 * GET /api/openapi.json: an OpenAPI 3.1 document of every route the router serves, and
 * each route answers what it says. Every documented operation is called without a session
 * and (the staff's) as the owner, with an empty body: a success must come in the documented
 * content type; any refusal must be the documented error body, its code from the
 * vocabulary; a staff route without a session must be the documented 401.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "~server/api";
import { createAdmin } from "~server/services/admin/admins";
import { apiSignIn, freshAddress, ORIGIN } from "../helpers/admin-requests";
import { createTestApp, type TestApp } from "../helpers/test-app";

const PASSWORD = "a long password!";
let t: TestApp;
let cookie = "";
type Operation = {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  requestBody?: { content: Record<string, unknown> };
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { Error: object } };
};
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.database.db, { name: "Owner", email: "api@example.com", password: PASSWORD });
  cookie = (await apiSignIn(t, "api@example.com", PASSWORD)).cookie;
  const response = await t.app.request("/api/openapi.json");
  expect(response.status).toBe(200);
  doc = (await response.json()) as Doc;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** A value for each path parameter that names nothing stored. */
const PARAMS: Record<string, string> = {
  id: "999999",
  itemId: "999999",
  imageId: "999999",
  paymentId: "999999",
  chargeId: "999999",
  reference: "PB-NOPE0000",
  kind: "food",
  slug: "no-such-post",
};

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe("the OpenAPI document", () => {
  it("validates as OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("documents every route the router serves, and nothing else", () => {
    const served = new Set(
      createApi()
        .routes.filter((route) => route.method !== "ALL")
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    const documented = new Set(
      operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`),
    );
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
    expect(documented.size).toBeGreaterThan(150);
  });

  it("describes the booking request with the shared schema's fields and rules", () => {
    const content = doc.paths["/bookings"]?.post?.requestBody?.content ?? {};
    const { schema } = content["application/json"] as {
      schema: { properties: Record<string, { type?: string; maxLength?: number }> };
    };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining([
        "firstName",
        "email",
        "checkIn",
        "checkOut",
        "roomId",
        "totalAmount",
      ]),
    );
    expect(schema.properties.firstName?.maxLength).toBeGreaterThan(0);
  });
});

describe("every documented route answers what the document says", () => {
  const ajv = new Ajv2020({ strict: false });
  let validError: ReturnType<Ajv2020["compile"]>;
  beforeAll(() => {
    validError = ajv.compile(doc.components.schemas.Error);
  });

  async function call(path: string, method: string, withSession: boolean) {
    const url = `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => PARAMS[name] ?? "x")}`;
    const write = method !== "get";
    return t.app.request(url, {
      method: method.toUpperCase(),
      headers: {
        "X-Forwarded-For": freshAddress(),
        ...(write ? { Origin: ORIGIN, "Content-Type": "application/json" } : {}),
        ...(withSession ? { Cookie: cookie } : {}),
      },
      ...(write ? { body: "{}" } : {}),
    });
  }

  /** Whether the answer is one the operation documents; the reason when not. */
  async function mismatch(operation: Operation, response: Response): Promise<string | null> {
    const status = response.status;
    const range = `${String(status)[0]}XX`;
    const documented = operation.responses[String(status)] ?? operation.responses[range];
    if (!documented) return `status ${status} is not documented`;
    const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
    const content = documented.content ?? {};
    if (status >= 400) {
      const body = await response.json().catch(() => null);
      if (!validError(body)) return `error body ${JSON.stringify(body)} is not the Error schema`;
      return null;
    }
    if (status === 204 || (status >= 300 && status < 400)) return null;
    if (!(type in content)) return `${status} answered ${type}, documented ${Object.keys(content)}`;
    return null;
  }

  it("without a session: staff routes 401, public ones as documented", async () => {
    const wrong: string[] = [];
    for (const { path, method, operation } of operations()) {
      const response = await call(path, method, false);
      if (path.startsWith("/admin/") && response.status !== 401) {
        wrong.push(`${method} ${path}: ${response.status} without a session`);
      }
      const problem = await mismatch(operation, response);
      if (problem) wrong.push(`${method} ${path}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("as the owner, with an empty body: a documented success or a documented refusal", async () => {
    const wrong: string[] = [];
    for (const { path, method, operation } of operations()) {
      if (!path.startsWith("/admin/")) continue;
      const response = await call(path, method, true);
      if (response.status === 401) wrong.push(`${method} ${path}: the session was refused`);
      const problem = await mismatch(operation, response.clone());
      if (problem) wrong.push(`${method} ${path}: ${problem}`);
      // A route that reads a body and refuses an empty one names the fields it wants.
      if (operation.requestBody?.content["application/json"] && response.status === 400) {
        const body = (await response.clone().json()) as { code: string };
        if (!["validation", "bad_request"].includes(body.code)) {
          wrong.push(`${method} ${path}: an empty body refused as ${body.code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
