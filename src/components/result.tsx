import { useId, type ReactNode } from 'react';

/**
 * The value a result carries: a number in code units, or, for a categorical result (a verdict),
 * its code; null or undefined when it cannot be computed from the current input.
 */
type RawValue = number | string | null | undefined;

/** Known: a finite number or a non-empty code. NaN, ±Infinity, null and "" are not. */
function isKnown(value: RawValue): value is number | string {
  return typeof value === 'number' ? Number.isFinite(value) : Boolean(value);
}

interface ContractProps {
  readonly as?: 'div' | 'td';
  /** The stable result id (docs/url-parameters.md); undefined writes `data-value` alone. */
  readonly id: string | undefined;
  readonly value: RawValue;
  readonly stale?: boolean;
  /** The raw value's unit (`data-unit`), e.g. `s`, `fraction`, `count`; omitted when it has none. */
  readonly unit?: string | undefined;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}

/**
 * The element that carries the result contract, and the only place that writes it:
 * `data-result` (the id) and `data-value` (the raw value, "" when it is not known). A stale
 * value (the last valid one, while the input has an error) is not computable from the current
 * input: `data-value` is "" and the value moves to `data-stale-value`, with `data-stale="true"`.
 */
function Contract({
  as: Tag = 'div',
  id,
  value,
  stale = false,
  unit,
  className,
  children,
}: ContractProps) {
  const known = isKnown(value);
  const raw = known ? String(value) : '';
  return (
    <Tag
      className={className}
      data-result={id}
      data-value={stale ? '' : raw}
      data-stale={stale && known ? 'true' : undefined}
      data-stale-value={stale && known ? raw : undefined}
      data-unit={unit || undefined}
    >
      {children}
    </Tag>
  );
}

interface ResultProps {
  /** The stable result id (docs/url-parameters.md), e.g. `downtime-year`. */
  readonly id: string;
  readonly label: ReactNode;
  /** The raw value in code units (or a category's code); null when it cannot be computed from the current input. */
  readonly value: number | string | null;
  /** The raw value's unit, written as `data-unit` for exports: `s`, `fraction`, `count`, … */
  readonly unit?: string;
  /** The formatted value; ignored when value is null. */
  readonly children?: ReactNode;
  /** A second, smaller line under the value. */
  readonly detail?: ReactNode;
  /** Why there is no value (shown under the `—` when value is null), e.g. "Needs a valid interval." */
  readonly reason?: ReactNode;
  /** Shown instead of `—` when the value is null for a known reason (e.g. "never"). */
  readonly fallback?: ReactNode;
  /** Links under the value, outside the `output` (declared-result.tsx: "Open in …"). */
  readonly links?: ReactNode;
}

interface CardProps extends ResultProps {
  readonly stale: boolean;
  readonly reasonClassName: string;
}

function Card({
  id,
  label,
  value,
  unit,
  stale,
  children,
  detail,
  reason,
  fallback = '—',
  reasonClassName,
  links,
}: CardProps) {
  const known = isKnown(value);
  const labelId = useId();
  const marked = stale && known;
  // aria-live off: a panel announces one summary, not every card on every keystroke.
  return (
    <Contract
      id={id}
      value={value}
      stale={stale}
      unit={unit}
      className={`result${marked ? ' is-stale' : ''}`}
    >
      <span className="result-label" id={labelId}>
        {label}
        {marked ? <span className="stale-badge"> (last valid)</span> : null}
      </span>
      <output className="result-value" aria-live="off" aria-labelledby={labelId}>
        {known ? children : fallback}
      </output>
      {known && detail ? <span className="result-detail">{detail}</span> : null}
      {!known && reason ? <span className={reasonClassName}>{reason}</span> : null}
      {links}
    </Contract>
  );
}

/** One computed result as a card: label, formatted value (or `—`), and a detail or a reason. */
export function Result(props: ResultProps) {
  return <Card {...props} stale={false} reasonClassName="result-detail result-reason" />;
}

interface StaleResultProps extends ResultProps {
  /**
   * True when the value comes from the last valid input, not the current one: the card keeps
   * showing it, marked "(last valid)", while the contract says it is not computable now.
   */
  readonly stale: boolean;
}

/** A result card that can also show the last valid value, marked stale (composition's totals). */
export function StaleResult(props: StaleResultProps) {
  return <Card {...props} reasonClassName="result-detail" />;
}

interface ResultCellProps {
  /** The result id; undefined for a row that has none (the cell still carries `data-value`). */
  readonly id: string | undefined;
  /** The raw value in code units (or a category's code); null while unknown. */
  readonly value: number | string | null;
  /** The raw value's unit (`data-unit`), as on `Result`. */
  readonly unit?: string;
  /** The last valid value, shown but marked in the contract (see `StaleResult`). */
  readonly stale?: boolean;
  /** Shown instead of the value when it is not known; `—` by default. */
  readonly fallback?: ReactNode;
  readonly children?: ReactNode;
}

/** A result as a table cell (`<td>`), carrying the result contract. */
export function ResultCell({
  id,
  value,
  unit,
  stale = false,
  fallback = '—',
  children,
}: ResultCellProps) {
  return (
    <Contract as="td" id={id} value={value} stale={stale} unit={unit}>
      {isKnown(value) ? children : fallback}
    </Contract>
  );
}

interface TextResultProps {
  readonly id: string;
  /** The category's code, e.g. `replayed-200`; null or undefined when there is none. */
  readonly value: string | null | undefined;
  readonly label: ReactNode;
  /** Classes beside `result`. */
  readonly className?: string;
  /** The category in words; `—` is shown when there is no value. */
  readonly children?: ReactNode;
}

/** A result card whose value is a category: `data-value` holds its code. */
export function TextResult({ id, value, label, className, children }: TextResultProps) {
  return (
    <Contract id={id} value={value} className={className ? `result ${className}` : 'result'}>
      <span className="result-label">{label}</span>
      <output className="result-value">{isKnown(value) ? children : '—'}</output>
    </Contract>
  );
}

interface VerdictProps {
  readonly id: string;
  /** The verdict's code, e.g. `page-human`; null or undefined when there is none. */
  readonly value: string | null | undefined;
  readonly label: ReactNode;
  /** The block's classes, e.g. `verdict verdict-page-human`. */
  readonly className: string;
  /** The verdict's title; `—` is shown when there is no value. */
  readonly children?: ReactNode;
  /** The sentence under the title that says why (shown with or without a value). */
  readonly reason: ReactNode;
}

/** A verdict: a categorical result shown as a title with its reason underneath. */
export function Verdict({ id, value, label, className, children, reason }: VerdictProps) {
  return (
    <Contract id={id} value={value} className={className}>
      <span className="result-label">{label}</span>
      <output className="verdict-title">{isKnown(value) ? children : '—'}</output>
      <p className="verdict-reason">{reason}</p>
    </Contract>
  );
}
