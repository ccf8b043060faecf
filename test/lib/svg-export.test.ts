// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { exportableSvg } from '@/lib/svg-export';

const SVG_NS = 'http://www.w3.org/2000/svg';
const parse = (text: string) =>
  new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;

describe('exportableSvg (pure: text in, text out)', () => {
  const drawn =
    '<svg id="m-1" width="100%" viewBox="-8 -10 712.4 300" style="max-width: 712px;" xmlns="http://www.w3.org/2000/svg"><g><text>Client</text></g></svg>';

  it('sizes the file from the viewBox (rounded up), drops max-width, keeps the drawing', () => {
    const file = exportableSvg(drawn, null);
    expect([file.width, file.height]).toEqual([713, 300]);
    const svg = parse(file.text);
    expect(svg.getAttribute('width')).toBe('713');
    expect(svg.getAttribute('height')).toBe('300');
    expect(svg.getAttribute('xmlns')).toBe(SVG_NS);
    expect(svg.getAttribute('style') ?? '').not.toContain('max-width');
    expect(svg.textContent).toContain('Client');
  });

  it('transparent: no background rectangle', () => {
    expect(exportableSvg(drawn, null).text).not.toContain('data-export-background');
  });

  it('themed: a background rectangle first, covering the viewBox', () => {
    const svg = parse(exportableSvg(drawn, '#171d24').text);
    const rect = svg.firstElementChild;
    expect(rect?.tagName.toLowerCase()).toBe('rect');
    expect(rect?.hasAttribute('data-export-background')).toBe(true);
    expect(['x', 'y', 'width', 'height', 'fill'].map((a) => rect?.getAttribute(a))).toEqual([
      '-8',
      '-10',
      '712.4',
      '300',
      '#171d24',
    ]);
  });

  it('without a viewBox falls back to the width and height attributes, then to 800 × 600', () => {
    const sized = exportableSvg(`<svg xmlns="${SVG_NS}" width="320" height="200.5"></svg>`, null);
    expect([sized.width, sized.height]).toEqual([320, 201]);
    const bare = exportableSvg(`<svg xmlns="${SVG_NS}"></svg>`, null);
    expect([bare.width, bare.height]).toEqual([800, 600]);
  });
});
