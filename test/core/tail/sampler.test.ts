import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '@/core/random/prng';
import { createLeafSampler, HALF_STEP, Z99, type LeafSampleSpec } from '@/core/tail/sampler';
import { runs } from '../property-runs';
import { shareAtMost, shareSe } from './sim-oracle';

/**
 * Tolerances: a sampled share (an empirical CDF at a point) must lie within 4 binomial standard
 * errors of its exact value, √(p(1 − p)/n); a sampled quantile within 4 of its own, that
 * error over the density there. The seeds are fixed, so a pass is stable.
 */
const SE_TOLERANCE = 4;
const DRAWS = 200_000;

/** Φ⁻¹(0.995) and φ, for the lognormal's checks (the oracle's own, not src/core/tail/normal.ts). */
const Z995 = 2.5758293035489004;
const phi = (z: number) => Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);

const TWO_POINT: LeafSampleSpec = { kind: 'two-point', fast: 0.01, slow: 1, slowShare: 0.01 };
const LOGNORMAL: LeafSampleSpec = { kind: 'lognormal', p50: 0.01, p99: 0.1 };
const BUCKETS = [
  { le: 0.005, count: 620 },
  { le: 0.01, count: 9400 },
  { le: 0.025, count: 9880 },
  { le: 0.05, count: 9920 },
  { le: 0.1, count: 9950 },
  { le: 0.25, count: 9975 },
  { le: 0.5, count: 9990 },
  { le: 1, count: 9998 },
  { le: Infinity, count: 10000 },
];
const HISTOGRAM: LeafSampleSpec = { kind: 'histogram', buckets: BUCKETS };

function draws(spec: LeafSampleSpec, slow = false, seed = 1): Float64Array {
  const sampler = createLeafSampler(spec);
  const out = new Float64Array(DRAWS);
  if (slow) sampler.fillSlow(createRng(seed), out, DRAWS);
  else sampler.fill(createRng(seed), out, DRAWS);
  return out.sort();
}

/** Draws through the upper quantile, as the simulation's conditioned draws are made. */
function inverted(spec: LeafSampleSpec, seed = 2): Float64Array {
  const sampler = createLeafSampler(spec);
  const rng = createRng(seed);
  const out = new Float64Array(DRAWS);
  for (let i = 0; i < DRAWS; i++) out[i] = sampler.upper(rng.next() + HALF_STEP);
  return out.sort();
}

function nearShare(what: string, sorted: Float64Array, x: number, expected: number): void {
  const got = shareAtMost(sorted, x);
  const se = shareSe(expected, sorted.length);
  expect(
    Math.abs(got - expected),
    `${what}: P(L ≤ ${x}) = ${got}, expected ${expected}`,
  ).toBeLessThanOrEqual(SE_TOLERANCE * se);
}

