import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoFresh, openPage, seriousViolations, settle } from './browser';

/**
 * Every chart of nines, composition, detection, failover and alerts carries its data: "Show data"
 * opens a table with one row per mark the chart draws. Here the marks are counted in the SVG
 * (bars, dots, or the vertices of each line's path) against the table, and a few cells are
 * compared with values worked by hand.
 */

const base = inject('baseUrl');

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ context, page, errors } = await openPage());
});

afterAll(() => context.close());

/** One cell of the opened table: its text and raw value (null where it has none). */
interface Cell {
  readonly text: string;
  readonly value: number | null;
}

/** A chart's frame in a section of the routed panel. */
const frameIn = (section: string) => page.locator(`[data-section="${section}"] .chart-frame`);

/** Opens "Show data" and reads the table: its rows of cells, after checking the announced count. */
async function openData(frame: Locator): Promise<Cell[][]> {
  const details = frame.locator('details.chart-data');
  const announced = Number(await details.getAttribute('data-chart-data'));
  // Closed, the rows are not even rendered.
  expect(await details.locator('tr').count()).toBe(0);
  await details.locator('summary').click();
  await details.locator('table').waitFor();
  const rows = await details.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.children].map((c) => {
        const v = c.getAttribute('data-value');
        return { text: c.textContent ?? '', value: v === null || v === '' ? null : Number(v) };
      }),
    ),
  );
  expect(rows).toHaveLength(announced);
  return rows;
}

/** The drawing commands of each line's path (M, L, C), in the order the lines are drawn. */
function lineCommands(frame: Locator): Promise<{ M: number; L: number; C: number }[]> {
  return frame.locator('path.recharts-line-curve').evaluateAll((paths) =>
    paths.map((p) => {
      const d = p.getAttribute('d') ?? '';
      const count = (letter: string) => d.split(letter).length - 1;
      return { M: count('M'), L: count('L'), C: count('C') };
    }),
  );
}

/** Vertices of a linear line (a move or a line to each point; a gap starts a new move). */
const linearVertices = (c: { M: number; L: number }) => c.M + c.L;

/** Cells of column `k` with a value: the points a line of the table draws. */
const valuesIn = (rows: Cell[][], k: number) => rows.filter((r) => r[k]?.value != null).length;

/** The row whose first cell's value is closest to `x`. */
const rowNear = (rows: Cell[][], x: number) =>
  rows.reduce((best, r) =>
    Math.abs((r[0]?.value ?? Infinity) - x) < Math.abs((best[0]?.value ?? Infinity) - x) ? r : best,
  );

async function open(hash: string): Promise<void> {
  await gotoFresh(page, `${base}#/${hash}`);
  await settle(page);
}

