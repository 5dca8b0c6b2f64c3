import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AuditServices } from '../context.ts';
import { auditSubgraph } from '../module.ts';
import { PlaybackEventSchema } from './playback-event.entity.ts';

const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const otherUser: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };

const record = `mutation($input: PlaybackEventInput!) {
  recordPlaybackEvent(input: $input) {
    id kind playId listenerId listenerType roomSlug roomOwnerId djId songId startedAt updatedAt
    volumeStart volumeEnd secondsPlayed deviceData userProvider subscriptionLevel recordedAt
    listener { id } dj { id } roomOwner { id } song { id }
  }
}`;

const roomOwnerId = randomUUID();
const djId = randomUUID();
const songId = randomUUID();
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** A valid event; a test changes what it needs. */
const event = (change: Record<string, unknown> = {}) => ({
  kind: 'PLAYED_15_SECONDS',
  playId: randomUUID(),
  roomSlug: 'lobby',
  roomOwnerId,
  djId,
  songId,
  startedAt: minutesAgo(1),
  updatedAt: minutesAgo(0.5),
  volumeStart: 0.8,
  volumeEnd: 0.6,
  ...change,
});

let t: TestSubgraph<AuditServices>;
const count = (where: Record<string, unknown> = {}) => t.subgraph.db.em.fork().count(PlaybackEventSchema, where);

beforeAll(async () => {
  t = await startTestSubgraph(auditSubgraph);
});
afterAll(() => t?.stop());

