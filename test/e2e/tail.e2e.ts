import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  longTasksSince,
  openObservedPage,
  pageNow,
  resultKnown,
  resultNumber,
  resultValue,
  screenshot,
  seriousViolations,
  settle,
  simulationDone,
} from './browser';

const base = inject('baseUrl');

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ context, page, errors } = await openObservedPage(base));
});

afterAll(() => context.close());

const num = resultNumber;

describe('tail latency & hedging panel in Chromium', () => {
  it('opens on the worked example and simulates it in a worker, near the closed forms', async () => {
    await page.goto(`${base}#/tail`);
    await page.locator('[data-result="hedged-p99"][data-value="0.03"]').waitFor();
    expect(await resultValue(page, 'p99')).toBe('1');
    expect(Math.abs((await num(page, 'slow-request-share')) - (1 - 0.99 ** 100))).toBeLessThan(
      1e-12,
    );
    await resultKnown(page, 'sim-extra-load');
    await simulationDone(page);
    expect(await page.locator('[data-status="done"]').textContent()).toMatch(/Web Worker/);
    expect(Math.abs((await num(page, 'sim-extra-load')) - 0.01)).toBeLessThan(0.0005);
  });

  it('draws the three charts with their data, and the configs to copy', async () => {
    await settle(page);
    expect(await page.locator('.recharts-surface').count()).toBe(3);
    expect(await page.getByRole('button', { name: /Copy/ }).count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'tail');
  });

  it('reruns the simulation on a new seed with no main-thread task over 50 ms', async () => {
    const before = await resultValue(page, 'sim-extra-load');
    await page.waitForTimeout(500);
    const from = await pageNow(page);
    await page.getByLabel('Seed').fill('9');
    await page
      .locator(`[data-result="sim-extra-load"]:not([data-value=""]):not([data-value="${before}"])`)
      .waitFor({ timeout: 45_000 });
    await simulationDone(page);
    const until = await pageNow(page);
    expect((await longTasksSince(page, from)).filter((t) => t.start < until)).toEqual([]);
  });

  it('has no serious accessibility violations, light or dark, and no page errors', async () => {
    await page.goto(`${base}#/tail?dist=lognormal`);
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tail-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(errors).toEqual([]);
  });
});
