import { describe, expect, it } from 'vitest';
import { analyseTopology } from '@/core/composition/analyse';
import {
  AnalysisCancelledError,
  CompositionClient,
  type Analysed,
} from '@/workers/composition-client';
import type { AnalyseReply, AnalyseRequest } from '@/workers/composition-protocol';

/**
 * A stand-in for the Composition worker in Node: answers each message on a later turn with the
 * worker's own code path (`analyseTopology`), records what it was sent, and can be made to fail.
 */
class FakeWorker extends EventTarget {
  readonly sent: string[] = [];
  terminated = false;
  private readonly mode: 'answer' | 'error' | 'throw';
  constructor(mode: 'answer' | 'error' | 'throw' = 'answer') {
    super();
    this.mode = mode;
  }
  postMessage(request: AnalyseRequest): void {
    this.sent.push(request.text);
    setTimeout(() => {
      if (this.mode === 'error') {
        this.dispatchEvent(new Event('error'));
        return;
      }
      const { errors, evaluation } = analyseTopology(request.text);
      const reply: AnalyseReply =
        this.mode === 'throw'
          ? { runId: request.runId, ok: false, message: 'boom' }
          : { runId: request.runId, ok: true, errors, evaluation };
      this.dispatchEvent(new MessageEvent('message', { data: structuredClone(reply) }));
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

function clientWith(worker: FakeWorker): CompositionClient {
  return new CompositionClient(() => worker as unknown as Worker);
}

const QUORUM = `3of5(${Array.from({ length: 5 }, (_, i) => `n${i}: 99.${i}9`).join(', ')})`;

/** The digits the page shows come from the total's exact decimal: compare it whole. */
const digits = (a: Analysed) => a.evaluation && `${a.evaluation.total.m}e${a.evaluation.total.e}`;

describe('CompositionClient', () => {
  it('answers with the same exact evaluation as the main thread', async () => {
    const here = analyseTopology(QUORUM);
    const there = await clientWith(new FakeWorker()).analyse(QUORUM);
    expect(there.errors).toEqual([]);
    expect(digits(there)).toBe(`${here.evaluation?.total.m}e${here.evaluation?.total.e}`);
    expect(there.evaluation?.blocks.map((b) => [b.label, b.share])).toEqual(
      here.evaluation?.blocks.map((b) => [b.label, b.share]),
    );
  });

  it('passes a text’s problems on, with their places', async () => {
    const result = await clientWith(new FakeWorker()).analyse('4of3(a: 99, b: 99, c: 99)');
    expect(result.evaluation).toBeNull();
    expect(result.errors[0]).toMatchObject({ line: 1, column: 1 });
  });

  it('takes only the latest of several texts sent while busy, and cancels the others', async () => {
    const worker = new FakeWorker();
    const client = clientWith(worker);
    const first = client.analyse('a: 90');
    const second = client.analyse('a: 99');
    const third = client.analyse('a: 99.9');
    await expect(first).rejects.toBeInstanceOf(AnalysisCancelledError);
    await expect(second).rejects.toBeInstanceOf(AnalysisCancelledError);
    // u = 0.001 for 99.9%
    expect(digits(await third)).toBe('1e-3');
    // The first was already being worked on; the second was never sent.
    expect(worker.sent).toEqual(['a: 90', 'a: 99.9']);
  });

  it('falls back to the main thread when the worker fails or throws', async () => {
    const failing = new FakeWorker('error');
    expect(digits(await clientWith(failing).analyse('a: 99'))).toBe('1e-2');
    expect(failing.terminated).toBe(true);
    expect(digits(await clientWith(new FakeWorker('throw')).analyse('a: 99.99'))).toBe('1e-4');
  });

  it('works without a worker at all', async () => {
    expect(digits(await new CompositionClient(null).analyse('parallel(a: 90, b: 90)'))).toBe(
      '1e-2',
    );
  });
});
