import { parseChoice, parseFlag } from '../input/choice';
import { parseNumberField, type NumberRule } from '../input/number';
import { ok, type Parsed } from '../input/parsed';
import type { Accepts } from './quantity';

/**
 * What a field holds. `seconds` is a decimal in seconds (the form echoes it as a duration);
 * `percent` an availability typed in percent; `text` free text such as a topology.
 */
export type FieldKind =
  'decimal' | 'integer' | 'seconds' | 'percent' | 'choice' | 'boolean' | 'text';

export interface Choice {
  /** The URL text. */
  readonly value: string;
  /** What the form shows. */
  readonly label: string;
}

/**
 * One input of a panel, declared once. The URL codec, the typed store, the form, the CLI and
 * the parameter table of docs/url-parameters.md are all derived from a panel's list of these.
 */
export interface Field<K extends string = string, T = unknown> {
  /** The URL parameter and CLI key: a public contract, never renamed without a migration. */
  readonly key: K;
  /** The worked example's value, as URL text. */
  readonly default: string;
  readonly kind: FieldKind;
  /** The form's label (component tests find fields by it). */
  readonly label: string;
  /** What the parameter means, for the docs and `--help`. */
  readonly doc: string;
  /** The values it accepts, in words, when the kind and bounds do not say it (see describe.ts). */
  readonly values?: string;
  /** The bounds of a number field, which its parser checks and the docs describe. */
  readonly rule?: NumberRule;
  /** The unit the form shows after the input, e.g. `s` or `%`. */
  readonly unit?: string;
  /** How to fill it, under the input. */
  readonly hint?: string;
  /** The options of a `choice` or `boolean` field. */
  readonly choices?: readonly Choice[];
  /** The text as a value, or the reason in words. Never throws. */
  readonly parse: (text: string) => Parsed<T>;
  /** The group of its panel's form it is drawn in (form.ts); none when the panel draws it itself. */
  readonly group?: string;
  /** The modes that read it (values of the form's mode field); every mode when absent. */
  readonly modes?: readonly string[];
  /** Fields of a group with the same row are drawn side by side. */
  readonly row?: string;
  /** The part of a quantity another panel's result can carry into it ("Open in …" links). */
  readonly accepts?: Accepts;
}

/** Where a panel's form draws a field: its group, the modes that read it, its row. */
export interface Layout {
  readonly group?: string;
  readonly modes?: readonly string[];
  readonly row?: string;
}

interface Described extends Layout {
  readonly label: string;
  /** Defaults to the label. */
  readonly doc?: string;
  readonly hint?: string;
  /** Overrides the values text derived from the kind and the bounds. */
  readonly values?: string;
  /** The part of a quantity it takes from another panel's result (core/fields/quantity.ts). */
  readonly accepts?: Accepts;
}

/** What every builder writes alike: key, default, kind, label, doc (the label unless given), layout. */
function base<const K extends string>(
  key: K,
  defaultText: string,
  kind: FieldKind,
  { label, doc, hint, values, group, modes, row, accepts }: Described,
) {
  return {
    key,
    default: defaultText,
    kind,
    label,
    doc: doc ?? label,
    ...(values ? { values } : {}),
    ...(hint ? { hint } : {}),
    ...(group ? { group } : {}),
    ...(modes ? { modes } : {}),
    ...(row ? { row } : {}),
    ...(accepts ? { accepts } : {}),
  };
}

export type NumberOptions = Described &
  NumberRule & {
    /** The form's unit when it is not the rule's (e.g. `/s`, which messages do not say). */
    readonly suffix?: string;
  };

/** A number read exactly from its decimal text and checked against its rule. */
export function numberField<const K extends string>(
  key: K,
  defaultText: string,
  options: NumberOptions,
): Field<K, number> {
  const {
    label,
    doc,
    hint,
    values,
    group,
    modes,
    row,
    accepts,
    suffix = options.unit,
    ...rule
  } = options;
  const kind = rule.integer ? 'integer' : rule.unit === 's' ? 'seconds' : 'decimal';
  return {
    ...base(key, defaultText, kind, { label, doc, hint, values, group, modes, row, accepts }),
    rule,
    ...(suffix ? { unit: suffix } : {}),
    parse: (text) => parseNumberField(text, rule),
  };
}

/** A field whose parser is the domain's own (a percentage, a calendar, a topology). */
export function customField<const K extends string, T>(
  key: K,
  defaultText: string,
  kind: FieldKind,
  options: Described & {
    readonly values: string;
    readonly unit?: string;
    readonly choices?: readonly Choice[];
    readonly parse: (text: string) => Parsed<T>;
  },
): Field<K, T> {
  const { unit, choices, parse } = options;
  return {
    ...base(key, defaultText, kind, options),
    ...(unit ? { unit } : {}),
    ...(choices ? { choices } : {}),
    parse,
  };
}

/** One of a fixed list of words; `what` names it in the message ("an action kind"). */
export function choiceField<const K extends string, const V extends string>(
  key: K,
  defaultText: V,
  choices: readonly { readonly value: V; readonly label: string }[],
  options: Described & { readonly what: string },
): Field<K, V> {
  const words = choices.map((c) => c.value);
  return {
    ...base(key, defaultText, 'choice', options),
    choices,
    parse: (text) => parseChoice(text, words, options.what),
  };
}

/** The options of a yes/no field unless it names its own (the form then shows a select). */
export const YES_NO: readonly Choice[] = [
  { value: '1', label: 'yes' },
  { value: '0', label: 'no' },
];

/** A yes/no setting, `1` or `0` in the URL; `what` names it in the message. */
export function flagField<const K extends string>(
  key: K,
  defaultText: '0' | '1',
  options: Described & { readonly what: string; readonly choices?: readonly Choice[] },
): Field<K, boolean> {
  return {
    ...base(key, defaultText, 'boolean', options),
    choices: options.choices ?? YES_NO,
    parse: (text) => parseFlag(text, options.what),
  };
}

/** Free text, kept as typed; its model reads it (the topology language). */
export function textField<const K extends string>(
  key: K,
  defaultText: string,
  options: Described & { readonly values: string },
): Field<K, string> {
  return { ...base(key, defaultText, 'text', options), parse: ok };
}
