/**
 * The real tools the exports are checked with (Debian's promtool and haproxy). `.ci/run` installs
 * them and sets CI=1: there, a missing tool fails the test file; elsewhere its tests skip with the
 * reason printed once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RealTool {
  /** The binary's path, or null when this machine has none. */
  readonly path: string | null;
  /** Why the tool's tests skip here, or null when it runs. */
  readonly skip: string | null;
}

const SEARCH = ['/usr/bin', '/usr/sbin', '/usr/local/bin', '/usr/local/sbin', '/bin', '/sbin'];

/** Finds `name` (from Debian's `pkg`); in CI a missing tool is an error, not a skip. */
export function realTool(name: string, pkg: string): RealTool {
  const path = SEARCH.map((dir) => join(dir, name)).find((p) => existsSync(p)) ?? null;
  if (path) return { path, skip: null };
  const reason = `${name} is not installed (apt-get install -y ${pkg}): its tests are skipped`;
  if (process.env.CI) throw new Error(`${reason}, which CI does not allow.`);
  console.warn(reason);
  return { path: null, skip: reason };
}

export interface ToolRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the tool on files written to a fresh temporary folder: `files` maps a file name to its
 * text, and `args` names them by `{name}` (so `['check', 'rules', '{rules.yaml}']`).
 */
export function runTool(
  tool: RealTool,
  args: readonly string[],
  files: Readonly<Record<string, string>> = {},
): ToolRun {
  if (!tool.path) throw new Error(tool.skip ?? 'no tool');
  const dir = mkdtempSync(join(tmpdir(), 'real-tool-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const resolved = args.map((a) => a.replace(/\{([^}]+)\}/g, (_, n: string) => join(dir, n)));
    const run = spawnSync(tool.path, resolved, { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
