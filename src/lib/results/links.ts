/**
 * Cross-panel links: a result that stands for a quantity another panel takes as an input (an
 * availability in percent, a health check) says so in its declaration (`carries`), and a panel
 * whose fields accept every part of that quantity (each field's `accepts`, core/fields/quantity.ts)
 * gets an "Open in <panel>" link carrying the value. The matching is computed here from the
 * panels' fields (the app passes its registry); nothing is wired pair by pair. No React here.
 */
import { mul, ONE, sub, toDecimalString, type Rational } from '@/core/exact/rational';
import type { Quantity, QuantityParts } from '@/core/fields/quantity';
import type { Schema } from '@/core/fields/schema';
import { buildHash } from '@/lib/url-state/codec';

export type { Quantity, QuantityParts } from '@/core/fields/quantity';

/** A value a result carries: its quantity and each part as the text a field would read. */
export type Carried = {
  readonly [Q in Quantity]: {
    readonly quantity: Q;
    readonly parts: { readonly [P in QuantityParts[Q]]: string };
  };
}[Quantity];

/** What the matching needs of a panel: the registry's id, title and fields. */
export interface LinkTarget {
  readonly id: string;
  readonly title: string;
  readonly fields: Schema;
}

/** One link to another panel, opened on the carried value. */
export interface CrossLink {
  /** The panel it opens. */
  readonly panel: string;
  /** `#/<panel>?<key>=<value>`, built by the URL codec. */
  readonly href: string;
  /** What the link shows: "Open in Nines & downtime budgets". */
  readonly text: string;
  /** Its accessible name, which also says what it carries: "Open in … with 99.99%". */
  readonly name: string;
}

/** Beyond this many decimals nothing is carried (no field reads that many; 20 is their limit). */
export const MAX_CARRIED_DECIMALS = 40;
const MAX_DENOMINATOR = 10n ** BigInt(MAX_CARRIED_DECIMALS);

/**
 * Exact decimal text of a non-negative rational, or null when it has no finite decimal expansion
 * within MAX_CARRIED_DECIMALS places (1/3, or a 500-block topology's 10⁻¹⁵⁰⁰).
 */
export function exactDecimalText(r: Rational): string | null {
  if (r.num < 0n || r.den > MAX_DENOMINATOR) return null;
  let rest = r.den;
  let twos = 0;
  let fives = 0;
  while (rest % 2n === 0n) {
    rest /= 2n;
    twos += 1;
  }
  while (rest % 5n === 0n) {
    rest /= 5n;
    fives += 1;
  }
  if (rest !== 1n) return null;
  return toDecimalString(r, Math.max(twos, fives));
}

/**
 * An availability given by its exact unavailability u, carried as 100·(1 − u) percent in exact
 * decimal text; null when that text does not exist (a repeating decimal) or u is negative.
 */
export function carryAvailability(unavailability: Rational): Carried | null {
  const percent = exactDecimalText(mul(sub(ONE, unavailability), 100n));
  return percent === null ? null : { quantity: 'availability-percent', parts: { percent } };
}

/**
 * What a carried value is, in words, for a link's accessible name: "99.99%", "a check every 5 s,
 * 3 failures in a row". Never a field's label: a link named after a field would answer to it.
 */
export function sayCarried(carried: Carried): string {
  if (carried.quantity === 'availability-percent') return `${carried.parts.percent}%`;
  const { interval, threshold } = carried.parts;
  return `a check every ${interval} s, ${threshold} failure${threshold === '1' ? '' : 's'} in a row`;
}

/**
 * The target's inputs that carry the value: each part in the field that accepts it; null when
 * the target has no field for a part or a field would reject its part (a 100% availability, 21
 * decimals, out of bounds).
 */
function inputsFor(carried: Carried, target: LinkTarget): Record<string, string> | null {
  const parts = Object.entries(carried.parts as Readonly<Record<string, string>>);
  const inputs: Record<string, string> = {};
  for (const [part, text] of parts) {
    const field = target.fields.find(
      (f) => f.accepts?.quantity === carried.quantity && f.accepts.part === part,
    );
    if (!field || !field.parse(text).ok) return null;
    inputs[field.key] = text;
  }
  return inputs;
}

/**
 * The links that open `carried` in every other panel whose fields accept its quantity, in the
 * registry's order, where those fields read it as valid. The panel `from` (the one showing the
 * result) is left out. Each href is the codec's: only what differs from the target's worked
 * example is written.
 */
export function crossLinks(
  carried: Carried,
  from: string,
  targets: readonly LinkTarget[],
): CrossLink[] {
  return targets.flatMap((target) => {
    if (target.id === from) return [];
    const inputs = inputsFor(carried, target);
    if (!inputs) return [];
    const text = `Open in ${target.title}`;
    return [
      {
        panel: target.id,
        href: buildHash(target.id, target.fields, inputs),
        text,
        name: `${text} with ${sayCarried(carried)}`,
      },
    ];
  });
}
