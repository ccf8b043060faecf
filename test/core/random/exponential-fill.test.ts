import { describe, expect, it } from 'vitest';
import { exponential, fillExponential } from '@/core/random/exponential';
import { createRng } from '@/core/random/prng';

describe('fillExponential', () => {
  it('writes the same variates as calling exponential() in turn', () => {
    const a = createRng(11);
    const b = createRng(11);
    const out = new Float64Array(1000);
    fillExponential(a, out, 1000);
    expect([...out]).toEqual(Array.from({ length: 1000 }, () => exponential(b)));
    expect(a.next()).toBe(b.next());
  });
});
