import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, resultValue, screenshot, seriousViolations, settle } from './browser';

const base = inject('baseUrl');
/** u = 10⁻⁶ · 10⁻⁶ = 10⁻¹²: twelve nines, A = 99.9999999999% exactly. */
const TOPOLOGY = 'parallel(a: 99.9999, b: 99.9999)';
const TWELVE_NINES = '99.9999999999';

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ context, page, errors } = await openPage());
});

afterAll(() => context.close());

describe('cross-panel links in Chromium', () => {
  it('opens Composition’s total availability in Nines, with the exact value in the field', async () => {
    await page.goto(`${base}#/composition?t=${encodeURIComponent(TOPOLOGY)}`);
    await page.locator('[data-result="total-availability"]:not([data-value=""])').waitFor();
    await settle(page);
    const card = page.locator('[data-result="total-availability"]');
    expect(await card.locator('output').textContent()).toBe(`${TWELVE_NINES}%`);
    const link = card.getByRole('link', {
      name: `Open in Nines & downtime budgets with ${TWELVE_NINES}%`,
    });
    expect(await link.textContent()).toBe('Open in Nines & downtime budgets');
    expect(await link.getAttribute('href')).toBe(`#/nines?a=${TWELVE_NINES}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(card, 'cross-links-composition-card');

    // By keyboard, as a reader without a mouse would: focus the link and press Enter.
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Nines & downtime budgets' }).waitFor();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/nines?a=${TWELVE_NINES}`);
    expect(await page.getByLabel('Availability target').inputValue()).toBe(TWELVE_NINES);
    await page.locator('[data-result="nines"]:not([data-value=""])').waitFor();
    expect(await resultValue(page, 'nines')).toBe('12');
    // The hash stays the link's: the Composition panel's URL sync has stopped.
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => location.hash)).toBe(`#/nines?a=${TWELVE_NINES}`);
    expect(errors).toEqual([]);
  });
});
