/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * The service worker's registration (docs/architecture.md, "Offline"). vite-plugin-pwa's client
 * (and Workbox's window library under it) is fetched only a few seconds after the page has
 * loaded, when the browser is idle, so the first load neither carries nor waits for it. There is none in dev (no service worker
 * is built there); embeds never ask for one (src/app/update-notice.tsx).
 */

export interface ServiceWorkerEvents {
  /** A new deployment is installed and waiting: this page runs the old one until it reloads. */
  readonly onNeedRefresh: () => void;
  /** The first install has finished: every panel is cached and the app works offline. */
  readonly onOfflineReady: () => void;
}

/** With `true`, activates the waiting worker; the page reloads once the new one controls it. */
export type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

export type RegisterServiceWorker = (events: ServiceWorkerEvents) => Promise<UpdateServiceWorker>;

/** How often an open tab asks the server for a new deployment (hash routes never navigate). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The first install downloads the whole precache (about 2.5 MB): it waits until the page has
 * loaded, its first panel has had time to fetch what it needs, and the browser is idle.
 */
const AFTER_LOAD_MS = 3000;

function afterLoadWhenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 });
      else resolve();
    };
    const later = () => setTimeout(idle, AFTER_LOAD_MS);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}

function checkForUpdates(registration: ServiceWorkerRegistration): void {
  setInterval(() => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

const register: RegisterServiceWorker = async (events) => {
  await afterLoadWhenIdle();
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    ...events,
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdates(registration);
    },
  });
  return async (reloadPage) => {
    // The plugin reloads only a page that was controlled when it registered; a first visit's
    // page (claimed afterwards) would keep running the old code under the new worker.
    if (reloadPage)
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
    await update(reloadPage);
  };
};

/** The production build's registration; null in dev and tests, and where there are no workers. */
export const registerServiceWorker: RegisterServiceWorker | null =
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? register
    : null;
