import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '@/core/composition/presets';
import { printTopology } from '@/core/composition/print';
import { parseOk, shapes, treeArb } from './helpers';
import { runs } from '../property-runs';

const print = printTopology;

const WORKED_EXAMPLE = `series(
  lb: 99.99,
  app: 99.95,
  parallel[failover=99.9%](db-primary: 99.99, db-standby: 99.99)
)
2of3(n1: 99.9, n2: 99.9, n3: 99.9)`;

describe('parse and print', () => {
  it('prints the worked example exactly as written', () => {
    expect(printTopology(parseOk(WORKED_EXAMPLE))).toBe(WORKED_EXAMPLE);
  });

  it('keeps every preset in canonical form', () => {
    for (const p of PRESETS) expect(printTopology(parseOk(p.text))).toBe(p.text);
  });

  it('round-trips generated trees: parse(print(t)) = t, and printing is idempotent', () => {
    fc.assert(
      fc.property(treeArb({ withOptions: true }), (t) => {
        const text = printTopology(t);
        const back = parseOk(text);
        expect(shapes(back)).toEqual(shapes(t));
        expect(printTopology(back)).toBe(text);
      }),
      { numRuns: runs(300) },
    );
  });

  it('reads loose spacing, trailing commas, % signs and comma-separated top-level blocks', () => {
    const t = parseOk('  parallel [ ccf = 5 % ] ( a:99.9% , b :  99.9 , ) , c: 100');
    expect(printTopology(t)).toBe('parallel[ccf=5%](a: 99.9, b: 99.9)\nc: 100');
  });

  it('breaks long groups one member per line', () => {
    const members = Array.from({ length: 8 }, (_, i) => `replica-${i}: 99.95`).join(', ');
    expect(printTopology(parseOk(`parallel(${members})`))).toBe(
      `parallel(\n${Array.from({ length: 8 }, (_, i) => `  replica-${i}: 99.95`).join(',\n')}\n)`,
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
