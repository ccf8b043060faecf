import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import IdempotencyPanel from '@/features/idempotency/idempotency-panel';
import { useIdempotencyStore } from '@/features/idempotency/state';
import { renderMermaid } from '@/lib/mermaid';
import { renderPanel, retype } from '../helpers';

vi.mock('@/lib/mermaid', () => ({
  renderMermaid: vi.fn(() => Promise.resolve({ ok: true, svg: '<svg viewBox="0 0 10 10"></svg>' })),
}));
const mocked = vi.mocked(renderMermaid);
const lastSource = () => mocked.mock.calls.at(-1)?.[0] ?? '';

const value = (id: string) =>
  document.querySelector<HTMLElement>(`[data-result="${id}"]`)?.dataset.value;

describe('Idempotency keys panel', () => {
  beforeEach(() => {
    mocked.mockClear();
  });

  it('opens on the lost response with an atomic store: 1 charge, the cached 200', async () => {
    renderPanel(IdempotencyPanel);
    expect(value('charges')).toBe('1');
    expect(value('side-effects')).toBe('1');
    expect(value('client-outcome')).toBe('replayed-200');
    expect(value('verdict')).toBe('exactly-once');
    await waitFor(() =>
      expect(lastSource()).toContain('A-->>C: 200 ch_1, replayed from the record'),
    );
    expect(lastSource()).toContain('A--xC: 200 ch_1 (lost in transit)');
  });

  it('the table holds the same messages as the diagram, numbered alike', async () => {
    renderPanel(IdempotencyPanel);
    await waitFor(() => expect(lastSource()).not.toBe(''));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const numbered = rows.filter((r) => r.querySelector('td')?.textContent !== '');
    const arrows = lastSource()
      .split('\n')
      .filter((l) => /^\s+\w+(->>|-->>|--x)\w+: /.test(l));
    expect(numbered).toHaveLength(arrows.length);
    arrows.forEach((line, i) => {
      expect(numbered[i]?.textContent).toContain(line.replace(/^[^:]*: /, ''));
    });
  });

  it.each([
    ['Lost response, retried (atomic store)', '1', '1'],
    ['No idempotency key', '2', '2'],
    ['Read-then-write store, racing retries', '2', '2'],
    ['Retry in region B, region-local stores', '2', '2'],
    ['… with the gateway’s own idempotency', '1', '2'],
    ['… with a global store', '1', '1'],
    ['Ungated receipt email', '1', '2'],
    ['Retry after TTL expiry', '2', '2'],
  ])('preset “%s”: %s charges, %s receipts', async (label, charges, effects) => {
    const user = renderPanel(IdempotencyPanel);
    await user.click(screen.getByRole('button', { name: 'No idempotency key' }));
    await user.click(screen.getByRole('button', { name: label }));
    expect(value('charges')).toBe(charges);
    expect(value('side-effects')).toBe(effects);
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  });

  it('explains the broken guarantee and shades it in the diagram', async () => {
    const user = renderPanel(IdempotencyPanel);
    await user.click(screen.getByLabelText('Atomic check-and-set'));
    await user.click(screen.getByLabelText('The first response is lost in transit'));
    await user.click(screen.getByLabelText('Two attempts race'));
    expect(value('charges')).toBe('2');
    expect(value('verdict')).toBe('duplicate-charge');
    const verdict = document.querySelector<HTMLElement>('[data-result="verdict"]');
    expect(verdict).toHaveTextContent(/both attempts read “no record” before either wrote/);
    await waitFor(() => expect(lastSource()).toContain('  rect rgba(180, 35, 24, 0.14)'));
    expect(useIdempotencyStore.getState().inputs).toMatchObject({
      atomic: '0',
      lost: '0',
      race: '1',
    });
  });

  it('bad input: words on the field, — in the results, the TTL calculator keeps working', async () => {
    const user = renderPanel(IdempotencyPanel);
    await retype(user, 'Retries', '2.5');
    expect(screen.getByRole('alert')).toHaveTextContent('must be a whole number');
    expect(value('charges')).toBe('');
    expect(value('verdict')).toBe('');
    expect(value('storage-bytes')).toBe(String(200 * 86_400 * 600));
    expect(
      screen.getByText('The diagram appears once every scenario field is valid.'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    expect(useIdempotencyStore.getState().inputs.retries).toBe('2.5');
  });

  it('shows a link’s unreadable boolean on its checkbox', () => {
    act(() => useIdempotencyStore.getState().set('gated', 'yes'));
    renderPanel(IdempotencyPanel);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“yes” is not a valid setting for gating the receipt',
    );
    expect(screen.getByLabelText('Receipt email gated by the same key check')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('a preset sets the scenario in one update and leaves the TTL calculator’s inputs alone', async () => {
    const user = renderPanel(IdempotencyPanel);
    await retype(user, 'Requests per second', '1000');
    const updates = vi.fn();
    const unsubscribe = useIdempotencyStore.subscribe(updates);
    await user.click(screen.getByRole('button', { name: 'Retry after TTL expiry' }));
    unsubscribe();
    expect(updates).toHaveBeenCalledTimes(1);
    expect(useIdempotencyStore.getState().inputs).toMatchObject({
      ttl: '60',
      delay: '120',
      rps: '1000',
    });
  });

  it('says what a late retry costs: a second charge, unless the gateway deduplicates', async () => {
    const user = renderPanel(IdempotencyPanel);
    const late = () => document.querySelector('[data-result="late-retry-share"]')!;
    expect(late()).toHaveTextContent('each one is a new key: a second charge');
    await user.click(screen.getByLabelText('The gateway deduplicates by the same key'));
    expect(late()).not.toHaveTextContent('each one is a new key: a second charge');
    expect(late()).toHaveTextContent(
      'a new key to the store; the gateway (keys kept 24 h) still stops a second charge within that time, not a second receipt',
    );
  });

  it('the verdict credits the gateway when it saved the charge', async () => {
    const user = renderPanel(IdempotencyPanel);
    await user.click(screen.getByRole('button', { name: 'Retry after TTL expiry' }));
    await user.click(screen.getByLabelText('The gateway deduplicates by the same key'));
    expect(value('charges')).toBe('1');
    expect(document.querySelector('[data-result="verdict"]')).toHaveTextContent(
      /the gateway recognised the key and returned the original charge, but the retry came after the stored record had expired/,
    );
  });

  it('TTL trade-off: 200 rps × 24 h × 600 B, and the late share for each distribution', async () => {
    const user = renderPanel(IdempotencyPanel);
    expect(value('storage-bytes')).toBe('10368000000');
    expect(screen.getByText('10.37 GB')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Retry delay distribution'), 'uniform');
    await retype(user, 'Maximum delay', '345600');
    expect(Number(value('late-retry-share'))).toBe(0.75);
    await user.selectOptions(screen.getByLabelText('Retry delay distribution'), 'exponential');
    await retype(user, 'Mean delay', '86400');
    expect(Number(value('late-retry-share'))).toBeCloseTo(Math.exp(-1), 14);
    await user.selectOptions(screen.getByLabelText('Retry delay distribution'), 'fixed');
    await retype(user, 'Key TTL', '1');
    expect(value('late-retry-share')).toBe('1');
  });
});
