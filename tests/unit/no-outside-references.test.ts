/**
 * Comments, test titles and docs state the rule or the reason themselves: they never
 * point at documents this repository does not hold (a specification by number or
 * section, an issue number, integration notes kept elsewhere).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const SELF = path.join(ROOT, "tests", "unit", "no-outside-references.test.ts");
const FOLDERS = ["app", "server", "core", "tests", "scripts", "demo", "docs"];
const FILES = ["README.md"];
const SKIPPED = new Set(["node_modules", "build", ".react-router"]);
const TEXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|md)$/;

const OUTSIDE: RegExp[] = [
  /\bspec(?:ification)?\s*0{1,2}[01]\b/i, // "spec 000", "Spec 001's"
  /\bissues?\s*#?\d+/i, // "issue 17", "Issues #9"
  /\bthe spec\b|\bspec(?:'s)? (?:wording|messages?|order|words)\b/i, // "the spec's messages"
  /§/, // "notes §9"
  /\/work\/shared|\bintegrations\/|\b(?:instagram|pesapal|ezee)\.md\b/i, // notes kept elsewhere
];

/** The 1-based numbers of the lines of `text` that name an outside document. */
function outsideReferences(text: string): number[] {
  return text
    .split("\n")
    .flatMap((line, index) => (OUTSIDE.some((pattern) => pattern.test(line)) ? [index + 1] : []));
}

function textFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : textFiles(full);
    return TEXT.test(entry.name) && full !== SELF ? [full] : [];
  });
}

describe("comments and titles name no outside document", () => {
  it("finds each kind of outside reference, and leaves code alone", () => {
    const flagged = [
      "/** Spec 000: one toast visible at a time. */",
      "// Spec 001 section 4: follow the title.",
      'describe("the availability calendar (issue 17)", () => {',
      " * Issue 16, item 1: the party decides what can be booked.",
      "/** Refund a completed payment (notes §9). */",
      'it("answers 400 with the spec\'s message", async () => {',
      " * (/work/shared/integrations/pesapal.md): every call has a timeout",
      "Until issue 19 the React app was compiled",
    ];
    for (const line of flagged) expect(outsideReferences(line), line).toEqual([1]);
    const clean = [
      "for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;",
      'priceSpecification: { "@type": "UnitPriceSpecification" },',
      '(_all, spec: string) => { if (spec === "tailwindcss") return ""; }',
      "/** One toast visible at a time (a new one replaces the old), shown for 5000 ms. */",
      "the specified range",
    ];
    for (const line of clean) expect(outsideReferences(line), line).toEqual([]);
    expect(outsideReferences("ok\n// spec 000\nok\n// issue 3")).toEqual([2, 4]);
  });

  it("no comment, title or doc in the repository names one", () => {
    const files = [
      ...FOLDERS.flatMap((folder) => textFiles(path.join(ROOT, folder))),
      ...FILES.map((file) => path.join(ROOT, file)),
    ];
    expect(files.length).toBeGreaterThan(200);
    const offenders = files.flatMap((file) =>
      outsideReferences(readFileSync(file, "utf8")).map(
        (line) => `${path.relative(ROOT, file)}:${line}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
