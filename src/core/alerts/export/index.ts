import { serviceSlug } from './names';
import { openSloSpec } from './openslo';
import { prometheusRules } from './prometheus';
import { pyrraSpec } from './pyrra';
import { slothSpec } from './sloth';
import type { ExportSpec } from './spec';

export { serviceSlug } from './names';
export { openSloSpec } from './openslo';
export { prometheusRules } from './prometheus';
export { pyrraSpec } from './pyrra';
export { slothSpec } from './sloth';
export type { ExportSpec } from './spec';

export type ExportId = 'prometheus' | 'sloth' | 'pyrra' | 'openslo';

/** One "rules to copy" file of the burn-rate panel. */
export interface RuleExport {
  readonly id: ExportId;
  /** The tab's or button's label. */
  readonly label: string;
  /** The download's file name, from the service: `api-slo-rules.yaml`. */
  readonly filename: (spec: ExportSpec) => string;
  /** The file's text (YAML). */
  readonly text: (spec: ExportSpec) => string;
}

/** Every export, in the order the panel shows them. */
export const EXPORTS: readonly RuleExport[] = [
  {
    id: 'prometheus',
    label: 'Prometheus rules',
    filename: (spec) => `${serviceSlug(spec.service)}-slo-rules.yaml`,
    text: prometheusRules,
  },
  {
    id: 'sloth',
    label: 'sloth',
    filename: (spec) => `${serviceSlug(spec.service)}-sloth.yaml`,
    text: slothSpec,
  },
  {
    id: 'pyrra',
    label: 'pyrra',
    filename: (spec) => `${serviceSlug(spec.service)}-pyrra-slo.yaml`,
    text: pyrraSpec,
  },
  {
    id: 'openslo',
    label: 'OpenSLO',
    filename: (spec) => `${serviceSlug(spec.service)}-openslo.yaml`,
    text: openSloSpec,
  },
];
