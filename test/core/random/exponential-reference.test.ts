import { describe, expect, it } from 'vitest';
import { exponential, fillExponential } from '@/core/random/exponential';
import { createRng, type Rng } from '@/core/random/prng';

/**
 * Marsaglia & Tsang's REXP (J. Stat. Software 5(8), 2000: zigset and efix), typed from the
 * paper with the one change the module documents: the strip comes from a second draw. The tail
 * is R + Exp(1) as R − log(1 − u), u in [0, 1).
 */
function paperZiggurat(): (rng: Rng) => number {
  const m2 = 4294967296;
  let de = 7.697117470131487;
  let te = de;
  const ve = 3.949659822581572e-3;
  const ke: number[] = new Array<number>(256).fill(0);
  const we: number[] = new Array<number>(256).fill(0);
  const fe: number[] = new Array<number>(256).fill(0);
  const q = ve / Math.exp(-de);
  ke[0] = (de / q) * m2;
  ke[1] = 0;
  we[0] = q / m2;
  we[255] = de / m2;
  fe[0] = 1;
  fe[255] = Math.exp(-de);
  for (let i = 254; i >= 1; i--) {
    de = -Math.log(ve / de + Math.exp(-de));
    ke[i + 1] = (de / te) * m2;
    te = de;
    fe[i] = Math.exp(-de);
    we[i] = de / m2;
  }
  return (rng) => {
    for (;;) {
      const jz = rng.next() * m2;
      const iz = Math.floor(rng.next() * 256);
      if (jz < ke[iz]!) return jz * we[iz]!;
      if (iz === 0) return 7.697117470131487 - Math.log(1 - rng.next());
      const x = jz * we[iz]!;
      if (fe[iz]! + rng.next() * (fe[iz - 1]! - fe[iz]!) < Math.exp(-x)) return x;
    }
  };
}

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
