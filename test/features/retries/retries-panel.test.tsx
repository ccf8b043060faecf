import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RetriesPanel from '@/features/retries/retries-panel';
import { useRetriesStore } from '@/features/retries/state';
import { renderPanel, retype } from '../helpers';

const cell = (id: string) => document.querySelector<HTMLElement>(`[data-result="${id}"]`);
const value = (id: string) => cell(id)?.dataset.value;

async function settled() {
  await waitFor(
    () => expect(screen.getByText(/^Done in .* on the main thread/)).toBeInTheDocument(),
    {
      timeout: 15_000,
    },
  );
}

describe('Retry-storm panel (main-thread fallback: no Worker here)', () => {
  it('shows the wave’s closed-form figures at once: 8 s, 80 buckets, 12.5, 80×', () => {
    renderPanel(RetriesPanel);
    expect(value('window')).toBe('8');
    expect(value('buckets')).toBe('80');
    expect(value('expected-per-bucket')).toBe('12.5');
    expect(value('reduction-expected')).toBe('80');
    expect(within(cell('reduction-expected') as HTMLElement).getByRole('status')).toHaveTextContent(
      '80×',
    );
  });

  it('simulates every strategy on the seed: no jitter peaks at 1000, jitter by pigeonhole and a binomial tail', async () => {
    renderPanel(RetriesPanel);
    await settled();
    // No jitter: all 1000 clients retry at the same instant, in one bucket.
    expect(value('peak-exponential')).toBe('1000');
    // Full jitter spreads them over [0, 8 s): 80 buckets of 0.1 s, so some bucket holds at least
    // ⌈1000 / 80⌉ = 13; a bucket is Binomial(1000, 1/80) (mean 12.5, sd 3.5), and
    // 80 · P(≥ 30) < 10⁻³. Equal jitter over [4, 8 s): 40 buckets, at least 25, and
    // 40 · P(Binomial(1000, 1/40) ≥ 50) < 10⁻³.
    const full = Number(value('peak-full'));
    expect(full).toBeGreaterThanOrEqual(13);
    expect(full).toBeLessThan(30);
    const equal = Number(value('peak-equal'));
    expect(equal).toBeGreaterThanOrEqual(25);
    expect(equal).toBeLessThan(50);
    for (const el of document.querySelectorAll<HTMLElement>('[data-result^="peak-"]')) {
      const peak = Number(el.dataset.value);
      expect(peak).toBeGreaterThanOrEqual(13);
      expect(peak).toBeLessThanOrEqual(1000);
    }
    expect(screen.getByText(/this one peaked at/)).toHaveTextContent(`this one peaked at ${full}`);
  });

  it('explains bad input in words, keeps the text, and shows no NaN', async () => {
    const user = renderPanel(RetriesPanel);
    await retype(user, 'Clients', 'lots');
    expect(screen.getByRole('alert')).toHaveTextContent('“lots” is not a number');
    expect(screen.getByLabelText('Clients')).toHaveValue('lots');
    expect(value('window')).toBe('');
    expect(value('peak-full')).toBe('');
    expect(useRetriesStore.getState().inputs.clients).toBe('lots');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('refuses a run over 10 million client-attempts with a message', async () => {
    const user = renderPanel(RetriesPanel);
    await retype(user, 'Clients', '5000000');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Not run: That is 15,000,000 client-attempts/,
    );
    expect(value('peak-full')).toBe('');
  });

  it('refuses a recovery whose histogram would not fit in memory, in words', async () => {
    act(() => {
      const { set } = useRetriesStore.getState();
      set('mode', 'recovery');
      set('attempts', '100');
      set('cap', '3600');
      set('bucket', '0.01');
      set('capacity', '100');
    });
    renderPanel(RetriesPanel);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Not run: A run can last up to 356,400 s .* 3,564,000,100 histogram cells per strategy, over the limit of 2,000,000/,
    );
    expect(value('calls-full')).toBe('');
  });

  it('recovery: no-jitter waves are rejected again and again (200 succeed, 800 give up)', async () => {
    const user = renderPanel(RetriesPanel);
    await user.click(screen.getByRole('radio', { name: 'Outage & recovery' }));
    await settled();
    // The wave's "Done" can still be on screen for a moment after the switch: wait for the run.
    // Strategies are drawn as they finish (no jitter first, constant last): wait for both.
    await waitFor(() => expect(value('calls-exponential')).toBe('5700'), { timeout: 15_000 });
    await waitFor(() => expect(value('calls-constant')).not.toBe(''), { timeout: 15_000 });
    expect(value('gaveup-exponential')).toBe('800');
    expect(value('drain-time-exponential')).toBe('50');
    expect(value('peak-load-exponential')).toBe('20');
    expect(value('amplification-exponential')).toBe('5.7');
    expect(value('calls-constant')).toBe('6000');
    // Peak load is measured from the end of the outage: constant sends nothing after it, and its
    // "drain" is everyone giving up, not a success.
    expect(value('peak-load-constant')).toBe('0');
    expect(cell('peak-load-constant')).toHaveTextContent('no requests after the outage');
    expect(cell('drain-time-constant')).toHaveTextContent('none succeeded: all gave up by 0s');
    expect(screen.getByText('Peak load after the outage')).toBeInTheDocument();
    expect(
      screen.getByText(/The first wave after the outage, 1,000 requests at 6s, is 20×/),
    ).toBeInTheDocument();
    expect(Number(value('gaveup-full'))).toBeLessThan(80);
    await retype(user, 'Retry-After', '1');
    await waitFor(() => expect(value('drain-time-exponential')).toBe('9'), { timeout: 10_000 });
  }, 30_000);

  it('contention: fills the study’s table, a cell per strategy and N', async () => {
    const user = renderPanel(RetriesPanel);
    await user.click(screen.getByRole('radio', { name: 'AWS contention study' }));
    await retype(user, 'Runs per cell', '3');
    await settled();
    const cells = document.querySelectorAll('[data-result^="calls:"], [data-result^="time:"]');
    expect(cells).toHaveLength(2 * 5 * 19);
    expect(Number(value('calls:full:100'))).toBeLessThan(Number(value('calls:exponential:100')));
    expect(Number(value('time:exponential:190'))).toBeGreaterThan(Number(value('time:full:190')));
    expect(Number(value('calls:full:10'))).toBeGreaterThanOrEqual(10);
    expect(screen.getByText(/^At 100 clients, against no-jitter/)).toHaveTextContent(
      /full jitter cuts the calls by \d+% \((more|less) than half\)/,
    );
  }, 30_000);

  it('cancels a long run, and runs it again on request', async () => {
    const user = renderPanel(RetriesPanel);
    await user.click(screen.getByRole('radio', { name: 'AWS contention study' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/^Cancelled/)).toBeInTheDocument();
    expect(value('calls:full:100')).toBe('');
    await user.click(screen.getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
  }, 30_000);

  it('shows an unknown mode from a link as a notice and works as the wave', () => {
    act(() => useRetriesStore.getState().set('mode', 'storm'));
    renderPanel(RetriesPanel);
    expect(screen.getByText(/“storm” is not a mode/)).toBeInTheDocument();
    expect(value('window')).toBe('8');
  });
});
