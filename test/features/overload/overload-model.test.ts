import { describe, expect, it } from 'vitest';
import { OVERLOAD_DEFAULTS } from '@/core/overload/params';
import { deriveOverload } from '@/features/overload/overload-model';

describe('the configs’ settings carry the per-attempt timeout', () => {
  it('in both modes, from the timeout field (the sweep does not simulate it, the configs write it)', () => {
    expect(deriveOverload(OVERLOAD_DEFAULTS).settings?.timeout).toBe(1);
    expect(deriveOverload({ ...OVERLOAD_DEFAULTS, timeout: '2.5' }).settings?.timeout).toBe(2.5);
    expect(
      deriveOverload({ ...OVERLOAD_DEFAULTS, mode: 'metastable', timeout: '0.25' }).settings
        ?.timeout,
    ).toBe(0.25);
  });

  it('has no settings while the timeout is not a valid timeout', () => {
    expect(deriveOverload({ ...OVERLOAD_DEFAULTS, timeout: 'x' }).settings).toBeNull();
    expect(deriveOverload({ ...OVERLOAD_DEFAULTS, timeout: '0' }).settings).toBeNull();
  });
});
