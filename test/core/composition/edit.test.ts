import { describe, expect, it } from 'vitest';
import { NO_SPAN, type GroupNode, type Topology } from '@/core/composition/ast';
import { analyseTopology } from '@/core/composition/analyse';
import {
  addMember,
  addTopLevel,
  component,
  group,
  moveBlock,
  nextName,
  removeBlock,
  renameBlock,
  setAvailability,
  setGroup,
  unwrapBlock,
  wrapBlock,
} from '@/core/composition/edit';
import { printTopology } from '@/core/composition/print';
import { parseOk, shape, shapes } from './helpers';

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

/** The result is a new topology object that prints exactly like the input. */
function expectUnchanged(before: Topology, after: Topology): void {
  expect(after).not.toBe(before);
  expect(print(after)).toBe(print(before));
  expect(shapes(after)).toStrictEqual(shapes(before));
}

describe('paths that do not lead where the edit expects', () => {
  const mixed = parseOk('a1: 99\nparallel(web1: 99.9, series(x: 99), b: 99.5)');

  it('the empty path edits nothing and keeps every block', () => {
    expectUnchanged(mixed, renameBlock(mixed, [], 'z'));
    expectUnchanged(mixed, setAvailability(mixed, [], '50'));
    expectUnchanged(mixed, removeBlock(mixed, []));
    expect(print(renameBlock(mixed, [], 'z'))).toBe(
      'a1: 99\nparallel(\n  web1: 99.9,\n  series(x: 99),\n  b: 99.5\n)',
    );
  });

  it('a path going through a component leaves it in place', () => {
    expectUnchanged(mixed, renameBlock(mixed, [0, 1], 'z'));
    expectUnchanged(mixed, setAvailability(mixed, [0, 0], '50'));
    expectUnchanged(mixed, removeBlock(mixed, [0, 0]));
    expectUnchanged(mixed, renameBlock(mixed, [1, 0, 0], 'z'));
    // The same path one level up does reach the component.
    expect(print(renameBlock(mixed, [1, 0], 'z'))).toBe(
      'a1: 99\nparallel(\n  z: 99.9,\n  series(x: 99),\n  b: 99.5\n)',
    );
  });

  it('group edits at a component do nothing', () => {
    expectUnchanged(mixed, addMember(mixed, [0]));
    expectUnchanged(mixed, addMember(mixed, [1, 0]));
    expectUnchanged(mixed, setGroup(mixed, [0], { kind: 'series' }));
    expectUnchanged(mixed, setGroup(mixed, [1, 2], { kind: 'kofn', k: 2 }));
    expectUnchanged(mixed, unwrapBlock(mixed, [0]));
    expectUnchanged(mixed, unwrapBlock(mixed, [1, 2]));
    expectUnchanged(mixed, moveBlock(mixed, [0, 0], 1));
  });
});

describe('moveBlock', () => {
  const three = parseOk('a: 99\nb: 98\nc: 97');

  it('moves top-level blocks', () => {
    expect(print(moveBlock(three, [0], 1))).toBe('b: 98\na: 99\nc: 97');
    expect(print(moveBlock(three, [1], 1))).toBe('a: 99\nc: 97\nb: 98');
    expect(print(moveBlock(three, [2], -1))).toBe('a: 99\nc: 97\nb: 98');
    expect(print(moveBlock(three, [1], -1))).toBe('b: 98\na: 99\nc: 97');
    // The input is untouched.
    expect(print(three)).toBe('a: 99\nb: 98\nc: 97');
  });

  it('moves a top-level group as a whole, not inside it', () => {
    const t = parseOk('parallel(x: 90, y: 91)\nz: 92');
    expect(print(moveBlock(t, [0], 1))).toBe('z: 92\nparallel(x: 90, y: 91)');
  });

  it('moving past either end changes nothing (but gives a new topology)', () => {
    expectUnchanged(three, moveBlock(three, [0], -1));
    expectUnchanged(three, moveBlock(three, [2], 1));
  });

  const nested = parseOk('series(a: 99, parallel(x: 90, y: 91, z: 92))');

  it('moves inside a nested group, three levels down', () => {
    const down = moveBlock(nested, [0, 1, 0], 1);
    expect(print(down)).toBe('series(\n  a: 99,\n  parallel(y: 91, x: 90, z: 92)\n)');
    expect(shapes(down)).toStrictEqual([
      {
        kind: 'series',
        k: undefined,
        n: undefined,
        failover: undefined,
        ccf: undefined,
        members: [
          { name: 'a', value: '99' },
          {
            kind: 'parallel',
            k: undefined,
            n: undefined,
            failover: undefined,
            ccf: undefined,
            members: [
              { name: 'y', value: '91' },
              { name: 'x', value: '90' },
              { name: 'z', value: '92' },
            ],
          },
        ],
      },
    ]);
    expect(print(moveBlock(nested, [0, 1, 2], -1))).toBe(
      'series(\n  a: 99,\n  parallel(x: 90, z: 92, y: 91)\n)',
    );
    expect(print(moveBlock(nested, [0, 0], 1))).toBe(
      'series(\n  parallel(x: 90, y: 91, z: 92),\n  a: 99\n)',
    );
  });

  it('moving past either end of a nested group changes nothing', () => {
    expectUnchanged(nested, moveBlock(nested, [0, 1, 0], -1));
    expectUnchanged(nested, moveBlock(nested, [0, 1, 2], 1));
    expectUnchanged(nested, moveBlock(nested, [0, 0], -1));
    expectUnchanged(nested, moveBlock(nested, [0, 1], 1));
  });
});

