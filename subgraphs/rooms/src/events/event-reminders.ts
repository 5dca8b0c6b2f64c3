import { PeriodicTask, type Database } from '@backspin/platform';
import type { EventReminderJob } from '../jobs.ts';
import type { EventService } from './event.service.ts';

/**
 * The periodic task that reminds interested users when an event starts (started by the rooms module's `start` hook):
 * every EVENT_REMINDER_SWEEP_INTERVAL_MS it enqueues one `rooms.event-reminder` job per user whose event has started,
 * once (event.service.ts `sweepReminders`). Any number of instances may sweep.
 */
export class EventReminderSweeper {
  private readonly task: PeriodicTask<EventReminderJob[]>;

  constructor(events: EventService, intervalMs: number, logger: Pick<Console, 'error'> = console) {
    this.task = new PeriodicTask('events: the reminder sweep', (em) => events.sweepReminders(em), intervalMs, logger);
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
