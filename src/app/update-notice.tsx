import { useEffect, useRef, useState } from 'react';
import { registerServiceWorker, type RegisterServiceWorker, type UpdateServiceWorker } from './pwa';
import './update-notice.css';

type Notice = 'none' | 'update' | 'offline-ready';

/** "Works offline now" is news once; it goes away by itself after this long. */
export const OFFLINE_READY_MS = 6000;

const MESSAGES: Record<Exclude<Notice, 'none'>, string> = {
  update: 'Reliability Lab has been updated.',
  'offline-ready': 'Reliability Lab works offline now.',
};

interface Props {
  /** Embeds register no service worker and show no notice. */
  readonly embed: boolean;
  /** The registration (src/app/pwa.ts); a test passes its own. Null: nothing to register. */
  readonly register?: RegisterServiceWorker | null;
}

/**
 * Registers the service worker (once, outside embeds) and says, quietly, when a new deployment is
 * waiting: "Reload" switches to it, so the app is never silently stale; dismissing keeps the
 * running version until the next visit.
 */
export function UpdateNotice({ embed, register = registerServiceWorker }: Props) {
  const [notice, setNotice] = useState<Notice>('none');
  const update = useRef<Promise<UpdateServiceWorker> | null>(null);

  useEffect(() => {
    if (embed || !register || update.current) return;
    update.current = register({
      onNeedRefresh: () => setNotice('update'),
      onOfflineReady: () => setNotice((n) => (n === 'none' ? 'offline-ready' : n)),
    });
    // No service worker (blocked, private mode): the app still works online, only not offline.
    update.current.catch(() => undefined);
  }, [embed, register]);

  useEffect(() => {
    if (notice !== 'offline-ready') return;
    const timer = setTimeout(() => setNotice('none'), OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (embed) return null;
  return (
    <div className="update-notice-region" role="status" aria-live="polite">
      {notice !== 'none' && (
        <div className="update-notice">
          <span className="update-notice-text">{MESSAGES[notice]}</span>
          <span className="update-notice-actions">
            {notice === 'update' && (
              <button
                type="button"
                className="button"
                onClick={() => void update.current?.then((activate) => activate(true))}
              >
                Reload
              </button>
            )}
            <button
              type="button"
              className="button-quiet update-notice-dismiss"
              aria-label="Dismiss"
              onClick={() => setNotice('none')}
            >
              ×
            </button>
          </span>
        </div>
      )}
    </div>
  );
}
