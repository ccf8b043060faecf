import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openQueue, waitWithin } from '@/core/capacity/open';
import { hpaTarget, serversNeeded, zoneLoss, zoneSafeServers } from '@/core/capacity/plan';
import { runs } from '../property-runs';
import { erlangCExact } from './oracle';

/** P(W_q > t) for M/M/c from the exact rational C: C·e^{−(c − a)/S·t}. */
const exactWaitExceeds = (c: number, a: bigint, service: number, t: number) =>
  erlangCExact(c, a, 1n) * Math.exp((-(c - Number(a)) / service) * t);

describe('servers needed for a wait target', () => {
  it('defaults (100/s, 50 ms, 5 Erlangs), 99% within 100 ms: 7 servers', () => {
    // c = 6: C(6, 5)·e^{−20·0.1} ≈ 0.080 > 1%; c = 7: C(7, 5)·e^{−40·0.1} ≈ 0.0056 ≤ 1%.
    expect(exactWaitExceeds(6, 5n, 0.05, 0.1)).toBeGreaterThan(0.01);
    expect(exactWaitExceeds(7, 5n, 0.05, 0.1)).toBeLessThanOrEqual(0.01);
    expect(serversNeeded({ rate: 100, service: 0.05, cv: 1 }, 0.1)).toBe(7);
  });

  it('call centre (48 Erlangs, 15 s): 55 agents answer 80% in time, 63 answer 99%', () => {
    expect(exactWaitExceeds(54, 48n, 240, 15)).toBeGreaterThan(0.2);
    expect(exactWaitExceeds(55, 48n, 240, 15)).toBeLessThanOrEqual(0.2);
    expect(serversNeeded({ rate: 0.2, service: 240, cv: 1 }, 15, 0.8)).toBe(55);
    expect(exactWaitExceeds(62, 48n, 240, 15)).toBeGreaterThan(0.01);
    expect(exactWaitExceeds(63, 48n, 240, 15)).toBeLessThanOrEqual(0.01);
    expect(serversNeeded({ rate: 0.2, service: 240, cv: 1 }, 15)).toBe(63);
  });

  it('a share met exactly is met: M/M/1 at ρ = ½ has P(W_q ≤ 0) = 1 − C = 1 − ρ = ½, so one server gives 50% no wait', () => {
    expect(serversNeeded({ rate: 0.5, service: 1, cv: 1 }, 0, 0.5)).toBe(1);
    // A hair more than half needs a second server: C(2, ½) = 1/10, so 90% start at once.
    expect(erlangCExact(2, 1n, 2n)).toBeCloseTo(0.1, 15);
    expect(serversNeeded({ rate: 0.5, service: 1, cv: 1 }, 0, 0.5000001)).toBe(2);
  });

  it('is at least the fewest stable servers, ⌊a⌋ + 1, even when any wait is fine', () => {
    expect(serversNeeded({ rate: 100, service: 0.05, cv: 1 }, 0.1, 0)).toBe(6);
    expect(serversNeeded({ rate: 100, service: 0.06, cv: 1 }, 1e9)).toBe(7);
  });

  it('the result meets the target and one server fewer does not (or is unstable)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 2000, noNaN: true }),
        fc.double({ min: 0.001, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0.5, max: 0.9999, noNaN: true }),
        (load, service, cv, targetInServices, share) => {
          const rate = load / service;
          const target = targetInServices * service;
          const c = serversNeeded({ rate, service, cv }, target, share);
          const here = openQueue({ rate, service, cv, servers: c });
          expect(here.kind).toBe('stable');
          if (here.kind === 'stable')
            expect(waitWithin(here, target)).toBeGreaterThanOrEqual(share);
          const fewer = openQueue({ rate, service, cv, servers: c - 1 });
          if (fewer.kind === 'stable') expect(waitWithin(fewer, target)).toBeLessThan(share);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('needs more servers for a stricter share, a tighter target or more variable service', () => {
    const q = { rate: 100, service: 0.05, cv: 1 };
    expect(serversNeeded(q, 0.1, 0.999)).toBeGreaterThanOrEqual(serversNeeded(q, 0.1, 0.99));
    expect(serversNeeded(q, 0.001)).toBeGreaterThanOrEqual(serversNeeded(q, 0.1));
    expect(serversNeeded({ ...q, cv: 3 }, 0.01)).toBeGreaterThanOrEqual(serversNeeded(q, 0.01));
  });
});

describe('zones', () => {
  it('8 servers over 3 zones (3, 3, 2): losing one takes 3, leaves 5 — at 5 Erlangs, 100% busy', () => {
    const loss = zoneLoss(8, 3);
    expect(loss).toEqual({ lost: 3, left: 5 });
    expect(5 / loss.left).toBe(1);
  });

  it('more zones than servers lose one; a single zone loses all', () => {
    expect(zoneLoss(2, 3)).toEqual({ lost: 1, left: 1 });
    expect(zoneLoss(1, 100)).toEqual({ lost: 1, left: 0 });
    expect(zoneLoss(8, 1)).toEqual({ lost: 8, left: 0 });
    expect(zoneLoss(9, 3)).toEqual({ lost: 3, left: 6 });
  });

  it('zoneSafeServers is the fewest n with n − ⌈n/zones⌉ ≥ needed (by enumeration)', () => {
    for (let azs = 2; azs <= 12; azs++)
      for (let needed = 0; needed <= 300; needed++) {
        let n = 0;
        while (n - Math.ceil(n / azs) < needed) n++;
        expect(zoneSafeServers(needed, azs)).toBe(n);
        expect(zoneLoss(n, azs).left).toBeGreaterThanOrEqual(needed);
      }
    expect(zoneSafeServers(7, 3)).toBe(11);
    expect(zoneSafeServers(7, 1)).toBeNull();
  });
});

describe('autoscaler target', () => {
  it('load/zoneSafe floored to a whole percent: 5 Erlangs on 11 pods → 45%', () => {
    expect(hpaTarget(5, 11)).toBe(0.45);
    expect(hpaTarget(4.1, 10)).toBe(0.41);
    expect(hpaTarget(0.7, 1)).toBe(0.7);
    expect(hpaTarget(1e-6, 100)).toBe(0.01);
  });

  it('no pods (or no number) to divide by: the least target, 1%, never ∞ or NaN', () => {
    expect(hpaTarget(5, 0)).toBe(0.01);
    expect(hpaTarget(0, 0)).toBe(0.01);
    expect(hpaTarget(5, Number.NaN)).toBe(0.01);
  });

  it('an autoscaler holding that target runs at least zoneSafe pods', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 5000, noNaN: true }),
        fc.double({ min: 1.01, max: 3, noNaN: true }),
        (load, headroom) => {
          const pods = Math.ceil(load * headroom);
          const target = hpaTarget(load, pods);
          expect(target).toBeLessThanOrEqual(load / pods + 1e-9);
          if (target > 0.01) expect(Math.ceil(load / target - 1e-9)).toBeGreaterThanOrEqual(pods);
        },
      ),
      { numRuns: runs(200) },
    );
  });
});
