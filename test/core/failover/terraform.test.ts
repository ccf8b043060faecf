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

/**
 * The whole snippet, written out by hand: every line, the `terraform fmt` alignment of each block
 * (the longest key of a run of attributes sets the column of its `=`), the comments and the
 * warnings. Checked line by line against the ALB and Route 53 settings in docs/models.md.
 */

const HEADER =
  '# Reliability Lab, failover time (#/failover): health checks, draining and DNS failover.';

describe('the Terraform snippet, in full', () => {
  it('values both platforms accept: written as they are, no warnings', () => {
    const { text, warnings } = failoverTerraform(
      { interval: 10, threshold: 3, drain: 10 },
      { interval: 30, threshold: 3, ttl: 60 },
    );
    // On paper: 10 × 3 + 10 = 40 s (multi-AZ); 30 × 3 + 60 = 150 s (multi-region).
    // The ALB timeout: min(5, 10 − 1) = 5.
    expect(text).toBe(`${HEADER}

# Multi-AZ: ALB target group. On paper: 40 s (interval × threshold + drain).
# New requests leave an unhealthy target at detection; the deregistration delay applies to
# deregistered targets and bounds in-flight connections, so the drain is an upper bound.
resource "aws_lb_target_group" "app" {
  name                 = "app"
  port                 = 443
  protocol             = "HTTPS"
  vpc_id               = var.vpc_id
  deregistration_delay = 10

  health_check {
    protocol            = "HTTPS"
    path                = "/healthz"
    interval            = 10
    unhealthy_threshold = 3
    timeout             = 5
  }
}

# Multi-region: Route 53 DNS failover. On paper: 150 s (interval × threshold + TTL),
# before resolvers that ignore the TTL.
resource "aws_route53_health_check" "primary" {
  fqdn              = "primary.example.com"
  type              = "HTTPS"
  port              = 443
  resource_path     = "/healthz"
  request_interval  = 30
  failure_threshold = 3
}

resource "aws_route53_record" "primary" {
  zone_id         = var.zone_id
  name            = "app.example.com"
  type            = "A"
  ttl             = 60
  records         = [var.primary_ip]
  set_identifier  = "primary"
  health_check_id = aws_route53_health_check.primary.id

  failover_routing_policy {
    type = "PRIMARY"
  }
}

resource "aws_route53_record" "secondary" {
  zone_id        = var.zone_id
  name           = "app.example.com"
  type           = "A"
  ttl            = 60
  records        = [var.secondary_ip]
  set_identifier = "secondary"

  failover_routing_policy {
    type = "SECONDARY"
  }
}
`);
    expect(warnings).toEqual([]);
  });

  it('fractional values: rounded to whole seconds, each with its comment and warning', () => {
    const { text, warnings } = failoverTerraform(
      { interval: 7.5, threshold: 2.5, drain: 0.4 },
      { interval: 20, threshold: 0.6, ttl: 0.5 },
    );
    // ALB: interval 7.5 → 8, threshold 2.5 → 3, drain 0.4 → 0; on paper 8 × 3 + 0 = 24 s;
    // timeout min(5, 8 − 1) = 5. Route 53: 20 s is nearer 10 than 30 (a tie goes to 10),
    // threshold 0.6 → 1, TTL 0.5 → 1; on paper 10 × 1 + 1 = 11 s.
    expect(text).toBe(`${HEADER}

# Multi-AZ: ALB target group. On paper: 24 s (interval × threshold + drain).
# New requests leave an unhealthy target at detection; the deregistration delay applies to
# deregistered targets and bounds in-flight connections, so the drain is an upper bound.
resource "aws_lb_target_group" "app" {
  name                 = "app"
  port                 = 443
  protocol             = "HTTPS"
  vpc_id               = var.vpc_id
  deregistration_delay = 0 # asked for 0.4: ALB accepts whole numbers from 0 to 3600

  health_check {
    protocol            = "HTTPS"
    path                = "/healthz"
    interval            = 8 # asked for 7.5: ALB accepts whole numbers from 5 to 300
    unhealthy_threshold = 3 # asked for 2.5: ALB accepts whole numbers from 2 to 10
    timeout             = 5
  }
}

# Multi-region: Route 53 DNS failover. On paper: 11 s (interval × threshold + TTL),
# before resolvers that ignore the TTL.
resource "aws_route53_health_check" "primary" {
  fqdn              = "primary.example.com"
  type              = "HTTPS"
  port              = 443
  resource_path     = "/healthz"
  request_interval  = 10 # asked for 20 s: Route 53 checks every 10 s or 30 s only
  failure_threshold = 1 # asked for 0.6: Route 53 accepts whole numbers from 1 to 10
}

resource "aws_route53_record" "primary" {
  zone_id         = var.zone_id
  name            = "app.example.com"
  type            = "A"
  ttl             = 1 # asked for 0.5: Route 53 accepts whole numbers from 0 to 2147483647
  records         = [var.primary_ip]
  set_identifier  = "primary"
  health_check_id = aws_route53_health_check.primary.id

  failover_routing_policy {
    type = "PRIMARY"
  }
}

resource "aws_route53_record" "secondary" {
  zone_id        = var.zone_id
  name           = "app.example.com"
  type           = "A"
  ttl            = 1 # asked for 0.5: Route 53 accepts whole numbers from 0 to 2147483647
  records        = [var.secondary_ip]
  set_identifier = "secondary"

  failover_routing_policy {
    type = "SECONDARY"
  }
}
`);
    expect(warnings).toEqual([
      {
        setting: 'health_check.interval',
        asked: 7.5,
        used: 8,
        reason: 'ALB accepts whole numbers from 5 to 300',
      },
      {
        setting: 'health_check.unhealthy_threshold',
        asked: 2.5,
        used: 3,
        reason: 'ALB accepts whole numbers from 2 to 10',
      },
      {
        setting: 'deregistration_delay',
        asked: 0.4,
        used: 0,
        reason: 'ALB accepts whole numbers from 0 to 3600',
      },
      {
        setting: 'request_interval',
        asked: 20,
        used: 10,
        reason: 'Route 53 checks every 10 s or 30 s only',
      },
      {
        setting: 'failure_threshold',
        asked: 0.6,
        used: 1,
        reason: 'Route 53 accepts whole numbers from 1 to 10',
      },
      {
        setting: 'ttl',
        asked: 0.5,
        used: 1,
        reason: 'Route 53 accepts whole numbers from 0 to 2147483647',
      },
    ]);
  });

  it('whole values out of range: the range in the comment, in en-dash form', () => {
    const { text, warnings } = failoverTerraform(
      { interval: 400, threshold: 11, drain: 4000 },
      { interval: 20.5, threshold: 12, ttl: 30 },
    );
    expect(text).toContain('  deregistration_delay = 3600 # asked for 4000: ALB accepts 0–3600\n');
    expect(text).toContain('    interval            = 300 # asked for 400: ALB accepts 5–300\n');
    expect(text).toContain('    unhealthy_threshold = 10 # asked for 11: ALB accepts 2–10\n');
    // 20.5 s is nearer 30 than 10.
    expect(text).toContain(
      '  request_interval  = 30 # asked for 20.5 s: Route 53 checks every 10 s or 30 s only\n',
    );
    expect(text).toContain('  failure_threshold = 10 # asked for 12: Route 53 accepts 1–10\n');
    // 300 × 10 + 3600 = 6600 s; 30 × 10 + 30 = 330 s.
    expect(text).toContain('On paper: 6600 s (interval × threshold + drain).');
    expect(text).toContain('On paper: 330 s (interval × threshold + TTL),');
    expect(warnings.map((w) => [w.setting, w.asked, w.used, w.reason])).toEqual([
      ['health_check.interval', 400, 300, 'ALB accepts 5–300'],
      ['health_check.unhealthy_threshold', 11, 10, 'ALB accepts 2–10'],
      ['deregistration_delay', 4000, 3600, 'ALB accepts 0–3600'],
      ['request_interval', 20.5, 30, 'Route 53 checks every 10 s or 30 s only'],
      ['failure_threshold', 12, 10, 'Route 53 accepts 1–10'],
    ]);
  });

  it('Route 53 intervals at the 20 s boundary and on the two accepted values', () => {
    const used = (interval: number) =>
      failoverTerraform(null, { interval, threshold: 3, ttl: 30 }).warnings.map((w) => w.used);
    expect(used(10)).toEqual([]);
    expect(used(30)).toEqual([]);
    expect(used(19.5)).toEqual([10]);
    expect(used(20)).toEqual([10]);
    expect(used(20.001)).toEqual([30]);
    expect(used(1)).toEqual([10]);
    expect(used(31)).toEqual([30]);
  });

  it('neither path valid: only the header and the two notes', () => {
    const { text, warnings } = failoverTerraform(null, null);
    expect(text).toBe(`${HEADER}

# Multi-AZ part left out: its settings are not valid.

# Multi-region part left out: its settings are not valid.
`);
    expect(warnings).toEqual([]);
  });

  it('only the multi-AZ path valid: the ALB part, then the multi-region note last', () => {
    const { text } = failoverTerraform({ interval: 10, threshold: 3, drain: 10 }, null);
    expect(text.startsWith(`${HEADER}\n\n# Multi-AZ: ALB target group.`)).toBe(true);
    expect(
      text.endsWith('  }\n}\n\n# Multi-region part left out: its settings are not valid.\n'),
    ).toBe(true);
    expect(text).not.toContain('aws_route53');
  });
});
