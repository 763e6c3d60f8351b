/** Shared shapes of the page-quality audit (scripts/audit.ts): options, per-page results. */
import type { SnifferError } from "./htmlcs";
import type { NuMessage } from "./vnu";

export type Lang = "en" | "ar";

export interface AuditOptions {
  routes: string[];
  langs: Lang[];
  lighthouse: boolean;
  /** An already running server; when absent the production server is started. */
  url: string | undefined;
  /** Lighthouse runs per page; the median performance run is kept. */
  runs: number;
  /** Report performance below the threshold without failing (CI on a noisy machine). */
  perfAdvisory: boolean;
  /** Only the HTML validators (Nu HTML Checker, HTML_CodeSniffer): no axe, no Lighthouse. */
  validatorsOnly: boolean;
}

export interface AxeViolation {
  viewport: string;
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  target: string;
}

export interface AxeResult {
  /** HTTP status of the document, as seen by Playwright. */
  status: number | null;
  violations: AxeViolation[];
  axeVersion: string;
}

export interface FailingAudit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Fails by design on this page (see Expectations in lighthouse.ts). */
  expected?: boolean;
  /** The first rows of the audit's details table. */
  items?: unknown[];
}

export interface LighthouseResult {
  /** Category scores 0-100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Transfer size of all script resources of the page, in bytes. */
  jsBytes: number | null;
  /** Script requests of the page (files of resource type Script). */
  jsRequests: number | null;
  /** Total Blocking Time in milliseconds (Lighthouse's simulated mobile figure). */
  tbtMs: number | null;
  metrics: Record<string, string | undefined>;
  /** Audits below a full score, by category id. */
  failingAudits: Record<string, FailingAudit[]>;
  runWarnings: string[];
  runtimeError?: string;
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's CPU benchmark of this machine; low values mean slower simulated metrics. */
  benchmarkIndex: number;
  /** Lighthouse runs it took (runs with a runtime error are retried). */
  attempts: number;
  /** Runtime error codes of the runs that were retried. */
  retriedErrors: string[];
  /** Performance score of every run, when several were made (the median one is reported). */
  performanceRuns?: (number | null)[];
}

export interface PageResult {
  route: string;
  lang: Lang;
  url: string;
  /** The route is expected to answer 404 (its SEO score is informational only). */
  notFound: boolean;
  /** The route is deliberately kept out of search engines (is-crawlable fails by design). */
  notIndexed: boolean;
  axe: AxeResult | { error: string } | null;
  lighthouse: LighthouseResult | { error: string } | null;
  /** The W3C Nu HTML Checker's errors in the HTML the server sent (scripts/audit/vnu.ts). */
  nu: NuMessage[] | { error: string } | null;
  /** HTML_CodeSniffer's WCAG 2 AA errors in the page (scripts/audit/htmlcs.ts). */
  htmlcs: SnifferError[] | { error: string } | null;
}
