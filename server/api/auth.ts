/**
 * Admin sign-in and sign-out. An account with two-factor sign-in gets
 * `{ twoFactorRequired: true }` and a challenge cookie from /auth/login, no session:
 * /auth/login/verify takes the code and makes the session. "Forgot password" and the
 * reset link's new password are here too (the pages /admin/forgot-password and
 * /admin/reset-password call the same service functions).
 */
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  ForgotPasswordSchema,
  RESET_GONE,
  RESET_SENT,
  ResetPasswordSchema,
  SecondFactorSchema,
} from "~core/schemas/account";
import { LoginSchema } from "~core/schemas/admin";
import { z } from "~core/zod";
import type { HonoEnv } from "../context";
import { AppError } from "../errors";
import { type LoginFailure, type SignedIn, signIn } from "../services/admin/admins";
import { DEVICE_COOKIE, deviceCookies } from "../services/admin/devices";
import { CHALLENGE_COOKIE, challengeCookies } from "../services/admin/login-challenges";
import { requestPasswordReset, resetPassword } from "../services/admin/password-reset";
import { verifySecondFactor } from "../services/admin/second-factor";
import {
  clearedSessionCookie,
  endAllSessions,
  endSession,
  sessionAdmin,
  sessionCookie,
} from "../services/admin/sessions";
import { sessionToken } from "./admin/protect";
import { clientIp } from "./client-ip";
import { readJson } from "./validate";

function refuse(c: Context<HonoEnv>, result: LoginFailure): never {
  if (result.retryAfterSeconds) c.header("Retry-After", String(result.retryAfterSeconds));
  throw new AppError(result.status === 429 ? "rate_limited" : "unauthorized", result.message);
}

function signedIn(c: Context<HonoEnv>, result: SignedIn) {
  const secure = c.var.services.env.isProduction;
  c.header("Set-Cookie", sessionCookie(result.token, secure), { append: true });
  for (const cookie of deviceCookies(result.deviceToken, secure)) {
    c.header("Set-Cookie", cookie, { append: true });
  }
  c.header("Cache-Control", "no-store");
  return c.json({ admin: result.admin });
}

/** The reset link's token travels in the body (never in a logged address). */
export const ResetPasswordApiSchema = z.intersection(
  ResetPasswordSchema,
  z.object({ token: z.string({ message: RESET_GONE }).min(1, RESET_GONE).max(100, RESET_GONE) }),
);

export const authApi = new Hono<HonoEnv>()
  .post("/auth/login", async (c) => {
    const { env } = c.var.services;
    const input = await readJson(c, LoginSchema);
    const result = await signIn(c.var.services, {
      ...input,
      ip: clientIp(c),
      deviceToken: getCookie(c, DEVICE_COOKIE),
    });
    if (!result.ok) refuse(c, result);
    if (result.secondFactor) {
      // No session: the code goes to /auth/login/verify with this cookie.
      for (const cookie of challengeCookies(result.challengeToken, env.isProduction)) {
        c.header("Set-Cookie", cookie, { append: true });
      }
      c.header("Cache-Control", "no-store");
      return c.json({ twoFactorRequired: true });
    }
    return signedIn(c, result);
  })
  .post("/auth/login/verify", async (c) => {
    const { env } = c.var.services;
    const { code } = await readJson(c, SecondFactorSchema);
    const result = await verifySecondFactor(c.var.services, {
      challengeToken: getCookie(c, CHALLENGE_COOKIE),
      code,
      ip: clientIp(c),
      deviceToken: getCookie(c, DEVICE_COOKIE),
    });
    if (!result.ok) {
      if (result.challengeEnded) {
        for (const cookie of challengeCookies(null, env.isProduction)) {
          c.header("Set-Cookie", cookie, { append: true });
        }
      }
      refuse(c, result);
    }
    for (const cookie of challengeCookies(null, env.isProduction)) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    return signedIn(c, result);
  })
  .post("/auth/forgot-password", async (c) => {
    const { email } = await readJson(c, ForgotPasswordSchema);
    const result = await requestPasswordReset(c.var.services, { email, ip: clientIp(c) });
    c.header("Cache-Control", "no-store");
    if (!result.ok) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      throw new AppError("rate_limited", "Too many requests for a reset link. Try again later.");
    }
    return c.json({ message: RESET_SENT });
  })
  .post("/auth/reset-password", async (c) => {
    const { token, password } = await readJson(c, ResetPasswordApiSchema);
    await resetPassword(c.var.services.db, token, password);
    c.header("Cache-Control", "no-store");
    return c.json({ message: "Your password is changed. Sign in with it." });
  })
  .post("/auth/logout", async (c) => {
    const { db, env } = c.var.services;
    await endSession(db, sessionToken(c));
    c.header("Set-Cookie", clearedSessionCookie(env.isProduction));
    return c.json({ status: "signed_out" });
  })
  .post("/auth/logout-all", async (c) => {
    const { db, env } = c.var.services;
    const admin = await sessionAdmin(db, sessionToken(c));
    if (!admin) throw new AppError("unauthorized", "Sign in first.");
    await endAllSessions(db, admin.id);
    c.header("Set-Cookie", clearedSessionCookie(env.isProduction));
    return c.json({ status: "signed_out_everywhere" });
  })
  .get("/auth/me", async (c) => {
    const admin = await sessionAdmin(c.var.services.db, sessionToken(c));
    c.header("Cache-Control", "no-store");
    if (!admin) throw new AppError("unauthorized", "Not signed in.");
    return c.json({ admin: { id: admin.id, email: admin.email, name: admin.name } });
  });
