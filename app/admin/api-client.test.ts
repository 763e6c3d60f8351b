import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  adminApi,
  failureMessage,
  NETWORK_MESSAGE,
  REFUSED_MESSAGE,
  SIGNED_OUT_MESSAGE,
} from "./api-client";

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  assign.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("window", {
    location: { pathname: "/admin/rooms/edit/3", search: "?x=1", assign },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": typeof body === "string" ? "text/html" : "application/json" },
  });

describe("the admin API client", () => {
  it("sends JSON with the session cookie and reads the answer", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { id: 3, message: "Saved." }));
    const result = await adminApi.put<{ id: number }>("/api/admin/rooms/3", { price: 9900 });
    expect(result).toMatchObject({ ok: true, status: 200, message: "Saved.", errors: {} });
    expect(result.body.id).toBe(3);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin/rooms/3");
    expect(init).toMatchObject({ method: "PUT", credentials: "same-origin" });
    expect((init!.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(JSON.parse(String(init!.body))).toEqual({ price: 9900 });
  });

  it("sends a FormData as multipart, leaving the boundary to the browser", async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { src: "/uploads/a.webp" }));
    const form = new FormData();
    form.set("folder", "gallery");
    const result = await adminApi.upload<{ src: string }>("/api/admin/media/upload", form);
    expect(result.body.src).toBe("/uploads/a.webp");
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("gives the message and the field errors of a refusal", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, {
        message: "Price must be positive",
        code: "validation",
        errors: { price: "Price must be positive", "description.fr": "Too short" },
      }),
    );
    const result = await adminApi.put("/api/admin/rooms/3", { price: -1 });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      message: "Price must be positive",
      errors: { price: "Price must be positive", "description.fr": "Too short" },
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it("sends the browser to sign in again when the session has ended", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(401, { message: "Sign in to use the admin area.", code: "unauthorized" }),
    );
    const result = await adminApi.post("/api/admin/ezee/sync-rooms");
    expect(result).toMatchObject({ ok: false, status: 401, message: SIGNED_OUT_MESSAGE });
    expect(assign).toHaveBeenCalledWith("/admin/login?next=%2Fadmin%2Frooms%2Fedit%2F3%3Fx%3D1");
  });

  it("says to reload when a change is refused as coming from elsewhere", async () => {
    fetchMock.mockResolvedValueOnce(answer(403, { message: "no", code: "forbidden" }));
    const result = await adminApi.delete("/api/admin/rooms/3/images/1");
    expect(result).toMatchObject({ ok: false, status: 403, message: REFUSED_MESSAGE });
    expect(assign).not.toHaveBeenCalled();
  });

  it("passes on the server's message when the account's role does not reach the screen", async () => {
    const message = "Your role (Front office) does not include this part of the admin.";
    fetchMock.mockResolvedValueOnce(answer(403, { message, code: "role_refused" }));
    const result = await adminApi.put("/api/admin/settings", {});
    expect(result).toMatchObject({ ok: false, status: 403, message });
  });

  it("passes on the server's message when two-factor sign-in must be set up first", async () => {
    const message = "The hotel requires two-factor sign-in. Turn it on first.";
    fetchMock.mockResolvedValueOnce(answer(403, { message, code: "two_factor_required" }));
    const result = await adminApi.get("/api/admin/bookings");
    expect(result).toMatchObject({ ok: false, status: 403, message });
    expect(assign).not.toHaveBeenCalled();
  });

  it("turns a network failure into status 0 with a message, without throwing", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const result = await adminApi.put("/api/admin/messages/1/handled", { handled: true });
    expect(result).toMatchObject({ ok: false, status: 0, message: NETWORK_MESSAGE, errors: {} });
  });

  it("names the status when a proxy answers with an HTML page", async () => {
    fetchMock.mockResolvedValueOnce(answer(502, "<html>Bad gateway</html>"));
    const result = await adminApi.post("/api/admin/pesapal/register-ipn");
    expect(result).toMatchObject({ ok: false, status: 502, errors: {} });
    expect(result.message).toMatch(/\(502\)/);
  });

  it("lets a screen name its own failure when the server gave no message", async () => {
    fetchMock.mockResolvedValueOnce(answer(500, "<html>oops</html>"));
    const bare = await adminApi.post("/api/admin/blog/images");
    expect(failureMessage(bare, "Failed to upload the image.")).toBe("Failed to upload the image.");
    fetchMock.mockResolvedValueOnce(answer(413, { message: "At most 10 MB.", code: "x" }));
    const told = await adminApi.post("/api/admin/blog/images");
    expect(failureMessage(told, "Failed to upload the image.")).toBe("At most 10 MB.");
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    const offline = await adminApi.post("/api/admin/blog/images");
    expect(failureMessage(offline, "Failed to upload the image.")).toBe(NETWORK_MESSAGE);
  });
});
