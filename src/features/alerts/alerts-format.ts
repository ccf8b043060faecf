import { formatNumber, formatPercent, formatScientific, significant } from '@/core/format';

/** A burn-rate factor: "14.4×", "0.9333×". */
export const formatBurn = (b: number) =>
  `${b >= 1e-4 && b < 1e9 ? formatNumber(Number(significant(b, 4)), 12) : formatScientific(b, 3)}×`;

/** Requests per second to three significant digits, with the same rate per hour: "0.0193 req/s (69.4 an hour)". */
export function formatRps(rps: number): string {
  const perHour = rps * 3600;
  const hourly =
    perHour < 1e6 ? ` (${formatNumber(Number(significant(perHour, 3)), 6)} an hour)` : '';
  return `${formatNumber(Number(significant(rps, 3)), 12)} req/s${hourly}`;
}

/** An error ratio as a percentage: "1.44%". */
export const formatRatio = (r: number) => formatPercent(r);

/** A count of requests: "25,920". */
export const formatRequests = (n: number) => formatNumber(n, n < 10 ? 2 : 0);
