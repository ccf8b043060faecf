import { failoverTerraform } from '@/core/failover/terraform';
import { madeExport, type PanelExport } from '@/lib/results/exports';
import type { FailoverModel } from './failover-model';

/** The page's and `calc --export`'s text: the ALB and Route 53 settings as Terraform. */
export function failoverExports(model: FailoverModel): readonly PanelExport[] {
  return [madeExport('terraform', 'Terraform', failoverTerraform(model.az, model.region).text)];
}
