import { describe, expect, it } from 'vitest';
import { ALERTS_FORM } from '@/core/alerts/form';
import { NINES_FORM } from '@/core/availability/form';
import { DECISION_FORM } from '@/core/decision/form';
import { DETECTION_FORM } from '@/core/detection/form';
import { FAILOVER_FORM } from '@/core/failover/form';
import { choiceField, numberField } from '@/core/fields/field';
import { defineForm } from '@/core/fields/form';
import { inMode, layoutOf, modeKeys } from '@/core/fields/layout';
import { formProblems } from '@/core/fields/form-check';
import { IDEMPOTENCY_FORM } from '@/core/idempotency/form';
import { OVERLOAD_MODES } from '@/core/overload/fields';
import { OVERLOAD_FORM } from '@/core/overload/form';
import { OVERLOAD_MODE_FIELDS } from '@/core/overload/params';
import { MODES } from '@/core/retries/fields';
import { RETRIES_FORM } from '@/core/retries/form';
import { MODE_FIELDS } from '@/core/retries/params';

const n = (key: string, layout: { group?: string; modes?: string[]; row?: string } = {}) =>
  numberField(key, '1', { label: key.toUpperCase(), what: key, example: '1', ...layout });

const FIELDS = [
  choiceField(
    'mode',
    'a',
    [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
    { label: 'Mode', what: 'a mode' },
  ),
  n('x', { group: 'one' }),
  n('y', { group: 'one', modes: ['b'], row: 'r' }),
  n('z', { group: 'one', row: 'r' }),
  n('w', { group: 'two', modes: ['a'] }),
  n('v', { group: 'three' }),
  n('u'),
] as const;

const FORM = defineForm(FIELDS, {
  mode: 'mode',
  groups: [
    { id: 'three' },
    { id: 'one', legend: 'One' },
    { id: 'two', legend: { a: 'Two in a' }, order: ['w'] },
  ],
});

const keysOf = (layout: ReturnType<typeof layoutOf>) =>
  layout.map((g) => [
    g.id,
    g.legend,
    g.items.map((i) => [i.row ?? '', ...i.fields.map((f) => f.key)]),
  ]);

describe('a form declared with its fields', () => {
  it('the builders carry group, modes and row, and nothing when not given', () => {
    const [, x, y] = FIELDS;
    expect(x.group).toBe('one');
    expect('modes' in x).toBe(false);
    expect('row' in x).toBe(false);
    expect(y).toMatchObject({ group: 'one', modes: ['b'], row: 'r' });
    // Layout is not a bound: the rule the parser checks and the docs describe is unchanged.
    expect(y.rule).toEqual({ what: 'y', example: '1' });
    expect('group' in FIELDS[6]).toBe(false);
  });

  it('draws the groups in their order, fields in declaration order, a row as one item', () => {
    expect(keysOf(layoutOf(FORM, 'b'))).toEqual([
      ['three', null, [['', 'v']]],
      [
        'one',
        'One',
        [
          ['', 'x'],
          ['r', 'y', 'z'],
        ],
      ],
    ]);
  });

  it('leaves out the fields of other modes, and a group with none left', () => {
    expect(keysOf(layoutOf(FORM, 'a'))).toEqual([
      ['three', null, [['', 'v']]],
      [
        'one',
        'One',
        [
          ['', 'x'],
          ['r', 'z'],
        ],
      ],
      ['two', 'Two in a', [['', 'w']]],
    ]);
  });

  it('with no mode, draws every field; a legend given per mode is then absent', () => {
    expect(keysOf(layoutOf(FORM))).toEqual([
      ['three', null, [['', 'v']]],
      [
        'one',
        'One',
        [
          ['', 'x'],
          ['r', 'y', 'z'],
        ],
      ],
      ['two', null, [['', 'w']]],
    ]);
    expect(inMode(FIELDS[2])).toBe(true);
    expect(inMode(FIELDS[2], 'a')).toBe(false);
    expect(inMode(FIELDS[1], 'anything')).toBe(true);
  });

  it("a group's own order wins over the declaration's", () => {
    const form = defineForm([n('p', { group: 'g' }), n('q', { group: 'g' })], {
      groups: [{ id: 'g', order: ['q', 'p'] }],
    });
    expect(modeKeys(form, 'any')).toEqual(['q', 'p']);
  });

  it('modeKeys: the keys a mode reads, in the order the form draws them', () => {
    expect(modeKeys(FORM, 'a')).toEqual(['v', 'x', 'z', 'w']);
    expect(modeKeys(FORM, 'b')).toEqual(['v', 'x', 'y', 'z']);
  });
});

describe('formProblems', () => {
  it('finds nothing wrong in the example form', () => {
    expect(formProblems(FORM)).toEqual([]);
  });

  it('names a field in an undeclared group, or read in a mode the form does not have', () => {
    const form = defineForm([n('d', { group: 'nowhere', modes: ['m'] })], { groups: [] });
    expect(formProblems(form)).toEqual([
      '“d” is in the group “nowhere”, which the form does not declare.',
      '“d” is read in “m”, which is not a mode of the form.',
    ]);
  });

  it('names a group declared twice or with no fields, an order that is not its fields, a split row', () => {
    const g = (key: string, row?: string) => n(key, row ? { group: 'g', row } : { group: 'g' });
    expect(formProblems(defineForm([g('a')], { groups: [{ id: 'g' }, { id: 'g' }] }))).toEqual([
      'The group “g” is declared twice.',
      'The group “g” is declared twice.',
    ]);
    expect(formProblems(defineForm([g('a')], { groups: [{ id: 'g' }, { id: 'e' }] }))).toEqual([
      'The group “e” has no fields.',
    ]);
    expect(
      formProblems(defineForm([g('a'), g('b')], { groups: [{ id: 'g', order: ['b'] }] })),
    ).toEqual(['The order of “g” lists b, not its fields a, b.']);
    expect(
      formProblems(defineForm([g('a', 'r'), g('b'), g('c', 'r')], { groups: [{ id: 'g' }] })),
    ).toEqual(['The row “r” of “g” is split by other fields.']);
  });

  it.each([
    ['nines', NINES_FORM],
    ['retries', RETRIES_FORM],
    ['overload', OVERLOAD_FORM],
    ['alerts', ALERTS_FORM],
    ['detection', DETECTION_FORM],
    ['failover', FAILOVER_FORM],
    ['decision', DECISION_FORM],
    ['idempotency', IDEMPOTENCY_FORM],
  ] as const)('finds nothing wrong in the %s form', (_, form) => {
    expect(formProblems(form)).toEqual([]);
  });
});

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
      'err',
      'dur',
      'rps',
      'base',
      'periods',
      'seed',
    ]);
  });
});
