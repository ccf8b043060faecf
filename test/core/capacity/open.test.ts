import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  openQueue,
  responseExceeds,
  responseQuantile,
  tailQuantile,
  waitExceeds,
  waitQuantile,
  waitWithin,
  type OpenQueue,
  type StableOpen,
} from '@/core/capacity/open';
import { runs } from '../property-runs';
import {
  erlangCDirect,
  erlangCExact,
  gammaResponseTail,
  logFactorials,
  poissonSplit,
  powerWeighted,
  simpson,
} from './oracle';

const relative = (x: number, y: number) => Math.abs(x - y) / Math.abs(y);

/** Γ(¼) (Abramowitz & Stegun, to double precision). */
const GAMMA_QUARTER = 3.625609908221908;

function stable(q: OpenQueue): StableOpen {
  const r = openQueue(q);
  if (r.kind !== 'stable') throw new Error(`expected a stable queue: ${JSON.stringify(q)}`);
  return r;
}

const DEFAULTS: OpenQueue = { rate: 100, service: 0.05, servers: 8, cv: 1 };

/** Random stable queues: c up to 200, ρ in (0.05, 0.98). */
const stableQueues = (cv: fc.Arbitrary<number>) =>
  fc
    .record({
      servers: fc.integer({ min: 1, max: 200 }),
      rho: fc.double({ min: 0.05, max: 0.98, noNaN: true }),
      service: fc.double({ min: 0.001, max: 100, noNaN: true }),
      cv,
    })
    .map(({ servers, rho, service, cv }) => ({
      rate: (rho * servers) / service,
      service,
      servers,
      cv,
    }));

describe('M/M/c worked examples (exact rationals for C, the rest by hand)', () => {
  it('100/s, 50 ms, 8 servers: ρ 0.625, C 0.1672665, W_q 2.7878 ms, W 52.7878 ms, L 5.27878, p99 wait 46.950 ms', () => {
    const r = stable(DEFAULTS);
    const C = erlangCExact(8, 5n, 1n);
    // cμ − λ = 8/0.05 − 100 = 60 per second.
    expect(r.utilisation).toBeCloseTo(0.625, 15);
    expect(relative(r.pWait, C)).toBeLessThan(1e-12);
    expect(relative(r.meanWait, C / 60)).toBeLessThan(1e-12);
    expect(relative(r.meanResponse, C / 60 + 0.05)).toBeLessThan(1e-12);
    expect(relative(r.inSystem, 100 * (C / 60 + 0.05))).toBeLessThan(1e-12);
    expect(relative(r.inQueue, (100 * C) / 60)).toBeLessThan(1e-12);
    expect(relative(r.decay, 60)).toBeLessThan(1e-12);
    expect(r.exact).toBe(true);
    expect(relative(waitQuantile(r, 0.99), Math.log(C / 0.01) / 60)).toBeLessThan(1e-12);
    // The figures as the panel prints them.
    expect(r.pWait).toBeCloseTo(0.1672665, 7);
    expect(r.meanWait).toBeCloseTo(0.0027878, 7);
    expect(r.meanResponse).toBeCloseTo(0.0527878, 7);
    expect(r.inSystem).toBeCloseTo(5.27878, 5);
    expect(waitQuantile(r, 0.99)).toBeCloseTo(0.04695, 6);
  });

  it('call centre: 0.2 calls/s, 240 s calls, 55 agents (48 Erlangs): C 0.238701, W_q 8.18403 s, 84.588% answered within 15 s', () => {
    const r = stable({ rate: 0.2, service: 240, servers: 55, cv: 1 });
    const C = erlangCExact(55, 48n, 1n);
    const gap = 55 / 240 - 0.2;
    expect(relative(r.pWait, C)).toBeLessThan(1e-12);
    expect(relative(r.meanWait, C / gap)).toBeLessThan(1e-12);
    expect(relative(waitWithin(r, 15), 1 - C * Math.exp(-gap * 15))).toBeLessThan(1e-12);
    expect(r.pWait).toBeCloseTo(0.238701, 6);
    expect(r.meanWait).toBeCloseTo(8.18403, 5);
    expect(waitWithin(r, 15)).toBeCloseTo(0.84588, 5);
  });

  it('M/M/1: W = S/(1 − ρ): 5× the service at ρ = 0.8, 10× at ρ = 0.9', () => {
    expect(stable({ rate: 16, service: 0.05, servers: 1, cv: 1 }).meanResponse).toBeCloseTo(
      0.25,
      14,
    );
    expect(stable({ rate: 18, service: 0.05, servers: 1, cv: 1 }).meanResponse).toBeCloseTo(
      0.5,
      14,
    );
    // C = ρ for one server.
    expect(stable({ rate: 16, service: 0.05, servers: 1, cv: 1 }).pWait).toBeCloseTo(0.8, 14);
  });

  it('200/s at the defaults overloads: the queue grows by 200 − 8/0.05 = 40 requests a second', () => {
    const r = openQueue({ ...DEFAULTS, rate: 200 });
    expect(r.kind).toBe('overload');
    if (r.kind !== 'overload') return;
    expect(r.growth).toBeCloseTo(40, 10);
    expect(r.load).toBeCloseTo(10, 12);
    expect(r.utilisation).toBeCloseTo(1.25, 12);
    // Exactly at saturation: overload with no growth, never an infinite wait.
    expect(openQueue({ ...DEFAULTS, rate: 160 })).toMatchObject({ kind: 'overload', growth: 0 });
  });

  it('10,000 servers at ρ = 0.99: a finite C that matches the log-space sum', () => {
    const r = stable({ rate: 9_900, service: 1, servers: 10_000, cv: 1 });
    expect(relative(r.pWait, erlangCDirect(10_000, 9_900))).toBeLessThan(1e-8);
    expect(r.pWait).toBeGreaterThan(0);
    expect(r.pWait).toBeLessThan(1);
    expect(Number.isFinite(responseQuantile(DEFAULTS, stable(DEFAULTS), 0.999))).toBe(true);
  });
});

