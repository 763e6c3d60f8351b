/** The session cookie is `__Host-` prefixed wherever it is Secure. */
import { describe, expect, it } from "vitest";
import { clearedSessionCookie, sessionCookie, sessionTokenFrom } from "./sessions";

describe("the admin session cookie", () => {
  it("is __Host- prefixed, Secure, Path=/ and without Domain in production", () => {
    const set = sessionCookie("token-123", true);
    expect(set).toMatch(/^__Host-pwani_admin=token-123;/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; Path=\//);
    expect(set).not.toMatch(/Domain=/i);
    expect(clearedSessionCookie(true)).toMatch(/^__Host-pwani_admin=; Max-Age=0;.*Secure/);
  });

  it("keeps the bare name over plain http in development, where the prefix is refused", () => {
    expect(sessionCookie("token-123", false)).toMatch(/^pwani_admin=token-123;/);
    expect(sessionCookie("token-123", false)).not.toMatch(/Secure/);
  });

  it("reads only the name of its mode: a bare cookie planted beside it is ignored in production", () => {
    expect(sessionTokenFrom("pwani_admin=planted", true)).toBeUndefined();
    expect(sessionTokenFrom("pwani_admin=planted; __Host-pwani_admin=mine", true)).toBe("mine");
    expect(sessionTokenFrom("__Host-pwani_admin=mine", false)).toBeUndefined();
    expect(sessionTokenFrom("pwani_admin=mine", false)).toBe("mine");
    expect(sessionTokenFrom(undefined, true)).toBeUndefined();
  });
});
