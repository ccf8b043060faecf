/**
 * Every built-in sample's `promtool test rules` file, as the page's copy button and
 * `calc --export promtool` give it, passes Debian's promtool beside the rules the Alerts panel
 * exports: the backtest's firing and non-firing evaluations are Prometheus' own, for each sample.
 */
import { describe, expect, it } from 'vitest';
import { BACKTEST_FIELDS } from '@/core/backtest/fields';
import { SAMPLE_IDS } from '@/core/backtest/samples';
import { defaultsOf } from '@/core/fields/schema';
import { backtestCalc } from '@/features/backtest/calc';
import { realTool, runTool } from '../../tools/real-tool';

const promtool = realTool('promtool', 'prometheus');

/** The export's text by id, for the sample under the policy. */
function exported(sample: string, policy: string): Map<string, string> {
  const calculated = backtestCalc.calculate({ ...defaultsOf(BACKTEST_FIELDS), sample, policy });
  expect(calculated.problems).toEqual([]);
  return new Map(calculated.exports().map((e) => [e.id, e.text ?? `(none: ${e.why ?? ''})`]));
}

describe.skipIf(promtool.skip !== null)('promtool test rules on every built-in sample', () => {
  // Every sample under the Workbook's tiers; the day-long ones also under sloth's and pyrra's (a
  // week-long sample costs promtool about 10 s a policy here).
  const cases = SAMPLE_IDS.flatMap((sample) =>
    (sample === 'clean-week' || sample === 'slow-burn'
      ? ['workbook']
      : ['workbook', 'sloth', 'pyrra']
    ).map((policy) => [sample, policy] as const),
  );
  it.each(cases)(
    '%s under %s',
    (sample, policy) => {
      const texts = exported(sample, policy);
      const test = texts.get('promtool') ?? '';
      const rules = texts.get('prometheus') ?? '';
      expect(test).toMatch(/^tests:/m);
      const rulesFile = /^rule_files:\n {2}- (\S+)$/m.exec(test)?.[1] ?? '';
      expect(rulesFile).not.toBe('');
      const run = runTool(promtool, ['test', 'rules', '{test.yaml}'], {
        'test.yaml': test,
        [rulesFile]: rules,
      });
      expect(run.stdout + run.stderr).toContain('SUCCESS');
      expect(run.code).toBe(0);
    },
    60_000,
  );
});
