import { describe, expect, it } from 'vitest';
import { exponential, fillExponential } from '@/core/random/exponential';
import { createRng } from '@/core/random/prng';
import { scriptedRng } from './helpers';
import { paperTables, paperZiggurat } from './paper-ziggurat';

describe('exponential (ziggurat)', () => {
  const n = 400_000;
  const sample = (() => {
    const rng = createRng(2024);
    return Float64Array.from({ length: n }, () => exponential(rng));
  })();

  it('has mean 1 and variance 1 within 4 standard errors', () => {
    const mean = sample.reduce((a, b) => a + b, 0) / n;
    const variance = sample.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
    // Exp(1): sd of the mean 1/√n; Var of the sample variance (μ4 − σ⁴)/n = 8/n.
    expect(Math.abs(mean - 1)).toBeLessThan(4 / Math.sqrt(n));
    expect(Math.abs(variance - 1)).toBeLessThan(4 * Math.sqrt(8 / n));
  });

  it('follows 1 − e^(−x) (Kolmogorov–Smirnov at α = 0.001), the tail beyond 7.7 included', () => {
    const sorted = Float64Array.from(sample).sort();
    let d = 0;
    sorted.forEach((x, i) => {
      const f = 1 - Math.exp(-x);
      d = Math.max(d, Math.abs((i + 1) / n - f), Math.abs(f - i / n));
    });
    expect(d).toBeLessThan(1.949 / Math.sqrt(n));
    // Beyond the ziggurat's last strip (7.697): e^(−7.697) ≈ 4.5e-4 of draws, ±4 sd.
    const tail = sample.filter((x) => x > 7.697117470131487).length;
    const expected = n * Math.exp(-7.697117470131487);
    expect(Math.abs(tail - expected)).toBeLessThan(4 * Math.sqrt(expected));
    // Within strips: the share below each decile of Exp(1) is the decile (±4 sd).
    for (let q = 0.1; q < 0.95; q += 0.1) {
      const below = sample.filter((x) => x < -Math.log(1 - q)).length / n;
      expect(Math.abs(below - q)).toBeLessThan(4 * Math.sqrt((q * (1 - q)) / n));
    }
  });

  it('is reproducible from the seed', () => {
    const a = createRng(7);
    const b = createRng(7);
    for (let i = 0; i < 1000; i++) expect(exponential(a)).toBe(exponential(b));
  });
});

describe('fillExponential', () => {
  it('writes the same variates as calling exponential() in turn', () => {
    const a = createRng(11);
    const b = createRng(11);
    const out = new Float64Array(1000);
    fillExponential(a, out, 1000);
    expect([...out]).toEqual(Array.from({ length: 1000 }, () => exponential(b)));
    expect(a.next()).toBe(b.next());
  });

  it('writes n draws, no more, the same as calls in turn', () => {
    const out = new Float64Array(6).fill(-1);
    fillExponential(createRng(5), out, 4);
    const rng = createRng(5);
    expect(Array.from(out.subarray(0, 4))).toEqual([1, 2, 3, 4].map(() => exponential(rng)));
    expect(Array.from(out.subarray(4))).toEqual([-1, -1]);
  });
});

describe('exponential at the ziggurat’s exact boundaries (scripted draws)', () => {
  it('takes the paper’s strict j < ke[i]: j = 0 in strip 1 (ke[1] = 0) goes on to the wedge test', () => {
    // Draws: j = 0, strip 1 (256 · 2^24/2^32 = 1), then the wedge's uniform, ½. The wedge test at
    // x = 0 is fe[1] + ½(1 − fe[1]) < e^0 = 1: accepted, so 0 after three draws, not two.
    const rng = scriptedRng([0, 2 ** 24, 2 ** 31, 0, 0]);
    expect(exponential(rng)).toBe(0);
    expect(rng.taken).toBe(3);
  });

  it('rejects a wedge point that lies exactly on e^(−x) (strict <) and tries again', () => {
    // Strip 3 (3 · 2^24 / 2^32 · 256 = 3), j = 4249772075 ≥ ke[3], wedge uniform 188186468 / 2^32:
    // fe[3] + u · (fe[2] − fe[3]) equals e^(−j · we[3]) to the last bit.
    const j = 4249772075;
    const u = 188186468;
    const { ke, we, fe } = paperTables();
    expect(j).toBeGreaterThanOrEqual(ke[3]!);
    expect(fe[3]! + (u / 2 ** 32) * (fe[2]! - fe[3]!)).toBe(Math.exp(-j * we[3]!));
    // The tie is a rejection; the next try, j = 0 in the base strip 0, gives 0 · we[0] = 0.
    const rng = scriptedRng([j, 3 * 2 ** 24, u, 0, 0]);
    expect(exponential(rng)).toBe(0);
    expect(rng.taken).toBe(5);
  });

  it('accepts the same wedge point one step of u lower, at x = j · we[3]', () => {
    const j = 4249772075;
    const { we } = paperTables();
    const rng = scriptedRng([j, 3 * 2 ** 24, 188186467, 0, 0]);
    const x = exponential(rng);
    expect(x).toBe(j * we[3]!);
    expect(x).toBeCloseTo(0.13586014363849, 13);
    expect(rng.taken).toBe(3);
  });
});

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
});
