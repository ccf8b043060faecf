import { CopyButton } from './copy-button';
import './copy-block.css';

interface CopyBlockProps {
  /** The text shown and copied. */
  readonly text: string;
  /** What is being copied, for the button and the messages: "Kubernetes probe config". */
  readonly what: string;
}

/** A block of text to paste somewhere else, with a Copy button (and its fallback). */
export function CopyBlock({ text, what }: CopyBlockProps) {
  return (
    <div className="copy-block">
      <pre className="copy-block-text" tabIndex={0} aria-label={what}>
        <code>{text}</code>
      </pre>
      <CopyButton what={what} text={text} />
    </div>
  );
}