describe('chart data tables in Chromium', () => {
  it('nines: one row per point of the curve, through the ladder values', async () => {
    await open('nines');
    const frame = frameIn('chart');
    const rows = await openData(frame);
    // 99.99%: the axis runs from 1 to 7 nines, a point every quarter nine: 25.
    expect(rows).toHaveLength(25);
    // A monotone curve is a move and one cubic per further point.
    const [line] = await lineCommands(frame);
    expect(line && line.M + line.C).toBe(rows.length);
    // 365-day year: 99% → 3.65 days, 99.9% → 8.76 h = 31,536 s.
    expect(rowNear(rows, 2)[2]?.value).toBeCloseTo(3.65 * 86_400, 6);
    expect(rowNear(rows, 3)[2]).toEqual({ text: '8h 45m 36s', value: 31_536 });
    expect(rowNear(rows, 3)[1]?.text).toBe('99.9%');
    expect(await seriousViolations(page)).toEqual([]);

    // Eleven nines on the Gregorian year: the axis reaches 11 nines, (11 − 1)·4 + 1 = 41 points.
    await open('nines?a=99.999999999&cal=gregorian');
    const wide = await openData(frame);
    expect(wide).toHaveLength(41);
    const [longer] = await lineCommands(frame);
    expect(longer && longer.M + longer.C).toBe(41);
    expect(rowNear(wide, 3)[2]?.value).toBeCloseTo(31_556.952, 6);
  });

  it('composition: one row per bar, shares in closed form', async () => {
    await open('composition');
    const frame = frameIn('chart');
    const rows = await openData(frame);
    expect(await frame.locator('.recharts-bar-rectangle').count()).toBe(rows.length);
    expect(rows.map((r) => r[0]?.text)).toEqual(['app', 'lb', 'db1', 'db2']);
    // Series of u = 10⁻⁴, 5·10⁻⁴ and the pair's 10⁻⁸: app's share is 5·10⁻⁴(1 − 10⁻⁴)(1 − 10⁻⁸) / U.
    const total = 1 - (1 - 1e-4) * (1 - 5e-4) * (1 - 1e-8);
    expect(rows[0]?.[1]?.value).toBeCloseTo((5e-4 * (1 - 1e-4) * (1 - 1e-8)) / total, 12);
    expect(rows[0]?.[1]?.text).toBe('83.3%');
    expect(rows[1]?.[1]?.text).toBe('16.7%');
    expect(await seriousViolations(page)).toEqual([]);

    // Twelve components in series: the chart keeps the 10 largest. All at 99.9%, each share is
    // u(1 − u)¹¹ / (1 − (1 − u)¹²) with u = 0.001.
    const twelve = Array.from({ length: 12 }, (_, k) => `c${k + 1}: 99.9`).join(', ');
    await open(`composition?t=${encodeURIComponent(`series(${twelve})`)}`);
    const capped = await openData(frame);
    expect(capped).toHaveLength(10);
    expect(await frame.locator('.recharts-bar-rectangle').count()).toBe(10);
    const u = 0.001;
    for (const row of capped) {
      expect(row[1]?.value).toBeCloseTo((u * (1 - u) ** 11) / (1 - (1 - u) ** 12), 12);
    }
  });

  it('detection: one row per dot, equal to the renewal formula', async () => {
    await open('detection');
    const frame = frameIn('chart');
    const rows = await openData(frame);
    expect(rows).toHaveLength(10);
    expect(await frame.locator('.recharts-line-dot').count()).toBe(rows.length);
    // fleet × (2,592,000 / i)·(1 − p)pᴺ / (1 − pᴺ): N = 5 → 15.4, N = 6 → 0.77 a month.
    const byHand = (n: number) => (100 * (2_592_000 / 5) * 0.95 * 0.05 ** n) / (1 - 0.05 ** n);
    expect(rows[5]?.map((c) => c.text)).toEqual(['6', '30s', '0.77']);
    expect(Number(rows[4]?.[2]?.value) / byHand(5) - 1).toBeCloseTo(0, 9);
    expect(await seriousViolations(page)).toEqual([]);

    // p = 10⁻²⁰⁰: only N = 1 fits a double, 100 × 518,400 × 10⁻²⁰⁰.
    await open('detection?p=1e-200');
    const one = await openData(frame);
    expect(one).toHaveLength(1);
    expect(await frame.locator('.recharts-line-dot').count()).toBe(1);
    expect(Number(one[0]?.[2]?.value) / 5.184e-193 - 1).toBeCloseTo(0, 9);
  });

  it('failover: each CDF passes through every row, and reaches one half at its median', async () => {
    await open('failover');
    const frame = frameIn('chart');
    const rows = await openData(frame);
    // A step line is a move, then two lines (across, then up) per further point.
    const lines = await lineCommands(frame);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(1 + line.L / 2).toBe(rows.length);
    expect(rows[0]?.map((c) => c.value)).toEqual([10, 0, 0]);
    // Multi-AZ: 10 s × (3 − u), uniform on (20, 30]: half the clients by 25 s (10,000 of them).
    expect(Math.abs(Number(rowNear(rows, 25)[1]?.value) - 0.5)).toBeLessThan(0.03);
    expect(
      rows
        .at(-1)
        ?.slice(1)
        .map((c) => c.text),
    ).toEqual(['100%', '100%']);
    expect(await seriousViolations(page)).toEqual([]);

    // Without a valid multi-AZ path only the multi-region line and its column remain.
    await open('failover?az_i=0');
    const region = await openData(frame);
    expect(region[0]).toHaveLength(2);
    const drawn = (await lineCommands(frame)).filter((c) => c.M > 0);
    expect(drawn).toHaveLength(1);
    expect(1 + (drawn[0]?.L ?? 0) / 2).toBe(region.length);
  });

  it('alerts: each tier’s line draws the ratios that fire it; the replay draws every row', async () => {
    await open('alerts');
    const fire = frameIn('fire');
    const rows = await openData(fire);
    expect(rows).toHaveLength(83);
    const lines = await lineCommands(fire);
    expect(lines.map(linearVertices)).toEqual([1, 2, 3].map((k) => valuesIn(rows, k)));
    expect(lines.map(linearVertices)).toEqual([38, 46, 63]);
    // A full outage fires the Workbook's tiers after 0.0144 × 1 h, 0.006 × 6 h, 0.001 × 3 d.
    expect(rows.at(-1)?.map((c) => c.value)).toEqual([
      1,
      expect.closeTo(51.84, 9),
      expect.closeTo(129.6, 9),
      expect.closeTo(259.2, 9),
    ]);

    const replay = frameIn('replay');
    const samples = await openData(replay);
    expect(samples).toHaveLength(121);
    const replayLines = await lineCommands(replay);
    expect(replayLines.map(linearVertices)).toEqual([121, 121, 121]);
    // 2% for an hour, tier 1 (1 h / 5 min): half-way the long window is at 1%, the short at 2%,
    // and 0.02 × 1,800 s of the 2,592 s budget is spent.
    const half = samples.find((r) => r[0]?.value === 1800);
    expect(half?.map((c) => c.text)).toEqual(['30m', '1%', '2%', '1.39%']);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('alerts: sloth’s four tiers draw four lines, each through its column’s values', async () => {
    await open('alerts?policy=sloth');
    const fire = frameIn('fire');
    const sloth = await openData(fire);
    const slothLines = await lineCommands(fire);
    expect(slothLines).toHaveLength(4);
    expect(slothLines.map(linearVertices)).toEqual([1, 2, 3, 4].map((k) => valuesIn(sloth, k)));
    // Its ticket tiers, 10% of the budget over 1 d and over 3 d (3× and 1×), both fire a full
    // outage after 0.003 × 1 d = 0.001 × 3 d = 259.2 s.
    expect(
      sloth
        .at(-1)
        ?.slice(3)
        .map((c) => c.value),
    ).toEqual([expect.closeTo(259.2, 9), expect.closeTo(259.2, 9)]);
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
