/** Admin sign-in and sign-out. */
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { LoginSchema } from "~core/schemas/admin";
import type { HonoEnv } from "../context";
import { AppError } from "../errors";
import { signIn } from "../services/admin/admins";
import { DEVICE_COOKIE, deviceCookies } from "../services/admin/devices";
import {
  clearedSessionCookie,
  endAllSessions,
  endSession,
  SESSION_COOKIE,
  sessionAdmin,
  sessionCookie,
} from "../services/admin/sessions";
import { clientIp } from "./client-ip";
import { readJson } from "./validate";

export const authApi = new Hono<HonoEnv>()
  .post("/auth/login", async (c) => {
    const { env } = c.var.services;
    const input = await readJson(c, LoginSchema);
    const result = await signIn(c.var.services, {
      ...input,
      ip: clientIp(c),
      deviceToken: getCookie(c, DEVICE_COOKIE),
    });
    if (!result.ok) {
      if (result.retryAfterSeconds) c.header("Retry-After", String(result.retryAfterSeconds));
      throw new AppError(result.status === 429 ? "rate_limited" : "unauthorized", result.message);
    }
    c.header("Set-Cookie", sessionCookie(result.token, env.isProduction));
    for (const cookie of deviceCookies(result.deviceToken, env.isProduction)) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    c.header("Cache-Control", "no-store");
    return c.json({ admin: result.admin });
  })
  .post("/auth/logout", async (c) => {
    const { db, env } = c.var.services;
    await endSession(db, getCookie(c, SESSION_COOKIE));
    c.header("Set-Cookie", clearedSessionCookie(env.isProduction));
    return c.json({ status: "signed_out" });
  })
  .post("/auth/logout-all", async (c) => {
    const { db, env } = c.var.services;
    const admin = await sessionAdmin(db, getCookie(c, SESSION_COOKIE));
    if (!admin) throw new AppError("unauthorized", "Sign in first.");
    await endAllSessions(db, admin.id);
    c.header("Set-Cookie", clearedSessionCookie(env.isProduction));
    return c.json({ status: "signed_out_everywhere" });
  })
  .get("/auth/me", async (c) => {
    const admin = await sessionAdmin(c.var.services.db, getCookie(c, SESSION_COOKIE));
    c.header("Cache-Control", "no-store");
    if (!admin) throw new AppError("unauthorized", "Not signed in.");
    return c.json({ admin: { id: admin.id, email: admin.email, name: admin.name } });
  });
