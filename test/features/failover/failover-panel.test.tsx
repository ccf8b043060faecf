import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quantile } from '@/core/failover/distribution';
import { simulateAz, simulateRegion } from '@/core/failover/simulate';
import FailoverPanel from '@/features/failover/failover-panel';
import { useFailoverStore } from '@/features/failover/state';
import { renderPanel, retype } from '../panel-kit';

const AZ_DEFAULTS = { interval: 10, threshold: 3, drain: 10 };
const REGION_DEFAULTS = { interval: 5, threshold: 3, ttl: 30, staleShare: 0.02, staleMax: 900 };

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

  it('shows the seeded simulation: the same clients as the core model, near the closed forms', () => {
    renderPanel(FailoverPanel);
    const az = simulateAz(AZ_DEFAULTS, 1);
    const region = simulateRegion(REGION_DEFAULTS, 1);
    expect(num('az-p50')).toBe(quantile(az, 0.5));
    expect(num('az-p99')).toBe(quantile(az, 0.99));
    expect(num('region-p50')).toBe(quantile(region, 0.5));
    expect(num('region-p99')).toBe(quantile(region, 0.99));
    expect(num('region-max')).toBe(region[region.length - 1]);
    // Closed forms: AZ median 25 s, AZ p99 29.9 s (new requests do not wait for the drain);
    // region median ≈ 27.8 s, p99 ≈ 460 s.
    expect(num('az-p50')).toBeCloseTo(25, 0);
    expect(num('az-p99')).toBeCloseTo(29.9, 1);
    expect(Math.abs(num('region-p50') - 27.8)).toBeLessThan(1);
    expect(num('region-p99')).toBeGreaterThan(380);
    expect(num('region-p99')).toBeLessThan(540);
    expect(screen.getByText(/Medians: 25/)).toHaveTextContent(/p99 29\.9\ds against/);
    for (const id of [...AZ_IDS, ...REGION_IDS]) expect(value(id)).not.toBe('');
  });

  it('counts who is still on the failed side after 1, 5 and 15 minutes', () => {
    renderPanel(FailoverPanel);
    expect(value('az-after-60')).toBe('0');
    // Closed form: 2% × (1 − (t − 12.5 s)/900 s) once every TTL-respecting client has moved:
    // 1.89% after a minute, 1.36% after five (±0.4 points: a binomial of 200 stale clients).
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
    const noStale = simulateRegion({ ...REGION_DEFAULTS, staleShare: 0 }, 1);
    expect(num('region-max')).toBe(noStale[noStale.length - 1]);
    expect(num('region-max')).toBeLessThanOrEqual(45);
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
    expect(num('region-p99')).toBe(quantile(simulateRegion(REGION_DEFAULTS, 2), 0.99));
    expect(value('region-p99')).not.toBe(before);
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
