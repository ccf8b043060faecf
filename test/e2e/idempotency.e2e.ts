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
import { BASE_SCENARIO } from '@/core/idempotency/presets';
import { sequenceSource } from '@/core/idempotency/sequence';
import { simulate } from '@/core/idempotency/simulate';
import type { TraceEvent } from '@/core/idempotency/types';
import { SEQUENCE_PALETTES } from '@/features/idempotency/sequence-palette';
import { renderWithAppMermaid } from './diagram-states/app-mermaid';
import { redrawn } from './diagram-states/read-diagram';

const base = inject('baseUrl');
const home = `${base}#/idempotency`;

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ context, page, errors } = await openPage());
});

afterAll(() => context.close());

async function drawn(p: Page) {
  await p.locator('.diagram[data-diagram-state="ready"] .diagram-svg svg').waitFor();
}

/**
 * The message text Mermaid drew, in order, as one string: with `wrap` each message is split over
 * several `text.messageText` lines, so the lines are joined back with spaces.
 */
const messages = (p: Page) =>
  p.evaluate(() =>
    [...document.querySelectorAll('.diagram-svg text.messageText')]
      .map((t) => t.textContent ?? '')
      .join(' '),
  );
/** The message column of the trace table, without the ✗ marks, joined the same way. */
const tableMessages = (p: Page) =>
  p.evaluate(() =>
    [...document.querySelectorAll('.trace-table tbody tr')]
      .filter((r) => r.querySelector('td')?.textContent !== '')
      .map((r) => (r.querySelector('td:last-child')?.textContent ?? '').replace(/^✗ /, ''))
      .join(' '),
  );
/** Participant names as drawn (a wrapped name is several `text.actor` at one position). */
const actorNames = (p: Page) =>
  p.evaluate(() => {
    const byPlace = new Map<string, string[]>();
    for (const t of document.querySelectorAll('.diagram-svg text.actor')) {
      const place = `${t.getAttribute('x')},${t.getAttribute('y')}`;
      byPlace.set(place, [...(byPlace.get(place) ?? []), t.textContent ?? '']);
    }
    return [...byPlace.values()].map((lines) => lines.join(' '));
  });

