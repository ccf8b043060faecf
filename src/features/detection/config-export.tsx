import { useState } from 'react';
import { ConfigIssueList, PlatformChoice } from '@/components/config-issues';
import type { ConfigSnippet, PlatformId } from '@/core/detection/config/types';
import { CopyBlock } from '@/components/copy-block';
import { formatDuration } from '@/core/format';
import type { DetectionModel } from './detection-model';
import { needs } from './detection-result';

function Issues({ snippet, worst }: { readonly snippet: ConfigSnippet; readonly worst: number }) {
  const changed = snippet.writtenWorstDetection !== worst;
  return (
    <ConfigIssueList issues={snippet.issues}>
      {changed ? (
        <li className="config-issue config-issue-warning">
          <strong>Detection changes:</strong> with the values written, worst-case detection is{' '}
          {formatDuration(snippet.writtenWorstDetection)}, not {formatDuration(worst)}, and the
          false-trigger figures above no longer apply as they are.
        </li>
      ) : null}
    </ConfigIssueList>
  );
}

/** "Copy as config": the chosen N, h, interval and timeout for each platform. */
export function ConfigExport({ model }: { readonly model: DetectionModel }) {
  const [platform, setPlatform] = useState<PlatformId>('kubernetes');
  const snippets = model.configs;
  if (!snippets || !model.detection) {
    return (
      <div>
        <h3>Copy as config</h3>
        <p className="muted">{needs(model.fields, ['n', 'h', 'i', 'timeout'])}</p>
      </div>
    );
  }
  const snippet = snippets.find((s) => s.platform === platform) ?? snippets[0];
  if (!snippet) return null;
  const problems = (s: ConfigSnippet) => s.issues.filter((i) => i.level !== 'note').length;
  return (
    <div className="config-export">
      <h3>Copy as config</h3>
      <p className="muted">
        N, h, the interval and the timeout, checked against each platform’s allowed ranges.
      </p>
      <PlatformChoice
        name="detection-platform"
        value={snippet.platform}
        options={snippets.map((s) => ({
          value: s.platform,
          label: s.title,
          problems: problems(s),
        }))}
        onChange={setPlatform}
      />
      <Issues snippet={snippet} worst={model.detection.worst} />
      <CopyBlock text={snippet.text} what={`${snippet.title} config`} />
    </div>
  );
}
