#!/usr/bin/env node
/**
 * Mutation testing of src/core, one area at a time (docs/testing.md). Not part of CI.
 *
 *   npm run mutation -- math format   # those areas, in the order given
 *   npm run mutation                  # every folder of src/core, smallest first
 *   npm run mutation -- --table       # no run: the table from the reports already there
 *   npm run mutation -- --docs …      # also write the table into docs/testing.md
 *   npm run mutation -- overload/simulation   # one part of an area (PARTS below)
 *
 * Each area is one Stryker run (stryker.config.mjs reads MUTATION_AREA), so a 2-core machine
 * only ever holds one test runner. The run writes reports/mutation/<area>.json and .html; this
 * script adds <area>.meta.json (wall time, date, commit) and, after the last area, prints the
 * table read from the JSON reports and writes it to reports/mutation/summary.md.
 */
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CORE = 'src/core';
const REPORTS = 'reports/mutation';
const DOC = 'docs/testing.md';
const START = '<!-- mutation-table:start -->';
const END = '<!-- mutation-table:end -->';

/** Lines of TypeScript under a folder, to order the areas smallest first. */
function lineCount(dir) {
  let lines = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) lines += lineCount(path);
    else if (entry.name.endsWith('.ts')) lines += readFileSync(path, 'utf8').split('\n').length;
  }
  return lines;
}

function allAreas() {
  return readdirSync(CORE)
    .filter((name) => statSync(join(CORE, name)).isDirectory())
    .map((name) => ({ name, lines: lineCount(join(CORE, name)) }))
    .sort((a, b) => a.lines - b.lines || a.name.localeCompare(b.name))
    .map((area) => area.name);
}

/**
 * Areas whose tests run whole simulations are measured in parts: instrumented, a simulation runs
 * about 30 times slower, and a part that finishes keeps its report where a stopped run keeps
 * nothing. Each part lists its files (globs under src/core/<area>/); the last part may be
 * `rest`, every file the other parts leave. The area's row adds its parts' reports up.
 */
const PARTS = {
  composition: {
    syntax: [
      'scanner.ts',
      'parse.ts',
      'parse-messages.ts',
      'print.ts',
      'ast.ts',
      'diagnostics.ts',
      'edit.ts',
    ],
    model: [
      'presets.ts',
      'fields.ts',
      'values.ts',
      'resolve.ts',
      'overrides.ts',
      'formulas.ts',
      'cost.ts',
      'analyse.ts',
    ],
    exact: ['decimal.ts', 'binary-float.ts', 'wide-double.ts', 'wide-kofn.ts'],
    evaluate: 'rest',
  },
  overload: {
    texts: ['config/**/*.ts', 'fields.ts', 'params.ts', 'jobs.ts', 'types.ts', 'expected.ts'],
    policies: [
      'aws-quota.ts',
      'circuit-breaker.ts',
      'finagle-budget.ts',
      'grpc-throttle.ts',
      'retry-breaker.ts',
      'policy.ts',
      'outcome-window.ts',
      'attempt-log.ts',
    ],
    metastable: ['metastable.ts', 'metastable-metrics.ts', 'server.ts'],
    simulation: 'rest',
  },
};

/** The parts of an area, each with the MUTATION_FILES it measures ([one unnamed part] if none). */
function partsOf(area) {
  const parts = PARTS[area];
  if (!parts) return [{ part: null, files: '**/*.ts' }];
  const listed = Object.values(parts)
    .filter((f) => f !== 'rest')
    .flat();
  return Object.entries(parts).map(([part, files]) => ({
    part,
    files: (files === 'rest' ? ['**/*.ts', ...listed.map((f) => `!${f}`)] : files).join(','),
  }));
}

const reportName = (area, part) => (part ? `${area}.${part}` : area);

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function runArea(area, only = null) {
  let ok = true;
  for (const { part, files } of partsOf(area)) {
    if (only && part !== only) continue;
    ok = runPart(area, part, files) && ok;
  }
  return ok;
}

