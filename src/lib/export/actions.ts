import type { PanelDefinition } from '@/lib/panel';
import { inputsLine } from '../inputs-line';
import { collectExport } from './collect';
import { downloadFile } from '../download';
import { exportFileName } from './file-name';
import { toCsv, toJson, toMarkdown } from './formats';
import type { ImageFormat } from './image';

/**
 * What the export bar does, loaded when a button is first pressed so the first load carries only
 * the buttons. Each action takes the panel's results as published when asked, never a copy kept
 * from before.
 */

/** The panel's results as a Markdown table with its link under it; null when it has none yet. */
export function markdownOf(panel: PanelDefinition, link: string): string | null {
  const d = collectExport(panel, link);
  return d ? toMarkdown(d) : null;
}

/**
 * Downloads the results as CSV or JSON; the number of results, for the status line, or null
 * (nothing downloaded) when the panel has published none yet.
 */
export function downloadResults(
  panel: PanelDefinition,
  link: string,
  ext: 'csv' | 'json',
): number | null {
  const d = collectExport(panel, link);
  if (!d) return null;
  if (ext === 'csv') downloadFile(exportFileName(panel.id, 'csv'), toCsv(d), 'text/csv');
  else downloadFile(exportFileName(panel.id, 'json'), toJson(d), 'application/json');
  return d.results.length;
}

/** Downloads a section (a picture of the page) as an image with the link and the inputs under it. */
export async function downloadSectionImage(
  panel: PanelDefinition,
  el: HTMLElement,
  link: string,
  section: string,
  format: ImageFormat,
): Promise<void> {
  const { sectionImage } = await import('./image');
  const inputs = inputsLine(panel.fields, panel.store.getState().inputs);
  const blob = await sectionImage(el, format, { link, inputs });
  downloadFile(exportFileName(panel.id, format, section), blob, blob.type);
}
