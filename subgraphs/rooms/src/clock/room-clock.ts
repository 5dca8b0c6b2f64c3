import type { EntityManager } from '@mikro-orm/core';
import type { RoomLiveService } from '../live-state/room-live.service.ts';
import type { PresenceService } from '../presence/presence.service.ts';
import type { RoomPlay } from '../rotation/room-play.entity.ts';
import type { RotationService } from '../rotation/rotation.service.ts';

/** Room events are kept this long for late readers; a client further behind refetches the state. */
const eventRetentionMs = 60 * 60 * 1000;

/**
 * The rooms' clock in one instance: a timer for the end of each song this instance started, and a periodic
 * sweep that advances every room whose stored end has passed (songs started elsewhere, or before a restart),
 * ends presences whose heartbeats stopped and drops old room events. Advancing is safe from any instance at
 * any time: the rotation checks the stored end under the room's lock.
 */
export class RoomClock {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private sweepTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private lastPrune = 0;

  constructor(
    private readonly deps: { em: () => EntityManager; rotation: RotationService; presence: PresenceService; live: RoomLiveService },
    private readonly sweepIntervalMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    this.deps.rotation.onPlayStarted = (play) => this.scheduleEnd(play);
    this.sweepTimer = setInterval(() => void this.sweepOnce(), this.sweepIntervalMs);
    this.sweepTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.running;
  }

  private scheduleEnd(play: RoomPlay): void {
    if (this.stopped) return;
    clearTimeout(this.timers.get(play.roomId));
    const timer = setTimeout(() => {
      this.timers.delete(play.roomId);
      void this.guard(() => this.deps.rotation.advance(this.deps.em(), play.roomId, { expectPlayId: play.id }));
    }, Math.max(0, play.endsAt.getTime() - Date.now()));
    timer.unref();
    this.timers.set(play.roomId, timer);
  }

  /** One sweep (the interval calls it; tests may too). */
  async sweepOnce(): Promise<void> {
    if (this.running || this.stopped) return this.running ?? undefined;
    this.running = (async () => {
      const em = this.deps.em();
      for (const roomId of await this.deps.rotation.dueRooms(em)) {
        await this.guard(() => this.deps.rotation.advance(this.deps.em(), roomId, {}));
      }
      await this.guard(() => this.deps.presence.sweep(this.deps.em()).then(() => undefined));
      if (Date.now() - this.lastPrune > 60_000) {
        this.lastPrune = Date.now();
        await this.guard(() => this.deps.live.pruneEvents(this.deps.em(), new Date(Date.now() - eventRetentionMs)).then(() => undefined));
      }
    })();
    try {
      await this.running;
    } finally {
      this.running = null;
    }
  }

  private async guard(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!this.stopped) console.error('rooms clock:', error);
    }
  }
}
