// Work for one key (a session) that arrives while that key's batch is running waits here, in the
// process and holding no database connection, and goes as the next batch: one run for many items
// (decision 0029). Keys share a lane: batches of one lane run one after the other, different lanes
// side by side. By default every key is a lane of its own; bookings put every session in one lane,
// so the bookings of many sessions share one transaction (decision 0109).

/** How one item of a batch ended: its own answer or its own error. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type BatchLimits = {
  /** Items taken into one run at most. */
  maxBatch: number;
  /** Items waiting for one key at most; past it `submit` refuses with QueueFull. */
  maxQueued: number;
  /** How long a lane whose batch found nobody waiting after it stays open for the next arrivals. */
  lingerMs: number;
};

/** The lane of a key: its batches run one after the other, each taking items of all its keys. */
export type LaneOf = (key: string) => string;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export type BatchStats = {
  /** Items accepted. */
  requests: number;
  /** Runs started, retries of single items included. */
  runs: number;
  /** Batches that failed as a whole and were retried item by item. */
  fallbacks: number;
  largestBatch: number;
};

export class QueueFull extends Error {
  constructor() {
    super('Too many requests are waiting for this session');
  }
}

/**
 * Runs one batch of a lane; answers one Settled per item, in order. Throws only when the batch as a
 * whole failed.
 */
export type RunBatch<I, O> = (lane: string, items: I[]) => Promise<Settled<O>[]>;

type Pending<I, O> = { key: string; item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

export class BatchQueues<I, O> {
  readonly stats: BatchStats = { requests: 0, runs: 0, fallbacks: 0, largestBatch: 0 };
  /** The items waiting per lane; a lane is present exactly while its batches are running. */
  private readonly waiting = new Map<string, Pending<I, O>[]>();
  /** How many items wait per key (maxQueued is per key, whatever its lane). */
  private readonly waitingPerKey = new Map<string, number>();

  constructor(
    private readonly run: RunBatch<I, O>,
    private readonly limits: BatchLimits,
    private readonly laneOf: LaneOf = (key) => key,
  ) {}

  /** Items waiting now (not yet taken into a batch), over all keys. */
  get queued(): number {
    let n = 0;
    for (const queue of this.waiting.values()) n += queue.length;
    return n;
  }

  /** Answers when the item's batch has run: the next one to start for its lane. */
  submit(key: string, item: I): Promise<O> {
    const count = this.waitingPerKey.get(key) ?? 0;
    if (count >= this.limits.maxQueued) return Promise.reject(new QueueFull());
    this.stats.requests++;
    this.waitingPerKey.set(key, count + 1);
    const lane = this.laneOf(key);
    const queue = this.waiting.get(lane);
    return new Promise<O>((resolve, reject) => {
      const pending = { key, item, resolve, reject };
      if (queue) {
        queue.push(pending);
        return;
      }
      const fresh = [pending];
      this.waiting.set(lane, fresh);
      void this.drain(lane, fresh);
    });
  }

  /** The next batch of the lane: taken out of the waiting counts. */
  private take(queue: Pending<I, O>[]): Pending<I, O>[] {
    const batch = queue.splice(0, this.limits.maxBatch);
    for (const { key } of batch) {
      const left = (this.waitingPerKey.get(key) ?? 1) - 1;
      if (left > 0) this.waitingPerKey.set(key, left);
      else this.waitingPerKey.delete(key);
    }
    return batch;
  }

  private async drain(lane: string, queue: Pending<I, O>[]): Promise<void> {
    // One turn of the event loop first, so the requests read in the same turn join the batch.
    await nextTurn();
    for (;;) {
      await this.runBatch(lane, this.take(queue));
      if (queue.length > 0) continue;
      // Nothing arrived while the batch ran, which is always so on SQLite: its transaction runs
      // within one turn. The rush may go on, so the lane stays open a moment to gather the next batch.
      await new Promise((resolve) => setTimeout(resolve, this.limits.lingerMs));
      if (queue.length === 0) break;
    }
    this.waiting.delete(lane);
  }

  /** Settles every item of the batch; never throws. */
  private async runBatch(lane: string, batch: Pending<I, O>[]): Promise<void> {
    this.stats.runs++;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    let results: Settled<O>[];
    try {
      results = await this.run(
        lane,
        batch.map((p) => p.item),
      );
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      // Whatever failed the whole batch, one item cannot fail the others: each goes again alone.
      this.stats.fallbacks++;
      for (const pending of batch) await this.runBatch(lane, [pending]);
      return;
    }
    for (const [i, pending] of batch.entries()) {
      const result = results[i];
      if (!result) pending.reject(new Error('The batch gave no answer for this request'));
      else if (result.ok) pending.resolve(result.value);
      else pending.reject(result.error);
    }
  }
}
