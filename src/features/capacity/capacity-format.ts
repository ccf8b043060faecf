import { formatNumber, formatPercent, significant } from '@/core/format';

/**
 * A share as a percentage that never rounds up to 100% or down to 0%: 0.999999 → "99.9999%",
 * where three significant digits would say "100%" for a target that is just missed.
 */
export function formatShare(share: number): string {
  if (share <= 0.995 || share >= 1) return formatPercent(share);
  const missing = (1 - share) * 100;
  const decimals = Math.min(12, Math.ceil(-Math.log10(missing)) + 1);
  return `${formatNumber(100 - missing, decimals)}%`;
}

/** Servers, users or requests: a whole number with thousands grouped. */
export const formatWhole = (n: number): string => formatNumber(n, 0);

/** Requests in the system: three decimals at most. */
export const formatRequests = (n: number): string => formatNumber(n, 3);

/** A rate of requests per second, to four significant digits: 100.3/s, 0.2006/s. */
export const formatRate = (r: number): string => `${formatNumber(Number(significant(r, 4)), 12)}/s`;
