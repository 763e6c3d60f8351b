/**
 * The W3C Nu HTML Checker (npm `vnu-jar`, run with `java -jar`) over many documents in
 * one Java start: each page's HTML as the server sent it, written to a temporary file.
 * Errors (and fatal errors) fail the audit; warnings and notes are left to the report.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export interface NuMessage {
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

interface NuOutput {
  messages: (NuMessage & { url?: string })[];
}

/** The messages of type "error" (and non-document errors) per document, in the given order. */
export async function nuCheck(documents: string[]): Promise<NuMessage[][]> {
  if (documents.length === 0) return [];
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const dir = mkdtempSync(path.join(tmpdir(), "pwani-vnu-"));
  try {
    const files = documents.map((html, index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      return file;
    });
    // vnu writes its JSON report to standard error; --exit-zero-always: the report decides.
    const { stderr } = await promisify(execFile)(
      "java",
      ["-Xss4m", "-jar", jar, "--format", "json", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const output = JSON.parse(stderr) as NuOutput;
    const byFile = new Map(files.map((file, index) => [file, index]));
    const found: NuMessage[][] = documents.map(() => []);
    for (const entry of output.messages) {
      if (entry.type !== "error" && entry.subType !== "fatal") continue;
      const file = entry.url ? decodeURIComponent(new URL(entry.url).pathname) : "";
      const index = byFile.get(file);
      const { url: _url, ...message } = entry;
      if (index === undefined) for (const list of found) list.push(message);
      else found[index]?.push(message);
    }
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
