/**
 * Whether this database holds the demo hotel (SEED_DEMO seeded it: a row in app_meta).
 * The pages' built-in showcase of the demo hotel (its Pergola, its bar and its pictures
 * under /uploads/demo) is shown only then: a hotel that started empty sees its own content
 * or an honest empty state, never the demo's texts or pictures.
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
