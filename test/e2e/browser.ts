import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

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

/** A fresh headless Chromium profile (Debian's Chromium; nothing is downloaded). */
export async function launch(
  options: { colorScheme?: 'light' | 'dark'; width?: number } = {},
): Promise<BrowserContext> {
  const profile = await mkdtemp(join(tmpdir(), 'chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: FLAGS,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
}

/** A light-theme browser with one page whose errors are collected: each browser test's setup. */
export async function openPage(): Promise<{
  context: BrowserContext;
  page: Page;
  errors: string[];
}> {
  const context = await launch({ colorScheme: 'light' });
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

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
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

/** axe-core's serious and critical violations on the page, as readable lines (none expected). */
export async function seriousViolations(p: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page: p }).analyze();
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
