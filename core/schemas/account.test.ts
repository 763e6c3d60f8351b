import { describe, expect, it } from "vitest";
import {
  ChangePasswordSchema,
  DisableTwoFactorSchema,
  formatRecoveryCode,
  isTotpCode,
  normalizeRecoveryCode,
  ResetPasswordSchema,
  TotpCodeSchema,
} from "./account";

describe("second-factor codes", () => {
  it("tells an authenticator code from a recovery code", () => {
    expect(isTotpCode("123456")).toBe(true);
    expect(isTotpCode("123 456")).toBe(true);
    expect(isTotpCode("12345")).toBe(false);
    expect(isTotpCode("1234567")).toBe(false);
    expect(isTotpCode("abcde-23456")).toBe(false);
  });

  it("reads a recovery code however it is typed, and shows it in two groups", () => {
    expect(normalizeRecoveryCode(" ABCDE-fghij ")).toBe("abcdefghij");
    expect(normalizeRecoveryCode("abcde fghij")).toBe("abcdefghij");
    expect(formatRecoveryCode("abcdefghij")).toBe("abcde-fghij");
    expect(formatRecoveryCode("ABCDE-FGHIJ")).toBe("abcde-fghij");
    expect(formatRecoveryCode("short")).toBe("short");
  });

  it("takes a 6-digit code with spaces and refuses anything else", () => {
    expect(TotpCodeSchema.parse({ code: " 123 456 " })).toEqual({ code: "123456" });
    for (const code of ["12345", "1234567", "abcdef", ""]) {
      expect(TotpCodeSchema.safeParse({ code }).success, code).toBe(false);
    }
    expect(DisableTwoFactorSchema.safeParse({ code: "123456" }).success).toBe(false);
    expect(DisableTwoFactorSchema.safeParse({ code: "123456", password: "x" }).success).toBe(true);
  });
});

describe("password forms", () => {
  it("a reset asks for the same password twice, 12 characters at least", () => {
    expect(ResetPasswordSchema.safeParse({ password: "short", confirm: "short" }).success).toBe(
      false,
    );
    const differ = ResetPasswordSchema.safeParse({
      password: "a long password!",
      confirm: "a long password?",
    });
    expect(differ.success).toBe(false);
    expect(differ.error?.issues[0]?.path).toEqual(["confirm"]);
    expect(
      ResetPasswordSchema.safeParse({ password: "a long password!", confirm: "a long password!" })
        .success,
    ).toBe(true);
  });

  it("a change needs the current password and the new one twice", () => {
    const missing = ChangePasswordSchema.safeParse({
      current: "",
      password: "a long password!",
      confirm: "a long password!",
    });
    expect(missing.error?.issues.map((issue) => issue.path[0])).toEqual(["current"]);
    const differ = ChangePasswordSchema.safeParse({
      current: "old one",
      password: "a long password!",
      confirm: "another password",
    });
    expect(differ.error?.issues.map((issue) => issue.path[0])).toEqual(["confirm"]);
  });
});
