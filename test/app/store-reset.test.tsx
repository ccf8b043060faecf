import { describe, expect, it } from 'vitest';
import { PANELS } from '@/app/panels';

// The shared setup (test/setup.ts) resets every registered panel's store before each test.
describe('panel stores between tests', () => {
  const workedExample = new Map<string, unknown>();

  it('a test may leave every panel with changed inputs', () => {
    for (const panel of PANELS) {
      const { inputs } = panel.store.getState();
      workedExample.set(panel.id, inputs);
      const changed = Object.fromEntries(Object.keys(inputs).map((k) => [k, 'left over']));
      panel.store.getState().replace(changed);
      expect(panel.store.getState().inputs).toEqual(changed);
    }
  });

  it.each(PANELS.map((p) => [p.id, p] as const))(
    'the next test finds %s on its worked example',
    (id, panel) => {
      expect(panel.store.getState().inputs).toEqual(workedExample.get(id));
    },
  );
});
