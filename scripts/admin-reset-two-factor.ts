/**
 * Removes two-factor sign-in from an account whose phone and recovery codes are both lost:
 *   npm run admin:reset-2fa -- --email you@example.com
 * Its sessions end; it signs in with its password and sets two-factor up again under My
 * account. With the embedded database, stop the server first (PGlite allows one process).
 */
import { parseArgs } from "node:util";
import { runMigrations } from "~server/db/migrate";
import { parseEnv } from "~server/env";
import { resetTwoFactorByEmail } from "~server/services/admin/account";
import { openToolDatabase } from "./tool-database";

const { values } = parseArgs({ options: { email: { type: "string" } } });
if (!values.email) {
  console.error("Name the account: npm run admin:reset-2fa -- --email you@example.com");
  process.exit(1);
}

const env = parseEnv();
const database = await openToolDatabase(env);
try {
  await database.withExclusiveLock((db) => runMigrations(db, database.kind));
  if (await resetTwoFactorByEmail(database.db, values.email)) {
    console.log(
      `Two-factor sign-in removed from ${values.email}; its sessions have ended. Sign in at ${env.publicUrl}/admin/login and set it up again under My account.`,
    );
  } else {
    console.error(`No admin account has the e-mail address ${values.email}.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
