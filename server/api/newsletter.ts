import { Hono } from "hono";
import { NewsletterSchema } from "~core/schemas/newsletter";
import type { HonoEnv } from "../context";
import { AppError } from "../errors";
import { subscribeNewsletter } from "../services/content/newsletter";
import { hitRateLimit } from "../services/platform/rate-limit";
import { clientIp } from "./client-ip";
import { apiLanguage } from "./lang";
import { readJson } from "./validate";

export const newsletterApi = new Hono<HonoEnv>().post("/newsletter/subscribe", async (c) => {
  const { db } = c.var.services;
  const limit = await hitRateLimit(db, "publicForm", `newsletter:${clientIp(c)}`);
  if (!limit.allowed) {
    c.header("Retry-After", String(limit.retryAfterSeconds));
    throw new AppError("rate_limited", "Too many requests. Please try again later.");
  }
  const input = await readJson(c, NewsletterSchema);
  // A filled honeypot is a bot: answer as if it worked and store nothing.
  if (input.website) return c.json({ status: "subscribed" });
  // Subscribing twice is not an error; the case-insensitive unique index keeps one row.
  await subscribeNewsletter(c.var.services, input.email, apiLanguage(c));
  return c.json({ status: "subscribed" });
});
