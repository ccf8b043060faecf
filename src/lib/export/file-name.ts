/** `reliability-lab-<panel>[-<section>].<ext>`: the name of every exported file. */
export function exportFileName(panel: string, ext: string, section?: string): string {
  return `reliability-lab-${panel}${section ? `-${section}` : ''}.${ext}`;
}
