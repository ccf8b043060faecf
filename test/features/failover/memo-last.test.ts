import { describe, expect, it, vi } from 'vitest';
import { memoLast } from '@/features/failover/memo-last';

describe('memoLast', () => {
  it('memoLast re-runs only when an argument changes', () => {
    const fn = vi.fn((a: number, b: number) => ({ sum: a + b }));
    const memo = memoLast(fn);
    const first = memo(1, 2);
    expect(memo(1, 2)).toBe(first);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(memo(1, 3).sum).toBe(4);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
