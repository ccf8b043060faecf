import { TextField } from '@/components/text-field';
import { formatDuration } from '@/core/format';
import type { DetectionFields } from './detection-fields';
import type { DetectionInputs, DetectionKey } from './panel';

interface FieldSpec {
  readonly key: DetectionKey;
  readonly label: string;
  readonly hint: string;
  readonly suffix?: string;
}

const GROUPS: ReadonlyArray<{ readonly title: string; readonly fields: readonly FieldSpec[] }> = [
  {
    title: 'The check',
    fields: [
      {
        key: 'p',
        label: 'Failure probability p',
        hint: 'Share of checks that fail on their own (a GC pause, a network blip): 0.05 is 5%. From 0 up to, not including, 1.',
      },
      { key: 'n', label: 'Failures to eject N', hint: 'Consecutive failed checks, 1 to 100.' },
      { key: 'i', label: 'Interval i', suffix: 's', hint: 'Seconds between checks.' },
      { key: 'h', label: 'Successes to readmit h', hint: 'Consecutive passing checks, 1 to 100.' },
      {
        key: 'timeout',
        label: 'Timeout',
        suffix: 's',
        hint: 'How long a hanging check waits before it counts as failed.',
      },
    ],
  },
  {
    title: 'The fleet',
    fields: [
      { key: 'fleet', label: 'Nodes', hint: 'How many nodes run this check, 1 to 1,000,000.' },
      {
        key: 'q',
        label: 'Shared blip probability q',
        hint: 'Per check, the chance that a dependency every node’s check calls (DNS, a database) blips. 0 when nothing is shared.',
      },
    ],
  },
  {
    title: 'Your targets',
    fields: [
      {
        key: 'budget',
        label: 'False triggers per 30 days',
        hint: 'Acceptable false ejections for the whole fleet in 30 days.',
      },
      {
        key: 'maxdetect',
        label: 'Worst-case detection',
        suffix: 's',
        hint: 'The longest you accept between a real failure and ejection.',
      },
    ],
  },
];

/** A typed number of seconds as a duration, when it parses. */
function secondsHint(field: DetectionFields[DetectionKey], base: string): string {
  return field.ok && field.value >= 60 ? `${base} = ${formatDuration(field.value)}` : base;
}

interface DetectionInputsProps {
  readonly inputs: DetectionInputs;
  readonly fields: DetectionFields;
  readonly onChange: (key: DetectionKey, value: string) => void;
}

export function DetectionInputsForm({ inputs, fields, onChange }: DetectionInputsProps) {
  return (
    <div className="inputs">
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="detection-group">
          <legend>{group.title}</legend>
          {group.fields.map((spec) => {
            const field = fields[spec.key];
            return (
              <TextField
                key={spec.key}
                label={spec.label}
                suffix={spec.suffix}
                value={inputs[spec.key]}
                onChange={(v) => onChange(spec.key, v)}
                error={field.ok ? null : field.error}
                hint={spec.suffix === 's' ? secondsHint(field, spec.hint) : spec.hint}
              />
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
