/**
 * What a Prometheus rule file says, read back from its YAML: the recording rules and the alerting
 * rules with their names, labels and annotations. The promtool export reads the alerts export's
 * own text this way, so the names and labels it expects are the ones the rules produce, whatever
 * the export calls them.
 */
import { parseYaml as parse } from '../emit/yaml';
import { fail, ok, type Parsed } from '../input/parsed';
import { parseWindow } from '../alerts/window-text';

export interface RecordingRule {
  readonly record: string;
  readonly expr: string;
  readonly labels: Readonly<Record<string, string>>;
  /** The window of the expression's range selectors (`[5m]`), seconds; null when none or several. */
  readonly window: number | null;
}

export interface AlertingRule {
  readonly alert: string;
  readonly expr: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly annotations: Readonly<Record<string, string>>;
  /**
   * The recording rule the expression reads first: the left side of its `and`, whose value the
   * alert carries (`$value`) and whose labels it keeps. Null when it reads none.
   */
  readonly first: RecordingRule | null;
}

export interface RulesFile {
  readonly recording: readonly RecordingRule[];
  readonly alerting: readonly AlertingRule[];
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A map of strings (labels, annotations); YAML numbers and booleans read as their text. */
function strings(x: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(x)) return out;
  for (const [k, v] of Object.entries(x))
    if (v !== null && v !== undefined) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return out;
}

/** The one window of an expression's range selectors, or null. */
function exprWindow(expr: string): number | null {
  const windows = new Set([...expr.matchAll(/\[([^\]:]+)\]/g)].map((m) => m[1]!.trim()));
  const [only] = windows;
  return windows.size === 1 && only !== undefined ? parseWindow(only) : null;
}

/** The recording rule whose name appears first in the expression (as a whole name). */
function firstRecord(expr: string, recording: readonly RecordingRule[]): RecordingRule | null {
  let best: { at: number; rule: RecordingRule } | null = null;
  for (const rule of recording) {
    const escaped = rule.record.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const at = new RegExp(`(?<![\\w:])${escaped}(?![\\w:])`).exec(expr)?.index;
    if (at !== undefined && (best === null || at < best.at)) best = { at, rule };
  }
  return best?.rule ?? null;
}

/** Reads a rule file's groups (every group, in order). */
export function readRulesFile(text: string): Parsed<RulesFile> {
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (e) {
    return fail(`the rules are not valid YAML: ${(e as Error).message}`);
  }
  if (!isRecord(doc) || !Array.isArray(doc.groups)) return fail('the rules have no `groups:`.');
  const groups: unknown[] = doc.groups;
  const rules = groups.flatMap((g): unknown[] =>
    isRecord(g) && Array.isArray(g.rules) ? (g.rules as unknown[]) : [],
  );
  const recording: RecordingRule[] = [];
  const pending: Record<string, unknown>[] = [];
  for (const rule of rules) {
    if (!isRecord(rule) || typeof rule.expr !== 'string') continue;
    if (typeof rule.record === 'string')
      recording.push({
        record: rule.record,
        expr: rule.expr,
        labels: strings(rule.labels),
        window: exprWindow(rule.expr),
      });
    else if (typeof rule.alert === 'string') pending.push(rule);
  }
  const alerting = pending.map((rule) => ({
    alert: rule.alert as string,
    expr: rule.expr as string,
    labels: strings(rule.labels),
    annotations: strings(rule.annotations),
    first: firstRecord(rule.expr as string, recording),
  }));
  return ok({ recording, alerting });
}
