/**
 * The only module that touches `location` and `history` (docs/url-parameters.md): reads the route, hydrates
 * the named panel's store from the link or from storage, and keeps the URL and storage in step
 * with the inputs through a debounced `replaceState` (no history entry per keystroke).
 */
import type { PanelDefinition } from '@/lib/panel';
import { loadInputs, saveInputs } from '@/lib/storage';
import {
  buildHash,
  decodeQuery,
  hasInputParams,
  parseHash,
  type Route,
  type View,
} from '@/lib/url-state/codec';
import { DEFAULT_PANEL_ID, findPanel } from './panels';

export interface RouteState {
  readonly route: Route;
  /** What the link or the saved state held that could not be used, in words. */
  readonly notices: readonly string[];
}

const DEBOUNCE_MS = 250;

let state: RouteState = { route: parseHash(''), notices: [] };
const listeners = new Set<() => void>();

function publish(next: RouteState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeRoute(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getRouteState(): RouteState {
  return state;
}

export function dismissNotices(): void {
  publish({ ...state, notices: [] });
}

/** Loads the panel's inputs for this route: the link decides; without parameters, storage does. */
function hydrate(route: Route): string[] {
  const panel = findPanel(route.panelId);
  if (!panel) return [];
  const store = panel.store.getState();
  if (hasInputParams(route.query)) {
    const decoded = decodeQuery(panel.fields, route.query);
    store.replace(decoded.inputs);
    return [...decoded.problems];
  }
  if (route.embed) {
    store.reset();
    return [];
  }
  const saved = loadInputs(panel.id, panel.fields);
  const notices: string[] = [];
  if (saved.kind === 'ok') store.replace(saved.inputs);
  if (saved.kind === 'corrupt') {
    store.reset();
    // Overwrite the unreadable entry, so the notice is shown once, not on every visit.
    saveInputs(panel.id, panel.store.getState().inputs);
    notices.push(
      'Your saved inputs for this panel could not be read, so it opened on its worked example.',
    );
  }
  writeUrl(panel);
  return notices;
}

function readLocation(): void {
  let route = parseHash(window.location.hash);
  if (route.panelId === null) {
    history.replaceState(history.state, '', `#/${DEFAULT_PANEL_ID}`);
    route = parseHash(window.location.hash);
  }
  publish({ route, notices: hydrate(route) });
}

/** Reads the URL now and on every hash change. Call once, before the first render. */
export function startRouting(): () => void {
  readLocation();
  window.addEventListener('hashchange', readLocation);
  return () => window.removeEventListener('hashchange', readLocation);
}

function writeUrl(panel: PanelDefinition): void {
  const hash = buildHash(panel.id, panel.fields, panel.store.getState().inputs);
  if (window.location.hash !== hash) history.replaceState(history.state, '', hash);
}

/** Mirrors a panel's inputs into the URL and storage, debounced. Not used in embed mode. */
export function startPanelSync(panel: PanelDefinition): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    saveInputs(panel.id, panel.store.getState().inputs);
    // The address bar belongs to whichever panel is showing now.
    if (getRouteState().route.panelId === panel.id) writeUrl(panel);
  };
  const unsubscribe = panel.store.subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  });
  window.addEventListener('pagehide', flush);
  return () => {
    flush();
    unsubscribe();
    window.removeEventListener('pagehide', flush);
  };
}

/**
 * An absolute link to the panel with its current inputs, optionally in embed mode (`true`) or
 * with a view (`{ embed, show, theme }`).
 */
export function panelLink(panel: PanelDefinition, view: boolean | View = false): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}${buildHash(panel.id, panel.fields, panel.store.getState().inputs, view)}`;
}
