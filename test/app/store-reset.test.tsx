import { describe, expect, it } from 'vitest';
import { PANELS } from '@/app/panels';
import { defaultsOf } from '@/core/fields/schema';

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
