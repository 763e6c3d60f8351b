/** `npm run restore ARCHIVE [-- --force]`: brings back what `npm run backup` wrote. */
import { parseArgs } from "node:util";
import { EnvError, parseEnv } from "~server/env";
import { BackupError, restoreBackup } from "~server/services/ops/backup";

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) {
    console.error("Usage: npm run restore ARCHIVE [-- --force]");
    process.exit(1);
  }
  const env = parseEnv();
  const summary = await restoreBackup(env, archive, { force: values.force });
  console.log(
    `restored the ${summary.kind === "postgres" ? "PostgreSQL" : "embedded"} database of ${summary.createdAt}: ` +
      `${summary.bookings} bookings, ${summary.uploadFiles} image files in ${env.dataDir}/uploads` +
      (summary.storedFiles === null ? "" : `, ${summary.storedFiles} files in the database`) +
      (summary.appSecretRestored ? ", and the app secret" : ""),
  );
} catch (error) {
  if (!(error instanceof BackupError || error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
