import { describe, expect, it } from 'vitest';
import { recoveredAfter } from '@/core/overload/metastable-metrics';
import { referenceRecovered } from './metastable-model';

describe('recovered: the first second after the trigger from which 5-s goodput holds ≥ 95% for 30 s', () => {
  const series = (good: (s: number) => number, n = 120) =>
    Float64Array.from({ length: n }, (_, s) => good(s));

  it('finds the step back to full goodput', () => {
    // Down from 10 s to 31 s, then 800/s: every window from 31 s on is good.
    const g = series((s) => (s >= 10 && s < 31 ? 0 : 800));
    expect(recoveredAfter(g, 800, 20, 120)).toBe(11);
    // A trigger ending mid-second: measured from its end.
    expect(recoveredAfter(g, 800, 20.5, 120)).toBe(10.5);
    // Never down: recovered at once.
    expect(
      recoveredAfter(
        series(() => 800),
        800,
        20,
        120,
      ),
    ).toBe(0);
  });

  it('needs the 30 s to hold, and to fit before the horizon', () => {
    // Good from 31 s, one bad second at 50 s: the windows over it fail, so it starts after.
    const g = series((s) => ((s >= 10 && s < 31) || s === 50 ? 0 : 800));
    expect(recoveredAfter(g, 800, 20, 120)).toBe(31);
    // 95% of a window is 3800 of 4000: one second at 600 in a window is still good (3800).
    expect(
      recoveredAfter(
        series((s) => (s === 40 ? 600 : 800)),
        800,
        20,
        120,
      ),
    ).toBe(0);
    expect(
      recoveredAfter(
        series((s) => (s === 40 ? 599 : 800)),
        800,
        20,
        120,
      ),
    ).toBe(21);
    // Good only from 95 s: 95 + 30 > 120.
    expect(
      recoveredAfter(
        series((s) => (s < 95 ? 0 : 800)),
        800,
        20,
        120,
      ),
    ).toBeNull();
  });
});

describe('recoveredAfter, worked by hand', () => {
  const flat = (n: number, v: number) => new Array<number>(n).fill(v);
  const withSecond = (n: number, v: number, s: number, at: number) => {
    const a = flat(n, v);
    a[s] = at;
    return a;
  };

  it('recoveredAfter: τ from the trigger’s end, 30 s of good windows that must fit', () => {
    // Goodput equals traffic everywhere: the first candidate τ = 20 holds, 20 − 20 = 0.
    const all = flat(120, 20);
    expect(recoveredAfter(all, 20, 20, 120)).toBe(0);
    // The trigger ends at 20.5: the first whole second is 21, and 21 − 20.5 = 0.5.
    expect(recoveredAfter(all, 20, 20.5, 120)).toBe(0.5);
    // τ = 20 needs seconds 20 … 49: horizon 50 has them, 49.99 has only 49 full seconds (null).
    expect(recoveredAfter(all, 20, 20, 50)).toBe(0);
    expect(recoveredAfter(all, 20, 20, 49.99)).toBeNull();
    // The series itself is shorter than the horizon: only its 49 seconds count.
    expect(recoveredAfter(flat(49, 20), 20, 20, 120)).toBeNull();
    // Nothing answered until 40, then everything: τ = 40, recovered 20 s after the end.
    const late = Array.from({ length: 120 }, (_, s) => (s < 40 ? 0 : 20));
    expect(recoveredAfter(late, 20, 20, 120)).toBe(20);
  });

  it('recoveredAfter: a bad second spoils the windows that cover it, within [τ, τ + 30) only', () => {
    // Second 49 at 0 makes the windows from 45 … 49 bad; τ = 20 covers windows 20 … 45, so it
    // fails, and so does every τ up to 49; τ = 50 is the first that holds: 50 − 20 = 30.
    expect(recoveredAfter(withSecond(120, 20, 49, 0), 20, 20, 120)).toBe(30);
    // Second 50 at 0: its windows start at 46 … 50, beyond τ = 20's last window (45): 0.
    expect(recoveredAfter(withSecond(120, 20, 50, 0), 20, 20, 120)).toBe(0);
  });

  it('recoveredAfter: 95% of a window exactly is good, one answer less is not', () => {
    // Traffic 20/s: a window expects 100; one second at 15 makes 95 = 95% (good), at 14 94 (bad).
    expect(recoveredAfter(withSecond(120, 20, 40, 15), 20, 20, 120)).toBe(0);
    // At 14, windows 36 … 40 fail: τ must start after 40 (41 − 20 = 21) or end before 36.
    expect(recoveredAfter(withSecond(120, 20, 40, 14), 20, 20, 120)).toBe(21);
    // The same with the traffic given per second.
    const traffic = flat(120, 20);
    expect(recoveredAfter(withSecond(120, 20, 40, 15), traffic, 20, 120)).toBe(0);
    expect(recoveredAfter(withSecond(120, 20, 40, 14), traffic, 20, 120)).toBe(21);
  });

  it('recoveredAfter: traffic per second is what arrived, a number is a fixed rate', () => {
    // 10 arrived and 10 answered each second: against 20/s that is 50% (never), as arrived 100%.
    const half = flat(120, 10);
    expect(recoveredAfter(half, 20, 20, 120)).toBeNull();
    expect(recoveredAfter(half, half, 20, 120)).toBe(0);
    // A second with no arrivals and no answers is no dip against what arrived, but is against
    // the rate: 4 × 20 = 80 of 100 in windows 36 … 40, so τ = 41 (21).
    const gap = withSecond(120, 20, 40, 0);
    expect(recoveredAfter(gap, gap, 20, 120)).toBe(0);
    expect(recoveredAfter(gap, 20, 20, 120)).toBe(21);
    // Traffic missing past the end of its array counts as none arrived: any goodput is enough.
    expect(recoveredAfter(flat(120, 0), flat(10, 20), 20, 120)).toBe(0);
  });

  it('recoveredAfter agrees with the brute-force reference on irregular series', () => {
    // A deterministic, irregular series (no random stream needed): dips of various depths. The
    // traffic's period (6) is no divisor of the 5 s window, so its windows differ from a fixed rate.
    const traffic = Array.from({ length: 90 }, (_, s) => 18 + ((s * 7) % 6));
    const deep = [15, 31, 44];
    const goodput = traffic.map((v, s) => (deep.includes(s) ? v - 6 : s % 7 === 0 ? v - 1 : v));
    for (const end of [10, 12.5, 20, 33, 59]) {
      for (const horizon of [89.5, 90, 70]) {
        expect(recoveredAfter(goodput, traffic, end, horizon)).toBe(
          referenceRecovered(goodput, traffic, end, horizon),
        );
        expect(recoveredAfter(goodput, 20, end, horizon)).toBe(
          referenceRecovered(goodput, 20, end, horizon),
        );
      }
    }
  });
});

describe('recoveredAfter at a trigger that ends at 0', () => {
  it('can recover at once: τ = 0 when every window from the start is good', () => {
    // 40 full seconds, every one answering all 10 arrivals: the first 30 s from 0 hold.
    const goodput = new Array<number>(40).fill(10);
    expect(recoveredAfter(goodput, 10, 0, 40)).toBe(0);
  });
});
