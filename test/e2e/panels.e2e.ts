import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PANELS } from '@/app/panels';
import {
  launchBrowser,
  openPage,
  screenshot,
  seriousViolations,
  settle,
  watchErrors,
} from './browser';

const base = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser.close());

const theme = (p: Page) => p.evaluate(() => document.documentElement.dataset.theme);

/**
 * The checks every panel shares, run over the registry: a panel is covered by being registered.
 * Each panel's own file keeps only what is particular to it. Every check opens the panel's bare
 * route, which is its worked example. The 360 px checks (no sideways scroll, first screen, touch
 * targets) are test/e2e/phone.e2e.ts's, also over the registry.
 */
describe.each(PANELS.map(({ id, title }) => ({ id, title })))(
  '$id panel: the shared checks',
  ({ id, title }) => {
    const route = `${base}#/${id}`;
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      // A context of its own: no storage (inputs, theme) left by another panel's checks.
      ({ context, page, errors } = await openPage(browser));
    });

    afterAll(() => context.close());

    it('loads its worked example and passes axe in the light theme, with no error', async () => {
      await page.goto(route);
      await settle(page);
      expect(await page.getByRole('heading', { level: 2, name: title }).count()).toBe(1);
      const nav = page.getByRole('navigation', { name: 'Panels' });
      expect(await nav.getByRole('link', { name: title }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(await theme(page)).toBe('light');
      // index.html asks for the panel's chunk beside the entry where the first load stays within
      // its budget (build/route-preload.ts): always for the default panel, Nines.
      const preloaded = await page.evaluate(
        (panel) =>
          [...document.querySelectorAll('head script:not([src])')].some((s) =>
            s.textContent?.includes(`"${panel}":[`),
          ),
        id,
      );
      if (id === 'nines') expect(preloaded).toBe(true);
      expect(
        await page.locator(`head link[rel="modulepreload"][href^="/assets/${id}-panel-"]`).count(),
      ).toBe(preloaded ? 1 : 0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `${id}-light`);
      expect(errors).toEqual([]);
    });

    it('answers on the first screen at 1280 × 800: its headline, computed, equal to its cards', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(route);
      await settle(page);
      const items = await page.locator('[data-headline]').evaluateAll((els) =>
        els.map((e) => ({
          id: e.getAttribute('data-headline') ?? '',
          value: e.getAttribute('data-value'),
          status: e.getAttribute('data-state'),
          text: e.querySelector('dd')?.textContent ?? '',
          bottom: e.getBoundingClientRect().bottom,
        })),
      );
      expect(items.length).toBeGreaterThanOrEqual(1);
      const known = items.filter((i) => i.status === 'known');
      expect(known.length).toBeGreaterThanOrEqual(1);
      expect(Math.min(...known.map((i) => i.bottom))).toBeLessThanOrEqual(800);
      // Each headline item says what its card says: one `data-result` per id, the same value.
      for (const item of items) {
        const cards = page.locator(`[data-result="${item.id}"]`);
        expect(await cards.count(), item.id).toBe(1);
        expect(await cards.getAttribute('data-value'), item.id).toBe(item.value);
      }
      // Desktop keeps its buttons: no menus.
      expect(await page.locator('.tool-menu').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(true);
      await screenshot(page, `${id}-first-screen`, { viewport: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    it('switches to the dark theme, keeps it on reload, and passes axe in it', async () => {
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      expect(await theme(page)).toBe('dark');
      // A fresh load draws every chart and diagram in the dark palette from the start.
      await page.reload();
      await settle(page);
      expect(await theme(page)).toBe('dark');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `${id}-dark`);
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      expect(await theme(page)).toBe('light');
      expect(errors).toEqual([]);
    });

    it('embeds alone: no header or navigation, a link back, passes axe, no error', async () => {
      const embed = await context.newPage();
      const embedErrors = watchErrors(embed);
      await embed.goto(`${route}?embed`);
      await settle(embed);
      expect(await embed.getByRole('heading', { level: 2, name: title }).count()).toBe(1);
      expect(await embed.getByRole('banner').count()).toBe(0);
      expect(await embed.getByRole('navigation').count()).toBe(0);
      for (const name of ['Copy link', 'Copy embed snippet', 'Switch to dark theme'])
        expect(await embed.getByRole('button', { name }).count()).toBe(0);
      // The worked example has no parameter to carry: only the URL state's version.
      const open = embed.getByRole('link', { name: 'Open in Reliability Lab' });
      expect(await open.getAttribute('href')).toBe(`#/${id}?v=1`);
      expect(await seriousViolations(embed)).toEqual([]);
      await screenshot(embed, `${id}-embed`);
      expect(embedErrors).toEqual([]);
      await embed.close();
    });
  },
);
