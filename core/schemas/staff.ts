/** Staff accounts (/admin/staff): invitations, role and active changes, accepting an invitation. */
import { ADMIN_ROLES } from "../admin-roles";
import { z } from "../zod";
import { AdminAccountFields } from "./admin";

const role = z.enum(ADMIN_ROLES, { message: "Choose a role." });

export const InviteStaffSchema = AdminAccountFields.pick({ name: true, email: true }).extend({
  role,
});

export const UpdateStaffSchema = z
  .object({ role: role.optional(), active: z.boolean().optional() })
  .refine((value) => value.role !== undefined || value.active !== undefined, {
    message: "Change the role or the active state.",
    path: ["role"],
  });

/** The password an invited colleague chooses, twice. */
export const AcceptInviteSchema = AdminAccountFields.pick({ password: true, confirm: true }).refine(
  (value) => value.confirm === value.password,
  {
    message: "The two passwords differ.",
    path: ["confirm"],
  },
);

/** What a spent, withdrawn, expired or unknown invitation link says. */
export const INVITE_GONE =
  "This invitation link has expired or was already used. Ask an owner to invite you again.";
