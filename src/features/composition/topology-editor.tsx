import { useId, useRef } from 'react';
import type { Located } from '@/core/composition/diagnostics';
import { PRESETS } from '@/core/composition/presets';

interface TopologyEditorProps {
  readonly text: string;
  readonly errors: readonly Located[];
  readonly onChange: (text: string) => void;
}

/** The line an error is on, and a caret under its column. */
function Excerpt({ text, error }: { readonly text: string; readonly error: Located }) {
  const line = text.split('\n')[error.line - 1] ?? '';
  const width = Math.max(
    1,
    Math.min(error.span.end - error.span.start, line.length - error.column + 1),
  );
  return (
    <pre className="topology-excerpt" aria-hidden="true">
      {line}
      {'\n'}
      {' '.repeat(error.column - 1)}
      {'^'.repeat(width)}
    </pre>
  );
}

/** The text form: a monospace editor, presets, and every error at its line and column. */
export function TopologyEditor({ text, errors, onChange }: TopologyEditorProps) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const show = (e: Located) => {
    const el = area.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(e.span.start, Math.max(e.span.end, e.span.start + 1));
  };
  const preset = PRESETS.find((p) => p.text === text);
  return (
    <div className="topology-editor">
      <div className="field">
        <label htmlFor={`${id}-preset`}>Preset</label>
        <select
          id={`${id}-preset`}
          value={preset?.id ?? ''}
          onChange={(e) => {
            const chosen = PRESETS.find((p) => p.id === e.target.value);
            if (chosen) onChange(chosen.text);
          }}
          aria-describedby={`${id}-preset-hint`}
        >
          {preset ? null : <option value="">(your own topology)</option>}
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
        <p id={`${id}-preset-hint`} className="field-hint">
          {preset?.point ?? 'Choosing a preset replaces the text below.'}
        </p>
      </div>
      <div className="field">
        <label htmlFor={id}>Topology</label>
        <textarea
          id={id}
          ref={area}
          className="topology-text"
          value={text}
          rows={Math.min(16, Math.max(5, text.split('\n').length + 1))}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={errors.length > 0 ? true : undefined}
          aria-describedby={`${id}-${errors.length > 0 ? 'errors' : 'hint'}`}
          onChange={(e) => onChange(e.target.value)}
        />
        {errors.length > 0 ? (
          <div id={`${id}-errors`} className="topology-errors" role="alert">
            {errors.slice(0, 8).map((e, i) => (
              <div key={`${e.span.start}-${i}`} className="topology-error">
                <p className="field-error">
                  <button type="button" className="link-button" onClick={() => show(e)}>
                    Line {e.line}, column {e.column}
                  </button>
                  : {e.message}
                </p>
                <Excerpt text={text} error={e} />
              </div>
            ))}
            {errors.length > 8 ? (
              <p className="field-error">…and {errors.length - 8} more.</p>
            ) : null}
          </div>
        ) : null}
        <p id={`${id}-hint`} className="field-hint">
          A component is <code>name: 99.95</code>; groups are <code>series(…)</code>,{' '}
          <code>parallel(…)</code> (one member up is enough) and <code>2of3(…)</code> (a quorum).
          Options: <code>parallel[failover=99.9%](primary: …, standby: …)</code>,{' '}
          <code>[ccf=5%]</code>. Top-level lines are in series.
        </p>
      </div>
    </div>
  );
}
