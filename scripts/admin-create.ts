/**
 * Adds an admin account from the command line:
 *   npm run admin:create                       (asks for name, e-mail and password)
 *   npm run admin:create -- --email a@b.co --name "Front office" --password '…'
 * With the embedded database, stop the server first (PGlite allows one process).
 */
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { CreateAdminSchema } from "~core/schemas/admin";
import { runMigrations } from "~server/db/migrate";
import { parseEnv } from "~server/env";
import { AdminInputError, createAdmin } from "~server/services/admin/admins";
import { openToolDatabase } from "./tool-database";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    password: { type: "string" },
  },
});

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

const input = {
  name: values.name ?? (await ask("Name: ")),
  email: values.email ?? (await ask("E-mail: ")),
  // Prefer ADMIN_PASSWORD or --password in scripts; typed here it shows on screen.
  password:
    values.password ?? process.env.ADMIN_PASSWORD ?? (await ask("Password (12+ characters): ")),
};
const parsed = CreateAdminSchema.safeParse(input);
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => issue.message).join("\n"));
  process.exit(1);
}

const env = parseEnv();
const database = await openToolDatabase(env);
try {
  await database.withExclusiveLock((db) => runMigrations(db, database.kind));
  const admin = await createAdmin(database.db, parsed.data);
  console.log(`Admin ${admin.email} created. Sign in at ${env.publicUrl}/admin/login`);
} catch (error) {
  console.error(error instanceof AdminInputError ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
