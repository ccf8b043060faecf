import { readFileSync } from 'node:fs';
import { valuesText } from '@/core/fields/describe';
import type { ResultRow } from '@/lib/results/declare';
import type { PanelExport } from '@/lib/results/exports';
import { buildHash, decodeQuery, parseHash } from '@/lib/url-state/codec';
import { readArgs } from './args';
import {
  CALC_PANELS,
  findCalcPanel,
  type CalcFiles,
  type CalcPanel,
  type Problem,
} from './calc-panels';
import { FORMATS, formatReport, type Format, type Report } from './report';

export interface CliOutput {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
}

const USAGE = `Usage: npm run calc -- <panel> [key=value …] [--format ${FORMATS.join('|')}]
       npm run calc -- '<share link>' [key=value …] [--format …]
       npm run calc -- <panel> [key=value …] --export [<id>]
       npm run calc -- <panel> --help

Prints a panel's results for the same parameters as its URL, with the same defaults (the worked
example), computed by the same models: one row per result the page shows, with its data-result id,
its label, the value as the page shows it, its unit and the raw value (the page's data-value).
A share link (https://…/#/nines?a=99.95 or just '#/nines?a=99.95') stands for the panel and its
parameters; key=value after it overrides them. Simulated results run the panel's engine on its seed.
A key the panel does not have, or a value its field rejects, is an error (exit code 2).
--export <id> prints the text the panel's copy button gives (rules, configs, scripts) for those
parameters, exactly; --export alone lists the panel's exports.

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
    `       npm run calc -- ${panel.id} [key=value …] --export [<id>]`,
    '',
    `${panel.title}: its URL parameters (key, default, meaning; values):`,
    ...keys,
    ...panel.files.map((f) => `  ${`${f.key}=FILE`.padEnd(12)} ${f.doc}`),
    ...multiline.flatMap((f) => ['', `Default ${f.key}:`, f.default]),
  ].join('\n');
}

const fail = (lines: readonly string[], hint: string): CliOutput => ({
  stdout: '',
  stderr: [...lines, ...(hint ? [hint] : [])].map((l) => `${l}\n`).join(''),
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

/**
 * Takes `--export`, `--export <id>` or `--export=<id>` out of the arguments: the id, '' for the
 * list, or null when not asked.
 */
function takeExport(args: readonly string[]): {
  readonly id: string | null;
  readonly rest: string[];
} {
  const rest: string[] = [];
  let id: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const joined = /^--export=(.*)$/s.exec(arg);
    if (joined) id = joined[1] ?? '';
    else if (arg === '--export') {
      const next = args[i + 1];
      id = next !== undefined && !next.startsWith('-') && !next.includes('=') ? next : '';
      if (id !== '') i++;
    } else rest.push(arg);
  }
  return { id, rest };
}

/**
 * Takes the panel's file keys (`data=FILE`, `--data FILE`) out of the arguments and reads the
 * files: their texts, the inputs they set, and the rest of the arguments.
 */
function takeFiles(
  panel: CalcPanel,
  args: readonly string[],
):
  | { readonly files: CalcFiles; readonly sets: Record<string, string>; readonly rest: string[] }
  | { readonly error: string } {
  const files: Record<string, string> = {};
  const sets: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const m = /^(?:--)?([a-z][\w-]*)=(.*)$/s.exec(arg) ?? /^--([a-z][\w-]*)$/.exec(arg);
    const file = m ? panel.files.find((f) => f.key === m[1]) : undefined;
    if (!m || !file) {
      rest.push(arg);
      continue;
    }
    const path = m[2] ?? args[++i];
    if (path === undefined || path === '')
      return { error: `${file.key}: give a file, ${file.key}=FILE.` };
    try {
      files[file.key] = readFileSync(path, 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? String(e);
      return { error: `${file.key}: cannot read ${path} (${code}).` };
    }
    Object.assign(sets, file.sets);
  }
  return { files, sets, rest };
}

/** `--export`: the chosen text as the copy button gives it, or the list of the panel's exports. */
function printExport(panel: CalcPanel, exports: readonly PanelExport[], id: string): CliOutput {
  const list = exports.map(
    (e) =>
      `  ${e.id.padEnd(14)} ${e.title}${e.text === null ? ` (${e.why ?? 'not available'})` : ''}`,
  );
  if (id === '') {
    if (!panel.exportable) {
      const some = CALC_PANELS.filter((p) => p.exportable).map((p) => p.id);
      return fail(
        [`The ${panel.id} panel has no text to copy; these have: ${some.join(', ')}.`],
        '',
      );
    }
    if (exports.length === 0)
      return fail([`The ${panel.id} panel has nothing to copy for these parameters.`], '');
    return {
      stdout: `Exports of the ${panel.id} panel (--export <id>):\n${list.join('\n')}\n`,
      stderr: '',
      code: 0,
    };
  }
  const chosen = exports.find((e) => e.id === id);
  if (!chosen) {
    const known =
      exports.length > 0 ? `its exports:\n${list.join('\n')}` : 'it has none for these parameters.';
    return fail([`${id}: not an export of the ${panel.id} panel; ${known}`], '');
  }
  if (chosen.text === null)
    return fail([`${id}: ${chosen.why ?? 'not available for these parameters.'}`], '');
  return {
    stdout: chosen.text.endsWith('\n') ? chosen.text : `${chosen.text}\n`,
    stderr: '',
    code: 0,
  };
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
  const exported = takeExport(args);
  const taken = takeFiles(panel, exported.rest);
  if ('error' in taken) return fail([taken.error], hint);
  const read = readArgs(panel.fields, taken.rest);
  if (!read.ok) {
    const unknown = /^Unknown parameter --(.+)\.$/.exec(read.error);
    const message = unknown
      ? `${unknown[1]}: not a key of the ${panel.id} panel (its keys: ${panel.fields.map((f) => f.key).join(', ')}).`
      : read.error;
    return fail([message], hint);
  }
  // A file means its settings (data=FILE is sample=own): a different value typed beside it is a
  // contradiction, not a choice between them.
  const typed = read.inputs as Readonly<Record<string, string>>;
  const clash = Object.entries(taken.sets).find(
    ([k, v]) => typed[k] !== v && typed[k] !== panel.fields.find((f) => f.key === k)?.default,
  );
  if (clash)
    return fail(
      [
        `${clash[0]}: a file given with ${Object.keys(taken.files).join('=, ')}= means ${clash[0]}=${clash[1]}.`,
      ],
      hint,
    );
  const inputs = { ...read.inputs, ...taken.sets } as Readonly<Record<string, string>>;
  const calculated = panel.calculate(inputs, taken.files);
  // A run too large to simulate (a problem of no field) does not stop an export.
  const problems =
    exported.id === null ? calculated.problems : calculated.problems.filter((p) => p.key !== null);
  if (problems.length > 0) return fail(problems.map(problemLine), hint);
  if (exported.id !== null) return printExport(panel, calculated.exports(), exported.id);
  const link = `${base}${buildHash(panel.id, panel.fields, inputs)}`;
  return {
    stdout: `${print(panel, inputs, calculated.rows(), link, read.format)}\n`,
    stderr: '',
    code: 0,
  };
}
