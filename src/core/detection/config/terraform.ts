/**
 * The ALB health check as Terraform: the `health_check` block of the AWS provider's
 * aws_lb_target_group resource (registry.terraform.io/providers/hashicorp/aws, resource
 * lb_target_group: interval 5–300, timeout 2–120, healthy_threshold and unhealthy_threshold 2–10,
 * whole seconds and counts). The same ALB limits and issues as the CloudFormation snippet
 * (alb.ts, fitAlbCheck), under Terraform's argument names.
 */
import { commentLines, issueLines } from '../../emit/comments';
import { fitAlbCheck, type AlbSettingNames } from './alb';
import type { CheckSettings, ConfigSnippet } from './types';

/** The block's argument names, as the issues name them. */
export const TERRAFORM_NAMES: AlbSettingNames = {
  interval: 'interval',
  timeout: 'timeout',
  unhealthy: 'unhealthy_threshold',
  healthy: 'healthy_threshold',
};

/** Aligned the way `terraform fmt` aligns consecutive arguments: on the longest name. */
const WIDTH = 'unhealthy_threshold'.length;
const argument = (name: string, value: number) => `  ${name.padEnd(WIDTH)} = ${value}`;

export function terraformHealthCheck(s: CheckSettings): ConfigSnippet {
  const { interval, timeout, unhealthy, healthy, issues } = fitAlbCheck(s, TERRAFORM_NAMES);
  const text = [
    '# resource "aws_lb_target_group": its health_check block (Reliability Lab, #/detection)',
    ...commentLines(issueLines(issues), '#'),
    'health_check {',
    argument('interval', interval),
    argument('timeout', timeout),
    argument('unhealthy_threshold', unhealthy),
    argument('healthy_threshold', healthy),
    '}',
  ].join('\n');
  return {
    platform: 'terraform',
    title: 'Terraform (aws_lb_target_group)',
    text,
    issues,
    written: {
      interval,
      timeout,
      unhealthy_threshold: unhealthy,
      healthy_threshold: healthy,
    },
    writtenWorstDetection: unhealthy * interval,
  };
}
