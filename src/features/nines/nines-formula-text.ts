import type { Calendar, Period } from '@/core/availability/calendars';
import { nines } from '@/core/availability/downtime';
import {
  log10,
  mul,
  ONE,
  rational,
  sub,
  toDecimalString,
  toNumber,
  type Rational,
} from '@/core/exact/rational';
import {
  formatAvailabilityPercent,
  formatDuration,
  formatFractionExact,
  formatNines,
  groupThousands,
  texDuration,
} from '@/core/format';

export interface FormulaLines {
  readonly tex: string;
  readonly text: string;
}

/**
 * A value as decimal digits: exact when it terminates within 48 places, else rounded to
 * `decimals` places (by default ten significant digits), never in e-notation.
 */
function decimal(value: Rational, decimals?: number): { digits: string; exact: boolean } {
  const exactDigits = toDecimalString(value, 48);
  const [whole = '', frac = ''] = exactDigits.split('.');
  const back = rational(BigInt(whole + frac), 10n ** BigInt(frac.length));
  if (back.num === value.num && back.den === value.den) return { digits: exactDigits, exact: true };
  const places = decimals ?? Math.max(10, Math.ceil(-log10(value)) + 9);
  return { digits: toDecimalString(value, places), exact: false };
}

const hoursOf = (seconds: number) => decimal(rational(BigInt(seconds), 3600n)).digits;

/** downtime per period = (1 − A) × hours, with the user's numbers, for the year and the month. */
export function forwardFormula(u: Rational, calendar: Calendar): FormulaLines {
  const a = formatFractionExact(u, 30);
  const line = (period: Period) => {
    const hours = hoursOf(calendar.seconds[period]);
    const product = decimal(mul(u, rational(BigInt(calendar.seconds[period]), 3600n)));
    const eq = product.exact ? '=' : '\\approx';
    const seconds = toNumber(mul(u, BigInt(calendar.seconds[period])));
    const duration = formatDuration(seconds);
    return {
      tex:
        `\\text{downtime}_{\\text{${period}}} &= (1 - A) \\times ${groupThousands(hours, '{,}')}\\,\\text{h} \\\\ ` +
        `&= (1 - ${a}) \\times ${groupThousands(hours, '{,}')}\\,\\text{h} ${eq} ${groupThousands(product.digits, '{,}')}\\,\\text{h} ` +
        `= ${texDuration(seconds)}`,
      text: `downtime per ${period} = (1 − A) × ${groupThousands(hours, ',')} h = (1 − ${a}) × ${groupThousands(hours, ',')} h ${product.exact ? '=' : '≈'} ${groupThousands(product.digits, ',')} h = ${duration}`,
    };
  };
  const year = line('year');
  const month = line('month');
  const n = formatNines(nines(u));
  return {
    tex:
      `\\begin{aligned}${year.tex} \\\\[0.4em] ${month.tex} \\\\[0.4em] ` +
      `\\text{nines} &= -\\log_{10}(1 - A) = ${n}\\end{aligned}`,
    text: `${year.text}; ${month.text}; nines = −log10(1 − A) = ${n}`,
  };
}

/** A = 1 − downtime / period, with the user's numbers. */
export function reverseFormula(
  u: Rational,
  downSeconds: Rational,
  period: Period,
  calendar: Calendar,
): FormulaLines {
  const d = decimal(downSeconds).digits;
  const p = String(calendar.seconds[period]);
  // Enough places to show four significant digits of 1 − A, so A never reads as 1.
  const value = decimal(sub(ONE, u), Math.max(10, Math.ceil(-log10(u)) + 4));
  const eq = value.exact ? '=' : '\\approx';
  const percent = formatAvailabilityPercent(u);
  return {
    tex:
      `A = 1 - \\frac{d}{T_{\\text{${period}}}} = 1 - \\frac{${groupThousands(d, '{,}')}\\,\\text{s}}{${groupThousands(p, '{,}')}\\,\\text{s}} ` +
      `${eq} ${value.digits} = ${percent}\\%`,
    text: `A = 1 − d / T(${period}) = 1 − ${groupThousands(d, ',')} s / ${groupThousands(p, ',')} s ${value.exact ? '=' : '≈'} ${value.digits} = ${percent}%`,
  };
}
