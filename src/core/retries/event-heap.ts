/**
 * A binary min-heap of client ids keyed by each client's next event time. Every client has at
 * most one pending event, so the heap is sized once and the hot loop allocates nothing.
 */
export class EventHeap {
  readonly time: Float64Array;
  private readonly ids: Int32Array;
  private count = 0;

  constructor(capacity: number) {
    this.time = new Float64Array(capacity);
    this.ids = new Int32Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.count = 0;
  }

  /** Schedules client `id` at time `t`. */
  push(id: number, t: number): void {
    this.time[id] = t;
    let i = this.count++;
    const ids = this.ids;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pid = ids[parent] ?? 0;
      if ((this.time[pid] ?? 0) <= t) break;
      ids[i] = pid;
      i = parent;
    }
    ids[i] = id;
  }

  /** The client with the earliest event (ties: any), without removing it. */
  peek(): number {
    return this.ids[0] ?? -1;
  }

  /** Removes the earliest client; returns its id. */
  pop(): number {
    const top = this.ids[0] ?? -1;
    const last = this.ids[--this.count] ?? 0;
    if (this.count > 0) this.siftDown(last, this.time[last] ?? 0);
    return top;
  }

  /** Moves the earliest client to time `t` (it stays scheduled): one sift instead of pop + push. */
  rescheduleTop(t: number): void {
    const id = this.ids[0] ?? 0;
    this.time[id] = t;
    this.siftDown(id, t);
  }

  private siftDown(id: number, t: number): void {
    const ids = this.ids;
    const time = this.time;
    const n = this.count;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      let child = left;
      let childId = ids[left] ?? 0;
      let childTime = time[childId] ?? 0;
      if (right < n) {
        const rightId = ids[right] ?? 0;
        const rightTime = time[rightId] ?? 0;
        if (rightTime < childTime) {
          child = right;
          childId = rightId;
          childTime = rightTime;
        }
      }
      if (childTime >= t) break;
      ids[i] = childId;
      i = child;
    }
    ids[i] = id;
  }
}
