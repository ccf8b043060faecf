#!/usr/bin/env node
/**
 * Mutation testing of src/core, one area at a time (docs/testing.md). Not part of CI.
 *
 *   npm run mutation -- math format   # those areas, in the order given
 *   npm run mutation                  # every folder of src/core, smallest first
 *   npm run mutation -- overload/simulation   # one part of an area (PARTS below)
 *   npm run mutation -- --table       # no run: rewrite docs/mutation/README.md
 *   npm run mutation -- --from-reports emit   # no run: record the Stryker reports already in
 *                                             # reports/mutation (a run stopped after Stryker)
 *
 * Each area is one Stryker run (stryker.config.mjs reads MUTATION_AREA), so a 2-core machine
 * only ever holds one test runner. The run writes reports/mutation/<area>.json and .html
 * (git-ignored); this script adds <area>.meta.json (wall time, date, commit), then keeps a small
 * committed summary of the area, docs/mutation/areas/<area>.json (the counts, the run, and every
 * surviving mutant), and after the last area rewrites docs/mutation/README.md from the summaries
 * of every area and the hand-written reasons in docs/mutation/equivalent/<area>.md. The report
 * depends on nothing else, so areas not run keep their last row.
 */
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';

const CORE = 'src/core';
const REPORTS = 'reports/mutation';
const DOCS = 'docs/mutation';
const SUMMARIES = join(DOCS, 'areas');
const REASONS = join(DOCS, 'equivalent');
const FOUND = join(DOCS, 'found.md');
const README = join(DOCS, 'README.md');

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
  capacity: {
    exports: ['k6.ts', 'hpa.ts', 'config.ts', 'fields.ts', 'form.ts'],
    math: ['erlang.ts', 'open.ts', 'closed.ts', 'plan.ts', 'gamma.ts', 'answer.ts'],
    simulation: 'rest',
  },
  backtest: {
    parse: [
      'parse-common.ts',
      'parse-csv.ts',
      'parse-data.ts',
      'parse-prometheus.ts',
      'parse-series-notation.ts',
      'series-notation.ts',
      'selector.ts',
      'go-format.ts',
      'limits.ts',
    ],
    engine: [
      'rate.ts',
      'replay.ts',
      'evaluate.ts',
      'summary.ts',
      'timeline.ts',
      'compare.ts',
      'backtest.ts',
      'series.ts',
      'prepare.ts',
      'input-series.ts',
    ],
    exports: 'rest',
  },
  tail: {
    exports: ['config/**/*.ts', 'fields.ts', 'form.ts'],
    math: ['leaf.ts', 'hedge.ts', 'request.ts', 'model.ts', 'histogram.ts', 'normal.ts'],
    simulation: 'rest',
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

/** Runs an area's parts (or only `only`); returns the parts whose run finished. */
function runArea(area, only = null) {
  const done = [];
  for (const { part, files } of partsOf(area)) {
    if (only && part !== only) continue;
    if (runPart(area, part, files)) done.push(part);
  }
  return done;
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
  else console.error(`Stryker failed on ${name} (exit ${result.status}); its summary is kept.`);
  return result.status === 0;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/** Stryker's score, in percent to one decimal: detected ÷ valid mutants. */
const score = (c) =>
  c.mutants === 0 ? null : Math.round((1000 * (c.killed + c.timeout)) / c.mutants) / 10;

const byPosition = (a, b) => {
  const [fa, la, ca] = a.at.split(':');
  const [fb, lb, cb] = b.at.split(':');
  return (
    fa.localeCompare(fb) ||
    Number(la) - Number(lb) ||
    Number(ca) - Number(cb) ||
    a.mutator.localeCompare(b.mutator) ||
    a.replacement.localeCompare(b.replacement)
  );
};

/**
 * The summary of one Stryker run (mutation-testing-report-schema) and its meta: the counts
 * (static mutants are `Ignored`; compile and runtime errors are not valid mutants) and every
 * mutant left alive, as file:line:column under src/core/<area>/, mutator and replacement, and
 * `noCoverage` when no test ran it.
 */
function summariseRun(area, report, meta) {
  const c = { mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, static: 0 };
  const survivors = [];
  for (const [path, file] of Object.entries(report.files)) {
    const at = path.replaceAll('\\', '/').replace(`${CORE}/${area}/`, '');
    for (const mutant of file.mutants) {
      if (mutant.status === 'Ignored') c.static++;
      if (!['Killed', 'Timeout', 'Survived', 'NoCoverage'].includes(mutant.status)) continue;
      c.mutants++;
      if (mutant.status === 'Killed') c.killed++;
      else if (mutant.status === 'Timeout') c.timeout++;
      else {
        if (mutant.status === 'Survived') c.survived++;
        else c.noCoverage++;
        const { line, column } = mutant.location.start;
        survivors.push({
          at: `${at}:${line}:${column}`,
          mutator: mutant.mutatorName,
          replacement: (mutant.replacement ?? '').replace(/\s+/g, ' ').trim(),
          ...(mutant.status === 'NoCoverage' ? { noCoverage: true } : {}),
        });
      }
    }
  }
  return {
    ...c,
    score: score(c),
    seconds: meta?.seconds ?? null,
    incremental: meta?.incremental ?? false,
    date: meta?.date ?? null,
    commits: meta?.commit ? [meta.commit] : [],
    survivors: survivors.sort(byPosition),
  };
}

const COUNTS = ['mutants', 'killed', 'timeout', 'survived', 'noCoverage', 'static'];

/**
 * Writes docs/mutation/areas/<area>.json after runs of the parts in `fresh` (null for an area
 * without parts). Parts not run keep their summary. An area in parts adds its parts up once each
 * has one; until then its counts are the last whole-area measure.
 */
async function recordArea(area, fresh) {
  const path = join(SUMMARIES, `${area}.json`);
  const old = readJson(path);
  const run = (part) => {
    const name = reportName(area, part);
    return summariseRun(
      area,
      readJson(join(REPORTS, `${name}.json`)),
      readJson(join(REPORTS, `${name}.meta.json`)),
    );
  };
  let summary;
  if (!PARTS[area]) {
    summary = { area, ...run(null), parts: null };
  } else {
    const parts = Object.fromEntries(
      partsOf(area).map(({ part }) => [
        part,
        fresh.includes(part) ? run(part) : (old?.parts?.[part] ?? null),
      ]),
    );
    const known = Object.values(parts);
    if (known.every(Boolean)) {
      const totals = Object.fromEntries(
        COUNTS.map((k) => [k, known.reduce((sum, p) => sum + p[k], 0)]),
      );
      summary = {
        area,
        ...totals,
        score: score(totals),
        seconds: known.every((p) => p.seconds != null)
          ? known.reduce((sum, p) => sum + p.seconds, 0)
          : null,
        incremental: known.some((p) => p.incremental),
        date: known.map((p) => p.date ?? '').reduce((a, b) => (b > a ? b : a), '') || null,
        commits: [...new Set(known.flatMap((p) => p.commits))],
        parts,
      };
    } else {
      const whole = Object.entries(old ?? {}).filter(([k]) => k !== 'area' && k !== 'parts');
      summary = { area, ...Object.fromEntries(whole), parts };
    }
  }
  mkdirSync(SUMMARIES, { recursive: true });
  await writeFormatted(path, json(summary));
}

/**
 * JSON with each object of plain values (a survivor) on one line, so that Prettier keeps it on
 * one line where it fits: the summaries are checked with the rest of docs/.
 */
function json(value, indent = '') {
  if (Array.isArray(value)) return `[${value.map((v) => json(v, indent)).join(', ')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value);
  if (entries.every(([, v]) => v === null || typeof v !== 'object')) return JSON.stringify(value);
  const inner = `${indent}  `;
  const lines = entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${json(v, inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** Writes a file as Prettier would (the project's options), so `prettier --check docs` passes. */
async function writeFormatted(path, text) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
  console.log(`Wrote ${path}.`);
}

function duration(seconds) {
  if (seconds == null) return '—';
  const m = Math.floor(seconds / 60);
  return m > 0 ? `${m} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`;
}

const HEADER = [
  '| Area | Mutants | Killed | Timeout | Survived | No coverage | Static, not run | Score | Time | Date | Commit |',
  '| ---- | ------: | -----: | ------: | -------: | ----------: | --------------: | ----: | ---: | ---- | ------ |',
];

function row(name, s, missing = 'not measured') {
  if (!s || s.mutants == null) return `| ${name} | ${missing} | | | | | | | | | |`;
  const time = [
    duration(s.seconds),
    s.parts ? `(${Object.keys(s.parts).length} parts)` : '',
    s.incremental ? '(incremental)' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const cells = [
    name,
    ...COUNTS.map((k) => s[k]),
    s.score == null ? '—' : `${s.score.toFixed(1)}%`,
    time,
    s.date ?? '—',
    s.commits?.length ? s.commits.join(', ') : '—',
  ];
  return `| ${cells.join(' | ')} |`;
}

/** A replacement as inline code, cut short: a mutant's new text can be a whole block. */
function code(text) {
  const cut = text.length > 80 ? `${text.slice(0, 79)}…` : text;
  if (cut === '') return '(empty)';
  return cut.includes('`') ? `\`\` ${cut} \`\`` : `\`${cut}\``;
}

function survivorList(survivors) {
  return survivors.map(
    (m) =>
      `- \`${m.at}\` ${m.mutator} → ${code(m.replacement)}${m.noCoverage ? ' (no coverage)' : ''}`,
  );
}

function survivorsBlock(survivors, alive) {
  if (survivors == null)
    return alive === 0
      ? []
      : [
          `Which mutants were left alive is not recorded: this row was carried over from the table docs/testing.md kept before this report. The next run of the area records them.`,
        ];
  if (survivors.length === 0) return ['No mutant was left alive.'];
  return [
    '<details>',
    `<summary>${survivors.length} mutant${survivors.length === 1 ? '' : 's'} left alive</summary>`,
    '',
    ...survivorList(survivors),
    '',
    '</details>',
  ];
}

function areaSection(area, s) {
  const lines = [`## ${area}`, '', ...HEADER, row(area, s), ''];
  if (s?.parts) {
    const names = Object.keys(s.parts);
    const list = `${names.map((p) => `\`${p}\``).join(', ')} (\`PARTS\` in \`scripts/mutation.mjs\`)`;
    if (names.every((part) => !s.parts[part])) {
      lines.push(
        `Measured in ${names.length} parts, ${list}, and recorded whole: each part gets its own row, with its survivors, from its next run.`,
        '',
      );
    } else {
      lines.push(`Measured in ${names.length} parts, ${list}:`, '');
      lines.push(...HEADER.map((l) => l.replace('| Area ', '| Part ')));
      for (const part of names) lines.push(row(part, s.parts[part], 'not recorded'));
      lines.push('');
      if (names.some((part) => !s.parts[part]))
        lines.push(
          `A part not recorded has not been run since the parts were recorded apart; the area's row adds the parts up once each has one, and until then is the last whole measure.`,
          '',
        );
    }
    for (const part of names) {
      const p = s.parts[part];
      if (!p) continue;
      const block = survivorsBlock(p.survivors, p.survived + p.noCoverage);
      if (block.length) lines.push(`Part \`${part}\`:`, '', ...block, '');
    }
  } else if (s) {
    const block = survivorsBlock(s.survivors, s.survived + s.noCoverage);
    if (block.length) lines.push(...block, '');
  }
  const reasons = join(REASONS, `${area}.md`);
  if (existsSync(reasons)) {
    lines.push('### The survivors, read by hand', '', readFileSync(reasons, 'utf8').trim(), '');
  } else if (s && s.survived + s.noCoverage > 0) {
    lines.push(
      `No survivor of this area has been read by hand yet: each is a test to write until judged equivalent.`,
      '',
    );
  }
  return lines;
}

/** docs/mutation/README.md from the summaries and the hand-written reasons, areas by name. */
async function writeReport(areas) {
  const names = [...new Set([...areas, ...listNames(SUMMARIES, '.json')])].sort();
  const summaries = Object.fromEntries(
    names.map((area) => [area, readJson(join(SUMMARIES, `${area}.json`))]),
  );
  const lines = [
    `Generated by \`npm run mutation\` (scripts/mutation.mjs) from \`areas/*.json\`, \`equivalent/*.md\` and \`found.md\`: do not edit it by hand. \`npm run mutation -- --table\` rewrites it.`,
    '',
    '# Mutation scores',
    '',
    `How the runs work, and how to run one: [docs/testing.md](../testing.md#mutation-testing). Each area (a folder of \`src/core\`) is measured against its own tests (\`test/core/<area>\`). The score is (killed + timed out) ÷ mutants; static mutants (module-level constants) are counted apart and not run. A mutant left alive (survived, or no test covers it) is either equivalent, with its reason under the area, or a test still to write. Each row gives the date and commit of the run that measured it.`,
    '',
    ...HEADER,
    ...names.map((area) => row(`[${area}](#${area})`, summaries[area])),
    '',
  ];
  for (const area of names) lines.push(...areaSection(area, summaries[area]));
  if (existsSync(FOUND))
    lines.push('## Bugs the runs found', '', readFileSync(FOUND, 'utf8').trim(), '');
  await writeFormatted(README, lines.join('\n'));
  return [...HEADER, ...names.map((area) => row(area, summaries[area]))].join('\n');
}

function listNames(dir, ext) {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(ext))
        .map((f) => f.slice(0, -ext.length))
    : [];
}

async function main(argv) {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const named = argv.filter((arg) => !arg.startsWith('--'));
  const strange = [...flags].filter((f) => f !== '--table' && f !== '--from-reports');
  if (strange.length > 0) {
    console.error(`Unknown option ${strange.join(', ')}: --table, --from-reports.`);
    return 2;
  }
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
  mkdirSync(REPORTS, { recursive: true });
  let failed = 0;
  if (flags.has('--from-reports')) {
    for (const { area, part } of requests) {
      const parts = partsOf(area)
        .map((p) => p.part)
        .filter(
          (p) => (!part || p === part) && existsSync(join(REPORTS, `${reportName(area, p)}.json`)),
        );
      if (parts.length === 0) {
        console.error(`No report of ${area}${part ? `/${part}` : ''} in ${REPORTS}.`);
        failed++;
      } else await recordArea(area, parts);
    }
  } else if (!flags.has('--table')) {
    const runs = named.length > 0 ? requests : known.map((area) => ({ area, part: null }));
    for (const { area, part } of runs) {
      const done = runArea(area, part);
      if (done.length > 0) await recordArea(area, done);
      if (done.length < (part ? 1 : partsOf(area).length)) failed++;
    }
  }
  console.log(`\n${await writeReport(known)}\n`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
