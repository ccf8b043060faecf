import { describe, expect, it } from 'vitest';
import { exponential } from '@/core/random/exponential';
import { paperTables } from './paper-ziggurat';
import { scriptedRng } from './scripted-rng';

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
