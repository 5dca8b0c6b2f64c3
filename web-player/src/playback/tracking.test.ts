import { describe, expect, it } from 'vitest';
import { PlayTracker, type PlaybackEvent, type StartTracking } from './tracking';

const device = { userAgent: 'test-agent', screenWidth: 360, screenHeight: 740 };

function setup(options: { failSends?: boolean } = {}) {
  let now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const sent: PlaybackEvent[] = [];
  const failures: unknown[] = [];
  const tracker = new PlayTracker({
    now: () => now,
    deviceData: () => device,
    send: async (event) => {
      sent.push(event);
      if (options.failSends) throw new Error('offline');
    },
    onSendError: (error) => failures.push(error),
  });
  return { tracker, sent, failures, advance: (seconds: number) => (now += seconds * 1000), now: () => now };
}

const play = (overrides: Partial<StartTracking> = {}): StartTracking => ({
  roomSlug: 'lobby',
  roomOwnerId: 'owner-1',
  djId: 'dj-1',
  playId: 'play-1',
  song: { id: 'song-1', trackName: 'Velvet Static', artistName: 'Moth & Meridian', duration: 247, provider: 'uploadService' },
  userProvider: 'uploadService',
  subscriptionLevel: null,
  volume: 0.8,
  ...overrides,
});

/** Continues every second for `seconds`. */
function listen(ctx: ReturnType<typeof setup>, seconds: number, volume = 0.8, roomSlug = 'lobby', songId = 'song-1') {
  for (let i = 0; i < seconds; i++) {
    ctx.advance(1);
    ctx.tracker.continue({ roomSlug, songId, volume });
  }
}

