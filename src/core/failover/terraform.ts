import { plainDecimal } from '../format';
import { ALB_DEFAULT_TIMEOUT, ALB_LIMITS, albTimeoutBelowInterval } from '../platforms/alb';
import {
  azFailoverOnPaper,
  regionFailoverOnPaper,
  type AzConfig,
  type RegionConfig,
} from './on-paper';

/**
 * The panel's settings as Terraform for AWS (an ALB target group for the multi-AZ path, a
 * Route 53 health check and failover records for the multi-region path), each value checked
 * against what the platform accepts. ALB ranges and the timeout rule: src/core/platforms/alb.ts
 * (shared with the health-check panel); Route 53 request interval 10 or 30 s and failure
 * threshold 1–10 from the Route 53 docs (see docs/models.md, "Failover time").
 */

export interface ConfigWarning {
  /** The platform setting, e.g. `request_interval`. */
  readonly setting: string;
  readonly asked: number;
  readonly used: number;
  /** Why the asked value cannot be written, in words. */
  readonly reason: string;
}

export interface ConfigSnippet {
  readonly text: string;
  readonly warnings: readonly ConfigWarning[];
}

interface Setting {
  readonly value: number;
  readonly comment: string;
}

/** A whole number within [min, max], nearest to what was asked; a warning when it differs. */
function wholeInRange(
  warnings: ConfigWarning[],
  setting: string,
  asked: number,
  min: number,
  max: number,
  platform: string,
): Setting {
  const used = Math.min(max, Math.max(min, Math.round(asked)));
  if (used === asked) return { value: used, comment: '' };
  const reason = Number.isInteger(asked)
    ? `${platform} accepts ${String(min)}–${String(max)}`
    : `${platform} accepts whole numbers from ${String(min)} to ${String(max)}`;
  warnings.push({ setting, asked, used, reason });
  return { value: used, comment: ` # asked for ${plainDecimal(asked)}: ${reason}` };
}

/** Route 53 checks every 10 s (fast, extra charge) or 30 s (standard), nothing else. */
function requestInterval(warnings: ConfigWarning[], asked: number): Setting {
  const used = asked <= 20 ? 10 : 30;
  if (used === asked) return { value: used, comment: '' };
  const reason = 'Route 53 checks every 10 s or 30 s only';
  warnings.push({ setting: 'request_interval', asked, used, reason });
  return { value: used, comment: ` # asked for ${plainDecimal(asked)} s: ${reason}` };
}

function albPart(az: AzConfig, warnings: ConfigWarning[]): string[] {
  const [iMin, iMax] = ALB_LIMITS.interval;
  const [tMin, tMax] = ALB_LIMITS.threshold;
  const [dMin, dMax] = ALB_LIMITS.deregistrationDelay;
  const interval = wholeInRange(warnings, 'health_check.interval', az.interval, iMin, iMax, 'ALB');
  const threshold = wholeInRange(
    warnings,
    'health_check.unhealthy_threshold',
    az.threshold,
    tMin,
    tMax,
    'ALB',
  );
  const drain = wholeInRange(warnings, 'deregistration_delay', az.drain, dMin, dMax, 'ALB');
  // The check timeout must be shorter than the interval: the ALB default of 5 s, or less.
  const timeout = albTimeoutBelowInterval(ALB_DEFAULT_TIMEOUT, interval.value);
  const onPaper = azFailoverOnPaper({
    interval: interval.value,
    threshold: threshold.value,
    drain: drain.value,
  });
  return [
    `# Multi-AZ: ALB target group. On paper: ${String(onPaper)} s (interval × threshold + drain).`,
    '# New requests leave an unhealthy target at detection; the deregistration delay applies to',
    '# deregistered targets and bounds in-flight connections, so the drain is an upper bound.',
    'resource "aws_lb_target_group" "app" {',
    '  name                 = "app"',
    '  port                 = 443',
    '  protocol             = "HTTPS"',
    '  vpc_id               = var.vpc_id',
    `  deregistration_delay = ${String(drain.value)}${drain.comment}`,
    '',
    '  health_check {',
    // ALB health checks default to HTTP, which an HTTPS listener on 443 would fail.
    '    protocol            = "HTTPS"',
    '    path                = "/healthz"',
    `    interval            = ${String(interval.value)}${interval.comment}`,
    `    unhealthy_threshold = ${String(threshold.value)}${threshold.comment}`,
    `    timeout             = ${String(timeout)}`,
    '  }',
    '}',
  ];
}

function record(role: 'primary' | 'secondary', ttl: Setting): string[] {
  // Aligned the way `terraform fmt` aligns a block.
  const width = role === 'primary' ? 'health_check_id'.length : 'set_identifier'.length;
  const line = (key: string, value: string) => `  ${key.padEnd(width)} = ${value}`;
  return [
    `resource "aws_route53_record" "${role}" {`,
    line('zone_id', 'var.zone_id'),
    line('name', '"app.example.com"'),
    line('type', '"A"'),
    line('ttl', `${String(ttl.value)}${ttl.comment}`),
    line('records', `[var.${role}_ip]`),
    line('set_identifier', `"${role}"`),
    ...(role === 'primary' ? [line('health_check_id', 'aws_route53_health_check.primary.id')] : []),
    '',
    '  failover_routing_policy {',
    `    type = "${role.toUpperCase()}"`,
    '  }',
    '}',
  ];
}

function route53Part(region: RegionConfig, warnings: ConfigWarning[]): string[] {
  const interval = requestInterval(warnings, region.interval);
  const threshold = wholeInRange(
    warnings,
    'failure_threshold',
    region.threshold,
    1,
    10,
    'Route 53',
  );
  const ttl = wholeInRange(warnings, 'ttl', region.ttl, 0, 2_147_483_647, 'Route 53');
  const onPaper = regionFailoverOnPaper({
    interval: interval.value,
    threshold: threshold.value,
    ttl: ttl.value,
  });
  return [
    `# Multi-region: Route 53 DNS failover. On paper: ${String(onPaper)} s (interval × threshold + TTL),`,
    '# before resolvers that ignore the TTL.',
    'resource "aws_route53_health_check" "primary" {',
    '  fqdn              = "primary.example.com"',
    '  type              = "HTTPS"',
    '  port              = 443',
    '  resource_path     = "/healthz"',
    `  request_interval  = ${String(interval.value)}${interval.comment}`,
    `  failure_threshold = ${String(threshold.value)}${threshold.comment}`,
    '}',
    '',
    ...record('primary', ttl),
    '',
    ...record('secondary', ttl),
  ];
}

/** Terraform for whichever paths have valid settings; the others are left out with a note. */
export function failoverTerraform(az: AzConfig | null, region: RegionConfig | null): ConfigSnippet {
  const warnings: ConfigWarning[] = [];
  const lines = [
    '# Reliability Lab, failover time (#/failover): health checks, draining and DNS failover.',
    '',
    ...(az ? albPart(az, warnings) : ['# Multi-AZ part left out: its settings are not valid.']),
    '',
    ...(region
      ? route53Part(region, warnings)
      : ['# Multi-region part left out: its settings are not valid.']),
  ];
  return { text: `${lines.join('\n')}\n`, warnings };
}
