/**
 * The policy pages' own texts, mounted at /api/admin/policies behind requireAdmin (owners:
 * the settings' area). The overview of every page and language, one page's history in one
 * language, publishing a text and going back to the standard text; each is a new version.
 */
import { type Context, Hono } from "hono";
import {
  PolicyLanguageSchema,
  PolicyPageSchema,
  PolicyPublishSchema,
  PolicyRevertSchema,
} from "~core/schemas/policies";
import type { HonoEnv } from "../../context";
import { notFound } from "../../errors";
import {
  policyHistory,
  policyOverview,
  publishPolicyText,
  revertPolicyText,
} from "../../services/content/policies";
import { jsonInput } from "../validate";

/** The page and language of the path; anything else is a page that does not exist. */
function target(c: Context<HonoEnv>) {
  const page = PolicyPageSchema.safeParse(c.req.param("page"));
  const language = PolicyLanguageSchema.safeParse(c.req.param("language"));
  if (!page.success || !language.success) throw notFound("No such policy page or language.");
  return { page: page.data, language: language.data };
}

export const adminPoliciesApi = new Hono<HonoEnv>()
  .get("/", async (c) => c.json({ pages: await policyOverview(c.var.services.db) }))
  .get("/:page/:language", async (c) => {
    const { page, language } = target(c);
    const history = await policyHistory(c.var.services.db, page, language);
    return c.json({ page, language, version: history[0]?.version ?? 0, history });
  })
  .put("/:page/:language", jsonInput(PolicyPublishSchema), async (c) => {
    const { page, language } = target(c);
    const input = c.req.valid("json");
    const text = await publishPolicyText(c.var.services.db, page, language, input, c.var.admin!.id);
    return c.json({ text, message: `Version ${text.version} published.` });
  })
  .post("/:page/:language/revert", jsonInput(PolicyRevertSchema), async (c) => {
    const { page, language } = target(c);
    const { expectedVersion } = c.req.valid("json");
    const text = await revertPolicyText(
      c.var.services.db,
      page,
      language,
      expectedVersion,
      c.var.admin!.id,
    );
    return c.json({
      text,
      message: `Version ${text.version}: the page is back on the standard text in this language.`,
    });
  });
