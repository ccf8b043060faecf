import { describe, expect, it } from 'vitest';
import {
  breakpoints,
  logSpace,
  replaySeries,
  replayTimes,
  windowRatio,
} from '@/core/alerts/replay';

describe('incident replay', () => {
  // Errors at e = 0.2 on [0, 600 s); a 300 s window.
  it('a window averages the errors it overlaps, worked by hand', () => {
    expect(windowRatio(0, 300, 0.2, 600)).toBe(0);
    expect(windowRatio(-5, 300, 0.2, 600)).toBe(0);
    // At 150 s: half the window is in the incident.
    expect(windowRatio(150, 300, 0.2, 600)).toBeCloseTo(0.1, 15);
    expect(windowRatio(300, 300, 0.2, 600)).toBeCloseTo(0.2, 15);
    expect(windowRatio(450, 300, 0.2, 600)).toBeCloseTo(0.2, 15);
    // At 750 s: [450, 750] overlaps [0, 600] by 150 s.
    expect(windowRatio(750, 300, 0.2, 600)).toBeCloseTo(0.1, 15);
    expect(windowRatio(900, 300, 0.2, 600)).toBe(0);
    expect(windowRatio(1000, 300, 0.2, 600)).toBe(0);
    // A window longer than the incident: 600 of 3600 s at most.
    expect(windowRatio(2000, 3600, 0.2, 600)).toBeCloseTo(0.2 / 6, 15);
  });

  it('lists the bends of every window, sorted, once, within [0, end]', () => {
    expect(breakpoints([300, 3600], 600, 2000)).toEqual([0, 300, 600, 900, 2000]);
    expect(breakpoints([300], 600, 600)).toEqual([0, 300, 600]);
    expect(breakpoints([600], 600, 5000)).toEqual([0, 600, 1200, 5000]);
    // Nothing below 0 is kept (a negative end keeps only what lies in it: nothing).
    expect(breakpoints([10], 5, -1)).toEqual([]);
  });

  it('samples an even grid plus every bend', () => {
    expect(replayTimes([300], 600, 1000, 4)).toEqual([0, 250, 300, 500, 600, 750, 900, 1000]);
    const dense = replayTimes([300, 3600], 600, 2100);
    // 121 grid points plus 300, 600 and 900, which are not on the 17.5 s grid (4200 is past the end).
    expect(dense).toHaveLength(124);
    expect(dense[0]).toBe(0);
    expect(dense.at(-1)).toBe(2100);
    expect(dense).toContain(900);
    for (let i = 1; i < dense.length; i++) expect(dense[i]!).toBeGreaterThan(dense[i - 1]!);
  });

  it('gives each sample its two windows and the budget spent so far', () => {
    // Budget time B·T = 0.001 × 30 days = 2592 s of full errors.
    const series = replaySeries({ long: 300, short: 60 }, 0.2, 600, 2592, 1000);
    const at = (t: number) => series.find((p) => p.t === t);
    expect(at(0)).toEqual({ t: 0, long: 0, short: 0, spent: 0 });
    expect(at(300)?.long).toBeCloseTo(0.2, 15);
    expect(at(300)?.short).toBeCloseTo(0.2, 15);
    // At 625 s (a grid point) the short window [565, 625] holds 35 s of errors, the long one 275 s.
    expect(at(625)?.short).toBeCloseTo((0.2 * 35) / 60, 15);
    expect(at(625)?.long).toBeCloseTo((0.2 * 275) / 300, 15);
    // At 660 s the short window has left the incident; 900 s, the long one too.
    expect(at(660)?.short).toBe(0);
    expect(at(660)?.long).toBeCloseTo((0.2 * 240) / 300, 15);
    expect(at(900)).toEqual({ t: 900, long: 0, short: 0, spent: 120 / 2592 });
    // 0.2 × 600 s = 120 s of the 2592 s budget, reached at 600 s and kept after.
    expect(at(600)?.spent).toBeCloseTo(120 / 2592, 15);
    expect(at(1000)?.spent).toBeCloseTo(120 / 2592, 15);
    expect(at(300)?.spent).toBeCloseTo(60 / 2592, 15);
  });

  it('spaces ratios evenly on a log scale, both ends exact', () => {
    const xs = logSpace(0.001, 1, 4);
    expect(xs).toHaveLength(4);
    expect(xs[0]).toBeCloseTo(0.001, 15);
    expect(xs[1]).toBeCloseTo(0.01, 15);
    expect(xs[2]).toBeCloseTo(0.1, 15);
    expect(xs[3]).toBe(1);
    const two = logSpace(1e-4, 0.5, 2);
    expect(two).toHaveLength(2);
    expect(two[0]).toBeCloseTo(1e-4, 18);
    expect(two[1]).toBe(0.5);
  });
});
