import { describe, expect, it } from "vitest";
import { forwardedAddress } from "~server/api/client-ip";

describe("forwardedAddress", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", () => {
    expect(forwardedAddress("203.0.113.7", 0)).toBeUndefined();
    expect(forwardedAddress(undefined, 1)).toBeUndefined();
  });

  it("takes the entry the nearest trusted proxy appended, never a client-chosen one", () => {
    expect(forwardedAddress("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedAddress("10.0.0.1, 203.0.113.7", 1)).toBe("203.0.113.7");
    // Two proxies (a CDN, then nginx): the guest is second from the end.
    expect(forwardedAddress("spoofed, 203.0.113.7, 198.51.100.2", 2)).toBe("203.0.113.7");
    expect(forwardedAddress("2001:db8::1", 1)).toBe("2001:db8::1");
  });

  it("answers nothing for a missing or malformed entry", () => {
    expect(forwardedAddress("203.0.113.7", 2)).toBeUndefined();
    expect(forwardedAddress("not-an-ip", 1)).toBeUndefined();
    expect(forwardedAddress(" , ", 1)).toBeUndefined();
  });
});
