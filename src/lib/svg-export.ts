/** Turning a rendered diagram into files people can paste into docs: SVG and PNG. */
import { downloadFile } from './download';

export interface ExportableSvg {
  readonly text: string;
  readonly width: number;
  readonly height: number;
}

/**
 * A standalone SVG at its natural size (from the viewBox), with a background rectangle of the
 * given colour, or transparent when `background` is null.
 */
export function exportableSvg(svgText: string, background: string | null): ExportableSvg {
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const svg = doc.documentElement;
  const box = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const [x = 0, y = 0, w = 0, h = 0] = box.length === 4 && box.every(Number.isFinite) ? box : [];
  const width = Math.max(
    1,
    Math.ceil(w || Number.parseFloat(svg.getAttribute('width') ?? '') || 800),
  );
  const height = Math.max(
    1,
    Math.ceil(h || Number.parseFloat(svg.getAttribute('height') ?? '') || 600),
  );
  svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.style.removeProperty('max-width');
  if (background) {
    const rect = doc.createElementNS('http://www.w3.org/2000/svg', 'rect');
    rect.setAttribute('x', String(x));
    rect.setAttribute('y', String(y));
    rect.setAttribute('width', String(w || width));
    rect.setAttribute('height', String(h || height));
    rect.setAttribute('fill', background);
    rect.setAttribute('data-export-background', '');
    svg.insertBefore(rect, svg.firstChild);
  }
  return { text: new XMLSerializer().serializeToString(svg), width, height };
}

/** Rasterises an exportable SVG at `scale` × its size (2 for crisp slides and retina screens). */
export function svgToPng(svg: ExportableSvg, scale = 2): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(svg.width * scale);
      canvas.height = Math.round(svg.height * scale);
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('This browser cannot draw on a canvas.'));
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => {
        if (blob) resolve(blob);
        else reject(new Error('The browser could not encode the PNG.'));
      }, 'image/png');
    };
    image.onerror = () => reject(new Error('The browser could not read the SVG as an image.'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.text)}`;
  });
}

/** Saves a blob under a file name through a temporary link (works without any permission). */
export function downloadBlob(blob: Blob, fileName: string): void {
  downloadFile(fileName, blob);
}
