import { describe, expect, it } from 'vitest';
import { GroupCommit, outcomeOf, type BatchOutcome } from './group-commit.ts';

/** A writer whose writes the test finishes by hand, recording what was written how. */
function gatedWriter(options: { maxBatch?: number; maxConcurrentBatches?: number; failBatch?: boolean; loneCallsAsBatches?: boolean } = {}) {
  const writes: { kind: 'one' | 'batch'; items: number[] }[] = [];
  const gates: (() => void)[] = [];
  const gate = () => new Promise<void>((resolve) => gates.push(resolve));
  const group = new GroupCommit<number, string>({
    ...options,
    async writeOne(item) {
      writes.push({ kind: 'one', items: [item] });
      await gate();
      if (item < 0) throw new Error(`refused ${item}`);
      return `one:${item}`;
    },
    async writeBatch(items): Promise<BatchOutcome<string>[]> {
      writes.push({ kind: 'batch', items: [...items] });
      await gate();
      if (options.failBatch && items.some((i) => i < 0)) throw new Error('the batch as a whole failed');
      return items.map((i) => (i % 2 ? { ok: true, value: `batch:${i}` } : { ok: false, error: new Error(`odd only: ${i}`) }));
    },
  });
  /** Lets every pending write finish, until none is left. */
  const drain = async () => {
    for (let rounds = 0; rounds < 100; rounds++) {
      await new Promise((resolve) => setImmediate(resolve));
      const open = gates.splice(0);
      if (!open.length) return;
      open.forEach((release) => release());
    }
  };
  return { group, writes, drain };
}

describe('GroupCommit', () => {
  it('writes an idle call alone, at once, and the calls that arrive meanwhile together, in their order', async () => {
    const { group, writes, drain } = gatedWriter({ maxConcurrentBatches: 1 });
    const first = group.submit(1);
    const rest = [3, 5, 7].map((i) => group.submit(i));
    expect(writes).toEqual([{ kind: 'one', items: [1] }]);
    await drain();
    expect(await first).toBe('one:1');
    expect(await Promise.all(rest)).toEqual(['batch:3', 'batch:5', 'batch:7']);
    expect(writes).toEqual([
      { kind: 'one', items: [1] },
      { kind: 'batch', items: [3, 5, 7] },
    ]);
  });

  it('with loneCallsAsBatches, writes an idle call as a batch of one, and retries it alone only if that batch failed', async () => {
    const { group, writes, drain } = gatedWriter({ maxConcurrentBatches: 1, loneCallsAsBatches: true, failBatch: true });
    const first = group.submit(1);
    expect(writes).toEqual([{ kind: 'batch', items: [1] }]);
    await drain();
    expect(await first).toBe('batch:1');
    const bad = group.submit(-3).then((value) => value, (error: Error) => error.message);
    await drain();
    expect(await bad).toBe('refused -3');
    expect(writes.slice(1)).toEqual([
      { kind: 'batch', items: [-3] },
      { kind: 'one', items: [-3] },
    ]);
  });

  it('answers each call of a batch its own outcome: a refusal fails only its call', async () => {
    const { group, drain } = gatedWriter({ maxConcurrentBatches: 1 });
    const idle = group.submit(1);
    const calls = [3, 4, 5].map((i) => group.submit(i).then((value) => value, (error: Error) => error.message));
    await drain();
    await idle;
    expect(await Promise.all(calls)).toEqual(['batch:3', 'odd only: 4', 'batch:5']);
  });

  it('writes each call of a batch that failed as a whole again alone, in order, so one bad call fails only itself', async () => {
    const { group, writes, drain } = gatedWriter({ maxConcurrentBatches: 1, failBatch: true });
    const idle = group.submit(1);
    const calls = [3, -1, 5].map((i) => group.submit(i).then((value) => value, (error: Error) => error.message));
    await drain();
    await idle;
    expect(await Promise.all(calls)).toEqual(['one:3', 'refused -1', 'one:5']);
    expect(writes.slice(1)).toEqual([
      { kind: 'batch', items: [3, -1, 5] },
      { kind: 'one', items: [3] },
      { kind: 'one', items: [-1] },
      { kind: 'one', items: [5] },
    ]);
  });

  it('takes at most maxBatch calls a batch, and writes up to maxConcurrentBatches batches at once', async () => {
    const { group, writes, drain } = gatedWriter({ maxBatch: 2, maxConcurrentBatches: 2 });
    const calls = [1, 3, 5, 7, 9, 11].map((i) => group.submit(i));
    // The first call alone (nothing waited), the next two together at once beside it; the rest wait for a slot.
    expect(writes).toEqual([
      { kind: 'one', items: [1] },
      { kind: 'one', items: [3] },
    ]);
    await drain();
    await Promise.all(calls);
    expect(writes.slice(2).map((w) => w.items)).toEqual([
      [5, 7],
      [9, 11],
    ]);
  });

  it('refuses settings that are not positive whole numbers', () => {
    const writer = { writeOne: async () => 'x', writeBatch: async () => [] };
    expect(() => new GroupCommit({ ...writer, maxBatch: 0 })).toThrow('maxBatch must be a positive integer');
    expect(() => new GroupCommit({ ...writer, maxConcurrentBatches: 1.5 })).toThrow('maxConcurrentBatches must be a positive integer');
  });
});

describe('outcomeOf', () => {
  it('turns an expected refusal into the call’s outcome and lets anything else through', () => {
    const refused = new RangeError('too few');
    expect(outcomeOf(() => 2, () => true)).toEqual({ ok: true, value: 2 });
    expect(outcomeOf(() => { throw refused; }, (e) => e instanceof RangeError)).toEqual({ ok: false, error: refused });
    expect(() => outcomeOf(() => { throw new TypeError('a bug'); }, (e) => e instanceof RangeError)).toThrow('a bug');
  });
});
