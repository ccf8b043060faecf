import type { PanelDefinition } from '@/lib/panel';
import { collectExport } from './collect';
import { downloadFile } from '../download';
import { exportFileName } from './file-name';
import { inputsLine, toCsv, toJson, toMarkdown } from './formats';
import type { ImageFormat } from './image';

/**
 * What the export bar does, loaded when a button is first pressed so the first load carries only
 * the buttons. Each action reads the page when asked, never a copy kept from before.
 */

/** The panel's results as a Markdown table with its link under it. */
export function markdownOf(panel: PanelDefinition, root: ParentNode, link: string): string {
  return toMarkdown(collectExport(panel, root, link));
}

/** Downloads the results as CSV or JSON; the number of results, for the status line. */
export function downloadResults(
  panel: PanelDefinition,
  root: ParentNode,
  link: string,
  ext: 'csv' | 'json',
): number {
  const d = collectExport(panel, root, link);
  if (ext === 'csv') downloadFile(exportFileName(panel.id, 'csv'), toCsv(d), 'text/csv');
  else downloadFile(exportFileName(panel.id, 'json'), toJson(d), 'application/json');
  return d.results.length;
}

/** Downloads a section as an image with the link and the inputs under it. */
export async function downloadSectionImage(
  panel: PanelDefinition,
  el: HTMLElement,
  link: string,
  section: string,
  format: ImageFormat,
): Promise<void> {
  const d = collectExport(panel, el, link);
  const { sectionImage } = await import('./image');
  const blob = await sectionImage(el, format, { link, inputs: inputsLine(d) });
  downloadFile(exportFileName(panel.id, format, section), blob, blob.type);
}
