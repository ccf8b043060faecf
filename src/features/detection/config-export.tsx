import { useId, useState } from 'react';
import type { ConfigSnippet, PlatformId } from '@/core/detection/config/types';
import { CopyBlock } from '@/components/copy-block';
import { formatDuration } from '@/core/format';
import type { DetectionModel } from './detection-model';
import { needs } from './detection-result';

const LEVEL_LABEL = { cannot: 'Cannot express', warning: 'Warning', note: 'Note' } as const;

function Issues({ snippet, worst }: { readonly snippet: ConfigSnippet; readonly worst: number }) {
  const changed = snippet.writtenWorstDetection !== worst;
  return (
    <ul className="config-issues">
      {snippet.issues.map((issue) => (
        <li key={issue.text} className={`config-issue config-issue-${issue.level}`}>
          <strong>{LEVEL_LABEL[issue.level]}:</strong> {issue.text}
        </li>
      ))}
      {changed ? (
        <li className="config-issue config-issue-warning">
          <strong>Detection changes:</strong> with the values written, worst-case detection is{' '}
          {formatDuration(snippet.writtenWorstDetection)}, not {formatDuration(worst)}, and the
          false-trigger figures above no longer apply as they are.
        </li>
      ) : null}
    </ul>
  );
}

/** "Copy as config": the chosen N, h, interval and timeout for four platforms. */
export function ConfigExport({ model }: { readonly model: DetectionModel }) {
  const [platform, setPlatform] = useState<PlatformId>('kubernetes');
  const legend = useId();
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
      <fieldset className="segmented" aria-labelledby={legend}>
        <legend id={legend}>Platform</legend>
        {snippets.map((s) => (
          <label key={s.platform} className="segmented-option">
            <input
              type="radio"
              name="detection-platform"
              value={s.platform}
              checked={s.platform === snippet.platform}
              onChange={() => setPlatform(s.platform)}
            />
            <span>
              {s.title}
              {problems(s) > 0 ? (
                <span className="config-badge">
                  {` (${problems(s)} ${problems(s) > 1 ? 'warnings' : 'warning'})`}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      <Issues snippet={snippet} worst={model.detection.worst} />
      <CopyBlock text={snippet.text} what={`${snippet.title} config`} />
    </div>
  );
}
