/** Round steps for a time axis, seconds: each at most 2.5 times the one before. */
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
export const TIME_STEPS: readonly number[] = [
  1,
  2,
  5,
  10,
  15,
  30,
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  3 * DAY,
  7 * DAY,
  14 * DAY,
  30 * DAY,
  60 * DAY,
  90 * DAY,
  180 * DAY,
  365 * DAY,
];

/** Most ticks on the time axis. */
export const MAX_TIME_TICKS = 8;

/**
 * Round ticks from 0 to `end` seconds: the multiples of the smallest round step (1 s … 1 min, 5 min,
 * 15 min, 1 h, 6 h, 1 d, 7 d, …) that gives at most `maxTicks` of them. Since no step is more than
 * 2.5 times the one before, a span of at least three of the smallest step gets 4 ticks or more.
 */
export function timeTicks(end: number, maxTicks = MAX_TIME_TICKS): number[] {
  if (!(end > 0) || !Number.isFinite(end)) return [0];
  const fits = (s: number) => Math.floor(end / s) + 1 <= maxTicks;
  let step = TIME_STEPS.find(fits);
  if (step === undefined) {
    // Past a year: 1, 2 and 5 times a power of ten years.
    const year = 365 * DAY;
    for (let p = 1; step === undefined; p *= 10)
      step = [1, 2, 5].map((m) => m * p * year).find(fits);
  }
  const ticks: number[] = [];
  for (let k = 0; k * step <= end; k++) ticks.push(k * step);
  return ticks;
}
