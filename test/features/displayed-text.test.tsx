import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPanel } from '@/app/panels';
import { findCalcPanel } from '@/cli/calc-panels';
import { EXAMPLES, type Example } from './displayed-text/examples';
import { ruleFor, RULES, type Rule } from './displayed-text/format-rules';
import { HAND_WORKED } from './displayed-text/hand-worked';
import { renderPanel } from './panel-kit';

// Mermaid cannot lay out in a DOM emulator (as in the panels' own tests).
vi.mock('@/lib/mermaid', () => ({
  renderMermaid: vi.fn(() =>
    Promise.resolve({ ok: true, svg: '<svg viewBox="0 0 100 50"><desc>diagram</desc></svg>' }),
  ),
}));

/**
 * Displayed text is the formatted value: on every panel's worked examples, every element with
 * `data-result` shows exactly what the formatters of `src/core/format` make of its `data-value`
 * and `data-unit` (format-rules.ts, one rule per way a result is written), or, when the value is
 * unknown, `—` or the words the panel states for it. Some texts are also checked against values
 * worked out by hand (hand-worked.ts), and the ids seen must cover every id the panels declare.
 */

/** The text a result shows: a card's output, else the cell's text without its detail line. */
function shownText(el: HTMLElement): string {
  const output = el.querySelector('output');
  if (output) return output.textContent ?? '';
  const copy = el.cloneNode(true) as HTMLElement;
  for (const detail of copy.querySelectorAll('.cell-detail')) detail.remove();
  return copy.textContent ?? '';
}

const domResults = () => [...document.querySelectorAll<HTMLElement>('[data-result]')];

/** Ids seen per panel, and the rules that matched, over all examples. */
const seen = new Map<string, Set<string>>();
const used = new Set<Rule>();

/** Renders an example and waits for its simulated results (run on the main thread here). */
async function renderExample(example: Example): Promise<void> {
  const panel = findPanel(example.panel);
  const calc = findCalcPanel(example.panel);
  if (!panel || !calc) throw new Error(`no panel ${example.panel}`);
  const calculated = calc.calculate(example.inputs);
  expect(calculated.problems).toEqual([]);
  // Only to know when the page is complete: the ids it will show and which have a value.
  const rows = calculated.rows();
  panel.store.getState().replace(example.inputs);
  renderPanel(panel.Component);
  await waitFor(
    () => {
      const dom = domResults();
      expect(dom.map((el) => el.dataset.result)).toEqual(rows.map((r) => r.id));
      const pending = rows.filter((r, i) => r.value !== null && dom[i]?.dataset.value === '');
      expect(pending.map((r) => r.id)).toEqual([]);
    },
    { timeout: 50_000 },
  );
}

/** Every result on the page against its rule; the mismatches, as readable lines. */
function mismatches(example: Example): string[] {
  const byId = new Map(domResults().map((el) => [el.dataset.result ?? '', el]));
  const other = (id: string) => byId.get(id)?.dataset.value ?? '';
  const ids = seen.get(example.panel) ?? new Set<string>();
  seen.set(example.panel, ids);
  const wrong: string[] = [];
  for (const el of domResults()) {
    const id = el.dataset.result ?? '';
    ids.add(id);
    const rule = ruleFor(example.panel, id);
    if (!rule) {
      wrong.push(`${id}: no rule says how it is written`);
      continue;
    }
    used.add(rule);
    const raw = el.dataset.value ?? '';
    const unit = el.dataset.unit ?? '';
    const shown = shownText(el);
    if (unit !== rule.unit) wrong.push(`${id}: data-unit "${unit}", expected "${rule.unit}"`);
    if (raw === '') {
      const allowed = rule.unknown ?? ['—'];
      if (!allowed.includes(shown)) wrong.push(`${id}: unknown value shows "${shown}"`);
      continue;
    }
    const expected = rule.text({ value: Number(raw), raw, unit, inputs: example.inputs, other });
    const ok = typeof expected === 'string' ? shown === expected : expected.test(shown);
    if (!ok) wrong.push(`${id} = ${raw}: shows "${shown}", expected ${String(expected)}`);
  }
  return wrong;
}

/**
 * The ids the panels declare: the first argument of every row in `src/features/*\/*-result-rows.ts`,
 * a template's `${…}` read as "one or more characters". Each must be seen on some example.
 */
function declaredIds(): { panel: string; template: string; pattern: RegExp }[] {
  const root = join(process.cwd(), 'src/features');
  return readdirSync(root).flatMap((panel) =>
    readdirSync(join(root, panel))
      .filter((file) => file.endsWith('-result-rows.ts'))
      .flatMap((file) => {
        const source = readFileSync(join(root, panel, file), 'utf8');
        const calls = source.matchAll(/\b(?:resultRow|magnitudeRow|share)\(\s*(['`])(.+?)\1/g);
        return [...calls].map(([, , template = '']) => ({
          panel,
          template,
          pattern: new RegExp(
            `^${template
              .split(/\$\{[^}]*\}/)
              .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
              .join('.+')}$`,
          ),
        }));
      }),
  );
}

describe('displayed text is the formatted value', () => {
  it.each(EXAMPLES.map((e) => [e.name, e] as const))(
    '%s',
    async (_, example) => {
      await renderExample(example);
      expect(mismatches(example)).toEqual([]);
      HAND_WORKED[example.name]?.();
    },
    60_000,
  );

  it('has seen every declared result id, and used every rule', () => {
    const declared = declaredIds();
    // Nine panels, each with its rows; a rename of the helpers would empty this list.
    expect(new Set(declared.map((d) => d.panel)).size).toBe(9);
    expect(declared.length).toBeGreaterThan(80);
    const missing = declared
      .filter((d) => ![...(seen.get(d.panel) ?? [])].some((id) => d.pattern.test(id)))
      .map((d) => `${d.panel}: ${d.template}`);
    expect(missing).toEqual([]);
    const unused = RULES.filter((r) => !used.has(r)).map((r) => `${r.panel}: ${String(r.id)}`);
    expect(unused).toEqual([]);
    // Every hand-worked check belongs to an example that ran.
    for (const name of Object.keys(HAND_WORKED)) {
      expect(EXAMPLES.map((e) => e.name)).toContain(name);
    }
  });
});
