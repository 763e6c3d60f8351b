/**
 * Pesapal's calls to us and the guest's payment page:
 * - the IPN (GET query or POST JSON) answered with the acknowledgement JSON;
 * - the payment state for the callback page, and Try again (a new order).
 * The guest reaches a booking either with Pesapal's OrderTrackingId (an unguessable
 * id only the payer's browser and Pesapal know) or with the booking's reference and
 * access token, like the confirmation page.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "~core/zod";
import type { HonoEnv } from "../context";
import { AppError, notFound } from "../errors";
import { getBookingRowByToken } from "../services/booking/booking";
import {
  currentPaymentView,
  findByTrackingId,
  refreshTransaction,
  retryPayment,
} from "../services/booking/payments";
import { PesapalError } from "../services/payments/client";
import { IPN_PATH } from "../services/payments/config";
import { hitRateLimit } from "../services/platform/rate-limit";
import { clientIp } from "./client-ip";
import { readJson, rejectNul } from "./validate";

const ipnPath = IPN_PATH.replace(/^\/api/, "");

/** Reads a parameter from the query string, then (POST) the JSON or form body. */
async function ipnParams(c: Context<HonoEnv>) {
  const out: Record<string, string> = {};
  for (const key of ["OrderTrackingId", "OrderMerchantReference", "OrderNotificationType"]) {
    const value = c.req.query(key);
    if (value) out[key] = value;
  }
  if (c.req.method === "POST") {
    const text = await c.req.text().catch(() => "");
    let body: Record<string, unknown> = {};
    try {
      body = text.trim().startsWith("{")
        ? (JSON.parse(text) as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(text));
    } catch {
      body = {};
    }
    rejectNul(body);
    for (const [key, value] of Object.entries(body)) {
      // Accept any capitalisation (orderTrackingId, OrderTrackingId).
      const canonical = ["OrderTrackingId", "OrderMerchantReference", "OrderNotificationType"].find(
        (name) => name.toLowerCase() === key.toLowerCase(),
      );
      if (canonical && typeof value === "string" && !out[canonical]) out[canonical] = value;
    }
  }
  return out;
}

async function handleIpn(c: Context<HonoEnv>) {
  const services = c.var.services;
  const params = await ipnParams(c);
  const trackingId = params.OrderTrackingId ?? "";
  const ack = (status: 200 | 500) =>
    c.json({
      orderNotificationType: params.OrderNotificationType ?? "IPNCHANGE",
      orderTrackingId: trackingId,
      orderMerchantReference: params.OrderMerchantReference ?? "",
      status,
    });
  try {
    const result = await refreshTransaction(services, trackingId, { force: true });
    if (!result) {
      c.var.log.warn({ orderTrackingId: trackingId.slice(0, 100) }, "IPN for an unknown order");
      return ack(500);
    }
    return ack(200);
  } catch (error) {
    if (error instanceof PesapalError || error instanceof AppError) {
      c.var.log.warn({ err: error.message }, "IPN could not be processed");
      return ack(500);
    }
    throw error;
  }
}

export const RetrySchema = z.union([
  z.object({ orderTrackingId: z.string().min(1).max(100) }),
  z.object({ reference: z.string().min(1).max(20), token: z.string().min(1).max(64) }),
]);

/** The booking the guest names, by tracking id or by reference and token. */
async function guestBooking(
  c: Context<HonoEnv>,
  input: { orderTrackingId?: string; reference?: string; token?: string },
) {
  const { db } = c.var.services;
  if (input.orderTrackingId) {
    const found = await findByTrackingId(db, input.orderTrackingId);
    if (found) return found.booking;
  } else if (input.reference && input.token) {
    const row = await getBookingRowByToken(db, input.reference.toUpperCase(), input.token);
    if (row) return row;
  }
  throw notFound("Booking not found");
}

export const pesapalApi = new Hono<HonoEnv>()
  .get(ipnPath, handleIpn)
  .post(ipnPath, handleIpn)
  .get("/payments/pesapal/status", async (c) => {
    const booking = await guestBooking(c, {
      orderTrackingId: c.req.query("orderTrackingId"),
      reference: c.req.query("ref"),
      token: c.req.query("token"),
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(await currentPaymentView(c.var.services, booking));
  })
  .post("/payments/pesapal/retry", async (c) => {
    const { db } = c.var.services;
    // Each retry submits an order to Pesapal: keep a loop from flooding it.
    const limit = await hitRateLimit(db, "publicForm", `payment-retry:${clientIp(c)}`);
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      throw new AppError("rate_limited", "Too many attempts. Please try again later.");
    }
    const input = await readJson(c, RetrySchema);
    const booking = await guestBooking(c, input);
    const result = await retryPayment(c.var.services, booking);
    return c.json(result);
  });
