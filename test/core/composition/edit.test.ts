import { describe, expect, it } from 'vitest';
import {
  addMember,
  addTopLevel,
  moveBlock,
  nextName,
  removeBlock,
  renameBlock,
  setAvailability,
  setGroup,
  unwrapBlock,
  wrapBlock,
} from '@/core/composition/edit';
import { analyseTopology } from '@/core/composition/analyse';
import { printTopology } from '@/core/composition/print';
import { parseOk } from './helpers';

const start = parseOk('series(lb: 99.99, app: 99.95, 2of3(n1: 99.9, n2: 99.9, n3: 99.9))');
const print = printTopology;

describe('structured edits print back to text', () => {
  it('adds a replica to a quorum: 2of3 becomes 2of4 with n4', () => {
    expect(print(addMember(start, [0, 2]))).toBe(
      'series(\n  lb: 99.99,\n  app: 99.95,\n  2of4(n1: 99.9, n2: 99.9, n3: 99.9, n4: 99.9)\n)',
    );
  });

  it('renames, changes an availability, reorders and removes', () => {
    let t = renameBlock(start, [0, 0], 'edge');
    t = setAvailability(t, [0, 1], '99.99');
    t = moveBlock(t, [0, 1], -1);
    t = removeBlock(t, [0, 2, 0]);
    expect(print(t)).toBe('series(\n  app: 99.99,\n  edge: 99.99,\n  2of2(n2: 99.9, n3: 99.9)\n)');
  });

  it('wraps in a group and unwraps it again', () => {
    const wrapped = wrapBlock(start, [0, 1], 'parallel');
    expect(print(wrapped)).toContain('parallel(app: 99.95)');
    expect(print(addMember(wrapped, [0, 1]))).toContain('parallel(app: 99.95, app-2: 99.95)');
    expect(print(unwrapBlock(wrapped, [0, 1]))).toBe(print(start));
    expect(print(unwrapBlock(start, [0]))).toBe(
      'lb: 99.99\napp: 99.95\n2of3(n1: 99.9, n2: 99.9, n3: 99.9)',
    );
  });

  it('changes a group’s kind, K and options; K stays within N', () => {
    let t = setGroup(start, [0, 2], { k: 3 });
    expect(print(t)).toContain('3of3(');
    t = removeBlock(t, [0, 2, 0]);
    expect(print(t)).toContain('2of2(');
    t = setGroup(t, [0, 2], {
      kind: 'parallel',
      options: { failover: { value: '99.9', span: { start: 0, end: 0 } } },
    });
    expect(print(t)).toContain('parallel[failover=99.9%](n2: 99.9, n3: 99.9)');
  });

  it('drops options the new kind cannot take', () => {
    const span = { start: 0, end: 0 };
    const both = parseOk('parallel[failover=99.9%, ccf=5%](a: 99.9, b: 99.9, c: 99.9)');
    // failover only on parallel, ccf on parallel and k-of-n, neither on series.
    expect(print(setGroup(both, [0], { kind: 'kofn' }))).toBe(
      '2of3[ccf=5%](a: 99.9, b: 99.9, c: 99.9)',
    );
    expect(print(setGroup(both, [0], { kind: 'series' }))).toBe(
      'series(a: 99.9, b: 99.9, c: 99.9)',
    );
    // Options passed with the change are filtered the same way.
    const quorum = parseOk('2of3(a: 99.9, b: 99.9, c: 99.9)');
    expect(
      print(
        setGroup(quorum, [0], {
          options: { failover: { value: '99', span }, ccf: { value: '10', span } },
        }),
      ),
    ).toBe('2of3[ccf=10%](a: 99.9, b: 99.9, c: 99.9)');
    // Every result parses back and is valid.
    for (const kind of ['series', 'parallel', 'kofn'] as const) {
      const text = print(setGroup(both, [0], { kind }));
      expect(analyseTopology(text).errors).toEqual([]);
    }
  });

  it('series or parallel → k-of-n starts at a majority K, not 1', () => {
    const chain = parseOk('series(a: 99.9, b: 99.9, c: 99.9)');
    expect(print(setGroup(chain, [0], { kind: 'kofn' }))).toBe('2of3(a: 99.9, b: 99.9, c: 99.9)');
    const four = parseOk('parallel(a: 99.9, b: 99.9, c: 99.9, d: 99.9)');
    expect(print(setGroup(four, [0], { kind: 'kofn' }))).toContain('3of4(');
    const one = parseOk('series(a: 99.9)');
    expect(print(setGroup(one, [0], { kind: 'kofn' }))).toBe('1of1(a: 99.9)');
    // A k-of-n keeps its K; an explicit K wins.
    expect(print(setGroup(start, [0, 2], { kind: 'kofn' }))).toContain('2of3(');
    expect(print(setGroup(chain, [0], { kind: 'kofn', k: 3 }))).toContain('3of3(');
  });

  it('adds a top-level component with a fresh name', () => {
    expect(print(addTopLevel(start))).toMatch(/\ncomponent-2: 99\.9$/);
    expect(nextName('db2', new Set(['db3']))).toBe('db4');
  });
});
