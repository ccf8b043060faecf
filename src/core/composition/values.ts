import { parseAvailabilityPercent } from '../availability/parse';
import { compare, div, rational, type Rational } from '../exact/rational';
import { capitalise, parseExactDecimal } from '../input/number';
import { fail, ok, type Parsed } from '../input/parsed';

const HUNDRED = rational(100n);

/**
 * A component's availability, a percentage in (0, 100], as its exact unavailability. Unlike a
 * target, a component may be 100% (something you choose to treat as never failing).
 */
export function parseComponentAvailability(text: string, name: string): Parsed<Rational> {
  // 100, 100.0, 1e2 and 100% all mean "never fails" (the availability parser refuses 100).
  const exact = parseExactDecimal(text.replace(/\s*%\s*$/, ''), 'an availability', '99.99');
  if (exact.ok && compare(exact.value, HUNDRED) === 0) return ok(rational(0n));
  const parsed = parseAvailabilityPercent(text);
  if (!parsed.ok) return fail(`“${name}”: ${parsed.error}`);
  if (compare(parsed.value, rational(1n)) === 0) {
    return fail(
      `“${name}” is 0% available: it is never up, so nothing that needs it ever works. Availabilities must be above 0.`,
    );
  }
  return parsed;
}

/** An option percentage in [0, 100] as a fraction (failover success, beta factor). */
export function parseOptionPercent(text: string, what: string, example: string): Parsed<Rational> {
  const parsed = parseExactDecimal(text, what, example);
  if (!parsed.ok) return parsed;
  if (compare(parsed.value, HUNDRED) > 0)
    return fail(`${capitalise(what)} is a percentage: at most 100.`);
  return ok(div(parsed.value, 100n));
}
