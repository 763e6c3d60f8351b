/**
 * pa11y's checker, HTML_CodeSniffer (npm `html_codesniffer`), with the WCAG 2 AA standard
 * in Chromium (playwright-core), as pa11y runs it: its build is evaluated in the page
 * (page.evaluate is not subject to the page's script CSP), then HTMLCS.process. Errors
 * (type 1) fail the audit; warnings and notices need a person's judgement and are not kept.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser } from "playwright-core";

export interface SnifferError {
  code: string;
  message: string;
  selector: string;
}

const HTMLCS_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

/**
 * Runs in the page, as a string: tsx compiles functions with name helpers that do not
 * exist in the page. Type 1 messages are errors; the element is named by a short path.
 */
const RUN_WCAG2AA = `new Promise((resolve, reject) => {
  const selector = (element) => {
    if (!(element instanceof Element)) return "document";
    const parts = [];
    for (let node = element; node && parts.length < 4; node = node.parentElement) {
      parts.unshift(node.id ? "#" + node.id : node.tagName.toLowerCase());
      if (node.id) break;
    }
    return parts.join(" > ");
  };
  window.HTMLCS.process(
    "WCAG2AA",
    document,
    () =>
      resolve(
        window.HTMLCS.getMessages()
          .filter((message) => message.type === 1)
          .map((message) => ({ code: message.code, message: message.msg, selector: selector(message.element) })),
      ),
    () => reject(new Error("HTML_CodeSniffer failed")),
  );
})`;

export async function runHtmlCodeSniffer(browser: Browser, url: string): Promise<SnifferError[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
      timeout: 30_000,
    });
    await page.evaluate(HTMLCS_SOURCE);
    return (await page.evaluate(RUN_WCAG2AA)) as SnifferError[];
  } finally {
    await context.close();
  }
}
