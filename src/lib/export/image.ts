import { wrapText } from './footer';

/** What an image carries under the section: the share link and the inputs, in the page's colours. */
export interface ImageFooter {
  readonly link: string;
  readonly inputs: string;
}

export type ImageFormat = 'png' | 'svg';

const FONT_PX = 12;
const LINE_PX = 17;
const PAD_PX = 12;

interface Look {
  readonly background: string;
  readonly text: string;
  readonly muted: string;
  readonly fontFamily: string;
}

/** The page's colours and font (the theme: a dark page gives a dark image). */
function lookOf(el: Element): Look {
  const root = getComputedStyle(el.ownerDocument.documentElement);
  const body = getComputedStyle(el.ownerDocument.body);
  const bg = body.backgroundColor;
  const background =
    bg && bg !== 'transparent' && bg !== 'rgba(0, 0, 0, 0)'
      ? bg
      : root.backgroundColor || '#ffffff';
  return {
    background,
    text: body.color || '#000000',
    muted: root.getPropertyValue('--muted').trim() || body.color || '#555555',
    fontFamily: body.fontFamily || 'sans-serif',
  };
}

/** The footer's lines for a width in CSS pixels, measured with the footer's font. */
function footerLines(footer: ImageFooter, width: number, look: Look): string[] {
  const ctx = document.createElement('canvas').getContext('2d');
  const font = `${FONT_PX}px ${look.fontFamily}`;
  if (ctx) ctx.font = font;
  const measure = (t: string) => (ctx ? ctx.measureText(t).width : t.length * FONT_PX * 0.6);
  const max = Math.max(80, width - 2 * PAD_PX);
  return [...wrapText(footer.link, max, measure), ...wrapText(footer.inputs, max, measure)];
}

function footerHeight(lines: readonly string[]): number {
  return lines.length * LINE_PX + 2 * PAD_PX;
}

/** The screenshot library, loaded only when an image is asked for (never in the first load). */
const library = () => import('modern-screenshot');

/** A PNG of `el` with the footer under it, at device pixel ratio ≥ 2. */
async function toPng(el: HTMLElement, footer: ImageFooter, look: Look): Promise<Blob> {
  const { domToCanvas } = await library();
  const scale = Math.max(2, Math.ceil(window.devicePixelRatio || 1));
  const shot = await domToCanvas(el, { scale, backgroundColor: look.background });
  const width = shot.width / scale;
  const lines = footerLines(footer, width, look);
  const canvas = document.createElement('canvas');
  canvas.width = shot.width;
  canvas.height = shot.height + Math.ceil(footerHeight(lines) * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the image (no 2D canvas).');
  ctx.fillStyle = look.background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(shot, 0, 0);
  ctx.scale(scale, scale);
  ctx.font = `${FONT_PX}px ${look.fontFamily}`;
  ctx.textBaseline = 'top';
  lines.forEach((line, i) => {
    ctx.fillStyle = i === 0 ? look.text : look.muted;
    ctx.fillText(line, PAD_PX, shot.height / scale + PAD_PX + i * LINE_PX);
  });
  return new Promise((done, fail) =>
    canvas.toBlob(
      (blob) => (blob ? done(blob) : fail(new Error('The image could not be encoded.'))),
      'image/png',
    ),
  );
}

const SVG_NS = 'http://www.w3.org/2000/svg';

function svgNode(
  name: keyof SVGElementTagNameMap,
  attributes: Record<string, string | number>,
): SVGElement {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, String(v));
  return node;
}

/**
 * A vector SVG of `el`: the library's foreignObject copy of the section (styles inlined, fonts
 * embedded), nested at the top, with the footer under it as SVG text.
 */
async function toSvg(el: HTMLElement, footer: ImageFooter, look: Look): Promise<Blob> {
  const { domToForeignObjectSvg } = await library();
  const inner = await domToForeignObjectSvg(el, { backgroundColor: look.background });
  const width = Math.ceil(Number(inner.getAttribute('width')) || el.getBoundingClientRect().width);
  const height = Math.ceil(
    Number(inner.getAttribute('height')) || el.getBoundingClientRect().height,
  );
  const lines = footerLines(footer, width, look);
  const total = Math.ceil(height + footerHeight(lines));
  const svg = svgNode('svg', { width, height: total, viewBox: `0 0 ${width} ${total}` });
  svg.append(svgNode('rect', { width: '100%', height: '100%', fill: look.background }));
  inner.setAttribute('x', '0');
  inner.setAttribute('y', '0');
  svg.append(inner);
  const text = svgNode('g', { 'font-family': look.fontFamily, 'font-size': FONT_PX });
  lines.forEach((line, i) => {
    const t = svgNode('text', {
      x: PAD_PX,
      y: height + PAD_PX + i * LINE_PX + FONT_PX,
      fill: i === 0 ? look.text : look.muted,
    });
    t.textContent = line;
    text.append(t);
  });
  svg.append(text);
  return new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' });
}

/** The section as an image file, with the link and the inputs printed under it. */
export function sectionImage(
  el: HTMLElement,
  format: ImageFormat,
  footer: ImageFooter,
): Promise<Blob> {
  const look = lookOf(el);
  return format === 'png' ? toPng(el, footer, look) : toSvg(el, footer, look);
}