describe('idempotency panel in Chromium', () => {
  it('draws the lost-response run as a sequence diagram: 1 charge, the cached 200', async () => {
    await gotoFresh(page, home);
    await drawn(page);
    // The first 200 is lost; the retry finds the record succeeded and gets it replayed.
    expect(await resultValue(page, 'charges')).toBe('1');
    expect(await resultValue(page, 'side-effects')).toBe('1');
    expect(await resultValue(page, 'client-outcome')).toBe('replayed-200');
    expect(await resultValue(page, 'verdict')).toBe('exactly-once');
    const drawnMessages = await messages(page);
    expect(drawnMessages).toContain('200 ch_1, replayed from the record');
    // The diagram and the table come from the same trace: same messages, same order.
    expect(drawnMessages).toEqual(await tableMessages(page));
  });

  it('turning the key off changes the counts and the sequence', async () => {
    await page.getByLabel('Sends an idempotency key (one per logical payment)').uncheck();
    // Without a key the retry is a new payment: a second charge.
    await expect.poll(() => resultValue(page, 'charges')).toBe('2');
    await expect.poll(async () => (await messages(page)).includes('(no key)')).toBe(true);
    await drawn(page);
    expect(await resultValue(page, 'verdict')).toBe('duplicate-charge');
    expect(await messages(page)).toEqual(await tableMessages(page));
    expect(await page.locator('.diagram-svg svg').innerHTML()).toContain('rgba(180, 35, 24, 0.14)');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/idempotency?key=0');
  });

  it('a failover link adds region B to the diagram', async () => {
    await gotoFresh(page, `${base}#/idempotency?failover=1`);
    await drawn(page);
    // Region B's local store has never seen the key: the retry charges again.
    expect(await resultValue(page, 'charges')).toBe('2');
    const actors = await actorNames(page);
    expect(actors).toContain('API region B');
    expect(actors).toContain('Store B (local)');
  });

  it('downloads the sequence diagram as SVG', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('region', { name: 'Sequence diagram' })
        .getByRole('button', { name: 'Download SVG' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('idempotency-sequence.svg');
    const svg = await readFile(await download.path(), 'utf8');
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('API region B');
  });

  it('reproduces every preset through the UI, each drawn before the next', async () => {
    // Start from a run that is no preset (no retries), so that every click redraws.
    await gotoFresh(page, `${base}#/idempotency?retries=0`);
    await drawn(page);
    // [charges, receipts], worked from the presets (docs/url-parameters.md): the lost
    // response is replayed from the atomic store (1, 1); without a key the retry is a new
    // payment (2, 2); racing past a read-then-write store both attempts charge (2, 2); region
    // B's local store has no record (2, 2); the gateway's key check returns ch_1 but the receipt
    // goes again (1, 2); a global store replays (1, 1); an ungated receipt goes on the replay
    // (1, 2); a retry 120 s after a 60 s TTL counts as new (2, 2).
    const expected: Record<string, [string, string]> = {
      'Lost response, retried (atomic store)': ['1', '1'],
      'No idempotency key': ['2', '2'],
      'Read-then-write store, racing retries': ['2', '2'],
      'Retry in region B, region-local stores': ['2', '2'],
      '… with the gateway’s own idempotency': ['1', '2'],
      '… with a global store': ['1', '1'],
      'Ungated receipt email': ['1', '2'],
      'Retry after TTL expiry': ['2', '2'],
    };
    for (const [label, [charges, effects]] of Object.entries(expected)) {
      const drawing = await redrawn(page, () => page.getByRole('button', { name: label }).click());
      expect(drawing, label).toEqual({ state: 'ready', error: null });
      expect(await resultValue(page, 'charges')).toBe(charges);
      expect(await resultValue(page, 'side-effects')).toBe(effects);
      expect(await page.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    }
  });

  it('escapes ; and # in the real Mermaid: the text is drawn whole, where raw it is cut or breaks the diagram', async () => {
    // The app's Mermaid, loaded and configured by the page (a drawn, settled diagram).
    await gotoFresh(page, home);
    await drawn(page);
    // The worked example's run, with a charge id and a summary carrying both characters.
    const run = simulate(BASE_SCENARIO);
    const trace = run.trace.map((e): TraceEvent =>
      'chargeId' in e && e.chargeId === 'ch_1' ? { ...e, chargeId: 'ch_1;#2' } : e,
    );
    const source = sequenceSource(
      { ...run, trace },
      'Charged twice; see #2 and #3; then 200',
      SEQUENCE_PALETTES.light,
    );
    const drawnEscaped = await renderWithAppMermaid(page, source);
    // By hand, the documented rule (sequence.ts): `;` becomes `,` and `#` becomes `no. `.
    expect(drawnEscaped).toMatchObject({
      ok: true,
      description: 'Charged twice, see no. 2 and no. 3, then 200',
    });
    const { messages: text } = drawnEscaped as { messages: string };
    expect(text).toContain('ch_1,no. 2 created');
    expect(text).toContain('send receipt for ch_1,no. 2');
    expect(text).toContain('200 ch_1,no. 2, replayed from the record');
    expect(text).not.toMatch(/[;#]/);
    // Why it matters, in the same Mermaid: unescaped, `;` ends the message (a parse error or
    // the rest dropped) and `#…` is read as an entity, so the text after it is lost.
    const raw = (line: string) =>
      renderWithAppMermaid(page, source.replace('send receipt for ch_1,no. 2', line));
    expect(await raw('send receipt for ch_1; then more')).toMatchObject({ ok: false });
    const hash = await raw('send receipt for ch_1 #2 and #3');
    expect(hash.ok && hash.messages.includes('#2 and #3')).toBe(false);
    // The raw summary as the description: it is not drawn whole either.
    const summary = await renderWithAppMermaid(
      page,
      source.replace(/accDescr: .*/, 'accDescr: Charged twice; see #2 and #3; then 200'),
    );
    expect(summary.ok && summary.description.includes('then 200')).toBe(false);
  });

  it('computes the TTL trade-off', async () => {
    await page.goto(
      `${base}#/idempotency?rps=1000&size=1000&ttl=86400&dist=exponential&scale=43200`,
    );
    await page.locator('[data-result="storage-bytes"]').waitFor();
    // 1000 req/s × 86,400 s × 1000 B = 8.64 × 10¹⁰ bytes.
    expect(await resultValue(page, 'storage-bytes')).toBe('86400000000');
    // An exponential delay of mean 43,200 s reaches the TTL with P = e^(−86400/43200) = e^(−2).
    expect(Number(await resultValue(page, 'late-retry-share'))).toBeCloseTo(Math.exp(-2), 12);
  });

  it('at 1280 px the whole diagram fits its card: every participant and the shaded messages show', async () => {
    await gotoFresh(page, `${base}#/idempotency?failover=1`);
    await drawn(page);
    const fit = await page.evaluate(() => {
      const scroller = document.querySelector('.diagram-scroll')!;
      const svg = scroller.querySelector('svg')!;
      const box = scroller.getBoundingClientRect();
      const inside = (r: DOMRect) => r.left >= box.left - 1 && r.right <= box.right + 1;
      const shaded = [...svg.querySelectorAll('rect')].filter((r) =>
        (r.getAttribute('fill') ?? '').startsWith('rgba(180, 35, 24'),
      );
      return {
        svgWidth: svg.getBoundingClientRect().width,
        scrolls: scroller.scrollWidth > scroller.clientWidth,
        actorsInside: [...svg.querySelectorAll('text.actor')].every((t) =>
          inside(t.getBoundingClientRect()),
        ),
        shaded: shaded.length,
        shadedInside: shaded.every((r) => inside(r.getBoundingClientRect())),
      };
    });
    expect(fit.svgWidth).toBeLessThanOrEqual(1100);
    expect(fit.scrolls).toBe(false);
    expect(fit.actorsInside).toBe(true);
    // Two bands: region B's second charge and its second receipt.
    expect(fit.shaded).toBe(2);
    expect(fit.shadedInside).toBe(true);
  });

  it('follows the theme, passes axe in both; screenshots saved', async () => {
    await gotoFresh(page, `${base}#/idempotency?failover=1&gateway=1`);
    await drawn(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'idempotency-failover-light');
    const svgHtml = () => page.locator('.diagram-svg svg').innerHTML();
    expect(await svgHtml()).toContain('rgba(180, 35, 24, 0.14)');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    // The dark band colour and Mermaid's dark theme are in the drawn SVG, the light band is gone.
    await expect
      .poll(async () => (await svgHtml()).includes('rgba(255, 138, 128, 0.2)'))
      .toBe(true);
    await drawn(page);
    const dark = await svgHtml();
    expect(dark).not.toContain('rgba(180, 35, 24, 0.14)');
    const actorFill = await page.evaluate(() => {
      const rect = document.querySelector('.diagram-svg rect.actor');
      return rect ? getComputedStyle(rect).fill : '';
    });
    const [r = 255, g = 255, b = 255] = (actorFill.match(/\d+/g) ?? []).map(Number);
    expect(0.2126 * r + 0.7152 * g + 0.0722 * b).toBeLessThan(128);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'idempotency-failover-dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  });

  it('draws a shared link in embed mode', async () => {
    const embed = await context.newPage();
    const embedErrors = watchErrors(embed);
    await embed.goto(`${base}#/idempotency?atomic=0&lost=0&race=1&embed`);
    await drawn(embed);
    // Both racing attempts read "no record" before either writes: two charges.
    expect(await resultValue(embed, 'charges')).toBe('2');
    expect(embedErrors).toEqual([]);
    await embed.close();
  });

  it('at 360 px the diagram scrolls inside its card, not the page', async () => {
    const narrow = await openNarrowPage(context);
    await narrow.goto(home);
    await drawn(narrow);
    expect(await horizontalOverflow(narrow)).toBeLessThanOrEqual(0);
    const scroller = narrow.getByRole('region', { name: /Sequence of the run, drawn/ });
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    expect(await seriousViolations(narrow)).toEqual([]);
    await narrow.close();
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
