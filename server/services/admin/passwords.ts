/**
 * Admin passwords: argon2id (the `argon2` package ships prebuilt binaries inside the
 * package; nothing is downloaded at install). Parameters follow OWASP's minimum for
 * argon2id (19 MiB, 2 passes, 1 lane), cheap enough for a small server.
 */
import argon2 from "argon2";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

const OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

// Verified against when the e-mail is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword("not-a-real-password-0000");
  try {
    const ok = await argon2.verify(hash ?? (await dummyHash), password);
    return hash !== null && ok;
  } catch {
    return false;
  }
}

/** Why a new password is refused, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  return null;
}
