import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { hedgingSnippets } from '@/core/tail/config/all';
import type { HedgeSettings } from '@/core/tail/config/types';
import {
  grpcAccepts,
  HEDGE_DEFAULTS as DEFAULTS,
  problems,
  type HedgeJson,
  type HedgeYaml,
} from './helpers';

describe('the defaults', () => {
  it('lists the four platforms in order, each headed by its line and the inputs', () => {
    const all = hedgingSnippets(DEFAULTS);
    expect(all.map((c) => [c.id, c.language])).toEqual([
      ['grpc', 'json'],
      ['envoy', 'yaml'],
      ['polly', 'csharp'],
      ['finagle', 'scala'],
    ]);
    const inputs =
      'Inputs: hedge after 0.02 s, 2 copies at most, no cap on extra load, losers not cancelled, no per-attempt timeout.';
    for (const c of all) {
      expect(c.header).not.toContain('\n');
      expect(c.header).toMatch(/\(Reliability Lab, #\/tail\)$/);
      if (c.language === 'json') {
        expect((JSON.parse(c.text) as HedgeJson)['//'].slice(0, 2)).toEqual([c.header, inputs]);
      } else {
        const marker = c.language === 'yaml' ? '#' : '//';
        expect(c.text.split('\n').slice(0, 3)).toEqual([
          `${marker} ${c.header}`,
          `${marker} ${inputs}`,
          expect.stringMatching(new RegExp(`^${marker} From them: `)),
        ]);
      }
    }
  });
});

describe('every snippet (property)', () => {
  const settings: fc.Arbitrary<HedgeSettings> = fc.record({
    delay: fc.oneof(
      fc.double({ min: 1e-6, max: 3600, noNaN: true }),
      fc.integer({ min: 1, max: 3_600_000 }).map((ms) => ms / 1000),
    ),
    percentile: fc.option(
      fc.integer({ min: 1, max: 9999 }).map((p) => p / 10_000),
      { nil: null },
    ),
    copies: fc.integer({ min: 1, max: 10 }),
    cap: fc.option(
      fc.integer({ min: 0, max: 1000 }).map((c) => c / 1000),
      { nil: null },
    ),
    cancel: fc.boolean(),
    timeout: fc.option(fc.double({ min: 1e-3, max: 3600, noNaN: true }), { nil: null }),
  });

  it('gRPC accepts its config, the YAML reads back, and every warning is in the text', () => {
    fc.assert(
      fc.property(settings, (s) => {
        const [grpc, envoy, polly, finagle] = hedgingSnippets(s);
        for (const c of [grpc, envoy, polly, finagle]) {
          for (const issue of problems(c?.issues ?? [])) {
            const line = `${issue.level === 'cannot' ? 'CANNOT EXPRESS' : 'WARNING'}: ${issue.text}`;
            expect(c?.text).toContain(c?.language === 'json' ? JSON.stringify(line) : line);
          }
        }

        const g = JSON.parse(grpc?.text ?? '') as HedgeJson;
        expect(() => grpcAccepts(grpc?.text ?? '')).not.toThrow();
        const policy = g.methodConfig[0]?.hedgingPolicy;
        if (s.copies >= 2) {
          expect(policy?.maxAttempts).toBe(Math.min(s.copies, 5));
          expect(policy?.hedgingDelay).toMatch(/^\d+(\.\d{1,9})?s$/);
        } else {
          expect(policy).toBeUndefined();
        }
        expect(g.methodConfig[0]?.timeout !== undefined).toBe(s.timeout !== null);

        const e = parse(envoy?.text ?? '') as HedgeYaml;
        const r = e.routes[0]?.route;
        if (s.copies >= 2) {
          expect(r?.retry_policy?.num_retries).toBe(s.copies - 1);
          const perTry = Number(r?.retry_policy?.per_try_timeout.replace(/s$/, ''));
          expect(perTry).toBe(envoy?.written.per_try_timeout);
          expect(perTry).toBeGreaterThanOrEqual(0.001);
          // Whole milliseconds, at least 1.
          expect(Math.abs(perTry - Math.max(0.001, s.delay))).toBeLessThanOrEqual(0.0005 + 1e-9);
          expect(r?.hedge_policy).toEqual({ hedge_on_per_try_timeout: true });
          expect(
            e.clusters?.[0]?.circuit_breakers.thresholds[0]?.retry_budget.budget_percent.value,
          ).toBe(s.cap === null ? undefined : Number((s.cap * 100).toPrecision(12)));
        } else {
          expect(r?.retry_policy).toBeUndefined();
          expect(e.clusters).toBeUndefined();
        }

        if (s.copies >= 2) {
          expect(polly?.text).toContain(`MaxHedgedAttempts = ${s.copies - 1},`);
          const load = finagle?.written.maxExtraLoad;
          expect(typeof load === 'number' && load >= 0 && load < 1).toBe(true);
          if (s.cap !== null) expect(load).toBe(Math.min(s.cap, 0.99));
        } else {
          expect(polly?.text).not.toContain('AddHedging');
          expect(finagle?.text).not.toContain('BackupRequestFilter.filterService');
        }
      }),
    );
  });
});

it('imports the yaml package only through core/emit/yaml', () => {
  const dir = join(import.meta.dirname, '../../../../src/core/tail/config');
  for (const file of readdirSync(dir)) {
    expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(/from 'yaml'/);
  }
});
