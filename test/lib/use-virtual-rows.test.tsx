import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseSyntax } from '@/core/composition/parse';
import { deriveComposition } from '@/features/composition/composition-model';
import { useCompositionStore } from '@/features/composition/state';
import { StructuredEditor } from '@/features/composition/structured-editor';
import { EDITOR_ROW_ESTIMATE } from '@/features/composition/structured-row';
import { WHAT_IF_ROW_ESTIMATE, WhatIfTable } from '@/features/composition/what-if-table';
import { VIRTUALISE_ABOVE } from '@/lib/use-virtual-rows';

/*
 * useVirtualRows (lib/use-virtual-rows.ts), through the two lists that use it: Composition's
 * what-if table and its structured editor (the top-level blocks and a long group's members).
 *
 * happy-dom lays nothing out: every height is 0, so a virtualiser would see a view of no height
 * (or rows of no height, and draw them all). Give the scroll regions a 400 px view and every row
 * its estimated height, as a browser would measure for one-line rows, so "how many rows are
 * drawn" and "where row k is" mean something.
 */
const VIEW = 400;
const TR = WHAT_IF_ROW_ESTIMATE;
const LI = EDITOR_ROW_ESTIMATE;
/** Rows drawn at most: those in view, one cut at each edge, and 6 beyond each edge. */
const most = (row: number) => Math.ceil(VIEW / row) + 2 + 2 * 6;
const inRegion = (el: HTMLElement) =>
  el.classList.contains('what-if-scroll') || el.classList.contains('se-scroll');
const saved = {
  client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  offset: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return inRegion(this) ? VIEW : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.hasAttribute('data-index')) return 0;
      return this.tagName === 'TR' ? TR : LI;
    },
  });
});
afterAll(() => {
  if (saved.client) Object.defineProperty(HTMLElement.prototype, 'clientHeight', saved.client);
  if (saved.offset) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', saved.offset);
});

const N = 500;
/** 500 identical components in series, each 99.9%. */
const SERIES = Array.from({ length: N }, (_, i) => `s${i}: 99.9`).join(',\n');
/**
 * Each one's share, independently: the total unavailability is 1 − a^N, and without one block it
 * is 1 − a^(N−1), so the share is (a^(N−1) − a^N) / (1 − a^N) = a^(N−1) · u / (1 − a^N).
 */
const SHARE = (0.999 ** (N - 1) * 0.001) / (1 - 0.999 ** N);

function evaluationOf(text: string) {
  const evaluation = deriveComposition({ ...useCompositionStore.getState().inputs, t: text })
    .analysis.evaluation;
  if (!evaluation) throw new Error('the topology did not evaluate');
  return evaluation;
}

function topologyOf(text: string) {
  const syntax = parseSyntax(text);
  if (!syntax.ok) throw new Error('the topology did not parse');
  return syntax.topology;
}

/** Scrolls a region the way a user would: its scrollTop moves, then it fires `scroll`. */
function scrollTo(region: HTMLElement, top: number) {
  act(() => {
    region.scrollTop = top;
    fireEvent.scroll(region);
  });
}

const shareValues = () =>
  [...document.querySelectorAll<HTMLElement>('[data-result^="share-"]')].map((el) => ({
    name: (el.dataset.result ?? '').slice('share-'.length),
    value: Number(el.dataset.value),
  }));

