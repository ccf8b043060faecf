import { OVERLOAD_FIELDS, OVERLOAD_MODES, type OverloadMode } from '@/core/overload/fields';
import type { OverloadJob } from '@/core/overload/jobs';
import { createMetastableTask } from '@/core/overload/metastable';
import { OVERLOAD_MODE_FIELDS, parseOverloadInputs } from '@/core/overload/params';
import { createSweepTask } from '@/core/overload/sweep';
import { createContentionTask } from '@/core/retries/contention';
import { MODES, RETRIES_FIELDS } from '@/core/retries/fields';
import { MODE_FIELDS, parseRetriesInputs, type SimJob } from '@/core/retries/params';
import { createRecoveryTask } from '@/core/retries/recovery';
import { runToEnd } from '@/core/sim/task';
import { createWaveTask } from '@/core/retries/wave';
import { parameterHelp, readArgs } from './args';
import {
  contentionReport,
  FORMATS,
  formatReport,
  metastableReport,
  recoveryReport,
  sweepReport,
  waveReport,
  type Format,
  type Report,
} from './report';

export interface CliOutput {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
}

const ALL_MODES = [...MODES, ...OVERLOAD_MODES];

const USAGE = `Usage: npm run sim -- <${ALL_MODES.join('|')}> [--<param> <value> ...] [--format ${FORMATS.join('|')}]

Parameters are the panels' URL parameters, with the same defaults (also as key=value).

Retry storms (${MODES.join(', ')}):
${parameterHelp(RETRIES_FIELDS, ['mode'])}
${MODES.map((mode) => `${mode} reads ${MODE_FIELDS[mode].join(', ')}`).join(';\n')}.

Retry budgets & overload (${OVERLOAD_MODES.join(', ')}):
${parameterHelp(OVERLOAD_FIELDS, ['mode'])}
${OVERLOAD_MODES.map((mode) => `${mode} reads ${OVERLOAD_MODE_FIELDS[mode].join(', ')}`).join(';\n')}.`;

/** Runs a retries job to the end in this thread. */
function runJob(job: SimJob): Report {
  switch (job.mode) {
    case 'wave':
      return waveReport(runToEnd(createWaveTask(job.params)));
    case 'recovery':
      return recoveryReport(runToEnd(createRecoveryTask(job.params)));
    case 'contention':
      return contentionReport(runToEnd(createContentionTask(job.params), 1));
  }
}

/** Runs an overload job to the end in this thread. */
function runOverloadJob(job: OverloadJob): Report {
  switch (job.mode) {
    case 'overload-sweep':
      return sweepReport(runToEnd(createSweepTask(job.params)));
    case 'overload-metastable':
      return metastableReport(runToEnd(createMetastableTask(job.params)));
  }
}

const fail = (message: string): CliOutput => ({
  stdout: '',
  stderr: `${message}\n\n${USAGE}\n`,
  code: 2,
});

const isOverloadMode = (text: string | undefined): text is OverloadMode =>
  (OVERLOAD_MODES as readonly string[]).includes(text ?? '');

/** The job of a command line, or the message that says what is wrong with it. */
type Planned = { readonly run: () => Report; readonly format: Format } | { readonly error: string };

function planRetries(argv: readonly string[]): Planned {
  const args = readArgs(RETRIES_FIELDS, argv, 'mode');
  if (!args.ok) return { error: args.error };
  const parsed = parseRetriesInputs(args.inputs);
  if (!parsed.mode.ok) {
    return {
      error: `“${args.inputs.mode}” is not a mode: choose ${ALL_MODES.slice(0, -1).join(', ')} or ${ALL_MODES.at(-1)}.`,
    };
  }
  const errors = Object.entries(parsed.fields).flatMap(([k, f]) =>
    f.ok ? [] : [`--${k}: ${f.error}`],
  );
  if (errors.length) return { error: errors.join('\n') };
  const job = parsed.job;
  if (!job) return { error: parsed.refusal ?? 'Nothing to run.' };
  return { run: () => runJob(job), format: args.format };
}

function planOverload(argv: readonly string[]): Planned {
  const args = readArgs(OVERLOAD_FIELDS, argv, 'mode');
  if (!args.ok) return { error: args.error };
  const parsed = parseOverloadInputs(args.inputs);
  if (!parsed.mode.ok) return { error: parsed.mode.error };
  const errors = Object.entries(parsed.fields).flatMap(([k, f]) =>
    f.ok ? [] : [`--${k}: ${f.error}`],
  );
  if (errors.length) return { error: errors.join('\n') };
  const job = parsed.job;
  if (!job) return { error: parsed.refusal ?? 'Nothing to run.' };
  return { run: () => runOverloadJob(job), format: args.format };
}

/** The `sim` command: argv without node and script; `now` in ms times the run (reported on stderr). */
export function runCli(argv: readonly string[], now: () => number): CliOutput {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    return { stdout: `${USAGE}\n`, stderr: '', code: argv.length === 0 ? 2 : 0 };
  }
  const mode = argv[0] ?? '';
  const planned = isOverloadMode(mode) ? planOverload(argv) : planRetries(argv);
  if ('error' in planned) return fail(planned.error);
  const start = now();
  const report = planned.run();
  const ms = now() - start;
  return {
    stdout: `${formatReport(report, planned.format)}\n`,
    stderr: `${mode} ran in ${ms.toFixed(0)} ms\n`,
    code: 0,
  };
}
