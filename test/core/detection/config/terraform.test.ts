/**
 * The Terraform export: an aws_lb_target_group `health_check` block. No validator runs here (the
 * provider checks its arguments only in `terraform plan`, which needs the provider and AWS), so
 * the expected texts are written out in full and were reviewed against the documented API:
 *
 * - Terraform AWS provider, resource aws_lb_target_group, "health_check" (registry.terraform.io/
 *   providers/hashicorp/aws/latest/docs/resources/lb_target_group; source
 *   website/docs/r/lb_target_group.html.markdown in hashicorp/terraform-provider-aws):
 *   `interval` 5–300 s, `timeout` 2–120 s, `healthy_threshold` 2–10, `unhealthy_threshold` 2–10,
 *   whole numbers; the block is `health_check { … }`, at most one per target group. The provider
 *   schema (internal/service/elbv2/target_group.go) declares them TypeInt with IntBetween(2, 10)
 *   and IntBetween(2, 120).
 * - Elastic Load Balancing user guide, target-group health checks: the timeout must be less than
 *   the interval (the API refuses it otherwise), as for the CloudFormation snippet.
 * - Layout: `terraform fmt` aligns the `=` of consecutive arguments on the longest name; the
 *   default text below was run through `terraform fmt -check` by hand (no diff).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { albHealthCheck } from '@/core/detection/config/alb';
import { terraformHealthCheck } from '@/core/detection/config/terraform';
import { runs } from '../../property-runs';

/** The panel's defaults: N = 3, h = 2, i = 5 s, timeout 1 s. */
const DEFAULTS = { n: 3, h: 2, i: 5, timeout: 1 };
const HEADER =
  '# resource "aws_lb_target_group": its health_check block (Reliability Lab, #/detection)';
const ALB_NOTE =
  'Every load-balancer node checks every target on its own, so each node sees its own false triggers; if all targets are unhealthy the ALB fails open and routes to all of them.';

describe('Terraform aws_lb_target_group health_check, whole snippet', () => {
  it('writes the defaults, raising the 1 s timeout to ALB’s 2 s minimum', () => {
    const t = terraformHealthCheck(DEFAULTS);
    const cannot = 'timeout is a whole number from 2 to 120 s: 1 s is written as 2 s.';
    expect(t.platform).toBe('terraform');
    expect(t.title).toBe('Terraform (aws_lb_target_group)');
    expect(t.issues).toEqual([
      { level: 'cannot', text: cannot },
      { level: 'note', text: ALB_NOTE },
    ]);
    expect(t.text).toBe(
      [
        HEADER,
        `# CANNOT EXPRESS: ${cannot}`,
        'health_check {',
        '  interval            = 5',
        '  timeout             = 2',
        '  unhealthy_threshold = 3',
        '  healthy_threshold   = 2',
        '}',
      ].join('\n'),
    );
    expect(t.written).toEqual({
      interval: 5,
      timeout: 2,
      unhealthy_threshold: 3,
      healthy_threshold: 2,
    });
    // 3 failures × 5 s.
    expect(t.writtenWorstDetection).toBe(15);
  });

  it('writes a check inside every range as asked, with only the note', () => {
    const t = terraformHealthCheck({ n: 2, h: 10, i: 300, timeout: 120 });
    expect(t.issues).toEqual([{ level: 'note', text: ALB_NOTE }]);
    expect(t.text).toBe(
      [
        HEADER,
        'health_check {',
        '  interval            = 300',
        '  timeout             = 120',
        '  unhealthy_threshold = 2',
        '  healthy_threshold   = 10',
        '}',
      ].join('\n'),
    );
  });

  it('names every argument it cannot write in Terraform’s words (N = 1, h = 12, i = 2 s)', () => {
    const t = terraformHealthCheck({ n: 1, h: 12, i: 2, timeout: 1 });
    const cannot = [
      'interval is a whole number from 5 to 300 s: 2 s is written as 5 s.',
      'timeout is a whole number from 2 to 120 s: 1 s is written as 2 s.',
      'unhealthy_threshold is a whole number from 2 to 10: 1 is written as 2. An ALB never ejects a target on a single failed check.',
      'healthy_threshold is a whole number from 2 to 10: 12 is written as 10.',
    ];
    expect(t.issues).toEqual([
      ...cannot.map((text) => ({ level: 'cannot', text })),
      { level: 'note', text: ALB_NOTE },
    ]);
    expect(t.text).toBe(
      [
        HEADER,
        ...cannot.map((text) => `# CANNOT EXPRESS: ${text}`),
        'health_check {',
        '  interval            = 5',
        '  timeout             = 2',
        '  unhealthy_threshold = 2',
        '  healthy_threshold   = 10',
        '}',
      ].join('\n'),
    );
    // 2 failures × 5 s.
    expect(t.writtenWorstDetection).toBe(10);
  });

  it('keeps the timeout below the interval, and caps N = 12 at 10', () => {
    const t = terraformHealthCheck({ n: 12, h: 3, i: 10, timeout: 30 });
    const rule = 'timeout must be less than interval (10 s): 30 s is written as 9 s.';
    const cap = 'unhealthy_threshold is a whole number from 2 to 10: 12 is written as 10.';
    expect(t.text).toBe(
      [
        HEADER,
        `# CANNOT EXPRESS: ${rule}`,
        `# CANNOT EXPRESS: ${cap}`,
        'health_check {',
        '  interval            = 10',
        '  timeout             = 9',
        '  unhealthy_threshold = 10',
        '  healthy_threshold   = 3',
        '}',
      ].join('\n'),
    );
    // 10 failures × 10 s.
    expect(t.writtenWorstDetection).toBe(100);
  });

  it('writes the numbers the CloudFormation snippet writes, with the same issues (property)', () => {
    const seconds = fc.double({ min: 0, max: 86_400, minExcluded: true, noNaN: true });
    const count = fc.integer({ min: 1, max: 100 });
    fc.assert(
      fc.property(fc.record({ n: count, h: count, i: seconds, timeout: seconds }), (s) => {
        const t = terraformHealthCheck(s);
        const a = albHealthCheck(s);
        expect(Object.values(t.written)).toEqual(Object.values(a.written));
        expect(t.issues.map((i) => i.level)).toEqual(a.issues.map((i) => i.level));
        expect(t.writtenWorstDetection).toBe(a.writtenWorstDetection);
        // Only the names differ: CloudFormation's in one, Terraform's in the other.
        const cfnNames = (text: string) =>
          text
            .replace(/HealthCheckIntervalSeconds/g, 'interval')
            .replace(/HealthCheckTimeoutSeconds/g, 'timeout')
            .replace(/UnhealthyThresholdCount/g, 'unhealthy_threshold')
            .replace(/HealthyThresholdCount/g, 'healthy_threshold');
        expect(t.issues.map((i) => i.text)).toEqual(a.issues.map((i) => cfnNames(i.text)));
        // Every line of the block is an argument inside the ALB ranges.
        const block = t.text.slice(t.text.indexOf('health_check {'));
        expect(block).toMatch(
          /^health_check \{\n {2}interval {12}= \d+\n {2}timeout {13}= \d+\n {2}unhealthy_threshold = \d+\n {2}healthy_threshold {3}= \d+\n\}$/,
        );
      }),
      { numRuns: runs(200) },
    );
  });
});
