/** `npm run backup [-- --out FILE]`: writes one archive of the database and the uploads. */
import { parseArgs } from "node:util";
import { EnvError, parseEnv } from "~server/env";
import { BackupError, createBackup } from "~server/services/ops/backup";

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const env = parseEnv();
  const { file, manifest } = await createBackup(env, { out: values.out });
  const uploads = manifest.contents.filter((c) => c.path.startsWith("uploads/")).length;
  console.log(
    `backup of the ${manifest.database.kind === "postgres" ? "PostgreSQL" : "embedded"} database ` +
      `and ${uploads} uploaded files written to:\n${file}`,
  );
} catch (error) {
  if (!(error instanceof BackupError || error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
