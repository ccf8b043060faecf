import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PanelHost } from '@/app/panel-host';
import { textField } from '@/core/fields/field';
import { definePanel, panelState } from '@/lib/panel';
import { defineSections } from '@/lib/sections';

describe('PanelHost', () => {
  it('catches a failing panel, says why, and resets that panel’s inputs', async () => {
    const user = userEvent.setup();
    const state = panelState([textField('x', 'ok', { label: 'X', values: 'any text' })]);
    const store = state.useStore;
    function Fragile() {
      const x = store((s) => s.inputs.x);
      if (x === 'boom') throw new Error('cannot draw boom');
      return <p>x is {x}</p>;
    }
    const panel = definePanel(state, defineSections({ main: 'Main' }), {
      id: 'fragile',
      title: 'Fragile',
      summary: 'Fails on purpose.',
      embedHeight: { panel: 200, sections: { main: 100 } },
      Component: lazy(() => Promise.resolve({ default: Fragile })),
    });
    store.getState().set('x', 'boom');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PanelHost panel={panel} notices={[]} embed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot draw boom');
    expect(screen.getByRole('heading', { name: 'Fragile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset this panel' }));
    expect(await screen.findByText('x is ok')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
