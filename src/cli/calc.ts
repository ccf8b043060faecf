import { valuesText } from '@/core/fields/describe';
import type { ResultRow } from '@/lib/results/declare';
import { buildHash, decodeQuery, parseHash } from '@/lib/url-state/codec';
import { readArgs } from './args';
import { CALC_PANELS, findCalcPanel, type CalcPanel, type Problem } from './calc-panels';
import { FORMATS, formatReport, type Format, type Report } from './report';

export interface CliOutput {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
}

const USAGE = `Usage: npm run calc -- <panel> [key=value …] [--format ${FORMATS.join('|')}]
       npm run calc -- '<share link>' [key=value …] [--format …]
       npm run calc -- <panel> --help

Prints a panel's results for the same parameters as its URL, with the same defaults (the worked
example), computed by the same models: one row per result the page shows, with its data-result id,
its label, the value as the page shows it, its unit and the raw value (the page's data-value).
A share link (https://…/#/nines?a=99.95 or just '#/nines?a=99.95') stands for the panel and its
parameters; key=value after it overrides them. Simulated results run the panel's engine on its seed.
A key the panel does not have, or a value its field rejects, is an error (exit code 2).

Panels:
${CALC_PANELS.map((p) => `  ${p.id.padEnd(12)} ${p.title}`).join('\n')}`;

/** One line per key for `calc <panel> --help`: key, default, meaning and the values it takes. */
function panelHelp(panel: CalcPanel): string {
  const keys = panel.fields.map((f) => {
    const shown =
      f.default === '' ? '(empty)' : f.default.includes('\n') ? '(see below)' : f.default;
    return `  ${f.key.padEnd(12)} ${shown.padEnd(10)} ${f.doc}; ${valuesText(f)}`;
  });
  const multiline = panel.fields.filter((f) => f.default.includes('\n'));
  return [
    `Usage: npm run calc -- ${panel.id} [key=value …] [--format ${FORMATS.join('|')}]`,
    '',
    `${panel.title}: its URL parameters (key, default, meaning; values):`,
    ...keys,
    ...multiline.flatMap((f) => ['', `Default ${f.key}:`, f.default]),
  ].join('\n');
}

const fail = (lines: readonly string[], hint: string): CliOutput => ({
  stdout: '',
  stderr: `${lines.join('\n')}\n${hint}\n`,
  code: 2,
});

/** `key: message`, as the form would show it under the field. */
const problemLine = (p: Problem) => (p.key === null ? p.message : `${p.key}: ${p.message}`);

/** The panel and its parameters named by a share link, or the reason it names none. */
function fromLink(
  link: string,
):
  | { readonly panel: CalcPanel; readonly args: string[]; readonly base: string }
  | { readonly error: string } {
  const at = link.indexOf('#');
  if (at < 0) return { error: `The link “${link}” has no #/<panel> part.` };
  const route = parseHash(link.slice(at));
  const panel = findCalcPanel(route.panelId ?? '');
  if (!panel) return { error: `The link names no panel this app has (“${route.panelId ?? ''}”).` };
  const decoded = decodeQuery(panel.fields, route.query);
  if (decoded.problems.length > 0) return { error: decoded.problems.join('\n') };
  // Only what the link holds: the rest keeps its default, as on the page.
  const args = [...new Set(route.query.keys())]
    .filter((k) => panel.fields.some((f) => f.key === k))
    .map((k) => `${k}=${decoded.inputs[k] ?? ''}`);
  return { panel, args, base: link.slice(0, at) };
}

/** The results as rows of cells: the one shape table, CSV and markdown print. */
function reportOf(panel: CalcPanel, rows: readonly ResultRow[], link: string): Report {
  return {
    title: `${panel.title} (${link})`,
    facts: [],
    columns: ['id', 'label', 'shown', 'unit', 'value'],
    rows: rows.map((r) => [r.id, r.label, r.text, r.unit, r.value]),
  };
}

function print(
  panel: CalcPanel,
  inputs: Readonly<Record<string, string>>,
  rows: readonly ResultRow[],
  link: string,
  format: Format,
): string {
  if (format === 'json') {
    const results = rows.map(({ id, label, text, unit, value }) => ({
      id,
      label,
      shown: text,
      unit,
      value,
    }));
    return JSON.stringify({ panel: panel.id, title: panel.title, link, inputs, results }, null, 2);
  }
  const report = reportOf(panel, rows, link);
  if (format === 'markdown')
    return `${formatReport(report, 'markdown')}\n\n[Open in Reliability Lab](${link})`;
  return formatReport(report, format);
}

/** The `calc` command: argv without node and script. */
export function runCalc(argv: readonly string[]): CliOutput {
  const first = argv[0] ?? '';
  if (argv.length === 0 || first === '--help' || first === '-h') {
    return { stdout: `${USAGE}\n`, stderr: '', code: argv.length === 0 ? 2 : 0 };
  }
  const generalHint = 'Run npm run calc -- --help for the panels.';
  let panel: CalcPanel | undefined;
  let args: string[];
  let base = '';
  if (first.includes('#') || /^https?:/.test(first)) {
    const linked = fromLink(first);
    if ('error' in linked) return fail([linked.error], generalHint);
    ({ panel, base } = linked);
    args = [...linked.args, ...argv.slice(1)];
  } else {
    panel = findCalcPanel(first);
    if (!panel)
      return fail(
        [`Unknown panel “${first}”: choose ${CALC_PANELS.map((p) => p.id).join(', ')}.`],
        generalHint,
      );
    args = argv.slice(1);
  }
  if (args.includes('--help') || args.includes('-h'))
    return { stdout: `${panelHelp(panel)}\n`, stderr: '', code: 0 };
  const hint = `Run npm run calc -- ${panel.id} --help for its keys.`;
  const read = readArgs(panel.fields, args);
  if (!read.ok) {
    const unknown = /^Unknown parameter --(.+)\.$/.exec(read.error);
    const message = unknown
      ? `${unknown[1]}: not a key of the ${panel.id} panel (its keys: ${panel.fields.map((f) => f.key).join(', ')}).`
      : read.error;
    return fail([message], hint);
  }
  const inputs = read.inputs as Readonly<Record<string, string>>;
  const calculated = panel.calculate(inputs);
  if (calculated.problems.length > 0) return fail(calculated.problems.map(problemLine), hint);
  const link = `${base}${buildHash(panel.id, panel.fields, inputs)}`;
  return {
    stdout: `${print(panel, inputs, calculated.rows(), link, read.format)}\n`,
    stderr: '',
    code: 0,
  };
}
