import { parseNumberField, type NumberRule } from '@/core/input/number';
import type { Parsed } from '@/core/input/parsed';
import type { DetectionInputs, DetectionKey } from './panel';

/** The longest check interval or timeout we accept: a day (ALB's own maximum is 300 s). */
const MAX_SECONDS = 86_400;

/** How each field is read (design: p in [0, 1), N whole 1..100, intervals > 0). */
export const RULES: Readonly<Record<DetectionKey, NumberRule>> = {
  p: { what: 'the failure probability', example: '0.05', min: 0, max: 1, maxExclusive: true },
  n: { what: 'the failure threshold', example: '3', min: 1, max: 100, integer: true },
  i: {
    what: 'the check interval',
    example: '5',
    min: 0,
    minExclusive: true,
    max: MAX_SECONDS,
    unit: 's',
  },
  h: { what: 'the success threshold', example: '2', min: 1, max: 100, integer: true },
  timeout: {
    what: 'the check timeout',
    example: '1',
    min: 0,
    minExclusive: true,
    max: MAX_SECONDS,
    unit: 's',
  },
  fleet: { what: 'the number of nodes', example: '100', min: 1, max: 1_000_000, integer: true },
  q: {
    what: 'the shared blip probability',
    example: '0.001',
    min: 0,
    max: 1,
    maxExclusive: true,
  },
  budget: { what: 'the false-trigger budget', example: '1', min: 0, max: 1e12 },
  maxdetect: {
    what: 'the acceptable detection time',
    example: '60',
    min: 0,
    minExclusive: true,
    max: 1e9,
    unit: 's',
  },
};

export type DetectionFields = Readonly<Record<DetectionKey, Parsed<number>>>;

export function parseFields(inputs: DetectionInputs): DetectionFields {
  const entries = (Object.keys(RULES) as DetectionKey[]).map(
    (key) => [key, parseNumberField(inputs[key], RULES[key])] as const,
  );
  return Object.fromEntries(entries) as Record<DetectionKey, Parsed<number>>;
}

/** The values of the named fields, or null when any of them is invalid. */
export function valuesOf<K extends DetectionKey>(
  fields: DetectionFields,
  keys: readonly K[],
): Readonly<Record<K, number>> | null {
  const out = {} as Record<K, number>;
  for (const key of keys) {
    const field = fields[key];
    if (!field.ok) return null;
    out[key] = field.value;
  }
  return out;
}
