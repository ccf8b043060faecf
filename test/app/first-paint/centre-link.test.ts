import { describe, expect, it } from 'vitest';
import { centreCurrentLink } from '@/app/first-paint/centre-link';

/** A row 200 px wide showing `scrollLeft`, whose current link sits at `left` (row coordinates). */
function row(scrollWidth: number, left: number, width: number) {
  document.body.innerHTML = `<ul><li><a>a</a></li><li><a aria-current="page">b</a></li></ul>`;
  const ul = document.querySelector('ul') as HTMLElement;
  const link = document.querySelector('[aria-current]') as HTMLElement;
  Object.defineProperty(ul, 'clientWidth', { value: 200 });
  Object.defineProperty(ul, 'scrollWidth', { value: scrollWidth });
  ul.getBoundingClientRect = () => ({ left: 10 }) as DOMRect;
  link.getBoundingClientRect = () => ({ left: 10 + left - ul.scrollLeft, width }) as DOMRect;
  return ul;
}

describe('centring the current link of a row that scrolls sideways', () => {
  it('puts the link’s centre at the row’s centre', () => {
    const ul = row(1000, 500, 80);
    centreCurrentLink(ul);
    // The link's left in the content is 500: centred, it starts 60 px into the 200 px row.
    expect(ul.scrollLeft).toBe(500 - 60);
  });

  it('leaves a row that fits alone', () => {
    const ul = row(200, 150, 40);
    centreCurrentLink(ul);
    expect(ul.scrollLeft).toBe(0);
  });
});
