import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '@/components/schema-form';
import { choiceField, flagField, numberField } from '@/core/fields/field';
import { defineForm } from '@/core/fields/form';
import { defaultsOf, parseAll, type InputsOf } from '@/core/fields/schema';

const FIELDS = [
  choiceField(
    'mode',
    'small',
    [
      { value: 'small', label: 'Small' },
      { value: 'large', label: 'Large' },
    ],
    { label: 'Mode', what: 'a mode' },
  ),
  numberField('width', '2', {
    group: 'size',
    row: 'box',
    label: 'Width',
    hint: 'Across.',
    what: 'the width',
    example: '2',
    min: 1,
    max: 10,
  }),
  numberField('height', '3', {
    group: 'size',
    row: 'box',
    label: 'Height',
    what: 'the height',
    example: '3',
    min: 1,
  }),
  numberField('crane', '1', {
    group: 'lifting',
    modes: ['large'],
    label: 'Cranes',
    what: 'the cranes',
    example: '1',
    integer: true,
  }),
  flagField('fragile', '0', { group: 'notes', label: 'Fragile', what: 'fragility' }),
  numberField('seed', '1', { group: 'notes', label: 'Seed', what: 'the seed', example: '1' }),
] as const;

const FORM = defineForm(FIELDS, {
  mode: 'mode',
  groups: [
    { id: 'size', legend: { small: 'Small box', large: 'Large box' } },
    { id: 'lifting', legend: 'Lifting' },
    { id: 'notes' },
  ],
});

type Inputs = InputsOf<typeof FIELDS>;

function Form({
  initial = {},
  onChange,
}: {
  readonly initial?: Partial<Inputs>;
  readonly onChange?: (key: string, value: string) => void;
}) {
  const [inputs, setInputs] = useState<Inputs>({ ...defaultsOf(FIELDS), ...initial });
  return (
    <div data-testid="form">
      <SchemaForm
        form={FORM}
        inputs={inputs}
        parsed={parseAll(FIELDS, inputs)}
        onChange={(key, value) => {
          onChange?.(key, value);
          setInputs({ ...inputs, [key]: value });
        }}
        groups={{
          lifting: { className: 'lifting-group', note: { id: 'lift-note', text: 'Rented.' } },
        }}
        fields={{
          height: { label: 'Height (m)' },
          seed: {
            hint: 'Any whole number.',
            render: (drawn) => (
              <>
                {drawn}
                <button type="button" onClick={() => setInputs({ ...inputs, seed: '2' })}>
                  Another
                </button>
              </>
            ),
          },
        }}
      />
    </div>
  );
}

describe('SchemaForm', () => {
  it('draws each group of the mode as a fieldset with its legend, in the declared order', () => {
    render(<Form />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual(['Small box']);
    expect(within(groups[0]!).getByLabelText('Width')).toHaveValue('2');
    // A group without a legend draws its fields without a fieldset, after the groups before it.
    const form = screen.getByTestId('form');
    expect([...form.children].map((e) => e.tagName)).toEqual(['FIELDSET', 'DIV', 'DIV', 'BUTTON']);
    expect(form.children[1]).toContainElement(screen.getByLabelText('Fragile'));
    expect([...form.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'Width',
      'Height (m)',
      'Fragile',
      'Seed',
    ]);
  });

  it('draws the fields of a row side by side in one element', () => {
    render(<Form />);
    const row = screen.getByLabelText('Width').closest('.field-row');
    expect(row).toHaveClass('field-row', 'field-row-even');
    expect(row).toContainElement(screen.getByLabelText('Height (m)'));
  });

  it('shows the fields of the mode only, and the legend of the mode', () => {
    const { unmount } = render(<Form />);
    expect(screen.queryByLabelText('Cranes')).toBeNull();
    unmount();
    render(<Form initial={{ mode: 'large' }} />);
    const lifting = screen.getByRole('group', { name: 'Lifting' });
    expect(within(lifting).getByLabelText('Cranes')).toHaveValue('1');
    expect(screen.getByRole('group', { name: 'Large box' })).toBeInTheDocument();
  });

  it('takes the mode from a prop over the mode field (a model’s fallback for a bad link)', () => {
    render(
      <SchemaForm
        form={FORM}
        inputs={{ ...defaultsOf(FIELDS), mode: 'bogus' }}
        parsed={{}}
        onChange={() => undefined}
        mode="large"
      />,
    );
    expect(screen.getByLabelText('Cranes')).toBeInTheDocument();
  });

  it("adds a group's class and note, described by the note", () => {
    render(<Form initial={{ mode: 'large' }} />);
    const lifting = screen.getByRole('group', { name: 'Lifting' });
    expect(lifting).toHaveClass('lifting-group');
    expect(lifting).toHaveAccessibleDescription('Rented.');
    expect(screen.getByRole('group', { name: 'Large box' })).toHaveClass('field-group');
  });

  it('overrides a label and a hint, and draws a control beside a field', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const seed = screen.getByLabelText('Seed');
    expect(seed).toHaveAccessibleDescription('Any whole number.');
    await user.click(screen.getByRole('button', { name: 'Another' }));
    expect(seed).toHaveValue('2');
  });

  it('hands each change to onChange with its key, and shows the message of a bad value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    const width = screen.getByLabelText('Width');
    await user.clear(width);
    await user.type(width, '11');
    expect(onChange).toHaveBeenLastCalledWith('width', '11');
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The width must be at most 10.');
    await user.click(screen.getByLabelText('Fragile'));
    expect(onChange).toHaveBeenLastCalledWith('fragile', '1');
  });
});
