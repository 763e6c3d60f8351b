import { readdirSync } from "node:fs";
import path from "node:path";

/** The TypeScript files under `directory` (relative to the repository root), deepest included. */
export function typeScriptFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}
