import type { PathPalette } from '@/core/decision/flowchart';
import type { DiagramTheme } from '@/lib/mermaid';

/** The app's accent (app.css) for the path, so the diagram reads as part of the page. */
export const PATH_PALETTES: Readonly<Record<DiagramTheme, PathPalette>> = {
  light: {
    stroke: '#0f766e',
    fill: '#e0f2ef',
    text: '#14181f',
    verdictFill: '#a7e8dc',
    blocked: '#b42318',
  },
  dark: {
    stroke: '#2dd4bf',
    fill: '#123a36',
    text: '#e6e9ee',
    verdictFill: '#1d5c54',
    blocked: '#ff8a80',
  },
};
