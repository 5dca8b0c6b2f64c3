/**
 * Song play tracking (spec 3, §3 "Playback tracking record", §4 "Song play tracking", §9): one record for the
 * song this listener is hearing. Start replaces any earlier record (which is reported as a total first);
 * continue moves its end time and volume on, and reports 15 and 30 seconds once each when the play's elapsed time
 * (since the play's start on the server clock, as the server measures it: it refuses events outside the windows) falls
 * in their window; end reports the total and forgets the record. Updates for another room
 * or song are ignored.
 */

export type PlaybackEventKind = 'PLAYED_15_SECONDS' | 'PLAYED_30_SECONDS' | 'TOTAL_PLAYED';

/** Spec 3, §9: the windows of elapsed time in which the 15- and 30-second events are sent, seconds. */
export const PLAYED_15_WINDOW = { from: 10, to: 20 } as const;
export const PLAYED_30_WINDOW = { from: 25, to: 35 } as const;

export interface DeviceData {
  userAgent: string;
  screenWidth: number;
  screenHeight: number;
}

export interface TrackedSong {
  id: string;
  trackName: string;
  artistName: string;
  /** Seconds. */
  duration: number;
  /** The provider the song plays from. */
  provider: string | null;
}

export interface PlaybackTrackingRecord {
  roomSlug: string;
  roomOwnerId: string;
  djId: string;
  song: TrackedSong;
  /** When this listener started hearing the song, ms since the epoch. */
  startedAt: number;
  /** When the play started on the server clock (nowPlaying.startedAt), ms since the epoch: the windows count from it. */
  playStartedAt: number;
  /** The last update, ms since the epoch. */
  updatedAt: number;
  /** 0 to 1. */
  volumeStart: number;
  volumeEnd: number;
  playId: string;
  sent15: boolean;
  sent30: boolean;
  deviceData: DeviceData;
  /** The music provider the listener uses (the one the song plays from here). */
  userProvider: string | null;
  subscriptionLevel: string | null;
}

/** What is sent (the input of `recordPlaybackEvent`). */
export interface PlaybackEvent {
  kind: PlaybackEventKind;
  playId: string;
  roomSlug: string;
  roomOwnerId: string;
  djId: string;
  songId: string;
  /** ISO. */
  startedAt: string;
  updatedAt: string;
  volumeStart: number;
  volumeEnd: number;
  secondsPlayed: number;
  deviceData: DeviceData;
  userProvider: string | null;
  subscriptionLevel: string | null;
}

export type StartTracking = Pick<PlaybackTrackingRecord, 'roomSlug' | 'roomOwnerId' | 'djId' | 'song' | 'playId' | 'userProvider' | 'subscriptionLevel'> & {
  volume: number;
  /** The play's start on the server clock, ms; when unknown, the moment tracking starts. */
  playStartedAt?: number;
};

export interface TrackerOptions {
  send: (event: PlaybackEvent) => Promise<unknown> | void;
  /** ms since the epoch (the server clock in the app, a fake one in tests). */
  now: () => number;
  deviceData: () => DeviceData;
  /** Told when a send fails (it is only logged: spec 3, §8). */
  onSendError?: (error: unknown, event: PlaybackEvent) => void;
}

const within = (seconds: number, window: { from: number; to: number }) => seconds >= window.from && seconds <= window.to;

export class PlayTracker {
  private current: PlaybackTrackingRecord | null = null;

  constructor(private readonly options: TrackerOptions) {}

  /** The record being kept, if any (a copy). */
  get record(): PlaybackTrackingRecord | null {
    return this.current ? { ...this.current, song: { ...this.current.song }, deviceData: { ...this.current.deviceData } } : null;
  }

  /** A new play: replaces any earlier record, which is reported as a total first. */
  start(input: StartTracking): void {
    if (this.current) this.emit('TOTAL_PLAYED', this.current);
    const now = this.options.now();
    this.current = {
      roomSlug: input.roomSlug,
      roomOwnerId: input.roomOwnerId,
      djId: input.djId,
      song: { ...input.song },
      startedAt: now,
      updatedAt: now,
      playStartedAt: input.playStartedAt ?? now,
      volumeStart: input.volume,
      volumeEnd: input.volume,
      playId: input.playId,
      sent15: false,
      sent30: false,
      deviceData: this.options.deviceData(),
      userProvider: input.userProvider,
      subscriptionLevel: input.subscriptionLevel,
    };
  }

  private matches(roomSlug: string, songId: string): boolean {
    return this.current !== null && this.current.roomSlug === roomSlug && this.current.song.id === songId;
  }

  /** Still listening: moves the end time and volume on; sends the 15- and 30-second events in their windows. */
  continue(update: { roomSlug: string; songId: string; volume: number }): void {
    const record = this.current;
    if (!record || !this.matches(update.roomSlug, update.songId)) return;
    record.updatedAt = this.options.now();
    record.volumeEnd = update.volume;
    // The play's elapsed time, not this listener's: a listener who came in late is in the same windows as the room.
    const elapsed = (record.updatedAt - record.playStartedAt) / 1000;
    if (!record.sent15 && within(elapsed, PLAYED_15_WINDOW)) {
      record.sent15 = true;
      this.emit('PLAYED_15_SECONDS', record);
    }
    if (!record.sent30 && within(elapsed, PLAYED_30_WINDOW)) {
      record.sent30 = true;
      this.emit('PLAYED_30_SECONDS', record);
    }
  }

  /** The play is over (the song changed or stopped, the listener left): reports the total and forgets it. */
  end(which?: { roomSlug: string; songId: string }): void {
    const record = this.current;
    if (!record) return;
    if (which && !this.matches(which.roomSlug, which.songId)) return;
    this.current = null;
    this.emit('TOTAL_PLAYED', record);
  }

  private emit(kind: PlaybackEventKind, record: PlaybackTrackingRecord): void {
    const event = toEvent(kind, record);
    try {
      const sent = this.options.send(event);
      if (sent && typeof (sent as Promise<unknown>).catch === 'function') {
        (sent as Promise<unknown>).catch((error: unknown) => this.options.onSendError?.(error, event));
      }
    } catch (error) {
      this.options.onSendError?.(error, event);
    }
  }
}

export function toEvent(kind: PlaybackEventKind, record: PlaybackTrackingRecord): PlaybackEvent {
  return {
    kind,
    playId: record.playId,
    roomSlug: record.roomSlug,
    roomOwnerId: record.roomOwnerId,
    djId: record.djId,
    songId: record.song.id,
    startedAt: new Date(record.startedAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    volumeStart: record.volumeStart,
    volumeEnd: record.volumeEnd,
    secondsPlayed: Math.max(0, Math.round((record.updatedAt - record.startedAt) / 100) / 10),
    deviceData: { ...record.deviceData },
    userProvider: record.userProvider,
    subscriptionLevel: record.subscriptionLevel,
  };
}
