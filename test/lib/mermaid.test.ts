import { beforeEach, describe, expect, it, vi } from 'vitest';

// The real Mermaid needs a browser to lay out; the adapter's own contract is checked here.
const initialize = vi.fn();
const render = vi.fn();
vi.mock('mermaid', () => ({ default: { initialize, render } }));

/** A fresh copy of the adapter: it caches the loaded library and the configured theme. */
async function adapter() {
  vi.resetModules();
  return import('@/lib/mermaid');
}

describe('lib/mermaid', () => {
  beforeEach(() => {
    initialize.mockReset();
    render.mockReset();
  });

  it('initialises Mermaid strictly, with dagre, no error graphic, and the theme asked for', async () => {
    render.mockResolvedValue({ svg: '<svg id="a"></svg>' });
    const { renderMermaid } = await adapter();
    expect(await renderMermaid('flowchart TD\n  a --> b', 'dark')).toEqual({
      ok: true,
      svg: '<svg id="a"></svg>',
    });
    expect(initialize).toHaveBeenCalledTimes(1);
    expect(initialize.mock.calls[0]?.[0]).toMatchObject({
      startOnLoad: false,
      securityLevel: 'strict',
      layout: 'dagre',
      suppressErrorRendering: true,
      theme: 'dark',
      htmlLabels: false,
    });
    expect(render).toHaveBeenCalledWith(
      expect.stringMatching(/^mermaid-diagram-\d+$/),
      'flowchart TD\n  a --> b',
    );
  });

  it('re-initialises only when the theme changes, and gives every render its own id', async () => {
    render.mockResolvedValue({ svg: '<svg></svg>' });
    const { renderMermaid } = await adapter();
    await renderMermaid('a', 'light');
    await renderMermaid('b', 'light');
    await renderMermaid('c', 'dark');
    expect(initialize.mock.calls.map((c) => (c[0] as { theme: string }).theme)).toEqual([
      'default',
      'dark',
    ]);
    const ids = render.mock.calls.map((c) => c[0] as string);
    expect(new Set(ids).size).toBe(3);
  });

  it('turns a parse error into words (its first line), never a throw', async () => {
    render.mockRejectedValue(new Error('\nParse error on line 3:\n...a -->\n---^'));
    const { renderMermaid } = await adapter();
    expect(await renderMermaid('flowchart TD\n  a -->', 'light')).toEqual({
      ok: false,
      error: 'The diagram could not be drawn: Parse error on line 3:',
    });
    render.mockRejectedValue('plain string');
    expect(await renderMermaid('x', 'light')).toEqual({
      ok: false,
      error: 'The diagram could not be drawn: plain string',
    });
  });

  it('keeps renders in order: a failure does not stop the next one', async () => {
    render.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce({ svg: '<svg/>' });
    const { renderMermaid } = await adapter();
    const [first, second] = await Promise.all([
      renderMermaid('bad', 'light'),
      renderMermaid('good', 'light'),
    ]);
    expect(first).toEqual({ ok: false, error: 'The diagram could not be drawn: boom' });
    expect(second).toEqual({ ok: true, svg: '<svg/>' });
    expect(render.mock.calls.map((c) => c[1] as string)).toEqual(['bad', 'good']);
  });
  it('starts each render in a task of its own, not in the task that asked for it', async () => {
    render.mockResolvedValue({ svg: '<svg/>' });
    const { renderMermaid } = await adapter();
    const first = renderMermaid('a', 'light');
    const second = renderMermaid('b', 'light');
    // Microtasks alone (what a keystroke's task runs before it ends) do not reach Mermaid.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(render).not.toHaveBeenCalled();
    await first;
    // The second render waits for a task after the first one, so the two never add up to one.
    expect(render.mock.calls.map((c) => c[1] as string)).toEqual(['a']);
    await second;
    expect(render.mock.calls.map((c) => c[1] as string)).toEqual(['a', 'b']);
  });

  it('skips a render whose caller aborted it before its turn, and draws the next', async () => {
    render.mockResolvedValue({ svg: '<svg/>' });
    const { renderMermaid } = await adapter();
    const unwanted = new AbortController();
    const skipped = renderMermaid('old', 'light', unwanted.signal);
    const drawn = renderMermaid('new', 'light', new AbortController().signal);
    unwanted.abort();
    expect(await skipped).toEqual({ ok: false, error: 'Superseded by a newer drawing.' });
    expect(await drawn).toEqual({ ok: true, svg: '<svg/>' });
    expect(render.mock.calls.map((c) => c[1] as string)).toEqual(['new']);
  });
});
