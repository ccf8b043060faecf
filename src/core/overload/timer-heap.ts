/**
 * A growable binary min-heap of (time, payload) pairs: the retries waiting out their backoff.
 * Ties pop in an order fixed by the sequence of operations, so a run is reproducible.
 */
export class TimerHeap {
  private times = new Float64Array(64);
  private payloads = new Int32Array(64);
  private count = 0;

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.count = 0;
  }

  /** The earliest time, or Infinity when empty. */
  peekTime(): number {
    return this.count > 0 ? this.times[0]! : Infinity;
  }

  peekPayload(): number {
    return this.payloads[0]!;
  }

  push(time: number, payload: number): void {
    if (this.count === this.times.length) this.grow();
    const times = this.times;
    const payloads = this.payloads;
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pt = times[parent]!;
      if (pt <= time) break;
      times[i] = pt;
      payloads[i] = payloads[parent]!;
      i = parent;
    }
    times[i] = time;
    payloads[i] = payload;
  }

  /** Removes the earliest entry (call peekTime/peekPayload first). */
  pop(): void {
    const n = --this.count;
    if (n === 0) return;
    const times = this.times;
    const payloads = this.payloads;
    const time = times[n]!;
    const payload = payloads[n]!;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      let child = left;
      let ct = times[left]!;
      if (right < n) {
        const rt = times[right]!;
        if (rt < ct) {
          child = right;
          ct = rt;
        }
      }
      if (ct >= time) break;
      times[i] = ct;
      payloads[i] = payloads[child]!;
      i = child;
    }
    times[i] = time;
    payloads[i] = payload;
  }

  private grow(): void {
    const times = new Float64Array(this.times.length * 2);
    const payloads = new Int32Array(this.payloads.length * 2);
    times.set(this.times);
    payloads.set(this.payloads);
    this.times = times;
    this.payloads = payloads;
  }
}
