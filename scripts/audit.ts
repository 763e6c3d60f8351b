/**
 * Page-quality audit: axe-core (Playwright, two viewports), Lighthouse 12 (mobile defaults),
 * the W3C Nu HTML Checker (vnu-jar, needs Java) and pa11y's HTML_CodeSniffer (WCAG2AA) for
 * each public route in English and Arabic. Prints a table, writes audit-results/audit.json
 * and exits 1 when any threshold is missed or either validator reports an error
 * (see scripts/audit/report.ts).
 *
 *   tsx scripts/audit.ts [--pages /,/rooms] [--no-lighthouse] [--url http://127.0.0.1:3000]
 *                        [--runs 3] [--perf-advisory] [--validators-only]
 *
 * Without --url it starts the production server (`npm run build` must have run) on a fresh
 * temporary DATA_DIR.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { LaunchedChrome } from "chrome-launcher";
import type { Browser } from "playwright-core";
import { INDEXED_PAGES } from "~/public-pages";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { ensureDemoMedia } from "../demo/seed/media";
import { launchBrowser } from "../tests/e2e/browser";
import { freshDataDir, type RunningServer, startServer } from "../tests/e2e/server";
import { AXE_TAGS, runAxe } from "./audit/axe";
import { runHtmlCodeSniffer } from "./audit/htmlcs";
import { launchLighthouseChrome, runLighthouseMedian } from "./audit/lighthouse";
import { findFailures, formatTable, lighthouseWarnings, THRESHOLDS } from "./audit/report";
import type { AuditOptions, Lang, PageResult } from "./audit/types";
import { nuCheck } from "./audit/vnu";

/** Every indexed page, plus a room, the booking page, a menu and an unknown address (404). */
const stayIn = addDaysIso(hotelToday(), 30);
const stayOut = addDaysIso(hotelToday(), 32);
const STAY = `checkIn=${stayIn}&checkOut=${stayOut}&adults=2&children=0&rooms=1`;
/** One guest's search and booking form: noindex on purpose. */
const PRIVATE_ROUTES = [`/rooms?${STAY}`, `/booking?roomId=3&${STAY}`, "/booking/find"];
const ROUTES = [
  ...INDEXED_PAGES,
  "/rooms/1",
  "/booking",
  ...PRIVATE_ROUTES,
  "/dining/1/menu",
  "/no-such-page",
];
/** Routes that must answer 404 (noindex, so their SEO score is informational). */
const NOT_FOUND_ROUTES = new Set(["/no-such-page"]);
/** Routes kept out of search engines on purpose (robots.txt Disallow or noindex). */
const NOT_INDEXED_ROUTES = new Set<string>(PRIVATE_ROUTES);
const LANGS: Lang[] = ["en", "ar"];
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function parseOptions(argv: string[]): AuditOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      pages: { type: "string" },
      "no-lighthouse": { type: "boolean", default: false },
      url: { type: "string" },
      runs: { type: "string", default: "3" },
      "perf-advisory": { type: "boolean", default: false },
      "validators-only": { type: "boolean", default: false },
    },
  });
  const runs = Number.parseInt(values.runs ?? "3", 10);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error("--runs takes a whole number of at least 1");
  const routes = values.pages
    ? values.pages
        .split(",")
        .map((route) => route.trim())
        .filter(Boolean)
        .map((route) => (route.startsWith("/") ? route : `/${route}`))
    : ROUTES;
  return {
    routes,
    langs: LANGS,
    lighthouse: !values["no-lighthouse"],
    url: values.url,
    runs,
    perfAdvisory: values["perf-advisory"],
    validatorsOnly: values["validators-only"],
  };
}

function pageUrl(base: string, route: string, lang: Lang): string {
  const url = new URL(route, base);
  if (lang !== "en") url.searchParams.set("lang", lang);
  return url.toString();
}

const hasExited = ({ process: child }: RunningServer) =>
  child.exitCode !== null || child.signalCode !== null;

function serverDied(server: RunningServer): Error {
  const { exitCode, signalCode } = server.process;
  const logs = server.logs.slice(-15).join("\n");
  return new Error(`the server exited (${signalCode ?? exitCode}); its last logs:\n${logs}`);
}

/** One line per page while the audit runs. */
function progress(result: PageResult): string {
  const count = (found: unknown[] | { error: string } | null) =>
    found === null ? "-" : "error" in found ? "error" : String(found.length);
  const axeFound = result.axe && ("error" in result.axe ? result.axe : result.axe.violations);
  const axe = `axe ${count(axeFound)}, HTMLCS ${count(result.htmlcs)}`;
  const lh = result.lighthouse;
  if (!lh) return axe;
  if ("error" in lh) return `${axe}, Lighthouse error`;
  const scores = [lh.performance, lh.accessibility, lh.bestPractices, lh.seo];
  return `${axe}, Lighthouse ${scores.map((score) => score ?? "n/a").join("/")}`;
}

