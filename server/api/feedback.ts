/** POST /api/feedback. */
import { Hono } from "hono";
import { hotelToday } from "~core/dates";
import { feedbackSchema } from "~core/schemas/feedback";
import type { HonoEnv } from "../context";
import { createFeedback } from "../services/content/feedback";
import { apiLanguage } from "./lang";
import { limitFeedback } from "./public-form";
import { readJson } from "./validate";

export const feedbackApi = new Hono<HonoEnv>().post("/feedback", async (c) => {
  await limitFeedback(c);
  const input = await readJson(c, feedbackSchema(hotelToday()));
  if (input.website) return c.json({ status: "received" }, 201);
  const { id } = await createFeedback(c.var.services.db, input, apiLanguage(c));
  return c.json({ status: "received", id }, 201);
});
