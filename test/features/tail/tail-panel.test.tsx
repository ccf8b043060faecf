import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import TailPanel from '@/features/tail/tail-panel';
import { useTailStore } from '@/features/tail/state';
import { renderPanel, retype } from '../helpers';

function result(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-result="${id}"]`);
  if (!el) throw new Error(`no result ${id}`);
  return el;
}
const value = (id: string) => result(id).dataset.value;
const num = (id: string) => Number(value(id));

describe('Tail latency & hedging panel', () => {
  beforeEach(() => {
    useTailStore.getState().reset();
  });

  it('opens on the worked example: 63.4% of requests slow, p99 1 s, hedged p99 30 ms for 1% more', () => {
    renderPanel(TailPanel);
    // 1 − 0.99¹⁰⁰, worked by hand.
    expect(num('slow-request-share')).toBeCloseTo(1 - 0.99 ** 100, 14);
    expect(value('p50')).toBe('1');
    expect(value('p99')).toBe('1');
    expect(value('p999')).toBe('1');
    // The hedged leaf: 10 ms (0.99), 30 ms (0.0099), 1 s (0.0001); 0.9999¹⁰⁰ = 0.990049 ≥ 0.99.
    expect(value('hedged-p50')).toBe('0.03');
    expect(value('hedged-p99')).toBe('0.03');
    expect(value('hedged-p999')).toBe('1');
    expect(num('extra-load')).toBeCloseTo(0.01, 14);
    // 10% of leaves slow for every copy: 0.1 + 0.9 × 0.01 of the leaf requests hedge.
    expect(num('extra-load-outage')).toBeCloseTo(0.109, 14);
    expect(value('leaf-p99')).toBe('0.01');
    expect(value('leaf-p999')).toBe('1');
  });

  it('with one leaf: 1% slow, p99.9 1 s, hedged p99.9 30 ms', async () => {
    const user = renderPanel(TailPanel);
    await retype(user, 'Fan-out', '1');
    expect(num('slow-request-share')).toBeCloseTo(0.01, 14);
    expect(value('p999')).toBe('1');
    expect(value('hedged-p999')).toBe('0.03');
  });

  it('says what is wrong in words and never shows NaN', async () => {
    const user = renderPanel(TailPanel);
    await retype(user, 'Slow', '0.001');
    expect(screen.getByText('The slow latency must be above the fast one.')).toBeTruthy();
    expect(value('p99')).toBe('');
    await retype(user, 'Slow', '1');
    await retype(user, 'Fan-out', '0');
    expect(screen.getByLabelText('Fan-out')).toHaveValue('0');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('simulates the mechanism near the closed forms', async () => {
    renderPanel(TailPanel);
    await waitFor(() => expect(value('sim-extra-load')).not.toBe(''), { timeout: 30_000 });
    // 200,000 requests × 100 leaves: the extra load's standard error is near 0.00003.
    expect(Math.abs(num('sim-extra-load') - 0.01)).toBeLessThan(0.0005);
    expect(Math.abs(num('sim-slow-request-share') - (1 - 0.99 ** 100))).toBeLessThan(0.005);
    expect(value('sim-hedged-p99')).toBe('0.03');
  });

  it('with the loser cancelled, hedging saves server time: −47.3%, worked by hand', async () => {
    const user = renderPanel(TailPanel);
    await user.click(screen.getByLabelText('Cancel the loser'));
    // Per leaf, with cancel: fast first (0.99) runs 0.01 s; slow first (0.01) gets a copy at
    // 0.02 s: a fast copy (0.99) answers at 0.03 s (first ran 0.03, copy 0.01), a slow one
    // (0.01) at 1 s (first 1, copy 0.98). E = 0.0099 + 0.01·(0.99·0.04 + 0.01·1.98) = 0.010494 s
    // against 0.0199 s unhedged: (0.010494 − 0.0199)/0.0199 = −0.47266.
    await waitFor(() => expect(num('sim-extra-work')).toBeLessThan(0), { timeout: 30_000 });
    expect(Math.abs(num('sim-extra-work') - (0.010494 - 0.0199) / 0.0199)).toBeLessThan(0.01);
    expect(result('sim-extra-work').textContent).toMatch(/−4\d\.\d+%/);
  });
});
