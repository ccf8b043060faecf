/**
 * An embed tells the page around it how tall its content is, so the host can size the iframe
 * with no inner scrollbar (docs/embedding.md). The message is public: its shape never changes.
 */
export const RESIZE_MESSAGE = 'reliability-lab:resize';

export interface ResizeMessage {
  readonly type: typeof RESIZE_MESSAGE;
  /** The content's height in CSS px, a whole number. */
  readonly height: number;
  /** The embed's own address (with its inputs), so a host can tell its embeds apart. */
  readonly href: string;
}

/**
 * The document's content height: the root element's box, which (with `main.embed` free of the
 * app's `min-height: 100vh`) is as tall as the content, not the viewport, so it can shrink.
 */
export function contentHeight(doc: Document = document): number {
  return Math.ceil(doc.documentElement.getBoundingClientRect().height);
}

/**
 * Posts a ResizeMessage to `window.parent` on every change of the content height: watched by a
 * ResizeObserver, at most once per animation frame and only when the height differs from the
 * last one sent; also once the web fonts are ready. Does nothing outside a frame.
 */
export function startResizeReporter(win: Window = window): () => void {
  const parent = win.parent;
  if (parent === win || typeof ResizeObserver === 'undefined') return () => undefined;
  const doc = win.document;
  let sent = -1;
  let frame = 0;
  const send = () => {
    frame = 0;
    const height = contentHeight(doc);
    if (height === sent) return;
    sent = height;
    const message: ResizeMessage = { type: RESIZE_MESSAGE, height, href: win.location.href };
    // The height and address are not secret (the host chose the address): any origin may read them.
    parent.postMessage(message, '*');
  };
  const schedule = () => {
    if (frame === 0) frame = win.requestAnimationFrame(send);
  };
  const observer = new ResizeObserver(schedule);
  observer.observe(doc.documentElement);
  observer.observe(doc.body);
  void doc.fonts?.ready.then(schedule);
  win.addEventListener('load', schedule);
  schedule();
  return () => {
    observer.disconnect();
    win.removeEventListener('load', schedule);
    if (frame !== 0) win.cancelAnimationFrame(frame);
  };
}