/** The first line of an error (Playwright appends a multi-line call log). */
const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

const USAGE =
  "usage: tsx scripts/audit.ts [--pages /,/rooms] [--no-lighthouse] [--validators-only] [--url http://...]";

async function main(): Promise<number> {
  let options: AuditOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${message(error)}\n${USAGE}`);
    return 2;
  }
  process.chdir(ROOT); // startServer starts build/server/index.js from the working directory
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  let browser: Browser | undefined;
  const results: PageResult[] = [];
  const documents: { result: PageResult; html: string }[] = [];
  const startedAt = new Date().toISOString();
  let aborted: string | undefined;
  try {
    let base = options.url;
    if (!base) {
      // With the browser tests' rendered illustrations when they ran before (CI).
      dataDir = freshDataDir("pwani-audit-");
      // Render the demo illustrations before the server starts: on a first start it
      // renders them in the background for half a minute, which would share the CPU
      // with the first Lighthouse runs and lower their scores.
      console.log("Rendering the demo illustrations ...");
      await ensureDemoMedia(dataDir);
      console.log(`Starting the production server (DATA_DIR ${dataDir}) ...`);
      server = await startServer({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
      base = server.url;
    }
    console.log(`Auditing ${base}`);
    browser = await launchBrowser();
    for (const route of options.routes) {
      for (const lang of options.langs) {
        const url = pageUrl(base, route, lang);
        const result: PageResult = {
          route,
          lang,
          url,
          notFound: NOT_FOUND_ROUTES.has(route),
          notIndexed: NOT_INDEXED_ROUTES.has(route),
          axe: null,
          lighthouse: null,
          nu: null,
          htmlcs: null,
        };
        // The document as the server sends it, for the Nu HTML Checker (all at the end).
        const response = await fetch(url);
        documents.push({ result, html: await response.text() });
        result.htmlcs = await runHtmlCodeSniffer(browser, url).catch((error) => ({
          error: message(error),
        }));
        if (!options.validatorsOnly) {
          result.axe = await runAxe(browser, url).catch((error) => ({ error: message(error) }));
        }
        if (options.lighthouse && !options.validatorsOnly) {
          // A fresh profile per page: the site remembers a chosen language in a cookie,
          // which Lighthouse's storage reset keeps, so "/dining" after "/?lang=ar" would be
          // measured in Arabic (with the Arabic canonical address).
          const chrome: LaunchedChrome = await launchLighthouseChrome();
          const expect = { notFound: result.notFound, notIndexed: result.notIndexed };
          result.lighthouse = await runLighthouseMedian(url, chrome.port, expect, options.runs)
            .catch((error) => ({ error: message(error) }))
            .finally(() => chrome.kill());
        }
        console.log(`- ${url}  ${progress(result)}`);
        results.push(result);
        if (server && hasExited(server)) throw serverDied(server);
      }
    }
    console.log(`Nu HTML Checker over ${documents.length} documents ...`);
    try {
      const found = await nuCheck(documents.map((document) => document.html));
      documents.forEach(({ result }, index) => {
        result.nu = found[index] ?? [];
      });
    } catch (error) {
      for (const { result } of documents) result.nu = { error: message(error) };
    }
  } catch (error) {
    aborted = `audit aborted: ${error instanceof Error ? error.message : String(error)}`;
    console.error(aborted);
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop().catch(() => {});
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  const all = [...(aborted ? [aborted] : []), ...findFailures(results)];
  // --perf-advisory: performance misses are reported but do not fail the run (CI on a
  // shared 2-core machine, where the same page scores several points apart run to run).
  const isPerf = (line: string) => line.includes(": Lighthouse performance ");
  const failures = options.perfAdvisory ? all.filter((line) => !isPerf(line)) : all;
  const advisories = options.perfAdvisory ? all.filter(isPerf) : [];
  mkdirSync("audit-results", { recursive: true });
  const report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    options,
    thresholds: THRESHOLDS,
    axeTags: AXE_TAGS,
    results,
    failures,
    advisories,
  };
  writeFileSync("audit-results/audit.json", `${JSON.stringify(report, null, 2)}\n`);

  console.log(`\n${formatTable(results)}\n`);
  for (const warning of lighthouseWarnings(results)) console.warn(warning);
  console.log(`Full results: ${path.join(ROOT, "audit-results/audit.json")}`);
  if (advisories.length > 0) {
    console.warn(`\n${advisories.length} performance miss(es), advisory only (--perf-advisory):`);
    for (const line of advisories) console.warn(`  ${line}`);
  }
  if (failures.length === 0) {
    console.log(`All ${results.length} page audits pass.`);
    return 0;
  }
  console.error(`\n${failures.length} failure(s):`);
  for (const failure of failures) console.error(`  ${failure}`);
  return 1;
}

const code = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
// Exit explicitly: a failed server start leaves startServer's poll timer running.
process.exit(code);
