/**
 * Whether this database holds the demo hotel (SEED_DEMO seeded it: a row in app_meta).
 * The pages' built-in showcase of the demo hotel (the story of /about and /experiences,
 * its Pergola and its bar on /dining: texts of the catalogues) is shown only then: a hotel
 * that started empty sees its own content or an honest empty state, never the demo's
 * texts. Pictures are never the code's: the pages show those the settings name
 * (`pagePictures`), which the demo seed fills with its illustrations.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appMeta } from "../../db/schema";

/** The app_meta key the demo seed writes once. */
export const DEMO_SEED_KEY = "demo_seed";

export async function hasDemoContent(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, DEMO_SEED_KEY));
  return row !== undefined;
}
