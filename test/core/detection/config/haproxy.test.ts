/**
 * The HAProxy export checked by HAProxy itself (`haproxy -c`, Debian's haproxy 2.6; `.ci/run`
 * installs it). The export is a `backend` section to paste into a running config (why:
 * src/core/detection/config/haproxy.ts), so each check wraps it in the smallest whole config
 * around it: a global section, defaults with the three timeouts HAProxy warns about when they are
 * missing, and a frontend that routes to it. `-dW` (zero-warning mode) turns every warning into an
 * error, so a snippet that only draws a warning fails too.
 *
 * Invocations: 2 fixed cases, 3 negative ones, and one per property run, each run checking a
 * batch of up to 25 snippets in one file: at most 5 + runs(20) = 25 runs of haproxy.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haproxyCheck } from '@/core/detection/config/haproxy';
import type { CheckSettings } from '@/core/detection/config/types';
import { realTool, runTool } from '../../../tools/real-tool';
import { runs } from '../../property-runs';

const haproxy = realTool('haproxy', 'haproxy');

/** The panel's defaults: N = 3, h = 2, i = 5 s, timeout 1 s. */
const DEFAULTS: CheckSettings = { n: 3, h: 2, i: 5, timeout: 1 };

const WRAPPER = [
  'global',
  'defaults',
  '    mode http',
  '    timeout connect 5s',
  '    timeout client 30s',
  '    timeout server 30s',
  'frontend www',
  '    bind 127.0.0.1:8080',
  '    default_backend app_0',
];

/**
 * One haproxy.cfg holding each backend section in turn, the k-th renamed `app_k` (the export
 * names its backend `app`; two sections cannot share a name).
 */
function wholeConfig(snippets: readonly string[]): string {
  const sections = snippets.map((text, k) => {
    expect(text).toMatch(/^backend app$/m);
    return text.replace(/^backend app$/m, `backend app_${k}`);
  });
  return [...WRAPPER, ...sections, ''].join('\n');
}

/** `haproxy -c` in zero-warning mode on the file: its exit code and what it said. */
function check(config: string) {
  const run = runTool(haproxy, ['-dW', '-c', '-f', '{haproxy.cfg}'], { 'haproxy.cfg': config });
  return { code: run.code, said: `${run.stdout}${run.stderr}` };
}

function expectAccepted(snippets: readonly string[]): void {
  const config = wholeConfig(snippets);
  const { code, said } = check(config);
  // On failure, show what HAProxy said and the file (its line numbers are the ones it cites).
  expect({ code, said }, config).toEqual({ code: 0, said: 'Configuration file is valid\n' });
}

/** N and h as the panel's fields allow them: whole, 1 to 100. */
const count = fc.integer({ min: 1, max: 100 });
/**
 * A duration in seconds: anything the fields allow, (0, 86400], as doubles (so below 1 ms and
 * between milliseconds, which the export must round or raise), whole seconds, and past the
 * fields' bound up to 1e7 s, which the export must cap at HAProxy's 2147483647 ms.
 */
const seconds = fc.oneof(
  fc.double({ min: 0, max: 86_400, minExcluded: true, noNaN: true }),
  fc.integer({ min: 1, max: 86_400 }),
  fc.double({ min: 86_400, max: 1e7, noNaN: true }),
  fc.constantFrom(Number.MIN_VALUE, 0.0004, 0.0015, 2_147_483.647, 2_147_483.648, 1e7),
);
const settings = fc.record({ n: count, h: count, i: seconds, timeout: seconds });

describe.skipIf(haproxy.skip !== null)('haproxy -c accepts the HAProxy export', () => {
  it('at the defaults', () => {
    expectAccepted([haproxyCheck(DEFAULTS).text]);
  });

  it('at the clamps: 1 ms, the largest timer, and the extreme counts', () => {
    expectAccepted([
      haproxyCheck({ n: 1, h: 1, i: 1e-9, timeout: 0.0004 }).text,
      haproxyCheck({ n: 100, h: 100, i: 86_400, timeout: 86_400 }).text,
      haproxyCheck({ n: 100, h: 1, i: 3e6, timeout: 1e7 }).text,
    ]);
    // 3e6 s is past 2147483647 ms: written at the cap, which HAProxy takes (~24.8 days).
    expect(haproxyCheck({ ...DEFAULTS, i: 3e6 }).written.inter).toBe(2_147_483_647);
  });

  it('over the detection settings, in batches (property)', () => {
    fc.assert(
      fc.property(fc.array(settings, { minLength: 1, maxLength: 25 }), (batch) => {
        expectAccepted(batch.map((s) => haproxyCheck(s).text));
      }),
      { numRuns: runs(20) },
    );
  });
});

describe.skipIf(haproxy.skip !== null)('haproxy -c rejects, so these tests can fail', () => {
  it('fall 0, which the export never writes', () => {
    const broken = haproxyCheck(DEFAULTS).text.replace('fall 3', 'fall 0');
    const { code, said } = check(wholeConfig([broken]));
    expect(code).not.toBe(0);
    expect(said).toMatch(/fall/);
  });

  it('a timer one second past the cap the export clamps to (2147484 s)', () => {
    const broken = haproxyCheck(DEFAULTS).text.replace('inter 5s', 'inter 2147484s');
    const { code, said } = check(wholeConfig([broken]));
    expect(code).not.toBe(0);
    expect(said).toMatch(/timer overflow/);
  });

  it('the backend alone, which is why the test wraps it: no listener, no timeouts', () => {
    const { code, said } = check(`${haproxyCheck(DEFAULTS).text}\n`);
    expect(code).not.toBe(0);
    expect(said).toMatch(/missing timeouts for backend 'app'/);
  });
});