function runPart(area, part, files) {
  const name = reportName(area, part);
  const started = Date.now();
  // The commit the run measures: taken before it, as commits made meanwhile are not in its sandbox.
  const measured = commit();
  // With an earlier report, Stryker re-tests only the mutants whose code or tests changed.
  const incremental = existsSync(join(REPORTS, `${name}.incremental.json`));
  console.log(`\n=== mutation: ${name} ===`);
  const env = { ...process.env, MUTATION_AREA: area, MUTATION_FILES: files };
  if (part) env.MUTATION_PART = part;
  const result = spawnSync('npx', ['stryker', 'run'], { stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  const meta = {
    seconds,
    date: new Date().toISOString().slice(0, 10),
    commit: measured,
    incremental,
  };
  if (result.status === 0)
    writeFileSync(join(REPORTS, `${name}.meta.json`), JSON.stringify(meta) + '\n');
  else console.error(`Stryker failed on ${name} (exit ${result.status}); its row is left out.`);
  return result.status === 0;
}

/**
 * An area's report and run: its own, or its parts' added up (files are disjoint; the time is the
 * sum, incremental if any part was, the latest date and commit). Null while a part has none.
 */
function areaReport(area) {
  const parts = partsOf(area);
  const reports = parts.map(({ part }) =>
    readJson(join(REPORTS, `${reportName(area, part)}.json`)),
  );
  if (reports.some((r) => !r)) {
    const missing = parts.filter((_, i) => !reports[i]).map(({ part }) => part);
    return { report: null, missing: parts.length > 1 ? missing : [] };
  }
  const metas = parts.map(
    ({ part }) => readJson(join(REPORTS, `${reportName(area, part)}.meta.json`)) ?? {},
  );
  const report = { files: Object.assign({}, ...reports.map((r) => r.files)) };
  const latest = metas.reduce((a, b) => ((b.date ?? '') > (a.date ?? '') ? b : a), {});
  const meta = {
    seconds: metas.every((m) => m.seconds != null)
      ? metas.reduce((sum, m) => sum + m.seconds, 0)
      : null,
    incremental: metas.some((m) => m.incremental),
    date: latest.date,
    commit: parts.length > 1 ? [...new Set(metas.map((m) => m.commit))].join(', ') : latest.commit,
    parts: parts.length,
  };
  return { report, meta, missing: [] };
}

/** The counts of one area's JSON report (mutation-testing-report-schema). */
function summarise(report) {
  const counts = {
    mutants: 0,
    killed: 0,
    timeout: 0,
    survived: 0,
    noCoverage: 0,
    errors: 0,
    ignored: 0,
  };
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) {
      if (mutant.status === 'Ignored') {
        counts.ignored++;
        continue;
      }
      if (mutant.status === 'CompileError' || mutant.status === 'RuntimeError') {
        counts.errors++;
        continue;
      }
      counts.mutants++;
      if (mutant.status === 'Killed') counts.killed++;
      else if (mutant.status === 'Timeout') counts.timeout++;
      else if (mutant.status === 'Survived') counts.survived++;
      else if (mutant.status === 'NoCoverage') counts.noCoverage++;
    }
  }
  // Stryker's score: detected ÷ valid mutants (killed + timeout + survived + no coverage).
  counts.score = counts.mutants === 0 ? null : (counts.killed + counts.timeout) / counts.mutants;
  return counts;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

function duration(seconds) {
  if (seconds == null) return '—';
  const m = Math.floor(seconds / 60);
  return m > 0 ? `${m} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`;
}

function table(areas) {
  const header = [
    '| Area | Mutants | Killed | Timeout | Survived | No coverage | Static, not run | Score | Time | Date | Commit |',
    '| ---- | ------: | -----: | ------: | -------: | ----------: | --------------: | ----: | ---: | ---- | ------ |',
  ];
  const rows = [];
  for (const area of areas) {
    const { report, meta = {}, missing } = areaReport(area);
    if (!report) {
      const note = missing.length ? ` (parts ${missing.join(', ')})` : '';
      rows.push(`| ${area} | not run${note} | | | | | | | | | |`);
      continue;
    }
    const c = summarise(report);
    const score = c.score == null ? '—' : `${(100 * c.score).toFixed(1)}%`;
    rows.push(
      `| ${area} | ${c.mutants} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.ignored} | ${score} | ${duration(meta.seconds)}${meta.parts > 1 ? ` (${meta.parts} parts)` : ''}${meta.incremental ? ' (incremental)' : ''} | ${meta.date ?? '—'} | ${meta.commit ?? '—'} |`,
    );
  }
  return [...header, ...rows].join('\n');
}

function writeDocs(text) {
  const doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${DOC} has no ${START} … ${END} block`);
  writeFileSync(DOC, `${doc.slice(0, from + START.length)}\n\n${text}\n\n${doc.slice(to)}`);
  console.log(`Wrote the table into ${DOC}.`);
}

function main(argv) {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const named = argv.filter((arg) => !arg.startsWith('--'));
  const known = allAreas();
  const requests = named.map((arg) => {
    const [area, part = null] = arg.split('/');
    return { arg, area, part };
  });
  const unknown = requests.filter(
    ({ area, part }) => !known.includes(area) || (part && !PARTS[area]?.[part]),
  );
  if (unknown.length > 0) {
    const parts = Object.entries(PARTS).flatMap(([a, p]) => Object.keys(p).map((n) => `${a}/${n}`));
    console.error(
      `Not a folder of ${CORE} or a part of one: ${unknown.map((u) => u.arg).join(', ')}. Areas: ${known.join(', ')}. Parts: ${parts.join(', ')}.`,
    );
    return 2;
  }
  const areas = named.length > 0 ? [...new Set(requests.map((r) => r.area))] : known;
  mkdirSync(REPORTS, { recursive: true });
  let failed = 0;
  if (!flags.has('--table')) {
    const runs = named.length > 0 ? requests : known.map((area) => ({ area, part: null }));
    for (const { area, part } of runs) if (!runArea(area, part)) failed++;
  }
  const text = table(flags.has('--table') && named.length === 0 ? known : areas);
  console.log(`\n${text}\n`);
  writeFileSync(join(REPORTS, 'summary.md'), text + '\n');
  console.log(`Wrote ${REPORTS}/summary.md.`);
  if (flags.has('--docs')) writeDocs(table(known));
  return failed > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
