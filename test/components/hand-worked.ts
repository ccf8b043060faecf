import { expect } from 'vitest';
import { add, div, mul, ONE, rational, sub, toNumber, type Rational } from '@/core/exact/rational';
import { formatAvailabilityPercent, formatNumber } from '@/core/format';
import { crossing, defaultRegionSurvival } from '../features/failover/closed-form';

/**
 * Texts checked against values worked out here from the closed forms, not read from the page:
 * a share, a what-if, a gain or a recovery cell that showed another variable (even with the
 * right `data-value`) fails.
 */

const cell = (id: string): HTMLElement => {
  const el = document.querySelector<HTMLElement>(`[data-result="${id}"]`);
  if (!el) throw new Error(`no [data-result="${id}"]`);
  return el;
};
/** A card's value (its output), or a cell's whole text. */
const text = (id: string) => {
  const el = cell(id);
  return (el.querySelector('output') ?? el).textContent ?? '';
};

/** The exact rational a decimal numeral (JavaScript's shortest form, e-notation too) stands for. */
function rationalOf(text: string): Rational {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, whole = '', frac = '', exp = '0'] = match;
  const e = Number(exp) - frac.length;
  const m = BigInt(whole + frac);
  return e >= 0 ? rational(m * 10n ** BigInt(e)) : rational(m, 10n ** BigInt(-e));
}

/** u of an availability in percent, exactly: "99.95" → 5/10000. */
const u = (percent: string) => sub(ONE, div(rationalOf(percent), 100n));

const series = (us: readonly Rational[]) =>
  sub(
    ONE,
    us.reduce((up, x) => mul(up, sub(ONE, x)), ONE),
  );
/** 2-of-3 is lost when at least two members are: u1u2 + u1u3 + u2u3 − 2u1u2u3. */
const twoOfThree = ([a, b, c]: readonly Rational[]) =>
  sub(add(add(mul(a!, b!), mul(a!, c!)), mul(b!, c!)), mul(mul(mul(a!, b!), c!), 2n));

/** An availability as the panel writes it from its exact unavailability. */
const availability = (x: Rational) => `${formatAvailabilityPercent(x)}%`;

/** The what-if table's row of a component: [share, what-if, gain] as shown. */
function whatIfRow(label: string): readonly [string, string, string] {
  const row = cell(`share-${label}`).closest('tr');
  const cells = [...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent ?? '');
  // Block | Availability | Share | What-if | Gain: the first column is a th.
  return [cells[1] ?? '', cells[2] ?? '', cells[3] ?? ''];
}

/**
 * Every component's share (the part of the total's unavailability that goes when the component
 * never fails: (U − U[u_i = 0]) / U), what-if (U[u_i / 10]) and gain (log10 of U over the
 * what-if), from `total` as a closed form of the components' unavailabilities.
 */
function checkShares(
  labels: readonly string[],
  us: readonly Rational[],
  total: (us: readonly Rational[]) => Rational,
  shares: Readonly<Record<string, string>>,
) {
  const U = total(us);
  labels.forEach((label, i) => {
    const without = total(us.map((x, j) => (j === i ? rational(0n) : x)));
    const after = total(us.map((x, j) => (j === i ? div(x, 10n) : x)));
    const share = toNumber(div(sub(U, without), U));
    const gain = Math.log10(toNumber(div(U, after)));
    const [shareText, whatIfText, gainText] = whatIfRow(label);
    // The share's digits, hand-rounded from the exact ratio, and the ratio itself.
    expect(shareText, `share of ${label}`).toBe(shares[label]);
    expect(Number(shareText.replace('%', '')) / 100).toBeCloseTo(share, 3);
    expect(whatIfText, `what-if of ${label}`).toBe(availability(after));
    expect(gainText, `gain of ${label}`).toBe(`+${formatNumber(gain, 3)}`);
  });
}

