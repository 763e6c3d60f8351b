/**
 * Admin API routes the staff screens call through the API client where a route action
 * used to do the work: the Pesapal Testing tab's test values and the eZee mapping's
 * message. Each needs a session and a same-origin request, and validates its body.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pesapalConfig } from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { KEY_PURPOSE, SECRET_PURPOSE } from "~server/services/payments/config";
import { encryptSecret } from "~server/services/platform/secrets";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let cookie = "";
const ORIGIN = "http://localhost";

beforeAll(async () => {
  t = await createTestApp();
  // Pesapal is never reachable here: a save that asked it anything would fail.
  t.services.env.pesapalSandboxUrl = "http://127.0.0.1:9/unreachable";
  t.services.env.pesapalLiveUrl = "http://127.0.0.1:9/unreachable";
  await createAdmin(t.database.db, {
    email: "writes@example.com",
    name: "Writes",
    password: "a long password!",
  });
  const login = await t.app.request("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: "writes@example.com", password: "a long password!" }),
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(async () => {
  await t?.close();
});

async function send(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = { Cookie: cookie, Origin: ORIGIN },
) {
  const response = await t.app.request(path, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { message?: string; errors?: Record<string, string> },
  };
}

const storedConfig = async () =>
  (await t.database.db.select().from(pesapalConfig).where(eq(pesapalConfig.id, 1)))[0];

describe("PUT /api/admin/pesapal/test-values", () => {
  const path = "/api/admin/pesapal/test-values";
  const values = { testCardNumbers: "5555 5555 5555 4444", testPhoneNumber: "+254 700 111 222" };

  beforeAll(async () => {
    // Saved credentials in production, as if configured earlier.
    const { appSecret } = t.services.env;
    await t.database.db.insert(pesapalConfig).values({
      id: 1,
      consumerKeyEncrypted: encryptSecret(appSecret, KEY_PURPOSE, "key-abcd"),
      consumerSecretEncrypted: encryptSecret(appSecret, SECRET_PURPOSE, "secret-wxyz"),
      sandbox: false,
      isActive: true,
      ipnId: "ipn-1",
      ipnUrl: "http://localhost:3000/api/payments/pesapal/ipn",
    });
  });

  it("needs a session", async () => {
    const { status } = await send("PUT", path, values, { Origin: ORIGIN });
    expect(status).toBe(401);
    expect((await storedConfig())?.testPhoneNumber).not.toBe(values.testPhoneNumber);
  });

  it("refuses a signed-in admin's request from another site", async () => {
    const { status } = await send("PUT", path, values, {
      Cookie: cookie,
      Origin: "https://evil.example",
    });
    expect(status).toBe(403);
    expect((await storedConfig())?.testPhoneNumber).not.toBe(values.testPhoneNumber);
  });

  it("names the field of an invalid value", async () => {
    const { status, body } = await send("PUT", path, { testPhoneNumber: "1".repeat(41) });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ testPhoneNumber: "At most 40 characters" });
    const wrongType = await send("PUT", path, { testCardNumbers: 42 });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.errors ?? {})).toEqual(["testCardNumbers"]);
  });

  it("saves the test values and leaves environment, status, credentials and IPN alone", async () => {
    const before = await storedConfig();
    const { status, body } = await send("PUT", path, values);
    expect(status).toBe(200);
    expect(body.message).toBe("Test values saved.");
    expect(body).toMatchObject(values);
    expect(JSON.stringify(body)).not.toContain("secret-wxyz");
    const after = await storedConfig();
    expect(after).toMatchObject({
      ...values,
      sandbox: false,
      isActive: true,
      ipnId: "ipn-1",
      consumerKeyEncrypted: before?.consumerKeyEncrypted,
      consumerSecretEncrypted: before?.consumerSecretEncrypted,
    });
  });
});

describe("eZee room mappings", () => {
  it("asks to choose an eZee room type when none is chosen", async () => {
    const { status, body } = await send("POST", "/api/admin/ezee/room-mappings", {
      localRoomId: 1,
      ezeeRoomTypeId: " ",
      isActive: true,
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ ezeeRoomTypeId: "Choose an eZee room type." });
  });
});
