import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  horizontalOverflow,
  longTasksSince,
  openNarrowPage,
  openObservedPage,
  pageNow,
  resultNumber,
  resultValue,
  RESULTS_DIR,
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

/**
 * 30 days of 15 s samples of two counters (172,801 rows, 345,602 samples, 4.3 MB): 10 req/s
 * with 0.05% errors, and a 2% incident on day 10 for an hour.
 */
function monthCsv(): string {
  const rows = ['time,errors,total'];
  let errors = 0;
  let total = 0;
  const start = 1_700_000_000;
  for (let k = 0; k <= 30 * 5760; k++) {
    if (k > 0) {
      total += 150;
      const incident = k >= 10 * 5760 && k < 10 * 5760 + 240;
      errors += incident ? 3 : k % 14 === 0 ? 1 : 0;
    }
    rows.push(`${start + 15 * k},${errors},${total}`);
  }
  return rows.join('\n') + '\n';
}

/**
 * Records the page's main-thread tasks with Chrome's tracing (the long-task API reports only those
 * over 50 ms): `stop` gives the longest, in ms.
 */
async function traceTasks(p: Page): Promise<{ stop: () => Promise<number> }> {
  const cdp = await p.context().newCDPSession(p);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,__metadata',
    transferMode: 'ReportEvents',
  });
  return {
    stop: async () => {
      const complete = new Promise<void>((done) =>
        cdp.once('Tracing.tracingComplete', () => done()),
      );
      await cdp.send('Tracing.end');
      await complete;
      await cdp.detach();
      const main = new Set(
        events
          .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
          .map((e) => `${e.pid}:${e.tid}`),
      );
      const tasks = events.filter(
        (e) => e.ph === 'X' && /RunTask$/.test(e.name) && main.has(`${e.pid}:${e.tid}`),
      );
      return Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000));
    },
  };
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string };
}

/** Brings the timeline near the viewport (charts load only there) and waits for its plot. */
async function showTimeline(p: Page): Promise<void> {
  await p.locator('.chart-frame').first().scrollIntoViewIfNeeded();
  await p.locator('.backtest-chart svg.backtest-plot').waitFor();
}

/**
 * How far, in px, the firing strips' edges are from the plot area's (the grid's) left and right
 * edges: the strips share the chart's time axis.
 */
function stripsOffPlot(p: Page): Promise<number> {
  return p.evaluate(() => {
    const grid = document.querySelector('.backtest-chart .backtest-plot-area');
    const tracks = [...document.querySelectorAll('.backtest-chart .backtest-firing-track')];
    if (!grid || tracks.length === 0) return Infinity;
    const plot = grid.getBoundingClientRect();
    return Math.max(
      ...tracks.map((t) => {
        const r = t.getBoundingClientRect();
        return Math.max(Math.abs(r.left - plot.left), Math.abs(r.right - plot.right));
      }),
    );
  });
}

