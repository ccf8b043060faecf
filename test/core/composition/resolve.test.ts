import { describe, expect, it } from 'vitest';
import { analyseTopology } from '@/core/composition/analyse';
import { toRational } from '@/core/composition/decimal';
import type { ResolvedGroup } from '@/core/composition/resolve';
import { rational } from '@/core/exact/rational';
import { resolvedRoot } from './helpers';

/**
 * What the resolver checks beyond the grammar, in the words a user reads, with where each
 * message points (line and column, 1-based), and what it reads from the numbers.
 */

/** Every message of a text, with its line and column. */
const errorsOf = (text: string) =>
  analyseTopology(text).errors.map((e) => [e.message, e.line, e.column]);

const r = (n: number, d = 1) => rational(BigInt(n), BigInt(d));

describe('K against N', () => {
  it('K above N', () => {
    expect(errorsOf('4of3(a: 99, b: 99, c: 99)')).toEqual([
      ['K cannot exceed N: 4of3 asks for 4 members up out of 3.', 1, 1],
    ]);
  });

  it('K of zero', () => {
    expect(errorsOf('0of2(a: 99, b: 99)')).toEqual([
      ['K must be at least 1 in 0of2: at least one member has to be up.', 1, 1],
    ]);
  });

  it('N that does not match the members listed, in the plural', () => {
    expect(errorsOf('2of4(a: 99, b: 99, c: 99)')).toEqual([
      ['2of4 lists 3 members: write 2of3, or give it 4.', 1, 1],
    ]);
  });

  it('N that does not match one member listed, in the singular', () => {
    expect(errorsOf('1of3(a: 99)')).toEqual([
      ['1of3 lists 1 member: write 1of1, or give it 3.', 1, 1],
    ]);
  });

  it('fewer members than K: no KofN to suggest that could hold them, only the missing members', () => {
    expect(errorsOf('2of3(a: 99)')).toEqual([['2of3 lists 1 member: give it 3.', 1, 1]]);
    expect(errorsOf('3of4(a: 99, b: 99)')).toEqual([['3of4 lists 2 members: give it 4.', 1, 1]]);
  });

  it('an empty quorum is only “no members”, not also a count that does not match', () => {
    expect(errorsOf('2of3()')).toEqual([
      ['“2of3” has no members: add at least one, or remove the group.', 1, 1],
    ]);
    expect(errorsOf('x: 99, series()')).toEqual([
      ['“series” has no members: add at least one, or remove the group.', 1, 8],
    ]);
  });
});

describe('options on the wrong group or with a bad value', () => {
  it('failover on a series', () => {
    expect(errorsOf('series[failover=99%](a: 99, b: 99)')).toEqual([
      ['failover applies to a parallel group (a primary, then standbys), not to a series.', 1, 17],
    ]);
  });

  it('failover on a quorum', () => {
    expect(errorsOf('2of3[failover=99%](a: 99, b: 99, c: 99)')).toEqual([
      ['failover applies to a parallel group (a primary, then standbys), not to a quorum.', 1, 15],
    ]);
  });

  it('ccf on a series', () => {
    expect(errorsOf('series[ccf=5%](a: 99, b: 99)')).toEqual([
      [
        'ccf applies to redundant groups (parallel or KofN): a series fails on any member anyway.',
        1,
        12,
      ],
    ]);
  });

  it('a failover that is not a number, or missing, names the option and gives 99.9', () => {
    expect(errorsOf('parallel[failover=abc](a: 99, b: 99)')).toEqual([
      ['“abc” is not a number. Write the failover success such as 99.9.', 1, 19],
    ]);
    expect(errorsOf('parallel[failover=](a: 99, b: 99)')).toEqual([
      ['Enter the failover success, for example 99.9.', 1, 19],
    ]);
  });

  it('a ccf that is not a number, or missing, names the option and gives 5', () => {
    expect(errorsOf('parallel[ccf=abc](a: 99, b: 99)')).toEqual([
      ['“abc” is not a number. Write the common-cause share such as 5.', 1, 14],
    ]);
    expect(errorsOf('2of3[ccf=](a: 99, b: 99, c: 99)')).toEqual([
      ['Enter the common-cause share, for example 5.', 1, 10],
    ]);
  });

  it('a ccf above 100% is one message, and no share is read from it', () => {
    const errors = errorsOf('parallel[ccf=101](a: 99, b: 99)');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[0]).toBe('The common-cause share is a percentage: at most 100.');
  });
});

describe('members that fail to resolve inside a group', () => {
  it('a 0% member deep in a group is reported at its value', () => {
    expect(errorsOf('parallel(a: 99, series(b: 0, c: 99))')).toEqual([
      [
        '“b” is 0% available: it is never up, so nothing that needs it ever works. Availabilities must be above 0.',
        1,
        27,
      ],
    ]);
  });

  it('a bad member and a bad group around it: both reported, in text order', () => {
    expect(errorsOf('parallel(a: 0, 2of3(b: 99, c: 99))')).toEqual([
      [
        '“a” is 0% available: it is never up, so nothing that needs it ever works. Availabilities must be above 0.',
        1,
        13,
      ],
      ['2of3 lists 2 members: write 2of2, or give it 3.', 1, 16],
    ]);
  });

  it('a value that is not a number names its block', () => {
    expect(errorsOf('parallel(a: 99, b: abc)')).toEqual([
      ['“b”: “abc” is not a number. Write an availability such as 99.99.', 1, 20],
    ]);
  });

  it('a name used twice points at the first use', () => {
    expect(errorsOf('a: 99,\nparallel(b: 99, a: 98)')).toEqual([
      ['The name “a” is already used at line 1, column 1: each block needs its own name.', 2, 17],
    ]);
  });
});

describe('what the resolver reads', () => {
  it('the top level is a series whose k is its number of blocks', () => {
    const root = resolvedRoot('a: 99, b: 99.9, parallel(c: 90, d: 90)');
    expect(root.kind).toBe('series');
    expect(root.k).toBe(3);
    expect(root.node).toBeNull();
    expect([root.failoverMiss, root.beta]).toEqual([null, null]);
    expect(root.members.map((m) => m.kind)).toEqual(['component', 'component', 'parallel']);
  });

  it('k is the count for a series, 1 for parallel, K for a quorum', () => {
    const root = resolvedRoot(
      'series(a: 99, b: 99, c: 99), parallel(d: 99, e: 99, f: 99), 2of3(g: 99, h: 99, i: 99)',
    );
    const ks = root.members.map((m) => (m.kind === 'component' ? null : [m.kind, m.k]));
    expect(ks).toEqual([
      ['series', 3],
      ['parallel', 1],
      ['kofn', 2],
    ]);
  });

  it('failover 90% is a miss of 0.1; ccf 5% is β = 0.05', () => {
    const root = resolvedRoot(
      'parallel[failover=90%, ccf=5%](a: 99, b: 99), 2of3[ccf=20](c: 99, d: 99, e: 99)',
    );
    const [p, q] = root.members as ResolvedGroup[];
    expect(p?.failoverMiss && toRational(p.failoverMiss)).toEqual(r(1, 10));
    expect(p?.beta && toRational(p.beta)).toEqual(r(5, 100));
    expect(q?.failoverMiss).toBeNull();
    expect(q?.beta && toRational(q.beta)).toEqual(r(2, 10));
  });
});
