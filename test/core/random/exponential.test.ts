import { describe, expect, it } from 'vitest';
import { exponential, fillExponential } from '@/core/random/exponential';
import { createRng } from '@/core/random/prng';

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
});
