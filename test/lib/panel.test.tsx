import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { parameterHelp, readArgs } from '@/cli/args';
import { choiceField, numberField } from '@/core/fields/field';
import { defineForm } from '@/core/fields/form';
import { defaultsOf, parseAll, type InputsOf } from '@/core/fields/schema';
import { SchemaForm } from '@/components/schema-form';
import { panelState } from '@/lib/panel';
import { buildHash, decodeQuery } from '@/lib/url-state/codec';
import { parameterTable } from './helpers';

/**
 * Adding a field is one line in a schema: this throwaway panel's `widgets` field is declared
 * once, and the URL, the typed store, parseAll, the form, the CLI and the docs all follow.
 */
const SCHEMA = [
  choiceField(
    'shape',
    'round',
    [
      { value: 'round', label: 'Round' },
      { value: 'square', label: 'Square' },
    ],
    { group: 'crate', label: 'Shape', what: 'a shape' },
  ),
  numberField('widgets', '7', {
    group: 'crate',
    label: 'Widgets',
    doc: 'Widgets per crate',
    hint: 'How many fit.',
    what: 'the number of widgets',
    example: '7',
    min: 1,
    max: 10,
    integer: true,
  }),
  numberField('wait', '30', {
    group: 'crate',
    label: 'Wait',
    hint: 'Before the next crate.',
    what: 'the wait',
    example: '30',
    min: 0,
    unit: 's',
  }),
] as const;

/** Its form: the fields name their group, the group its legend. */
const FORM = defineForm(SCHEMA, { groups: [{ id: 'crate', legend: 'The crate' }] });

describe('the panel kit, from one schema', () => {
  it('the URL carries the new field, and only when it differs from its default', () => {
    const inputs = { ...defaultsOf(SCHEMA), widgets: '8' };
    expect(buildHash('kit', SCHEMA, inputs)).toBe('#/kit?widgets=8');
    expect(buildHash('kit', SCHEMA, defaultsOf(SCHEMA))).toBe('#/kit?v=1');
    const decoded = decodeQuery(SCHEMA, new URLSearchParams('widgets=9&gadgets=1'));
    expect(decoded.inputs).toEqual({ shape: 'round', widgets: '9', wait: '30' });
    expect(decoded.problems).toEqual([
      'The link’s “gadgets” is not a setting of this panel; it was ignored.',
    ]);
  });

  it('the store is typed by the schema and ignores keys it does not have', () => {
    const { useStore } = panelState(SCHEMA);
    const store = useStore.getState();
    store.set('widgets', '5');
    expect(useStore.getState().inputs.widgets).toBe('5');
    store.replace({ widgets: '6', gadgets: 'x' });
    expect(useStore.getState().inputs).toEqual({ shape: 'round', widgets: '6', wait: '30' });
    store.reset();
    expect(useStore.getState().inputs).toEqual(defaultsOf(SCHEMA));
  });

  it('parseAll reads each field on its own, with its message in words', () => {
    const parsed = parseAll(SCHEMA, { shape: 'oval', widgets: '11', wait: '2.5' });
    expect(parsed.shape).toEqual({
      ok: false,
      error: '“oval” is not a shape: use one of “round”, “square”.',
    });
    expect(parsed.widgets).toEqual({
      ok: false,
      error: 'The number of widgets must be at most 10.',
    });
    expect(parsed.wait).toEqual({ ok: true, value: 2.5 });
  });

  it('the form draws the group, label, unit, hint and message from the schema, and keeps the text', async () => {
    function Form() {
      const [inputs, setInputs] = useState<InputsOf<typeof SCHEMA>>(defaultsOf(SCHEMA));
      const parsed = parseAll(SCHEMA, inputs);
      return (
        <SchemaForm
          form={FORM}
          inputs={inputs}
          parsed={parsed}
          onChange={(key, v) => setInputs({ ...inputs, [key]: v })}
        />
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    const crate = screen.getByRole('group', { name: 'The crate' });
    expect(within(crate).getByLabelText('Shape')).toHaveValue('round');
    const widgets = screen.getByLabelText('Widgets');
    expect(widgets).toHaveAccessibleDescription('How many fit.');
    await user.clear(widgets);
    await user.type(widgets, '12');
    expect(widgets).toHaveValue('12');
    expect(widgets).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The number of widgets must be at most 10.',
    );
    // A seconds field echoes a minute or more as a duration, after its hint.
    const wait = screen.getByLabelText('Wait');
    expect(wait).toHaveAccessibleDescription('Before the next crate.');
    await user.clear(wait);
    await user.type(wait, '90');
    expect(wait).toHaveAccessibleDescription('Before the next crate. = 1m 30s');
  });

  it('the CLI reads the new field by its URL key, and --help lists it', () => {
    expect(readArgs(SCHEMA, ['--widgets', '4', 'wait=5', '--format=json'])).toEqual({
      ok: true,
      inputs: { shape: 'round', widgets: '4', wait: '5' },
      format: 'json',
    });
    expect(readArgs(SCHEMA, ['square'], 'shape')).toMatchObject({ inputs: { shape: 'square' } });
    expect(readArgs(SCHEMA, ['--gadgets', '1'])).toEqual({
      ok: false,
      error: 'Unknown parameter --gadgets.',
    });
    expect(readArgs(SCHEMA, ['--widgets'])).toEqual({
      ok: false,
      error: '--widgets needs a value.',
    });
    expect(parameterHelp(SCHEMA)).toContain(
      '  --widgets      7        Widgets per crate; whole number, 1 to 10',
    );
  });

  it('the docs table lists the new field with its meaning, values and default', () => {
    expect(parameterTable(SCHEMA).split('\n')).toEqual([
      '| Parameter | Meaning | Values | Default |',
      '| --- | --- | --- | --- |',
      '| `shape` | Shape | `round`, `square` | `round` |',
      '| `widgets` | Widgets per crate | whole number, 1 to 10 | `7` |',
      '| `wait` | Wait | decimal ≥ 0 | `30` |',
    ]);
  });
});
