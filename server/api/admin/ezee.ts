/**
 * /api/admin/ezee, mounted behind requireAdmin by ./index.ts. The
 * API key is write-only: responses carry `apiKey: { isSet, last4 }` at most.
 */
import { Hono } from "hono";
import { MAX_ID } from "~core/schemas/text";
import { z } from "~core/zod";
import type { HonoEnv } from "../../context";
import { parseId } from "../../errors";
import {
  getEzeeConfigView,
  saveEzeeConfig,
  testEzeeCandidate,
  testEzeeConnection,
} from "../../services/property/config";
import { listEzeePushProblems, resendEzeePush } from "../../services/property/push";
import {
  ezeeRatesFeedState,
  RatesSourceSchema,
  setEzeeRatesSource,
} from "../../services/property/rates-feed";
import {
  createEzeeMapping,
  deleteEzeeMapping,
  listEzeeMappings,
  listEzeeRatePlans,
  listEzeeRoomTypes,
  suggestEzeeMappings,
  syncEzeeRates,
  syncEzeeRooms,
  updateEzeeMapping,
} from "../../services/property/sync";
import { jsonInput, rejectNul } from "../validate";

export const MappingSchema = z.object({
  localRoomId: z.coerce
    .number()
    .int()
    .positive("Choose a room of the website.")
    .max(MAX_ID, "Choose a room of the website."),
  ezeeRoomTypeId: z
    .string({ message: "Choose an eZee room type." })
    .trim()
    .min(1, "Choose an eZee room type."),
  ezeeRoomTypeName: z.string().trim().max(200).optional(),
  isActive: z.boolean().optional(),
});

export const ezeeAdminApi = new Hono<HonoEnv>()
  .get("/config", async (c) => c.json(await getEzeeConfigView(c.var.services)))
  .put("/config", async (c) => {
    const body = await c.req.json().catch(() => ({}));
    rejectNul(body);
    const config = await saveEzeeConfig(c.var.services, body, c.var.admin!.id);
    return c.json({ ...config, message: "Configuration saved." });
  })
  .get("/test-connection", async (c) => c.json(await testEzeeConnection(c.var.services)))
  // The typed values, not saved: a failed test never replaces a working key.
  .post("/test-connection", async (c) => {
    const body = await c.req.json().catch(() => ({}));
    rejectNul(body);
    return c.json(await testEzeeCandidate(c.var.services, body));
  })
  .get("/pushes", async (c) => c.json(await listEzeePushProblems(c.var.services.db)))
  .post("/pushes/:id/resend", async (c) =>
    c.json(
      await resendEzeePush(c.var.services, parseId(c.req.param("id"), "push"), c.var.admin!.id),
    ),
  )
  .post("/sync-rooms", async (c) => c.json(await syncEzeeRooms(c.var.services, c.var.admin!.id)))
  .post("/sync-rates", async (c) => c.json(await syncEzeeRates(c.var.services, c.var.admin!.id)))
  // "Rates come from": the site's calendar or eZee (then each rate sync writes the calendar).
  .get("/rates-source", async (c) => c.json(await ezeeRatesFeedState(c.var.services.db)))
  .put("/rates-source", jsonInput(RatesSourceSchema), async (c) => {
    const { source } = c.req.valid("json");
    const state = await setEzeeRatesSource(c.var.services.db, source, c.var.admin!.id);
    const message =
      source === "ezee"
        ? "Rates now come from eZee: each rate sync writes the calendar of mapped room types."
        : "Rates now come from the site's own calendar.";
    return c.json({ ...state, message });
  })
  .get("/room-types", async (c) => c.json(await listEzeeRoomTypes(c.var.services.db)))
  .get("/rate-plans", async (c) => c.json(await listEzeeRatePlans(c.var.services.db)))
  .get("/room-mappings", async (c) => c.json(await listEzeeMappings(c.var.services.db)))
  .get("/room-mappings/suggestions", async (c) =>
    c.json(await suggestEzeeMappings(c.var.services.db)),
  )
  .post("/room-mappings", jsonInput(MappingSchema), async (c) => {
    const input = c.req.valid("json");
    return c.json(await createEzeeMapping(c.var.services.db, input, c.var.admin!.id), 201);
  })
  .put("/room-mappings/:id", jsonInput(MappingSchema), async (c) => {
    const input = c.req.valid("json");
    return c.json(
      await updateEzeeMapping(
        c.var.services.db,
        parseId(c.req.param("id"), "mapping"),
        input,
        c.var.admin!.id,
      ),
    );
  })
  .delete("/room-mappings/:id", async (c) => {
    await deleteEzeeMapping(
      c.var.services.db,
      parseId(c.req.param("id"), "mapping"),
      c.var.admin!.id,
    );
    return c.json({ status: "deleted" });
  });