describe('addMember', () => {
  it('copies the LAST component member: its name stem and its value', () => {
    const t = parseOk('parallel(a1: 99, b: 99.5)');
    expect(print(addMember(t, [0]))).toBe('parallel(a1: 99, b: 99.5, b-2: 99.5)');
    const u = parseOk('parallel(b: 99.5, a1: 99)');
    expect(print(addMember(u, [0]))).toBe('parallel(b: 99.5, a1: 99, a2: 99)');
  });

  it('skips group members when looking for the model', () => {
    const t = parseOk('parallel(db1: 99.9, db2: 99.95, series(x: 99, y: 98))');
    expect(print(addMember(t, [0]))).toBe(
      'parallel(\n  db1: 99.9,\n  db2: 99.95,\n  series(x: 99, y: 98),\n  db3: 99.95\n)',
    );
  });

  it('a group of groups gets a 99.9% node', () => {
    const t = parseOk('series(parallel(x: 99, y: 99), parallel(z: 99))');
    expect(print(addMember(t, [0]))).toBe(
      'series(\n  parallel(x: 99, y: 99),\n  parallel(z: 99),\n  node-2: 99.9\n)',
    );
    expect(shapes(addMember(t, [0]))[0]).toStrictEqual({
      kind: 'series',
      k: undefined,
      n: undefined,
      failover: undefined,
      ccf: undefined,
      members: [
        {
          kind: 'parallel',
          k: undefined,
          n: undefined,
          failover: undefined,
          ccf: undefined,
          members: [
            { name: 'x', value: '99' },
            { name: 'y', value: '99' },
          ],
        },
        {
          kind: 'parallel',
          k: undefined,
          n: undefined,
          failover: undefined,
          ccf: undefined,
          members: [{ name: 'z', value: '99' }],
        },
        { name: 'node-2', value: '99.9' },
      ],
    });
  });

  it('the new name avoids names used anywhere in the topology', () => {
    const t = parseOk('parallel(web1: 99.9, web2: 99.9)\nseries(web3: 99, web5: 98)');
    expect(print(addMember(t, [0]))).toBe(
      'parallel(web1: 99.9, web2: 99.9, web4: 99.9)\nseries(web3: 99, web5: 98)',
    );
    const again = addMember(addMember(t, [0]), [0]);
    expect(print(again)).toBe(
      'parallel(web1: 99.9, web2: 99.9, web4: 99.9, web6: 99.9)\nseries(web3: 99, web5: 98)',
    );
  });

  it('in a nested k-of-n, N follows the member count and K is kept', () => {
    const t = parseOk('series(lb: 99, 1of2(n1: 90, n2: 90))');
    expect(print(addMember(t, [0, 1]))).toBe(
      'series(\n  lb: 99,\n  1of3(n1: 90, n2: 90, n3: 90)\n)',
    );
  });

  it('a series keeps no K or N', () => {
    const t = parseOk('series(a: 99)');
    expect(shapes(addMember(t, [0]))).toStrictEqual([
      {
        kind: 'series',
        k: undefined,
        n: undefined,
        failover: undefined,
        ccf: undefined,
        members: [
          { name: 'a', value: '99' },
          { name: 'a-2', value: '99' },
        ],
      },
    ]);
  });
});

describe('addTopLevel', () => {
  it('skips component names already used in groups', () => {
    const t = parseOk('series(component-2: 99, component-3: 98)');
    expect(print(addTopLevel(t))).toBe(
      'series(component-2: 99, component-3: 98)\ncomponent-4: 99.9',
    );
    expect(print(addTopLevel({ blocks: [] }))).toBe('component-2: 99.9');
  });
});

describe('nextName', () => {
  it('counts on from trailing digits, all of them', () => {
    expect(nextName('web10', new Set())).toBe('web11');
    expect(nextName('web10', new Set(['web11']))).toBe('web12');
    expect(nextName('web19', new Set())).toBe('web20');
    expect(nextName('web99', new Set(['web100']))).toBe('web101');
    expect(nextName('n09', new Set())).toBe('n10');
    expect(nextName('42', new Set())).toBe('43');
  });

  it('adds -2, -3, … to a name without trailing digits', () => {
    expect(nextName('db', new Set())).toBe('db-2');
    expect(nextName('db', new Set(['db-2', 'db-3']))).toBe('db-4');
    expect(nextName('db1-eu', new Set())).toBe('db1-eu-2');
    expect(nextName('v2b', new Set(['v3']))).toBe('v2b-2');
    expect(nextName('', new Set())).toBe('-2');
  });
});

