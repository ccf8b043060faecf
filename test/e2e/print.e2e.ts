import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PANELS } from '@/app/panels';
import { launchBrowser, openPage, screenshot, settle } from './browser';

const base = inject('baseUrl');

/**
 * The most A4 pages each panel's worked example may print on, as measured (docs/architecture.md):
 * more means something printed that should not, or a card that breaks badly.
 */
const MAX_PAGES: Readonly<Record<string, number>> = {
  nines: 4,
  composition: 3,
  detection: 3,
  failover: 5,
  decision: 3,
  idempotency: 4,
  retries: 5,
  alerts: 5,
  backtest: 2,
  overload: 4,
  tail: 3,
  capacity: 4,
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser.close());

/** The pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree). */
const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/** The elements matching `selector` that print emulation still draws. */
const drawn = (page: Page, selector: string) =>
  page.evaluate(
    (s) =>
      [...document.querySelectorAll<HTMLElement>(s)]
        .filter((el) => el.checkVisibility())
        .map((el) => `${el.tagName.toLowerCase()} “${(el.textContent ?? '').trim().slice(0, 30)}”`),
    selector,
  );

describe.each(PANELS.map(({ id }) => ({ id })))('$id panel printed', ({ id }) => {
  it('prints its worked example on A4 within its measured pages', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${base}#/${id}`);
    await settle(page);
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pageCount(pdf);
    console.log(`[print] ${id}: ${pages} A4 pages, ${pdf.length} bytes`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(MAX_PAGES[id] ?? 0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a printed panel', () => {
  it('leaves out the controls, states its inputs and link, and keeps formula and chart', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${base}#/nines?a=99.9&cal=gregorian`);
    await settle(page);
    // The share link: absolute, with the inputs that differ from the worked example.
    const link = `${base}#/nines?a=99.9&cal=gregorian`;
    const summary = page.locator('.print-inputs');
    const footer = page.locator('.print-link a');
    expect(await summary.isVisible()).toBe(false);
    expect(await footer.isVisible()).toBe(false);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Panels' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(false);
    // No control is drawn, except a table's tier buttons, which print as plain labels.
    expect(await drawn(page, 'button:not(table button), input, select, textarea')).toEqual([]);
    expect(await summary.isVisible()).toBe(true);
    const line = await summary.textContent();
    expect(line).toContain('Availability target 99.9%');
    expect(line).toContain('Calendar Gregorian');
    expect(line).toContain('Direction Availability → downtime');
    // The footer's link opens these inputs again.
    expect(await footer.getAttribute('href')).toBe(link);
    expect(await footer.textContent()).toBe(link);
    // The panel's title comes first, then the inputs line.
    const [title, inputs] = await Promise.all([
      page.getByRole('heading', { level: 2 }).boundingBox(),
      summary.boundingBox(),
    ]);
    expect(title && inputs && title.y < inputs.y).toBe(true);

    // Results, a formula and a chart are kept; the chart fits its card at the page's width.
    expect(await page.locator('[data-result="downtime-year"]').isVisible()).toBe(true);
    // The headline prints under the title; the export tools do not.
    expect(await page.locator('[data-headline="downtime-year"]').isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Export results' }).isVisible()).toBe(false);
    expect(await page.locator('.formula[data-formula="tex"]').first().isVisible()).toBe(true);
    const chart = page.locator('svg.recharts-surface').first();
    expect(await chart.isVisible()).toBe(true);
    expect(await chart.getAttribute('viewBox')).toMatch(/^0 0 \d/);
    await page.setViewportSize({ width: 703, height: 1000 });
    const fits = await chart.evaluate((svg) => {
      const card = svg.closest('.card');
      return !!card && svg.getBoundingClientRect().right <= card.getBoundingClientRect().right;
    });
    expect(fits).toBe(true);
    await screenshot(page, 'print-nines');

    // The line follows the inputs: a change on screen shows in the next print.
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Availability target').fill('99.5');
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => summary.textContent()).toContain('Availability target 99.5%');
    await expect.poll(() => footer.getAttribute('href')).toContain('a=99.5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prints a diagram panel with its diagram, not its tools', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${base}#/idempotency`);
    await settle(page);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 703, height: 1000 });
    const diagram = page.locator('.diagram-svg svg').first();
    expect(await diagram.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /copy/i }).first().isVisible()).toBe(false);
    const fits = await diagram.evaluate((svg) => {
      const card = svg.closest('.card');
      return !!card && svg.getBoundingClientRect().right <= card.getBoundingClientRect().right;
    });
    expect(fits).toBe(true);
    await screenshot(page, 'print-idempotency');
    expect(errors).toEqual([]);
    await context.close();
  });
});
