import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  openPage,
  resultValue,
  screenshot,
  seriousViolations,
  settle,
  showChart,
  watchErrors,
  horizontalOverflow,
  openNarrowPage,
} from './browser';

const base = inject('baseUrl');
const TOPOLOGY = 'series(lb: 99.99, app: 99.95, parallel(db1: 99.99, db2: 99.99))';
const shared = `${base}#/composition?t=${encodeURIComponent(TOPOLOGY)}&cal=gregorian`;
/** 1 − 0.9999 · 0.9995 · (1 − 10⁻⁸), exactly. */
const U = 0.0005999599940005;

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ context, page, errors } = await openPage());
});

afterAll(() => context.close());

describe('composition panel in Chromium', () => {
  it('opens a shared link and reads its totals', async () => {
    await page.goto(shared);
    await page.locator('[data-result="total-nines"]:not([data-value=""])').waitFor();
    expect(Number(await resultValue(page, 'total-unavailability'))).toBe(U);
    expect(Number(await resultValue(page, 'total-nines'))).toBeCloseTo(-Math.log10(U), 12);
    expect(Number(await resultValue(page, 'total-availability'))).toBe(1 - U);
    expect(Number(await resultValue(page, 'total-downtime-year'))).toBeCloseTo(U * 31_556_952, 6);
    expect(Number(await resultValue(page, 'total-downtime-month'))).toBeCloseTo(
      (U * 31_556_952) / 12,
      6,
    );
    expect(await page.getByLabel('Topology').inputValue()).toBe(TOPOLOGY);
    expect(await page.locator('.bd-weakest').getAttribute('data-block')).toBe('app');
    // The shared checks run axe on the worked example; this topology draws other markup.
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('adds a replica with the structured editor and sees the text and URL change', async () => {
    await page.getByRole('button', { name: 'Add replica to parallel' }).click();
    const expected =
      'series(\n  lb: 99.99,\n  app: 99.95,\n  parallel(db1: 99.99, db2: 99.99, db3: 99.99)\n)';
    expect(await page.getByLabel('Topology').inputValue()).toBe(expected);
    await expect
      .poll(() => page.evaluate(() => new URLSearchParams(location.hash.split('?')[1]).get('t')))
      .toBe(expected);
    // A third 10⁻⁴ replica: the pair term goes from 10⁻⁸ to 10⁻¹².
    expect(Number(await resultValue(page, 'total-unavailability'))).toBeCloseTo(
      1 - 0.9999 * 0.9995 * (1 - 1e-12),
      15,
    );
  });

  it('keeps the last valid result, marked stale, on broken text', async () => {
    await page.getByLabel('Topology').fill('series(lb: 99.99, app: 99.95');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/never closed/);
    expect(await resultValue(page, 'total-nines')).toBe('');
    expect(await page.locator('[data-result="total-nines"]').getAttribute('data-stale')).toBe(
      'true',
    );
    for (const id of ['share-app', 'what-if-app']) {
      const cell = page.locator(`[data-result="${id}"]`);
      expect(await cell.getAttribute('data-value')).toBe('');
      expect(await cell.getAttribute('data-stale')).toBe('true');
      expect(Number(await cell.getAttribute('data-stale-value'))).toBeGreaterThan(0);
    }
    expect(await page.locator('body').textContent()).not.toMatch(/NaN|Infinity/);
    await page.getByLabel('Topology').fill(TOPOLOGY);
  });

  it('reads the shared link in embed mode', async () => {
    const embed = await context.newPage();
    const embedErrors = watchErrors(embed);
    await embed.goto(`${shared}&embed`);
    await embed.locator('[data-result="total-nines"]:not([data-value=""])').waitFor();
    expect(Number(await resultValue(embed, 'total-unavailability'))).toBe(U);
    expect(embedErrors).toEqual([]);
    await embed.close();
  });

  it('at 360 px a wide topology does not scroll the page sideways: the diagram scrolls in its card', async () => {
    const narrow = await openNarrowPage(context);
    await narrow.goto(
      `${base}#/composition?t=${encodeURIComponent('series(\n  dns: 99.99,\n  parallel[ccf=5%](\n    series(lb-a: 99.99, app-a: 99.95, db-a: 99.99),\n    series(lb-b: 99.99, app-b: 99.95, db-b: 99.99)\n  )\n)')}`,
    );
    await narrow.locator('[data-result="total-nines"]:not([data-value=""])').waitFor();
    await showChart(narrow);
    expect(await horizontalOverflow(narrow)).toBeLessThanOrEqual(0);
    await screenshot(narrow, 'composition-360-wide-topology');
    await narrow.close();
  });

  it('evaluates a pasted 500-block quorum, with every share and what-if', async () => {
    await page.goto(shared);
    await page.locator('[data-result="total-nines"]:not([data-value=""])').waitFor();
    const members = Array.from(
      { length: 499 },
      (_, i) => `m${i}: ${(99 + ((i * 7919) % 99_991) / 100_000).toFixed(5)}`,
    );
    await page.getByLabel('Topology').fill(`250of499(${members.join(', ')})`);
    // The table scrolls in its own region and draws the rows near view: scroll to its end.
    const table = page.getByRole('region', { name: /^Shares and what-ifs, 500 rows/ });
    await table.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect.poll(() => resultValue(page, 'what-if-m498'), { timeout: 20_000 }).not.toBe(null);
    expect(Number(await resultValue(page, 'total-nines'))).toBeGreaterThan(400);
    expect(await page.locator('[data-result^="what-if-"][data-value=""]').count()).toBe(0);
    expect(await page.locator('[data-result^="share-"][data-value=""]').count()).toBe(0);
  });

  it('opens a broken t without crashing, explaining where', async () => {
    const bad = await context.newPage();
    const badErrors = watchErrors(bad);
    await bad.goto(`${base}#/composition?t=${encodeURIComponent('4of3(a: 99, b: 99, c: 99)')}`);
    await bad.getByLabel('Topology').waitFor();
    expect((await bad.getByRole('alert').allTextContents()).join(' ')).toMatch(
      /Line 1, column 1.*K cannot exceed N/,
    );
    expect(await resultValue(bad, 'total-nines')).toBe('');
    expect(badErrors).toEqual([]);
    await bad.close();
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
