import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrintInputs, PrintLink } from '@/app/print-summary';
import { ninesPanel } from '@/features/nines/panel';

afterEach(() => {
  act(() => ninesPanel.store.getState().reset());
});

describe('the print-only inputs line and link', () => {
  it('shows the current inputs and the link to them, and follows a change', () => {
    act(() => ninesPanel.store.getState().replace({ a: '99.9', cal: '30d' }));
    render(
      <>
        <PrintInputs panel={ninesPanel} />
        <PrintLink panel={ninesPanel} />
      </>,
    );
    const line = screen.getByText(/Availability target/);
    expect(line.textContent).toContain('Availability target 99.9% · Calendar 30-day');
    const link = screen.getByRole('link');
    const here = `${window.location.origin}${window.location.pathname}`;
    expect(link.getAttribute('href')).toBe(`${here}#/nines?a=99.9&cal=30d`);

    act(() => ninesPanel.store.getState().replace({ a: '99.5', cal: '30d' }));
    expect(line.textContent).toContain('Availability target 99.5%');
    expect(link.getAttribute('href')).toBe(`${here}#/nines?a=99.5&cal=30d`);
  });
});
