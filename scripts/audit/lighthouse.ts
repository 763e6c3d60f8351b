/**
 * Lighthouse 12 with its default (mobile, simulated throttling) config, against one Chromium
 * started by chrome-launcher and reused for every page.
 */
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../tests/e2e/browser";
import type { FailingAudit, LighthouseResult } from "./types";

export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

export function launchLighthouseChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
}

/** What a page is expected to fail by design (see `isExpected`). */
export interface Expectations {
  /** A 404 page: noindex, the 404 status and Chrome's console error for it. */
  notFound?: boolean;
  /** A page kept out of search engines (robots.txt Disallow or noindex). */
  notIndexed?: boolean;
}

const ATTEMPTS = 3;

/**
 * Audits one page, retrying when Lighthouse reports a runtime error such as NO_NAVSTART
 * (an occasionally incomplete trace; Lighthouse's own advice is to run again).
 */
export async function runLighthouse(
  url: string,
  port: number,
  expect: Expectations = {},
): Promise<LighthouseResult> {
  const retriedErrors: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // Audit a 404 page instead of aborting with ERRORED_DOCUMENT_REQUEST; the status itself
      // is checked from the axe run.
      ignoreStatusCode: true,
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const error = result.lhr.runtimeError;
    if (!error || attempt === ATTEMPTS) {
      return { ...summarize(result.lhr, url, expect), attempts: attempt, retriedErrors };
    }
    retriedErrors.push(error.code);
  }
}

/**
 * Runs Lighthouse `runs` times and keeps the run with the median performance score:
 * Lighthouse's own advice, since one run on a busy 2-core machine varies by several points.
 * Accessibility, best practices and SEO do not depend on timing, so any run serves for them.
 */
export async function runLighthouseMedian(
  url: string,
  port: number,
  expect: Expectations,
  runs: number,
): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(url, port, expect));
  const ranked = [...results].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const median = ranked[Math.floor(ranked.length / 2)]!;
  return { ...median, performanceRuns: results.map((r) => r.performance) };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function summarize(
  lhr: Lhr,
  url: string,
  expect: Expectations,
): Omit<LighthouseResult, "attempts" | "retriedErrors"> {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const failingAudits: Record<string, FailingAudit[]> = {};
  for (const id of CATEGORIES) {
    const failing: FailingAudit[] = [];
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode)) continue;
      const items = (audit.details as DetailItems | undefined)?.items ?? [];
      failing.push({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(isExpected(audit.id, items, url, expect) ? { expected: true } : {}),
        ...(items.length > 0 ? { items: items.slice(0, 3) } : {}),
      });
    }
    failingAudits[id] = failing;
  }
  const metrics: Record<string, string | undefined> = {};
  for (const id of METRICS) metrics[id] = lhr.audits[id]?.displayValue;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    jsBytes: scriptBytes(lhr.audits),
    jsRequests: scriptRequests(lhr.audits),
    tbtMs: numeric(lhr.audits["total-blocking-time"]),
    metrics,
    failingAudits,
    runWarnings: lhr.runWarnings.map(String),
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

interface DetailItems {
  items?: Array<Record<string, unknown>>;
}

function isExpected(
  id: string,
  items: DetailItems["items"] & {},
  url: string,
  expect: Expectations,
) {
  if (id === "is-crawlable") return Boolean(expect.notFound || expect.notIndexed);
  if (!expect.notFound) return false;
  if (id === "http-status-code") return true;
  if (id !== "errors-in-console") return false;
  return items.every((item) => {
    const location = item.sourceLocation as { url?: string } | undefined;
    return (
      item.source === "network" && location?.url === url && /\b404\b/.test(String(item.description))
    );
  });
}

/** Sum of script transfer sizes, from `network-requests` (or `resource-summary` as fallback). */
function scriptBytes(audits: Record<string, { details?: unknown }>): number | null {
  const requests = (audits["network-requests"]?.details as DetailItems | undefined)?.items;
  if (requests) {
    return requests
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (Number(item.transferSize) || 0), 0);
  }
  const summary = (audits["resource-summary"]?.details as DetailItems | undefined)?.items;
  const scripts = summary?.find((item) => item.resourceType === "script");
  return scripts ? Number(scripts.transferSize) || 0 : null;
}

/** How many script files the page requested (null when the network audit is missing). */
function scriptRequests(audits: Record<string, { details?: unknown }>): number | null {
  const requests = (audits["network-requests"]?.details as DetailItems | undefined)?.items;
  return requests ? requests.filter((item) => item.resourceType === "Script").length : null;
}

function numeric(audit: { numericValue?: number } | undefined): number | null {
  return typeof audit?.numericValue === "number" ? Math.round(audit.numericValue) : null;
}
