import { afterEach, describe, expect, it, vi } from "vitest";
import { postGuestForm } from "./post-guest-form";

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("postGuestForm", () => {
  it("posts JSON in the page language and says when it was sent", async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal("fetch", fetch);
    expect(await postGuestForm("/api/contact", "fr", { name: "Amina" })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact?lang=fr");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"Amina"}');
  });

  it("returns the field errors of a 400 only", async () => {
    vi.stubGlobal("fetch", answer(400, { errors: { email: "Enter a valid email" } }));
    expect(await postGuestForm("/api/feedback", "en", {})).toEqual({
      ok: false,
      status: 400,
      errors: { email: "Enter a valid email" },
    });
    vi.stubGlobal("fetch", answer(429, { errors: { email: "x" } }));
    expect(await postGuestForm("/api/feedback", "en", {})).toEqual({
      ok: false,
      status: 429,
      errors: {},
    });
  });

  it("has no status when the network failed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await postGuestForm("/api/contact", "en", {})).toEqual({
      ok: false,
      status: null,
      errors: {},
    });
  });
});
