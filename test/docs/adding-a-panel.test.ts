import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Window } from 'happy-dom';
import { format, resolveConfig } from 'prettier';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PANELS } from '@/app/panels';
import { CALC_PANELS } from '@/cli/calc-panels';
import { parameterTable, resultTable } from '../lib/helpers';
import BudgetPanel from './example-panel/budget-panel';
import { budgetCalc } from './example-panel/calc';
import { BUDGET_FIELDS } from './example-panel/fields';
import { BUDGET_META } from './example-panel/meta';
import { budgetPanel, budgetState } from './example-panel/panel';
import { BUDGET_RESULTS } from './example-panel/results';

/**
 * docs/adding-a-panel.md walks through a small panel whose files are test/docs/example-panel/:
 * each TypeScript block of the doc names its file (```ts title="…"```) and must be that file,
 * word for word, so the doc shows code that type-checks (tsconfig.json includes test/) and runs
 * (below). The example is never registered: the app and the CLI know nothing of it.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const DOC_PATH = resolve(ROOT, 'docs/adding-a-panel.md');
const EXAMPLE_DIR = 'test/docs/example-panel';
const doc = readFileSync(DOC_PATH, 'utf8');

interface Block {
  readonly lang: string;
  readonly title: string | null;
  readonly text: string;
}

/** Every fenced block of the doc: its language, the file its `title="…"` names, its text. */
function blocksOf(markdown: string): Block[] {
  const fence = /^```(\S*)([^\n]*)\n([\s\S]*?)^```$/gm;
  return [...markdown.matchAll(fence)].map(([, lang = '', info = '', text = '']) => ({
    lang,
    title: /\btitle="([^"]+)"/.exec(info)?.[1] ?? null,
    text,
  }));
}

const blocks = blocksOf(doc);
const exampleFiles = readdirSync(resolve(ROOT, EXAMPLE_DIR))
  .map((name) => `${EXAMPLE_DIR}/${name}`)
  .sort();

describe('docs/adding-a-panel.md quotes the example panel exactly', () => {
  it('gives every TypeScript block a file, and each block is that file as it is', () => {
    const code = blocks.filter((b) => b.lang === 'ts' || b.lang === 'tsx');
    expect(code.length).toBeGreaterThan(0);
    for (const block of code) {
      expect(block.title, `a ${block.lang} block without title="<file>"`).not.toBeNull();
      const file = readFileSync(resolve(ROOT, block.title ?? ''), 'utf8');
      expect(block.text, block.title ?? '').toBe(file);
    }
  });

  it('quotes every file of the example once, and the example is at most 8 files', () => {
    const quoted = blocks.flatMap((b) => (b.title ? [b.title] : [])).sort();
    expect(quoted).toEqual(exampleFiles);
    expect(exampleFiles.length).toBeLessThanOrEqual(8);
  });

  it('shows the parameter and result tables `npm run docs` would write for it', async () => {
    const config = { ...(await resolveConfig(DOC_PATH)), parser: 'markdown' };
    for (const table of [parameterTable(BUDGET_FIELDS), resultTable(BUDGET_RESULTS)])
      expect(doc).toContain((await format(table, config)).trim());
  });
});

/** A table row of the doc as its trimmed cells (Prettier pads them to align the columns). */
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

describe('the example panel', () => {
  // Worked by hand: an SLO of 99.95% leaves 1 − 0.9995 = 0.0005 of requests to fail, 0.05%;
  // over 30 days (2,592,000 s) that is 0.0005 × 2,592,000 = 1,296 s = 21 min 36 s.
  const worked = [
    { id: 'budget', label: 'Error budget', unit: 'fraction', value: 0.0005, text: '0.05%' },
    { id: 'budget-30d', label: 'Downtime per 30 days', unit: 's', value: 1296, text: '21m 36s' },
  ];
  // The default, 99.9%: 0.001 of requests, 0.001 × 2,592,000 = 2,592 s = 43 min 12 s.
  const opening = [
    { id: 'budget', label: 'Error budget', unit: 'fraction', value: 0.001, text: '0.1%' },
    { id: 'budget-30d', label: 'Downtime per 30 days', unit: 's', value: 2592, text: '43m 12s' },
  ];

  it('calculates the worked example by hand', () => {
    const out = budgetCalc.calculate({ slo: '99.95' });
    expect(out.problems).toEqual([]);
    expect(out.rows()).toEqual(worked);
  });

  it('opens on its default: 99.9% leaves 0.1%, 2,592 s = 43 min 12 s in 30 days', () => {
    expect(BUDGET_FIELDS[0].default).toBe('99.9');
    expect(budgetCalc.calculate({ slo: '99.9' }).rows()).toEqual(opening);
  });

  it('reads five nines exactly: 0.001%, 25.92 s in 30 days', () => {
    const rows = budgetCalc.calculate({ slo: '99.999' }).rows();
    expect(rows.map((r) => [r.value, r.text])).toEqual([
      [0.00001, '0.001%'],
      [25.92, '25.92s'],
    ]);
  });

  it('names the field at fault and shows — for a target it cannot read', () => {
    const out = budgetCalc.calculate({ slo: '100' });
    expect(out.problems).toHaveLength(1);
    expect(out.problems[0]?.key).toBe('slo');
    expect(out.problems[0]?.message).toMatch(
      /^100% is not a target: .* Choose a target below 100%\.$/,
    );
    expect(out.rows().map((r) => [r.id, r.value, r.text])).toEqual([
      ['budget', null, '—'],
      ['budget-30d', null, '—'],
    ]);
  });

  it('is the table of rows the doc gives for the worked example', () => {
    const rows = doc
      .split('\n')
      .map(cells)
      .filter((c) => c.length === 5 && worked.some((w) => c[0] === `\`${w.id}\``));
    expect(rows).toEqual(
      worked.map((w) => [`\`${w.id}\``, w.label, w.text, w.unit, String(w.value)]),
    );
  });

  it('draws each declared result with its id, unit, value and text', () => {
    // Rendered to HTML in Node: the store's server snapshot is its defaults.
    const html = renderToStaticMarkup(createElement(BudgetPanel));
    const page = new Window().document;
    page.body.innerHTML = html;
    const shown = [...page.querySelectorAll('[data-result]')].map((el) => ({
      id: el.getAttribute('data-result'),
      unit: el.getAttribute('data-unit'),
      value: el.getAttribute('data-value'),
      text: el.querySelector('output')?.textContent,
    }));
    expect(shown).toEqual(
      opening.map((r) => ({ id: r.id, unit: r.unit, value: String(r.value), text: r.text })),
    );
    // Every section but the headline, which the app draws under the title from what the panel
    // publishes.
    expect(
      [...page.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section')),
    ).toEqual(budgetPanel.sections.map((s) => s.id).filter((id) => id !== 'headline'));
  });

  it('is one registry entry from its store, sections and metadata', () => {
    expect(budgetPanel.fields).toBe(BUDGET_FIELDS);
    expect(budgetPanel.store).toBe(budgetState.useStore);
    expect([budgetPanel.id, budgetPanel.title]).toEqual([BUDGET_META.id, BUDGET_META.title]);
    const sections = budgetPanel.sections.map((s) => s.id);
    for (const r of budgetCalc.results) expect(sections).toContain('section' in r && r.section);
  });

  it('is not registered in the app or the CLI', () => {
    expect(PANELS.map((p) => p.id)).not.toContain(BUDGET_META.id);
    expect(CALC_PANELS.map((p) => p.id)).not.toContain(BUDGET_META.id);
    expect(PANELS).not.toContain(budgetPanel);
  });
});
