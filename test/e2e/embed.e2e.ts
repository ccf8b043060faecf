import type { BrowserContext, ElementHandle, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RESIZE_MESSAGE } from '@/app/embed-resize';
import {
  horizontalOverflow,
  LOADING_CHART,
  PENDING,
  launchBrowser,
  openPage,
  screenshot,
  seriousViolations,
  watchErrors,
} from './browser';

const base = inject('baseUrl');
const example = `${base}embed-example.html`;

/** The example page's iframes, each with its frame once it has drawn its sections. */
async function embeds(
  page: Page,
): Promise<{ el: ElementHandle<HTMLIFrameElement>; frame: Frame }[]> {
  const els = (await page.$$('iframe[data-reliability-lab]')) as ElementHandle<HTMLIFrameElement>[];
  const out = [];
  for (const el of els) {
    // The iframes load lazily: bring each near the viewport.
    await el.scrollIntoViewIfNeeded();
    const frame = await el.contentFrame();
    if (!frame) throw new Error('an iframe without a frame');
    await frame.waitForSelector('[data-section]', { timeout: 30_000 });
    // Charts load near the host's viewport: bring each waiting one into view, as `settle` does.
    for (;;) {
      await frame.waitForFunction(
        ([pending, chart]) => !document.querySelector(pending) || document.querySelector(chart),
        [PENDING, LOADING_CHART] as const,
        { timeout: 60_000 },
      );
      const chart = await frame.$(`.chart-frame:has(${LOADING_CHART})`);
      if (!chart) break;
      await chart.scrollIntoViewIfNeeded();
      await chart.waitForSelector(LOADING_CHART, { state: 'detached' });
      await chart.dispose();
    }
    out.push({ el, frame });
  }
  return out;
}

/** The iframe's height on the page and its document's sizes inside (same origin, so readable). */
const sizes = (el: ElementHandle<HTMLIFrameElement>) =>
  el.evaluate((f) => {
    const doc = f.contentDocument?.documentElement;
    return {
      frame: f.getBoundingClientRect().height,
      content: Math.ceil(doc?.getBoundingClientRect().height ?? -1),
      scroll: doc?.scrollHeight ?? -1,
      client: doc?.clientHeight ?? -1,
    };
  });

/** Sized to its content: as tall as what it shows, and nothing left to scroll inside. */
async function fitted(el: ElementHandle<HTMLIFrameElement>): Promise<boolean> {
  const s = await sizes(el);
  return s.frame === s.content && s.scroll <= s.client;
}

const sectionIds = (frame: Frame) =>
  frame.$$eval('[data-section]', (els) => els.map((e) => e.getAttribute('data-section')));

describe('embeds in a host page (public/embed-example.html)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await openPage());
  });

  afterAll(() => context.close());

  it('sizes each iframe to its content, with no inner scrollbar', async () => {
    // The messages each embed sends, as the host sees them.
    await page.addInitScript((type) => {
      const w = window as unknown as { resizes: unknown[] };
      w.resizes = [];
      addEventListener('message', (e: MessageEvent<{ type?: string }>) => {
        if (e.data?.type === type) w.resizes.push(e.data);
      });
    }, RESIZE_MESSAGE);
    await page.goto(example);
    const frames = await embeds(page);
    expect(frames).toHaveLength(3);
    for (const { el } of frames) await expect.poll(() => fitted(el), { timeout: 5_000 }).toBe(true);
    const heights = await Promise.all(frames.map(async ({ el }) => (await sizes(el)).content));
    // Not the declared opening heights (552, 2222, 3940): the content's own.
    expect(heights.every((h) => h > 200)).toBe(true);
    const resizes = await page.evaluate(
      () => (window as unknown as { resizes: { height: number; href: string }[] }).resizes,
    );
    for (const [i, h] of heights.entries()) {
      const href = await frames[i]?.frame.evaluate(() => location.href);
      const last = resizes.filter((m) => m.href === href).at(-1);
      expect(last?.height, href).toBe(h);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'embed-example-light');
  });

  it('draws only the sections show= names', async () => {
    const frames = await embeds(page);
    expect(await sectionIds(frames[0]!.frame)).toEqual(['results']);
    expect(await sectionIds(frames[1]!.frame)).toEqual(['flowchart']);
    const composition = await sectionIds(frames[2]!.frame);
    expect(composition.slice(0, 4)).toEqual(['headline', 'inputs', 'results', 'diagram']);
    expect(composition.length).toBeGreaterThan(3);
  });

  it('follows the content within a second when an input inside changes its height', async () => {
    const [, , composition] = await embeds(page);
    const { el, frame } = composition!;
    const before = await sizes(el);
    const replicas = Array.from({ length: 8 }, (_, i) => `db${i + 1}: 99.9`).join(', ');
    await frame
      .getByLabel('Topology')
      .fill(`series(cdn: 99.99, lb: 99.99, app: 99.95, queue: 99.9, parallel(${replicas}))`);
    await frame.waitForFunction(
      (h) => Math.ceil(document.documentElement.getBoundingClientRect().height) !== h,
      before.content,
      { timeout: 10_000 },
    );
    const changed = Date.now();
    await expect.poll(() => fitted(el), { timeout: 1_000, interval: 50 }).toBe(true);
    expect(Date.now() - changed).toBeLessThan(1_000);
    const after = await sizes(el);
    expect(after.frame).not.toBe(before.frame);
    expect(errors).toEqual([]);
  });

  it('follows the host’s dark colour scheme, and fits there too', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    const frames = await embeds(page);
    for (const { el, frame } of frames) {
      expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await expect.poll(() => fitted(el), { timeout: 5_000 }).toBe(true);
    }
    await screenshot(page, 'embed-example-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('fits at phone width', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    const frames = await embeds(page);
    for (const { el } of frames) await expect.poll(() => fitted(el), { timeout: 5_000 }).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'embed-example-narrow');
    expect(errors).toEqual([]);
  });
});

describe('an embed’s own link', () => {
  it('applies theme=dark over a light host, reports an unknown section, passes axe', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ colorScheme: 'light' });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${base}#/nines?a=99.95&embed&show=results,bogus&theme=dark`);
      await page.locator('[data-section="results"] [data-result]').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await sectionIds(page.mainFrame())).toEqual(['results']);
      const note = page.getByRole('note');
      expect(await note.textContent()).toContain('no section “bogus”');
      expect(await note.textContent()).toContain(
        'headline, inputs, results, budget, chart, tiers, calendars',
      );
      // Nothing of the full app's stored theme was written.
      expect(await page.evaluate(() => localStorage.getItem('reliability-lab/v1/theme'))).toBe(
        null,
      );
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('shows the headline alone with show=headline: the answer, computed, without the inputs', async () => {
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext()).newPage();
      const errors = watchErrors(page);
      await page.goto(`${base}#/nines?a=99.95&embed&show=headline`);
      const year = page.locator('[data-headline="downtime-year"][data-state="known"]');
      await year.waitFor();
      // 0.05% of a 365-day year: 0.0005 × 31,536,000 s = 15,768 s = 4h 22m 48s.
      expect(await year.getAttribute('data-value')).toBe('15768');
      expect(await year.locator('dd').textContent()).toBe('4h 22m 48s');
      expect(await sectionIds(page.mainFrame())).toEqual(['headline']);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
