import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';

export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Every test page: light theme (a test switches to dark itself), a desktop viewport, and no
 * service worker: each fresh profile would otherwise download the whole precache (2.5 MB, 130
 * files) a few seconds in, beside the test it is not part of. test/e2e/offline.e2e.ts allows it.
 */
const CONTEXT = {
  colorScheme: 'light',
  viewport: { width: 1280, height: 900 },
  serviceWorkers: 'block',
} as const;

export type ServiceWorkers = 'allow' | 'block';

/** A fresh headless Chromium profile (Debian's Chromium; nothing is downloaded). */
export async function launch(serviceWorkers: ServiceWorkers = 'block'): Promise<BrowserContext> {
  const profile = await mkdtemp(join(tmpdir(), 'chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: FLAGS,
    ...CONTEXT,
    serviceWorkers,
  });
}

/** One headless Chromium to open many contexts in: a context costs far less than a browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: FLAGS });
}

/**
 * A light-theme context with one page whose errors are collected: each browser test's setup.
 * In a fresh browser, or in a new context of `browser` (its own storage, like a fresh profile).
 */
export async function openPage(
  browser?: Browser,
  serviceWorkers: ServiceWorkers = 'block',
): Promise<{
  context: BrowserContext;
  page: Page;
  errors: string[];
}> {
  const context = browser
    ? await browser.newContext({ ...CONTEXT, serviceWorkers })
    : await launch(serviceWorkers);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Collects uncaught page errors and console errors, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

export const RESULTS_DIR = resolve(import.meta.dirname, '../../test-results');

/**
 * Screenshots are for people to look at (test-results/): `E2E_SCREENSHOTS=0` skips them, as CI
 * does, where nobody opens them and each full page costs about 0.6 s.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * Saves test-results/<name>.png: a page whole (or, with `viewport`, its first screen or a clip),
 * or one element. Nothing is checked on the image; a test that needs its bytes takes them itself.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: {
    viewport?: boolean;
    clip?: { x: number; y: number; width: number; height: number };
  } = {},
): Promise<string> {
  const path = join(RESULTS_DIR, `${name}.png`);
  if (!SCREENSHOTS) return path;
  await mkdir(RESULTS_DIR, { recursive: true });
  if ('goto' in target)
    await target.screenshot({
      path,
      fullPage: !options.viewport && !options.clip,
      clip: options.clip,
    });
  else await target.screenshot({ path });
  return path;
}

/** The raw `data-value` of a result (docs/url-parameters.md). */
export async function resultValue(page: Page, id: string): Promise<string | null> {
  return page.locator(`[data-result="${id}"]`).getAttribute('data-value');
}

/** Charts load only near the viewport: scroll the first one into view and wait for it to draw. */
export async function showChart(page: Page): Promise<void> {
  await page.locator('.chart-frame').first().scrollIntoViewIfNeeded();
  await page.locator('.recharts-surface').first().waitFor();
}

/**
 * axe-core's serious and critical violations on the page, as readable lines (none expected).
 * Legacy mode runs axe.run in the page itself; the default runs axe per frame and then merges the
 * results in a new blank page, which took 3–4 s a call here. The app renders no iframe (the embed
 * snippet is text), so nothing goes unchecked: the rules and the page are the same.
 */
export async function seriousViolations(p: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page: p })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A second page at phone width (360 × 800), for the narrow-layout checks. */
export async function openNarrowPage(context: BrowserContext): Promise<Page> {
  const narrow = await context.newPage();
  await narrow.setViewportSize({ width: 360, height: 800 });
  return narrow;
}

/** How far the page scrolls sideways, in px: 0 or less when it fits its viewport. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Opens `url` as a new document. page.goto to another hash of the same app resolves before the
 * app has read the new hash, so a check made at once can still see the previous state (a
 * diagram already "ready" for the old inputs); a fresh load has no previous state.
 */
export async function gotoFresh(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
}

/** A chart frame's placeholder until its chart is drawn (not a panel's "cannot draw" note). */
export const LOADING_CHART = '[data-chart-state="loading"]';

/** What is still on its way in a panel: the panel's code, a chart, a diagram, a simulation, KaTeX. */
export const PENDING = [
  '.panel-loading',
  LOADING_CHART,
  '.diagram[data-diagram-state="loading"]',
  '[data-status="idle"]',
  '[data-status="running"]',
].join(', ');

/** A formula still in plain text: KaTeX loads once it comes near the viewport. */
export const FORMULA_TEXT = '[data-formula="text"]';

/** Scrolls the panel's first formula into view, as a reader would, and waits for KaTeX to set it. */
export async function showFormula(page: Page): Promise<void> {
  // In one step in the page: KaTeX may replace the plain text at any moment, detaching it.
  await page.locator('.formula').first().waitFor();
  // The window's scroll, as in settle(): scrollIntoView would move the keyboard's starting point.
  await page.evaluate(() => {
    const f = document.querySelector('.formula');
    if (f) window.scrollTo(0, f.getBoundingClientRect().top + window.scrollY - 200);
  });
  await page.locator('.katex').first().waitFor();
}

