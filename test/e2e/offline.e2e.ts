import { PANELS } from '@/app/panels';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoFresh, launchBrowser, openPage, screenshot, settle, simulationDone } from './browser';

const base = inject('baseUrl');
const dist = resolve(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser.close());

/** The precache list the build wrote into its service worker (read from the file, not the page). */
async function precacheUrls(): Promise<string[]> {
  const sw = await readFile(resolve(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/\burl:\s*"([^"]+)"/g)].map((m) => m[1] ?? '');
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
async function pngSize(file: string): Promise<[number, number]> {
  const bytes = await readFile(resolve(dist, file));
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Before any page script: every Worker started and the results it posted are recorded. */
const RECORD_WORKERS = () => {
  const w = window as unknown as { workerResults: number; workersStarted: number };
  w.workerResults = 0;
  w.workersStarted = 0;
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      w.workersStarted += 1;
      this.addEventListener('message', (e: MessageEvent<{ type?: string }>) => {
        if (e.data.type === 'result') w.workerResults += 1;
      });
    }
  };
};

/** Waits until a service worker is active (its install, the whole precache, is done) and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  // `ready` resolves once a worker is active, that is, after its install (the precache) succeeded.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, {
    timeout: 30_000,
  });
}

/** What the page's KaTeX font faces came to: every one used must be 'loaded', none 'error'. */
const katexFontStates = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.family.replace(/"/g, '').startsWith('KaTeX_') && f.status !== 'unloaded')
      .map((f) => `${f.family.replace(/"/g, '')} ${f.style} ${f.weight}: ${f.status}`);
  });

describe('offline after a first visit, in Chromium', () => {
  it('precaches the build, reloads offline and runs every panel: chunks, KaTeX fonts, worker, diagrams', async () => {
    const { context, page, errors } = await openPage(browser, 'allow');
    await context.addInitScript(RECORD_WORKERS);
    const failed: string[] = [];
    // ERR_ABORTED is a request cut short by the test's own next navigation, not a miss offline.
    page.on('requestfailed', (r) => {
      const reason = r.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') failed.push(`${r.url()} ${reason}`);
    });

    // First visit, online: the service worker installs and precaches everything.
    await page.goto(`${base}#/nines`);
    await settle(page);
    await waitForServiceWorker(page);
    const expected = await precacheUrls();
    expect(expected).toContain('index.html');
    expect(expected.some((u) => /sim\.worker-.*\.js$/.test(u))).toBe(true);
    expect(expected.some((u) => /KaTeX_Main-Regular-.*\.woff2$/.test(u))).toBe(true);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names.filter((n) => n.startsWith('workbox-precache')))
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls.map((u) => new URL(u).pathname.replace(/^\//, ''));
    });
    expect(new Set(cached)).toEqual(new Set(expected));

    const panels = await page
      .locator('nav[aria-label="Panels"] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(panels).toHaveLength(PANELS.length);

    // Offline from here on: everything must come from the precache.
    await context.setOffline(true);
    await page.reload();
    await expect(page.title()).resolves.toBe('Reliability Lab');
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    for (const hash of panels) {
      await gotoFresh(page, `${base}${hash}`);
      await settle(page);
      const values = await page
        .locator('article.panel [data-result]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-value') ?? ''));
      expect(values.filter((v) => v !== '').length, `${hash}: results`).toBeGreaterThan(0);
      expect(await page.locator('.panel-error').count(), `${hash}: panel error`).toBe(0);
      expect(
        await page.locator('.diagram:not([data-diagram-state="ready"])').count(),
        `${hash}: diagrams`,
      ).toBe(0);
      if ((await page.locator('[data-formula="tex"] .katex').count()) > 0) {
        const fonts = await katexFontStates(page);
        expect(fonts.length, `${hash}: KaTeX fonts used`).toBeGreaterThan(0);
        expect(
          fonts.filter((f) => !f.endsWith(': loaded')),
          `${hash}: KaTeX fonts`,
        ).toEqual([]);
      }
    }

    // The retry simulation ran in a real worker, offline, and finished.
    await gotoFresh(page, `${base}#/retries`);
    await simulationDone(page);
    const workers = await page.evaluate(() => {
      const w = window as unknown as { workerResults: number; workersStarted: number };
      return { started: w.workersStarted, results: w.workerResults };
    });
    expect(workers.started).toBeGreaterThan(0);
    expect(workers.results).toBeGreaterThan(0);

    // The decision flowchart and the idempotency sequence diagram drew as SVG.
    for (const hash of ['#/decision', '#/idempotency']) {
      await gotoFresh(page, `${base}${hash}`);
      await page.locator('.diagram[data-diagram-state="ready"] .diagram-svg svg').waitFor();
    }

    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('announces a new deployment quietly; Reload switches to it', async () => {
    const { context, page, errors } = await openPage(browser, 'allow');
    // Each "deployment" serves a service worker that differs by one comment, as a new build does.
    let deployment = 1;
    await context.route('**/sw.js', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n// ${deployment}\n` });
    });
    await page.goto(`${base}#/nines`);
    await settle(page);
    await waitForServiceWorker(page);
    const status = page.locator('.update-notice-region[role="status"]');
    await expect(status.getAttribute('aria-live')).resolves.toBe('polite');
    expect(await status.textContent()).not.toContain('has been updated');

    deployment = 2;
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await status.getByText('Reliability Lab has been updated.').waitFor({ timeout: 30_000 });
    expect(
      await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBe(true);
    await screenshot(page, 'offline-update-notice');

    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await Promise.all([
      page.waitForEvent('framenavigated', { timeout: 30_000 }),
      status.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await page.locator('article.panel [data-result]').first().waitFor();
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    expect(
      await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { waiting: !!r?.waiting, active: r?.active?.state };
      }),
    ).toEqual({ waiting: false, active: 'activated' });
    expect(await status.textContent()).not.toContain('has been updated');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('is installable: a manifest with 192 and 512 px icons and a maskable one, and an Apple touch icon', async () => {
    const { context, page } = await openPage(browser, 'allow');
    await page.goto(`${base}#/nines`);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    expect(appleHref).toBeTruthy();
    const manifest = (await (await fetch(new URL(manifestHref ?? '', base))).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('Reliability Lab');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.display).toBe('standalone');
    // The page's own colours: the theme-color meta and the light theme's background.
    expect(manifest.theme_color).toBe(
      await page.locator('meta[name="theme-color"]').getAttribute('content'),
    );
    expect(manifest.background_color).toBe(
      await page.evaluate(() => {
        const [r, g, b] = getComputedStyle(document.body)
          .backgroundColor.match(/\d+/g)!
          .map(Number);
        return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
      }),
    );
    expect(new URL(manifest.start_url, new URL(manifestHref ?? '', base)).href).toMatch(
      new RegExp(`^${base}(#/nines)?$`),
    );
    for (const icon of manifest.icons) {
      const [w, h] = await pngSize(icon.src);
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
    const sizes = manifest.icons.filter((i) => i.purpose !== 'maskable').map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    expect(await pngSize(appleHref!.replace(/^\//, ''))).toEqual([180, 180]);
    await context.close();
  });

  it('an embed registers no service worker', async () => {
    const { context, page, errors } = await openPage(browser, 'allow');
    await page.goto(`${base}#/nines?embed`);
    await settle(page);
    // Longer than the full app waits before it registers (load, 3 s, then idle: at most 8 s).
    await page.waitForTimeout(10_000);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
