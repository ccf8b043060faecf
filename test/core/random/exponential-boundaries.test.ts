import { describe, expect, it } from 'vitest';
import { exponential } from '@/core/random/exponential';
import { scriptedRng } from './scripted-rng';

/**
 * Marsaglia & Tsang's REXP tables (J. Stat. Software 5(8), 2000, zigset), typed from the paper:
 * ke (accept bound), we (scale), fe = e^(−x_i). Only used to show that the scripted draws below
 * sit exactly on the paper's boundaries.
 */
function paperTables() {
  const m2 = 4294967296;
  const ve = 3.949659822581572e-3;
  let de = 7.697117470131487;
  let te = de;
  const ke: number[] = new Array<number>(256).fill(0);
  const we: number[] = new Array<number>(256).fill(0);
  const fe: number[] = new Array<number>(256).fill(0);
  const q = ve / Math.exp(-de);
  ke[0] = (de / q) * m2;
  ke[1] = 0;
  we[0] = q / m2;
  we[255] = de / m2;
  fe[0] = 1;
  fe[255] = Math.exp(-de);
  for (let i = 254; i >= 1; i--) {
    de = -Math.log(ve / de + Math.exp(-de));
    ke[i + 1] = (de / te) * m2;
    te = de;
    fe[i] = Math.exp(-de);
    we[i] = de / m2;
  }
  return { ke, we, fe };
}

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
