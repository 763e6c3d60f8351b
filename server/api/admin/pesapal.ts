/**
 * /api/admin/pesapal: configuration, IPN registration, the
 * connection test, the transactions list and refunds. Mounted inside the admin API, so
 * every route needs a session (and a same-origin request to change anything).
 * No response ever carries a credential: only whether it is set and its last four.
 */
import { Hono } from "hono";
import { RefundSchema } from "~core/schemas/admin";
import type { HonoEnv } from "../../context";
import { AppError, parseId } from "../../errors";
import { requestRefund } from "../../services/booking/refunds";
import {
  getPesapalConfig,
  PesapalConfigInputSchema,
  readConfigRow,
  savePesapalConfig,
} from "../../services/payments/config";
import { registerIpn, testConnection } from "../../services/payments/connection";
import { listTransactions } from "../../services/payments/transactions";
import { pagingHeaders, pagingOrThrow } from "../../services/platform/paging";
import { jsonInput } from "../validate";

/** The team's sandbox test values (the Testing tab); the rest of the configuration stays. */
export const TestValuesSchema = PesapalConfigInputSchema.pick({
  testCardNumbers: true,
  testPhoneNumber: true,
});

export const adminPesapalApi = new Hono<HonoEnv>()
  .get("/config", async (c) => c.json(await getPesapalConfig(c.var.services)))
  .put("/config", jsonInput(PesapalConfigInputSchema), async (c) => {
    const input = c.req.valid("json");
    try {
      const { verified, ...config } = await savePesapalConfig(
        c.var.services,
        input,
        c.var.admin!.id,
      );
      return c.json({
        ...config,
        message: verified
          ? "Configuration saved: Pesapal accepted the credentials and the IPN is registered."
          : "Configuration saved.",
      });
    } catch (error) {
      // A refusal says why (Pesapal refused, unreachable, changed meanwhile).
      if (error instanceof AppError) throw error;
      c.var.log.error({ err: error }, "saving the Pesapal configuration failed");
      throw new AppError("unavailable", "Failed to update configuration");
    }
  })
  .put("/test-values", jsonInput(TestValuesSchema), async (c) => {
    const input = c.req.valid("json");
    // Saved in the stored environment, so this save never asks Pesapal anything.
    const current = await readConfigRow(c.var.services.db);
    const { verified: _, ...config } = await savePesapalConfig(
      c.var.services,
      { consumerKey: "", consumerSecret: "", sandbox: current?.sandbox ?? true, ...input },
      c.var.admin!.id,
    );
    return c.json({ ...config, message: "Test values saved." });
  })
  .post("/register-ipn", async (c) => {
    const result = await registerIpn(c.var.services, c.var.admin!.id);
    return c.json({ ...result, config: await getPesapalConfig(c.var.services) });
  })
  .get("/test-connection", async (c) => c.json(await testConnection(c.var.services)))
  // A plain array as the specification has it; the paging travels in headers (ADR 007).
  .get("/transactions", async (c) => {
    const page = pagingOrThrow(c.req.query());
    const { rows, paging } = await listTransactions(
      c.var.services.db,
      { status: c.req.query("status"), from: page.from, to: page.to },
      page,
    );
    return c.json(rows, 200, pagingHeaders(paging, c.req.url));
  })
  .post("/transactions/:id/refund", jsonInput(RefundSchema), async (c) => {
    const id = parseId(c.req.param("id"), "payment");
    const input = c.req.valid("json");
    await requestRefund(c.var.services, id, input, c.var.admin!);
    return c.json({ message: "Refund requested: Pesapal queues it for approval." });
  });
