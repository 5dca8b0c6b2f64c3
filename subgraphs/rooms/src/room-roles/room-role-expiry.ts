import { EventEmitter } from 'node:events';
import { PeriodicTask, type Database } from '@backspin/platform';
import type { RoomRoleService } from './room-role.service.ts';

/**
 * The periodic task that ends expired room roles (started by the rooms module's `start` hook): every
 * ROOM_ROLE_SWEEP_INTERVAL_MS it deletes the roles whose expiry has passed and publishes each room's new state.
 * Reads never wait for it (expired roles are out of effect at once); it makes the room state follow. Any number
 * of instances may sweep: each expired row is claimed by one of them.
 */
export class RoomRoleExpirySweeper {
  /** `swept`: the rooms whose roles one pass ended (their new state is published). */
  readonly events = new EventEmitter<{ swept: [string[]] }>();
  private readonly task: PeriodicTask<string[]>;

  constructor(roles: RoomRoleService, intervalMs: number, logger: Pick<Console, 'error'> = console) {
    this.task = new PeriodicTask('room roles: the expiry sweep', (em) => roles.sweepExpired(em), intervalMs, logger);
    this.task.events.on('ran', (roomIds) => {
      if (roomIds.length) this.events.emit('swept', roomIds);
    });
  }

  start(db: Database): void {
    this.task.start(db);
  }

  /** Stops the task; a pass under way finishes first. */
  stop(): Promise<void> {
    return this.task.stop();
  }
}
