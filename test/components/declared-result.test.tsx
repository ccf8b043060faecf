import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPanel } from '@/app/panels';
import { findCalcPanel } from '@/cli/calc-panels';
import { docEntries } from '@/lib/results/declare';
import { renderPanel } from '../features/helpers';
import { HAND_WORKED } from './hand-worked';
import { EXAMPLES, type Example } from './helpers';

// Mermaid cannot lay out in a DOM emulator (the panels' own tests stub it the same way).
vi.mock('@/lib/mermaid', () => ({
  renderMermaid: vi.fn(() =>
    Promise.resolve({ ok: true, svg: '<svg viewBox="0 0 100 50"><desc>diagram</desc></svg>' }),
  ),
}));

/**
 * What the page shows is what the panel's result declarations say (features/<p>/results.ts,
 * declared with lib/results/declare.ts and drawn by components/declared-result.tsx), the same rows
 * `npm run calc` prints: on every worked example, the page's `[data-result]` elements are the
 * declared results for those inputs, in order, each with the declared raw value as
 * `data-value`, its unit as `data-unit` (none for a category's `code`) and its formatter's text
 * (or the declared fallback). Simulated results are compared once their run (on the main thread
 * here, no Worker) is drawn. Some texts are also checked against values worked out by hand
 * (hand-worked.ts), and every declared id must be seen on some example.
 */

/** The text a result shows: a card's output, else the cell's text without its detail line. */
function shownText(el: HTMLElement): string {
  const output = el.querySelector('output');
  if (output) return output.textContent ?? '';
  const copy = el.cloneNode(true) as HTMLElement;
  for (const detail of copy.querySelectorAll('.cell-detail')) detail.remove();
  return copy.textContent ?? '';
}

/** The `data-unit` a declared unit is written as: none for a category's `code`. */
const pageUnit = (unit: string): string => (unit === 'code' ? '' : unit);

const domResults = () => [...document.querySelectorAll<HTMLElement>('[data-result]')];

/** Ids seen per panel over all examples. */
const seen = new Map<string, Set<string>>();

function calcOf(id: string) {
  const calc = findCalcPanel(id);
  if (!calc) throw new Error(`no panel ${id}`);
  return calc;
}

async function expectPageShowsDeclaredRows(example: Example): Promise<void> {
  const panel = findPanel(example.panel);
  if (!panel) throw new Error(`no panel ${example.panel}`);
  const calculated = calcOf(example.panel).calculate(example.inputs);
  expect(calculated.problems).toEqual([]);
  const expected = calculated.rows().map((r) => ({
    id: r.id,
    value: String(r.value ?? ''),
    text: r.text,
    unit: pageUnit(r.unit),
  }));
  // An id names one result on a page (ids are public: links and exports name results by them).
  expect(new Set(expected.map((r) => r.id)).size).toBe(expected.length);
  panel.store.getState().replace(example.inputs);
  renderPanel(panel.Component);
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
  const ids = seen.get(example.panel) ?? new Set<string>();
  for (const { id } of expected) ids.add(id);
  seen.set(example.panel, ids);
}

/**
 * A declared id or template as a pattern: `<…>` stands for one or more characters and `[…]` for an
 * optional part (`budget-share-<path>[-<client>]`).
 */
function idPattern(template: string): RegExp {
  const source = template
    .split(/(<[^>]*>|\[|\])/)
    .map((part) =>
      part.startsWith('<')
        ? '.+'
        : part === '['
          ? '(?:'
          : part === ']'
            ? ')?'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

describe('the page shows each declared result’s value and text', () => {
  it.each(EXAMPLES.map((e) => [e.name, e] as const))(
    '%s',
    async (_, example) => {
      await expectPageShowsDeclaredRows(example);
      HAND_WORKED[example.name]?.();
    },
    60_000,
  );

  it('has seen every declared result id on some example', () => {
    const declared = [...new Set(EXAMPLES.map((e) => e.panel))].flatMap((panel) =>
      calcOf(panel)
        .results.flatMap(docEntries)
        .map((entry) => ({ panel, id: entry.id })),
    );
    // Ten panels with examples here, each with its results; an empty declaration would pass
    // vacuously.
    expect(new Set(declared.map((d) => d.panel)).size).toBe(10);
    expect(declared.length).toBeGreaterThan(80);
    const missing = declared
      .filter((d) => ![...(seen.get(d.panel) ?? [])].some((id) => idPattern(d.id).test(id)))
      .map((d) => `${d.panel}: ${d.id}`);
    expect(missing).toEqual([]);
    // Every hand-worked check belongs to an example that ran.
    for (const name of Object.keys(HAND_WORKED)) {
      expect(EXAMPLES.map((e) => e.name)).toContain(name);
    }
  });
});
