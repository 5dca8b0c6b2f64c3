import { once } from 'node:events';
import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { PeriodicTask } from './periodic-task.ts';

/** A database whose forks are told apart: each pass must get a fresh EntityManager. */
function fakeDatabase(): Database {
  let forks = 0;
  return { em: { fork: () => ({ fork: ++forks }) as unknown as EntityManager } } as unknown as Database;
}

describe('PeriodicTask', () => {
  it('runs its pass again and again on a fresh EntityManager, and goes on after a failed pass', async () => {
    const seen: unknown[] = [];
    const errors: unknown[] = [];
    const task = new PeriodicTask(
      'test task',
      async (em) => {
        seen.push(em);
        if (seen.length === 2) throw new Error('boom');
        return seen.length;
      },
      5,
      { error: (...args: unknown[]) => void errors.push(args) },
    );
    const results: number[] = [];
    const third = new Promise<void>((resolve) => task.events.on('ran', (n) => (results.push(n), n >= 3 && resolve())));
    task.start(fakeDatabase());
    await third;
    await task.stop();
    expect(results.slice(0, 2)).toEqual([1, 3]);
    expect(errors[0]).toEqual(['test task: the pass failed', new Error('boom')]);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('stops: a pass under way finishes first, and no pass runs after', async () => {
    vi.useFakeTimers();
    try {
      let release: () => void = () => {};
      let passes = 0;
      const task = new PeriodicTask('slow task', async () => {
        passes++;
        await new Promise<void>((resolve) => (release = resolve));
        return passes;
      }, 5);
      const ran = once(task.events, 'ran');
      task.start(fakeDatabase());
      await vi.advanceTimersByTimeAsync(5);
      expect(passes).toBe(1);
      let stopped = false;
      const stopping = task.stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(await ran).toEqual([1]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(passes).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
