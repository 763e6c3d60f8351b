/**
 * axe-core checks in Chromium (playwright-core) at a phone and a desktop viewport.
 * AxeBuilder injects axe through page.evaluate, so the page's script-nonce CSP does not block it.
 * It injects the project's axe-core (devDependency) rather than the copy bundled with it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import type { AxeResult, AxeViolation } from "./types";

export const VIEWPORTS = [
  { name: "360x780", width: 360, height: 780 },
  { name: "1280x900", width: 1280, height: 900 },
] as const;

export const AXE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
  "best-practice",
];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Sections marked data-reveal fade in (500 ms) when scrolled into view, once the page has
 * hydrated. axe scrolls to each element it checks, so on a slow machine it met sections
 * half-faded and reported their text as low contrast. Measure what a reader sees once a section
 * is in view: wait for hydration to arm the effect, reveal every section, and let the
 * transitions finish.
 */
export async function settleReveals(page: Page): Promise<void> {
  if ((await page.locator("[data-reveal]").count()) === 0) return;
  await page.waitForFunction(() => document.documentElement.classList.contains("js-reveal"), null, {
    timeout: 30_000,
  });
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>("[data-reveal]"))
      element.dataset.revealed = "true";
    // Let the style change start its transitions, then wait for every one of them to end.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * Waits (at most 5 s) until no animation or transition that ends is running, checked again
 * two frames after each wait (a toast's closing animation starts after its opening one, and
 * React removes the closed toast a frame after its animation ends): axe measures colours as
 * they are at that moment, and text half faded fails contrast. Endless ones (a spinner) are
 * not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      await frames();
      const ending = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === "running" && Number.isFinite(Number(end));
      });
      if (ending.length === 0) return;
      await Promise.race([
        Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
    }
  });
}

/** axe on a page as it is now (a dialog open, an error shown): the ids of the violations. */
export async function axeViolationsOn(page: Page): Promise<string[]> {
  await settleReveals(page);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(AXE_TAGS)
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ") ?? ""}`,
  );
}

export async function runAxe(browser: Browser, url: string): Promise<AxeResult> {
  const violations: AxeViolation[] = [];
  let status: number | null = null;
  let axeVersion = "";
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    try {
      const page = await context.newPage();
      const response = await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
      status = response?.status() ?? null;
      await settleReveals(page);
      const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
        .withTags(AXE_TAGS)
        .analyze();
      axeVersion = results.testEngine.version;
      for (const violation of results.violations) {
        violations.push({
          viewport: viewport.name,
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          nodes: violation.nodes.length,
          target:
            violation.nodes[0]?.target
              .map((part) => (Array.isArray(part) ? part.join(" >>> ") : part))
              .join(" | ") ?? "",
        });
      }
    } finally {
      await context.close();
    }
  }
  return { status, violations, axeVersion };
}
