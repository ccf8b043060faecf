/**
 * Numbers as Go's fmt writes them in Prometheus' alert templates, so that a promtool test can
 * expect an annotation's exact text: `{{ $value }}` is `%v` (strconv 'g' with the shortest digits: e-form
 * when the decimal exponent is below −4 or at least 6, so 1000000 is `1e+06`) and
 * `{{ $value | humanizePercentage }}` is `%.4g%%` of value × 100. Go rounds to a precision by the
 * exact binary value, ties to even (206.25 → `206.2`), which JavaScript's toPrecision does not
 * (it rounds ties up), hence the exact decimal expansion here.
 */

/** Decimal digits (no leading or trailing zeros) and the point: value = 0.d₁d₂… × 10^point. */
interface Digits {
  readonly digits: string;
  readonly point: number;
}

/** The exact decimal expansion of a finite positive double. */
function exactDigits(x: number): Digits {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (biased === 0 ? 1 : biased) - 1075;
  let text: string;
  let point: number;
  if (exponent >= 0) {
    text = (mantissa << BigInt(exponent)).toString();
    point = text.length;
  } else {
    text = (mantissa * 5n ** BigInt(-exponent)).toString();
    point = text.length + exponent;
  }
  return trim(text, point);
}

function trim(text: string, point: number): Digits {
  const lead = text.length - text.replace(/^0+/, '').length;
  return { digits: text.slice(lead).replace(/0+$/, ''), point: point - lead };
}

/** Rounds to `n` significant digits, ties to even (Go's strconv). */
function roundDigits(d: Digits, n: number): Digits {
  if (d.digits.length <= n) return d;
  const kept = d.digits.slice(0, n);
  const rest = d.digits.slice(n);
  const half = rest[0] === '5' && /^5$/.test(rest);
  const up =
    rest[0]! > '5' || (rest[0] === '5' && !half) || (half && Number(kept.at(-1)) % 2 === 1);
  if (!up) return trim(kept, d.point);
  const raised = (BigInt(kept) + 1n).toString();
  return raised.length > kept.length
    ? trim(raised.slice(0, n), d.point + 1)
    : trim(raised, d.point);
}

/** The shortest digits that read back as x (JavaScript and Go pick the same). */
function shortestDigits(x: number): Digits {
  const [mantissa = '', exp = '0'] = x.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  return trim(digits, Number(exp) + 1);
}

/** strconv's %g layout of rounded digits: `prec` digits asked, e-form from exponent `eprec`. */
function layout(d: Digits, prec: number, eprec: number): string {
  const nd = d.digits.length;
  const exp = d.point - 1;
  if (exp < -4 || exp >= eprec) {
    const mantissa = nd > 1 ? `${d.digits[0]}.${d.digits.slice(1)}` : d.digits;
    const e = Math.abs(exp);
    return `${mantissa}e${exp < 0 ? '-' : '+'}${e < 10 ? '0' : ''}${e}`;
  }
  const decimals = Math.max((prec > d.point ? nd : prec) - d.point, 0);
  const whole = d.point > 0 ? d.digits.slice(0, d.point).padEnd(d.point, '0') : '0';
  const frac =
    d.point >= 0
      ? d.digits.slice(d.point).padEnd(decimals, '0')
      : ('0'.repeat(-d.point) + d.digits).padEnd(decimals, '0');
  return decimals > 0 ? `${whole}.${frac.slice(0, decimals)}` : whole;
}

function special(x: number): string | null {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return '+Inf';
  if (x === -Infinity) return '-Inf';
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  return null;
}

/** Go's fmt `%.{prec}g` of a float64. */
export function goPrecision(x: number, prec: number): string {
  const s = special(x);
  if (s !== null) return s;
  const d = roundDigits(exactDigits(Math.abs(x)), prec);
  const eprec = prec > d.digits.length && d.digits.length >= d.point ? d.digits.length : prec;
  return (x < 0 ? '-' : '') + layout(d, prec, eprec);
}

/** Go's fmt `%v` of a float64 (strconv 'g', −1): shortest digits; e-form when the exponent is < −4 or ≥ 6. */
export function goValue(x: number): string {
  const s = special(x);
  if (s !== null) return s;
  const d = shortestDigits(Math.abs(x));
  return (x < 0 ? '-' : '') + layout(d, d.digits.length, 6);
}

/** Prometheus' humanizePercentage template function: `%.4g%%` of x × 100. */
export function humanizePercentage(x: number): string {
  return `${goPrecision(x * 100, 4)}%`;
}
