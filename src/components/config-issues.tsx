import { useId, type ReactNode } from 'react';
import './config-issues.css';

export type IssueLevel = 'cannot' | 'warning' | 'note';

const LEVEL_LABEL: Readonly<Record<IssueLevel, string>> = {
  cannot: 'Cannot express',
  warning: 'Warning',
  note: 'Note',
};

interface ConfigIssueListProps {
  readonly issues: readonly { readonly level: IssueLevel; readonly text: string }[];
  /** More items after the issues (a panel's own warning). */
  readonly children?: ReactNode;
}

/** What a platform cannot express, warns about or notes, one line each. */
export function ConfigIssueList({ issues, children }: ConfigIssueListProps) {
  return (
    <ul className="config-issues">
      {issues.map((issue) => (
        <li key={issue.text} className={`config-issue config-issue-${issue.level}`}>
          <strong>{LEVEL_LABEL[issue.level]}:</strong> {issue.text}
        </li>
      ))}
      {children}
    </ul>
  );
}

interface PlatformChoiceProps<P extends string> {
  /** The radio group's name (unique on the page). */
  readonly name: string;
  readonly value: P;
  readonly options: readonly {
    readonly value: P;
    readonly label: string;
    /** Cannot-express and warning issues, shown as a badge. */
    readonly problems: number;
  }[];
  readonly onChange: (value: P) => void;
  /** The group's name on screen; "Platform" unless given. */
  readonly legend?: string;
}

/** The platform (or format) radios of a "Copy as config" block, each with its count of warnings. */
export function PlatformChoice<P extends string>({
  name,
  value,
  options,
  onChange,
  legend = 'Platform',
}: PlatformChoiceProps<P>) {
  const legendId = useId();
  return (
    <fieldset className="segmented" aria-labelledby={legendId}>
      <legend id={legendId}>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="segmented-option">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <span>
            {o.label}
            {o.problems > 0 ? (
              <span className="config-badge">
                {` (${o.problems} ${o.problems > 1 ? 'warnings' : 'warning'})`}
              </span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
