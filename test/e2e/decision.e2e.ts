import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  openPage,
  resultValue,
  screenshot,
  seriousViolations,
  watchErrors,
  horizontalOverflow,
  openNarrowPage,
  gotoFresh,
} from './browser';
import { redrawn } from './diagram-states/read-diagram';

const base = inject('baseUrl');
const lagging = `${base}#/decision?lag=42`;

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ context, page, errors } = await openPage());
});

afterAll(() => context.close());

/** Waits until the drawn SVG matches the current source (not a previous one). */
async function drawn(p: Page) {
  await p.locator('.diagram[data-diagram-state="ready"] .diagram-svg svg').waitFor();
  return p.locator('.diagram-svg svg');
}

/** Mermaid gives node groups ids like `mermaid-diagram-3-flowchart-page-12`. */
const nodeWithClass = (p: Page, node: string, cls: string) =>
  p.locator(`.diagram-svg g.node.${cls}[id*="-flowchart-${node}-"]`);

/** Edges the flowchart styles with `linkStyle … stroke-width:3px` (ids `<render>-L_<from>_<to>_0`). */
const highlightedEdges = (p: Page) =>
  p.evaluate(() =>
    [...document.querySelectorAll<SVGPathElement>('.diagram-svg path.flowchart-link')]
      .filter((e) => (e.getAttribute('style') ?? '').includes('stroke-width:3px'))
      .map((e) => e.id.replace(/^.*-L_/, '').replace(/_\d+$/, '')),
  );