describe('group and wrapBlock', () => {
  const a = component('a', '99');
  const b = component('b', '98');
  const c = component('c', '97');

  it('a k-of-n takes the given K, or 1 without one; other kinds have none', () => {
    expect(shape(group('kofn', [a, b, c], 2))).toMatchObject({ kind: 'kofn', k: 2, n: 3 });
    expect(shape(group('kofn', [a, b, c]))).toMatchObject({ kind: 'kofn', k: 1, n: 3 });
    expect(print({ blocks: [group('kofn', [a, b, c], 3)] })).toBe('3of3(a: 99, b: 98, c: 97)');
    expect(print({ blocks: [group('kofn', [a, b])] })).toBe('1of2(a: 99, b: 98)');
    expect(shape(group('series', [a], 2))).toMatchObject({ k: undefined, n: undefined });
  });

  it('wraps a block in a one-member group', () => {
    const t = parseOk('a: 99\nb: 98');
    expect(print(wrapBlock(t, [1], 'kofn'))).toBe('a: 99\n1of1(b: 98)');
    expect(print(wrapBlock(wrapBlock(t, [0], 'series'), [0], 'parallel'))).toBe(
      'parallel(\n  series(a: 99)\n)\nb: 98',
    );
  });
});

describe('unwrapBlock', () => {
  it('at the top level, splices the members in place', () => {
    const t = parseOk('a: 99\nparallel(b: 98, c: 97)\nd: 96');
    expect(print(unwrapBlock(t, [1]))).toBe('a: 99\nb: 98\nc: 97\nd: 96');
  });

  it('nested in a k-of-n, N grows and K is kept', () => {
    const t = parseOk('2of3(a: 99, series(b: 98, c: 97), d: 96)');
    expect(print(unwrapBlock(t, [0, 1]))).toBe('2of4(a: 99, b: 98, c: 97, d: 96)');
  });

  it('nested in a parallel, which gets no K or N', () => {
    const t = parseOk('parallel(a: 99, series(b: 98, c: 97))');
    const out = unwrapBlock(t, [0, 1]);
    expect(print(out)).toBe('parallel(a: 99, b: 98, c: 97)');
    expect(shapes(out)[0]).toMatchObject({ kind: 'parallel', k: undefined, n: undefined });
    expect(Object.keys(out.blocks[0]!)).not.toContain('k');
  });
});

describe('setGroup', () => {
  const q = parseOk('1of3(a: 99, b: 99, c: 99)');

  it('a k-of-n keeps its own K when only its options change', () => {
    const ccf = { ccf: { value: '5', span: NO_SPAN } };
    expect(print(setGroup(q, [0], { options: ccf }))).toBe('1of3[ccf=5%](a: 99, b: 99, c: 99)');
    expect(print(setGroup(q, [0], { kind: 'kofn' }))).toBe('1of3(a: 99, b: 99, c: 99)');
    const four = parseOk('4of4(a: 99, b: 99, c: 99, d: 99)');
    expect(print(setGroup(four, [0], {}))).toBe('4of4(a: 99, b: 99, c: 99, d: 99)');
  });

  it('k-of-n → parallel drops K and N; back again takes the majority', () => {
    const par = setGroup(q, [0], { kind: 'parallel' });
    expect(print(par)).toBe('parallel(a: 99, b: 99, c: 99)');
    expect(shapes(par)[0]).toMatchObject({ kind: 'parallel', k: undefined, n: undefined });
    expect(Object.keys(par.blocks[0]!)).not.toContain('k');
    expect(print(setGroup(par, [0], { kind: 'kofn' }))).toBe('2of3(a: 99, b: 99, c: 99)');
    const ser = setGroup(parseOk('3of5(a: 9, b: 9, c: 9, d: 9, e: 9)'), [0], { kind: 'series' });
    expect(Object.keys(ser.blocks[0]!)).not.toContain('n');
  });

  it('a K left on a group of another kind is not taken over', () => {
    const members = [component('a', '99'), component('b', '99'), component('c', '99')];
    const stale: GroupNode = { ...group('parallel', members), k: 1, n: 3 };
    expect(print(setGroup({ blocks: [stale] }, [0], { kind: 'kofn' }))).toBe(
      '2of3(a: 99, b: 99, c: 99)',
    );
  });

  it('works on a nested group', () => {
    const t = parseOk('series(lb: 99, 1of2(x: 90, y: 90))');
    expect(print(setGroup(t, [0, 1], { kind: 'series' }))).toBe(
      'series(\n  lb: 99,\n  series(x: 90, y: 90)\n)',
    );
    expect(print(setGroup(t, [0, 1], { k: 2 }))).toBe(
      'series(\n  lb: 99,\n  2of2(x: 90, y: 90)\n)',
    );
  });
});
