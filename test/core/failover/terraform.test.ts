import { describe, expect, it } from 'vitest';
import { failoverTerraform } from '@/core/failover/terraform';

const AZ = { interval: 10, threshold: 3, drain: 10 };
const REGION = { interval: 5, threshold: 3, ttl: 30 };

/** The value written for a Terraform key (first occurrence). */
function setting(text: string, key: string): string | undefined {
  return new RegExp(`^\\s*${key}\\s*=\\s*([^#\\n]+?)\\s*(#.*)?$`, 'm').exec(text)?.[1];
}

describe('Terraform snippet', () => {
  it('writes the worked example, and says Route 53 cannot check every 5 s', () => {
    const { text, warnings } = failoverTerraform(AZ, REGION);
    expect(setting(text, 'interval')).toBe('10');
    expect(setting(text, 'unhealthy_threshold')).toBe('3');
    expect(setting(text, 'deregistration_delay')).toBe('10');
    expect(setting(text, 'timeout')).toBe('5');
    expect(setting(text, 'request_interval')).toBe('10');
    expect(setting(text, 'failure_threshold')).toBe('3');
    expect(setting(text, 'ttl')).toBe('30');
    expect(text).toContain('type = "PRIMARY"');
    expect(text).toContain('type = "SECONDARY"');
    expect(text).toContain('On paper: 40 s');
    // Written with the 10 s Route 53 can do: 10 × 3 + 30.
    expect(text).toContain('On paper: 60 s');
    expect(warnings).toEqual([
      {
        setting: 'request_interval',
        asked: 5,
        used: 10,
        reason: 'Route 53 checks every 10 s or 30 s only',
      },
    ]);
  });

  it('keeps values the platforms accept as they are: no warnings', () => {
    const { warnings, text } = failoverTerraform(
      { interval: 30, threshold: 2, drain: 300 },
      { interval: 30, threshold: 3, ttl: 60 },
    );
    expect(warnings).toEqual([]);
    expect(setting(text, 'request_interval')).toBe('30');
  });

  it('brings out-of-range values into range and says so', () => {
    const { warnings, text } = failoverTerraform(
      { interval: 2, threshold: 1, drain: 7.5 },
      { interval: 45, threshold: 12, ttl: 0.5 },
    );
    expect(warnings.map((w) => [w.setting, w.used])).toEqual([
      ['health_check.interval', 5],
      ['health_check.unhealthy_threshold', 2],
      ['deregistration_delay', 8],
      ['request_interval', 30],
      ['failure_threshold', 10],
      ['ttl', 1],
    ]);
    // The ALB timeout must stay below the interval: 5 s interval → 4 s timeout.
    expect(setting(text, 'timeout')).toBe('4');
    expect(text).toContain('# asked for 2: ALB accepts 5–300');
  });

  it('leaves out a path whose settings are invalid', () => {
    const { text } = failoverTerraform(null, REGION);
    expect(text).toContain('Multi-AZ part left out');
    expect(text).not.toContain('aws_lb_target_group');
    expect(text).toContain('aws_route53_health_check');
  });
});

describe('values written back to the user', () => {
  it('never use e-notation', async () => {
    const { failoverTerraform } = await import('@/core/failover/terraform');
    const snippet = failoverTerraform(null, { interval: 1e-20, threshold: 3, ttl: 30 });
    expect(snippet.text).toContain('# asked for 0.00000000000000000001 s');
    // Scientific input goes below 20 decimals: still every digit, never "0".
    const tiny = failoverTerraform(null, { interval: 1.5e-25, threshold: 3, ttl: 30 });
    expect(tiny.text).toContain('# asked for 0.00000000000000000000000015 s');
    expect(snippet.text).not.toMatch(/\de[+-]\d/);
  });
});
