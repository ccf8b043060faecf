/**
 * Fitting a value into the range a platform's setting accepts, for every config export (health
 * checks, retry policies): the value written is the nearest one the platform takes.
 */

/** Nearest whole number within [min, max]. */
export const wholeWithin = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, Math.round(value)));
