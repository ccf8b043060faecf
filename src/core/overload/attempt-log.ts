/**
 * The attempts sent to the server, in sending order (which is also the order of the server's FIFO
 * queue and of the clients' timeouts, every attempt having the same timeout). Entries are numbered
 * from 0 for the whole run; the engine reads them through two cursors (the server's, the
 * timeouts') and releases what both have passed. A power-of-two ring that doubles when full.
 */
export class AttemptLog {
  private mask = 1023;
  private reqs = new Int32Array(1024);
  private atts = new Uint8Array(1024);
  private sents = new Float64Array(1024);
  /** The first entry still needed. */
  private head = 0;
  /** One past the last entry. */
  tail = 0;

  clear(): void {
    this.head = 0;
    this.tail = 0;
  }

  /** Logs attempt `att` of request `req`, sent at `sent`; returns its number. */
  push(req: number, att: number, sent: number): number {
    if (this.tail - this.head > this.mask) this.grow();
    const i = this.tail & this.mask;
    this.reqs[i] = req;
    this.atts[i] = att;
    this.sents[i] = sent;
    return this.tail++;
  }

  req(n: number): number {
    return this.reqs[n & this.mask]!;
  }

  att(n: number): number {
    return this.atts[n & this.mask]!;
  }

  sent(n: number): number {
    return this.sents[n & this.mask]!;
  }

  /** Entries before `n` will not be read again. */
  release(n: number): void {
    if (n > this.head) this.head = n;
  }

  private grow(): void {
    const size = (this.mask + 1) * 2;
    const mask = size - 1;
    const reqs = new Int32Array(size);
    const atts = new Uint8Array(size);
    const sents = new Float64Array(size);
    for (let n = this.head; n < this.tail; n++) {
      const from = n & this.mask;
      const to = n & mask;
      reqs[to] = this.reqs[from]!;
      atts[to] = this.atts[from]!;
      sents[to] = this.sents[from]!;
    }
    this.mask = mask;
    this.reqs = reqs;
    this.atts = atts;
    this.sents = sents;
  }
}
