import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runEzeeIntent } from "./ezee/actions";
import { runPesapalIntent } from "./pesapal/actions";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
/** The method, address and JSON body of the nth call. */
const sent = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return {
    method: init?.method,
    url,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
};

describe("the eZee screen's buttons", () => {
  const typed = { hotelCode: "12345", apiKey: "secret-key", apiUrl: "https://ezee.example" };

  it("tests the typed values; a refusal is a failed test that never echoes the key", async () => {
    answer(200, { connected: false, message: "UNAUTHREQ", errors: { apiKey: "UNAUTHREQ" } });
    const outcome = await runEzeeIntent({ intent: "test", ...typed });
    expect(sent()).toEqual({
      method: "POST",
      url: "/api/admin/ezee/test-connection",
      body: typed,
    });
    expect(outcome).toEqual({
      intent: "test",
      ok: false,
      title: "Connection Test Failed",
      message: "Connection test failed",
      detail: "UNAUTHREQ",
      errors: { apiKey: "UNAUTHREQ" },
      values: { intent: "test", ...typed, apiKey: "" },
    });
  });

  it("saves the configuration with the box as a boolean", async () => {
    answer(200, { message: "Configuration saved." });
    const outcome = await runEzeeIntent({ intent: "save-config", ...typed, isActive: "on" });
    expect(sent()).toEqual({
      method: "PUT",
      url: "/api/admin/ezee/config",
      body: { ...typed, isActive: true },
    });
    expect(outcome).toMatchObject({ ok: true, title: "Saved", message: "Configuration saved." });
  });

  it("creates or updates a mapping, and shows the field's reason when refused", async () => {
    answer(201, { id: 9 });
    await runEzeeIntent({ intent: "save-mapping", localRoomId: "2", ezeeRoomTypeId: "102" });
    expect(sent(0)).toEqual({
      method: "POST",
      url: "/api/admin/ezee/room-mappings",
      body: { localRoomId: 2, ezeeRoomTypeId: "102", isActive: false },
    });
    answer(400, {
      message: "Choose an eZee room type.",
      code: "validation",
      errors: { ezeeRoomTypeId: "Choose an eZee room type." },
    });
    const refused = await runEzeeIntent({
      intent: "save-mapping",
      mappingId: "7",
      localRoomId: "1",
      ezeeRoomTypeId: "",
      isActive: "on",
    });
    expect(sent(1).method).toBe("PUT");
    expect(sent(1).url).toBe("/api/admin/ezee/room-mappings/7");
    expect(refused).toMatchObject({
      ok: false,
      title: "Mapping Error",
      message: "Failed to save the room mapping",
      detail: "Choose an eZee room type.",
    });
  });

  it("says how many mappings a room sync suggested, and a resend that failed", async () => {
    answer(200, { message: "5 eZee room types synchronised.", roomTypes: 5, suggestions: 2 });
    expect((await runEzeeIntent({ intent: "sync-rooms" })).message).toBe(
      "5 eZee room types synchronised. 2 room mappings suggested by name: check the Room Mapping tab.",
    );
    answer(503, { message: "Room sync failed: eZee answered HTTP 500", code: "unavailable" });
    expect(await runEzeeIntent({ intent: "sync-rooms" })).toMatchObject({
      ok: false,
      title: "Sync Failed",
      detail: "Room sync failed: eZee answered HTTP 500",
    });
    answer(200, { pushed: false, message: "eZee refused it again." });
    expect(await runEzeeIntent({ intent: "resend-push", jobId: "31" })).toMatchObject({
      ok: false,
      title: "Push not sent",
      message: "eZee refused it again.",
    });
    expect(sent(2).url).toBe("/api/admin/ezee/pushes/31/resend");
  });
});

describe("the Pesapal screen's buttons", () => {
  it("names the first problem of a refused save and keeps each at its field", async () => {
    answer(400, {
      message: "Consumer key is required",
      code: "validation",
      errors: {
        consumerKey: "Consumer key is required",
        consumerSecret: "Consumer secret is required",
      },
    });
    const outcome = await runPesapalIntent({
      intent: "save",
      consumerKey: "",
      consumerSecret: "",
      sandbox: "true",
      isActive: "false",
    });
    expect(sent()).toEqual({
      method: "PUT",
      url: "/api/admin/pesapal/config",
      body: { consumerKey: "", consumerSecret: "", sandbox: true, isActive: false },
    });
    expect(outcome).toEqual({
      intent: "save",
      ok: false,
      title: "Configuration Error",
      message: "Failed to update configuration. Consumer key is required",
      errors: {
        consumerKey: "Consumer key is required",
        consumerSecret: "Consumer secret is required",
      },
    });
  });

  it("saves the test values on their own route", async () => {
    answer(200, { message: "Test values saved." });
    const outcome = await runPesapalIntent({
      intent: "save-testing",
      testCardNumbers: "4444",
      testPhoneNumber: "+254",
    });
    expect(sent()).toEqual({
      method: "PUT",
      url: "/api/admin/pesapal/test-values",
      body: { testCardNumbers: "4444", testPhoneNumber: "+254" },
    });
    expect(outcome).toMatchObject({ ok: true, message: "Test values saved." });
  });

  it("registers the IPN and tests the connection, with the required failure titles", async () => {
    answer(503, { message: "Pesapal is down", code: "unavailable" });
    expect(await runPesapalIntent({ intent: "register-ipn" })).toMatchObject({
      ok: false,
      title: "IPN Registration Failed",
      message: "Failed to register IPN. Pesapal is down",
    });
    answer(200, { success: false, message: "Connection test failed: 401" });
    expect(await runPesapalIntent({ intent: "test-connection" })).toMatchObject({
      ok: false,
      title: "Connection Test Failed",
      message: "Connection test failed: 401",
    });
    expect(sent(1)).toMatchObject({ method: "GET", url: "/api/admin/pesapal/test-connection" });
    answer(200, { success: true, message: "Connected to Pesapal sandbox." });
    expect(await runPesapalIntent({ intent: "test-connection" })).toMatchObject({
      ok: true,
      title: "Connection successful",
    });
  });
});