describe('the wait distribution', () => {
  it('P(W_q > 0) = C, P(W_q > t) = 1 for t < 0, the p99 below C is 0', () => {
    const r = stable(DEFAULTS);
    expect(waitExceeds(r, 0)).toBe(r.pWait);
    expect(waitExceeds(r, -1)).toBe(1);
    expect(waitQuantile(r, 0.5)).toBe(0);
    expect(waitQuantile(r, 1 - r.pWait)).toBeCloseTo(0, 15);
    expect(Number.isFinite(waitQuantile(r, 1))).toBe(true);
  });

  it('M/M/1 at ρ = 25/32: C = ρ, so exactly 1 − C = 21.875% never wait and the p21.875 wait is 0', () => {
    const r = stable({ rate: 0.78125, service: 1, servers: 1, cv: 1 });
    expect(r.pWait).toBe(0.78125);
    expect(waitQuantile(r, 0.21875)).toBe(0);
    // Just above that share the quantile is ln(C/(1 − p))/(μ − λ), above 0.
    expect(waitQuantile(r, 0.25)).toBeCloseTo(Math.log(0.78125 / 0.75) / 0.21875, 14);
  });

  it('waitQuantile inverts waitExceeds', () => {
    fc.assert(
      fc.property(
        stableQueues(fc.double({ min: 0, max: 10, noNaN: true })),
        fc.double({ min: 0.5, max: 0.999999, noNaN: true }),
        (q, p) => {
          const r = stable(q);
          const t = waitQuantile(r, p);
          if (t === 0) expect(r.pWait).toBeLessThanOrEqual(1 - p);
          else expect(waitExceeds(r, t)).toBeCloseTo(1 - p, 12);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('Allen–Cunneen at cv = 1 is the exact M/M/c: W_q = C/(cμ − λ), tail rate cμ − λ', () => {
    fc.assert(
      fc.property(stableQueues(fc.constant(1)), (q) => {
        const r = stable(q);
        const C = erlangCDirect(q.servers, q.rate * q.service);
        const gap = q.servers / q.service - q.rate;
        expect(r.exact).toBe(true);
        expect(relative(r.pWait, C)).toBeLessThan(1e-9);
        expect(relative(r.meanWait, C / gap)).toBeLessThan(1e-9);
        expect(relative(r.decay, gap)).toBeLessThan(1e-9);
      }),
      { numRuns: runs(200) },
    );
  });

  it('Allen–Cunneen scales the mean wait by (1 + cv²)/2 and the tail rate by its inverse', () => {
    const exact = stable(DEFAULTS);
    const constant = stable({ ...DEFAULTS, cv: 0 });
    const bursty = stable({ ...DEFAULTS, cv: 2 });
    expect(constant.exact).toBe(false);
    expect(constant.pWait).toBe(exact.pWait);
    expect(constant.meanWait).toBeCloseTo(exact.meanWait / 2, 15);
    expect(bursty.meanWait).toBeCloseTo(exact.meanWait * 2.5, 15);
    expect(bursty.decay).toBeCloseTo(exact.decay / 2.5, 12);
    // The tail's mean is the mean wait: ∫ C·e^{−decay·t} dt = C/decay.
    expect(bursty.pWait / bursty.decay).toBeCloseTo(bursty.meanWait, 15);
  });
});

/**
 * P(W_q + S > t) by brute force: P(S > t) + C·∫₀ᵗ g(s)e^{−d(t−s)} ds with g the gamma(k, β)
 * density, both integrals by Simpson (oracle.ts), Γ(k) given.
 */
function responseOracle(q: OpenQueue, r: StableOpen, t: number, gammaK: number): number {
  const k = 1 / (q.cv * q.cv);
  const beta = k / q.service;
  const scale = beta ** k / gammaK;
  const cdf = scale * powerWeighted(k, (s) => Math.exp(-beta * s), t);
  const convolution = scale * powerWeighted(k, (s) => Math.exp(-beta * s - r.decay * (t - s)), t);
  return 1 - cdf + r.pWait * convolution;
}

describe('the response time W_q + S', () => {
  it('exponential service: the closed form equals numeric convolution, also at decay = μ', () => {
    fc.assert(
      fc.property(
        stableQueues(fc.constant(1)),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        (q, f) => {
          const r = stable(q);
          const t = f * r.meanResponse;
          const mu = 1 / q.service;
          const oracle =
            Math.exp(-mu * t) +
            r.pWait * simpson((s) => mu * Math.exp(-mu * s - r.decay * (t - s)), 0, t);
          expect(Math.abs(responseExceeds(q, r, t) - oracle)).toBeLessThan(1e-10 + 1e-9 * oracle);
        },
      ),
      { numRuns: runs(100) },
    );
    // 2 servers, λ = μ: cμ − λ = μ, so the hypoexponential degenerates to (1 + μt)e^{−μt}.
    const q = { rate: 1, service: 1, servers: 2, cv: 1 };
    const r = stable(q);
    expect(r.decay).toBe(1);
    const C = r.pWait;
    for (const t of [0.1, 1, 3, 20])
      expect(responseExceeds(q, r, t)).toBeCloseTo(Math.exp(-t) + C * t * Math.exp(-t), 15);
  });

  it('gamma service (cv ¼, ½, 2; both sides of β = decay) equals numeric convolution', () => {
    const gammaOf = new Map([
      [0.25, 1_307_674_368_000], // Γ(16) = 15!
      [0.5, 6], // Γ(4) = 3!
      [2, GAMMA_QUARTER],
    ]);
    for (const [cv, gammaK] of gammaOf)
      for (const rate of [100, 110, 150, 158])
        for (const f of [0.3, 0.8, 1, 1.5, 3, 6]) {
          const q = { ...DEFAULTS, rate, cv };
          const r = stable(q);
          const t = f * r.meanResponse;
          const oracle = responseOracle(q, r, t, gammaK);
          expect(Math.abs(responseExceeds(q, r, t) - oracle)).toBeLessThan(1e-9 + 1e-7 * oracle);
        }
  });

  it('constant service: 1 before S, C·e^{−decay(t − S)} after, p50 = S when C < ½', () => {
    const q = { ...DEFAULTS, cv: 0 };
    const r = stable(q);
    expect(responseExceeds(q, r, 0.0499)).toBe(1);
    expect(responseExceeds(q, r, 0.05)).toBe(r.pWait);
    expect(responseExceeds(q, r, 0.07)).toBeCloseTo(r.pWait * Math.exp(-r.decay * 0.02), 15);
    expect(responseQuantile(q, r, 0.5)).toBeCloseTo(0.05, 12);
  });

  it('tends to the limits: cv just off 1 agrees with the exponential closed form', () => {
    const r = stable(DEFAULTS);
    for (const t of [0.01, 0.05, 0.1, 0.3]) {
      const exact = responseExceeds(DEFAULTS, r, t);
      for (const cv of [1 - 1e-9, 1 + 1e-9]) {
        const q = { ...DEFAULTS, cv };
        expect(Math.abs(responseExceeds(q, stable(q), t) - exact)).toBeLessThan(1e-8);
      }
    }
  });

  it('whole shapes: Erlang service (cv 1/√k) without waiting is the Poisson tail', () => {
    // With C = 0 (a tiny load on many servers) the response is the service alone.
    const q = { rate: 1e-6, service: 1, servers: 200, cv: 0.5 };
    const r = stable(q);
    expect(r.pWait).toBe(0);
    for (const t of [0.2, 1, 2.5]) {
      const { below } = poissonSplit(4, 4 * t);
      expect(relative(responseExceeds(q, r, t), below)).toBeLessThan(1e-12);
    }
  });

  it('is 1 before time starts (t < 0), for exponential and gamma service', () => {
    for (const cv of [1, 2, 0.5, 0]) {
      const q = { ...DEFAULTS, cv };
      const r = stable(q);
      for (const t of [-1, -1e-3, -100]) expect(responseExceeds(q, r, t)).toBe(1);
    }
  });

  it('exponential service and nobody waiting: the tail is e^{−t/S}, one Math.exp, to the bit', () => {
    // 200 servers at 10⁻⁶ Erlangs: C underflows to 0, so P(W_q + S > t) = P(S > t) = e^{−t}.
    const q = { rate: 1e-6, service: 1, servers: 200, cv: 1 };
    const r = stable(q);
    expect(r.pWait).toBe(0);
    for (const t of [0.1, 0.5, 1, 2.5, 10]) expect(responseExceeds(q, r, t)).toBe(Math.exp(-t));
  });

  it('cv = 10⁻¹² is the last gamma, not yet constant: at t = S half the services are still running, P ≈ ½ + ½C', () => {
    // Shape 10²⁴: P(S > S) = ½ + O(10⁻¹²) and the wait adds C·P(S ≤ S) ≈ C/2. At that shape
    // the gamma functions keep about 5 digits; a constant service time would give C.
    const q = { ...DEFAULTS, cv: 1e-12 };
    const r = stable(q);
    expect(Math.abs(responseExceeds(q, r, 0.05) - (0.5 + r.pWait / 2))).toBeLessThan(1e-4);
    const constant = { ...DEFAULTS, cv: 0 };
    expect(responseExceeds(constant, stable(constant), 0.05)).toBe(r.pWait);
  });

  it('gamma service with the wait’s rate far above the service’s (β ≤ d), deep in the tail, matches quadrature to 1e-10', () => {
    // cv 2: shape k = ¼, β = k/S = 5/s. 125/s on 8 servers: a = 25/4, C exactly, and the
    // wait's rate d = (8/0.05 − 125)/((1 + 4)/2) = 14/s. At t = 115…130 s, (d − β)t > 1000.
    const q = { rate: 125, service: 0.05, servers: 8, cv: 2 };
    const r = stable(q);
    const C = erlangCExact(8, 25n, 4n);
    expect(relative(r.pWait, C)).toBeLessThan(1e-12);
    expect(r.decay).toBe(14);
    for (const t of [115, 120, 130]) {
      const oracle = gammaResponseTail(0.25, 5, 14, C, t, Math.log(GAMMA_QUARTER));
      expect(relative(responseExceeds(q, r, t), oracle)).toBeLessThan(1e-10);
    }
  });

  it('shape 1024 (cv 1/32) with β ≤ d at (d − β)t ≈ k: matches quadrature to 1e-10', () => {
    // 250,000 Erlangs on 250,940 servers of 1 s: β = 1024/s, d = 940/((1 + 1/1024)/2) ≈ 1878/s.
    // The waiting part is about 1/300 of the tail; C from openQueue (checked above by Erlang's
    // formula), Γ(1024) = 1023! by a compensated sum of logs.
    const q = { rate: 250_000, service: 1, servers: 250_940, cv: 1 / 32 };
    const r = stable(q);
    const d = 940 / ((1 + 1 / 1024) / 2);
    expect(relative(r.decay, d)).toBeLessThan(1e-14);
    const logGamma1024 = logFactorials(1023)[1023] ?? 0;
    for (const t of [1.1, 1.2, 1.3]) {
      const oracle = gammaResponseTail(1024, 1024, d, r.pWait, t, logGamma1024);
      expect(relative(responseExceeds(q, r, t), oracle)).toBeLessThan(1e-10);
    }
  });

  it('falls with t down to the smallest doubles, where βt and (β − d)t underflow (a soak found it)', () => {
    // cv 7 (gamma shape 1/49): the service has ended by t = 1e-322 s with probability 2.6e-7, and
    // (β − d)t rounded to 0 there dropped the wait's part: the tail rose from 0.99999974 to
    // 0.99999988 between t = 1.4e-323 and 2e-323.
    const q = {
      rate: 12.677638583870479,
      service: 0.04346018834883699,
      servers: 1,
      cv: 6.995605468749998,
    };
    const r = stable(q);
    let previous = 1;
    for (let t = Number.MIN_VALUE; t < 1e-250; t *= 1.5) {
      const here = responseExceeds(q, r, t);
      expect(here).toBeLessThanOrEqual(previous);
      previous = here;
    }
    // Both sides of the switch to the first-order form (β·t = 1e-290) agree.
    const k = 1 / q.cv ** 2;
    const at = 1e-290 / Math.max(k / q.service, r.decay);
    const below = responseExceeds(q, r, at * (1 - 1e-12));
    const above = responseExceeds(q, r, at * (1 + 1e-12));
    expect(Math.abs(below - above)).toBeLessThan(1e-15);
    // 1 − (1 − C)·(βt)^k/Γ(k + 1): at t = 1e-300 the ordinary formula gives it, and at 1e-310
    // (βt subnormal) the ended share scales as t^k.
    const ended300 = 1 - responseExceeds(q, r, 1e-300);
    const ended310 = 1 - responseExceeds(q, r, 1e-310);
    expect(relative(ended310 / ended300, 1e-10 ** k)).toBeLessThan(1e-6);
  });

  it('is a probability, 1 at t ≤ 0, and falls with t, for any service variability', () => {
    fc.assert(
      fc.property(
        stableQueues(fc.double({ min: 0, max: 10, noNaN: true })),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 1.001, max: 3, noNaN: true }),
        (q, f, step) => {
          const r = stable(q);
          const t = f * r.meanResponse;
          const here = responseExceeds(q, r, t);
          expect(responseExceeds(q, r, 0)).toBe(1);
          expect(here).toBeGreaterThanOrEqual(0);
          expect(here).toBeLessThanOrEqual(1);
          expect(responseExceeds(q, r, t * step)).toBeLessThanOrEqual(here + 1e-12);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('responseQuantile inverts responseExceeds and is never below the wait quantile', () => {
    fc.assert(
      fc.property(
        stableQueues(fc.double({ min: 0, max: 10, noNaN: true })),
        fc.double({ min: 0.05, max: 0.9999, noNaN: true }),
        (q, p) => {
          const r = stable(q);
          const t = responseQuantile(q, r, p);
          expect(Number.isFinite(t)).toBe(true);
          expect(responseExceeds(q, r, t)).toBeLessThanOrEqual(1 - p + 1e-12);
          if (t > 0) expect(responseExceeds(q, r, t * (1 - 1e-9))).toBeGreaterThan(1 - p - 1e-9);
          expect(t).toBeGreaterThanOrEqual(waitQuantile(r, p) * (1 - 1e-9));
        },
      ),
      { numRuns: runs(100) },
    );
  });
});

describe('tailQuantile: the smallest t with f(t) ≤ 1 − p', () => {
  /** 1 before `at`, then `after`. */
  const step =
    (at: number, after = 0) =>
    (t: number) =>
      t < at ? 1 : after;
  /** 1 before 1, ½ on [1, 2), 0 from 2: at p = ½ the answer is 1, the plateau's left end. */
  const plateau = (t: number) => (t < 1 ? 1 : t < 2 ? 0.5 : 0);

  it('is 0 when the tail starts at or below 1 − p, however far off the guess', () => {
    expect(tailQuantile((t) => 0.005 * Math.exp(-t), 0.99, 1e300)).toBe(0);
    // 0.25 is 1 − 0.75 exactly: the level is reached at t = 0.
    expect(tailQuantile((t) => 0.25 * Math.exp(-t), 0.75, 1e300)).toBe(0);
  });

  it('e^{−t} at p = ½ is ln 2, from guesses above, below, 0, negative or NaN', () => {
    for (const guess of [1, 1e-9, 1e9, 0, -5, Number.NaN])
      expect(
        relative(
          tailQuantile((t) => Math.exp(-t), 0.5, guess),
          Math.LN2,
        ),
      ).toBeLessThan(1e-12);
  });

  it('a guess that is the answer comes back exactly: the bracket is [guess/2, guess]', () => {
    expect(tailQuantile(step(0.3), 0.5, 0.3)).toBe(0.3);
    expect(tailQuantile(step(1), 0.5, 2 ** 1023)).toBe(1);
    expect(tailQuantile(step(1), 0.5, 2 ** -1074)).toBe(1);
  });

  it('a plateau at exactly 1 − p counts as reached: its left end, from either side', () => {
    // Doubling from ¼ stops at 1, halving from 4 goes down to 1; both brackets are [½, 1].
    expect(tailQuantile(plateau, 0.5, 0.25)).toBe(1);
    expect(tailQuantile(plateau, 0.5, 4)).toBe(1);
    // From inside the plateau the bracket is [¾, 1½], bisected down to 1.
    expect(tailQuantile(plateau, 0.5, 1.5)).toBeCloseTo(1, 12);
  });

  it('stops at 1e-13 relative: about 45 evaluations of the tail, not 500', () => {
    let calls = 0;
    const t = tailQuantile(
      (x) => {
        calls++;
        return Math.exp(-x);
      },
      0.5,
      1,
    );
    expect(relative(t, Math.LN2)).toBeLessThan(1e-12);
    expect(calls).toBeLessThan(60);
  });

  it('gives up rather than hangs: a tail that never falls gives ∞, one that falls at 0⁺ the least positive double', () => {
    expect(tailQuantile(() => 1, 0.5, 1)).toBe(Infinity);
    expect(tailQuantile((t) => (t > 0 ? 0 : 1), 0.5, 1)).toBe(Number.MIN_VALUE);
  });

  it('doubles or halves at most 2000 times: from 2⁻¹⁰⁷⁴ up to 2⁹²⁶, from 2¹⁰²³ down to 2⁻⁹⁷⁸', () => {
    // The step at 1.5·2⁹²⁶ is out of reach: the search ends at the top of its last bracket.
    expect(tailQuantile(step(1.5 * 2 ** 926), 0.5, 2 ** -1074)).toBe(2 ** 926);
    // A tail that falls at 0⁺, from 2¹⁰²³: 2000 halvings reach [2⁻⁹⁷⁸, 2⁻⁹⁷⁷], bisected down.
    const low = tailQuantile((t) => (t > 0 ? 0 : 1), 0.5, 2 ** 1023);
    expect(relative(low, 2 ** -978)).toBeLessThan(1e-12);
  });
});
