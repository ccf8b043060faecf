import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '@/core/random/prng';
import fc from 'fast-check';
import { add, compare, mul, ONE, rational, sub, toNumber } from '@/core/exact/rational';
import { totalOf } from './helpers';
import { runs } from '../property-runs';

const r = (num: bigint, den: bigint) => rational(num, den);

describe('failover success (imperfect coverage), hand-derived', () => {
  it('two 99.99% with failover 99.9%: U = u₁((1 − c) + c·u₂) = 1.0999e-7', () => {
    const u = r(1n, 10_000n);
    const c = r(999n, 1000n);
    const expected = mul(u, add(sub(ONE, c), mul(c, u)));
    expect(expected).toEqual(r(10999n, 10n ** 11n));
    expect(totalOf('parallel[failover=99.9%](p: 99.99, s: 99.99)')).toEqual(expected);
  });

  it('perfect failover is plain parallel; failover 0% leaves only the primary', () => {
    expect(totalOf('parallel[failover=100%](p: 99, s: 98)')).toEqual(
      totalOf('parallel(p: 99, s: 98)'),
    );
    expect(totalOf('parallel[failover=0%](p: 99, s: 98)')).toEqual(r(1n, 100n));
  });

  it('three members: the switch is tried once, then any standby will do', () => {
    // u₁((1 − c) + c·u₂·u₃) with u = 1%, 2%, 3% and c = 90%.
    const expected = mul(r(1n, 100n), add(r(1n, 10n), mul(r(9n, 10n), r(6n, 10_000n))));
    expect(totalOf('parallel[failover=90%](a: 99, b: 98, c: 97)')).toEqual(expected);
  });
});

