import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MermaidDiagram } from '@/components/mermaid-diagram';
import { renderMermaid, type MermaidRender } from '@/lib/mermaid';

vi.mock('@/lib/mermaid', () => ({ renderMermaid: vi.fn() }));
const mocked = vi.mocked(renderMermaid);

/** Each render waits until the test settles it: a slow Mermaid, under the test's control. */
function controlledRenders() {
  const pending: Array<(r: MermaidRender) => void> = [];
  mocked.mockImplementation(
    () =>
      new Promise<MermaidRender>((resolve) => {
        pending.push(resolve);
      }),
  );
  return (r: MermaidRender) =>
    act(async () => {
      pending.shift()?.(r);
      await Promise.resolve();
    });
}

const svgOf = (label: string) => `<svg viewBox="0 0 10 10"><text>${label}</text></svg>`;
const figure = () => document.querySelector<HTMLElement>('figure.diagram')!;
const drawing = () => document.querySelector<HTMLElement>('.diagram-svg');
const downloads = () => [
  screen.getByRole('button', { name: 'Download SVG' }),
  screen.getByRole('button', { name: 'Download PNG (2×)' }),
];

function Diagram({ source }: { readonly source: string }) {
  return <MermaidDiagram source={source} title="Test diagram" fileName="test" />;
}

describe('MermaidDiagram', () => {
  beforeEach(() => {
    mocked.mockReset();
  });

  it('offers downloads only for the drawing of the current source', async () => {
    const settle = controlledRenders();
    const { rerender } = render(<Diagram source="graph A" />);
    for (const b of downloads()) expect(b).toBeDisabled();
    await settle({ ok: true, svg: svgOf('A') });
    await waitFor(() => expect(figure().dataset.diagramState).toBe('ready'));
    for (const b of downloads()) expect(b).toBeEnabled();
    expect(drawing()?.dataset.stale).toBeUndefined();

    // A new source: the old drawing stays on screen, dimmed and marked, and cannot be downloaded.
    rerender(<Diagram source="graph B" />);
    expect(figure().dataset.diagramState).toBe('loading');
    expect(drawing()).toHaveTextContent('A');
    expect(drawing()?.dataset.stale).toBe('true');
    expect(screen.getByText(/Out of date: redrawing/)).toBeInTheDocument();
    for (const b of downloads()) expect(b).toBeDisabled();

    await settle({ ok: true, svg: svgOf('B') });
    await waitFor(() => expect(drawing()).toHaveTextContent('B'));
    expect(drawing()?.dataset.stale).toBeUndefined();
    expect(screen.queryByText(/Out of date/)).toBeNull();
    for (const b of downloads()) expect(b).toBeEnabled();
  });

  it('after an error: the words, the previous drawing marked out of date, no downloads', async () => {
    const settle = controlledRenders();
    const { rerender } = render(<Diagram source="graph A" />);
    await settle({ ok: true, svg: svgOf('A') });
    rerender(<Diagram source="graph !" />);
    await settle({ ok: false, error: 'The diagram could not be drawn: Parse error on line 1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Parse error on line 1');
    expect(figure().dataset.diagramState).toBe('error');
    expect(drawing()).toHaveTextContent('A');
    expect(drawing()?.dataset.stale).toBe('true');
    expect(screen.getByText(/Out of date: this is the previous drawing/)).toBeInTheDocument();
    for (const b of downloads()) expect(b).toBeDisabled();
    // Copying the source is still possible: it is the current one.
    expect(screen.getByRole('button', { name: 'Copy Mermaid source' })).toBeEnabled();
  });

  it('a late answer for an older source is dropped', async () => {
    const settle = controlledRenders();
    const { rerender } = render(<Diagram source="graph A" />);
    rerender(<Diagram source="graph B" />);
    await settle({ ok: true, svg: svgOf('A') }); // the answer for A arrives after B was asked for
    expect(drawing()).toBeNull();
    await settle({ ok: true, svg: svgOf('B') });
    await waitFor(() => expect(drawing()).toHaveTextContent('B'));
    for (const b of downloads()) expect(b).toBeEnabled();
  });
});
