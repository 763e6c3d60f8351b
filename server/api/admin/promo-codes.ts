/**
 * Promo codes' admin API, mounted at /api/admin/promo-codes behind requireAdmin: the
 * list, one code, create, edit (with the version the form loaded) and deactivate.
 */
import { Hono } from "hono";
import { PromoCodeInputSchema, PromoCodeUpdateSchema } from "~core/schemas/promo-codes";
import { VersionSchema } from "~core/schemas/version";
import type { HonoEnv } from "../../context";
import { notFound, parseId } from "../../errors";
import {
  createPromoCode,
  deactivatePromoCode,
  getPromoCode,
  listPromoCodes,
  updatePromoCode,
} from "../../services/booking/promo-codes";
import { rateRoomTypes } from "../../services/booking/rate-admin";
import { jsonInput } from "../validate";

export const adminPromoCodesApi = new Hono<HonoEnv>()
  .get("/", async (c) =>
    c.json({
      promoCodes: await listPromoCodes(c.var.services.db),
      roomTypes: await rateRoomTypes(c.var.services.db),
    }),
  )
  .get("/:id", async (c) => {
    const code = await getPromoCode(c.var.services.db, parseId(c.req.param("id"), "promo code"));
    if (!code) throw notFound("Promo code not found");
    return c.json(code);
  })
  .post("/", jsonInput(PromoCodeInputSchema), async (c) => {
    const input = c.req.valid("json");
    const code = await createPromoCode(c.var.services.db, input, c.var.admin!.id);
    return c.json({ promoCode: code, message: `Promo code ${code.code} created` }, 201);
  })
  .put("/:id", jsonInput(PromoCodeUpdateSchema), async (c) => {
    const id = parseId(c.req.param("id"), "promo code");
    const input = c.req.valid("json");
    const code = await updatePromoCode(c.var.services.db, id, input, c.var.admin!.id);
    return c.json({ promoCode: code, message: `Promo code ${code.code} saved` });
  })
  .post("/:id/deactivate", jsonInput(VersionSchema), async (c) => {
    const id = parseId(c.req.param("id"), "promo code");
    const { version } = c.req.valid("json");
    const code = await deactivatePromoCode(c.var.services.db, id, version, c.var.admin!.id);
    return c.json({ promoCode: code, message: `Promo code ${code.code} deactivated` });
  });
