/**
 * Staff accounts' admin API, mounted at /api/admin/staff behind requireAdmin (owners only,
 * core/admin-roles.ts): the accounts and open invitations, invite, withdraw an
 * invitation, change a role or deactivate and reactivate an account, reset a colleague's
 * two-factor sign-in (a lost phone) or unlock it (too many wrong codes), and require two-factor sign-in of every account.
 */
import { Hono } from "hono";
import { ROLE_LABELS } from "~core/admin-roles";
import { TwoFactorPolicySchema } from "~core/schemas/account";
import { InviteStaffSchema, UpdateStaffSchema } from "~core/schemas/staff";
import type { HonoEnv } from "../../context";
import { parseId } from "../../errors";
import { resetColleagueTwoFactor, unlockColleagueTwoFactor } from "../../services/admin/account";
import { inviteStaff, listStaff, updateStaff, withdrawInvite } from "../../services/admin/staff";
import { setTwoFactorRequired, twoFactorRequired } from "../../services/admin/two-factor";
import { jsonInput } from "../validate";

export const adminStaffApi = new Hono<HonoEnv>()
  .get("/", async (c) => c.json(await listStaff(c.var.services.db)))
  .get("/policies/two-factor", async (c) =>
    c.json({ required: await twoFactorRequired(c.var.services.db) }),
  )
  .put("/policies/two-factor", jsonInput(TwoFactorPolicySchema), async (c) => {
    const { required } = c.req.valid("json");
    await setTwoFactorRequired(c.var.services.db, required, c.var.admin!);
    return c.json({
      required,
      message: required
        ? "Two-factor sign-in is now required for every account."
        : "Two-factor sign-in is no longer required.",
    });
  })
  .post("/invites", jsonInput(InviteStaffSchema), async (c) => {
    const input = c.req.valid("json");
    const invite = await inviteStaff(c.var.services, input, c.var.admin!);
    return c.json(
      { invite, message: `Invitation sent to ${invite.email} (${ROLE_LABELS[invite.role]})` },
      201,
    );
  })
  .delete("/invites/:id", async (c) => {
    await withdrawInvite(
      c.var.services.db,
      parseId(c.req.param("id"), "invitation"),
      c.var.admin!.id,
    );
    return c.json({ message: "Invitation withdrawn" });
  })
  .post("/:id/two-factor/reset", async (c) => {
    const id = parseId(c.req.param("id"), "account");
    await resetColleagueTwoFactor(c.var.services.db, id, c.var.admin!.id);
    return c.json({
      message: "Two-factor sign-in reset: they are signed out and set it up again at sign-in.",
    });
  })
  .post("/:id/two-factor/unlock", async (c) => {
    const id = parseId(c.req.param("id"), "account");
    await unlockColleagueTwoFactor(c.var.services.db, id, c.var.admin!.id);
    return c.json({ message: "Two-factor sign-in unlocked: they can sign in with a code again." });
  })
  .put("/:id", jsonInput(UpdateStaffSchema), async (c) => {
    const input = c.req.valid("json");
    const account = await updateStaff(
      c.var.services.db,
      parseId(c.req.param("id"), "account"),
      input,
      c.var.admin!.id,
    );
    return c.json({ account, message: `${account.name}: saved` });
  });
