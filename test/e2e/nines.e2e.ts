import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  openPage,
  resultValue,
  showChart,
  watchErrors,
  openNarrowPage,
  showFormula,
} from './browser';

const base = inject('baseUrl');
const shared = `${base}#/nines?a=99.95&cal=gregorian`;

/** Gregorian year 31,556,952 s; u = 0.0005 exactly, so each budget is period × 5e-4. */
const EXPECTED = { day: 43.2, week: 302.4, month: 1314.873, quarter: 3944.619, year: 15778.476 };

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ context, page, errors } = await openPage());
});

afterAll(() => context.close());

describe('nines panel in Chromium', () => {
  it('opens a shared link and shows its five downtime budgets', async () => {
    await page.goto(shared);
    await page.locator('[data-result="downtime-year"][data-value]:not([data-value=""])').waitFor();
    for (const [period, seconds] of Object.entries(EXPECTED)) {
      expect(Number(await resultValue(page, `downtime-${period}`))).toBeCloseTo(seconds, 9);
    }
    expect(await page.getByLabel('Availability target').inputValue()).toBe('99.95');
    await expect
      .poll(() => page.locator('[data-result="downtime-year"] output').textContent())
      .toBe('4h 22m 58.48s');
    await showFormula(page);
    await showChart(page);
  });

  it('keeps the URL in step with typing, without a history entry per keystroke', async () => {
    const before = await page.evaluate(() => history.length);
    const field = page.getByLabel('Availability target');
    await field.fill('99.999');
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe('#/nines?a=99.999&cal=gregorian');
    expect(await page.evaluate(() => history.length)).toBe(before);
    await field.fill('99.95');
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe('#/nines?a=99.95&cal=gregorian');
  });

  it('shows bad input in words and keeps the text in the URL', async () => {
    await page.getByLabel('Availability target').fill('abc');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/not a number/);
    expect(await resultValue(page, 'downtime-year')).toBe('');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/nines?a=abc&cal=gregorian');
    await page.getByLabel('Availability target').fill('99.95');
  });

  it('reads the same link in embed mode and links back to it', async () => {
    const embed = await context.newPage();
    const embedErrors = watchErrors(embed);
    await embed.goto(`${shared}&embed`);
    await embed.locator('[data-result="downtime-year"]').waitFor();
    expect(Number(await resultValue(embed, 'downtime-year'))).toBeCloseTo(EXPECTED.year, 9);
    const open = embed.getByRole('link', { name: 'Open in Reliability Lab' });
    expect(await open.getAttribute('href')).toBe('#/nines?a=99.95&cal=gregorian');
    expect(embedErrors).toEqual([]);
    await embed.close();
  });

  it('at 360 px fetches the chart and KaTeX only when scrolled to', async () => {
    const narrow = await openNarrowPage(context);
    const chartRequests: string[] = [];
    const katexRequests: string[] = [];
    narrow.on('request', (r) => {
      if (/recharts|nines-chart/.test(r.url())) chartRequests.push(r.url());
      if (/katex/i.test(r.url())) katexRequests.push(r.url());
    });
    await narrow.goto(shared);
    await narrow.getByLabel('Availability target').waitFor();
    await narrow
      .locator('[data-result="downtime-year"] output')
      .getByText('4h 22m 58.48s')
      .waitFor();
    // The first screen has neither: no chart code, and no KaTeX code, stylesheet or fonts.
    expect(chartRequests).toEqual([]);
    expect(katexRequests).toEqual([]);
    expect(await narrow.locator('[data-formula="text"]').first().textContent()).not.toBe('');
    await showFormula(narrow);
    expect(katexRequests.some((u) => u.endsWith('.js'))).toBe(true);
    await showChart(narrow);
    expect(chartRequests).not.toEqual([]);
    await narrow.close();
  });

  it('is operable from the keyboard alone', async () => {
    const page = await context.newPage();
    await page.goto(`${base}#/nines?a=99.9`);
    await page.getByLabel('Availability target').waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to the panel');
    for (let i = 0; i < 40 && (await focused()) !== '99.999%'; i++)
      await page.keyboard.press('Tab');
    expect(await focused()).toBe('99.999%');
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Availability target').inputValue()).toBe('99.999');
    expect(await resultValue(page, 'downtime-year')).toBe('315.36');
    await page.getByLabel('Availability target').focus();
    await page.keyboard.press('Shift+Tab');
    const radio = () =>
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value);
    expect(await radio()).toBe('forward');
    await page.keyboard.press('ArrowDown');
    await page.getByLabel('Allowed downtime').waitFor();
    expect(await page.getByRole('radio', { name: 'Downtime → availability' }).isChecked()).toBe(
      true,
    );
    await page.close();
  });

  it('opens a link full of garbage without crashing, explaining each field', async () => {
    const bad = await context.newPage();
    const badErrors = watchErrors(bad);
    await bad.goto(`${base}#/nines?mode=reverse&down=soon&per=fortnight&cal=lunar`);
    await bad.getByLabel('Allowed downtime').waitFor();
    const alerts = await bad.getByRole('alert').allTextContents();
    expect(alerts.join(' ')).toMatch(/“fortnight” is not a period/);
    expect(alerts.join(' ')).toMatch(/“lunar” is not a calendar/);
    expect(await bad.getByLabel('Allowed downtime').inputValue()).toBe('soon');
    expect(await resultValue(bad, 'availability')).toBe('');
    expect(await bad.locator('body').textContent()).not.toMatch(/NaN|Infinity/);
    expect(bad.url()).toContain('down=soon&per=fortnight');
    expect(badErrors).toEqual([]);
    await bad.close();
  });

  it('keeps twelve nines exact in the browser, formula included', async () => {
    const exact = await context.newPage();
    const warnings: string[] = [];
    exact.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await exact.goto(`${base}#/nines?a=99.9999999999`);
    await showFormula(exact);
    expect(await resultValue(exact, 'nines')).toBe('12');
    expect(await resultValue(exact, 'downtime-year')).toBe('0.000031536');
    expect(await exact.locator('[data-result="downtime-year"] output').textContent()).toBe(
      '31.536 µs',
    );
    expect(warnings).toEqual([]);
    await exact.close();
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
