import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import NinesPanel from '@/features/nines/nines-panel';
import { useNinesStore } from '@/features/nines/state';
import { type User, renderPanel, retype } from '../helpers';

function result(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-result="${id}"]`);
  if (!el) throw new Error(`no result ${id}`);
  return el;
}

const value = (id: string) => result(id).dataset.value;
const text = (id: string) => within(result(id)).getByRole('status').textContent;

/** Retypes the availability target. */
const typeAvailability = (user: User, text: string) => retype(user, 'Availability target', text);

describe('Nines panel', () => {
  it('opens on the worked example, 99.99% under the 365-day year', () => {
    renderPanel(NinesPanel);
    expect(screen.getByLabelText('Availability target')).toHaveValue('99.99');
    expect(value('downtime-year')).toBe('3153.6');
    expect(text('downtime-year')).toBe('52m 33.6s');
    expect(value('nines')).toBe('4');
    expect(value('unavailability')).toBe('0.0001');
  });

  it('shows the 99.9% budgets: 8h 45m 36s a year, 43m 48s a month', async () => {
    const user = renderPanel(NinesPanel);
    await typeAvailability(user, '99.9');
    expect(value('downtime-year')).toBe('31536');
    expect(text('downtime-year')).toBe('8h 45m 36s');
    expect(value('downtime-month')).toBe('2628');
    expect(text('downtime-month')).toBe('43m 48s');
    expect(value('downtime-day')).toBe('86.4');
  });

  it('switches calendar: gregorian 99.9% is 8h 45m 56.95s a year and 43m 49.75s a month', async () => {
    const user = renderPanel(NinesPanel);
    await typeAvailability(user, '99.9');
    await user.selectOptions(screen.getByLabelText('Calendar'), 'gregorian');
    expect(value('downtime-year')).toBe('31556.952');
    expect(text('downtime-year')).toBe('8h 45m 56.95s');
    expect(text('downtime-month')).toBe('43m 49.75s');
    expect(screen.getByLabelText('Calendar')).toHaveAccessibleDescription(/365\.2425 d/);
  });

  it('keeps twelve nines exact: 12 nines and 31.536 µs a year', async () => {
    const user = renderPanel(NinesPanel);
    await typeAvailability(user, '99.9999999999');
    expect(value('nines')).toBe('12');
    expect(value('downtime-year')).toBe('0.000031536');
    expect(text('downtime-year')).toBe('31.536 µs');
    expect(value('unavailability')).toBe('1e-12');
  });

  it.each([
    ['', /Enter an availability/],
    ['abc', /“abc” is not a number/],
    ['-3', /cannot be negative/],
    ['100', /100% is not a target/],
    ['100.5', /cannot be more than 100/],
    [`99.${'9'.repeat(21)}`, /At most 20 decimal places/],
  ])('explains the bad input %j, shows — and keeps the text', async (input, message) => {
    const user = renderPanel(NinesPanel);
    await typeAvailability(user, input);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Availability target')).toHaveValue(input);
    expect(screen.getByLabelText('Availability target')).toHaveAttribute('aria-invalid', 'true');
    for (const period of ['day', 'week', 'month', 'quarter', 'year']) {
      expect(value(`downtime-${period}`)).toBe('');
      expect(text(`downtime-${period}`)).toBe('—');
    }
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    expect(useNinesStore.getState().inputs.a).toBe(input);
  });

  it('works in reverse: 3153.6 s a year allows 99.99%, four nines', async () => {
    const user = renderPanel(NinesPanel);
    await user.click(screen.getByRole('radio', { name: 'Downtime → availability' }));
    const down = screen.getByLabelText('Allowed downtime');
    await user.clear(down);
    await user.type(down, '3153.6');
    await user.selectOptions(screen.getByLabelText('Period'), 'year');
    expect(value('availability')).toBe('0.9999');
    expect(text('availability')).toBe('99.99%');
    expect(value('nines')).toBe('4');
    expect(value('downtime-month')).toBe('262.8');
    expect(screen.getByText('= 52m 33.6s')).toBeInTheDocument();
    // The same downtime in scientific notation: the same answer, and the same hint.
    await user.clear(down);
    await user.type(down, '3.1536e3');
    expect(value('availability')).toBe('0.9999');
    expect(screen.getByText('= 52m 33.6s')).toBeInTheDocument();
  });

  it('refuses a downtime longer than its period, in words', async () => {
    const user = renderPanel(NinesPanel);
    await user.click(screen.getByRole('radio', { name: 'Downtime → availability' }));
    await user.selectOptions(screen.getByLabelText('Period'), 'day');
    const down = screen.getByLabelText('Allowed downtime');
    await user.clear(down);
    await user.type(down, '90000');
    expect(screen.getByRole('alert')).toHaveTextContent('longer than a whole day');
    expect(value('availability')).toBe('');
  });

  it('sets the input from a tier, and shows each tier dividing downtime by 10', async () => {
    const user = renderPanel(NinesPanel);
    const tiers = screen.getByRole('table', { name: /ladder of nines/ });
    expect(within(tiers).getAllByText('÷ 10')).toHaveLength(4);
    await user.click(within(tiers).getByRole('button', { name: '99.999%' }));
    expect(screen.getByLabelText('Availability target')).toHaveValue('99.999');
    expect(value('downtime-year')).toBe('315.36');
    expect(text('downtime-month')).toBe('26.28s');
    expect(within(tiers).getByRole('button', { name: '99.999%' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows a link value it does not know as an error on the calendar field', () => {
    act(() => useNinesStore.getState().set('cal', 'lunar'));
    renderPanel(NinesPanel);
    expect(screen.getByRole('alert')).toHaveTextContent('“lunar” is not a calendar');
    expect(screen.getByLabelText('Calendar')).toHaveValue('lunar');
    expect(value('downtime-year')).toBe('');
  });

  it('keeps the results that do not need the calendar when the calendar is bad', () => {
    act(() => useNinesStore.getState().set('cal', 'lunar'));
    renderPanel(NinesPanel);
    expect(value('nines')).toBe('4');
    expect(value('unavailability')).toBe('0.0001');
    expect(value('downtime-month')).toBe('');
    expect(
      screen.getByText(/Choose a calendar to see the downtime budget at 99.99%/),
    ).toBeInTheDocument();
  });

  it('says so when a link’s mode is unknown, and works forward', () => {
    act(() => useNinesStore.getState().set('mode', 'sideways'));
    renderPanel(NinesPanel);
    expect(screen.getByText(/mode “sideways” is not forward or reverse/)).toBeInTheDocument();
    expect(value('downtime-year')).toBe('3153.6');
  });

  it('explains a garbage downtime from a link in reverse mode', () => {
    act(() => {
      useNinesStore.getState().set('mode', 'reverse');
      useNinesStore.getState().set('down', 'soon');
    });
    renderPanel(NinesPanel);
    expect(screen.getByLabelText('Allowed downtime')).toHaveValue('soon');
    expect(screen.getByRole('alert')).toHaveTextContent('“soon” is not a number');
    expect(value('availability')).toBe('');
    expect(text('availability')).toBe('—');
  });

  it('compares calendars for the current target and switches to one', async () => {
    const user = renderPanel(NinesPanel);
    await typeAvailability(user, '99.9');
    const table = screen.getByRole('table', { name: /depends on what a month is/ });
    const row = within(table).getByRole('button', { name: '30-day window' }).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('43m 12s'); // 0.001 × 30 d
    expect(row).toHaveTextContent('8h 45m 36s'); // 0.001 × 365 d
    await user.click(within(table).getByRole('button', { name: '30-day window' }));
    expect(screen.getByLabelText('Calendar')).toHaveValue('30d');
    expect(value('downtime-month')).toBe('2592');
    expect(value('downtime-quarter')).toBe('7776');
  });

  it('names the largest single outage that meets the yearly target', () => {
    renderPanel(NinesPanel);
    const note = screen.getByRole('region', { name: 'Budget as outages' });
    expect(note).toHaveTextContent('single outage of up to 52m 33.6s');
    expect(note).toHaveTextContent('12×');
  });

  it('typesets the formula with the user’s numbers', async () => {
    // KaTeX loads once a formula is near the viewport; a DOM emulator never scrolls, so this page
    // is one without IntersectionObserver, where everything counts as near (use-near-viewport).
    vi.stubGlobal('IntersectionObserver', undefined);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    renderPanel(NinesPanel);
    await waitFor(
      () => expect(document.querySelector('[data-formula="tex"] .katex')).not.toBeNull(),
      {
        timeout: 5000,
      },
    );
    expect(screen.getByRole('region', { name: 'Formula' }).textContent).toContain('0.9999');
  });
});
