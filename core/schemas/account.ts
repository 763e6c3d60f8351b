/**
 * A staff member's own account: forgotten password, a new password from a reset link,
 * changing the password, two-factor sign-in (an authenticator app's 6-digit code or a
 * one-time recovery code) and the owners' rule that every account must use it.
 */
import { z } from "../zod";
import { AdminAccountFields } from "./admin";
import { AcceptInviteSchema } from "./staff";
import { singleLine } from "./text";

export const ForgotPasswordSchema = z.object({
  email: singleLine("Enter your e-mail address.")
    .min(1, "Enter your e-mail address.")
    .max(254, "Enter your e-mail address."),
});

/** A new password from a reset link: the same rules as an invited colleague's, twice. */
export const ResetPasswordSchema = AcceptInviteSchema;

export const ChangePasswordSchema = z
  .object({
    current: z
      .string({ message: "Enter your current password." })
      .min(1, "Enter your current password.")
      .max(200),
    password: AdminAccountFields.shape.password,
    confirm: z.string().optional(),
  })
  .refine((value) => value.confirm === value.password, {
    message: "The two passwords differ.",
    path: ["confirm"],
  });

/** A code typed at sign-in or to confirm a change: 6 digits or a recovery code. */
const code = z
  .string({ message: "Enter the code." })
  .trim()
  .min(1, "Enter the code.")
  .max(40, "Enter the 6-digit code or a recovery code.");

export const SecondFactorSchema = z.object({ code });

/** Confirming a new authenticator, or asking for new recovery codes: a current 6-digit code. */
export const TotpCodeSchema = z.object({
  code: z
    .string({ message: "Enter the 6-digit code." })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.")),
});

export const DisableTwoFactorSchema = TotpCodeSchema.extend({
  password: z.string({ message: "Enter your password." }).min(1, "Enter your password.").max(200),
});

export const TwoFactorPolicySchema = z.object({
  required: z.boolean({ message: "Say whether two-factor sign-in is required." }),
});

/** An account's own security settings, as /admin/account shows them. */
export interface AccountSecurity {
  twoFactorEnabled: boolean;
  twoFactorEnabledAt: string | null;
  recoveryCodesLeft: number;
  /** The owners require two-factor sign-in of every account. */
  required: boolean;
  /** A set-up begun and not confirmed yet: what the authenticator app needs. */
  pending: { secret: string; uri: string; qr: { size: number; path: string } } | null;
  passwordChangedAt: string | null;
}

/** What a used, expired, replaced or unknown reset link says. */
export const RESET_GONE =
  "This password reset link has expired or was already used. Ask for a new one.";

/** The answer to "forgot password", whether or not the address has an account. */
export const RESET_SENT =
  "If an account exists for that address, we have e-mailed a link to choose a new password. It works once, for 30 minutes.";

/** How recovery codes look: ten lower-case letters and digits, shown as two groups of five. */
export function normalizeRecoveryCode(value: string): string {
  return value.toLowerCase().replace(/[\s-]+/g, "");
}

/** Whether a typed second factor is an authenticator code (6 digits, spaces allowed). */
export function isTotpCode(value: string): boolean {
  return /^\d{6}$/.test(value.replace(/\s+/g, ""));
}

/** A recovery code as shown: "abcde-fghij". */
export function formatRecoveryCode(value: string): string {
  const plain = normalizeRecoveryCode(value);
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
}
