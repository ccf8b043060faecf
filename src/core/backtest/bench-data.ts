/**
 * The backtest's benchmark: 30 days of 15 s samples for an errors and a total counter (345,600
 * samples), a daily traffic cycle with a little noise, a 0.05% error floor and three incidents (a
 * 20× burn for an hour, a 3× burn for a day, a 50× spike for ten minutes) and a counter reset,
 * replayed through the workbook's tiers (windows up to 3 days) at eval 60 s: 43,200 evaluations.
 */
import { policyTiers } from '../alerts/policies';
import { DAY } from '../alerts/tier';
import { backtest, type BacktestResult } from './backtest';
import type { BacktestData } from './series';

/** The error ratio of the synthetic service at t seconds from the start. */
function errorShare(t: number): number {
  if (t >= 5 * DAY && t < 5 * DAY + 3600) return 0.02;
  if (t >= 12 * DAY && t < 13 * DAY) return 0.003;
  if (t >= 20 * DAY && t < 20 * DAY + 600) return 0.05;
  return 0.0005;
}

/** `days` days of counters sampled every `step` seconds from Unix time 1,700,000,000. */
export function benchData(days = 30, step = 15): BacktestData {
  const count = Math.floor((days * DAY) / step) + 1;
  const t = new Float64Array(count);
  const errors = new Float64Array(count);
  const total = new Float64Array(count);
  let seed = 1;
  let e = 0;
  let n = 0;
  for (let i = 0; i < count; i++) {
    const at = i * step;
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const rate =
      100 * (1 + 0.5 * Math.sin((2 * Math.PI * at) / DAY)) * (0.9 + (0.2 * seed) / 2 ** 31);
    const requests = Math.round(rate * step);
    // A restart on day 17 resets both counters.
    if (at === 17 * DAY) [e, n] = [0, 0];
    n += requests;
    e += Math.round(requests * errorShare(at));
    t[i] = 1_700_000_000 + at;
    errors[i] = e;
    total[i] = n;
  }
  return {
    errors: [{ labels: { __name__: 'http_errors_total' }, t, v: errors }],
    total: [{ labels: { __name__: 'http_requests_total' }, t: t.slice(), v: total }],
  };
}

/** One backtest of the benchmark data through the workbook's tiers (99.9% over 30 days). */
export function benchBacktest(data: BacktestData, evalSeconds = 60): BacktestResult {
  return backtest(data, {
    tiers: policyTiers('workbook', 30 * DAY),
    budget: 0.001,
    eval: evalSeconds,
  });
}
