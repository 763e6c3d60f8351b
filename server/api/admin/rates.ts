/**
 * The rate calendar's admin API, mounted at /api/admin/rates behind requireAdmin:
 * GET one room type's month, PUT a bulk edit of a range of nights.
 */
import { Hono } from "hono";
import { hotelToday } from "~core/dates";
import { MONTH_PATTERN, RateEditSchema } from "~core/schemas/rates";
import { idFromParam } from "~core/schemas/text";
import { z } from "~core/zod";
import type { HonoEnv } from "../../context";
import { rateMonth, updateRates } from "../../services/booking/rate-admin";
import { jsonInput, parseFields } from "../validate";

export const MonthQuerySchema = z.object({
  roomTypeId: z.string({ message: "Choose a room type" }).transform((raw, ctx) => {
    const id = idFromParam(raw);
    if (id === null) ctx.addIssue({ code: "custom", message: "Choose a room type" });
    return id ?? 0;
  }),
  month: z.string().regex(MONTH_PATTERN, "Month must be YYYY-MM (for example 2026-12)").optional(),
});

export const adminRatesApi = new Hono<HonoEnv>()
  .get("/", async (c) => {
    const query = parseFields(MonthQuerySchema, c.req.query());
    const month = query.month ?? hotelToday().slice(0, 7);
    return c.json(await rateMonth(c.var.services.db, query.roomTypeId, month));
  })
  .put("/", jsonInput(RateEditSchema), async (c) => {
    const input = c.req.valid("json");
    const updated = await updateRates(c.var.services.db, input, c.var.admin!.id);
    return c.json({
      updated,
      message: `Rates saved for ${updated} ${updated === 1 ? "night" : "nights"}`,
    });
  });