describe('Long lists are virtualised', () => {
  it('draws a bounded window of a 500-row what-if table, with the row count for screen readers', () => {
    const evaluation = evaluationOf(SERIES);
    expect(evaluation.blocks).toHaveLength(N);
    render(<WhatIfTable evaluation={evaluation} stale={false} />);
    const region = screen.getByRole('region', { name: /^Shares and what-ifs, 500 rows/ });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', String(N + 1));

    const drawn = table.querySelectorAll('tbody tr[aria-rowindex]');
    // The 400 px view holds about 10 rows; a few more are drawn below it, never hundreds.
    expect(drawn.length).toBeGreaterThanOrEqual(Math.floor(VIEW / TR));
    expect(drawn.length).toBeLessThanOrEqual(most(TR));
    // The header is row 1, so the first block is row 2.
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
    expect(drawn[0]?.querySelector('th')).toHaveTextContent('s0');
    for (const { value } of shareValues()) expect(value).toBeCloseTo(SHARE, 12);
  });

  it('scrolling brings later rows in, each with its own share and row index', () => {
    render(<WhatIfTable evaluation={evaluationOf(SERIES)} stale={false} />);
    const region = screen.getByRole('region', { name: /^Shares and what-ifs/ });
    expect(document.querySelector('[data-result="share-s300"]')).toBeNull();

    scrollTo(region, 300 * TR);
    const row = document.querySelector('[data-result="share-s300"]')?.closest('tr');
    expect(row).toHaveAttribute('aria-rowindex', String(300 + 2));
    expect(document.querySelector('[data-result="share-s0"]')).toBeNull();
    const shares = shareValues();
    expect(shares.length).toBeLessThanOrEqual(most(TR));
    for (const { value } of shares) expect(value).toBeCloseTo(SHARE, 12);
    // The space of the rows not drawn is kept above them, so the scroll position means the same.
    const gap = region.querySelector<HTMLElement>('.what-if-gap td');
    expect(parseFloat(gap?.style.height ?? '0')).toBeGreaterThan(250 * TR);

    scrollTo(region, (N - 10) * TR);
    expect(document.querySelector('[data-result="share-s499"]')?.closest('tr')).toHaveAttribute(
      'aria-rowindex',
      String(N + 1),
    );
  });

  it('leaves a list at the threshold whole, in the page, with only a sideways scroll region', () => {
    const text = Array.from({ length: VIRTUALISE_ABOVE }, (_, i) => `s${i}: 99.9`).join(',\n');
    render(<WhatIfTable evaluation={evaluationOf(text)} stale={false} />);
    expect(screen.queryByRole('region', { name: /rows, scrolls$/ })).toBeNull();
    // A phone scrolls the table sideways in its own region, which a keyboard can reach.
    expect(screen.getByRole('region', { name: 'Shares and what-ifs' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
    expect(document.querySelectorAll('[data-result^="share-"]')).toHaveLength(VIRTUALISE_ABOVE);
  });

  it('draws a bounded window of a 500-block structured editor, and scrolls to the last', () => {
    render(
      <StructuredEditor topology={topologyOf(SERIES)} syntaxError={null} onChange={vi.fn()} />,
    );
    const region = screen.getByRole('region', { name: /^Top-level blocks, 500 blocks/ });
    const items = within(region).getAllByRole('listitem');
    expect(items.length).toBeLessThanOrEqual(most(LI));
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', String(N));

    scrollTo(region, (N - 5) * LI);
    const last = screen.getByLabelText('Availability of s499, percent').closest('li');
    expect(last).toHaveAttribute('aria-posinset', String(N));
    expect(screen.getByRole('button', { name: 'Move s499 down' })).toBeDisabled();
  });

  it('virtualises a long group inside the editor in its own region', () => {
    const members = Array.from({ length: 120 }, (_, i) => `r${i}: 99`).join(', ');
    render(
      <StructuredEditor
        topology={topologyOf(`lb: 99.99\n60of120(${members})`)}
        syntaxError={null}
        onChange={vi.fn()}
      />,
    );
    // Two top-level blocks: no region for them; the 120 members scroll in theirs.
    expect(screen.queryByRole('region', { name: /^Top-level blocks/ })).toBeNull();
    const group = screen.getByRole('region', { name: /^Members of .*, 120 blocks, scrolls$/ });
    expect(within(group).getAllByRole('listitem').length).toBeLessThanOrEqual(most(LI));
    scrollTo(group, 100 * LI);
    expect(within(group).getByLabelText('Availability of r100, percent')).toBeInTheDocument();
  });

  it('keeps the focus in the row being edited while rows are added and removed elsewhere', () => {
    // 499, so that one more is still within the 500-block limit.
    const names = Array.from({ length: N - 1 }, (_, i) => `s${i}`);
    const textOf = (list: readonly string[]) => list.map((n) => `${n}: 99.9`).join(',\n');
    const onChange = vi.fn();
    const { rerender } = render(
      <StructuredEditor
        topology={topologyOf(textOf(names))}
        syntaxError={null}
        onChange={onChange}
      />,
    );
    const field = screen.getByLabelText<HTMLInputElement>('Availability of s3, percent');
    act(() => field.focus());
    fireEvent.change(field, { target: { value: '99.5' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('s3: 99.5'));

    // A block added at the end, then one removed after the edited row.
    for (const next of [[...names, 'extra'], names.filter((n) => n !== 's10')]) {
      rerender(
        <StructuredEditor
          topology={topologyOf(textOf(next))}
          syntaxError={null}
          onChange={onChange}
        />,
      );
      expect(document.activeElement).toBe(field);
      expect(field).toHaveAccessibleName('Availability of s3, percent');
      expect(field.closest('li')).toHaveAttribute('aria-setsize', String(next.length));
    }

    // Scrolled far away, the focused row stays drawn (typing never loses the caret) and the
    // rows in view are drawn around it.
    const region = screen.getByRole('region', { name: /^Top-level blocks/ });
    scrollTo(region, 400 * LI);
    expect(field.isConnected).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(screen.getByLabelText('Availability of s401, percent')).toBeInTheDocument();
  });
});
