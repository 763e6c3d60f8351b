/** POST /api/contact. */
import { Hono } from "hono";
import { ContactSchema } from "~core/schemas/contact";
import type { HonoEnv } from "../context";
import { createContactMessage } from "../services/content/contact";
import { apiLanguage } from "./lang";
import { limitPublicForm } from "./public-form";
import { readJson } from "./validate";

export const contactApi = new Hono<HonoEnv>().post("/contact", async (c) => {
  await limitPublicForm(c, "contact");
  const input = await readJson(c, ContactSchema);
  // A filled honeypot is a bot: answer as if it worked, store and send nothing.
  if (input.website) return c.json({ status: "sent" }, 201);
  const message = await createContactMessage(c.var.services, input, apiLanguage(c));
  // The stored text comes back as JSON data: a page shows it as text, never as markup.
  return c.json({ status: "sent", message }, 201);
});
