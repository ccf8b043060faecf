import { describe, expect, it } from 'vitest';
import { defaultsOf } from '@/core/fields/schema';
import { FAILOVER_FIELDS } from '@/core/failover/fields';
import { deriveFailover } from '@/features/failover/failover-model';
import { simulatePaths } from '@/features/failover/failover-simulation';

const DEFAULTS = defaultsOf(FAILOVER_FIELDS);

describe('simulatePaths', () => {
  it('typing in an unrelated field reuses both simulations', () => {
    const a = simulatePaths(deriveFailover(DEFAULTS));
    const b = simulatePaths(deriveFailover({ ...DEFAULTS, writes: '5000', a: '99.9' }));
    expect(b).toBe(a);
    const c = simulatePaths(deriveFailover({ ...DEFAULTS, ttl: '60' }));
    expect(c.az?.sorted).toBe(a.az?.sorted);
    expect(c.region?.sorted).not.toBe(a.region?.sorted);
  });
});
