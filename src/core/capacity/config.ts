/**
 * "Copy as config" for the Queueing and capacity panel: the snippet shape both exports share (a
 * k6 load test, a Kubernetes HorizontalPodAutoscaler) and the rounding they both need. The issue
 * levels are those of every config export (src/core/emit/comments.ts): `cannot` (the snippet
 * writes the nearest allowed value), `warning` (written as asked, but the tool does not behave as
 * the panel assumes), `note`.
 */
import type { ConfigIssue, ConfigIssueLevel } from '../emit/comments';
import { plainDecimal } from '../format/number';

export type { ConfigIssue, ConfigIssueLevel };

export type CapacitySnippetId = 'k6' | 'hpa';

export interface CapacitySnippet {
  readonly id: CapacitySnippetId;
  readonly title: string;
  /** Ready to paste; its comments repeat every `cannot` and `warning`. */
  readonly text: string;
  readonly issues: readonly ConfigIssue[];
  /** What the snippet writes, by the tool's own field names and units. */
  readonly written: Readonly<Record<string, number | string>>;
}

export const HEADER_SUFFIX = '(Reliability Lab, #/capacity)';

/** Relative slack for floating-point noise: 0.2 × 60 is 12.000000000000002, 0.07 × 1000 is 70.00000000000001. */
const NOISE = 1e-9;

/** True when `value` is `whole` up to floating-point noise. */
export const nearlyEqual = (value: number, whole: number): boolean =>
  Math.abs(value - whole) <= NOISE * Math.max(1, Math.abs(value));

/** The smallest whole number ≥ x, forgiving float noise: 5.000000000000001 → 5, 5.27878 → 6. */
export function ceilWhole(x: number): number {
  const rounded = Math.round(x);
  return nearlyEqual(x, rounded) ? rounded : Math.ceil(x);
}

/** The largest whole number ≤ x, forgiving float noise: 40.99999999999999 → 41, 41.7 → 41. */
export function floorWhole(x: number): number {
  const rounded = Math.round(x);
  return nearlyEqual(x, rounded) ? rounded : Math.floor(x);
}

/** Three significant digits, never in e-notation: 7.00389105058 → `7`, 1e-9 → `0.000000001`. */
export const threeDigits = (x: number): string => plainDecimal(Number(x.toPrecision(3)));

/** A fraction as a percentage to three significant digits: 0.000555555 → `0.0556`. */
export const percentText = (fraction: number): string => threeDigits(fraction * 100);
