import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPanel, PANELS } from '@/app/panels';
import { CALC_PANELS, findCalcPanel } from '@/cli/calc-panels';
import { decodeQuery, parseHash } from '@/lib/url-state/codec';
import { renderPanel } from './panel-kit';

// Mermaid cannot lay out in a DOM emulator (as in the panels' own tests).
vi.mock('@/lib/mermaid', () => ({
  renderMermaid: vi.fn(() =>
    Promise.resolve({ ok: true, svg: '<svg viewBox="0 0 100 50"><desc>diagram</desc></svg>' }),
  ),
}));

/**
 * Drift guard between the panels' result components and the React-free result rows that
 * `npm run calc` prints: for a worked example and a non-default link per panel, the page's
 * `[data-result]` ids are exactly the rows' ids, in order, each `data-value` is the row's raw
 * value, each shown text is the row's text and each `data-unit` (what exports put in their unit
 * column) is the row's unit. A category's unit `code` means no unit: the page writes no `data-unit`
 * for it. Simulated panels are compared once their run (on the main thread here, no Worker) is
 * drawn.
 */
const LINKS: readonly string[] = [
  '#/nines?v=1',
  '#/nines?mode=reverse&down=3153.6&per=year&cal=gregorian',
  '#/composition?v=1',
  '#/composition?t=series(web%3A+99.9%2C+2of3(n1%3A+99.5%2C+n2%3A+99.5%2C+n3%3A+99.5))&cal=30d&qn=4&qa=99',
  '#/detection?v=1',
  '#/detection?p=0.01&n=5&q=0.001&fleet=1000',
  '#/failover?v=1',
  '#/failover?seed=7&stale=0.05&failovers=12&a=99.9',
  '#/decision?v=1',
  '#/decision?up=2&lag=6&action=lb',
  '#/idempotency?v=1',
  '#/idempotency?key=0&dist=exponential&ttl=60',
  '#/retries?v=1',
  '#/retries?mode=recovery&clients=300&retry_after=1',
  '#/alerts?v=1',
  '#/alerts?policy=sloth&rps=0.5&periods=20&err=0.5',
  '#/overload?mode=metastable&horizon=60',
  '#/overload?rate=200&duration=5&f=0.35',
];

/** The text a result shows: a card's output, else the cell's text without its detail line. */
function shownText(el: HTMLElement): string {
  const output = el.querySelector('output');
  if (output) return output.textContent ?? '';
  const copy = el.cloneNode(true) as HTMLElement;
  for (const detail of copy.querySelectorAll('.cell-detail')) detail.remove();
  return copy.textContent ?? '';
}

/** The `data-unit` a row expects: none (written as "") for a category's `code`. */
const pageUnit = (unit: string): string => (unit === 'code' ? '' : unit);

const domResults = () => [...document.querySelectorAll<HTMLElement>('[data-result]')];

describe('result rows match what the panels render', () => {
  it('knows every registered panel, in order, by the same id and title', () => {
    expect(CALC_PANELS.map((p) => [p.id, p.title])).toEqual(PANELS.map((p) => [p.id, p.title]));
    for (const p of CALC_PANELS) expect(p.fields).toBe(findPanel(p.id)?.params);
  });

  it.each(LINKS)(
    '%s',
    async (link) => {
      const route = parseHash(link);
      const panel = findPanel(route.panelId);
      const calc = findCalcPanel(route.panelId ?? '');
      if (!panel || !calc) throw new Error(`no panel in ${link}`);
      const { inputs } = decodeQuery(panel.params, route.query);
      const calculated = calc.calculate(inputs);
      expect(calculated.problems).toEqual([]);
      const rows = calculated.rows();
      panel.store.getState().replace(inputs);
      renderPanel(panel.Component);
      const expected = rows.map((r) => ({
        id: r.id,
        value: String(r.value ?? ''),
        text: r.text,
        unit: pageUnit(r.unit),
      }));
      // Simulated results (and the sweep's data table) appear when the run is drawn.
      await waitFor(
        () => {
          const dom = domResults().map((el) => ({
            id: el.dataset.result,
            value: el.dataset.value,
            text: shownText(el),
            unit: el.dataset.unit ?? '',
          }));
          expect(dom).toEqual(expected);
        },
        { timeout: 50_000 },
      );
    },
    60_000,
  );
});
