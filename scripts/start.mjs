/**
 * `npm start`: builds when there is no build or a source file changed since the last one,
 * seeds the demo hotel (unless SEED_DEMO=0, scripts/db-seed.ts --start), then runs the
 * production server (build/server/index.js) in this process with plain node.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildState } from "./build-state.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const entry = path.join(root, "build", "server", "index.js");
const state = buildState(root);
if (state !== "current") {
  console.log(state === "missing" ? "No build yet: building…" : "Sources changed: rebuilding…");
  const result = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log("The build is current: starting it.");
}

process.env.NODE_ENV ??= "production";
process.chdir(root);
// The demo hotel, unless SEED_DEMO=0: seeded into an empty database before the server opens it.
const demo = spawnSync(
  path.join(root, "node_modules", ".bin", "tsx"),
  ["scripts/db-seed.ts", "--start"],
  { cwd: root, stdio: "inherit" },
);
if (demo.status !== 0) process.exit(demo.status ?? 1);
await import(pathToFileURL(entry).href);
