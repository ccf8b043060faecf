import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launch,
  openNarrowPage,
  horizontalOverflow,
  resultKnown,
  RESULTS_DIR,
  screenshot,
  seriousViolations,
  settle,
  watchErrors,
} from './browser';

const base = inject('baseUrl');

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  await mkdir(RESULTS_DIR, { recursive: true });
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

/** Every result on the page, in order: its id and `data-value`. */
const domResults = (p: Page) =>
  p
    .locator('[data-result]')
    .evaluateAll((els) =>
      els.map((el) => [el.getAttribute('data-result') ?? '', el.getAttribute('data-value') ?? '']),
    );

const bar = (p: Page) => p.getByRole('group', { name: 'Export results' });

/** A Markdown table row's cells, with `\|` kept inside its cell. */
function mdCells(line: string): string[] {
  return line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|').replace(/\\\\/g, '\\'));
}

/** RFC 4180: fields split on commas outside quotes, rows on CRLF outside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return rows;
}

async function downloaded(p: Page, click: () => Promise<void>): Promise<[Download, Buffer]> {
  const [download] = await Promise.all([p.waitForEvent('download', { timeout: 90_000 }), click()]);
  const path = await download.path();
  return [download, await readFile(path)];
}

describe('results for docs that take no iframes', () => {
  it.each([
    ['nines', '#/nines?a=99.95', 'downtime-year'],
    ['detection', '#/detection?q=0.01&fleet=200', 'detection-worst'],
    ['alerts', '#/alerts', 'burn-1'],
  ])(
    '%s: Copy as Markdown puts the table with every data-value on the clipboard',
    async (_p, hash, id) => {
      await page.goto(`${base}${hash}`);
      await resultKnown(page, id);
      // Alerts' noise simulation fills its counts later: copy once every result is drawn.
      await settle(page);
      await bar(page).getByRole('button', { name: 'Copy as Markdown' }).click();
      await expect
        .poll(() => bar(page).getByRole('status').textContent())
        .toBe('Markdown table copied.');
      const md = await page.evaluate(() => navigator.clipboard.readText());
      const rows = md
        .split('\n')
        .filter((l) => l.startsWith('| '))
        .slice(2)
        .map(mdCells);
      const dom = await domResults(page);
      expect(rows.map((r) => r[2])).toEqual(dom.map(([, v]) => v));
      // The share link reopens the same inputs (the keys in the schema's order).
      const link = /^Link: <(.+)>$/m.exec(md)?.[1] ?? '';
      expect(link.startsWith(`${base}${hash.slice(0, hash.indexOf('?') + 1 || undefined)}`)).toBe(
        true,
      );
      const query = (url: string) =>
        [...new URLSearchParams(url.split('?')[1] ?? '')]
          .filter(([k]) => k !== 'v')
          .sort()
          .join('&');
      expect(query(link)).toBe(query(hash));
    },
  );

  it('downloads CSV and JSON with the page’s data-values, one row per result', async () => {
    await page.goto(`${base}#/failover?ttl=60&stale=0.05`);
    await resultKnown(page, 'az-failover');
    const dom = await domResults(page);
    const [csvFile, csv] = await downloaded(page, () =>
      bar(page).getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(csvFile.suggestedFilename()).toBe('reliability-lab-failover.csv');
    const [header, ...rows] = parseCsv(csv.toString('utf8'));
    expect(header).toEqual(['id', 'label', 'shown', 'value', 'unit', 'status', 'stale_value']);
    expect(rows.map((r) => [r[0], r[3]])).toEqual(dom);

    const [jsonFile, json] = await downloaded(page, () =>
      bar(page).getByRole('button', { name: 'Download JSON' }).click(),
    );
    expect(jsonFile.suggestedFilename()).toBe('reliability-lab-failover.json');
    const doc = JSON.parse(json.toString('utf8')) as {
      panel: string;
      link: string;
      inputs: Record<string, string>;
      results: { id: string; value: number | string | null }[];
    };
    expect(doc.panel).toBe('failover');
    expect(doc.inputs).toMatchObject({ ttl: '60', stale: '0.05' });
    expect(doc.results.map((r) => r.id)).toEqual(dom.map(([i]) => i));
    doc.results.forEach((r, i) => {
      const raw = dom[i]?.[1] ?? '';
      expect(r.value).toEqual(raw === '' ? null : Number.isNaN(Number(raw)) ? raw : Number(raw));
    });
  });

  it.each([
    ['nines', 'chart', '.recharts-surface'],
    ['retries', 'formulas', '.katex'],
    ['decision', 'flowchart', '.diagram[data-diagram-state="ready"] svg'],
  ])('%s: the %s section as a PNG and an SVG of its size', async (panel, section, ready) => {
    await page.goto(`${base}#/${panel}`);
    const el = page.locator(`[data-section="${section}"]`);
    await el.scrollIntoViewIfNeeded();
    await el.locator(ready).first().waitFor({ timeout: 30_000 });
    await bar(page).getByRole('combobox', { name: 'Image of' }).selectOption(section);
    const box = await el.boundingBox();
    if (!box) throw new Error(`no box for ${section}`);

    const [pngFile, png] = await downloaded(page, () =>
      bar(page).getByRole('button', { name: 'Download PNG' }).click(),
    );
    expect(pngFile.suggestedFilename()).toBe(`reliability-lab-${panel}-${section}.png`);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    // Scale 2: twice the section's width; its height plus the footer (link and inputs).
    expect(Math.abs(width - 2 * box.width)).toBeLessThanOrEqual(4);
    expect(height).toBeGreaterThan(2 * box.height);
    expect(height).toBeLessThan(2 * box.height + 2 * 200);
    await writeFile(`${RESULTS_DIR}/export-${panel}-${section}.png`, png);

    const [svgFile, svg] = await downloaded(page, () =>
      bar(page).getByRole('button', { name: 'Download SVG' }).click(),
    );
    expect(svgFile.suggestedFilename()).toBe(`reliability-lab-${panel}-${section}.svg`);
    await writeFile(`${RESULTS_DIR}/export-${panel}-${section}.svg`, svg);
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        width: Number(doc.documentElement.getAttribute('width')),
        footer: [...doc.querySelectorAll('svg > g > text')].map((t) => t.textContent).join(' '),
        hasContent: doc.querySelector('foreignObject')?.childElementCount ?? 0,
      };
    }, svg.toString('utf8'));
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('svg');
    expect(Math.abs(parsed.width - box.width)).toBeLessThanOrEqual(2);
    expect(parsed.hasContent).toBeGreaterThan(0);
    expect(parsed.footer.replace(/\s/g, '')).toContain(`${base}#/${panel}`);
    // The inputs line is the printed page's (one inputsLine for print and images).
    const printed = (await page.locator('.print-inputs').textContent()) ?? '';
    expect(printed).toMatch(/^Inputs: \S/);
    expect(parsed.footer.replace(/\s/g, '')).toContain(
      printed.replace(/^Inputs:/, '').replace(/\s/g, ''),
    );
    await expect
      .poll(() => bar(page).getByRole('status').textContent())
      .toMatch(/^SVG of “.+” downloaded\.$/);
  });

  it('looks right: light, dark and at 360 px, without sideways scrolling or axe issues', async () => {
    await page.goto(`${base}#/nines`);
    await resultKnown(page, 'downtime-year');
    await screenshot(page.locator('.panel-header'), 'export-bar-light');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await screenshot(page.locator('.panel-header'), 'export-bar-dark');
    const [, png] = await downloaded(page, async () => {
      await bar(page).getByRole('combobox', { name: 'Image of' }).selectOption('results');
      await bar(page).getByRole('button', { name: 'Download PNG' }).click();
    });
    await writeFile(`${RESULTS_DIR}/export-nines-results-dark.png`, png);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    const narrow = await openNarrowPage(context);
    await narrow.goto(`${base}#/nines`);
    await resultKnown(narrow, 'downtime-year');
    await screenshot(narrow.locator('.panel-header'), 'export-bar-360');
    expect(await horizontalOverflow(narrow)).toBeLessThanOrEqual(0);
    await narrow.close();
    expect(errors).toEqual([]);
  });
});
