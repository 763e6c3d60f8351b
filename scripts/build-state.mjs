/** Whether the production build is missing, older than a source it was made from, or current. */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

// What the build reads: sources, public files, the configs and the installed versions.
export const INPUTS = [
  "app",
  "core",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
];

function newestChange(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, name)));
  }
  return newest;
}

function buildTime(root) {
  try {
    return statSync(path.join(root, "build", "server", "index.js")).mtimeMs;
  } catch {
    return null;
  }
}

/** "missing", "stale" or "current" for the project at root. */
export function buildState(root) {
  const built = buildTime(root);
  if (built === null) return "missing";
  const changed = Math.max(...INPUTS.map((input) => newestChange(path.join(root, input))));
  return changed > built ? "stale" : "current";
}
