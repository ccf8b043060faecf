import { describe, expect, it } from 'vitest';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { FAILOVER_FIELDS } from '@/core/failover/fields';
import { fieldFor } from '@/core/fields/schema';
import { MAX_SEED, seedField } from '@/core/fields/seed';
import { fail, ok } from '@/core/input/parsed';
import { OVERLOAD_FIELDS } from '@/core/overload/fields';
import { RETRIES_FIELDS } from '@/core/retries/fields';

describe('seedField', () => {
  it('is the `seed` parameter: a whole number from 0 to 2³² − 1, 1 by default', () => {
    const seed = seedField({ doc: 'Seed of the run' });
    expect(seed.key).toBe('seed');
    expect(seed.default).toBe('1');
    expect(seed.kind).toBe('integer');
    expect(seed.label).toBe('Seed');
    expect(seed.doc).toBe('Seed of the run');
    expect('hint' in seed).toBe(false);
    expect(seed.rule).toEqual({
      what: 'the seed',
      example: '1',
      min: 0,
      max: 4_294_967_295,
      integer: true,
    });
    expect(MAX_SEED).toBe(2 ** 32 - 1);
    expect(seed.parse('4294967295')).toEqual(ok(4_294_967_295));
    expect(seed.parse('0')).toEqual(ok(0));
    expect(seed.parse('4294967296')).toEqual(fail('The seed must be at most 4294967295.'));
    expect(seed.parse('1.5')).toEqual(fail('The seed must be a whole number.'));
  });

  it('keeps a hint, a name for messages and a layout when given', () => {
    const seed = seedField({ doc: 'D', hint: 'H', what: 'a seed', group: 'g', modes: ['m'] });
    expect(seed).toMatchObject({ hint: 'H', group: 'g', modes: ['m'] });
    expect(seed.rule?.what).toBe('a seed');
    expect(seed.parse('-1')).toEqual(fail('A seed cannot be negative.'));
  });

  it.each([
    [
      'retries',
      fieldFor(RETRIES_FIELDS, 'seed'),
      'Seed of every random stream (all modes)',
      'The same seed gives the same draw, in any browser.',
      'the seed',
    ],
    [
      'alerts',
      fieldFor(ALERTS_FIELDS, 'seed'),
      'Seed of the noise simulation (the same seed gives the same counts)',
      'Any whole number; the same seed gives the same result.',
      'the seed',
    ],
    [
      'overload',
      fieldFor(OVERLOAD_FIELDS, 'seed'),
      'Seed of every random stream (both modes)',
      'The same seed gives the same run, in any browser and in Node.',
      'the seed',
    ],
    [
      'failover',
      fieldFor(FAILOVER_FIELDS, 'seed'),
      'Seed of the simulation; the same seed gives the same simulated clients',
      undefined,
      'a seed',
    ],
  ] as const)('%s keeps its own doc, hint and wording', (_, seed, doc, hint, what) => {
    expect(seed).toMatchObject({ key: 'seed', default: '1', label: 'Seed', doc, kind: 'integer' });
    expect(seed.hint).toBe(hint);
    expect(seed.rule).toEqual({ what, example: '1', min: 0, max: MAX_SEED, integer: true });
  });
});