/** The chain preset, series(lb: 99.99, app: 99.95, db: 99.99): U = 1 − 0.9999² · 0.9995. */
function chain() {
  // U = 0.000699890005 (99.9300109995%, as in docs/models.md), four significant digits of u shown.
  expect(text('total-availability')).toBe('99.93001%');
  expect(cell('total-availability').querySelector('.result-detail')?.textContent).toBe(
    'exactly 99.9300109995%',
  );
  // Without app: U = 1 − 0.9999² = 0.00019999, share 0.000499900005 / 0.000699890005 = 0.71425;
  // without lb (or db): U = 1 − 0.9999 · 0.9995 = 0.00059995, share 0.14279.
  checkShares(['lb', 'app', 'db'], [u('99.99'), u('99.95'), u('99.99')], series, {
    lb: '14.3%',
    app: '71.4%',
    db: '14.3%',
  });
  // One more nine on app: U = 1 − 0.9999² · 0.99995 = 0.0002499800005 → log10(2.79979) = 0.447.
  expect(whatIfRow('app')[2]).toBe('+0.447');
}

/** The 3-node quorum preset, 2of3 of 99.9%: U = 3u² − 2u³ = 2.998 × 10⁻⁶ (as in docs/models.md). */
function quorum3() {
  expect(text('total-unavailability')).toBe('2.998 × 10⁻⁶');
  // Without n1 both others must fail: u² = 10⁻⁶, share (2u² − 2u³)/(3u² − 2u³) = 1.998/2.998.
  checkShares(['n1', 'n2', 'n3'], [u('99.9'), u('99.9'), u('99.9')], twoOfThree, {
    n1: '66.6%',
    n2: '66.6%',
    n3: '66.6%',
  });
  // n1 at 99.99%: U = 2·10⁻⁷ + 10⁻⁶ − 2·10⁻¹⁰ = 1.1998 × 10⁻⁶: log10(2.998/1.1998) = 0.398.
  expect(whatIfRow('n1')[2]).toBe('+0.398');
}

/**
 * The recovery table for strategies whose runs need no random draw, worked by hand from the
 * recovery model (docs/models.md): everyone sends at t = 0, the service is down for 5 s, then
 * admits 500/s × 0.1 s = 50 per window; at most 6 attempts.
 * - No jitter: retry k waits min(20, 1 · 2^k) = 2, 4, 8, 16, 20 s, so attempts go at t = 0, 2
 *   (both down), 6, 14, 30, 50. At each of the last four, 50 get through: 1000 − 200 = 800 give
 *   up at 50 s; calls 1000 · 3 + 950 + 900 + 850 = 5,700, 5.7 per client; the busiest window
 *   after the outage holds all 1000 (t = 6): 1000 / 50 = 20× capacity.
 * - Constant (no backoff): the 6 attempts all go at t = 0, in the outage: 6,000 calls, all
 *   1000 give up at 0 s, nothing is sent after the outage.
 */
function recovery() {
  expectRow('exponential', ['50s', '5,700', '5.7×', '800', '20× capacity']);
  expectRow('constant', [
    'none succeeded: all gave up by 0s',
    '6,000',
    '6×',
    '1,000',
    'no requests after the outage',
  ]);
  perClientFromCalls(1000);
}

/**
 * The README's link: 2000 clients, and a Retry-After of 1 s on capacity rejections. No jitter:
 * t = 0, 2 (down), 6: 2000 arrive (40× the 50 a window admits), 1950 rejected come back at 7,
 * 1900 at 8, 1850 at 9 and 1800 give up: calls 2000 · 3 + 1950 + 1900 + 1850 = 11,700.
 */
function recoveryRetryAfter() {
  expectRow('exponential', ['9s', '11,700', '5.85×', '1,800', '40× capacity']);
  expectRow('constant', [
    'none succeeded: all gave up by 0s',
    '12,000',
    '6×',
    '2,000',
    'no requests after the outage',
  ]);
  perClientFromCalls(2000);
}

