import type { ReactNode } from 'react';

interface NoticeProps {
  readonly children: ReactNode;
  readonly onDismiss?: () => void;
}

/** A visible, polite message about something the app did on the user's behalf. */
export function Notice({ children, onDismiss }: NoticeProps) {
  return (
    <div className="notice" role="status">
      <div className="notice-body">{children}</div>
      {onDismiss ? (
        <button type="button" className="button-quiet" onClick={onDismiss}>
          Dismiss
        </button>
      ) : null}
    </div>
  );
}
