/**
 * Staff accounts' admin API, mounted at /api/admin/staff behind requireAdmin (owners only,
 * core/admin-roles.ts): the accounts and open invitations, invite, withdraw an
 * invitation, change a role or deactivate and reactivate an account.
 */
import { Hono } from "hono";
import { ROLE_LABELS } from "~core/admin-roles";
import { InviteStaffSchema, UpdateStaffSchema } from "~core/schemas/staff";
import type { HonoEnv } from "../../context";
import { parseId } from "../../errors";
import { inviteStaff, listStaff, updateStaff, withdrawInvite } from "../../services/admin/staff";
import { readJson } from "../validate";

export const adminStaffApi = new Hono<HonoEnv>()
  .get("/", async (c) => c.json(await listStaff(c.var.services.db)))
  .post("/invites", async (c) => {
    const input = await readJson(c, InviteStaffSchema);
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
  .put("/:id", async (c) => {
    const input = await readJson(c, UpdateStaffSchema);
    const account = await updateStaff(
      c.var.services.db,
      parseId(c.req.param("id"), "account"),
      input,
      c.var.admin!.id,
    );
    return c.json({ account, message: `${account.name}: saved` });
  });
