import { PeriodicTask, type Database } from '@backspin/platform';
import type { UserActionService } from './user-action.service.ts';

/**
 * The periodic task that keeps user actions for USER_ACTION_RETENTION_DAYS only (started by the audit module's `start`
 * hook): every USER_ACTION_SWEEP_INTERVAL_MS it deletes the older ones in batches. Any number of instances may sweep.
 * `task.events` emits `ran` with how many rows each pass deleted.
 */
export class UserActionRetention {
  readonly task: PeriodicTask<number>;

  constructor(actions: UserActionService, intervalMs: number, logger: Pick<Console, 'error'> = console) {
    this.task = new PeriodicTask('user actions: the retention sweep', (em) => actions.sweepExpired(em), intervalMs, logger);
  }

  start(db: Database): void {
    this.task.start(db);
  }

  /** Stops the task; a pass under way finishes first. */
  stop(): Promise<void> {
    return this.task.stop();
  }
}
