import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FailoverPanel from '@/features/failover/failover-panel';
import { useFailoverStore } from '@/features/failover/state';
import { renderPanel, retype } from '../helpers';
import { crossing, defaultRegionSurvival } from './closed-form';

function result(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-result="${id}"]`);
  if (!el) throw new Error(`no result ${id}`);
  return el;
}
const value = (id: string) => result(id).dataset.value;
const num = (id: string) => Number(value(id));
const text = (id: string) => within(result(id)).getByRole('status').textContent;

const AZ_IDS = ['az-p50', 'az-p90', 'az-p99', 'az-max', 'az-mean'];
const REGION_IDS = ['region-p50', 'region-p90', 'region-p99', 'region-max', 'region-mean'];

describe('Failover panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens on the worked example: 40 s and 45 s on paper, 100 writes at risk', () => {
    renderPanel(FailoverPanel);
    expect(value('az-failover')).toBe('40');
    expect(text('az-failover')).toBe('40s');
    expect(value('region-failover')).toBe('45');
    expect(text('region-failover')).toBe('45s');
    expect(value('rpo-writes')).toBe('100');
    expect(value('budget-year')).toBe('3153.6');
    expect(num('budget-share-az')).toBeCloseTo(160 / 3153.6, 12);
    expect(num('budget-share-region')).toBeCloseTo(180 / 3153.6, 12);
    expect(text('budget-share-az')).toBe('5.07%');
    expect(text('budget-share-region')).toBe('5.71%');
  });

  it('shows the seeded simulation near the closed forms, within a few standard errors', () => {
    renderPanel(FailoverPanel);
    // Multi-AZ: a client moves at 10 s × (3 − u), uniform on (20, 30]: median 25 s, p90 29 s,
    // p99 29.9 s. The standard error of a quantile of 10,000 draws is 10 s · √(q(1 − q)/n):
    // 0.05 s at the median, 0.01 s at p99; the bounds are four of them.
    expect(Math.abs(num('az-p50') - 25)).toBeLessThan(0.2);
    expect(Math.abs(num('az-p90') - 29)).toBeLessThan(0.15);
    expect(Math.abs(num('az-p99') - 29.9)).toBeLessThan(0.04);
    expect(num('az-max')).toBeLessThanOrEqual(30);
    expect(num('az-max')).toBeGreaterThan(29.99);
    expect(Math.abs(num('az-mean') - 25)).toBeLessThan(0.15);
    // Multi-region: 0.98·S₃₀ + 0.02·S₉₀₀ (closed-form.ts): median 27.80 s (density 0.033/s there,
    // standard error 0.15 s), p90 40.03 s; p99 = 12.5 + 900/2 = 462.5 s sits among the 200 stale
    // clients, where one client more or less moves it 45 s: ±3 of those.
    expect(crossing(defaultRegionSurvival, 0.5, 1000)).toBeCloseTo(27.8, 1);
    expect(Math.abs(num('region-p50') - 27.8)).toBeLessThan(0.6);
    expect(Math.abs(num('region-p90') - crossing(defaultRegionSurvival, 0.1, 1000))).toBeLessThan(
      1,
    );
    expect(Math.abs(num('region-p99') - 462.5)).toBeLessThan(135);
    // The last client: detected by 15 s, then at most the 900 s stale hold.
    expect(num('region-max')).toBeLessThanOrEqual(915);
    expect(num('region-max')).toBeGreaterThan(800);
    expect(screen.getByText(/Medians: 25/)).toHaveTextContent(/p99 29\.9\ds against/);
    for (const id of [...AZ_IDS, ...REGION_IDS]) expect(value(id)).not.toBe('');
  });

  it('counts who is still on the failed side after 1, 5 and 15 minutes', () => {
    renderPanel(FailoverPanel);
    expect(value('az-after-60')).toBe('0');
    // Closed form: 2% × (1 − (t − 12.5 s)/900 s) once every TTL-respecting client has moved:
    // 1.89% after a minute, 1.36% after five (±0.4 points: a binomial of 200 stale clients).
    expect(defaultRegionSurvival(60)).toBeCloseTo(0.0189, 4);
    expect(Math.abs(num('region-after-60') - 0.0189)).toBeLessThan(0.004);
    expect(Math.abs(num('region-after-300') - 0.0136)).toBeLessThan(0.004);
    expect(num('region-after-900')).toBeLessThan(0.001);
  });

  it('a bad multi-AZ interval blanks only what depends on it', async () => {
    const user = renderPanel(FailoverPanel);
    await retype(user, 'LB check interval', '0');
    expect(screen.getByRole('alert')).toHaveTextContent('must be more than 0 s');
    expect(screen.getByLabelText('LB check interval')).toHaveValue('0');
    expect(screen.getByLabelText('LB check interval')).toHaveAttribute('aria-invalid', 'true');
    for (const id of ['az-failover', 'budget-share-az', 'budget-share-az-mean', ...AZ_IDS]) {
      expect(value(id)).toBe('');
      expect(text(id)).toBe('—');
    }
    expect(value('region-failover')).toBe('45');
    expect(value('region-p50')).not.toBe('');
    expect(value('rpo-writes')).toBe('100');
    expect(num('budget-share-region')).toBeCloseTo(180 / 3153.6, 12);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    expect(useFailoverStore.getState().inputs.az_i).toBe('0');
  });

  it('flags next to the multi-region result that Route 53 cannot check every 5 s, and says what the drain is', () => {
    renderPanel(FailoverPanel);
    const note = document.querySelector('[data-note="route53-interval"]');
    expect(note).toHaveTextContent(
      'Route 53 health checks run every 10 s or 30 s only: a 5s interval',
    );
    expect(document.querySelector('[data-note="drain"]')).toHaveTextContent(
      'on-paper figure is an upper bound',
    );
    expect(result('az-failover')).toHaveTextContent('an upper bound');
    act(() => useFailoverStore.getState().set('dns_i', '30'));
    expect(document.querySelector('[data-note="route53-interval"]')).toBeNull();
  });

  it('shows no Infinity, NaN or e-notation at the largest and smallest inputs it accepts', () => {
    renderPanel(FailoverPanel);
    const extremes: Record<string, string> = {
      az_i: '86400',
      az_n: '100',
      drain: '86400',
      dns_i: '0.00000000000000000001',
      dns_n: '100',
      ttl: '2147483647',
      stale: '1',
      stale_max: '604800',
      lag: '86400',
      writes: '1000000000',
      failovers: '10000',
      a: '99.9999999999',
    };
    act(() => {
      const store = useFailoverStore.getState();
      store.replace({ ...store.inputs, ...extremes });
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|\de[+-]\d/);
    expect(value('rpo-writes')).toBe('86400000000000');
    expect(value('region-failover')).not.toBe('');
    act(() => useFailoverStore.getState().set('ttl', '2147483648'));
    expect(screen.getByRole('alert')).toHaveTextContent('A TTL must be at most 2147483647 s.');
  });

  it('a bad stale share stops the regional simulation but not its on-paper figure', async () => {
    const user = renderPanel(FailoverPanel);
    await retype(user, 'Clients behind them', '2%');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Write the share as a fraction: 2% is 0.02.',
    );
    for (const id of REGION_IDS) expect(value(id)).toBe('');
    expect(value('region-failover')).toBe('45');
    expect(value('az-p50')).not.toBe('');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('a threshold must be a whole number from 1 to 100', async () => {
    const user = renderPanel(FailoverPanel);
    await retype(user, 'DNS threshold', '2.5');
    expect(screen.getByRole('alert')).toHaveTextContent('must be a whole number');
    await retype(user, 'DNS threshold', '101');
    expect(screen.getByRole('alert')).toHaveTextContent('at most 100');
    await retype(user, 'DNS threshold', '4');
    expect(value('region-failover')).toBe('50');
  });

  it('a bad availability blanks only the budget; a 99.9% target shrinks the shares tenfold', async () => {
    const user = renderPanel(FailoverPanel);
    await retype(user, 'Availability target', '100');
    expect(screen.getByRole('alert')).toHaveTextContent('100% is not a target');
    expect(value('budget-share-az')).toBe('');
    expect(value('az-failover')).toBe('40');
    await retype(user, 'Availability target', '99.9');
    expect(value('budget-year')).toBe('31536');
    expect(num('budget-share-az')).toBeCloseTo(160 / 31536, 12);
  });

  it('says when a stale hold below the TTL leaves those resolvers on the TTL', async () => {
    const user = renderPanel(FailoverPanel);
    await retype(user, 'Longest stale hold', '10');
    expect(screen.getByLabelText('Longest stale hold')).toHaveAccessibleDescription(
      /Below the TTL/,
    );
    // Every client then keeps its answer for the 30 s TTL at most: T ≤ 15 + 30 = 45 s, and
    // P(T > 44) = ½ · 1 · 1 / (5 · 30) = 1/300, about 33 of 10,000 clients above 44 s.
    expect(num('region-max')).toBeLessThanOrEqual(45);
    expect(num('region-max')).toBeGreaterThan(44);
  });

  it('updates data at risk from the lag and the write rate', async () => {
    const user = renderPanel(FailoverPanel);
    await retype(user, 'Replication lag', '2.5');
    await retype(user, 'Writes per second', '40');
    expect(value('rpo-writes')).toBe('100');
    await retype(user, 'Writes per second', '1000');
    expect(value('rpo-writes')).toBe('2500');
  });

  it('draws other clients with the next seed, and the link keeps the seed', async () => {
    const user = renderPanel(FailoverPanel);
    const before = value('region-p99');
    await user.click(screen.getByRole('button', { name: 'Draw other clients' }));
    expect(screen.getByLabelText('Seed')).toHaveValue('2');
    // Other clients, the same closed form: p99 462.5 s within three stale clients (±135 s).
    expect(value('region-p99')).not.toBe(before);
    expect(Math.abs(num('region-p99') - 462.5)).toBeLessThan(135);
    expect(value('az-failover')).toBe('40');
  });

  it('copies the Terraform, warning that Route 53 cannot check every 5 s', async () => {
    const user = renderPanel(FailoverPanel);
    // After userEvent.setup(), which installs its own clipboard.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const config = screen.getByRole('region', { name: 'Configuration' });
    expect(within(config).getByRole('list', { name: /cannot express/ })).toHaveTextContent(
      'request_interval: Route 53 checks every 10 s or 30 s only, so 5 becomes 10.',
    );
    await user.click(within(config).getByRole('button', { name: 'Copy Terraform' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = String((writeText.mock.calls[0] as unknown[])[0]);
    expect(copied).toMatch(/request_interval\s+= 10/);
    expect(copied).toMatch(/deregistration_delay = 10/);
    expect(within(config).getByText('Terraform copied.')).toBeInTheDocument();
  });

  it('shows the Markdown in a box to copy by hand where the clipboard is refused', async () => {
    const user = renderPanel(FailoverPanel);
    const refuse = () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: refuse },
      configurable: true,
    });
    const comparison = screen.getByRole('region', { name: 'Comparison' });
    await user.click(within(comparison).getByRole('button', { name: 'Copy table as Markdown' }));
    const box = within(comparison).getByRole('textbox', { name: 'table as Markdown to copy' });
    expect((box as HTMLTextAreaElement).value).toMatch(
      /^\| \| Multi-AZ \(load balancer\) \| Multi-region \(DNS failover\) \|/,
    );
    expect((box as HTMLTextAreaElement).value).toContain(
      '| Data at risk (RPO) | None with synchronous replication. | 1s of writes: about 100 writes per failover. |',
    );
    expect(within(comparison).getByRole('status')).toHaveTextContent('Copying is not allowed here');
  });

  it('lays the trade-off out in a table with the user’s numbers', () => {
    renderPanel(FailoverPanel);
    const table = screen.getByRole('table', { name: /trade-off/ });
    // A header row and six aspects.
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(
      within(table).getByRole('rowheader', { name: 'Failover speed' }).parentElement,
    ).toHaveTextContent('40s on paper (drain included, an upper bound); median client 25');
    expect(within(table).getByRole('rowheader', { name: 'Tail' }).parentElement).toHaveTextContent(
      /of clients still on the failed region after 5 minutes/,
    );
    for (const aspect of [
      'Protects against',
      'Replication latency',
      'Tail',
      'Complexity',
      'Data at risk (RPO)',
    ]) {
      expect(within(table).getByRole('rowheader', { name: aspect })).toBeInTheDocument();
    }
  });

  it('draws both CDFs', async () => {
    // No IntersectionObserver: the chart frame then loads its chart at once.
    vi.stubGlobal('IntersectionObserver', undefined);
    renderPanel(FailoverPanel);
    await waitFor(() => expect(document.querySelector('.recharts-surface')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(document.querySelectorAll('.recharts-line').length).toBe(2);
  });
});
