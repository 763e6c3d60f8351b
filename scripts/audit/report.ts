/** Thresholds, the console table and the list of failures of the page-quality audit. */
import type { AxeViolation, LighthouseResult, PageResult } from "./types";

export const THRESHOLDS = {
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  axeViolations: 0,
} as const;

/**
 * A public page on a mid-range phone: JavaScript transferred, script requests and
 * Total Blocking Time. Printed beside each page ("!" over the target), not yet a failure.
 */
export const PHONE_TARGETS = { jsKb: 130, jsRequests: 15, tbtMs: 150 } as const;

type Verdict = "pass" | "fail" | "info";

const CHECKS = [
  { id: "performance", label: "performance", key: "performance", min: THRESHOLDS.performance },
  {
    id: "accessibility",
    label: "accessibility",
    key: "accessibility",
    min: THRESHOLDS.accessibility,
  },
  {
    id: "best-practices",
    label: "best practices",
    key: "bestPractices",
    min: THRESHOLDS.bestPractices,
  },
  { id: "seo", label: "SEO", key: "seo", min: THRESHOLDS.seo },
] as const;

type Check = (typeof CHECKS)[number];

/**
 * "info" when the page misses the threshold only by design: the 404 route's SEO score, or
 * a category whose failing audits are all marked `expected` (see lighthouse.ts).
 */
function verdict(result: PageResult, lh: LighthouseResult, check: Check): Verdict {
  const score = lh[check.key];
  if (score !== null && score >= check.min) return "pass";
  if (result.notFound && check.id === "seo") return "info";
  const failing = lh.failingAudits[check.id] ?? [];
  const excused = score !== null && failing.length > 0 && failing.every((a) => a.expected);
  return excused ? "info" : "fail";
}

/** One entry per rule, naming every viewport it failed at. */
function mergeViewports(violations: AxeViolation[]): AxeViolation[] {
  const byId = new Map<string, AxeViolation>();
  for (const v of violations) {
    const seen = byId.get(v.id);
    if (seen) seen.viewport += `, ${v.viewport}`;
    else byId.set(v.id, { ...v });
  }
  return [...byId.values()];
}

/** Every threshold a page misses, as readable lines. */
export function findFailures(results: PageResult[]): string[] {
  const failures: string[] = [];
  for (const result of results) {
    const where = `${result.route} [${result.lang}]`;
    if (result.nu && "error" in result.nu) {
      failures.push(`${where}: Nu HTML Checker failed: ${result.nu.error}`);
    } else {
      for (const m of result.nu ?? []) {
        const line = m.lastLine ? ` (line ${m.lastLine})` : "";
        failures.push(`${where}: Nu HTML Checker${line}: ${m.message} ${m.extract ?? ""}`.trim());
      }
    }
    if (result.htmlcs && "error" in result.htmlcs) {
      failures.push(`${where}: HTML_CodeSniffer failed: ${result.htmlcs.error}`);
    } else {
      for (const e of result.htmlcs ?? []) {
        failures.push(`${where}: HTML_CodeSniffer ${e.code} at ${e.selector}: ${e.message}`);
      }
    }
    if (!result.axe) {
      // Not run (--validators-only).
    } else if ("error" in result.axe) {
      failures.push(`${where}: axe run failed: ${result.axe.error}`);
    } else {
      const expected = result.notFound ? 404 : 200;
      if (result.axe.status !== expected) {
        failures.push(`${where}: HTTP status ${result.axe.status}, expected ${expected}`);
      }
      for (const v of mergeViewports(result.axe.violations)) {
        failures.push(
          `${where}: axe ${v.id} (${v.impact ?? "n/a"}) at ${v.viewport}: ${v.help}; ` +
            `${v.nodes} node(s), first: ${v.target}`,
        );
      }
    }
    const lh = result.lighthouse;
    if (!lh) continue;
    if ("error" in lh) {
      failures.push(`${where}: Lighthouse failed: ${lh.error}`);
      continue;
    }
    if (lh.runtimeError) failures.push(`${where}: Lighthouse runtime error: ${lh.runtimeError}`);
    for (const check of CHECKS) {
      if (verdict(result, lh, check) !== "fail") continue;
      const detail = (lh.failingAudits[check.id] ?? [])
        .filter((a) => !a.expected)
        .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id))
        .join(", ");
      const because = detail ? `: ${detail}` : "";
      failures.push(
        `${where}: Lighthouse ${check.label} ${lh[check.key] ?? "n/a"} < ${check.min}${because}`,
      );
    }
  }
  return failures;
}

