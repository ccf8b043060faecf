/**
 * The only module that imports Mermaid (docs/architecture.md, "Loading"): fetched on the first render, so the shell
 * and panels without diagrams never download it. Renders are queued because Mermaid's
 * configuration is global: a render in the dark theme must not pick up a light `initialize`.
 */
import type { Mermaid } from 'mermaid';

export type DiagramTheme = 'light' | 'dark';

export type MermaidRender =
  { readonly ok: true; readonly svg: string } | { readonly ok: false; readonly error: string };

let loading: Promise<Mermaid> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let configured: DiagramTheme | null = null;
let renders = 0;

function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then((m) => m.default);
  // A failed download may succeed later (the network came back): do not cache the failure.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function configure(mermaid: Mermaid, theme: DiagramTheme): void {
  if (configured === theme) return;
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    // A parse error comes back as a rejected promise (shown in words by the caller); without
    // this Mermaid also appends its "Syntax error" bomb graphic to <body>.
    suppressErrorRendering: true,
    // Mermaid 12 defaults to ELK, a 1.5 MiB chunk; dagre lays out these diagrams well.
    layout: 'dagre',
    theme: theme === 'dark' ? 'dark' : 'default',
    // SVG text rather than HTML labels: a canvas that draws foreignObject is tainted, which
    // would make the PNG export fail.
    htmlLabels: false,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    // Natural size: the figure scrolls sideways on narrow screens rather than shrinking text.
    flowchart: { useMaxWidth: false },
    sequence: { useMaxWidth: false },
  });
  configured = theme;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n').find((l) => l.trim() !== '') ?? 'unknown error';
  return `The diagram could not be drawn: ${firstLine.trim()}`;
}

/** A result for a render that was no longer wanted when its turn came; never shown. */
const SUPERSEDED: MermaidRender = { ok: false, error: 'Superseded by a newer drawing.' };

/**
 * Lets the browser run other tasks (input, paint) before the caller goes on. A Mermaid render
 * is one long synchronous stretch (layout and text measurement); without this it would run in
 * the task of the keystroke that asked for it, and a render queued behind another would run in
 * the same task as the one before, so two renders added up to one task twice as long.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Mermaid source to SVG text; never throws: a failure comes back in words. Each render starts
 * in a task of its own. A render whose `signal` was aborted before its turn (the caller has a
 * newer source) is skipped and resolves to an error the caller does not show.
 */
export function renderMermaid(
  source: string,
  theme: DiagramTheme,
  signal?: AbortSignal,
): Promise<MermaidRender> {
  const run = async (): Promise<MermaidRender> => {
    await nextTask();
    if (signal?.aborted) return SUPERSEDED;
    let mermaid: Mermaid;
    try {
      mermaid = await loadMermaid();
    } catch {
      return {
        ok: false,
        error: 'The diagram library could not be loaded (are you offline?). The source is below.',
      };
    }
    try {
      configure(mermaid, theme);
      renders += 1;
      // A unique id per render: Mermaid scopes the SVG's styles by it.
      const { svg } = await mermaid.render(`mermaid-diagram-${renders}`, source);
      return { ok: true, svg };
    } catch (error) {
      return { ok: false, error: describeError(error) };
    }
  };
  const result = queue.then(run, run);
  queue = result;
  return result;
}
