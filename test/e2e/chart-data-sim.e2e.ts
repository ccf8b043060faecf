import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  gotoFresh,
  openNarrowPage,
  openPage,
  RESULTS_DIR,
  screenshot,
  seriousViolations,
  settle,
} from './browser';
import type { BrowserContext } from 'playwright-core';
import { POLICIES } from '@/core/overload/types';

/** The sweep table's Finagle column: f, then each policy in POLICIES order. */
const FINAGLE = 1 + POLICIES.indexOf('finagle');

/**
 * The simulated charts (retries: wave, recovery, contention; overload: sweep, metastable) carry
 * their series as a "Show data" table: here each table is opened in Chromium, its rows are counted
 * against the marks the SVG draws, and a few rows are compared with values worked out by hand.
 */
const base = inject('baseUrl');

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  await mkdir(RESULTS_DIR, { recursive: true });
  ({ context, page, errors } = await openPage());
});

afterAll(async () => {
  await context.close();
});

/** A chart's figure, by its exact title. */
const frame = (p: Page, title: string) =>
  p.locator('figure.chart-frame').filter({ has: p.getByText(title, { exact: true }) });

/** Opens a chart's "Show data" and returns its rows' raw values (null where a cell has none). */
async function openData(figure: Locator): Promise<(number | null)[][]> {
  await figure.scrollIntoViewIfNeeded();
  await figure.locator('.recharts-wrapper > svg.recharts-surface').waitFor();
  const details = figure.locator('details.chart-data');
  const rows = Number(await details.getAttribute('data-chart-data'));
  await details.locator('summary').click();
  await expect.poll(() => details.locator('tbody tr').count()).toBe(rows);
  return details.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('th, td')].map((c) => {
        const v = c.getAttribute('data-value');
        return v === null || v === '' ? null : Number(v);
      }),
    ),
  );
}

/** Bars drawn (Recharts leaves empty bars and stack segments out). */
const barCount = (figure: Locator) => figure.locator('.recharts-bar-rectangle').count();

/** Each line's vertices: the M/L commands of its path (the lines are linear, without dots). */
const lineVertices = (figure: Locator) =>
  figure
    .locator('path.recharts-line-curve')
    .evaluateAll((paths) =>
      paths.map((p) => (p.getAttribute('d') ?? '').match(/[ML]/g)?.length ?? 0),
    );

/** What each line of a wide table (x, then a column per line) should have: its filled cells. */
const filledPerColumn = (rows: (number | null)[][]) =>
  (rows[0] ?? []).slice(1).map((_, j) => rows.filter((r) => r[j + 1] !== null).length);

const column = (rows: (number | null)[][], j: number) => rows.map((r) => r[j] ?? NaN);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

async function open(url: string): Promise<void> {
  await gotoFresh(page, `${base}${url}`);
  await page.locator('[data-status="done"]').waitFor({ timeout: 120_000 });
  await settle(page);
}

