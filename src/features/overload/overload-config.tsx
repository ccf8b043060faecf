import { useState } from 'react';
import { ConfigIssueList, PlatformChoice } from '@/components/config-issues';
import { CopyBlock } from '@/components/copy-block';
import { overloadConfigs } from '@/core/overload/config/all';
import type {
  OverloadConfigSettings,
  OverloadConfigSnippet,
  OverloadPlatformId,
} from '@/core/overload/config/types';
import { CONFIGS_NEED } from './exports';
import { POLICY_LABELS } from './policy-text';

function Snippet({ snippet }: { readonly snippet: OverloadConfigSnippet }) {
  const sets = snippet.policies.map((p) => POLICY_LABELS[p]).join(', ');
  const loose = snippet.approximate.map((p) => POLICY_LABELS[p]).join(', ');
  return (
    <>
      <p className="muted">
        {snippet.header} Configures: {sets || 'no policy of this panel'}
        {loose ? `; approximately: ${loose}` : ''}.
      </p>
      <ConfigIssueList issues={snippet.issues} />
      <CopyBlock text={snippet.text} what={`${snippet.title} config`} />
    </>
  );
}

/** Copy as config: the policies' settings in gRPC, AWS SDK, Finagle, Envoy, Resilience4j and Polly terms. */
export function OverloadConfig({ settings }: { readonly settings: OverloadConfigSettings | null }) {
  const [platform, setPlatform] = useState<OverloadPlatformId>('grpc');
  if (!settings) {
    return (
      <div>
        <h3>Copy as config</h3>
        <p className="muted">{CONFIGS_NEED}</p>
      </div>
    );
  }
  const snippets = overloadConfigs(settings);
  const snippet = snippets.find((s) => s.platform === platform) ?? snippets[0];
  if (!snippet) return null;
  const problems = (s: OverloadConfigSnippet) => s.issues.filter((i) => i.level !== 'note').length;
  return (
    <div className="config-export">
      <h3>Copy as config</h3>
      <p className="muted">
        The attempts, backoff, budgets and breaker above, as each platform writes them, checked
        against what it can express.
      </p>
      <PlatformChoice
        name="overload-platform"
        value={snippet.platform}
        options={snippets.map((s) => ({
          value: s.platform,
          label: s.title,
          problems: problems(s),
        }))}
        onChange={setPlatform}
      />
      <Snippet snippet={snippet} />
    </div>
  );
}
