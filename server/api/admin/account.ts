/**
 * The signed-in staff member's own account, mounted at /api/admin/account behind
 * requireAdmin (every role): its security state, change the password, and two-factor
 * sign-in (set up, confirm, new recovery codes, turn off). While the owners require
 * two-factor sign-in, an account without it may call only GET /, POST /two-factor/setup
 * and POST /two-factor/enable (services/admin/two-factor.ts).
 */
import { Hono } from "hono";
import {
  ChangePasswordSchema,
  DisableTwoFactorSchema,
  TotpCodeSchema,
} from "~core/schemas/account";
import type { HonoEnv } from "../../context";
import {
  accountSecurity,
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
} from "../../services/admin/account";
import { hashToken } from "../../services/admin/sessions";
import { jsonInput } from "../validate";
import { sessionToken } from "./protect";

export const adminAccountApi = new Hono<HonoEnv>()
  .get("/", async (c) => c.json(await accountSecurity(c.var.services, c.var.admin!.id)))
  .post("/password", jsonInput(ChangePasswordSchema), async (c) => {
    const input = c.req.valid("json");
    // This browser's session stays; every other one ends.
    const keep = hashToken(sessionToken(c) ?? "");
    await changePassword(c.var.services, c.var.admin!.id, input, keep);
    return c.json({ message: "Password changed. Your other sessions have ended." });
  })
  .post("/two-factor/setup", async (c) =>
    c.json(await startTwoFactorSetup(c.var.services, c.var.admin!.id)),
  )
  .post("/two-factor/enable", jsonInput(TotpCodeSchema), async (c) => {
    const { code } = c.req.valid("json");
    // This browser's session stays; every other one ends.
    const keep = hashToken(sessionToken(c) ?? "");
    const recoveryCodes = await confirmTwoFactor(c.var.services, c.var.admin!.id, code, keep);
    return c.json({
      recoveryCodes,
      message: "Two-factor sign-in is on. Your other sessions have ended.",
    });
  })
  .post("/two-factor/recovery-codes", jsonInput(TotpCodeSchema), async (c) => {
    const { code } = c.req.valid("json");
    const recoveryCodes = await renewRecoveryCodes(c.var.services, c.var.admin!.id, code);
    return c.json({
      recoveryCodes,
      message: "New recovery codes made; the old ones no longer work.",
    });
  })
  .post("/two-factor/disable", jsonInput(DisableTwoFactorSchema), async (c) => {
    const input = c.req.valid("json");
    await disableTwoFactor(c.var.services, c.var.admin!.id, input);
    return c.json({ message: "Two-factor sign-in is off." });
  });
