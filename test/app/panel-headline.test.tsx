import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PANELS } from '@/app/panels';
import { sharedLead } from '@/app/panel-headline';
import { PanelHost } from '@/app/panel-host';
import { compositionPanel } from '@/features/composition/panel';
import { COMPOSITION_HEADLINE } from '@/features/composition/results';
import { RETRIES_HEADLINE, type RetriesResultsModel } from '@/features/retries/results';
import type { ResultRow } from '@/lib/results/declare';
import { POLICIES } from '@/core/overload/types';

vi.mock('@/lib/mermaid', () => ({ renderMermaid: vi.fn(() => new Promise(() => {})) }));

/** The headline's items as the page draws them, once every simulation has finished. */
async function headlineDrawn(container: HTMLElement) {
  return vi.waitFor(
    () => {
      for (const run of container.querySelectorAll('[data-status]'))
        expect(run.getAttribute('data-status')).toBe('done');
      const items = [...container.querySelectorAll('[data-headline]')];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.getAttribute('data-state')).toBe('known');
      return items;
    },
    { timeout: 50_000, interval: 200 },
  );
}

describe('the headline of every panel’s worked example', () => {
  it.each(PANELS.map((p) => [p.id, p] as const))(
    '%s: under the title, each item its card’s value and text, one data-result per id',
    async (id, panel) => {
      panel.store.getState().reset();
      const { container, unmount } = render(<PanelHost panel={panel} notices={[]} embed />);
      const items = await headlineDrawn(container);
      // One to three answers; Overload's is one per policy (who recovers, or the load each sends).
      expect(items.length).toBeLessThanOrEqual(id === 'overload' ? POLICIES.length : 3);
      const header = container.querySelector('.panel-header');
      for (const item of items) {
        expect(header?.contains(item)).toBe(true);
        const headlineId = item.getAttribute('data-headline');
        const cards = container.querySelectorAll(`[data-result="${headlineId}"]`);
        expect(cards, `${id}: ${headlineId}`).toHaveLength(1);
        const card = cards[0]!;
        expect(item.getAttribute('data-value')).toBe(card.getAttribute('data-value'));
        expect(item.getAttribute('data-unit')).toBe(card.getAttribute('data-unit'));
        expect(card.textContent).toContain(item.querySelector('dd')?.textContent);
      }
      unmount();
    },
    60_000,
  );
});

describe('the headline while the input has an error or a simulation runs', () => {
  it('Composition: the last valid total, marked, while the topology does not parse; then current again', async () => {
    act(() => compositionPanel.store.getState().replace({ t: 'parallel(a: 99.9, b: 99.9)' }));
    const { container, unmount } = render(
      <PanelHost panel={compositionPanel} notices={[]} embed />,
    );
    const item = () => container.querySelector('[data-headline="total-availability"]');
    await vi.waitFor(() => expect(item()).toHaveAttribute('data-state', 'known'), {
      timeout: 10_000,
    });
    // Two 99.9% in parallel: u = 0.001² = 10⁻⁶, A = 99.9999%.
    expect(item()).toHaveAttribute('data-value', '0.999999');
    fireEvent.change(screen.getByLabelText('Topology'), {
      target: { value: 'parallel(a: 99.9, b: 99.9' },
    });
    await vi.waitFor(() => expect(item()).toHaveAttribute('data-state', 'stale'));
    expect(item()).toHaveAttribute('data-value', '');
    expect(item()).toHaveAttribute('data-stale-value', '0.999999');
    expect(item()?.textContent).toContain('(last valid)');
    fireEvent.change(screen.getByLabelText('Topology'), {
      target: { value: 'parallel(a: 99.9, b: 99.9)' },
    });
    await vi.waitFor(() => expect(item()).toHaveAttribute('data-state', 'known'));
    unmount();
  });

  it('Overload: simulating… for each policy’s load until the sweep ends, then its value', async () => {
    const { overloadPanel } = await import('@/features/overload/panel');
    overloadPanel.store.getState().reset();
    const { container, unmount } = render(<PanelHost panel={overloadPanel} notices={[]} embed />);
    const items = () => [...container.querySelectorAll('[data-headline]')];
    await vi.waitFor(() => expect(items().length).toBe(POLICIES.length), { timeout: 10_000 });
    const first = items().map((i) => [
      i.getAttribute('data-state'),
      i.querySelector('dd')?.textContent,
    ]);
    expect(first.every(([state, text]) => state === 'running' && text === 'simulating…')).toBe(
      true,
    );
    await vi.waitFor(
      () => expect(items().every((i) => i.getAttribute('data-state') === 'known')).toBe(true),
      { timeout: 50_000, interval: 200 },
    );
    unmount();
  }, 60_000);
});

describe('headlines that depend on the rows', () => {
  const row = (id: string, value: number | null): ResultRow => ({
    id,
    label: id,
    unit: 'fraction',
    value,
    text: String(value),
  });

  it('Composition: the total, then the block with the largest share of the downtime', () => {
    const rows = [row('total-availability', 0.999), row('share-a', 0.2), row('share-b', 0.7)];
    const model = compositionPanel as never;
    expect(COMPOSITION_HEADLINE(model, rows)).toEqual(['total-availability', 'share-b']);
    expect(COMPOSITION_HEADLINE(model, [...rows, row('share-c', null)])).toEqual([
      'total-availability',
      'share-b',
    ]);
    expect(COMPOSITION_HEADLINE(model, [row('total-availability', null)])).toEqual([
      'total-availability',
    ]);
  });

  it('Retries: contention at the largest N, the wave’s and the recovery’s own results', () => {
    const inMode = (mode: string) => ({ model: { mode } }) as unknown as RetriesResultsModel;
    const contention = ['time:exponential:10', 'time:exponential:40', 'time:full:40'].map((id) =>
      row(id, 1),
    );
    expect(RETRIES_HEADLINE(inMode('contention'), contention)).toEqual([
      'time:exponential:40',
      'time:full:40',
    ]);
    const wave = ['peak-exponential', 'peak-full', 'peak-equal'].map((id) => row(id, 1));
    expect(RETRIES_HEADLINE(inMode('wave'), wave)).toEqual(['peak-exponential', 'peak-full']);
    const recovery = ['drain-time-full', 'peak-load-full'].map((id) => row(id, 1));
    expect(RETRIES_HEADLINE(inMode('recovery'), recovery)).toEqual([
      'drain-time-full',
      'peak-load-full',
    ]);
  });
});

describe('sharedLead', () => {
  it('is the words before the first comma when every label has them and more', () => {
    expect(sharedLead(['Load at the chosen f, No retries', 'Load at the chosen f, gRPC'])).toBe(
      'Load at the chosen f, ',
    );
    expect(sharedLead(['Peak bucket, Exponential, no jitter', 'Peak bucket, Full jitter'])).toBe(
      'Peak bucket, ',
    );
  });

  it('is nothing for one label, labels that differ, or a label that is only the lead', () => {
    expect(sharedLead(['Load at the chosen f, No retries'])).toBe('');
    expect(sharedLead(['First alert after', 'Budget the incident spends'])).toBe('');
    expect(sharedLead(['Share, a', 'Share, '])).toBe('');
    expect(sharedLead(['Share, a', 'Shared, b'])).toBe('');
    expect(sharedLead([])).toBe('');
  });
});
