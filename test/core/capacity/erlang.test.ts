import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { erlangB, erlangBSequence, erlangC, erlangCFromB } from '@/core/capacity/erlang';
import { runs } from '../property-runs';
import { erlangBDirect, erlangCDirect, erlangCExact } from './oracle';

const relative = (x: number, y: number) => Math.abs(x - y) / Math.abs(y);

describe('Erlang B', () => {
  it('by hand: B(0, a) = 1, B(1, a) = a/(1 + a), B(2, 1) = ½/(1 + 1 + ½) = 0.2', () => {
    expect(erlangB(0, 3)).toBe(1);
    expect(erlangB(1, 3)).toBe(0.75);
    expect(erlangB(2, 1)).toBeCloseTo(0.2, 15);
    // B(3, 2) = (8/6)/(1 + 2 + 2 + 8/6) = 4/19.
    expect(erlangB(3, 2)).toBeCloseTo(4 / 19, 15);
  });

  it('agrees with the textbook sum at 100,000 servers (99,000 Erlangs), finite and in (0, 1)', () => {
    const b = erlangB(100_000, 99_000);
    expect(b).toBeGreaterThan(0);
    expect(b).toBeLessThan(1);
    expect(relative(b, erlangBDirect(100_000, 99_000))).toBeLessThan(1e-7);
  });

  it('the sequence yields B(0), B(1), … with the same bits as erlangB', () => {
    const sequence = erlangBSequence(7.3);
    for (let c = 0; c <= 60; c++) expect(sequence.next().value).toBe(erlangB(c, 7.3));
  });
});

describe('Erlang C', () => {
  it('8 servers at 5 Erlangs: 0.1672665… (exact rationals)', () => {
    const exact = erlangCExact(8, 5n, 1n);
    expect(exact).toBeCloseTo(0.1672665, 7);
    expect(relative(erlangC(8, 5), exact)).toBeLessThan(1e-13);
  });

  it('55 agents at 48 Erlangs: 0.238701… (exact rationals)', () => {
    const exact = erlangCExact(55, 48n, 1n);
    expect(exact).toBeCloseTo(0.238701, 6);
    expect(relative(erlangC(55, 48), exact)).toBeLessThan(1e-12);
  });

  it('10,000 servers at ρ = 0.99: finite and equal to the log-space sum', () => {
    const c = erlangC(10_000, 9_900);
    expect(c).toBeGreaterThan(0.1);
    expect(c).toBeLessThan(1);
    expect(relative(c, erlangCDirect(10_000, 9_900))).toBeLessThan(1e-8);
  });

  it('is 1 at and past saturation (a ≥ c: every arrival waits)', () => {
    expect(erlangC(8, 8)).toBe(1);
    expect(erlangC(8, 12)).toBe(1);
    expect(erlangCFromB(8, 9, 0.5)).toBe(1);
    // Past saturation c·B/(c − a(1 − B)) is no probability (8·0.1/(8 − 12·0.9) < 0): it is not used.
    expect(erlangCFromB(8, 12, 0.1)).toBe(1);
    // At a = c it is c·B/(c·B) = 1 in exact arithmetic, 1 − 2⁻⁵² in binary64 for B = 0.3: 1 is returned.
    expect(erlangCFromB(8, 8, 0.3)).toBe(1);
  });

  it('agrees with the log-space textbook sum to 1e-9 for c ≤ 300', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.double({ min: 0.05, max: 0.999, noNaN: true }),
        (c, rho) => {
          const a = rho * c;
          expect(relative(erlangC(c, a), erlangCDirect(c, a))).toBeLessThan(1e-9);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('is a probability, falls as servers are added, rises with the load', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        fc.double({ min: 1.0001, max: 1.5, noNaN: true }),
        (c, rho, more) => {
          const a = rho * c;
          const here = erlangC(c, a);
          expect(here).toBeGreaterThanOrEqual(0);
          expect(here).toBeLessThanOrEqual(1);
          expect(erlangC(c + 1, a)).toBeLessThanOrEqual(here);
          expect(erlangC(c, Math.min(a * more, c))).toBeGreaterThanOrEqual(here);
        },
      ),
      { numRuns: runs(200) },
    );
  });
});
