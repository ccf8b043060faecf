import type { PathPalette } from '@/core/decision/flowchart';
import type { DiagramTheme } from '@/lib/mermaid';

/**
 * The app's colours (app.css) for the path, so the diagram reads as part of the page: the accent
 * for the path; the verdict node in the verdict card's tone (accent for automate and
 * auto-promote, the notice amber for page-human, the path's own fill for keep-checking).
 */
export const PATH_PALETTES: Readonly<Record<DiagramTheme, PathPalette>> = {
  light: {
    stroke: '#0f766e',
    fill: '#e0f2ef',
    text: '#14181f',
    verdict: {
      'keep-checking': { fill: '#e0f2ef', stroke: '#0f766e' },
      automate: { fill: '#a7e8dc', stroke: '#0f766e' },
      'auto-promote-and-page': { fill: '#a7e8dc', stroke: '#0f766e' },
      'page-human': { fill: '#fbe3a1', stroke: '#b7791f' },
    },
    blocked: '#b42318',
  },
  dark: {
    stroke: '#2dd4bf',
    fill: '#123a36',
    text: '#e6e9ee',
    verdict: {
      'keep-checking': { fill: '#123a36', stroke: '#2dd4bf' },
      automate: { fill: '#1d5c54', stroke: '#2dd4bf' },
      'auto-promote-and-page': { fill: '#1d5c54', stroke: '#2dd4bf' },
      'page-human': { fill: '#4a3c12', stroke: '#e0b84c' },
    },
    blocked: '#ff8a80',
  },
};
