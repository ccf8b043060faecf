import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { simulateCapacity } from '@/core/capacity/simulate';
import { deriveCapacity } from '@/features/capacity/capacity-model';
import { capacityState } from '@/features/capacity/state';
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
  showChart,
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

describe('queueing & capacity panel in Chromium', () => {
  it('opens on the worked example (ρ 0.625, C 0.1672665, p99 wait 46.950 ms) and simulates it in a worker', async () => {
    await page.goto(`${base}#/capacity`);
    await page.locator('[data-result="utilisation"][data-value="0.625"]').waitFor();
    expect(Math.abs((await num(page, 'p-wait')) - 0.1672665) / 0.1672665).toBeLessThan(1e-6);
    expect(Math.abs((await num(page, 'wait-p99')) - 0.04695) / 0.04695).toBeLessThan(2e-5);
    expect(await resultValue(page, 'az-loss')).toBe('overloaded');
    await simulationDone(page);
    expect(await page.locator('[data-status="done"]').textContent()).toMatch(/Web Worker/);
    // 200,000 requests: P(wait)'s standard error is near 0.002.
    expect(Math.abs((await num(page, 'sim-p-wait')) - 0.1672665)).toBeLessThan(0.012);
  });

  it('browser equals Node: the link’s seed gives the same simulated requests', async () => {
    await page.goto(`${base}#/capacity?cv=0.5&seed=7`);
    await page.locator('[data-result="method"][data-value="allen-cunneen"]').waitFor();
    // The previous link's run is done too: wait for this link's own results.
    await resultKnown(page, 'sim-mean-wait');
    const model = deriveCapacity({
      ...capacityState.useStore.getState().inputs,
      cv: '0.5',
      seed: '7',
    });
    if (model.job?.mode !== 'capacity') throw new Error('no capacity job');
    const node = simulateCapacity(model.job.params);
    expect(await num(page, 'sim-mean-wait')).toBe(node.meanWait.mean);
    expect(await num(page, 'sim-wait-p99')).toBe(node.waitP99);
  });

  it('refuses overload in words and keeps the URL in step with typing', async () => {
    // A link with a parameter: the bare route would reopen the previous test's stored inputs.
    await page.goto(`${base}#/capacity?seed=1`);
    await page.getByLabel('Arrival rate', { exact: true }).fill('200');
    await expect.poll(() => resultValue(page, 'queue-growth')).toBe('40');
    expect(await page.locator('.capacity-overload').textContent()).toMatch(/grows without bound/);
    expect(await resultValue(page, 'mean-wait')).toBe('');
    expect(await page.locator('article.panel').textContent()).not.toMatch(/NaN|Infinity/);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/capacity?rate=200');
  });

  it('draws the knee, the wait CDF and the closed loop', async () => {
    await page.goto(`${base}#/capacity?loop=closed&users=120`);
    await resultKnown(page, 'throughput');
    await settle(page);
    await showChart(page);
    // Three charts: the knee, the waiting time and the closed loop.
    expect(await page.locator('.recharts-surface').count()).toBe(3);
    // 120 users thinking 0.5 s on 8 servers of 50 ms: past N* = 88, throughput near c/S = 160/s.
    const x = await num(page, 'throughput');
    expect(x).toBeGreaterThan(150);
    expect(x).toBeLessThan(160);
    await screenshot(page, 'capacity-closed');
  });

  it('reruns the simulation on a new seed with no main-thread task over 50 ms', async () => {
    await page.goto(`${base}#/capacity`);
    await settle(page);
    await simulationDone(page);
    const before = await resultValue(page, 'sim-mean-wait');
    await page.waitForTimeout(500);
    const from = await pageNow(page);
    await page.getByLabel('Seed').fill('9');
    await page
      .locator(`[data-result="sim-mean-wait"]:not([data-value=""]):not([data-value="${before}"])`)
      .waitFor({ timeout: 45_000 });
    await simulationDone(page);
    const until = await pageNow(page);
    expect((await longTasksSince(page, from)).filter((t) => t.start < until)).toEqual([]);
  });

  it('has no serious accessibility violations, light or dark, and no page errors', async () => {
    await page.goto(`${base}#/capacity`);
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'capacity');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'capacity-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(errors).toEqual([]);
  });
});
