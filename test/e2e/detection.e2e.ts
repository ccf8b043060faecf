import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, resultValue, showChart, watchErrors, resultNumber, showFormula } from './browser';

const base = inject('baseUrl');
/** A shared link: the worked example with a flakier dependency and 200 nodes. */
const shared = `${base}#/detection?q=0.01&fleet=200`;

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  context = await launch();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(base).origin,
  });
  page = await context.newPage();
  errors = watchErrors(page);
});

afterAll(async () => {
  await context.close();
});

/** p_eff at p = 0.05, q = 0.01, and the checks between false triggers at N = 3. */
const P_EFF = 1 - 0.95 * 0.99;
const E_EFF = (1 - P_EFF ** 3) / ((1 - P_EFF) * P_EFF ** 3);

const num = resultNumber;
const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThan(1e-9);

describe('health-check tuning panel in Chromium', () => {
  it('opens a shared link and reads every result id', async () => {
    await page.goto(shared);
    await page.locator('[data-result="mtbft"][data-value]:not([data-value=""])').waitFor();
    near(await num(page, 'false-trigger-probability'), 1.25e-4);
    near(await num(page, 'reduction-factor'), 400);
    expect(await resultValue(page, 'detection-worst')).toBe('15');
    expect(await resultValue(page, 'detection-mean')).toBe('12.5');
    expect(await resultValue(page, 'detection-extra')).toBe('10');
    // With q = 0.01 every node's check fails with p_eff = 1 − 0.95 × 0.99 = 0.0595.
    near(await num(page, 'checks-between-false-triggers'), E_EFF);
    near(await num(page, 'mtbft'), 5 * E_EFF);
    near(await num(page, 'false-triggers-node-day'), 17_280 / E_EFF);
    expect(await num(page, 'false-triggers-node-day')).toBeCloseTo(3.424, 3);
    near(await num(page, 'false-triggers-fleet-day'), (200 * 17_280) / E_EFF);
    const s = 1 - P_EFF;
    const eH = (1 - s ** 2) / (P_EFF * s ** 2);
    near(await num(page, 'capacity-lost'), eH / (E_EFF + eH));
    // (30 d / 5 s) × (1 − q)·q³ / (1 − q³) with q = 0.01.
    near(await num(page, 'fleet-ejections-month'), (518_400 * 0.99 * 1e-6) / (1 - 1e-6));
    // 200 nodes at p_eff: N = 6 gives 4.33 a month, N = 7 gives 0.257.
    expect(await resultValue(page, 'recommended-n')).toBe('7');
    await showFormula(page);
    await showChart(page);
  });

  it('copies a config snippet to the clipboard', async () => {
    const section = page.getByRole('region', { name: 'Copy as config' });
    await section.getByRole('radio', { name: /Envoy/ }).check();
    await section.getByRole('button', { name: 'Copy Envoy config' }).click();
    await expect.poll(() => section.getByRole('status').textContent()).toBe('Envoy config copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('health_checks:\n  - interval: 5s\n    timeout: 1s');
    expect(copied).toContain('unhealthy_threshold: 3');
    expect(copied).toContain('healthy_threshold: 2');
  });

  it('keeps the URL in step, explains bad input and keeps other results', async () => {
    await page.getByLabel('Failures to eject N').fill('2.5');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toMatch(/must be a whole number/);
    expect(await resultValue(page, 'detection-worst')).toBe('');
    expect(await resultValue(page, 'false-triggers-fleet-day')).toBe('');
    // 200 nodes at p_eff: N = 6 gives 4.33 a month, N = 7 gives 0.257.
    expect(await resultValue(page, 'recommended-n')).toBe('7');
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe('#/detection?n=2.5&fleet=200&q=0.01');
    expect(await page.locator('body').textContent()).not.toMatch(/NaN|Infinity/);
    await page.getByLabel('Failures to eject N').fill('3');
  });

  it('reads the shared link in embed mode and links back to it', async () => {
    const embed = await context.newPage();
    const embedErrors = watchErrors(embed);
    await embed.goto(`${shared}&embed`);
    await embed.locator('[data-result="mtbft"][data-value]:not([data-value=""])').waitFor();
    near(await num(embed, 'false-triggers-fleet-day'), (200 * 17_280) / E_EFF);
    const open = embed.getByRole('link', { name: 'Open in Reliability Lab' });
    expect(await open.getAttribute('href')).toBe('#/detection?fleet=200&q=0.01');
    expect(embedErrors).toEqual([]);
    await embed.close();
  });

  it('opens a link full of garbage without crashing', async () => {
    const bad = await context.newPage();
    const badErrors = watchErrors(bad);
    await bad.goto(`${base}#/detection?p=often&n=0&i=-5&q=2&fleet=lots`);
    await bad.getByLabel('Failures to eject N').waitFor();
    const alerts = (await bad.getByRole('alert').allTextContents()).join(' ');
    expect(alerts).toMatch(/“often” is not a number/);
    expect(alerts).toMatch(/at least 1/);
    expect(alerts).toMatch(/cannot be negative/);
    expect(await bad.getByLabel('Failure probability p').inputValue()).toBe('often');
    expect(await resultValue(bad, 'mtbft')).toBe('');
    expect(await bad.locator('body').textContent()).not.toMatch(/NaN|Infinity/);
    expect(badErrors).toEqual([]);
    await bad.close();
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
