import { describe, expect, it } from 'vitest';
import { contentionCells } from '@/core/retries/contention';
import { SimPool } from '@/workers/sim-pool';
import { CONTENTION, fakeFactory } from './helpers';

describe('worker pool', () => {
  const params = CONTENTION;

  it('gives identical contention cells with 1, 2 or 5 workers', async () => {
    const results = [];
    for (const size of [1, 2, 5]) {
      const pool = new SimPool(size, fakeFactory());
      results.push(await pool.run(contentionCells(params)));
      pool.dispose();
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    expect(results[0]).toHaveLength(9);
  });

  it('retries a cell once on a restarted worker when its worker crashes', async () => {
    const pool = new SimPool(2, fakeFactory(['crash']));
    const cells = await pool.run(contentionCells(params));
    expect(cells).toHaveLength(9);
    pool.dispose();
  });
});