describe('simulated charts carry their data (Chromium)', () => {
  it('wave: a bar per row; full jitter sums to 1000 within [0, 8 s), no jitter is one bar at 7.8 s', async () => {
    await open('#/retries');
    const full = frame(page, 'Full jitter');
    const rows = await openData(full);
    expect(await barCount(full)).toBe(rows.length);
    // v = min(20, 2³) = 8 s in 0.3 s bars: 27 bars, from 0 to 7.8 s.
    expect(rows).toHaveLength(27);
    expect(sum(column(rows, 2))).toBe(1000);
    for (const from of column(rows, 0)) expect(from).toBeLessThan(8);
    const none = frame(page, 'Exponential, no jitter');
    const one = await openData(none);
    expect(await barCount(none)).toBe(1);
    expect(one).toEqual([[expect.closeTo(7.8, 9), expect.closeTo(8.1, 9), 1000]]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('wave, 100 clients at retry 5 under a 10 s cap: empty bars are neither drawn nor listed', async () => {
    await open('#/retries?clients=100&attempt=5&cap=10');
    const full = frame(page, 'Full jitter');
    const rows = await openData(full);
    expect(await barCount(full)).toBe(rows.length);
    // v = min(10, 2⁵) = 10 s in 0.2 s bars: 50 possible, 2 arrivals expected in each.
    expect(rows.length).toBeLessThanOrEqual(50);
    expect(sum(column(rows, 2))).toBe(100);
    for (const from of column(rows, 0)) expect(from).toBeLessThan(10);
  });

  it('recovery: a stacked segment per row; no jitter’s six waves at 0, 2, 6, 14, 30 and 50 s', async () => {
    await open('#/retries?mode=recovery');
    const none = frame(page, 'Exponential, no jitter');
    const rows = await openData(none);
    expect(await barCount(none)).toBe(rows.length);
    // Waves of 1000, 1000, 1000, 950, 900, 850 in one 0.1 s window each (50 admitted a window
    // after the 5 s outage): ×10 per second.
    expect(rows.map((r) => r.slice(1))).toEqual([
      [0, 1, 10_000],
      [2, 2, 10_000],
      [6, 3, 10_000],
      [14, 4, 9_500],
      [30, 5, 9_000],
      [50, 6, 8_500],
    ]);
    const full = frame(page, 'Full jitter');
    const jittered = await openData(full);
    expect(await barCount(full)).toBe(jittered.length);
    expect(jittered[0]).toEqual([0, 0, 1, 10_000]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('recovery with Retry-After: 1 s: still a segment per row', async () => {
    await open('#/retries?mode=recovery&retry_after=1');
    for (const title of ['Exponential, no jitter', 'Full jitter']) {
      const figure = frame(page, title);
      const rows = await openData(figure);
      expect(rows.length).toBeGreaterThan(0);
      expect(await barCount(figure)).toBe(rows.length);
    }
  });

  it('contention: each line has a vertex per row, and every run needs at least N write calls', async () => {
    await open('#/retries?mode=contention&runs=5');
    for (const title of ['Work', 'Completion time']) {
      const figure = frame(page, title);
      const rows = await openData(figure);
      expect(column(rows, 0)).toEqual([
        10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190,
      ]);
      expect(await lineVertices(figure)).toEqual(filledPerColumn(rows));
      expect(filledPerColumn(rows)).toEqual([19, 19, 19, 19, 19]);
      if (title === 'Work')
        for (const r of rows) for (const v of r.slice(1)) expect(v).toBeGreaterThanOrEqual(r[0]!);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sweep: 8 lines of 21 points; no retries load 1, plain retries 1 at f = 0 and 3 at f = 1', async () => {
    await open('#/overload');
    const load = frame(page, 'Load against failure ratio');
    const rows = await openData(load);
    expect(column(rows, 0)).toEqual(Array.from({ length: 21 }, (_, i) => Math.round(i * 5) / 100));
    expect(await lineVertices(load)).toEqual(filledPerColumn(rows));
    expect(filledPerColumn(rows)).toEqual([21, 21, 21, 21, 21, 21, 21, 21]);
    await screenshot(load, 'chart-data-sim-sweep');
    for (const v of column(rows, 1)) expect(v).toBe(1);
    expect(rows[0]?.[2]).toBe(1);
    expect(rows[20]?.[2]).toBe(3);
    // f = 0.5, m = 3: (1 − 0.5³) / 0.5 = 1.75, about 60,000 requests (4 standard errors ≈ 0.02).
    expect(Math.abs((rows[10]?.[2] ?? NaN) - 1.75)).toBeLessThan(0.02);
    // Finagle (column 6: f, none, retries, grpc, aws, aws_legacy, finagle) at f = 1: at most
    // 1 + 20% + 100 clients × 10/s ÷ 1000/s = 2.2.
    expect(rows[20]?.[FINAGLE]).toBeLessThanOrEqual(2.2);
    const success = frame(page, 'Success against failure ratio');
    const shares = await openData(success);
    expect(await lineVertices(success)).toEqual(filledPerColumn(shares));
    expect(shares[20]?.[1]).toBe(0);
    expect(shares[0]?.[2]).toBe(1);
    // The table's success is the result the page shows for the same point.
    expect(shares[10]?.[2]).toBe(
      Number(await page.locator('[data-result="success:retries:0.5"]').getAttribute('data-value')),
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sweep with one client: Finagle’s budget binds near 1 + 20% + 10 ÷ 1000 = 1.21', async () => {
    await open('#/overload?clients=1&duration=20');
    const load = frame(page, 'Load against failure ratio');
    const rows = await openData(load);
    expect(await lineVertices(load)).toEqual(filledPerColumn(rows));
    // It tends to 1.21; the budget starts with its reserve, 10/s × 10 s TTL = 100 retries more over
    // 20 s × 1000 requests: at most 1.215, and more than the 1.2 that percent alone allows.
    expect(rows[20]?.[FINAGLE]).toBeLessThanOrEqual(1.215);
    expect(rows[20]?.[FINAGLE]).toBeGreaterThan(1.2);
  });

  it('metastable: 3 lines of 120 points; plain retries send 3 × 800/s and answer none in time', async () => {
    await open('#/overload?mode=metastable');
    const none = frame(page, 'No retries');
    const rows = await openData(none);
    expect(column(rows, 0)).toEqual(Array.from({ length: 120 }, (_, t) => t));
    expect(await lineVertices(none)).toEqual([120, 120, 120]);
    // During the trigger the wait grows 0.375 s a second (300/s queued, served at 500/s):
    // ≈ 3.56 s at t = 19, ±4 × √(800 × 5.9) ÷ 500 ≈ 0.55 s.
    expect(Math.abs((rows[19]?.[3] ?? NaN) - 3.5625)).toBeLessThan(0.55);
    const retries = frame(page, 'Plain retries');
    const late = (await openData(retries)).slice(60);
    expect(await lineVertices(retries)).toEqual([120, 120, 120]);
    expect(Math.abs(sum(column(late, 1)) / 60 - 2400)).toBeLessThan(44);
    expect(sum(column(late, 2))).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('metastable with shedding: still a vertex per row on every line', async () => {
    await open('#/overload?mode=metastable&shed=1');
    const figure = frame(page, 'Plain retries');
    const rows = await openData(figure);
    expect(await lineVertices(figure)).toEqual(filledPerColumn(rows));
    expect(errors).toEqual([]);
  });

  it('looks right opened: light, dark and at 360 px (screenshots under test-results/)', async () => {
    await open('#/retries');
    const full = frame(page, 'Full jitter');
    await openData(full);
    await screenshot(full, 'chart-data-sim-light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await screenshot(full, 'chart-data-sim-dark');
    expect(await seriousViolations(page)).toEqual([]);
    const narrow = await openNarrowPage(context);
    await narrow.goto(`${base}#/overload?mode=metastable`);
    await narrow.locator('[data-status="done"]').waitFor({ timeout: 120_000 });
    await settle(narrow);
    const figure = frame(narrow, 'No retries');
    await openData(figure);
    // The chart and the first rows of its table (the whole figure is 120 rows long).
    await figure.scrollIntoViewIfNeeded();
    const box = await figure.boundingBox();
    await screenshot(narrow, 'chart-data-sim-360', {
      clip: { x: 0, y: Math.max(0, box?.y ?? 0), width: 360, height: 640 },
    });

    expect(
      await narrow.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    ).toBeLessThanOrEqual(0);
    await narrow.close();
  });
});
