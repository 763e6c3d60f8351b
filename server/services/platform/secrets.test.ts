import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, maskSecret } from "./secrets";

const appSecret = "a".repeat(40);

describe("provider secrets at rest", () => {
  it("round-trips and never stores the plain value", () => {
    const stored = encryptSecret(
      appSecret,
      "pesapal.consumerKey",
      "qkio1BGGYAXTu2JOfm7XSXNruoZsrqEW",
    );
    expect(stored).not.toContain("qkio1BGG");
    expect(stored.startsWith("v1.")).toBe(true);
    expect(decryptSecret(appSecret, "pesapal.consumerKey", stored)).toBe(
      "qkio1BGGYAXTu2JOfm7XSXNruoZsrqEW",
    );
  });

  it("uses a fresh nonce for every value", () => {
    const a = encryptSecret(appSecret, "ezee.apiKey", "same");
    const b = encryptSecret(appSecret, "ezee.apiKey", "same");
    expect(a).not.toBe(b);
  });

  it("refuses another purpose, another APP_SECRET and tampering", () => {
    const stored = encryptSecret(appSecret, "pesapal.consumerKey", "secret-value");
    expect(() => decryptSecret(appSecret, "pesapal.consumerSecret", stored)).toThrow();
    expect(() => decryptSecret("b".repeat(40), "pesapal.consumerKey", stored)).toThrow();
    const parts = stored.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString("base64url");
    expect(() => decryptSecret(appSecret, "pesapal.consumerKey", parts.join("."))).toThrow();
  });

  it("masks to the last four characters only", () => {
    const stored = encryptSecret(appSecret, "ezee.apiKey", "abcdefgh1234");
    expect(maskSecret(appSecret, "ezee.apiKey", stored)).toEqual({ isSet: true, last4: "1234" });
    expect(maskSecret(appSecret, "ezee.apiKey", null)).toEqual({ isSet: false, last4: null });
    expect(maskSecret("c".repeat(40), "ezee.apiKey", stored)).toEqual({ isSet: true, last4: null });
  });
});
