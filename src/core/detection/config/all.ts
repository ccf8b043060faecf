import { albHealthCheck } from './alb';
import { envoyHealthCheck } from './envoy';
import { haproxyCheck } from './haproxy';
import { kubernetesProbe } from './kubernetes';
import { terraformHealthCheck } from './terraform';
import type { CheckSettings, ConfigSnippet } from './types';

/** Every platform's snippet for the chosen check, in the order the panel shows them. */
export function allConfigs(s: CheckSettings): readonly ConfigSnippet[] {
  return [
    kubernetesProbe(s),
    albHealthCheck(s),
    terraformHealthCheck(s),
    haproxyCheck(s),
    envoyHealthCheck(s),
  ];
}