/** The nearest-rank p-quantile of sorted samples. */
const quantile = (sorted: Float64Array, p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;

describe('two-point leaf', () => {
  it('is fast with probability 1 − s and slow with probability s', () => {
    const sorted = draws(TWO_POINT);
    expect(sorted[0]).toBe(0.01);
    expect(sorted[DRAWS - 1]).toBe(1);
    nearShare('two-point', sorted, 0.01, 0.99);
    nearShare('two-point, inverted', inverted(TWO_POINT), 0.01, 0.99);
  });

  it('has its survival, mean, partial mean and p99 in closed form', () => {
    const s = createLeafSampler(TWO_POINT);
    expect([s.survival(0.005), s.survival(0.01), s.survival(0.5), s.survival(1)]).toEqual([
      1, 0.01, 0.01, 0,
    ]);
    expect(s.mean).toBeCloseTo(0.99 * 0.01 + 0.01, 15);
    expect(s.partialMean(0.02)).toBeCloseTo(0.99 * 0.01, 15);
    expect(s.partialMean(0.005)).toBe(0);
    expect(s.partialMean(1)).toBeCloseTo(s.mean, 15);
    expect(s.p99).toBe(0.01);
    expect(s.lognormal).toBeNull();
  });

  it('has the slow value for its slow tail, whatever the share', () => {
    for (const slowShare of [0, 0.001, 0.01, 0.5]) {
      const s = createLeafSampler({ ...TWO_POINT, slowShare });
      expect(s.slow.upper(0.3)).toBe(1);
      expect([s.slow.survival(0.99), s.slow.survival(1)]).toEqual([1, 0]);
    }
    expect(draws(TWO_POINT, true).every((x) => x === 1)).toBe(true);
  });

  it('orders its atoms when the "slow" value is the smaller', () => {
    const s = createLeafSampler({ kind: 'two-point', fast: 1, slow: 0.01, slowShare: 0.3 });
    expect(s.survival(0.5)).toBeCloseTo(0.7, 15);
    expect(s.upper(0.69)).toBe(1);
    expect(s.upper(0.71)).toBe(0.01);
  });
});

describe('lognormal leaf', () => {
  const mu = Math.log(0.01);
  const sigma = (Math.log(0.1) - mu) / 2.3263478740408408;

  it('takes μ = ln p50 and σ = (ln p99 − ln p50)/Φ⁻¹(0.99)', () => {
    expect(Z99).toBe(2.3263478740408408);
    const s = createLeafSampler(LOGNORMAL);
    expect(s.lognormal?.mu).toBeCloseTo(mu, 15);
    expect(s.lognormal?.sigma).toBeCloseTo(sigma, 15);
    expect(s.mean).toBeCloseTo(Math.exp(mu + (sigma * sigma) / 2), 15);
    expect(s.p99).toBeCloseTo(0.1, 12);
    expect(s.upper(0.5)).toBeCloseTo(0.01, 15);
  });

  // A quantile's standard error is √(p(1 − p)/n)/f(x_p), f the lognormal density φ(z)/(xσ).
  const quantileSe = (x: number, z: number, p: number) =>
    Math.sqrt((p * (1 - p)) / DRAWS) / (phi(z) / (x * sigma));

  for (const [name, sorted] of [
    ['polar normals (fill)', () => draws(LOGNORMAL)],
    ['inversion (upper)', () => inverted(LOGNORMAL)],
  ] as const) {
    it(`samples its p50 and p99 within 4 quantile standard errors: ${name}`, () => {
      const a = sorted();
      const p50 = quantile(a, 0.5);
      const p99 = quantile(a, 0.99);
      expect(Math.abs(p50 - 0.01)).toBeLessThanOrEqual(SE_TOLERANCE * quantileSe(0.01, 0, 0.5));
      expect(Math.abs(p99 - 0.1)).toBeLessThanOrEqual(SE_TOLERANCE * quantileSe(0.1, Z99, 0.99));
    });
  }

  it('draws its slow tail above its p99, half of it above its p99.5', () => {
    const slow = draws(LOGNORMAL, true);
    expect(slow[0]).toBeGreaterThan(0.1);
    nearShare('slow tail', slow, Math.exp(mu + sigma * Z995), 0.5);
  });

  it('has a partial mean that grows to the mean', () => {
    const s = createLeafSampler(LOGNORMAL);
    expect(s.partialMean(0)).toBe(0);
    expect(s.partialMean(1e6)).toBeCloseTo(s.mean, 12);
    // E[L; L ≤ p50] = e^{μ + σ²/2}·Φ(−σ): checked against the mean of the draws below the p50.
    const a = draws(LOGNORMAL);
    let sum = 0;
    for (const x of a) if (x <= 0.01) sum += x;
    expect(Math.abs(sum / DRAWS - s.partialMean(0.01))).toBeLessThan(0.01 * s.partialMean(0.01));
  });

  it('is a point mass when p99 = p50', () => {
    const s = createLeafSampler({ kind: 'lognormal', p50: 0.2, p99: 0.2 });
    expect([s.upper(0.001), s.upper(0.999), s.mean, s.p99, s.slow.upper(0.5)]).toEqual([
      0.2, 0.2, 0.2, 0.2, 0.2,
    ]);
    expect([s.survival(0.19), s.survival(0.2), s.partialMean(0.19), s.partialMean(0.2)]).toEqual([
      1, 0, 0, 0.2,
    ]);
  });
});

describe('histogram leaf', () => {
  const total = 10000;

  it('samples its CDF at every bucket bound within 4 standard errors of count/total', () => {
    for (const sorted of [draws(HISTOGRAM), inverted(HISTOGRAM)]) {
      for (const { le, count } of BUCKETS.slice(0, -2)) {
        nearShare(`histogram at ${le}`, sorted, le, count / total);
      }
      // The +Inf mass sits at the highest finite bound: nothing is drawn above it.
      expect(sorted[DRAWS - 1]).toBe(1);
      nearShare('histogram below 1', sorted, 1 - 1e-12, 9998 / total);
    }
  });

  it('interpolates linearly inside a bucket, from 0 in the first', () => {
    const s = createLeafSampler(HISTOGRAM);
    expect(s.survival(0.0025)).toBeCloseTo(1 - 310 / total, 15);
    expect(s.survival(0.0075)).toBeCloseTo(1 - (620 + (9400 - 620) / 2) / total, 15);
    expect(s.upper(1 - 310 / total)).toBeCloseTo(0.0025, 15);
    expect(s.upper(1 / total)).toBe(1); // inside the +Inf mass
    // 9,900 of 10,000 falls in (0.025, 0.05], between 9,880 and 9,920.
    expect(s.p99).toBeCloseTo(0.025 + (0.025 * (9900 - 9880)) / (9920 - 9880), 12);
  });

  it('has the mean and partial mean of the piecewise-uniform density plus the +Inf atom', () => {
    const s = createLeafSampler(HISTOGRAM);
    let mean = 0;
    let prevLe = 0;
    let prevCount = 0;
    for (const { le, count } of BUCKETS.slice(0, -1)) {
      mean += ((count - prevCount) * (prevLe + le)) / 2;
      prevLe = le;
      prevCount = count;
    }
    mean = (mean + 2 * 1) / total;
    expect(s.mean).toBeCloseTo(mean, 15);
    expect(s.partialMean(1)).toBeCloseTo(mean, 15);
    expect(s.partialMean(0.005)).toBeCloseTo((620 * 0.0025) / total, 15);
    expect(s.partialMean(0.0025)).toBeCloseTo((310 * 0.00125) / total, 15);
  });

  it('takes a histogram without +Inf, and a first bound at 0 as an atom there', () => {
    const s = createLeafSampler({
      kind: 'histogram',
      buckets: [
        { le: 0, count: 10 },
        { le: 1, count: 100 },
      ],
    });
    expect(s.upper(0.95)).toBe(0);
    expect(s.upper(0.45)).toBeCloseTo(0.5, 15);
    expect(s.survival(0)).toBeCloseTo(0.9, 15);
    expect(s.mean).toBeCloseTo(0.45, 15);
  });

  it('refuses impossible buckets', () => {
    const bad: LeafSampleSpec[] = [
      { kind: 'histogram', buckets: [] },
      { kind: 'histogram', buckets: [{ le: Infinity, count: 5 }] },
      {
        kind: 'histogram',
        buckets: [
          { le: 1, count: 5 },
          { le: 0.5, count: 6 },
        ],
      },
      {
        kind: 'histogram',
        buckets: [
          { le: 0.5, count: 5 },
          { le: 1, count: 4 },
        ],
      },
      { kind: 'histogram', buckets: [{ le: 1, count: 0 }] },
      { kind: 'histogram', buckets: [{ le: -1, count: 3 }] },
      { kind: 'lognormal', p50: 0.1, p99: 0.01 },
      { kind: 'lognormal', p50: 0, p99: 0.01 },
      { kind: 'two-point', fast: -1, slow: 1, slowShare: 0.1 },
      { kind: 'two-point', fast: 0.01, slow: 1, slowShare: 1.5 },
    ];
    for (const spec of bad) expect(() => createLeafSampler(spec)).toThrow(RangeError);
  });
});

describe('every law', () => {
  const specs: LeafSampleSpec[] = [TWO_POINT, LOGNORMAL, HISTOGRAM];

  it('draws above x exactly when s < survival(x), for the tail and for the law', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...specs),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.double({ min: 1e-9, max: 1 - 1e-9, noNaN: true }),
        (spec, x, s) => {
          const sampler = createLeafSampler(spec);
          for (const law of [sampler, sampler.slow]) {
            const above = law.survival(x);
            if (s === above) continue;
            expect(law.upper(s) > x).toBe(s < above);
          }
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
