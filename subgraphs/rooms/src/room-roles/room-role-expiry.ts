import { EventEmitter } from 'node:events';
import type { Database } from '@backspin/platform';
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
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly roles: RoomRoleService,
    private readonly intervalMs: number,
    private readonly logger: Pick<Console, 'error'> = console,
  ) {}

  start(db: Database): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.timer = null;
      this.pass = this.roles
        .sweepExpired(db.em.fork())
        .then(
          (roomIds) => {
            if (roomIds.length) this.events.emit('swept', roomIds);
          },
          (error: unknown) => this.logger.error('room roles: the expiry sweep failed', error),
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
