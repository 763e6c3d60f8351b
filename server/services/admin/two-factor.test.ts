import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { encryptSecret } from "../platform/secrets";
import { challengeCookies, challengeTokenFrom } from "./login-challenges";
import {
  matchTotp,
  mayUseWhileEnrolling,
  newRecoveryCodes,
  newTotpSecret,
  qrCode,
  readTotpSecret,
  recoveryCodeHash,
  totpCodeAt,
  totpPurpose,
  totpUri,
} from "./two-factor";

const APP_SECRET = "s".repeat(40);
const STEP = 30_000;
// A moment in the middle of a time step.
const NOW = Date.UTC(2030, 0, 1, 12, 0, 15);

describe("TOTP", () => {
  const secret = newTotpSecret();

  it("makes a 160-bit base32 secret and an otpauth address authenticator apps read", () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri(secret, "neema@example.com", "Pwani Bay Resort & Hotel");
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe("otpauth:");
    expect(parsed.searchParams.get("secret")).toBe(secret);
    expect(parsed.searchParams.get("issuer")).toBe("Pwani Bay Resort & Hotel");
    expect(parsed.searchParams.get("digits")).toBe("6");
    expect(parsed.searchParams.get("period")).toBe("30");
    expect(decodeURIComponent(parsed.pathname)).toContain("neema@example.com");
  });

  it("accepts the code of this step and one step either side, and nothing further", () => {
    const step = Math.floor(NOW / STEP);
    // Computed by the library on its own, as an authenticator app would.
    const code = (at: number) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
    expect(totpCodeAt(secret, NOW)).toBe(code(NOW));
    expect(matchTotp(secret, code(NOW), NOW)).toBe(step);
    expect(matchTotp(secret, code(NOW - STEP), NOW)).toBe(step - 1);
    expect(matchTotp(secret, code(NOW + STEP), NOW)).toBe(step + 1);
    expect(matchTotp(secret, code(NOW - 2 * STEP), NOW)).toBeNull();
    expect(matchTotp(secret, code(NOW + 2 * STEP), NOW)).toBeNull();
    const [a, b, c] = code(NOW);
    expect(matchTotp(secret, `${a}${b}${c} ${code(NOW).slice(3)}`, NOW)).toBe(step);
    expect(matchTotp(secret, "abcdef", NOW)).toBeNull();
    expect(matchTotp(newTotpSecret(), code(NOW), NOW)).toBeNull();
  });

  it("reads a stored secret only for the account it was stored for", () => {
    const stored = encryptSecret(APP_SECRET, totpPurpose(7), secret);
    expect(stored).not.toContain(secret);
    expect(readTotpSecret(APP_SECRET, 7, stored)).toBe(secret);
    expect(readTotpSecret(APP_SECRET, 8, stored)).toBeNull();
    expect(readTotpSecret("another secret of forty characters......", 7, stored)).toBeNull();
    expect(readTotpSecret(APP_SECRET, 7, null)).toBeNull();
  });
});

describe("recovery codes", () => {
  it("makes ten different codes of ten characters, without l, o, 0 or 1", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-km-np-z2-9]{10}$/);
  });

  it("stores an HMAC bound to the account, the same however the code is typed", () => {
    const hash = recoveryCodeHash(APP_SECRET, 1, "abcdefghij");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(APP_SECRET, 1, "ABCDE-FGHIJ")).toBe(hash);
    expect(recoveryCodeHash(APP_SECRET, 2, "abcdefghij")).not.toBe(hash);
    expect(recoveryCodeHash(`${APP_SECRET}x`, 1, "abcdefghij")).not.toBe(hash);
  });
});

describe("QR code", () => {
  it("draws one square per dark module, with a quiet zone of four", () => {
    const { size, path } = qrCode("otpauth://totp/Pwani:a%40b.co?secret=ABCDEFGHIJKLMNOP");
    expect(size).toBeGreaterThanOrEqual(21 + 8);
    expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    const squares = [...path.matchAll(/M(\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    for (const [x, y] of squares) {
      expect(x).toBeGreaterThanOrEqual(4);
      expect(y).toBeGreaterThanOrEqual(4);
      expect(x).toBeLessThan(size - 4);
      expect(y).toBeLessThan(size - 4);
    }
    // The top-left finder pattern: a 7×7 ring starting at the quiet zone's edge.
    expect(path).toContain("M4 4h1v1h-1z");
    expect(path).toContain("M10 10h1v1h-1z");
    expect(path).not.toContain("M5 5h1v1h-1z");
  });
});

describe("while two-factor set-up is required", () => {
  it("lets through only the calls that set it up", () => {
    expect(mayUseWhileEnrolling("GET", "/api/admin/account")).toBe(true);
    expect(mayUseWhileEnrolling("HEAD", "/api/admin/account/")).toBe(true);
    expect(mayUseWhileEnrolling("POST", "/api/admin/account/two-factor/setup")).toBe(true);
    expect(mayUseWhileEnrolling("POST", "/api/admin/account/two-factor/enable")).toBe(true);
    expect(mayUseWhileEnrolling("POST", "/api/admin/account/two-factor/disable")).toBe(false);
    expect(mayUseWhileEnrolling("POST", "/api/admin/account/password")).toBe(false);
    expect(mayUseWhileEnrolling("GET", "/api/admin/bookings")).toBe(false);
    expect(mayUseWhileEnrolling("PUT", "/api/admin/account")).toBe(false);
  });
});

describe("the challenge cookie", () => {
  it("is httpOnly, SameSite=Lax, five minutes, sent only to the code step", () => {
    const cookies = challengeCookies("tok", true);
    expect(cookies).toHaveLength(2);
    expect(cookies.map((cookie) => cookie.match(/Path=([^;]+)/)?.[1])).toEqual([
      "/admin/login",
      "/api/auth",
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^pwani_2fa=tok;/);
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Lax");
      expect(cookie).toContain("Secure");
      expect(cookie).toContain("Max-Age=300");
    }
    expect(challengeCookies(null, false)[0]).toMatch(/^pwani_2fa=; Max-Age=0/);
    expect(challengeTokenFrom("a=1; pwani_2fa=xyz")).toBe("xyz");
    expect(challengeTokenFrom(null)).toBeUndefined();
  });
});
