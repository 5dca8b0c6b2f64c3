import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, identityHeader, signIdentity, type Identity, type RunningSubgraph } from '@backspin/platform';
import { demoSongs } from '@backspin/library';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { startTestSubgraph, type TestResponse, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AuditServices } from '../context.ts';
import { auditSubgraph } from '../module.ts';
import { PlaybackEventSchema } from './playback-event.entity.ts';
import { PlaybackEventService, type PlaybackEventFields } from './playback-event.service.ts';

// Play tracking checked against the play as rooms knows it: the whole product (rooms, library, audit), real plays in
// rooms of their own, listeners who really joined. The windows are driven with an injected clock set relative to
// the play's real start (never a fixed day, never a sleep); the GraphQL tests run on the real clock, with a play whose
// start is moved back in rooms' table when a window must be open.

const asUser = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'] });
const asGuest = (): Identity => ({ userId: randomUUID(), tokenType: 'guest', roles: [] });
const user = asUser();
const otherUser = asUser();
const guest = asGuest();
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };

const RECORD = `mutation($input: PlaybackEventInput!) {
  recordPlaybackEvent(input: $input) {
    id kind playId listenerId listenerType roomSlug roomOwnerId djId songId startedAt updatedAt
    volumeStart volumeEnd secondsPlayed deviceData userProvider subscriptionLevel recordedAt
    listener { id } dj { id } roomOwner { id } song { id }
  }
}`;
const JOIN = 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }';
/** The longest demo song (over 30 s): every window opens before it ends. */
const song = [...demoSongs].sort((a, b) => b.duration - a.duration)[0]!;

let product: TestProduct;
let rooms: RunningSubgraph;
let library: RunningSubgraph;
let audit: RunningSubgraph<AuditServices>;

