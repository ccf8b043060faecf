import { useState } from 'react';
import { capitalise } from '@/core/input/number';
import { copyText } from '@/lib/clipboard';

export interface CopyState {
  /** What happened, in words, for a polite live region ('' before the first copy). */
  readonly status: string;
  /** The text to offer for manual copying when the Clipboard API is missing or refused. */
  readonly manual: string | null;
  readonly copy: (what: string, text: string) => Promise<void>;
  /** Puts another message in the same status line (e.g. after a reset). */
  readonly say: (message: string) => void;
}

/** Copies text, and where the browser refuses, keeps it at hand to be selected instead. */
export function useCopy(): CopyState {
  const [status, setStatus] = useState('');
  const [manual, setManual] = useState<string | null>(null);
  const copy = async (what: string, text: string) => {
    if (await copyText(text)) {
      setManual(null);
      setStatus(`${capitalise(what)} copied.`);
    } else {
      setManual(text);
      setStatus(`Copying is not allowed here: select the ${what.toLowerCase()} below and copy it.`);
    }
  };
  return { status, manual, copy, say: setStatus };
}
