import { describe, expect, it } from 'vitest';
import { NO_SPAN, type GroupNode, type Topology } from '@/core/composition/ast';
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

const print = printTopology;

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

describe('printing at the width limit', () => {
  // 'parallel(' + name + ': 99.9, b: 99.9)' is 25 characters plus the name.
  const at = (nameLength: number) => `parallel(${'x'.repeat(nameLength)}: 99.9, b: 99.9)`;

  it('a line of exactly 80 characters stays on one line', () => {
    expect(at(55)).toHaveLength(80);
    expect(print(parseOk(at(55)))).toBe(at(55));
  });

  it('one character more breaks it, one member per line', () => {
    expect(at(56)).toHaveLength(81);
    expect(print(parseOk(at(56)))).toBe(`parallel(\n  ${'x'.repeat(56)}: 99.9,\n  b: 99.9\n)`);
  });

  it('the indent counts towards the width', () => {
    // '  ' + 'parallel(' + name + ': 99.9, b: 99.9)' nested in a series with a group member.
    const inner = (n: number) => `  parallel(${'y'.repeat(n)}: 99.9, b: 99.9)`;
    expect(inner(53)).toHaveLength(80);
    const fits = parseOk(`series(\n${inner(53)}\n)`);
    expect(print(fits)).toBe(`series(\n${inner(53)}\n)`);
    const over = parseOk(`series(\n${inner(54)}\n)`);
    expect(print(over)).toBe(
      `series(\n  parallel(\n    ${'y'.repeat(54)}: 99.9,\n    b: 99.9\n  )\n)`,
    );
  });

  it('a one-member group longer than the width stays on one line', () => {
    const long = `series(${'z'.repeat(80)}: 99.9)`;
    expect(long.length).toBeGreaterThan(80);
    expect(print(parseOk(long))).toBe(long);
    const kofn = `1of1(${'z'.repeat(90)}: 99.99)`;
    expect(print(parseOk(kofn))).toBe(kofn);
  });
});
