import { useMemo } from 'react';
import { failoverTerraform } from '@/core/failover/terraform';
import { plainDecimal } from '@/core/format';
import { CopyBlock } from '@/components/copy-block';
import type { FailoverModel } from './failover-model';

/** The settings as Terraform for AWS, with what the platform cannot express said out loud. */
export function FailoverConfig({ model }: { readonly model: FailoverModel }) {
  const { az, region } = model;
  const snippet = useMemo(() => failoverTerraform(az, region), [az, region]);
  return (
    <div className="failover-config">
      <p>
        The same settings for an AWS deployment: an ALB target group (health check and
        deregistration delay) for the multi-AZ path, and a Route 53 health check with primary and
        secondary failover records for the multi-region path.
      </p>
      {snippet.warnings.length > 0 ? (
        <ul className="failover-warnings" aria-label="Values the platforms cannot express">
          {snippet.warnings.map((w) => (
            <li key={w.setting}>
              <code>{w.setting}</code>: {w.reason}, so {plainDecimal(w.asked)} becomes{' '}
              {String(w.used)}.
            </li>
          ))}
        </ul>
      ) : null}
      <CopyBlock what="Terraform" text={snippet.text} />
    </div>
  );
}
