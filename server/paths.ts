/**
 * Files the server reads at run time (migrations, catalogues, the browser bundle) live in
 * the project, found from this module's place: server/ when run from source, build/server/
 * when bundled. So the server finds them whatever the working directory.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "server"))) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const PROJECT_ROOT = findProjectRoot();

/** A path inside the project ("server/db/migrations", "public/locales"). */
export const projectPath = (...segments: string[]) => path.join(PROJECT_ROOT, ...segments);