describe('recordPlaybackEvent', () => {
  it('records a user’s event, the listener taken from the token, with references to the DJ, owner and song', async () => {
    const input = event({
      kind: 'TOTAL_PLAYED',
      roomSlug: ' Lobby ',
      secondsPlayed: 183.5,
      deviceData: { os: 'linux', browser: 'chromium', screen: [1920, 1080] },
      userProvider: 'spotify',
      subscriptionLevel: ' pro ',
    });
    const { recordPlaybackEvent: stored } = await t.ok(user, record, { input });
    expect(stored).toMatchObject({
      kind: 'TOTAL_PLAYED',
      playId: input.playId,
      listenerId: user.userId,
      listenerType: 'user',
      roomSlug: 'lobby',
      roomOwnerId,
      djId,
      songId,
      startedAt: input.startedAt,
      updatedAt: input.updatedAt,
      volumeStart: 0.8,
      volumeEnd: 0.6,
      secondsPlayed: 183.5,
      deviceData: { os: 'linux', browser: 'chromium', screen: [1920, 1080] },
      userProvider: 'spotify',
      subscriptionLevel: 'pro',
      listener: { id: user.userId },
      dj: { id: djId },
      roomOwner: { id: roomOwnerId },
      song: { id: songId },
    });
    expect(Math.abs(Date.parse(stored.recordedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('records a guest’s event as a guest’s, without a user reference; optional fields stay null', async () => {
    const input = event();
    const { recordPlaybackEvent: stored } = await t.ok(guest, record, { input });
    expect(stored).toMatchObject({
      listenerId: guest.userId,
      listenerType: 'guest',
      listener: null,
      secondsPlayed: null,
      deviceData: null,
      userProvider: null,
      subscriptionLevel: null,
    });
  });

  it('refuses callers without a token with 401, recording nothing', async () => {
    const before = await count();
    expect(await t.refused(anonymous, record, { input: event() })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await count()).toBe(before);
  });

  it('does not let the input name the listener', async () => {
    const result = await t.call(user, record, { input: { ...event(), listenerId: otherUser.userId } });
    expect(result.errors?.[0]?.message).toMatch(/listenerId/);
  });

  it('keeps one record per play, listener and kind: a repeated send returns the stored record unchanged', async () => {
    const first = event({ kind: 'PLAYED_30_SECONDS', volumeEnd: 0.5 });
    const stored = (await t.ok(user, record, { input: first })).recordPlaybackEvent;
    const again = (await t.ok(user, record, { input: { ...first, volumeEnd: 0.1, updatedAt: minutesAgo(0) } })).recordPlaybackEvent;
    expect(again).toEqual(stored);
    expect(again.volumeEnd).toBe(0.5);
    expect(await count({ playId: first.playId })).toBe(1);
    // Another kind of the same play, and the same kind by another listener, are records of their own.
    await t.ok(user, record, { input: { ...first, kind: 'TOTAL_PLAYED', secondsPlayed: 40 } });
    await t.ok(otherUser, record, { input: first });
    await t.ok(guest, record, { input: first });
    expect(await count({ playId: first.playId })).toBe(4);
  });

  it('stores one record however many identical sends race, and all of them answer it', async () => {
    const input = event({ kind: 'PLAYED_15_SECONDS' });
    const results = await Promise.all(Array.from({ length: 12 }, () => t.call(user, record, { input })));
    for (const result of results) expect(result.errors).toBeUndefined();
    const ids = new Set(results.map((r) => r.data?.recordPlaybackEvent.id));
    expect(ids.size).toBe(1);
    expect(await count({ playId: input.playId })).toBe(1);
    // Racing sends of different kinds and listeners each get their record.
    const mixed = await Promise.all(
      [user, guest, otherUser].flatMap((identity) =>
        ['PLAYED_30_SECONDS', 'TOTAL_PLAYED', 'TOTAL_PLAYED'].map((kind) =>
          t.call(identity, record, { input: { ...input, kind, secondsPlayed: 31 } }),
        ),
      ),
    );
    for (const result of mixed) expect(result.errors).toBeUndefined();
    expect(await count({ playId: input.playId })).toBe(1 + 3 * 2);
  });

  it.each([
    [{ playId: 'play-1' }, 'playId must be a UUID'],
    [{ roomSlug: 'a' }, 'roomSlug must be a room slug: 3 to 64 lowercase letters, digits or hyphens'],
    [{ roomSlug: 'no spaces allowed' }, 'roomSlug must be a room slug: 3 to 64 lowercase letters, digits or hyphens'],
    [{ roomOwnerId: 'owner' }, 'roomOwnerId must be a UUID'],
    [{ djId: '' }, 'djId must be a UUID'],
    [{ songId: '123' }, 'songId must be a UUID'],
    [{ startedAt: minutesAgo(1), updatedAt: minutesAgo(2) }, 'updatedAt must not be before startedAt'],
    [{ startedAt: minutesAgo(8 * 24 * 60) }, 'startedAt and updatedAt must be within the last 7 days and at most 5 minutes ahead of the server clock'],
    [{ updatedAt: minutesAgo(-10) }, 'startedAt and updatedAt must be within the last 7 days and at most 5 minutes ahead of the server clock'],
    [{ volumeStart: 1.01 }, 'volumeStart and volumeEnd must be numbers from 0 to 1'],
    [{ volumeEnd: -0.1 }, 'volumeStart and volumeEnd must be numbers from 0 to 1'],
    [{ kind: 'TOTAL_PLAYED' }, 'secondsPlayed is required for TOTAL_PLAYED'],
    [{ secondsPlayed: -1 }, 'secondsPlayed must be a number from 0 to 86400'],
    [{ kind: 'TOTAL_PLAYED', secondsPlayed: 86_401 }, 'secondsPlayed must be a number from 0 to 86400'],
    [{ deviceData: ['phone'] }, 'deviceData must be a JSON object of at most 2048 bytes'],
    [{ deviceData: 'phone' }, 'deviceData must be a JSON object of at most 2048 bytes'],
    [{ deviceData: { blob: 'x'.repeat(2040) } }, 'deviceData must be a JSON object of at most 2048 bytes'],
    [{ subscriptionLevel: 'l'.repeat(65) }, 'subscriptionLevel must be at most 64 characters'],
  ])('refuses %j with 400 "%s", recording nothing', async (change, message) => {
    const before = await count();
    const result = await t.call(user, record, { input: event(change) });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(await count()).toBe(before);
  });

  it('accepts the limits: volumes 0 and 1, 0 seconds, 2048 bytes of device data, 64 characters of level', async () => {
    const deviceData = { blob: 'x'.repeat(2048 - JSON.stringify({ blob: '' }).length) };
    const input = event({ kind: 'TOTAL_PLAYED', volumeStart: 0, volumeEnd: 1, secondsPlayed: 0, deviceData, subscriptionLevel: 'l'.repeat(64) });
    const { recordPlaybackEvent: stored } = await t.ok(guest, record, { input });
    expect(stored).toMatchObject({ volumeStart: 0, volumeEnd: 1, secondsPlayed: 0, deviceData });
  });

  it('refuses an unknown kind or music provider (GraphQL enums) with 400', async () => {
    for (const change of [{ kind: 'PLAYED_60_SECONDS' }, { userProvider: 'napsterx' }]) {
      const result = await t.call(user, record, { input: event(change) });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('playbackEvents', () => {
  let list: TestSubgraph<AuditServices>;
  const playA = randomUUID();
  const playB = randomUUID();
  const songA = randomUUID();
  const songB = randomUUID();
  const listeners = Array.from({ length: 25 }, () => randomUUID());
  const base = Date.parse('2026-01-01T00:00:00Z');

  beforeAll(async () => {
    list = await startTestSubgraph(auditSubgraph);
    // 25 records of play A (song A), a minute apart, and one of play B (song B).
    await list.subgraph.db.em.fork().insertMany(
      PlaybackEventSchema,
      [...listeners.map((listenerId, i) => ({ listenerId, playId: playA, songId: songA, at: base + i * 60_000 })), { listenerId: listeners[0]!, playId: playB, songId: songB, at: base - 60_000 }].map(
        ({ listenerId, playId, songId: song, at }) => ({
          id: randomUUID(),
          kind: 'PLAYED_15_SECONDS' as const,
          playId,
          listenerId,
          listenerType: 'user' as const,
          roomSlug: 'lobby',
          roomOwnerId,
          djId,
          songId: song,
          startedAt: new Date(at - 15_000),
          updatedAt: new Date(at),
          volumeStart: 1,
          volumeEnd: 1,
          secondsPlayed: null,
          deviceData: null,
          userProvider: null,
          subscriptionLevel: null,
          recordedAt: new Date(at),
        }),
      ),
    );
  });
  afterAll(() => list?.stop());

  const read = async (identity: Identity, query: string) => {
    const result = await list.subgraph.execute({ query }, await list.headersFor(identity));
    return result;
  };
  const listenersOf = (data: unknown) => (data as { playbackEvents: { listenerId: string }[] }).playbackEvents.map((e) => e.listenerId);

  it('lists newest first, 20 by default, paged, by play or song, for staff and admins', async () => {
    for (const identity of [staff, admin]) {
      const all = await read(identity, '{ playbackEvents { listenerId playId } }');
      expect(all.errors).toBeUndefined();
      expect(listenersOf(all.data)).toEqual([...listeners].reverse().slice(0, 20));
    }
    const page = await read(staff, `{ playbackEvents(playId: "${playA}", offset: 23, limit: 5) { listenerId } }`);
    expect(listenersOf(page.data)).toEqual([listeners[1], listeners[0]]);
    const bySong = await read(staff, `{ playbackEvents(songId: "${songB}") { playId } }`);
    expect(bySong.data?.playbackEvents).toEqual([{ playId: playB }]);
    const both = await read(staff, `{ playbackEvents(playId: "${playB}", songId: "${songA}") { id } }`);
    expect(both.data?.playbackEvents).toEqual([]);
    const capped = await read(staff, '{ playbackEvents(limit: 1000) { id } }');
    expect(capped.data?.playbackEvents).toHaveLength(26);
  });

  it('refuses a malformed filter with 400', async () => {
    const result = await read(staff, '{ playbackEvents(playId: "play-1") { id } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'playId and songId must be UUIDs', extensions: { status: 400 } });
  });

  it('is for staff only: 403 for users and moderators, 401 for guests and anonymous callers', async () => {
    for (const identity of [user, moderator]) {
      expect((await read(identity, '{ playbackEvents { id } }')).errors?.[0]).toMatchObject({ message: 'Forbidden', extensions: { status: 403 } });
    }
    for (const identity of [guest, anonymous]) {
      expect((await read(identity, '{ playbackEvents { id } }')).errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { status: 401 } });
    }
  });
});
