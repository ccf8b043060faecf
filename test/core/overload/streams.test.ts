import { describe, expect, it } from 'vitest';
import { createRng } from '@/core/random/prng';
import { POLICIES } from '@/core/overload/types';
import {
  cellStream,
  POLICY_STREAM,
  createGapBlock,
  GAP_BLOCK,
  jitterWindows,
  refillGaps,
} from '@/core/overload/streams';

const draws = (rng: { next(): number }, n = 4) => Array.from({ length: n }, () => rng.next());

describe('overload streams', () => {
  it('full-jitter windows double from the base up to the cap', () => {
    expect(Array.from(jitterWindows({ base: 0.05, cap: 1 }, 5))).toEqual([
      0.05, 0.1, 0.2, 0.4, 0.8, 1,
    ]);
    expect(Array.from(jitterWindows({ base: 1, cap: 20 }, 0))).toEqual([1]);
  });

  it('gives each cell its own stream, the same for the same cell', () => {
    const a = draws(cellStream(1, 'sweep', 'grpc', 3));
    expect(draws(cellStream(1, 'sweep', 'grpc', 3))).toEqual(a);
    const others = [
      cellStream(2, 'sweep', 'grpc', 3),
      cellStream(1, 'metastable', 'grpc', 3),
      cellStream(1, 'sweep', 'aws', 3),
      cellStream(1, 'sweep', 'grpc', 4),
      cellStream(1, 'sweep', 'grpc'),
    ].map((rng) => draws(rng));
    for (const o of others) expect(o).not.toEqual(a);
    expect(new Set(others.map((o) => o.join())).size).toBe(others.length);
    expect(draws(cellStream(1, 'metastable', 'none'))).not.toEqual(
      draws(cellStream(1, 'sweep', 'none')),
    );
  });

  it('keeps each policy’s coordinate; aws_legacy draws the stream of aws (common random numbers)', () => {
    // The coordinates the policies had before aws_legacy was added: their numbers do not move.
    expect(POLICY_STREAM).toEqual({
      none: 0,
      retries: 1,
      grpc: 2,
      aws: 3,
      aws_legacy: 3,
      finagle: 4,
      breaker: 5,
      breaker_all: 6,
    });
    expect(draws(cellStream(1, 'sweep', 'aws_legacy', 3))).toEqual(
      draws(cellStream(1, 'sweep', 'aws', 3)),
    );
    const others = POLICIES.filter((p) => p !== 'aws_legacy').map((p) =>
      draws(cellStream(1, 'metastable', p)).join(),
    );
    expect(new Set(others).size).toBe(others.length);
  });

  it('refills a used-up gap block with Exp(1) variates, and only then', () => {
    const gaps = createGapBlock();
    expect(gaps.values).toHaveLength(GAP_BLOCK);
    expect(gaps.at).toBe(GAP_BLOCK);
    const rng = createRng(9);
    refillGaps(gaps, rng);
    expect(gaps.at).toBe(0);
    const first = Array.from(gaps.values);
    expect(first.every((x) => x > 0)).toBe(true);
    // Mean of 256 Exp(1): 1 ± 1/16 per standard deviation; 5 of them is far.
    const mean = first.reduce((s, x) => s + x, 0) / GAP_BLOCK;
    expect(Math.abs(mean - 1)).toBeLessThan(5 / 16);
    gaps.at = 100;
    refillGaps(gaps, rng);
    expect(gaps.at).toBe(100);
    expect(Array.from(gaps.values)).toEqual(first);
    gaps.at = GAP_BLOCK;
    refillGaps(gaps, rng);
    expect(gaps.at).toBe(0);
    expect(Array.from(gaps.values)).not.toEqual(first);
  });
});