/**
 * Waits until the routed panel has drawn everything it will: its results, every chart (each is
 * brought near the viewport, since charts load only there), diagrams, simulations and formulas.
 * Charts can appear late (a simulation's, once it is done), so it looks again until nothing is
 * pending. Knows no panel: what it waits for is the shared components' markup.
 */
export async function settle(page: Page): Promise<void> {
  await page.locator('article.panel [data-result]').first().waitFor();
  for (;;) {
    try {
      // Nothing pending, or a chart waiting to come near the viewport.
      await page.waitForFunction(
        ([pending, chart]) => !document.querySelector(pending) || document.querySelector(chart),
        [PENDING, LOADING_CHART] as const,
      );
    } catch (e) {
      const left = await page.evaluate(
        (pending) =>
          [...document.querySelectorAll(pending)].map((el) => el.outerHTML.slice(0, 160)),
        PENDING,
      );
      throw new Error(`The panel did not settle; still pending: ${left.join(' | ')}`, {
        cause: e,
      });
    }
    // A handle, not the locator: the locator moves on to the next waiting chart.
    const frame = await page.$(`.chart-frame:has(${LOADING_CHART})`);
    if (!frame) break;
    await frame.scrollIntoViewIfNeeded();
    await frame.waitForSelector(LOADING_CHART, { state: 'detached' });
    await frame.dispose();
  }
  // Formulas, like charts, are typeset only near the viewport: bring each one there.
  for (;;) {
    const formula = await page.$(FORMULA_TEXT);
    if (!formula) break;
    // In the page, in one step: KaTeX may replace the plain text at any moment, detaching it.
    // The window's scroll, not scrollIntoView: that would move the keyboard's starting point.
    await formula.evaluate((f) => {
      if (f.isConnected) window.scrollTo(0, f.getBoundingClientRect().top + window.scrollY - 200);
    });
    await page.waitForFunction(
      (f) => !f.isConnected || f.getAttribute('data-formula') !== 'text',
      formula,
    );
    await formula.dispose();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Before any page script: records every main-thread long task (> 50 ms by definition). */
export const OBSERVE_LONG_TASKS = () => {
  const w = window as unknown as { longTasks: { start: number; duration: number }[] };
  w.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** The long tasks (see OBSERVE_LONG_TASKS) that started at or after `from` (page time, ms). */
export const longTasksSince = (p: Page, from: number) =>
  p.evaluate(
    (t) =>
      (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter(
        (e) => e.start >= t,
      ),
    from,
  );

/** The page's clock, ms. */
export const pageNow = (p: Page) => p.evaluate(() => performance.now());

/** A result as a number (its `data-value`). */
export const resultNumber = async (p: Page, id: string) => Number(await resultValue(p, id));

/**
 * What the page showed when a wait gave up: its address and the run status (state and words), so
 * a timeout in CI says whether the run failed, was still running, or never started.
 */
async function whyNot(p: Page, waited: string, cause: unknown): Promise<Error> {
  const seen = await p
    .evaluate(() => {
      const status = document.querySelector('[data-status]');
      return `${location.hash} · status ${status?.getAttribute('data-status') ?? 'absent'}: ${
        status?.textContent?.trim().slice(0, 300) ?? ''
      }`;
    })
    .catch((e: unknown) => `the page could not be read (${String(e)})`);
  return new Error(`${waited}, not seen. The page: ${seen}`, { cause });
}

/**
 * Waits until a result has a value (a new link clears the results of the previous one). The wait
 * gives up before the test's own 60 s, so that its error describes the page.
 */
export const resultKnown = (p: Page, id: string, timeout = 45_000) =>
  p
    .locator(`[data-result="${id}"]:not([data-value=""])`)
    .waitFor({ timeout })
    .catch(async (e: unknown) => {
      throw await whyNot(p, `a value for ${id} within ${timeout} ms`, e);
    });

/** Waits until the panel's simulation has finished (see resultKnown on the timeout). */
export const simulationDone = (p: Page, timeout = 45_000) =>
  p
    .locator('[data-status="done"]')
    .waitFor({ timeout })
    .catch(async (e: unknown) => {
      throw await whyNot(p, `a finished run within ${timeout} ms`, e);
    });

/**
 * A fresh profile whose pages record their long tasks (OBSERVE_LONG_TASKS) and may use the
 * clipboard on `base`'s origin, with one page whose errors are collected: the setup of the suites
 * that time the main thread.
 */
export async function openObservedPage(base: string): Promise<{
  context: BrowserContext;
  page: Page;
  errors: string[];
}> {
  const context = await launch();
  await context.addInitScript(OBSERVE_LONG_TASKS);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(base).origin,
  });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}
