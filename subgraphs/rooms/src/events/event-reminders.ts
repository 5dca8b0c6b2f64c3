import type { EntityManager } from '@mikro-orm/core';
import { PeriodicTask, type Database } from '@backspin/platform';
import type { EventReminderJob, RoomsJobRunner } from '../jobs.ts';
import type { EventService, ReminderContent } from './event.service.ts';

/**
 * The periodic task that reminds interested users when an event starts (started by the rooms module's `start` hook):
 * every EVENT_REMINDER_SWEEP_INTERVAL_MS it enqueues one `rooms.event-reminder` job per user whose event has started,
 * once (event.service.ts `sweepReminders`). Any number of instances may sweep.
 */
export class EventReminderSweeper {
  private readonly task: PeriodicTask<EventReminderJob[]>;

  constructor(
    private readonly service: EventService,
    intervalMs: number,
    logger: Pick<Console, 'error'> = console,
  ) {
    this.task = new PeriodicTask('events: the reminder sweep', (em) => service.sweepReminders(em), intervalMs, logger);
  }

  /**
   * Registers the `rooms.event-reminder` handler on the job runner (module.ts, once): each reminder becomes one
   * notification of its user through `deliver` (the notifications module), once (EventService.deliverReminder).
   */
  deliverThrough(
    jobs: RoomsJobRunner,
    db: Database,
    deliver: (tx: EntityManager, userId: string, content: ReminderContent) => Promise<unknown>,
    wake: () => void,
  ): void {
    jobs.register('rooms.event-reminder', async (job) => {
      if (await this.service.deliverReminder(db.em.fork(), job, deliver)) wake();
    });
  }

  /** `ran`: the reminders each pass enqueued. */
  get events() {
    return this.task.events;
  }

  start(db: Database): void {
    this.task.start(db);
  }

  /** Stops the task; a pass under way finishes first. */
  stop(): Promise<void> {
    return this.task.stop();
  }
}
