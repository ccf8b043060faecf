/**
 * Prometheus alert templates (Go text/template over the alert's labels and value), for the few
 * forms the rule exports write: `{{ $value }}`, `{{ $value | humanizePercentage }}`,
 * `{{ humanizePercentage $value }}` and `{{ $labels.name }}` (also `.Value`, `.Labels.name`).
 * Anything else is refused in words rather than guessed.
 */
import { fail, ok, type Parsed } from '../input/parsed';
import { goValue, humanizePercentage } from './go-format';

/** Expands one action's text (between `{{` and `}}`, trimmed), or null when not supported. */
function action(text: string, value: number, labels: Readonly<Record<string, string>>) {
  const words = text.replace(/\|/g, ' | ').trim().split(/\s+/);
  const isValue = (w: string | undefined) => w === '$value' || w === '.Value';
  if (words.length === 1 && isValue(words[0])) return goValue(value);
  if (
    (words.length === 3 &&
      isValue(words[0]) &&
      words[1] === '|' &&
      words[2] === 'humanizePercentage') ||
    (words.length === 2 && words[0] === 'humanizePercentage' && isValue(words[1]))
  )
    return humanizePercentage(value);
  const label = /^(?:\$labels|\.Labels)\.([a-zA-Z_][a-zA-Z0-9_]*)$/.exec(text);
  if (label) return labels[label[1]!] ?? '';
  return null;
}

/** A template's text with its actions expanded for an alert's value and labels. */
export function expandTemplate(
  template: string,
  value: number,
  labels: Readonly<Record<string, string>>,
): Parsed<string> {
  let out = '';
  let at = 0;
  for (;;) {
    const open = template.indexOf('{{', at);
    if (open < 0) break;
    const close = template.indexOf('}}', open + 2);
    if (close < 0) return fail(`the template “${template}” has an unclosed {{.`);
    const inner = template.slice(open + 2, close);
    const expanded = /^-|-$/.test(inner) ? null : action(inner.trim(), value, labels);
    if (expanded === null)
      return fail(`the template action {{${inner}}} is not one this export can expand.`);
    out += template.slice(at, open) + expanded;
    at = close + 2;
  }
  return ok(out + template.slice(at));
}
