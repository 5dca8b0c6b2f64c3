/** One call's outcome inside a batch: its own answer, or its own refusal. */
export type BatchOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface GroupCommitOptions<I, O> {
  /**
   * Writes several calls together, in one transaction, and answers each call's outcome in their order. It throws only
   * when the batch as a whole failed (a lost connection, a constraint no call could foresee): then nothing of it was
   * written and each call is written again alone through `writeOne`. So it must not throw once its transaction has
   * committed.
   */
  writeBatch(items: readonly I[]): Promise<readonly BatchOutcome<O>[]>;
  /** Writes one call alone: an idle call (nothing to group it with), and each call of a batch that failed. */
  writeOne(item: I): Promise<O>;
  /** Calls in one batch at most (default 64). */
  maxBatch?: number;
  /** Batches being written at once (default 2: one in the database while the next is prepared). */
  maxConcurrentBatches?: number;
  /**
   * A lone call is written by `writeBatch` too, as a batch of one (`writeOne` then only retries the calls of a failed
   * batch): for a `writeBatch` that costs fewer round trips than `writeOne` even for one call. Default false.
   */
  loneCallsAsBatches?: boolean;
}

interface Waiting<I, O> {
  item: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

/**
 * Group commit, as databases flush their logs: a call that arrives while earlier ones are being written waits for
 * them and is written with every other call that waited meanwhile, as one batch: one transaction and a few
 * statements for all of them instead of a transaction each. An idle call is written at once, alone (by `writeOne`, or as
 * a batch of one with `loneCallsAsBatches`), so grouping adds no latency; under load each batch takes everything queued (up to `maxBatch`). Each call gets its own answer or error.
 * The order of the calls is kept inside a batch, so a rule that depends on what came before (a balance) sees them as
 * they came.
 */
export class GroupCommit<I, O> {
  private readonly queue: Waiting<I, O>[] = [];
  private writing = 0;
  private readonly maxBatch: number;
  private readonly maxConcurrentBatches: number;

  constructor(private readonly options: GroupCommitOptions<I, O>) {
    this.maxBatch = options.maxBatch ?? 64;
    this.maxConcurrentBatches = options.maxConcurrentBatches ?? 2;
    if (!Number.isInteger(this.maxBatch) || this.maxBatch < 1) throw new Error(`group commit: maxBatch must be a positive integer, not ${this.maxBatch}`);
    if (!Number.isInteger(this.maxConcurrentBatches) || this.maxConcurrentBatches < 1) {
      throw new Error(`group commit: maxConcurrentBatches must be a positive integer, not ${this.maxConcurrentBatches}`);
    }
  }

  /** Writes `item` with whatever is waiting, and answers its own outcome. */
  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length && this.writing < this.maxConcurrentBatches) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.writing += 1;
      void this.write(batch).finally(() => {
        this.writing -= 1;
        this.pump();
      });
    }
  }

  private async write(batch: Waiting<I, O>[]): Promise<void> {
    if (batch.length === 1 && !this.options.loneCallsAsBatches) return this.writeAlone(batch[0]!);
    let outcomes: readonly BatchOutcome<O>[];
    try {
      outcomes = await this.options.writeBatch(batch.map((w) => w.item));
      if (outcomes.length !== batch.length) throw new Error(`group commit: ${outcomes.length} outcomes for a batch of ${batch.length}`);
    } catch {
      // The batch wrote nothing: each call alone, in order, so one that cannot be written fails only itself.
      for (const waiting of batch) await this.writeAlone(waiting);
      return;
    }
    outcomes.forEach((outcome, i) => (outcome.ok ? batch[i]!.resolve(outcome.value) : batch[i]!.reject(outcome.error)));
  }

  private async writeAlone(waiting: Waiting<I, O>): Promise<void> {
    try {
      waiting.resolve(await this.options.writeOne(waiting.item));
    } catch (error) {
      waiting.reject(error);
    }
  }
}

/** Runs `decide` for one call of a batch: its answer, or its refusal when it throws one of the expected kind. */
export function outcomeOf<O>(decide: () => O, expected: (error: unknown) => boolean): BatchOutcome<O> {
  try {
    return { ok: true, value: decide() };
  } catch (error) {
    if (!expected(error)) throw error;
    return { ok: false, error };
  }
}
