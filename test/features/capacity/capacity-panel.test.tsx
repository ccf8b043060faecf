import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import CapacityPanel from '@/features/capacity/capacity-panel';
import { useCapacityStore } from '@/features/capacity/state';
import { renderPanel, retype } from '../helpers';

function result(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-result="${id}"]`);
  if (!el) throw new Error(`no result ${id}`);
  return el;
}
const value = (id: string) => result(id).dataset.value;
const num = (id: string) => Number(value(id));
/** Relative closeness, as the worked examples are given (to 1e-6 relative). */
const near = (id: string, expected: number, rel = 1e-6) =>
  expect(Math.abs(num(id) - expected) / expected).toBeLessThan(rel);

describe('Queueing & capacity panel', () => {
  beforeEach(() => {
    useCapacityStore.getState().reset();
  });

  it('opens on the worked example: ρ 0.625, C 0.1672665, W_q 2.7878 ms, p99 46.950 ms', () => {
    renderPanel(CapacityPanel);
    expect(value('utilisation')).toBe('0.625');
    near('p-wait', 0.1672665);
    near('mean-wait', 0.0027878, 2e-5);
    near('mean-response', 0.0527878);
    near('in-system', 5.27878);
    near('wait-p99', 0.04695, 2e-5);
    expect(value('method')).toBe('mmc-exact');
    // 8 servers over 3 zones lose 3: the 5 left carry 5 Erlangs at exactly 100%.
    expect(value('az-loss-utilisation')).toBe('1');
    expect(value('az-loss')).toBe('overloaded');
    expect(within(result('az-loss')).getByText(/Overloaded/)).toBeTruthy();
  });

  it('works the call-centre example: 48 Erlangs on 55 agents, 84.588% within 15 s', async () => {
    const user = renderPanel(CapacityPanel);
    await retype(user, 'Arrival rate', '0.2');
    await retype(user, 'Service time', '240');
    await retype(user, 'Servers', '55');
    await retype(user, 'Waiting-time target', '15');
    near('p-wait', 0.238701, 2e-6);
    near('mean-wait', 8.18403, 2e-6);
    near('wait-within-target', 0.84588, 1e-5);
  });

  it('M/M/1 at 80% waits 5× the service time, at 90% 10×', async () => {
    const user = renderPanel(CapacityPanel);
    await retype(user, 'Servers', '1');
    await retype(user, 'Arrival rate', '16');
    near('mean-response', 0.25, 1e-12);
    await retype(user, 'Arrival rate', '18');
    near('mean-response', 0.5, 1e-12);
  });

  it('refuses overload in words, with the growth per second, and never shows NaN', async () => {
    const user = renderPanel(CapacityPanel);
    await retype(user, 'Arrival rate', '200');
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts.some((t) => /grows without bound, by 40\/s/.test(t))).toBe(true);
    expect(alerts.some((t) => /Not run: the queue is overloaded/.test(t))).toBe(true);
    expect(value('utilisation')).toBe('1.25');
    expect(value('queue-growth')).toBe('40');
    for (const id of ['p-wait', 'mean-wait', 'mean-response', 'wait-p99']) {
      expect(value(id)).toBe('');
    }
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('reads utilisation exactly: 0.1/s × 0.3 s on one server is 0.03, and exactly 100% is refused', async () => {
    const user = renderPanel(CapacityPanel);
    await retype(user, 'Servers', '1');
    await retype(user, 'Arrival rate', '0.1');
    await retype(user, 'Service time', '0.3');
    expect(value('utilisation')).toBe('0.03');
    // 160/s × 0.05 s on 8 servers: exactly 1, never a finite wait.
    await retype(user, 'Servers', '8');
    await retype(user, 'Service time', '0.05');
    await retype(user, 'Arrival rate', '160');
    expect(value('utilisation')).toBe('1');
    expect(value('mean-wait')).toBe('');
    expect(value('queue-growth')).toBe('0');
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts.some((t) => /no drift, but it still grows without bound/.test(t))).toBe(true);
  });

  it('keeps a bad value with its reason, and the other results working', async () => {
    const user = renderPanel(CapacityPanel);
    await retype(user, 'Zones', '0');
    expect(screen.getByLabelText('Zones')).toHaveValue('0');
    expect(screen.getByText(/at least 1/i)).toBeTruthy();
    expect(value('utilisation')).toBe('0.625');
    expect(value('az-loss-utilisation')).toBe('');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('says when Allen–Cunneen approximates: cv 2 waits (1 + 4)/2 = 2.5× the exponential', async () => {
    const user = renderPanel(CapacityPanel);
    const exact = num('mean-wait');
    await retype(user, 'Service-time CV', '2');
    expect(value('method')).toBe('allen-cunneen');
    near('mean-wait', exact * 2.5, 1e-12);
    // Allen–Cunneen keeps Erlang C for the share that waits.
    near('p-wait', 0.1672665);
  });

  it('in a closed loop one user never waits: its response is the service time', async () => {
    const user = renderPanel(CapacityPanel);
    await user.click(screen.getByRole('radio', { name: /Closed/ }));
    await retype(user, 'Virtual users', '1');
    near('mean-response', 0.05, 1e-12);
    expect(value('p-wait')).toBe('0');
    // X = N/(S + Z) = 1/0.55.
    near('throughput', 1 / 0.55, 1e-12);
  });

  it('simulates the default queue near its closed forms', async () => {
    renderPanel(CapacityPanel);
    await waitFor(() => expect(value('sim-p-wait')).not.toBe(''), { timeout: 20_000 });
    // 200,000 requests: the share that waits has a standard error near 0.002 (batch means).
    expect(Math.abs(num('sim-p-wait') - 0.1672665)).toBeLessThan(0.012);
    expect(Math.abs(num('sim-mean-wait') - 0.0027878)).toBeLessThan(0.0004);
    expect(Math.abs(num('sim-throughput') - 100)).toBeLessThan(2);
  });
});
