import type { Mode } from '@/core/retries/fields';
import { parseRetriesInputs, type ParsedInputs, type SimJob } from '@/core/retries/params';
import {
  uniformPeak,
  waveAnalytics,
  type PeakDistribution,
  type WaveAnalytics,
} from '@/core/retries/wave-analytics';
import type { RetriesInputs } from './state';

/** Everything the panel derives from its inputs alone, before any simulation. */
export interface RetriesModel {
  readonly parsed: ParsedInputs;
  /** The mode to show: the link's, or `wave` while it is not one we know. */
  readonly mode: Mode;
  readonly modeProblem: string | null;
  readonly job: SimJob | null;
  /** Stable text of the job, so equal inputs never rerun the simulation. */
  readonly jobKey: string;
  readonly wave: WaveFigures | null;
}

export interface WaveFigures extends WaveAnalytics {
  readonly clients: number;
  /** The busiest bucket of a typical draw, full and equal jitter (closed form). */
  readonly fullPeak: PeakDistribution;
  readonly equalPeak: PeakDistribution;
}

export function deriveRetries(inputs: RetriesInputs): RetriesModel {
  const parsed = parseRetriesInputs(inputs);
  const mode = parsed.mode.ok ? parsed.mode.value : 'wave';
  const effective = parsed.mode.ok ? parsed : parseRetriesInputs({ ...inputs, mode: 'wave' });
  const job = effective.job;
  let wave: WaveFigures | null = null;
  if (job?.mode === 'wave') {
    const p = job.params;
    const a = waveAnalytics(p.clients, p.attempt, p.bucket, p);
    wave = {
      ...a,
      clients: p.clients,
      fullPeak: uniformPeak(p.clients, 0, a.window, p.bucket),
      equalPeak: uniformPeak(p.clients, a.window / 2, a.window, p.bucket),
    };
  }
  return {
    parsed: effective,
    mode,
    modeProblem: parsed.mode.ok ? null : `${parsed.mode.error} Showing the wave.`,
    job,
    jobKey: JSON.stringify(job),
    wave,
  };
}
