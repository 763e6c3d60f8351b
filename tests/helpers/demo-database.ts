/** A fresh test database (server/db/test-database.ts) with the demo hotel seeded. */

import { createTestDatabase, type TestDatabase } from "~server/db/test-database";
import { seedDemoContent } from "../../demo/seed";

export async function createDemoDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await seedDemoContent(database.db);
  return database;
}
