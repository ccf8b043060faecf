import type { Wide } from '@/core/composition/wide-double';

/** A double as M · 2^E exactly, M an integer: doubling a double is exact. */
function split(f: number): [bigint, number] {
  if (!Number.isFinite(f)) throw new RangeError(`not a finite double: ${f}`);
  let E = 0;
  while (!Number.isInteger(f)) {
    f *= 2;
    E -= 1;
  }
  return [BigInt(f), E];
}

/** The exact value of a Wide (f · 2^(256·e)) as M · 2^E. */
export function dyadic(x: Wide): [bigint, number] {
  const [M, E] = split(x.f);
  return [M, E + 256 * x.e];
}