describe('failover decision panel in Chromium', () => {
  it('draws the flowchart as SVG with the lagging replica’s path highlighted', async () => {
    await gotoFresh(page, lagging);
    await drawn(page);
    expect(await resultValue(page, 'verdict')).toBe('page-human');
    await nodeWithClass(page, 'page', 'verdict').waitFor();
    for (const node of ['check', 'failures', 'kind', 'lag']) {
      expect(await nodeWithClass(page, node, 'taken').count()).toBe(1);
    }
    expect(await nodeWithClass(page, 'quorum', 'taken').count()).toBe(0);
    expect((await highlightedEdges(page)).sort()).toEqual(
      ['check_failures', 'failures_kind', 'kind_lag', 'lag_page'].sort(),
    );
    // 42 s of lag against the 5 s allowed by default: the lag node says so.
    expect(await page.locator('.diagram-svg svg').textContent()).toContain(
      'lag 42 s > 5 s allowed',
    );
  });

  it('changing an input moves the highlighted path and the verdict', async () => {
    await page.getByLabel('Replica lag').fill('1');
    await nodeWithClass(page, 'promote', 'verdict').waitFor();
    await drawn(page);
    expect(await resultValue(page, 'verdict')).toBe('auto-promote-and-page');
    // check→failures→kind→lag→quorum→partition→blast→promote: seven edges.
    expect(await highlightedEdges(page)).toHaveLength(7);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/decision?lag=1');
  });

  it('exactly half the voters is not a quorum: 2 of 4 pages a human', async () => {
    await gotoFresh(page, `${base}#/decision?up=2&voters=4`);
    await drawn(page);
    expect(await resultValue(page, 'verdict')).toBe('page-human');
    // A majority of 4 is ⌊4/2⌋ + 1 = 3 > 2.
    expect(await resultValue(page, 'quorum-majority')).toBe('3');
    expect(await resultValue(page, 'quorum-holds')).toBe('0');
    await nodeWithClass(page, 'page', 'verdict').waitFor();
    expect(await highlightedEdges(page)).toContain('quorum_page');
  });

  it('downloads the diagram as SVG and as a 2× PNG', async () => {
    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('region', { name: 'Flowchart', exact: true })
        .getByRole('button', { name: 'Download SVG' })
        .click(),
    ]);
    expect(svgDownload.suggestedFilename()).toBe('failover-decision.svg');
    const svg = await readFile(await svgDownload.path(), 'utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('Quorum reachable?');
    expect(svg).not.toContain('data-export-background');

    await page.getByLabel('Background').selectOption('themed');
    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG (2×)' }).click(),
    ]);
    const png = await readFile(await pngDownload.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const width = png.readUInt32BE(16);
    const box = await page.evaluate(() =>
      document.querySelector('.diagram-svg svg')?.getAttribute('viewBox'),
    );
    expect(width).toBe(2 * Math.ceil(Number(box?.split(/\s+/)[2])));
    await page.getByRole('status').filter({ hasText: 'failover-decision.png' }).waitFor();
  });

  it('reaches each preset’s verdict, each drawn before the next', async () => {
    // From the decision's walk (docs/url-parameters.md): 1 < N = 3 keeps checking; removal from
    // the pool is reversible, so automated; 42 s of lag > 5 s pages; a possible partition pages;
    // the clean promotion (every check passes) promotes and pages for review.
    const expected = {
      'Flaky check (not yet N)': 'keep-checking',
      'Remove from pool': 'automate',
      'Promotion, lagging replica': 'page-human',
      'Promotion during a partition': 'page-human',
      'Clean promotion': 'auto-promote-and-page',
    };
    // The page shows 2 of 4 voters (the previous test), which is no preset: every click redraws.
    for (const [label, verdict] of Object.entries(expected)) {
      const drawing = await redrawn(page, () => page.getByRole('button', { name: label }).click());
      expect(drawing, label).toEqual({ state: 'ready', error: null });
      expect(await resultValue(page, 'verdict')).toBe(verdict);
      expect(await page.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    }
  });

  it('follows the theme, passes axe in both; screenshots saved', async () => {
    await gotoFresh(page, lagging);
    await drawn(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'decision-page-human-light');
    const svgHtml = () => page.locator('.diagram-svg svg').innerHTML();
    // The page-human verdict node is amber, like the verdict card.
    expect(await svgHtml()).toContain('#fbe3a1');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    // The dark palette is in the drawn SVG (path and amber verdict), the light one is gone.
    await expect.poll(async () => (await svgHtml()).includes('#2dd4bf')).toBe(true);
    await drawn(page);
    const dark = await svgHtml();
    expect(dark).toContain('#4a3c12');
    expect(dark).not.toContain('#0f766e');
    expect(dark).not.toContain('#fbe3a1');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'decision-page-human-dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  });

  it('draws the shared link in embed mode and links back to it', async () => {
    const embed = await context.newPage();
    const embedErrors = watchErrors(embed);
    await embed.goto(`${lagging}&embed`);
    await drawn(embed);
    expect(await resultValue(embed, 'verdict')).toBe('page-human');
    expect(
      await embed.getByRole('link', { name: 'Open in Reliability Lab' }).getAttribute('href'),
    ).toBe('#/decision?lag=42');
    expect(embedErrors).toEqual([]);
    await embed.close();
  });

  it('at 360 px the diagram scrolls inside its card, not the page', async () => {
    const narrow = await openNarrowPage(context);
    await narrow.goto(lagging);
    await drawn(narrow);
    expect(await horizontalOverflow(narrow)).toBeLessThanOrEqual(0);
    const scroller = narrow.getByRole('region', { name: /Failover decision flowchart, drawn/ });
    expect(await scroller.getAttribute('tabindex')).toBe('0');
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    expect(await seriousViolations(narrow)).toEqual([]);
    await narrow.close();
  });

  it('fetches Mermaid only for panels with diagrams', async () => {
    const fresh = await context.newPage();
    const mermaidRequests: string[] = [];
    fresh.on('request', (r) => {
      if (/mermaid|flowDiagram|dagre/i.test(r.url())) mermaidRequests.push(r.url());
    });
    await fresh.goto(`${base}#/nines`);
    await fresh.locator('[data-result="downtime-year"]').waitFor();
    await fresh.waitForLoadState('networkidle');
    expect(mermaidRequests).toEqual([]);
    await fresh.goto(`${base}#/decision`);
    await drawn(fresh);
    expect(mermaidRequests.length).toBeGreaterThan(0);
    await fresh.close();
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
