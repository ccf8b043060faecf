import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary';

describe('ErrorBoundary', () => {
  it('shows what went wrong and resets the panel instead of a blank page', async () => {
    const user = userEvent.setup();
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('model exploded');
      return <p>working again</p>;
    }
    const onReset = vi.fn(() => {
      broken = false;
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary resetLabel="Reset this panel" onReset={onReset}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('model exploded');
    await user.click(screen.getByRole('button', { name: 'Reset this panel' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByText('working again')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
