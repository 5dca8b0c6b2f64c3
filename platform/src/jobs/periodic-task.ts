import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/core';
import type { Database } from '../db/database.ts';

/**
 * A pass of background work repeated every `intervalMs` on its own EntityManager (an expiry sweep, for instance),
 * started by a subgraph module's `start` hook. Passes never overlap; a failed pass is logged and the next one runs on
 * schedule. Its work must be safe on any number of instances at once (row locks with `skip locked`).
 */
export class PeriodicTask<Result> {
  /** `ran`: the result of each successful pass. */
  readonly events = new EventEmitter<{ ran: [Result] }>();
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly name: string,
    private readonly work: (em: EntityManager) => Promise<Result>,
    private readonly intervalMs: number,
    private readonly logger: Pick<Console, 'error'> = console,
  ) {}

  start(db: Database): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.timer = null;
      this.pass = this.work(db.em.fork())
        .then(
          (result) => void this.events.emit('ran', result),
          (error: unknown) => this.logger.error(`${this.name}: the pass failed`, error),
        )
        .finally(() => {
          this.pass = null;
          if (!this.stopped) this.schedule(tick);
        });
    };
    this.schedule(tick);
  }

  /** Stops the task; a pass under way finishes first. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
  }

  private schedule(tick: () => void): void {
    this.timer = setTimeout(tick, this.intervalMs);
    this.timer.unref();
  }
}