describe('play tracking', () => {
  it('keeps the record with every field of the spec', () => {
    const ctx = setup();
    ctx.tracker.start(play());
    expect(ctx.tracker.record).toEqual({
      roomSlug: 'lobby',
      roomOwnerId: 'owner-1',
      djId: 'dj-1',
      song: play().song,
      startedAt: ctx.now(),
      updatedAt: ctx.now(),
      playStartedAt: ctx.now(),
      volumeStart: 0.8,
      volumeEnd: 0.8,
      playId: 'play-1',
      sent15: false,
      sent30: false,
      deviceData: device,
      userProvider: 'uploadService',
      subscriptionLevel: null,
    });
    expect(ctx.sent).toEqual([]);
  });

  it('sends the 15- and 30-second events once each, in their windows, then the total at the end', () => {
    const ctx = setup();
    ctx.tracker.start(play());
    listen(ctx, 9);
    expect(ctx.sent).toEqual([]);
    listen(ctx, 1);
    expect(ctx.sent.map((e) => e.kind)).toEqual(['PLAYED_15_SECONDS']);
    listen(ctx, 14, 0.5);
    expect(ctx.sent.map((e) => e.kind)).toEqual(['PLAYED_15_SECONDS']);
    listen(ctx, 1, 0.4);
    expect(ctx.sent.map((e) => e.kind)).toEqual(['PLAYED_15_SECONDS', 'PLAYED_30_SECONDS']);
    expect(ctx.sent[1]).toMatchObject({ secondsPlayed: 25, volumeStart: 0.8, volumeEnd: 0.4 });
    listen(ctx, 60);
    ctx.tracker.end({ roomSlug: 'lobby', songId: 'song-1' });
    expect(ctx.sent.map((e) => e.kind)).toEqual(['PLAYED_15_SECONDS', 'PLAYED_30_SECONDS', 'TOTAL_PLAYED']);
    const total = ctx.sent[2]!;
    expect(total).toEqual({
      kind: 'TOTAL_PLAYED',
      playId: 'play-1',
      roomSlug: 'lobby',
      roomOwnerId: 'owner-1',
      djId: 'dj-1',
      songId: 'song-1',
      startedAt: '2026-01-01T12:00:00.000Z',
      updatedAt: '2026-01-01T12:01:25.000Z',
      volumeStart: 0.8,
      volumeEnd: 0.8,
      secondsPlayed: 85,
      deviceData: device,
      userProvider: 'uploadService',
      subscriptionLevel: null,
    });
    expect(ctx.tracker.record).toBeNull();
    // Ending again sends nothing.
    ctx.tracker.end();
    expect(ctx.sent).toHaveLength(3);
  });

  it('sends no 15-second event when the elapsed time skips its window (a sleeping tab)', () => {
    const ctx = setup();
    ctx.tracker.start(play());
    ctx.advance(9);
    ctx.tracker.continue({ roomSlug: 'lobby', songId: 'song-1', volume: 1 });
    ctx.advance(12);
    ctx.tracker.continue({ roomSlug: 'lobby', songId: 'song-1', volume: 1 });
    expect(ctx.sent).toEqual([]);
    // Both windows' edges count: exactly 25 s.
    ctx.advance(4);
    ctx.tracker.continue({ roomSlug: 'lobby', songId: 'song-1', volume: 1 });
    expect(ctx.sent.map((e) => e.kind)).toEqual(['PLAYED_30_SECONDS']);
  });

  it('counts the windows from the play’s start on the server clock, as the server does, not from when this listener came in', () => {
    const ctx = setup();
    // Came in 8 s into the play: the 15-second event goes at 10 s of the play (2 s heard), the 30-second one at 25 s.
    ctx.tracker.start(play({ playStartedAt: ctx.now() - 8000 }));
    listen(ctx, 1);
    expect(ctx.sent).toEqual([]);
    listen(ctx, 1);
    expect(ctx.sent.map((e) => [e.kind, e.secondsPlayed])).toEqual([['PLAYED_15_SECONDS', 2]]);
    listen(ctx, 15);
    expect(ctx.sent.map((e) => [e.kind, e.secondsPlayed])).toEqual([
      ['PLAYED_15_SECONDS', 2],
      ['PLAYED_30_SECONDS', 17],
    ]);
  });

  it('ignores updates for another room or song', () => {
    const ctx = setup();
    ctx.tracker.start(play());
    listen(ctx, 12, 0.3, 'other-room');
    listen(ctx, 3, 0.3, 'lobby', 'other-song');
    expect(ctx.sent).toEqual([]);
    expect(ctx.tracker.record).toMatchObject({ volumeEnd: 0.8, updatedAt: ctx.tracker.record!.startedAt });
    ctx.tracker.end({ roomSlug: 'lobby', songId: 'other-song' });
    ctx.tracker.end({ roomSlug: 'other-room', songId: 'song-1' });
    expect(ctx.tracker.record).not.toBeNull();
    expect(ctx.sent).toEqual([]);
  });

  it('a new start replaces the record and sends the total of the one it replaces', () => {
    const ctx = setup();
    ctx.tracker.start(play());
    listen(ctx, 5);
    ctx.tracker.start(play({ playId: 'play-2', song: { ...play().song, id: 'song-2' } }));
    expect(ctx.sent).toHaveLength(1);
    expect(ctx.sent[0]).toMatchObject({ kind: 'TOTAL_PLAYED', playId: 'play-1', songId: 'song-1', secondsPlayed: 5 });
    expect(ctx.tracker.record).toMatchObject({ playId: 'play-2', sent15: false, sent30: false });
    listen(ctx, 10, 0.8, 'lobby', 'song-2');
    expect(ctx.sent.map((e) => [e.kind, e.playId])).toEqual([
      ['TOTAL_PLAYED', 'play-1'],
      ['PLAYED_15_SECONDS', 'play-2'],
    ]);
  });

  it('only logs a failed send', async () => {
    const ctx = setup({ failSends: true });
    ctx.tracker.start(play());
    listen(ctx, 10);
    ctx.tracker.end();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ctx.failures).toHaveLength(2);
    expect(ctx.tracker.record).toBeNull();
  });
});
