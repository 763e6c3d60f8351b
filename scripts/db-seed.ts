/**
 * `npm run db:seed`: migrates, seeds the demo content (once) and renders the demo
 * illustrations. With `--start` (what `npm start` and `npm run dev` run before the server)
 * it does so only when SEED_DEMO is on, which it is there unless SEED_DEMO=0.
 */

import { EnvError, parseEnv } from "~server/env";
import { createLogger } from "~server/logger";
import { prepareDemo } from "../demo/seed/start";

const onStart = process.argv.includes("--start");
if (onStart) process.env.SEED_DEMO ??= "1";
let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const result = await prepareDemo(env, {
  force: !onStart,
  logger: createLogger(env),
  bookings: true,
});
if (result && !onStart) {
  console.log(result.seeded ? "demo content seeded" : "demo content was already there");
  if (result.bookings > 0) console.log(`${result.bookings} demo bookings seeded`);
  console.log(`${result.rendered} demo illustrations rendered`);
}