const RECOVERY_COLUMNS = ['drain-time', 'calls', 'amplification', 'gaveup', 'peak-load'] as const;

function expectRow(strategy: string, texts: readonly string[]) {
  expect(RECOVERY_COLUMNS.map((c) => text(`${c}-${strategy}`))).toEqual(texts);
}

/** Every row's "per client" is its calls over the clients, and gave-up never exceeds them. */
function perClientFromCalls(clients: number) {
  for (const el of document.querySelectorAll<HTMLElement>('[data-result^="calls-"]')) {
    const strategy = (el.dataset.result ?? '').slice('calls-'.length);
    const calls = Number(el.dataset.value);
    expect(text(`amplification-${strategy}`)).toBe(`${formatNumber(calls / clients, 2)}×`);
    expect(Number(cell(`gaveup-${strategy}`).dataset.value)).toBeLessThanOrEqual(clients);
  }
}

/** Seconds from a duration as the panels write it: "7m 42.5s" → 462.5. */
function seconds(duration: string): number {
  const size: Readonly<Record<string, number>> = { d: 86_400, h: 3600, m: 60, s: 1 };
  let total = 0;
  for (const [, n, unit] of duration.matchAll(/([\d.]+)([dhms])\b/g)) {
    total += Number(n) * (size[unit ?? 's'] ?? Number.NaN);
  }
  return total;
}

/** The "95%: low–high" line under a simulated percentile, in seconds. */
function interval(id: string): readonly [number, number] {
  const detail = cell(id).querySelector('.result-detail')?.textContent ?? '';
  const match = /^95%: (.+)–(.+)$/.exec(detail);
  expect(match, `${id}: "${detail}"`).not.toBeNull();
  return [seconds(match?.[1] ?? ''), seconds(match?.[2] ?? '')];
}

/**
 * The failover defaults: the load balancer checks every 10 s and ejects after 3 failures, so a
 * client moves at 10 · (3 − u), uniform on (20, 30]: p90 = 29 s, p99 = 29.9 s. DNS: detection
 * uniform on (10, 15] (5 s × 3), then the rest of the cached answer, uniform over its life: 30 s,
 * or 900 s for the 2% behind resolvers that ignore the TTL. Survival 0.98·S₃₀(t) + 0.02·S₉₀₀(t);
 * p99 is where it is 1%, inside the stale tail: S₉₀₀ = ½, t = 12.5 + 450 = 462.5 s. Each 95%
 * interval of 10,000 clients must bracket the true percentile and the simulated one, and be
 * narrow: about ±0.06 s for the uniform (rank 9000 ± 59 of 10,000 × 10 s).
 */
function failoverIntervals() {
  const truth: Readonly<Record<string, number>> = {
    'az-p90': 29,
    'az-p99': 29.9,
    'region-p90': crossing(defaultRegionSurvival, 0.1, 1000),
    'region-p99': crossing(defaultRegionSurvival, 0.01, 1000),
  };
  expect(truth['region-p99']).toBeCloseTo(462.5, 1);
  for (const [id, p] of Object.entries(truth)) {
    const [low, high] = interval(id);
    const shown = Number(cell(id).dataset.value);
    expect(low, id).toBeLessThanOrEqual(Math.min(p, shown));
    expect(high, id).toBeGreaterThanOrEqual(Math.max(p, shown));
  }
  const [azLow, azHigh] = interval('az-p90');
  expect(azHigh - azLow).toBeGreaterThan(0.02);
  expect(azHigh - azLow).toBeLessThan(0.3);
}

/** Hand-worked checks by example name. */
export const HAND_WORKED: Readonly<Record<string, () => void>> = {
  'composition preset chain': chain,
  'composition preset quorum-3': quorum3,
  '#/failover?v=1': failoverIntervals,
  '#/retries?mode=recovery': recovery,
  '#/retries?mode=recovery&clients=2000&retry_after=1': recoveryRetryAfter,
};
