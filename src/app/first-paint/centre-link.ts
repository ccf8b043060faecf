/**
 * Scrolls a row of links sideways, and only the row, so that its current link (`aria-current`)
 * is centred: on a phone the row of panels does not wrap (src/styles/app.css). scrollIntoView
 * could scroll the page as well. Used by the navigation and by index.html's first paint.
 */
export function centreCurrentLink(row: HTMLElement): void {
  const current = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const linkBox = current.getBoundingClientRect();
  const offset = linkBox.left - rowBox.left + row.scrollLeft;
  row.scrollLeft = offset - (row.clientWidth - linkBox.width) / 2;
}