describe('alert backtest panel in Chromium', () => {
  it('opens on the worked example and replays it in a worker: the 1 h page at 6,240 s', async () => {
    await page.goto(`${base}#/backtest?v=1`);
    await simulationDone(page);
    expect(await page.locator('[data-status="done"]').textContent()).toMatch(/Web Worker/);
    expect(await resultValue(page, 'first-fire-1')).toBe('6240');
    expect(await resultValue(page, 'first-fire-2')).toBe('5160');
    expect(await resultValue(page, 'alerts-1')).toBe('1');
    expect(Math.abs((await resultNumber(page, 'budget-spent')) - 720 / 864)).toBeLessThan(1e-12);
    expect(await page.locator('[data-headline]').count()).toBeGreaterThan(0);
    await settle(page);
    await showTimeline(page);
    expect(await page.locator('article.panel').textContent()).not.toMatch(/NaN|Infinity/);
    expect(await stripsOffPlot(page)).toBeLessThan(1);
    const layout = await page.evaluate(() => {
      const results = document.querySelector('[data-section="results"]')!;
      const last = results.lastElementChild!.getBoundingClientRect();
      const blocks = [...document.querySelectorAll<HTMLElement>('.backtest-export pre')];
      return {
        // The results card ends after its content's padding, not at the inputs' height.
        gapUnderResults: results.getBoundingClientRect().bottom - last.bottom,
        inputs: document.querySelector('[data-section="inputs"]')!.getBoundingClientRect().height,
        results: results.getBoundingClientRect().height,
        blocks: blocks.map((b) => ({ shown: b.clientHeight, whole: b.scrollHeight })),
        rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
        page: document.documentElement.scrollHeight,
      };
    });
    console.log(`backtest: layout ${JSON.stringify(layout)}`);
    expect(layout.gapUnderResults).toBeLessThan(48);
    expect(layout.results).toBeLessThan(layout.inputs);
    // The promtool test and the rules (when the data allows a promtool test): each in a scroll
    // region of at most 28rem, however long the text.
    for (const b of layout.blocks) {
      expect(b.shown).toBeLessThanOrEqual(28 * layout.rem + 1);
      if (b.whole > 28 * layout.rem + 1) expect(b.shown).toBeLessThan(b.whole);
    }
    await screenshot(page, 'backtest-light');
    await screenshot(page.locator('[data-section="results"]'), 'backtest-light-results');
    await screenshot(page.locator('[data-section="timeline"]'), 'backtest-light-timeline');
  });

  it('reads a month of samples from a file off the main thread, with progress', async () => {
    const dir = join(RESULTS_DIR, 'backtest-input');
    await mkdir(dir, { recursive: true });
    const file = join(dir, 'month.csv');
    await writeFile(file, monthCsv());
    await page.goto(`${base}#/backtest?v=1`);
    await simulationDone(page);
    await showTimeline(page);
    await page.waitForTimeout(1000);
    // Watch for the progress bar's running state from the load on.
    await page.evaluate(() => {
      const w = window as unknown as { sawRunning: boolean };
      w.sawRunning = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-status="running"]')) w.sawRunning = true;
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    const trace = await traceTasks(page);
    const from = await pageNow(page);
    await page.getByLabel('Load a file…').setInputFiles(file);
    const until = await (
      await page
        .waitForFunction(
          () =>
            document.querySelector('[data-status="done"]') &&
            /CSV/.test(document.querySelector('.backtest-source')?.textContent ?? '')
              ? performance.now()
              : 0,
          undefined,
          { polling: 'raf', timeout: 40_000 },
        )
        .catch(async (e: unknown) => {
          const seen = await page.evaluate(
            () =>
              `${location.hash} · ${document.querySelector('[data-status]')?.textContent ?? 'no status'} · ${document.querySelector('.backtest-source')?.textContent ?? ''} · ${document.querySelector('.backtest-data')?.textContent?.slice(0, 300) ?? ''}`,
          );
          throw new Error(`no finished replay of the file: ${seen}`, { cause: e });
        })
    ).jsonValue();
    expect(
      await page.evaluate(() => (window as unknown as { sawRunning: boolean }).sawRunning),
    ).toBe(true);
    expect(await page.locator('.backtest-source').textContent()).toMatch(/345,602 samples/);
    expect(await resultValue(page, 'alerts-1')).toBe('1');
    expect(await page.evaluate(() => location.hash)).toMatch(/sample=own/);
    // The chart of the month drawn: its lines on the page (the worked example's end is hours).
    const drawn = await (
      await page.waitForFunction(
        () => {
          const chart = document.querySelector<HTMLElement>('.backtest-chart[data-end]');
          return chart &&
            Number(chart.dataset.end) > 29 * 86_400 &&
            chart.querySelector('path.backtest-line[d^="M"]')
            ? performance.now()
            : 0;
        },
        undefined,
        { polling: 'raf', timeout: 20_000 },
      )
    ).jsonValue();
    await page.waitForTimeout(500);
    const tasks = await longTasksSince(page, from);
    const longest = await trace.stop();
    console.log(
      `backtest: a month of samples, load → result ${Math.round(until - from)} ms, → chart drawn ${Math.round(drawn - from)} ms; longest main-thread task (traced) ${longest.toFixed(1)} ms; long tasks ${JSON.stringify(tasks.map((t) => Math.round(t.duration)))}`,
    );
    // From the file's load until its chart is drawn (reading, parsing and replaying it, posting it
    // to the worker, taking the answer back, the results, then the timeline): no task over 50 ms.
    expect(tasks).toEqual([]);
    expect(await stripsOffPlot(page)).toBeLessThan(1);
    await screenshot(page.locator('[data-section="inputs"]'), 'backtest-month-inputs');
    await screenshot(page.locator('[data-section="timeline"]'), 'backtest-month-timeline');
  });

  it('has no serious accessibility violations, light or dark, and fits 360 px', async () => {
    await page.goto(`${base}#/backtest?sample=slow-burn`);
    await simulationDone(page);
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await showTimeline(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await stripsOffPlot(page)).toBeLessThan(1);
    // A week scraped every minute gets its promtool test: it and the rules, in 28rem scroll regions.
    const blocks = await page
      .locator('.backtest-export pre')
      .evaluateAll((pres) =>
        pres.map((b) => ({ shown: b.clientHeight, whole: b.scrollHeight, focusable: b.tabIndex })),
      );
    expect(blocks.length).toBe(2);
    for (const b of blocks) {
      expect(b.shown).toBeLessThanOrEqual(28 * 16 + 1);
      expect(b.whole).toBeGreaterThan(b.shown);
      expect(b.focusable).toBe(0);
    }
    await screenshot(page, 'backtest-dark');
    await screenshot(page.locator('[data-section="timeline"]'), 'backtest-dark-timeline');
    await screenshot(page.locator('[data-section="policies"]'), 'backtest-dark-policies');
    await page.emulateMedia({ colorScheme: 'light' });
    const narrow = await openNarrowPage(context);
    await narrow.goto(`${base}#/backtest?v=1`);
    await simulationDone(narrow);
    await settle(narrow);
    expect(await horizontalOverflow(narrow)).toBeLessThanOrEqual(0);
    await showTimeline(narrow);
    expect(await stripsOffPlot(narrow)).toBeLessThan(1);
    await screenshot(narrow.locator('[data-section="timeline"]'), 'backtest-360-timeline');
    await screenshot(narrow, 'backtest-360');
    await screenshot(narrow, 'backtest-360-top', { viewport: true });
    await screenshot(narrow.locator('[data-section="inputs"]'), 'backtest-360-inputs');
    await narrow.close();
    expect(errors).toEqual([]);
  });
});
