import type { Inputs } from '@/lib/url-state/codec';
import './preset-bar.css';

export interface PresetOption {
  readonly id: string;
  readonly label: string;
}

interface PresetBarProps {
  /** Prefix for the group's label id (one bar per panel). */
  readonly idPrefix: string;
  readonly presets: readonly PresetOption[];
  /** The URL values a preset sets; null for an unknown id. */
  readonly valuesOf: (id: string) => Inputs | null;
  /** The panel's current inputs, to mark the preset they match. */
  readonly inputs: Inputs;
  /** Applies a preset's values (the panel merges them into its inputs in one update). */
  readonly onApply: (values: Inputs) => void;
}

/** True when every value a preset sets equals the current input (other inputs do not matter). */
function matchesPreset(inputs: Inputs, values: Inputs | null): boolean {
  return values !== null && Object.entries(values).every(([k, v]) => inputs[k] === v);
}

/** A row of preset buttons; the one the inputs match is pressed (`aria-pressed`). */
export function PresetBar({ idPrefix, presets, valuesOf, inputs, onApply }: PresetBarProps) {
  const labelId = `${idPrefix}-presets-label`;
  return (
    <div className="preset-bar" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="preset-label">
        Presets
      </span>
      {presets.map((p) => {
        const values = valuesOf(p.id);
        return (
          <button
            key={p.id}
            type="button"
            className="button-tier preset-button"
            aria-pressed={matchesPreset(inputs, values)}
            onClick={() => values && onApply(values)}
          >
            {p.label}
          </button>
        );
      })}
    </div>
  );
}
