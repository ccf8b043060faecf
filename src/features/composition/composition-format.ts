import { nines as ninesOf } from '@/core/availability/downtime';
import { toRational, type Dec } from '@/core/composition/decimal';
import { mul, ONE, sub, toDecimalString } from '@/core/exact/rational';
import { formatAvailabilityPercent, formatPowerOfTen, formatProbability } from '@/core/format';

// The availability formatters here take the topology's exact decimals (`Dec`, beyond a double's
// range), so they stay with the panel, on top of `@/core/format`.

/** Beyond this many nines a percentage would be a wall of 9s: show 100% − 10⁻ˣ instead. */
const MAX_PERCENT_NINES = 30;

/**
 * −log10(u) from the decimal's digits, to about 15 significant digits: cheap at any magnitude,
 * unlike the exact rational logarithm, which strips one factor of ten at a time (a 500-block
 * topology has unavailabilities near 10⁻¹⁵⁰⁰).
 */
function roughNines(u: Dec): number {
  const s = u.m.toString();
  return -(Math.log10(Number(`${s[0] ?? '1'}.${s.slice(1, 17) || '0'}`)) + s.length - 1 + u.e);
}

/** nines(u) > limit, exactly; the rational logarithm only when the rough one is too close to call. */
function moreNinesThan(u: Dec, limit: number): boolean {
  const rough = roughNines(u);
  if (Math.abs(rough - limit) > 0.5) return rough > limit;
  return ninesOf(toRational(u)) > limit;
}

/** An availability given by its unavailability, as a percentage that is never "100" for u > 0. */
export function formatAvailability(u: Dec): string {
  if (u.m === 0n) return '100%';
  if (moreNinesThan(u, MAX_PERCENT_NINES)) return `100% − ${tinyPercent(u)}%`;
  return `${formatAvailabilityPercent(toRational(u))}%`;
}

/**
 * u × 100 to four significant digits times a power of ten, read from the decimal's digits: a
 * 500-block quorum's u near 10⁻¹⁵⁰⁰ underflows any double (it printed "100% − 0%").
 */
function tinyPercent(u: Dec): string {
  const s = u.m.toString();
  let exponent = s.length - 1 + u.e + 2;
  // Four digits, rounded half up on the decimal digits themselves (1.2345 → 1.235).
  const five = s.slice(0, 5).padEnd(5, '0');
  let lead = Number(five.slice(0, 4)) + (five[4] !== undefined && five[4] >= '5' ? 1 : 0);
  if (lead === 10_000) {
    lead = 1000;
    exponent += 1;
  }
  const mantissa = lead / 1000;
  const power = formatPowerOfTen(exponent);
  return mantissa === 1 ? power : `${mantissa} × ${power}`;
}

/**
 * The exact percentage, e.g. "exactly 99.9300109995%"; past 40 decimals its first 30 and how
 * many there are; null once rounding to the working precision has happened.
 */
export function exactAvailability(u: Dec): string | null {
  if (!u.exact) return null;
  const decimals = Math.max(0, -u.e - 2);
  const percent = toDecimalString(mul(sub(ONE, toRational(u)), 100n), decimals);
  if (decimals <= 40) return `exactly ${percent}%`;
  return `exactly ${percent.slice(0, percent.indexOf('.') + 31)}… (${decimals} decimals)`;
}

/**
 * A share of the total as a percentage: "71.4%", "0.0017%", "< 0.0001%". Local: a share lies in
 * [0, 1], so it is clamped to "< 0.0001%" and "> 99.9%" where `formatPercent` writes all digits.
 */
export function formatShare(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return '—';
  if (share === 0) return '0%';
  const percent = share * 100;
  if (percent < 0.0001) return '< 0.0001%';
  if (percent >= 99.95 && share < 1) return '> 99.9%';
  return `${Number(percent.toPrecision(percent >= 1 ? 3 : 2))}%`;
}

/** Significant digits of a total's unavailability: 5.9996 × 10⁻⁴ must not read "6 × 10⁻⁴". */
const TOTAL_DIGITS = 5;

/**
 * The total's unavailability, to 5 significant digits: "5.9996 × 10⁻⁴". Past a double's range
 * the digits come from the exact decimal itself (rounded half up), so 2.9999 × 10⁻⁴³⁷ keeps its
 * mantissa and its exponent rather than reading as a rounded power of ten.
 */
export function formatUnavailability(u: Dec): string {
  if (u.m === 0n) return '0';
  if (!moreNinesThan(u, 300)) return formatProbability(Number(`${u.m}e${u.e}`), TOTAL_DIGITS);
  let digits = u.m.toString();
  let exponent = digits.length - 1 + u.e;
  if (digits.length > TOTAL_DIGITS) {
    const up = Number(digits[TOTAL_DIGITS]) >= 5 ? 1n : 0n;
    digits = (BigInt(digits.slice(0, TOTAL_DIGITS)) + up).toString();
    // 99999|5 rounds up to 100000: one more digit, one power of ten higher.
    if (digits.length > TOTAL_DIGITS) exponent += 1;
  }
  const kept = digits.slice(0, TOTAL_DIGITS).replace(/0+$/, '');
  const mantissa = kept.length > 1 ? `${kept[0]}.${kept.slice(1)}` : kept;
  const power = formatPowerOfTen(exponent);
  return mantissa === '1' ? power : `${mantissa} × ${power}`;
}
