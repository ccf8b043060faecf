import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CompositionPanel from '@/features/composition/composition-panel';
import { deriveComposition } from '@/features/composition/composition-model';
import { useCompositionStore } from '@/features/composition/state';
import { renderPanel } from '../helpers';

function result(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-result="${id}"]`);
  if (!el) throw new Error(`no result ${id}`);
  return el;
}
const value = (id: string) => result(id).dataset.value;
const text = (id: string) => result(id).querySelector('output')?.textContent;

/** Replaces the topology text the way a user pasting it would. */
function typeTopology(t: string) {
  fireEvent.change(screen.getByLabelText('Topology'), { target: { value: t } });
}

describe('Composition panel', () => {
  it('opens on the redundant-database chain: 99.94000400059995%', () => {
    renderPanel(CompositionPanel);
    expect(value('total-availability')).toBe(String(1 - 0.0005999599940005));
    expect(result('total-availability')).toHaveTextContent('exactly 99.94000400059995%');
    expect(value('total-unavailability')).toBe('0.0005999599940005');
    expect(value('total-downtime-year')).toBe(String(0.0005999599940005 * 31_536_000));
    expect(screen.getByText(/Weakest link:/)).toHaveTextContent('app');
  });

  it('types the classic chain and reads 99.9300109995%, with the downtime budgets', () => {
    renderPanel(CompositionPanel);
    typeTopology('series(lb: 99.99, app: 99.95, db: 99.99)');
    expect(result('total-availability')).toHaveTextContent('exactly 99.9300109995%');
    expect(value('total-unavailability')).toBe('0.000699890005');
    expect(Number(value('total-downtime-year'))).toBeCloseTo(0.000699890005 * 31_536_000, 6);
    expect(Number(value('total-downtime-month'))).toBeCloseTo(0.000699890005 * 2_628_000, 6);
    expect(Number(value('share-app'))).toBeCloseTo(
      (0.000699890005 - 0.00019999) / 0.000699890005,
      12,
    );
  });

  it('shows 24 nines for two twelve-nines components in parallel', () => {
    renderPanel(CompositionPanel);
    typeTopology('parallel(a: 99.9999999999, b: 99.9999999999)');
    expect(value('total-nines')).toBe('24');
    expect(value('total-unavailability')).toBe('1e-24');
    expect(text('total-availability')).not.toBe('100%');
  });

  it('keeps the last valid result, marked stale, and the typed text, on an error', () => {
    renderPanel(CompositionPanel);
    typeTopology('series(lb: 99.99, app: 99.95');
    expect(screen.getByRole('alert')).toHaveTextContent(/Line 1, column 7.*never closed/);
    expect(screen.getByLabelText('Topology')).toHaveValue('series(lb: 99.99, app: 99.95');
    expect(useCompositionStore.getState().inputs.t).toBe('series(lb: 99.99, app: 99.95');
    expect(value('total-availability')).toBe('');
    expect(result('total-availability').dataset.stale).toBe('true');
    expect(result('total-availability')).toHaveTextContent('exactly 99.94000400059995%');
    expect(screen.getByText(/Stale: showing the last valid topology/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    typeTopology('series(lb: 99.99, app: 99.95)');
    expect(value('total-unavailability')).toBe('0.00059995');
    expect(screen.queryByText(/Stale:/)).toBeNull();
  });

  it('adds a replica from the structured editor, and the text follows', async () => {
    const user = renderPanel(CompositionPanel);
    typeTopology('2of3(n1: 99.9, n2: 99.9, n3: 99.9)');
    const editor = screen.getByRole('region', { name: 'Structured editor' });
    await user.click(within(editor).getByRole('button', { name: 'Add replica to 2of3' }));
    expect(screen.getByLabelText('Topology')).toHaveValue(
      '2of4(n1: 99.9, n2: 99.9, n3: 99.9, n4: 99.9)',
    );
    const avail = within(editor).getByLabelText('Availability of n4, percent');
    await user.clear(avail);
    await user.type(avail, '99');
    expect(screen.getByLabelText('Topology')).toHaveValue(
      '2of4(n1: 99.9, n2: 99.9, n3: 99.9, n4: 99)',
    );
  });

  it('marks shares and what-ifs stale like the totals', () => {
    renderPanel(CompositionPanel);
    typeTopology('series(lb: 99.99, app: 99.95, db: 99.99)');
    const share = value('share-app');
    const whatIf = value('what-if-app');
    expect(share).not.toBe('');
    typeTopology('series(lb: 99.99, app: 99.95, db: 99.99');
    for (const [id, last] of [
      ['share-app', share],
      ['what-if-app', whatIf],
    ] as const) {
      expect(value(id)).toBe('');
      expect(result(id).dataset.stale).toBe('true');
      expect(result(id).dataset.staleValue).toBe(last);
    }
    typeTopology('series(lb: 99.99, app: 99.95, db: 99.99)');
    expect(value('share-app')).toBe(share);
    expect(result('share-app').dataset.stale).toBeUndefined();
  });

  it('shows the total unavailability to 5 significant digits: 5.9996 × 10⁻⁴', () => {
    renderPanel(CompositionPanel);
    expect(text('total-unavailability')).toBe('5.9996 × 10⁻⁴');
  });

  it('marks every member tied for the largest share, and says shares can exceed 100%', () => {
    renderPanel(CompositionPanel);
    typeTopology('parallel(a: 99.9, b: 99.9)');
    expect(screen.getByText(/Weakest links, tied:/)).toHaveTextContent('a, b');
    expect(document.querySelectorAll('.bd-weakest')).toHaveLength(2);
    expect(document.querySelectorAll('tr.is-weakest')).toHaveLength(2);
    expect(screen.getByText(/shares can add up to more than 100%/)).toBeInTheDocument();
  });

  it('changes a group’s kind in the structured editor and keeps the text valid', async () => {
    const user = renderPanel(CompositionPanel);
    typeTopology('series(a: 99.9, b: 99.9, c: 99.9)');
    await user.selectOptions(screen.getByLabelText('Kind of series'), 'kofn');
    expect(screen.getByLabelText('Topology')).toHaveValue('2of3(a: 99.9, b: 99.9, c: 99.9)');
    typeTopology('parallel[failover=99%, ccf=5%](a: 99.9, b: 99.9, c: 99.9)');
    await user.selectOptions(screen.getByLabelText('Kind of parallel'), 'kofn');
    expect(screen.getByLabelText('Topology')).toHaveValue(
      '2of3[ccf=5%](a: 99.9, b: 99.9, c: 99.9)',
    );
    await user.selectOptions(screen.getByLabelText('Kind of 2of3'), 'series');
    expect(screen.getByLabelText('Topology')).toHaveValue('series(a: 99.9, b: 99.9, c: 99.9)');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the text editor’s changes in the structured editor at once', () => {
    renderPanel(CompositionPanel);
    typeTopology('series(edge: 99.9, api: 99.5)');
    expect(screen.getByLabelText('Name of api')).toHaveValue('api');
    expect(screen.getByLabelText('Availability of api, percent')).toHaveValue('99.5');
  });

  it('picks a preset and shows its point', async () => {
    const user = renderPanel(CompositionPanel);
    await user.selectOptions(screen.getByLabelText('Preset'), '3-node quorum');
    expect(value('total-unavailability')).toBe('0.000002998');
  });

  it('answers the quorum helper for 5 replicas at 99.9%', () => {
    renderPanel(CompositionPanel);
    expect(value('quorum-majority')).toBe('3');
    expect(value('quorum-tolerates')).toBe('2');
    expect(Number(value('quorum-availability'))).toBeCloseTo(1 - 9.985006e-9, 15);
  });

  it('explains a bad calendar from a link and keeps the other totals', () => {
    act(() => useCompositionStore.getState().set('cal', 'lunar'));
    renderPanel(CompositionPanel);
    expect(screen.getByRole('alert')).toHaveTextContent('“lunar” is not a calendar');
    expect(value('total-downtime-year')).toBe('');
    expect(value('total-nines')).not.toBe('');
  });

  it('scrolls a long group in its own region, and keeps a short one in the page', () => {
    renderPanel(CompositionPanel);
    const members = (n: number) => Array.from({ length: n }, (_, i) => `n${i}: 99.9`).join(', ');
    typeTopology(`20of40(${members(40)})`);
    const editor = within(screen.getByRole('region', { name: 'Structured editor' }));
    // 40 members, the threshold: drawn whole, in the page.
    expect(editor.queryByRole('region')).toBeNull();
    expect(editor.getAllByLabelText(/^Availability of n/)).toHaveLength(40);
    // One more (from the editor itself) and the members scroll in their own region.
    fireEvent.click(editor.getByRole('button', { name: /^Add replica to / }));
    expect(
      editor.getByRole('region', { name: /^Members of .*, 41 blocks, scrolls$/ }),
    ).toHaveAttribute('tabindex', '0');
    // A paste of 60 is one too.
    typeTopology(`2of60(${members(60)})`);
    expect(editor.getByRole('region', { name: /, 60 blocks, scrolls$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show the other .* members/ })).toBeNull();
  });

  it('evaluates a 500-block quorum with a common cause and says what it approximated or skipped', () => {
    renderPanel(CompositionPanel);
    const members = Array.from(
      { length: 499 },
      (_, i) => `m${i}: ${(99 + ((i * 7919) % 99_991) / 100_000).toFixed(5)}`,
    );
    typeTopology(`250of499[ccf=5%](${members.join(', ')})`);
    // docs/models.md: U = q꜀ + (1 − q꜀) · U_structure, q꜀ = β · max u = 0.05 × 0.01 (m0 is 99%);
    // 250 of 499 members each down with q ≤ 0.0095 is far below 10⁻³⁰⁰: U is q꜀ to every digit.
    expect(Number(value('total-unavailability'))).toBeCloseTo(5e-4, 15);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(/≈ marks 499 blocks/);
    // With q꜀ = β · max u only the worst member's what-if moves the common event: at most that
    // one can be skipped.
    expect(screen.queryAllByText('— (skipped)').length).toBeLessThanOrEqual(1);
    // The table and the editor scroll in their own regions and draw only the rows in view
    // (happy-dom lays nothing out, so here none: the component tests give them a size); the
    // diagram draws 8 blocks and offers the rest.
    const table = within(screen.getByRole('region', { name: /^Shares and what-ifs, 500 rows/ }));
    expect(table.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
    expect(screen.getByRole('region', { name: /^Members of .*, 499 blocks/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Show the other 491 blocks/ })).toBeVisible();
    // Every share is there; a skipped what-if has an empty value, never NaN.
    const evaluation = deriveComposition(useCompositionStore.getState().inputs).analysis.evaluation;
    const components = evaluation?.blocks.filter((b) => b.isComponent) ?? [];
    expect(components).toHaveLength(499);
    expect(
      components.every((b) => b.share !== null && Number.isFinite(b.share) && b.share >= 0),
    ).toBe(true);
    const whatIfs = components.map((b) => b.oneMoreNine);
    expect(
      whatIfs.every((w) => w === null || (w.m > 0n && Number.isFinite(Number(`${w.m}e${w.e}`)))),
    ).toBe(true);
  }, 20_000);
});
