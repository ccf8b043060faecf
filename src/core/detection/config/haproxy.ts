/**
 * HAProxy server checks. HAProxy configuration manual, 5.2 (inter: milliseconds, default
 * 2000 ms; fall: default 3; rise: default 2) and 4.2 (timeout check); HAProxy src/check.c
 * refuses rise or fall ≤ 0 and inter of 0, and times are whole milliseconds.
 *
 * The snippet is a `backend` section, not a whole haproxy.cfg, on purpose: a user pastes it into
 * the config they already run, whose global and defaults sections (timeout connect, client and
 * server; mode) and frontend stay theirs. A whole file would bring a second defaults section and
 * a frontend to merge or delete. test/core/detection/haproxy-tool.test.ts wraps it in the smallest
 * global/defaults/frontend around it and checks the result with `haproxy -c`.
 */
import { commentLines, issueLines } from '../../emit/comments';
import { millisecondsDuration } from '../../emit/durations';
import { messageNumber } from '../../emit/numbers';
import type { CheckSettings, ConfigIssue, ConfigSnippet } from './types';

const MAX_MS = 2_147_483_647;

function toMs(issues: ConfigIssue[], field: string, seconds: number): number {
  const ms = Math.min(MAX_MS, Math.max(1, Math.round(seconds * 1000)));
  if (ms / 1000 !== seconds) {
    issues.push({
      level: 'cannot',
      text: `${field} is a whole number of milliseconds from 1 ms to ${MAX_MS} ms: ${messageNumber(seconds)} s is written as ${millisecondsDuration(ms)}.`,
    });
  }
  return ms;
}

export function haproxyCheck(s: CheckSettings): ConfigSnippet {
  const issues: ConfigIssue[] = [];
  const inter = toMs(issues, 'inter', s.i);
  const timeout = toMs(issues, 'timeout check', s.timeout);
  issues.push({
    level: 'note',
    text: 'With "timeout check" set, HAProxy waits min("timeout connect", inter) to connect and "timeout check" to read the answer; without it, inter bounds the whole check.',
  });
  const text = [
    '# HAProxy backend (Reliability Lab, #/detection)',
    ...commentLines(issueLines(issues), '#'),
    'backend app',
    `    timeout check ${millisecondsDuration(timeout)}`,
    `    default-server check inter ${millisecondsDuration(inter)} fall ${s.n} rise ${s.h}`,
    '    server app1 10.0.0.1:8080 # your servers',
  ].join('\n');
  return {
    platform: 'haproxy',
    title: 'HAProxy',
    text,
    issues,
    written: { inter, timeoutCheck: timeout, fall: s.n, rise: s.h },
    writtenWorstDetection: (s.n * inter) / 1000,
  };
}