/** Lighthouse retries and run warnings, leaving out the 404 status warning of the 404 route. */
export function lighthouseWarnings(results: PageResult[]): string[] {
  const warnings = new Set<string>();
  for (const result of results) {
    if (!result.lighthouse || "error" in result.lighthouse) continue;
    const { retriedErrors } = result.lighthouse;
    if (retriedErrors.length > 0) {
      warnings.add(
        `Lighthouse (${result.route} [${result.lang}]) was run again after: ${retriedErrors.join(", ")}`,
      );
    }
    for (const warning of result.lighthouse.runWarnings) {
      if (result.notFound && warning.includes("(Status code: 404)")) continue;
      warnings.add(`Lighthouse warning (${result.route} [${result.lang}]): ${warning}`);
    }
  }
  return [...warnings];
}

/** The summary table; "!" marks a failed threshold, "(info)" a miss by design. */
export function formatTable(results: PageResult[]): string {
  const header = [
    "route",
    "lang",
    "perf",
    "a11y",
    "best-pr",
    "SEO",
    "JS KB",
    "JS req",
    "TBT ms",
    "axe",
    "Nu",
    "HTMLCS",
  ];
  const rows = results.map((result) => {
    const lh = result.lighthouse && !("error" in result.lighthouse) ? result.lighthouse : null;
    const none = result.lighthouse === null ? "-" : "ERR";
    const scores = CHECKS.map((check) => {
      if (!lh) return none;
      const mark = { pass: "", fail: "!", info: " (info)" }[verdict(result, lh, check)];
      return `${lh[check.key] ?? "n/a"}${mark}`;
    });
    const js = lh?.jsBytes === null || lh?.jsBytes === undefined ? none : lh.jsBytes / 1024;
    const tally = (found: unknown[] | { error: string } | null) => {
      if (found === null) return "-";
      if ("error" in found) return "ERR";
      return `${found.length}${found.length === 0 ? "" : "!"}`;
    };
    const axe = tally(result.axe && ("error" in result.axe ? result.axe : result.axe.violations));
    const over = (value: number, target: number) => (value > target ? "!" : "");
    const jsCell = typeof js === "number" ? `${js.toFixed(1)}${over(js, PHONE_TARGETS.jsKb)}` : js;
    const figure = (value: number | null | undefined, target: number) =>
      value === null || value === undefined ? none : `${value}${over(value, target)}`;
    return [
      result.route,
      result.lang,
      ...scores,
      jsCell,
      figure(lh?.jsRequests, PHONE_TARGETS.jsRequests),
      figure(lh?.tbtMs, PHONE_TARGETS.tbtMs),
      axe,
      tally(result.nu),
      tally(result.htmlcs),
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ");
  const notes = [
    `"!" misses its threshold: perf >= ${THRESHOLDS.performance}; a11y, best practices, SEO = 100; axe = 0 violations.`,
    '"(info)" not checked: the 404 route is noindex, so its SEO score is informational; and',
    "  audits failing by design are excused: is-crawlable on routes kept out of search",
    "  engines, and on the 404 route http-status-code and the console error Chrome logs",
    "  for the 404 response itself (best practices).",
    "perf: the median of the Lighthouse runs per page (--runs, default 3).",
    `JS KB, JS req, TBT ms: the page's scripts (transfer size, requests) and Total Blocking Time on`,
    `  Lighthouse's mobile profile; "!" over the phone targets (<= ${PHONE_TARGETS.jsKb} KB, <= ${PHONE_TARGETS.jsRequests} requests, <= ${PHONE_TARGETS.tbtMs} ms).`,
    "axe: violations at 360x780 plus 1280x900.",
    "Nu: W3C Nu HTML Checker errors in the served HTML. HTMLCS: HTML_CodeSniffer WCAG2AA errors.",
  ];
  return [
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
    "",
    ...notes,
  ].join("\n");
}
