import { useCopy } from './use-copy';
import './copy-block.css';

interface CopyButtonProps {
  /** What is copied, for the button and the messages: "Terraform" → "Copy Terraform". */
  readonly what: string;
  readonly text: string;
}

/** A Copy button with its status, and a selectable box where copying is refused. */
export function CopyButton({ what, text }: CopyButtonProps) {
  const { status, manual, copy } = useCopy();
  return (
    <div className="copy-block-actions">
      <button type="button" className="button" onClick={() => void copy(what, text)}>
        Copy {what}
      </button>
      <p className="copy-block-status" role="status" aria-live="polite">
        {status}
      </p>
      {manual !== null ? (
        <textarea
          className="copy-block-manual"
          readOnly
          value={manual}
          aria-label={`${what} to copy`}
          onFocus={(e) => e.target.select()}
        />
      ) : null}
    </div>
  );
}
