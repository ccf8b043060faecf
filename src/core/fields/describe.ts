import { formatNumber, formatPowerOfTen } from '../format';
import type { NumberRule } from '../input/number';
import type { Field } from './field';

/** 86,400 as such; 10⁹ and 10¹² as powers of ten, as the docs write them. */
const grouped = (n: number) => {
  const log = Math.log10(n);
  return n >= 1e9 && Number.isInteger(log) ? formatPowerOfTen(log) : formatNumber(n);
};

/** "decimal, 0 < i ≤ 86,400", "decimal ≥ 0" or "whole number, 1 to 100", from a rule's bounds. */
function describeRule(key: string, rule: NumberRule): string {
  const kind = rule.integer ? 'whole number' : 'decimal';
  const min = rule.min ?? 0;
  if (rule.max === undefined) return `${kind} ${rule.minExclusive ? '>' : '≥'} ${grouped(min)}`;
  if (rule.integer) return `${kind}, ${grouped(min)} to ${grouped(rule.max)}`;
  const low = `${grouped(min)} ${rule.minExclusive ? '<' : '≤'}`;
  return `${kind}, ${low} ${key} ${rule.maxExclusive ? '<' : '≤'} ${grouped(rule.max)}`;
}

/**
 * The values a field accepts, in words, for the docs and `--help`: its own `values`, else what
 * its kind and bounds say. Kept apart from the builders so the app's first load does not carry it.
 */
export function valuesText(field: Field<string, unknown>): string {
  if (field.values) return field.values;
  if (field.rule) return describeRule(field.key, field.rule);
  if (field.kind === 'boolean') return '`1` (yes) or `0` (no)';
  return (field.choices ?? []).map((c) => `\`${c.value}\``).join(', ') || 'text';
}
