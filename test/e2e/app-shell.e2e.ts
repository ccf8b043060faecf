import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PANELS } from '@/app/panels';
import { launchBrowser, openPage, settle } from './browser';

const base = inject('baseUrl');

/**
 * The first paint before any script (build/app-shell.ts): index.html carries the header and the
 * panel's title, so a slow network shows the page while the entry loads. Checked here with the
 * app's scripts held back, then with them, that React replaces the shell rather than adding to it.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser.close());

/** A page whose module scripts never arrive: what index.html paints on its own. */
async function withoutScripts(colorScheme: 'light' | 'dark' = 'light') {
  const opened = await openPage(browser);
  await opened.page.emulateMedia({ colorScheme });
  await opened.page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return opened;
}

const shellState = (page: Page) =>
  page.evaluate(() => ({
    heading: document.querySelector('h2')?.textContent ?? null,
    current: document.querySelector('nav [aria-current="page"]')?.textContent ?? null,
    loading: document.querySelector('.panel-loading')?.textContent ?? null,
    theme: document.documentElement.dataset.theme ?? null,
    rootEmpty: document.getElementById('root')?.childElementCount === 0,
  }));

/** Opens `hash` as a new document (the shell's script runs once per load). */
async function load(page: Page, hash: string) {
  await page.goto('about:blank');
  await page.goto(`${base}${hash}`);
}

describe('first paint without scripts', () => {
  it('each panel’s address shows its title and loading line, its link marked current', async () => {
    const { context, page } = await withoutScripts();
    for (const { id, title } of PANELS) {
      await load(page, `#/${id}?v=1`);
      expect(await shellState(page), id).toEqual({
        heading: title,
        current: title,
        loading: `Loading ${title}…`,
        theme: 'light',
        rootEmpty: false,
      });
    }
    // A bare address opens the start panel.
    await load(page, '');
    expect((await shellState(page)).heading).toBe('Nines & downtime budgets');
    await context.close();
  });

  it('on a phone, the row of panels is scrolled to the current one, as the app does', async () => {
    const { context, page } = await withoutScripts();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${base}#/overload`);
    const link = await page.evaluate(() => {
      const current = document.querySelector('nav [aria-current="page"]');
      const row = current?.closest('ul');
      if (!current || !row) return null;
      const a = row.getBoundingClientRect();
      const b = current.getBoundingClientRect();
      return { scrolled: row.scrollLeft, inside: b.left >= a.left - 1 && b.right <= a.right + 1 };
    });
    expect(link?.scrolled).toBeGreaterThan(0);
    expect(link?.inside).toBe(true);
    await context.close();
  });

  it('an embed and an unknown panel show no header (the script draws what fits)', async () => {
    const { context, page } = await withoutScripts();
    for (const hash of ['#/composition?embed=1', '#/nines?embed', '#/no-such-panel']) {
      await load(page, hash);
      expect((await shellState(page)).rootEmpty, hash).toBe(true);
    }
    await load(page, '#/composition?embed=0');
    expect((await shellState(page)).heading).toBe('Composition');
    await context.close();
  });

  it('takes the theme from the system, the stored choice, and an embed’s theme=', async () => {
    const { context, page } = await withoutScripts('dark');
    await page.goto(`${base}#/nines`);
    expect((await shellState(page)).theme).toBe('dark');
    await page.evaluate(() => localStorage.setItem('reliability-lab/v1/theme', 'light'));
    await load(page, '#/failover');
    expect((await shellState(page)).theme).toBe('light');
    // An embed never reads the stored choice: its own theme=, else the host's scheme.
    await load(page, '#/failover?embed=1');
    expect((await shellState(page)).theme).toBe('dark');
    await load(page, '#/failover?embed=1&theme=light');
    expect((await shellState(page)).theme).toBe('light');
    await context.close();
  });
});

const titleBox = (page: Page) =>
  page.locator('article.panel h2').evaluate((h) => {
    const box = h.getBoundingClientRect();
    return { top: box.top, left: box.left, height: box.height };
  });

describe('then the app', () => {
  // At 360 px, test/e2e/phone.e2e.ts compares the title's place on load and once settled.
  it('replaces the shell (one header, one title, the theme button); the title does not move', async () => {
    const viewport = { width: 1280, height: 900 };
    const shell = await withoutScripts();
    await shell.page.setViewportSize(viewport);
    await shell.page.goto(`${base}#/detection`);
    const before = await titleBox(shell.page);
    await shell.context.close();
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize(viewport);
    await page.goto(`${base}#/detection`);
    await settle(page);
    const counts = await page.evaluate(() => ({
      headers: document.querySelectorAll('header.app-header').length,
      titles: document.querySelectorAll('article.panel h2').length,
      mains: document.querySelectorAll('main').length,
      loading: document.querySelectorAll('.panel-loading').length,
      toggles: document.querySelectorAll('.theme-toggle').length,
    }));
    expect(counts).toEqual({ headers: 1, titles: 1, mains: 1, loading: 0, toggles: 1 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await titleBox(page)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
