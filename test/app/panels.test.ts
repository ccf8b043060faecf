import { describe, expect, it } from 'vitest';
import { findPanel, PANELS } from '@/app/panels';
import { CALC_PANELS } from '@/cli/calc-panels';
import { defaultsOf } from '@/core/fields/schema';

describe('the panel registries', () => {
  it('list the same panels for the app and the CLI, in order, from one metadata module each', () => {
    const meta = (p: { id: string; title: string; summary: string }) => [p.id, p.title, p.summary];
    expect(CALC_PANELS.map(meta)).toEqual(PANELS.map(meta));
    for (const p of CALC_PANELS) expect(p.fields, p.id).toBe(findPanel(p.id)?.fields);
  });

  it('place every declared result in a section the panel has', () => {
    for (const calc of CALC_PANELS) {
      const sections = new Set(findPanel(calc.id)?.sections.map((s) => s.id));
      for (const decl of calc.results) {
        const named = 'families' in decl ? decl.families : [decl];
        for (const d of named) expect(sections, `${calc.id}: ${d.section}`).toContain(d.section);
      }
    }
  });
});

// The shared setup (test/setup.ts) resets every registered panel's store before each test.
describe('panel stores between tests', () => {
  it('a test may leave every panel with changed inputs', () => {
    for (const panel of PANELS) {
      const changed = Object.fromEntries(panel.fields.map((f) => [f.key, 'left over']));
      panel.store.getState().replace(changed);
      expect(panel.store.getState().inputs).toEqual(changed);
    }
  });

  it.each(PANELS.map((p) => [p.id, p] as const))(
    'the next test finds %s on its worked example',
    (_id, panel) => {
      expect(panel.store.getState().inputs).toEqual(defaultsOf(panel.fields));
    },
  );
});