describe('common-cause failures (beta factor), hand-derived', () => {
  it('1oo2 at 99.9% with β = 5%: U = βu + (1 − βu)((1 − β)u)² = 5.0902454875e-5', () => {
    expect(totalOf('parallel[ccf=5%](a: 99.9, b: 99.9)')).toEqual(r(50902454875n, 10n ** 15n));
  });

  it('2of3 at 99.9% with β = 10%: U = q꜀ + (1 − q꜀)(3q² − 2q³), q = u − q꜀', () => {
    const qc = r(1n, 10_000n);
    const q = r(9n, 10_000n);
    const twoOfThree = sub(mul(r(3n, 1n), mul(q, q)), mul(r(2n, 1n), mul(q, mul(q, q))));
    const expected = add(qc, mul(sub(ONE, qc), twoOfThree));
    expect(totalOf('2of3[ccf=10%](a: 99.9, b: 99.9, c: 99.9)')).toEqual(expected);
  });

  it('different members: the common event is β · max uᵢ, each keeps (1 − β)·uᵢ', () => {
    // u = 1% and 2%, β = 50%: q꜀ = 0.5 · 2% = 1%, independent parts 0.5% and 1%.
    // U = 1% + 99% · (0.5% · 1%) = 0.01 + 0.99 · 0.00005 = 0.0100495.
    const expected = add(r(1n, 100n), mul(r(99n, 100n), mul(r(5n, 1000n), r(1n, 100n))));
    expect(expected).toEqual(r(100495n, 10n ** 7n));
    expect(totalOf('parallel[ccf=50%](a: 99, b: 98)')).toEqual(expected);
  });

  it('a better third replica: parallel[ccf=5%](a: 99.9, b: 99.9, c: 99.99)', () => {
    // q꜀ = 5% · 1e-3 = 5e-5; parts 9.5e-4, 9.5e-4, 9.5e-5; S = 9.5e-4² · 9.5e-5 = 8.57375e-11.
    // U = 5e-5 + (1 − 5e-5) · 8.57375e-11 = 5e-5 + 8.57375e-11 − 4.286875e-15
    //   = 5.0000085733213125e-5: the pair's 5.0902454875e-5 barely moves, the cap stays.
    const qc = r(5n, 100_000n);
    const s = mul(mul(r(95n, 100_000n), r(95n, 100_000n)), r(95n, 1_000_000n));
    const expected = add(qc, mul(sub(ONE, qc), s));
    expect(expected).toEqual(r(50000085733213125n, 10n ** 21n));
    expect(totalOf('parallel[ccf=5%](a: 99.9, b: 99.9, c: 99.99)')).toEqual(expected);
    // With c perfect, S = 0 and U is the common event alone: exactly 5e-5.
    expect(totalOf('parallel[ccf=5%](a: 99.9, b: 99.9, c: 100)')).toEqual(qc);
  });

  it('adding a better replica or making a member perfect never takes U below β · max u of the others', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('90', '99', '99.5', '99.9', '99.99', '99.9999'), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.constantFrom('99.99', '99.99999', '100'),
        fc.constantFrom('5', '20', '50', '100'),
        fc.boolean(),
        (values, better, beta, quorum) => {
          const all = [...values, better];
          const members = all.map((v, i) => `m${i}: ${v}`).join(', ');
          const head = quorum && all.length > 1 ? `${all.length - 1}of${all.length}` : 'parallel';
          const total = totalOf(`${head}[ccf=${beta}%](${members})`);
          const worst = values
            .map((v) => sub(ONE, rational(BigInt(Math.round(Number(v) * 1e4)), 1_000_000n)))
            .reduce((a, b) => (compare(a, b) < 0 ? b : a));
          const floor = mul(rational(BigInt(beta), 100n), worst);
          expect(compare(total, floor)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('two zones with a shared dependency: the preset, derived by hand', () => {
    const zone = sub(ONE, r(9999n * 9995n * 9999n, 10n ** 12n));
    const qc = mul(r(5n, 100n), zone);
    const q = sub(zone, qc);
    const pair = add(qc, mul(sub(ONE, qc), mul(q, q)));
    const dns = r(1n, 10_000n);
    const expected = add(dns, mul(pair, sub(ONE, dns)));
    const text =
      'series(dns: 99.99, parallel[ccf=5%](series(lb-a: 99.99, app-a: 99.95, db-a: 99.99), series(lb-b: 99.99, app-b: 99.95, db-b: 99.99)))';
    expect(totalOf(text)).toEqual(expected);
    // The common cause caps the pair near β·u: far above the u² that independence would give.
    expect(toNumber(pair)).toBeGreaterThan(toNumber(mul(zone, zone)) * 50);
  });

  it('ccf 0% changes nothing; ccf 100% makes the group as good as its worst member', () => {
    expect(totalOf('parallel[ccf=0%](a: 99, b: 98)')).toEqual(totalOf('parallel(a: 99, b: 98)'));
    // q꜀ = 1 · 2%, independent parts 0: U = 2%.
    expect(totalOf('parallel[ccf=100%](a: 99, b: 98)')).toEqual(r(2n, 100n));
  });
});

/**
 * A seeded Monte Carlo of the same models, written from the story rather than the formulas:
 * draw each component up or down, the common-cause event, the switch-over; count outages.
 */
function simulate(
  trials: number,
  seed: number,
  draw: (rng: Rng) => boolean,
): { p: number; se: number } {
  const rng = createRng(seed);
  let down = 0;
  for (let i = 0; i < trials; i++) if (draw(rng)) down += 1;
  const p = down / trials;
  return { p, se: Math.sqrt((p * (1 - p)) / trials) };
}

const bern = (rng: Rng, p: number) => rng.next() < p;

describe('a seeded Monte Carlo agrees within 4 standard errors (two-sided, ≈ 99.994%)', () => {
  const TRIALS = 400_000;

  it('failover: primary 90%, standbys 85% and 80%, switch works 90%', () => {
    const { p, se } = simulate(TRIALS, 7, (rng) => {
      const primaryDown = bern(rng, 0.1);
      const standbysDown = bern(rng, 0.15) && bern(rng, 0.2);
      const switchFails = bern(rng, 0.1);
      return primaryDown && (switchFails || standbysDown);
    });
    const exact = toNumber(totalOf('parallel[failover=90%](p: 90, s1: 85, s2: 80)'));
    expect(Math.abs(p - exact)).toBeLessThan(4 * se);
  });

  it('ccf: 2of3 of 80%, 85%, 90% with β = 20%, in series with a 99% load balancer', () => {
    // The common event has probability β · max u = 4%; each member fails on its own with (1 − β)·u.
    const us = [0.2, 0.15, 0.1];
    const qc = 0.2 * Math.max(...us);
    const { p, se } = simulate(TRIALS, 11, (rng) => {
      const lbDown = bern(rng, 0.01);
      const common = bern(rng, qc);
      const failures = us.filter((u) => bern(rng, 0.8 * u)).length;
      return lbDown || common || failures >= 2;
    });
    const exact = toNumber(totalOf('series(lb: 99, 2of3[ccf=20%](a: 80, b: 85, c: 90))'));
    expect(Math.abs(p - exact)).toBeLessThan(4 * se);
  });

  it('both at once: parallel[failover=95%, ccf=10%] of 90% and 90%', () => {
    const qc = 0.1 * 0.1;
    const { p, se } = simulate(TRIALS, 13, (rng) => {
      const common = bern(rng, qc);
      const primaryDown = bern(rng, 0.9 * 0.1);
      const standbyDown = bern(rng, 0.9 * 0.1);
      const switchFails = bern(rng, 0.05);
      return common || (primaryDown && (switchFails || standbyDown));
    });
    const exact = toNumber(totalOf('parallel[failover=95%, ccf=10%](p: 90, s: 90)'));
    expect(Math.abs(p - exact)).toBeLessThan(4 * se);
  });
});
