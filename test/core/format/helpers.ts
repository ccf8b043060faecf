import { describe, expect, it } from 'vitest';
import type { Rational } from '@/core/exact/rational';

/** The smallest positive double, 4.94 × 10⁻³²⁴. */
export const TINIEST = 5e-324;
export const NAN = Number.NaN;
export const INF = Number.POSITIVE_INFINITY;

const show = (arg: unknown): string => {
  if (typeof arg === 'number') return Object.is(arg, -0) ? '-0' : String(arg);
  if (typeof arg === 'string') return JSON.stringify(arg);
  if (typeof arg === 'object' && arg !== null && 'num' in arg && 'den' in arg) {
    const { num, den } = arg as Rational;
    const text = (n: bigint) => (n.toString().length > 12 ? `~1e${n.toString().length - 1}` : n);
    return `${text(num)}/${text(den)}`;
  }
  return JSON.stringify(arg);
};

/**
 * One test per row: `[...arguments, expected]`. The tables check every formatter of
 * `@/core/format` at its edges: 0, −0, tiny, huge, 1e-300, 1e300, the smallest double, the values
 * at which its rules switch, and NaN/Infinity where it takes them. The expected strings are
 * written from the rules in the code, not by calling it. Some rows pin down what a formatter does
 * outside the values the panels give it (e-notation from `significant`, "-0" from `Intl`): a
 * change there should be deliberate.
 */
export function table<A extends unknown[]>(
  name: string,
  format: (...args: A) => string,
  rows: ReadonlyArray<readonly [...A, string]>,
) {
  describe(name, () => {
    for (const row of rows) {
      const args = row.slice(0, -1) as unknown as A;
      const expected = row[row.length - 1] as string;
      const title = `${name}(${args.map(show).join(', ')}) → ${expected.length > 40 ? `${expected.slice(0, 37)}…` : expected}`;
      it(title, () => {
        expect(format(...args)).toBe(expected);
      });
    }
  });
}

/** "1" and then `groups` groups of three zeros, with `separator` between thousands. */
export const oneAndZeros = (groups: number, separator = ',') =>
  `1${`${separator}000`.repeat(groups)}`;
