import type { OverloadConfigSettings } from '@/core/overload/config/types';
import { OVERLOAD_FIELDS, type OverloadMode } from '@/core/overload/fields';
import { fieldFor } from '@/core/fields/schema';
import {
  parseOverloadInputs,
  type OverloadKey,
  type ParsedOverloadInputs,
} from '@/core/overload/params';
import type { OverloadJob } from '@/core/overload/jobs';
import type { OverloadInputs } from './state';

/** Everything the panel derives from its inputs alone, before any simulation. */
export interface OverloadModel {
  readonly parsed: ParsedOverloadInputs;
  /** The mode to show: the link's, or `sweep` while it is not one we know. */
  readonly mode: OverloadMode;
  readonly modeProblem: string | null;
  readonly job: OverloadJob | null;
  /** Stable text of the job, so equal inputs never rerun the simulation. */
  readonly jobKey: string;
  /** The retry and budget settings, for the rules and the configs; null while one is invalid. */
  readonly settings: OverloadConfigSettings | null;
}

/** A number field's value, or null while it is invalid or not read. */
function numberOf(parsed: ParsedOverloadInputs, key: OverloadKey): number | null {
  const f = parsed.fields[key];
  return f?.ok && typeof f.value === 'number' ? f.value : null;
}

/**
 * The retry and budget settings from their own fields: a bad trigger does not blank the configs.
 * The per-attempt timeout is read from its text in both modes (the sweep does not use it, but
 * every platform's config writes it).
 */
function settingsOf(
  parsed: ParsedOverloadInputs,
  job: OverloadJob | null,
  timeoutText: string,
): OverloadConfigSettings | null {
  const keys = [
    'attempts',
    'base',
    'cap',
    'clients',
    'max_tokens',
    'token_ratio',
    'percent',
    'ttl',
    'min_per_s',
  ] as const;
  const v = keys.map((k) => numberOf(parsed, k));
  const timeout = fieldFor(OVERLOAD_FIELDS, 'timeout').parse(timeoutText);
  if (v.some((x) => x === null) || !timeout.ok || typeof timeout.value !== 'number') return null;
  const [attempts, base, cap, clients, maxTokens, tokenRatio, percent, ttl, minPerSecond] =
    v as number[];
  return {
    attempts: attempts!,
    base: base!,
    cap: cap!,
    clients: clients!,
    maxTokens: maxTokens!,
    tokenRatio: tokenRatio!,
    percent: percent! / 100,
    ttl: ttl!,
    minPerSecond: minPerSecond!,
    timeout: timeout.value,
    ...(job ? { rate: job.params.rate } : {}),
  };
}

export function deriveOverload(inputs: OverloadInputs): OverloadModel {
  const first = parseOverloadInputs(inputs);
  const mode = first.mode.ok ? first.mode.value : 'sweep';
  const parsed = first.mode.ok ? first : parseOverloadInputs({ ...inputs, mode: 'sweep' });
  const job = parsed.job;
  const settings = settingsOf(parsed, job, inputs.timeout);
  return {
    parsed,
    mode,
    modeProblem: first.mode.ok
      ? null
      : `${first.mode.error} Showing the load against failure ratio sweep.`,
    job,
    jobKey: JSON.stringify(job),
    settings,
  };
}
