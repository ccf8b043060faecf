import { useId, type ReactNode } from 'react';

/** Ids for a field's control, its error and its hint, and the aria-describedby that joins them. */
export function useFieldIds(error: string | null, hint: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

interface FieldMessagesProps {
  readonly error: string | null;
  readonly hint: ReactNode;
  readonly errorId: string;
  readonly hintId: string;
}

/** What is wrong with a field (announced), then how to fill it. */
export function FieldMessages({ error, hint, errorId, hintId }: FieldMessagesProps) {
  return (
    <>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}
