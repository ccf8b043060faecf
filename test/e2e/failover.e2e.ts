import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { quantile } from '@/core/failover/distribution';
import { simulateAz, simulateRegion } from '@/core/failover/simulate';
import { openPage, resultValue, showChart, watchErrors, resultNumber } from './browser';

const base = inject('baseUrl');
const query = 'az_i=5&az_n=2&drain=0&ttl=60&stale=0.05&a=99.95&seed=7';
const shared = `${base}#/failover?${query}`;

/** What Node computes for the same link: the browser must show exactly these clients. */
const AZ = simulateAz({ interval: 5, threshold: 2, drain: 0 }, 7);
const REGION = simulateRegion(
  { interval: 5, threshold: 3, ttl: 60, staleShare: 0.05, staleMax: 900 },
  7,
);
/** 99.95% of a 365-day year: 15,768 s. */
const BUDGET = 15_768;

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ context, page, errors } = await openPage());
});

afterAll(() => context.close());

const num = resultNumber;

/** The link's results as the page first showed them, for the checks that come back to them. */
const seed7 = { azP50: '', regionP50: '' };

describe('failover panel in Chromium', () => {
  it('opens a shared link: on-paper figures, RPO and budget shares', async () => {
    await page.goto(shared);
    await page.locator('[data-result="az-failover"][data-value="10"]').waitFor();
    // 5 × 2 + 0 = 10 s; 5 × 3 + 60 = 75 s.
    expect(await resultValue(page, 'region-failover')).toBe('75');
    expect(await resultValue(page, 'rpo-writes')).toBe('100');
    expect(await resultValue(page, 'budget-year')).toBe(String(BUDGET));
    expect(await num(page, 'budget-share-az')).toBeCloseTo((4 * 10) / BUDGET, 12);
    expect(await num(page, 'budget-share-region')).toBeCloseTo((4 * 75) / BUDGET, 12);
    expect(await page.getByLabel('Record TTL').inputValue()).toBe('60');
  });

  it('browser equals Node: the failover simulation draws the same clients for the link’s seed', async () => {
    seed7.azP50 = (await resultValue(page, 'az-p50')) ?? '';
    seed7.regionP50 = (await resultValue(page, 'region-p50')) ?? '';
    expect(seed7.azP50 && seed7.regionP50).not.toBe('');
    expect(await num(page, 'az-p50')).toBe(quantile(AZ, 0.5));
    expect(await num(page, 'az-p99')).toBe(quantile(AZ, 0.99));
    expect(await num(page, 'region-p50')).toBe(quantile(REGION, 0.5));
    expect(await num(page, 'region-p99')).toBe(quantile(REGION, 0.99));
    expect(await num(page, 'region-max')).toBe(REGION[REGION.length - 1]);
  });

  it('simulates the link near the closed forms', async () => {
    // Multi-AZ: 5 s × (2 − u), uniform on (5, 10]: median 7.5 s, p99 9.95 s (standard errors of
    // 10,000 draws: 0.025 s and 0.005 s; four of them allowed).
    expect(Math.abs((await num(page, 'az-p50')) - 7.5)).toBeLessThan(0.1);
    expect(Math.abs((await num(page, 'az-p99')) - 9.95)).toBeLessThan(0.02);
    expect(await num(page, 'az-max')).toBeLessThanOrEqual(10);
    // DNS: detection uniform on (10, 15], then what is left of a 60 s TTL, or of 900 s for 5%:
    // 0.95·S₆₀ + 0.05·S₉₀₀ is ½ at 43.97 s (density 0.016/s, standard error 0.31 s) and 1% where
    // S₉₀₀ = 0.2, at 12.5 + 0.8 · 900 = 732.5 s, among 500 stale clients (about ±25 s each).
    expect(Math.abs((await num(page, 'region-p50')) - 43.97)).toBeLessThan(1.3);
    expect(Math.abs((await num(page, 'region-p99')) - 732.5)).toBeLessThan(100);
    expect(await num(page, 'region-max')).toBeLessThanOrEqual(915);
  });

  it('draws both CDFs and keeps the URL in step with typing', async () => {
    await showChart(page);
    expect(await page.locator('.recharts-line').count()).toBe(2);
    await page.getByLabel('Writes per second').fill('250');
    await expect.poll(() => resultValue(page, 'rpo-writes')).toBe('250');
    await expect.poll(() => page.evaluate(() => location.hash)).toContain('writes=250');
    await page.getByLabel('Writes per second').fill('100');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/failover?${query}`);
  });

  // Wall-clock thresholds on a shared 2-core machine: in its slow spells (every loop ~1.8× slower)
  // the one commit that redraws tables and chart crosses 50 ms, with the code of this commit and
  // with the code before it alike (measured: 1.5 long tasks per run on both, 10 runs each). The
  // thresholds stay; a second and third attempt on the now-warm page tell a spell from a change.
  it(
    'stays responsive while re-simulating: results render deferred, in short tasks',
    { retry: 2 },
    async () => {
      await page.evaluate(() => {
        const w = window as unknown as {
          longTasks: number[];
          longTaskObserver?: PerformanceObserver;
        };
        w.longTaskObserver?.disconnect(); // a retry counts its own run only
        w.longTasks = [];
        w.longTaskObserver = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
        });
        w.longTaskObserver.observe({ type: 'longtask' });
      });
      const ttl = page.getByLabel('Record TTL');
      for (const value of ['31', '45', '120', '60']) {
        await ttl.fill(value);
        await page.waitForTimeout(120);
      }
      const draw = page.getByRole('button', { name: 'Draw other clients' });
      for (let i = 0; i < 4; i++) {
        await draw.click();
        await page.waitForTimeout(120);
      }
      await expect.poll(() => resultValue(page, 'region-failover')).toBe('75');
      const long = await page.evaluate(
        () => (window as unknown as { longTasks: number[] }).longTasks,
      );
      // Eight full re-simulations and redraws. Before the results were deferred, every one was a
      // 50–130 ms task on this machine; now none usually is. One is tolerated for a busy CI box.
      expect(long.filter((d) => d > 50).length).toBeLessThanOrEqual(1);
      expect(Math.max(0, ...long)).toBeLessThan(150);
      // Back to the link's seed: the same clients as when the link was opened.
      await page.getByLabel('Seed').fill('7');
      await expect.poll(() => resultValue(page, 'az-p50')).toBe(seed7.azP50);
    },
  );

  it('copies the Terraform snippet to the clipboard', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(base).origin,
    });
    const config = page.getByRole('region', { name: 'Configuration' });
    await config.getByRole('button', { name: 'Copy Terraform' }).click();
    await config.getByText('Terraform copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/resource "aws_route53_health_check" "primary"/);
    expect(copied).toMatch(/request_interval\s+= 10 # asked for 5 s/);
    expect(copied).toMatch(/unhealthy_threshold = 2/);
    expect(copied).toMatch(/ttl\s+= 60/);
  });

  it('simulates the shared link in embed mode and links back to it', async () => {
    const embed = await context.newPage();
    const embedErrors = watchErrors(embed);
    await embed.goto(`${shared}&embed`);
    await embed.locator('[data-result="region-failover"][data-value="75"]').waitFor();
    // The embed draws the same clients as the full page for the same link.
    expect(await resultValue(embed, 'region-p50')).toBe(seed7.regionP50);
    const open = embed.getByRole('link', { name: 'Open in Reliability Lab' });
    expect(await open.getAttribute('href')).toBe(`#/failover?${query}`);
    expect(embedErrors).toEqual([]);
    await embed.close();
  });

  it('opens a link full of garbage, explaining each field, keeping what still works', async () => {
    const bad = await context.newPage();
    const badErrors = watchErrors(bad);
    await bad.goto(`${base}#/failover?az_i=soon&stale=2&dns_n=0.5&a=100`);
    await bad.getByLabel('LB check interval').waitFor();
    const alerts = (await bad.getByRole('alert').allTextContents()).join(' ');
    expect(alerts).toMatch(/“soon” is not a number/);
    expect(alerts).toMatch(/share of clients must be at most 1/);
    expect(alerts).toMatch(/must be a whole number/);
    expect(alerts).toMatch(/100% is not a target/);
    expect(await bad.getByLabel('LB check interval').inputValue()).toBe('soon');
    for (const id of ['az-failover', 'region-failover', 'az-p50', 'region-p50', 'budget-share-az'])
      expect(await resultValue(bad, id)).toBe('');
    expect(await resultValue(bad, 'rpo-writes')).toBe('100');
    expect(await bad.locator('body').textContent()).not.toMatch(/NaN|Infinity/);
    expect(badErrors).toEqual([]);
    await bad.close();
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
