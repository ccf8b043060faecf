import { useId, useState, type ClipboardEvent, type DragEvent } from 'react';
import type { SampleChoice } from '@/core/backtest/fields';
import { formatBytes, formatNumber } from '@/core/format';
import { downloadFile } from '@/lib/download';
import { BOX_MAX_CHARS, setLoadedData, type LoadedData } from './data-store';

interface DataInputProps {
  readonly loaded: LoadedData;
  readonly sample: SampleChoice | null;
  /** The data failure to show under the box (with its line), or null. */
  readonly error: string | null;
  /** Makes the loaded data the one replayed (`sample=own`). */
  readonly chooseOwn: () => void;
}

/** Reads a dropped or picked file (never uploaded: File.text() reads it in the page). */
async function readFile(file: File, chooseOwn: () => void) {
  const text = await file.text();
  setLoadedData(text, file.name);
  chooseOwn();
}

/** Downloads a sample as the backtest's CSV, a template for one's own data. */
async function downloadSample(id: Exclude<SampleChoice, 'own'>) {
  const { sampleById, sampleCsv } = await import('@/core/backtest/samples');
  const sample = sampleById(id);
  if (sample) downloadFile(`${id}.csv`, sampleCsv(sample), 'text/csv');
}

/** The data box: paste or type, drop a file, or pick one; a sample to download as a template. */
export function DataInput({ loaded, sample, error, chooseOwn }: DataInputProps) {
  const boxId = useId();
  const errorId = useId();
  const [over, setOver] = useState(false);
  const big = loaded.text.length > BOX_MAX_CHARS;
  const template = sample && sample !== 'own' ? sample : 'incident-2pct';

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text');
    // A large paste is kept as loaded data, not laid out in the box (which would stall the page).
    if (pasted.length > BOX_MAX_CHARS) {
      e.preventDefault();
      setLoadedData(pasted, null);
      chooseOwn();
    }
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) void readFile(file, chooseOwn);
    else {
      const text = e.dataTransfer.getData('text');
      if (text) {
        setLoadedData(text, null);
        chooseOwn();
      }
    }
  };

  return (
    <div className="backtest-data">
      <div
        className="backtest-drop"
        data-over={over}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={boxId}>Your data</label>
        {big ? (
          <>
            <p className="backtest-loaded">
              Loaded {loaded.name ? `“${loaded.name}”` : 'pasted text'}:{' '}
              {formatBytes(loaded.text.length)} ({formatNumber(loaded.text.length)} characters), too
              long to show whole; its first lines:
            </p>
            <pre className="backtest-big" id={boxId} tabIndex={0}>
              {loaded.text.slice(0, 2000)}
            </pre>
          </>
        ) : (
          <textarea
            id={boxId}
            value={loaded.text}
            spellCheck={false}
            placeholder={'time,errors,total\n1700000000,0,0\n1700000015,0,150\n…'}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onPaste={onPaste}
            onChange={(e) => {
              setLoadedData(e.target.value, null);
              chooseOwn();
            }}
          />
        )}
        <p className="field-hint muted">
          Paste, drop or pick a file: CSV <code>time,errors,total</code> (two counters), the JSON of
          a Prometheus range query (the selectors below pick and sum its series) or promtool series.
          It stays in this page: never uploaded, never put in the link.
        </p>
        {error ? (
          <p className="field-error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="backtest-data-actions">
        <label className="button-quiet">
          Load a file…
          <input
            type="file"
            className="visually-hidden"
            accept=".csv,.json,.txt,.yaml,.yml,text/csv,application/json,text/plain"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void readFile(file, chooseOwn);
              e.target.value = '';
            }}
          />
        </label>
        {loaded.text !== '' ? (
          <button type="button" className="button-quiet" onClick={() => setLoadedData('', null)}>
            Clear
          </button>
        ) : null}
        <button
          type="button"
          className="button-quiet"
          onClick={() => void downloadSample(template)}
        >
          Download {template}.csv (a template)
        </button>
      </div>
    </div>
  );
}
