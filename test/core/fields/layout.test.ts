import { describe, expect, it } from 'vitest';
import { ALERTS_FORM } from '@/core/alerts/form';
import { NINES_FORM } from '@/core/availability/form';
import { defineForm } from '@/core/fields/form';
import { fieldsOfGroup, modeKeys } from '@/core/fields/layout';
import { sampleField } from './helpers';
import { OVERLOAD_MODES } from '@/core/overload/fields';
import { OVERLOAD_MODE_FIELDS } from '@/core/overload/params';
import { MODES } from '@/core/retries/fields';
import { RETRIES_FORM } from '@/core/retries/form';
import { MODE_FIELDS } from '@/core/retries/params';

describe('the fields each mode reads, from the declarations', () => {
  it('retries: what parseRetriesInputs reads per mode, in its order', () => {
    expect(MODES.map((mode) => [mode, MODE_FIELDS[mode]])).toEqual([
      ['wave', ['clients', 'attempt', 'base', 'cap', 'bucket', 'seed']],
      [
        'recovery',
        [
          'clients',
          'outage',
          'capacity',
          'attempts',
          'base',
          'cap',
          'retry_after',
          'bucket',
          'seed',
        ],
      ],
      ['contention', ['runs', 'seed']],
    ]);
    for (const mode of MODES) expect(MODE_FIELDS[mode]).toEqual(modeKeys(RETRIES_FORM, mode));
  });

  it('overload: what parseOverloadInputs reads per mode, in its order', () => {
    const shared = ['attempts', 'base', 'cap', 'clients', 'rate'];
    const budgets = ['max_tokens', 'token_ratio', 'percent', 'ttl', 'min_per_s', 'seed'];
    expect(OVERLOAD_MODES.map((mode) => [mode, OVERLOAD_MODE_FIELDS[mode]])).toEqual([
      ['sweep', [...shared, 'f', 'duration', ...budgets]],
      [
        'metastable',
        [...shared, 'capacity', 'timeout', 'shed', 'dip', 'trigger', 'horizon', ...budgets],
      ],
    ]);
  });

  it('nines forward asks for the availability, reverse for a downtime per period', () => {
    expect(modeKeys(NINES_FORM, 'forward')).toEqual(['a', 'cal']);
    expect(modeKeys(NINES_FORM, 'reverse')).toEqual(['down', 'per', 'cal']);
  });

  it('alerts asks for the custom tiers only under the custom policy', () => {
    expect(modeKeys(ALERTS_FORM, 'workbook')).not.toContain('tiers');
    expect(modeKeys(ALERTS_FORM, 'custom')).toEqual([
      'slo',
      'period',
      'policy',
      'tiers',
      'eval',
      'err',
      'dur',
      'rps',
      'base',
      'periods',
      'seed',
    ]);
  });
});

describe('fieldsOfGroup', () => {
  it('follows the group’s order, leaving out a key that is not one of its fields', () => {
    const fields = [sampleField('a', { group: 'g' }), sampleField('b', { group: 'g' })];
    const form = defineForm(fields, { groups: [{ id: 'g', order: ['b', 'nope', 'a'] }] });
    const group = form.groups[0];
    if (!group) throw new Error('no group');
    expect(fieldsOfGroup(form, group).map((f) => f.key)).toEqual(['b', 'a']);
  });
});
