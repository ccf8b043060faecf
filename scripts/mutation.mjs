#!/usr/bin/env node
/**
 * Mutation testing of src/core, one area at a time (docs/testing.md). Not part of CI.
 *
 *   npm run mutation -- math format   # those areas, in the order given
 *   npm run mutation                  # every folder of src/core, smallest first
 *   npm run mutation -- --table       # no run: the table from the reports already there
 *   npm run mutation -- --docs …      # also write the table into docs/testing.md
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

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function runArea(area) {
  const started = Date.now();
  // The commit the run measures: taken before it, as commits made meanwhile are not in its sandbox.
  const measured = commit();
  // With an earlier report, Stryker re-tests only the mutants whose code or tests changed.
  const incremental = existsSync(join(REPORTS, `${area}.incremental.json`));
  console.log(`\n=== mutation: ${area} ===`);
  const result = spawnSync('npx', ['stryker', 'run'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_AREA: area },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const meta = {
    seconds,
    date: new Date().toISOString().slice(0, 10),
    commit: measured,
    incremental,
  };
  if (result.status === 0)
    writeFileSync(join(REPORTS, `${area}.meta.json`), JSON.stringify(meta) + '\n');
  else console.error(`Stryker failed on ${area} (exit ${result.status}); its row is left out.`);
  return result.status === 0;
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
    const report = readJson(join(REPORTS, `${area}.json`));
    if (!report) {
      rows.push(`| ${area} | not run | | | | | | | | | |`);
      continue;
    }
    const meta = readJson(join(REPORTS, `${area}.meta.json`)) ?? {};
    const c = summarise(report);
    const score = c.score == null ? '—' : `${(100 * c.score).toFixed(1)}%`;
    rows.push(
      `| ${area} | ${c.mutants} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.ignored} | ${score} | ${duration(meta.seconds)}${meta.incremental ? ' (incremental)' : ''} | ${meta.date ?? '—'} | ${meta.commit ?? '—'} |`,
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
  const unknown = named.filter((area) => !known.includes(area));
  if (unknown.length > 0) {
    console.error(`Not a folder of ${CORE}: ${unknown.join(', ')}. Areas: ${known.join(', ')}.`);
    return 2;
  }
  const areas = named.length > 0 ? named : known;
  mkdirSync(REPORTS, { recursive: true });
  let failed = 0;
  if (!flags.has('--table')) for (const area of areas) if (!runArea(area)) failed++;
  const text = table(flags.has('--table') && named.length === 0 ? known : areas);
  console.log(`\n${text}\n`);
  writeFileSync(join(REPORTS, 'summary.md'), text + '\n');
  console.log(`Wrote ${REPORTS}/summary.md.`);
  if (flags.has('--docs')) writeDocs(table(known));
  return failed > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
