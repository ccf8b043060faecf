import { describe, expect, it } from 'vitest';
import { exponential, fillExponential } from '@/core/random/exponential';
import { createRng } from '@/core/random/prng';
import { paperZiggurat } from './paper-ziggurat';

describe('exponential against the paper', () => {
  it('draws exactly the paper’s sequence from the same stream, tail and wedges included', () => {
    const reference = paperZiggurat();
    const a = createRng(31);
    const b = createRng(31);
    const n = 100_000;
    let tail = 0;
    for (let k = 0; k < n; k++) {
      const x = exponential(a);
      expect(x).toBe(reference(b));
      if (x > 7.697117470131487) tail++;
    }
    // The sequence reached the tail (P = e^−7.7 ≈ 4.5e-4, so about 45 times).
    expect(tail).toBeGreaterThan(10);
  });

  it('fillExponential writes n draws, no more, the same as calls in turn', () => {
    const out = new Float64Array(6).fill(-1);
    fillExponential(createRng(5), out, 4);
    const rng = createRng(5);
    expect(Array.from(out.subarray(0, 4))).toEqual([1, 2, 3, 4].map(() => exponential(rng)));
    expect(Array.from(out.subarray(4))).toEqual([-1, -1]);
  });
});
