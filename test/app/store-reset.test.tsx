import { describe, expect, it } from 'vitest';
import { PANELS } from '@/app/panels';
import { defaultsOf } from '@/lib/url-state/codec';

// The shared setup (test/setup.ts) resets every registered panel's store before each test.
describe('panel stores between tests', () => {
  it('a test may leave every panel with changed inputs', () => {
    for (const panel of PANELS) {
      const [first] = panel.params;
      if (first) panel.store.getState().set(first.key, 'left over');
    }
  });

  it.each(PANELS.map((p) => [p.id, p] as const))(
    'the next test finds %s on its worked example',
    (_, panel) => {
      expect(panel.store.getState().inputs).toEqual(defaultsOf(panel.params));
    },
  );
});
