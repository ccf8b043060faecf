import { createContentionTask } from '@/core/retries/contention';
import { MODES, RETRIES_FIELDS } from '@/core/retries/fields';
import { MODE_FIELDS, parseRetriesInputs, type SimJob } from '@/core/retries/params';
import { createRecoveryTask } from '@/core/retries/recovery';
import { runToEnd } from '@/core/retries/task';
import { createWaveTask } from '@/core/retries/wave';
import { parameterHelp, readArgs } from './args';
import {
  contentionReport,
  FORMATS,
  formatReport,
  recoveryReport,
  waveReport,
  type Report,
} from './report';

export interface CliOutput {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
}

const USAGE = `Usage: npm run sim -- <${MODES.join('|')}> [--<param> <value> ...] [--format ${FORMATS.join('|')}]

Parameters are the panel's URL parameters, with the same defaults (also as key=value):
${parameterHelp(RETRIES_FIELDS, ['mode'])}
${MODES.map((mode) => `${mode} reads ${MODE_FIELDS[mode].join(', ')}`).join(';\n')}.`;

/** Runs a job to the end in this thread. */
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

const fail = (message: string): CliOutput => ({
  stdout: '',
  stderr: `${message}\n\n${USAGE}\n`,
  code: 2,
});

/** The `sim` command: argv without node and script; `now` in ms times the run (reported on stderr). */
export function runCli(argv: readonly string[], now: () => number): CliOutput {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    return { stdout: `${USAGE}\n`, stderr: '', code: argv.length === 0 ? 2 : 0 };
  }
  const args = readArgs(RETRIES_FIELDS, argv, 'mode');
  if (!args.ok) return fail(args.error);
  const { inputs, format } = args;
  const mode = inputs.mode;
  const parsed = parseRetriesInputs(inputs);
  if (!parsed.mode.ok) return fail(parsed.mode.error);
  const errors = Object.entries(parsed.fields).flatMap(([k, f]) =>
    f.ok ? [] : [`--${k}: ${f.error}`],
  );
  if (errors.length) return fail(errors.join('\n'));
  if (!parsed.job) return fail(parsed.refusal ?? 'Nothing to run.');
  const start = now();
  const report = runJob(parsed.job);
  const ms = now() - start;
  return {
    stdout: `${formatReport(report, format)}\n`,
    stderr: `${mode} ran in ${ms.toFixed(0)} ms\n`,
    code: 0,
  };
}