async function call(subgraph: RunningSubgraph, identity: Identity, query: string, variables: Record<string, unknown> = {}): Promise<TestResponse> {
  return subgraph.execute({ query, variables }, { [identityHeader]: await signIdentity(identity, subgraph.config.gatewaySecret) });
}
async function ok(subgraph: RunningSubgraph, identity: Identity, query: string, variables: Record<string, unknown> = {}) {
  const result = await call(subgraph, identity, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

interface Play {
  roomId: string;
  slug: string;
  playId: string;
  /** As rooms knows it. */
  startedAt: Date;
  dj: Identity;
}

/** A room of its own where a new DJ's song now plays; `secondsAgo` moves its start back in rooms' table. */
async function startPlay(secondsAgo = 0): Promise<Play> {
  const dj = asUser();
  const slug = `tracking-${randomUUID().slice(0, 8)}`;
  const roomId = (await ok(rooms, dj, 'mutation($s: String!) { createRoom(input: { slug: $s, name: $s }) { id } }', { s: slug })).createRoom.id as string;
  await ok(library, dj, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [song.id] });
  await ok(rooms, dj, JOIN, { r: roomId });
  await ok(rooms, dj, 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
  const playId = (await ok(rooms, dj, 'query($r: ID!) { roomState(roomId: $r) { document } }', { r: roomId })).roomState.document.nowPlaying.playId as string;
  if (secondsAgo) {
    await execute(rooms.db.em.fork(), `update rooms.room_play set started_at = started_at - ? * interval '1 second' where id = ?`, [secondsAgo, playId]);
  }
  const [row] = await execute<{ started_at: string | Date }>(rooms.db.em.fork(), 'select started_at from rooms.room_play where id = ?', [playId]);
  return { roomId, slug, playId, startedAt: new Date(row!.started_at), dj };
}

/** Listeners (users unless given) who join the play's room. */
async function joined(play: Play, ...identities: Identity[]): Promise<Identity[]> {
  for (const identity of identities) await ok(rooms, identity, JOIN, { r: play.roomId });
  return identities;
}
const newListeners = (play: Play, n: number) => joined(play, ...Array.from({ length: n }, asUser));

/** The play's song ends early: its DJ skips it (rooms sets its end; the DJ's next song starts). */
const skip = (play: Play) => ok(rooms, play.dj, 'mutation($r: ID!) { skipSong(roomId: $r) { seq } }', { r: play.roomId });

const count = (where: Record<string, unknown> = {}) => audit.db.em.fork().count(PlaybackEventSchema, where);

beforeAll(async () => {
  // The room clock's sweep and the job runner stay out of the way (the tests end plays themselves).
  product = await startProduct({ restBridge: false, env: { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '600000' } });
  rooms = product.subgraphs.get('rooms')!;
  library = product.subgraphs.get('library')!;
  audit = product.subgraphs.get('audit') as RunningSubgraph<AuditServices>;
});
afterAll(() => product?.stop());

describe('recordPlaybackEvent, held to the play as rooms knows it (a driven clock)', () => {
  let now: Date;
  /** The audit service asking the product's rooms, on a clock this test sets. */
  let tracking: PlaybackEventService;
  beforeAll(() => {
    tracking = new PlaybackEventService({ plays: audit.services.roomPlays, clock: () => now });
  });
  /** The server clock `seconds` after the play started, as rooms knows it. */
  const at = (play: Play, seconds: number) => {
    now = new Date(play.startedAt.getTime() + seconds * 1000);
  };
  const fields = (play: Play, change: Partial<PlaybackEventFields> = {}): PlaybackEventFields => ({
    kind: 'PLAYED_15_SECONDS',
    playId: play.playId,
    roomSlug: play.slug,
    roomOwnerId: play.dj.userId!,
    djId: play.dj.userId!,
    songId: song.id,
    startedAt: play.startedAt,
    updatedAt: play.startedAt,
    volumeStart: 0.8,
    volumeEnd: 0.6,
    ...change,
  });
  const record = (identity: Identity, input: PlaybackEventFields) => tracking.record(audit.db.em.fork(), identity, input);

  it('stores PLAYED_15_SECONDS from 10 to 20 s of the play; at 9 s and 21 s refuses it with 409, storing nothing', async () => {
    const play = await startPlay();
    const [a, b, c] = await newListeners(play, 3);
    for (const seconds of [9, 9.99, 20.01, 21]) {
      at(play, seconds);
      await expect(record(a!, fields(play))).rejects.toMatchObject({
        reason: 'PLAYBACK_15_SECONDS_OUT_OF_WINDOW',
        status: 409,
        message: 'PLAYED_15_SECONDS is accepted only while the play has run 10 to 20 seconds (server clock)',
      });
    }
    expect(await count({ playId: play.playId })).toBe(0);
    for (const [who, seconds] of [[a!, 10], [b!, 15], [c!, 20]] as const) {
      at(play, seconds);
      expect(await record(who, fields(play))).toMatchObject({ kind: 'PLAYED_15_SECONDS', listenerId: who.userId, recordedAt: now });
    }
    expect(await count({ playId: play.playId })).toBe(3);
  });

  it('stores PLAYED_30_SECONDS from 25 to 35 s; at 24 s and 36 s refuses it with 409, storing nothing', async () => {
    const play = await startPlay();
    const [a, b] = await newListeners(play, 2);
    for (const seconds of [15, 24, 36]) {
      at(play, seconds);
      await expect(record(a!, fields(play, { kind: 'PLAYED_30_SECONDS' }))).rejects.toMatchObject({ reason: 'PLAYBACK_30_SECONDS_OUT_OF_WINDOW', status: 409 });
    }
    expect(await count({ playId: play.playId })).toBe(0);
    at(play, 25);
    await record(a!, fields(play, { kind: 'PLAYED_30_SECONDS' }));
    at(play, 35);
    await record(b!, fields(play, { kind: 'PLAYED_30_SECONDS' }));
    expect(await count({ playId: play.playId, kind: 'PLAYED_30_SECONDS' })).toBe(2);
  });

  it('measures from the play’s start as rooms knows it, not the client’s startedAt', async () => {
    const play = await startPlay();
    const [a] = await newListeners(play, 1);
    at(play, 5);
    // The client claims it started hearing 15 s ago: the play has run 5 s.
    const claimed = new Date(now.getTime() - 15_000);
    await expect(record(a!, fields(play, { startedAt: claimed, updatedAt: now }))).rejects.toMatchObject({ reason: 'PLAYBACK_15_SECONDS_OUT_OF_WINDOW' });
    at(play, 12);
    // And a client that started hearing late (its own 2 s) is in the play's window.
    const stored = await record(a!, fields(play, { startedAt: new Date(now.getTime() - 2000), updatedAt: now }));
    expect(stored.startedAt).toEqual(new Date(now.getTime() - 2000));
  });

  it('refuses a window event once the play ended before the window opened (skipped at once)', async () => {
    const play = await startPlay();
    const [a] = await newListeners(play, 1);
    await skip(play);
    at(play, 12);
    await expect(record(a!, fields(play))).rejects.toMatchObject({ reason: 'PLAYBACK_15_SECONDS_OUT_OF_WINDOW' });
    expect(await count({ playId: play.playId })).toBe(0);
  });

  it('keeps the room, owner, DJ and song rooms knows for the play, whatever the client sent', async () => {
    const play = await startPlay();
    const [a] = await newListeners(play, 1);
    at(play, 11);
    const stored = await record(a!, fields(play, { roomSlug: 'somewhere-else', roomOwnerId: randomUUID(), djId: randomUUID(), songId: randomUUID() }));
    expect(stored).toMatchObject({ roomSlug: play.slug, roomOwnerId: play.dj.userId, djId: play.dj.userId, songId: song.id });
  });

  it('refuses an event of a play rooms does not know with 404, storing nothing', async () => {
    const play = await startPlay();
    const [a] = await newListeners(play, 1);
    at(play, 15);
    const unknown = randomUUID();
    for (const kind of ['PLAYED_15_SECONDS', 'TOTAL_PLAYED'] as const) {
      await expect(record(a!, fields(play, { kind, playId: unknown, secondsPlayed: 1 }))).rejects.toMatchObject({
        reason: 'PLAYBACK_PLAY_NOT_FOUND',
        status: 404,
        message: 'Play not found: the rooms service knows no play with this playId',
      });
    }
    expect(await count({ playId: unknown })).toBe(0);
  });

  it('refuses a listener who was not in the room during the play (403); one who left during it, or a guest there, is heard', async () => {
    const play = await startPlay();
    const [leaver] = await newListeners(play, 1);
    const [present] = await joined(play, asGuest());
    const never = asUser();
    // In another room at the time: not this play's listener.
    const elsewhere = await startPlay();
    const [neighbour] = await newListeners(elsewhere, 1);
    await ok(rooms, leaver!, 'mutation($r: ID!) { leaveRoom(roomId: $r) }', { r: play.roomId });
    await skip(play);
    // Joined only after the play ended (the DJ's next song plays now).
    const [latecomer] = await newListeners(play, 1);
    at(play, 3);
    const total = fields(play, { kind: 'TOTAL_PLAYED', secondsPlayed: 1 });
    for (const who of [never, neighbour!, latecomer!]) {
      await expect(record(who, total)).rejects.toMatchObject({
        reason: 'PLAYBACK_LISTENER_NOT_IN_ROOM',
        status: 403,
        message: 'The listener was not in the room during this play',
      });
    }
    expect(await count({ playId: play.playId })).toBe(0);
    expect(await record(leaver!, total)).toMatchObject({ listenerId: leaver!.userId, listenerType: 'user' });
    expect(await record(present!, total)).toMatchObject({ listenerId: present!.userId, listenerType: 'guest' });
    expect(await count({ playId: play.playId })).toBe(2);
  });

  it('takes TOTAL_PLAYED at any time with secondsPlayed at most what the play has run plus 5 s (400 beyond), up to its end once ended', async () => {
    const play = await startPlay();
    const [a, b, c, d, e] = await newListeners(play, 5);
    at(play, 30);
    await expect(record(a!, fields(play, { kind: 'TOTAL_PLAYED', secondsPlayed: 35.5 }))).rejects.toMatchObject({
      reason: 'PLAYBACK_SECONDS_BEYOND_PLAY',
      status: 400,
      message: 'secondsPlayed must not be more than the play has run, plus 5 seconds (server clock)',
    });
    expect(await record(a!, fields(play, { kind: 'TOTAL_PLAYED', secondsPlayed: 35 }))).toMatchObject({ secondsPlayed: 35 });
    // Early (a listener who leaves after 2 s): 7 s at most.
    at(play, 2);
    await expect(record(b!, fields(play, { kind: 'TOTAL_PLAYED', secondsPlayed: 8 }))).rejects.toMatchObject({ reason: 'PLAYBACK_SECONDS_BEYOND_PLAY' });
    await record(b!, fields(play, { kind: 'TOTAL_PLAYED', secondsPlayed: 7 }));
    // Skipped (within seconds of its start): however late the total comes, the play ran only until then.
    await skip(play);
    const [row] = await execute<{ ended_at: string | Date }>(rooms.db.em.fork(), 'select ended_at from rooms.room_play where id = ?', [play.playId]);
    const ran = (new Date(row!.ended_at).getTime() - play.startedAt.getTime()) / 1000;
    at(play, 600);
    await expect(record(c!, fields(play, { kind: 'TOTAL_PLAYED', secondsPlayed: ran + 5.5 }))).rejects.toMatchObject({ reason: 'PLAYBACK_SECONDS_BEYOND_PLAY' });
    await record(c!, fields(play, { kind: 'TOTAL_PLAYED', secondsPlayed: ran + 4.5 }));
    // Still required, and still checked for form first.
    await expect(record(d!, fields(play, { kind: 'TOTAL_PLAYED' }))).rejects.toMatchObject({ reason: 'PLAYBACK_SECONDS_REQUIRED' });
    await expect(record(e!, fields(play, { kind: 'TOTAL_PLAYED', secondsPlayed: -1 }))).rejects.toMatchObject({ reason: 'INVALID_PLAYBACK_SECONDS' });
    expect(await count({ playId: play.playId })).toBe(3);
  });

  it('answers a repeated send with the stored record, even once its window has passed', async () => {
    const play = await startPlay();
    const [a] = await newListeners(play, 1);
    at(play, 14);
    const stored = await record(a!, fields(play, { volumeEnd: 0.5 }));
    at(play, 300);
    const again = await record(a!, fields(play, { volumeEnd: 0.1 }));
    expect(again).toEqual(stored);
    expect(await count({ playId: play.playId })).toBe(1);
  });
});

describe('recordPlaybackEvent through GraphQL (the real clock)', () => {
  /** A valid event of a play; a test changes what it needs. */
  const event = (play: Play, change: Record<string, unknown> = {}) => ({
    kind: 'PLAYED_15_SECONDS',
    playId: play.playId,
    roomSlug: play.slug,
    roomOwnerId: play.dj.userId,
    djId: play.dj.userId,
    songId: song.id,
    startedAt: new Date(Date.now() - 14_000).toISOString(),
    updatedAt: new Date(Date.now() - 1000).toISOString(),
    volumeStart: 0.8,
    volumeEnd: 0.6,
    ...change,
  });
  const refused = async (identity: Identity, input: Record<string, unknown>) => (await call(audit, identity, RECORD, { input })).errors?.[0];
  /** A play that started 12 s ago as rooms knows it (the 15-second window open for 8 s more), and one that just started. */
  let play: Play;
  let fresh: Play;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

  beforeAll(async () => {
    play = await startPlay(12);
    await joined(play, user, otherUser, guest);
    fresh = await startPlay();
    await joined(fresh, user);
  });

  it('records a user’s event, the listener taken from the token, with references to the DJ, owner and song', async () => {
    const input = event(play, {
      kind: 'TOTAL_PLAYED',
      roomSlug: play.slug.toUpperCase(),
      secondsPlayed: 13.5,
      deviceData: { os: 'linux', browser: 'chromium', screen: [1920, 1080] },
      userProvider: 'spotify',
      subscriptionLevel: ' pro ',
    });
    const { recordPlaybackEvent: stored } = await ok(audit, user, RECORD, { input });
    expect(stored).toMatchObject({
      kind: 'TOTAL_PLAYED',
      playId: play.playId,
      listenerId: user.userId,
      listenerType: 'user',
      roomSlug: play.slug,
      roomOwnerId: play.dj.userId,
      djId: play.dj.userId,
      songId: song.id,
      startedAt: input.startedAt,
      updatedAt: input.updatedAt,
      volumeStart: 0.8,
      volumeEnd: 0.6,
      secondsPlayed: 13.5,
      deviceData: { os: 'linux', browser: 'chromium', screen: [1920, 1080] },
      userProvider: 'spotify',
      subscriptionLevel: 'pro',
      listener: { id: user.userId },
      dj: { id: play.dj.userId },
      roomOwner: { id: play.dj.userId },
      song: { id: song.id },
    });
    expect(Math.abs(Date.parse(stored.recordedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('records a guest’s event as a guest’s, without a user reference; optional fields stay null', async () => {
    const { recordPlaybackEvent: stored } = await ok(audit, guest, RECORD, { input: event(play) });
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

  it('answers the play rules with their catalogue errors, storing nothing: 404, 403, 409, 400', async () => {
    const before = await count();
    expect(await refused(user, event(play, { playId: randomUUID() }))).toMatchObject({
      message: 'Play not found: the rooms service knows no play with this playId',
      extensions: { code: 'NOT_FOUND', status: 404, reason: 'PLAYBACK_PLAY_NOT_FOUND' },
    });
    expect(await refused(asUser(), event(play))).toMatchObject({
      message: 'The listener was not in the room during this play',
      extensions: { code: 'FORBIDDEN', status: 403, reason: 'PLAYBACK_LISTENER_NOT_IN_ROOM' },
    });
    // The play just started: whatever the client says of its times, 15 s have not run.
    expect(await refused(user, event(fresh))).toMatchObject({
      extensions: { code: 'CONFLICT', status: 409, reason: 'PLAYBACK_15_SECONDS_OUT_OF_WINDOW' },
    });
    expect(await refused(user, event(fresh, { kind: 'PLAYED_30_SECONDS' }))).toMatchObject({ extensions: { status: 409, reason: 'PLAYBACK_30_SECONDS_OUT_OF_WINDOW' } });
    expect(await refused(user, event(fresh, { kind: 'TOTAL_PLAYED', secondsPlayed: 60 }))).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', status: 400, reason: 'PLAYBACK_SECONDS_BEYOND_PLAY' },
    });
    expect(await count()).toBe(before);
  });

  it('refuses callers without a token with 401, recording nothing', async () => {
    const before = await count();
    const result = await call(audit, anonymous, RECORD, { input: event(play) });
    expect(result.errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { status: 401 } });
    expect(await count()).toBe(before);
  });

  it('does not let the input name the listener', async () => {
    const result = await call(audit, user, RECORD, { input: { ...event(play), listenerId: otherUser.userId } });
    expect(result.errors?.[0]?.message).toMatch(/listenerId/);
  });

  it('keeps one record per play, listener and kind: a repeated send returns the stored record unchanged', async () => {
    const first = event(play, { volumeEnd: 0.5 });
    const stored = (await ok(audit, otherUser, RECORD, { input: first })).recordPlaybackEvent;
    const again = (await ok(audit, otherUser, RECORD, { input: { ...first, volumeEnd: 0.1, updatedAt: minutesAgo(0) } })).recordPlaybackEvent;
    expect(again).toEqual(stored);
    expect(again.volumeEnd).toBe(0.5);
    expect(await count({ playId: play.playId, listenerId: otherUser.userId })).toBe(1);
    // Another kind of the same play is a record of its own.
    await ok(audit, otherUser, RECORD, { input: { ...first, kind: 'TOTAL_PLAYED', secondsPlayed: 14 } });
    expect(await count({ playId: play.playId, listenerId: otherUser.userId })).toBe(2);
  });

  it('stores one record however many identical sends race, and all of them answer it', async () => {
    const racing = await startPlay(12);
    const identities = await newListeners(racing, 3);
    const input = event(racing);
    const results = await Promise.all(Array.from({ length: 12 }, () => call(audit, identities[0]!, RECORD, { input })));
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(new Set(results.map((r) => r.data?.recordPlaybackEvent.id)).size).toBe(1);
    expect(await count({ playId: racing.playId })).toBe(1);
    // Racing sends of different kinds and listeners each get their record.
    const mixed = await Promise.all(
      identities.flatMap((identity) =>
        ['PLAYED_15_SECONDS', 'TOTAL_PLAYED', 'TOTAL_PLAYED'].map((kind) => call(audit, identity, RECORD, { input: { ...input, kind, secondsPlayed: 12 } })),
      ),
    );
    for (const result of mixed) expect(result.errors).toBeUndefined();
    expect(await count({ playId: racing.playId })).toBe(3 * 2);
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
    expect(await refused(asUser(), event(play, change))).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(await count()).toBe(before);
  });

  it('accepts the limits: volumes 0 and 1, 0 seconds, 2048 bytes of device data, 64 characters of level', async () => {
    const deviceData = { blob: 'x'.repeat(2048 - JSON.stringify({ blob: '' }).length) };
    const input = event(fresh, { kind: 'TOTAL_PLAYED', volumeStart: 0, volumeEnd: 1, secondsPlayed: 0, deviceData, subscriptionLevel: 'l'.repeat(64) });
    const { recordPlaybackEvent: stored } = await ok(audit, user, RECORD, { input });
    expect(stored).toMatchObject({ volumeStart: 0, volumeEnd: 1, secondsPlayed: 0, deviceData });
  });

  it('refuses an unknown kind or music provider (GraphQL enums) with 400', async () => {
    for (const change of [{ kind: 'PLAYED_60_SECONDS' }, { userProvider: 'napsterx' }]) {
      expect((await refused(user, event(play, change)))?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('playbackEvents', () => {
  // Audit alone, its records inserted as stored: the list reads only audit's table.
  let list: TestSubgraph<AuditServices>;
  const roomOwnerId = randomUUID();
  const djId = randomUUID();
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
  const rowsOf = (data: unknown) => (data as { playbackEvents: { data: Record<string, string>[] } }).playbackEvents.data;
  const listenersOf = (data: unknown) => rowsOf(data).map((e) => e.listenerId);

  it('lists newest first, 20 by default, paged, by play or song, for staff and admins', async () => {
    for (const identity of [staff, admin]) {
      const all = await read(identity, '{ playbackEvents { data { listenerId playId } } }');
      expect(all.errors).toBeUndefined();
      expect(listenersOf(all.data)).toEqual([...listeners].reverse().slice(0, 20));
    }
    const page = await read(staff, `{ playbackEvents(query: { where: { field: "playId", op: EQ, value: "${playA}" }, offset: 23, limit: 5 }) { data { listenerId } } }`);
    expect(listenersOf(page.data)).toEqual([listeners[1], listeners[0]]);
    const bySong = await read(staff, `{ playbackEvents(query: { where: { field: "songId", op: EQ, value: "${songB}" } }) { data { playId } } }`);
    expect(rowsOf(bySong.data)).toEqual([{ playId: playB }]);
    const both = await read(
      staff,
      `{ playbackEvents(query: { where: { and: [{ field: "playId", op: EQ, value: "${playB}" }, { field: "songId", op: EQ, value: "${songA}" }] } }) { data { id } } }`,
    );
    expect(rowsOf(both.data)).toEqual([]);
    const capped = await read(staff, '{ playbackEvents(query: { limit: 1000 }) { data { id } } }');
    expect(rowsOf(capped.data)).toHaveLength(26);
  });

  it('refuses a malformed filter with 400', async () => {
    const result = await read(staff, '{ playbackEvents(query: { where: { field: "playId", op: EQ, value: "play-1" } }) { data { id } } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'where: "playId" takes a UUID, not "play-1"', extensions: { status: 400 } });
  });

  it('is for staff only: 403 for users and moderators, 401 for guests and anonymous callers', async () => {
    for (const identity of [user, moderator]) {
      expect((await read(identity, '{ playbackEvents { data { id } } }')).errors?.[0]).toMatchObject({ message: 'Forbidden', extensions: { status: 403 } });
    }
    for (const identity of [guest, anonymous]) {
      expect((await read(identity, '{ playbackEvents { data { id } } }')).errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { status: 401 } });
    }
  });
});
