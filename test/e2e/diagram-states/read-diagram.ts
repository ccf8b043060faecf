/**
 * Reading a diagram the way a person sees it: what Mermaid drew in the page's SVG (node and
 * message text, highlighted nodes and edges, shaded bands), never the Mermaid source.
 */
import type { Page } from 'playwright-core';

export interface Drawing {
  readonly state: string | null;
  /** The error shown under the diagram, if any. */
  readonly error: string | null;
}

/**
 * Runs `change` (a new hash, a click) and waits until the diagram has settled for it: a new SVG
 * that is `ready`, or an error. The SVG on screen is marked first, so the previous drawing, still
 * `ready` until the app has taken in the change, never counts. The change must therefore alter
 * the diagram (the same inputs would never redraw).
 */
export async function redrawn(page: Page, change: () => Promise<unknown>): Promise<Drawing> {
  await page.evaluate(() =>
    document.querySelector('.diagram-svg svg')?.setAttribute('data-previous-state', ''),
  );
  await change();
  // Polled on a timer, not on animation frames, which a page may stop getting.
  await page.waitForFunction(
    () => {
      const figure = document.querySelector('figure.diagram');
      const state = figure?.getAttribute('data-diagram-state');
      if (state === 'error') return true;
      return (
        state === 'ready' && !!figure?.querySelector('.diagram-svg svg:not([data-previous-state])')
      );
    },
    undefined,
    { polling: 100 },
  );
  return page.evaluate(() => {
    const figure = document.querySelector('figure.diagram');
    return {
      state: figure?.getAttribute('data-diagram-state') ?? null,
      error: figure?.querySelector('.diagram-error')?.textContent ?? null,
    };
  });
}

/**
 * Moves the page to `hash` (same document) and waits for its new drawing, as `redrawn`. On a
 * retry the page is already there, which would never redraw, and whatever held up the first try
 * (a render that never finished, in one CI run) may still hold the document: it reloads the app
 * on Nines, a new document with a new Mermaid, then moves to `hash`.
 */
export async function drawState(page: Page, hash: string): Promise<Drawing> {
  if ((await page.evaluate(() => location.hash)) === hash) {
    const app = page.url().replace(/#.*$/, '');
    await page.goto('about:blank');
    await page.goto(`${app}#/nines`);
    await page.locator('[data-result]').first().waitFor();
  }
  return redrawn(page, () => page.evaluate((h) => (location.hash = h), hash));
}

export interface Flowchart {
  /** Node ids (check, failures, …) with the `verdict`, `blocked` and `taken` classes. */
  readonly verdictNodes: string[];
  readonly blockedNodes: string[];
  readonly takenNodes: string[];
  /** Edges drawn thick (the path taken), as `from_to`. */
  readonly highlightedEdges: string[];
  /** Each node's text, its wrapped lines joined by spaces. */
  readonly labels: Record<string, string>;
  /** The SVG's accessible description (`<desc>`). */
  readonly description: string;
  /** Fill of the verdict node's shape; stroke of the blocked node's shape. */
  readonly verdictFill: string | null;
  readonly blockedStroke: string | null;
}

export function readFlowchart(page: Page): Promise<Flowchart> {
  return page.evaluate(() => {
    const svg = document.querySelector('.diagram-svg svg')!;
    const nodes = [...svg.querySelectorAll<SVGGElement>('g.node')].map((g) => ({
      // Mermaid's ids: `mermaid-diagram-3-flowchart-page-12`.
      id: /-flowchart-(\w+)-\d+$/.exec(g.id)?.[1] ?? g.id,
      g,
    }));
    const withClass = (c: string) =>
      nodes.filter((n) => n.g.classList.contains(c)).map((n) => n.id);
    const shapeStyle = (c: string, property: 'fill' | 'stroke') => {
      // A polygon (diamond) carries the style itself; a stadium is a group of paths.
      const shape = svg.querySelector(
        `g.node.${c} .label-container[style], g.node.${c} .label-container [style]`,
      );
      const style = shape?.getAttribute('style') ?? '';
      return new RegExp(`(?:^|;)${property}:([^;! ]+)`).exec(style)?.[1] ?? null;
    };
    const labels: Record<string, string> = {};
    for (const { id, g } of nodes) {
      labels[id] = [...g.querySelectorAll('tspan.row')]
        .map((row) => (row.textContent ?? '').trim())
        .filter((row) => row !== '')
        .join(' ');
    }
    return {
      verdictNodes: withClass('verdict'),
      blockedNodes: withClass('blocked'),
      takenNodes: withClass('taken'),
      highlightedEdges: [...svg.querySelectorAll('path.flowchart-link')]
        .filter((e) => (e.getAttribute('style') ?? '').includes('stroke-width:3px'))
        .map((e) => e.id.replace(/^.*-L_/, '').replace(/_\d+$/, '')),
      labels,
      description: svg.querySelector('desc')?.textContent ?? '',
      verdictFill: shapeStyle('verdict', 'fill'),
      blockedStroke: shapeStyle('blocked', 'stroke'),
    };
  });
}

export interface Sequence {
  /** Participant names as drawn (wrapped names joined), left to right, once each. */
  readonly actors: string[];
  /** Every message's text in order, wrapped lines joined by spaces, as one string. */
  readonly messages: string;
  /** Every note's text, the same way. */
  readonly notes: string;
  /** How many shaded bands (a broken guarantee) of colour `bad` are drawn. */
  readonly bands: number;
  readonly description: string;
}

export function readSequence(page: Page, bad: string): Promise<Sequence> {
  return page.evaluate((badColour) => {
    const svg = document.querySelector('.diagram-svg svg')!;
    const joined = (selector: string) =>
      [...svg.querySelectorAll(selector)].map((t) => t.textContent ?? '').join(' ');
    // Each participant is drawn at the top and again at the bottom; a wrapped name is several
    // `text.actor` at one x. Keep the top row only.
    const byX = new Map<number, { y: number; lines: string[] }>();
    for (const t of svg.querySelectorAll('text.actor')) {
      const x = Math.round(Number(t.getAttribute('x')));
      const y = Number(t.getAttribute('y'));
      const seen = byX.get(x);
      if (!seen || y < seen.y) byX.set(x, { y, lines: [t.textContent ?? ''] });
      else if (y === seen.y) seen.lines.push(t.textContent ?? '');
    }
    const actors = [...byX.entries()].sort(([a], [b]) => a - b).map(([, v]) => v.lines.join(' '));
    return {
      actors,
      messages: joined('text.messageText'),
      notes: joined('text.noteText'),
      bands: [...svg.querySelectorAll('rect')].filter((r) => r.getAttribute('fill') === badColour)
        .length,
      description: svg.querySelector('desc')?.textContent ?? '',
    };
  }, bad);
}
