import { createClient, type Client } from 'graphql-ws';
import jsonPatch from 'fast-json-patch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { execute, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { demoSongs } from '@backspin/library';
import type { RoomsServices } from '../context.ts';
import type { RoomStateDocument } from '../live-state/room-state.ts';

// The live room end to end, through the gateway: presence, DJ seats, the rotation, votes, the room events.
// Song ends are made due by moving the stored end time into the past, then the room clock's sweep runs —
// what any instance does after a restart; the timer path is the same advance with the play id expected.

let product: TestProduct;
let rooms: RunningSubgraph<RoomsServices>;
const clients: Client[] = [];
const users: Record<'dj1' | 'dj2' | 'fan' | 'guest', { id: string; token: string }> = {} as never;
let roomId: string;
const [song1, song2, song3] = demoSongs.map((s) => s.id);

const gql = async <T = Record<string, any>>(who: keyof typeof users, query: string, variables: Record<string, unknown> = {}) =>
  postGraphQL<T>(product.gatewayUrl, query, variables, users[who].token);
async function ok<T = Record<string, any>>(who: keyof typeof users, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await gql<T>(who, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}
async function refused(who: keyof typeof users, query: string, variables: Record<string, unknown> = {}) {
  const result = await gql(who, query, variables);
  return { status: result.errors?.[0]?.extensions?.status, message: result.errors?.[0]?.message };
}

const STATE = 'roomId seq document serverTime';
const state = async (): Promise<RoomStateDocument> =>
  (await ok<{ roomState: { document: RoomStateDocument } }>('fan', `query($r: ID!) { roomState(roomId: $r) { ${STATE} } }`, { r: roomId })).roomState.document;
const queue = async (who: keyof typeof users) =>
  (await ok(who, '{ specialCrate(kind: QUEUE) { songs { songId } } }')).specialCrate.songs.map((s: { songId: string }) => s.songId);
const playRows = async () => (await execute<{ id: string; dj_id: string; end_reason: string | null }>(rooms.db.em.fork(), 'select id, dj_id, end_reason from rooms.room_play where room_id = ? order by started_at', [roomId]));

/** The song playing ends now (as if its time had come), then a sweep runs. */
async function songEnds(): Promise<void> {
  await execute(rooms.db.em.fork(), `update rooms.room_turntable set advance_at = now() - interval '1 second' where room_id = ?`, [roomId]);
  await rooms.services.clock.sweepOnce();
}

async function runJobs(): Promise<void> {
  while (await rooms.services.jobs.runOnce(rooms.db)) {
    // until none is due
  }
}

beforeAll(async () => {
  // The sweep and the job runner only run when the test says (no timing in the assertions).
  product = await startProduct({ restBridge: false, env: { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '600000' } });
  rooms = product.subgraphs.get('rooms') as RunningSubgraph<RoomsServices>;
  for (const name of ['dj1', 'dj2', 'fan'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `${name}@example.com` },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
  const guest = await postGraphQL<{ guestToken: { accessToken: string; guestId: string } }>(product.gatewayUrl, 'mutation { guestToken { accessToken guestId } }');
  users.guest = { id: guest.data!.guestToken.guestId, token: guest.data!.guestToken.accessToken };
  const created = await ok('dj1', 'mutation { createRoom(input: { slug: "rotation", name: "Rotation", numberOfDjs: 2 }) { id } }');
  roomId = created.createRoom.id;
  await ok('dj1', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [song1, song2] });
  await ok('dj2', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [song3] });
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await product?.stop();
});

describe('presence', () => {
  it('joining returns the room, a connection, the state with its seq and the server time; guests are counted, not listed', async () => {
    const JOIN = `mutation($r: ID!) { joinRoom(roomId: $r) { connectionId myRoomRoles serverTime heartbeatSeconds room { slug } state { ${STATE} } } }`;
    const joined = await ok('dj1', JOIN, { r: roomId });
    expect(joined.joinRoom).toMatchObject({ myRoomRoles: ['owner'], heartbeatSeconds: 20, room: { slug: 'rotation' } });
    expect(Math.abs(Date.parse(joined.joinRoom.serverTime) - Date.now())).toBeLessThan(5000);
    for (const who of ['dj2', 'fan', 'guest'] as const) await ok(who, JOIN, { r: roomId });
    const doc = await state();
    expect(doc.floorUsers).toEqual([users.dj1.id, users.dj2.id, users.fan.id]);
    expect(doc.allUsers.map((u) => u.uuid)).not.toContain(users.guest.id);
    expect(doc.guestCount).toBe(1);
    expect(doc.settings).toMatchObject({ slug: 'rotation', numberOfDjs: 2, roomRoles: { [users.dj1.id]: ['owner'] } });
  });

  it('a second join replaces the first connection: its heartbeats are refused, the new one’s kept', async () => {
    const first = await ok('fan', 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });
    const second = await ok('fan', 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });
    const beat = (c: string) => ok('fan', 'mutation($r: ID!, $c: ID!) { roomHeartbeat(roomId: $r, connectionId: $c) }', { r: roomId, c: c });
    expect((await beat(first.joinRoom.connectionId)).roomHeartbeat).toBe(false);
    expect((await beat(second.joinRoom.connectionId)).roomHeartbeat).toBe(true);
    expect((await state()).floorUsers.filter((u) => u === users.fan.id)).toHaveLength(1);
  });
});

describe('DJ seats and the rotation', () => {
  it('refuses a seat to a guest, to someone outside the room, and to a user with an empty queue', async () => {
    expect(await refused('guest', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await refused('fan', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId })).toEqual({
      status: 400,
      message: 'Add a song to your queue before taking a DJ seat',
    });
    expect((await state()).djs).toEqual([]);
  });

  it('the first DJ starts playing the first song of their queue at once, which moves to the end of the queue', async () => {
    const before = Date.now();
    await ok('dj1', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    const doc = await state();
    expect(doc.djs).toEqual([users.dj1.id]);
    expect(doc.nowPlaying).toMatchObject({ songId: song1, djUuid: users.dj1.id });
    const started = Date.parse(doc.nowPlaying!.startedAt);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(doc.nowPlaying!.endsAt) - started).toBe(doc.nowPlaying!.duration * 1000);
    expect(await queue('dj1')).toEqual([song2, song1]);
    // The same second for everyone: nowPlaying is one stored start time, whoever reads it.
    const seen = await ok('guest', 'query($r: ID!) { roomState(roomId: $r) { document serverTime } }', { r: roomId });
    expect(seen.roomState.document.nowPlaying.startedAt).toBe(doc.nowPlaying!.startedAt);
  });

  it('a second DJ sits after the first; when the song ends the next seat plays and the first DJ moves to the end', async () => {
    await ok('dj2', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    expect((await state()).djs).toEqual([users.dj1.id, users.dj2.id]);
    await songEnds();
    const doc = await state();
    expect(doc.djs).toEqual([users.dj2.id, users.dj1.id]);
    expect(doc.nowPlaying).toMatchObject({ songId: song3, djUuid: users.dj2.id });
  });

  it('records each ended play once in the room’s recent plays, with its votes', async () => {
    await runJobs();
    const recent = await ok('fan', '{ recentSongPlays(roomSlug: "rotation") { song { id } dj { id } } }');
    expect(recent.recentSongPlays).toEqual([{ song: { id: song1 }, dj: { id: users.dj1.id } }]);
    const [first] = await playRows();
    await rooms.services.jobs.enqueue(rooms.db.em.fork(), 'rooms.record-play', { playId: first!.id });
    await runJobs();
    expect((await ok('fan', '{ recentSongPlays(roomSlug: "rotation") { id } }')).recentSongPlays).toHaveLength(1);
  });

  it('advances exactly once when two instances reach the end of the song together', async () => {
    const playsBefore = (await playRows()).length;
    await execute(rooms.db.em.fork(), `update rooms.room_turntable set advance_at = now() - interval '1 second' where room_id = ?`, [roomId]);
    await Promise.all([0, 1, 2].map(() => rooms.services.rotation.advance(rooms.db.em.fork(), roomId, {})));
    const plays = await playRows();
    expect(plays).toHaveLength(playsBefore + 1);
    expect(plays.filter((p) => p.end_reason === null)).toHaveLength(1);
    expect((await state()).nowPlaying).toMatchObject({ songId: song2, djUuid: users.dj1.id });
  });

  it('a song not yet due is not advanced by a sweep', async () => {
    const before = (await state()).nowPlaying;
    await rooms.services.clock.sweepOnce();
    expect((await state()).nowPlaying).toEqual(before);
  });
});

describe('votes', () => {
  it('one changeable vote per listener; the DJ cannot vote on their own song; the vibe meter follows', async () => {
    const vote = (who: keyof typeof users, d: string) => gql(who, 'mutation($r: ID!, $d: String!) { voteSong(roomId: $r, direction: $d) { upVotes downVotes } }', { r: roomId, d });
    expect((await vote('fan', 'up')).data?.voteSong).toEqual({ upVotes: 1, downVotes: 0 });
    expect((await vote('fan', 'up')).data?.voteSong).toEqual({ upVotes: 1, downVotes: 0 });
    expect((await state())).toMatchObject({ voteCounts: { up: 1, down: 0 }, vibeMeter: 100, allUserData: { [users.fan.id]: { songVotes: { vote: 'up', star: false } } } });
    expect(await refused('dj1', 'mutation($r: ID!) { voteSong(roomId: $r, direction: "up") { id } }', { r: roomId })).toMatchObject({ status: 403 });
    expect(await refused('guest', 'mutation($r: ID!) { voteSong(roomId: $r, direction: "up") { id } }', { r: roomId })).toMatchObject({ status: 401 });
    expect(await refused('fan', 'mutation($r: ID!) { voteSong(roomId: $r, direction: "sideways") { id } }', { r: roomId })).toEqual({
      status: 400,
      message: 'direction must be up or down',
    });
    expect((await vote('fan', 'down')).data?.voteSong).toEqual({ upVotes: 0, downVotes: 1 });
    expect((await state())).toMatchObject({ voteCounts: { up: 0, down: 1 }, vibeMeter: -100 });
  });

  it('a like puts the song in the listener’s likes list', async () => {
    const playing = (await state()).nowPlaying!;
    expect((await ok('fan', 'mutation($r: ID!) { likeSong(roomId: $r) { stars } }', { r: roomId })).likeSong).toEqual({ stars: 1 });
    await runJobs();
    const likes = await ok('fan', '{ specialCrate(kind: LIKES) { songs { songId } } }');
    expect(likes.specialCrate.songs).toEqual([{ songId: playing.songId }]);
  });

  it('down votes from more than half the listeners vote the song off', async () => {
    const playing = (await state()).nowPlaying!;
    // Listeners: fan and dj2 (dj1 plays). fan is down already; dj2 makes it 2 of 2.
    await ok('dj2', 'mutation($r: ID!) { voteSong(roomId: $r, direction: "down") { id } }', { r: roomId });
    const doc = await state();
    expect(doc.nowPlaying?.playId).not.toBe(playing.playId);
    expect(doc.nowPlaying?.djUuid).toBe(users.dj2.id);
    expect(doc.voteCounts).toEqual({ up: 0, down: 0 });
    expect((await playRows()).find((p) => p.id === playing.playId)?.end_reason).toBe('VOTED_OFF');
  });
});

describe('skips and leaving', () => {
  it('only the DJ or a room moderator skips', async () => {
    expect(await refused('fan', 'mutation($r: ID!) { skipSong(roomId: $r) { seq } }', { r: roomId })).toEqual({
      status: 403,
      message: 'Only the current DJ or a room moderator may skip the song',
    });
    const playing = (await state()).nowPlaying!;
    // dj1 owns the room: a room moderator may skip dj2's song.
    await ok('dj1', 'mutation($r: ID!) { skipSong(roomId: $r) { seq } }', { r: roomId });
    expect((await state()).nowPlaying).toMatchObject({ djUuid: users.dj1.id });
    expect((await playRows()).find((p) => p.id === playing.playId)?.end_reason).toBe('SKIPPED');
  });

  it('leave after this song keeps the seat until the song ends', async () => {
    await ok('dj1', 'mutation($r: ID!) { leaveDjSeat(roomId: $r, afterSong: true) { seq } }', { r: roomId });
    expect((await state()).djs).toEqual([users.dj1.id, users.dj2.id]);
    await songEnds();
    const doc = await state();
    expect(doc.djs).toEqual([users.dj2.id]);
    expect(doc.nowPlaying?.djUuid).toBe(users.dj2.id);
  });

  it('a DJ whose queue is empty is skipped and leaves the seat; with no DJ left the room falls silent', async () => {
    await ok('dj2', 'mutation { clearCrate(crate: { special: QUEUE }) { id } }');
    await songEnds();
    const doc = await state();
    expect(doc.djs).toEqual([]);
    expect(doc.nowPlaying).toBeNull();
  });

  it('refuses a vote when the play is over, a seat that does not exist and a skip of nothing, changing nothing', async () => {
    const before = await ok('fan', `query($r: ID!) { roomState(roomId: $r) { seq } }`, { r: roomId });
    expect(await refused('fan', 'mutation($r: ID!) { voteSong(roomId: $r, direction: "up") { id } }', { r: roomId })).toEqual({
      status: 409,
      message: 'Nothing is playing in this room',
    });
    expect(await refused('dj1', 'mutation($r: ID!, $u: ID!) { removeDj(roomId: $r, userId: $u) { seq } }', { r: roomId, u: users.fan.id })).toEqual({
      status: 404,
      message: 'This user is not on a DJ seat in this room',
    });
    expect(await refused('dj1', 'mutation($r: ID!) { skipSong(roomId: $r) { seq } }', { r: roomId })).toEqual({ status: 409, message: 'Nothing is playing in this room' });
    expect(await ok('fan', `query($r: ID!) { roomState(roomId: $r) { seq } }`, { r: roomId })).toEqual(before);
  });


  it('a presence whose heartbeats stopped ends, and its DJ seat with it', async () => {
    await ok('dj1', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    expect((await state()).djs).toEqual([users.dj1.id]);
    await execute(rooms.db.em.fork(), `update rooms.room_presence set last_seen_at = now() - interval '1 hour' where user_id = ?`, [users.dj1.id]);
    await rooms.services.clock.sweepOnce();
    const doc = await state();
    expect(doc.djs).toEqual([]);
    expect(doc.floorUsers).not.toContain(users.dj1.id);
    expect(doc.nowPlaying).toBeNull();
  });
});

describe('a room reset', () => {
  it('tells every client to rejoin (RESET, numbered like every event); only the room’s staff may', async () => {
    const before = (await ok('fan', 'query($r: ID!) { roomState(roomId: $r) { seq } }', { r: roomId })).roomState.seq as number;
    expect(await refused('fan', 'mutation($r: ID!) { resetRoom(id: $r) { id } }', { r: roomId })).toMatchObject({ status: 403 });
    await ok('dj1', 'mutation($r: ID!) { resetRoom(id: $r) { id } }', { r: roomId });
    const events = await execute<{ seq: number; kind: string }>(rooms.db.em.fork(), 'select seq, kind from rooms.room_event where room_id = ? and seq > ? order by seq', [roomId, before]);
    expect(events).toEqual([{ seq: before + 1, kind: 'RESET' }]);
  });
});

describe('the room clock', () => {
  it('ends a song at its stored end with this instance’s timer, no sweep needed', async () => {
    const library = product.subgraphs.get('library')!;
    await execute(library.db.em.fork(), 'update library.song set duration = 1 where id = ?', [song3]);
    await ok('fan', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [song3] });
    await ok('fan', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    const first = (await state()).nowPlaying!;
    expect(first).toMatchObject({ songId: song3, djUuid: users.fan.id, duration: 1 });
    // Wait for the room's next event that shows another play (the sweep is off: only the timer can do it).
    const bus = product.connectPubSub();
    await new Promise<void>((resolve, reject) => {
      let unsubscribe: (() => Promise<void>) | undefined;
      const check = async () => {
        const now = (await state()).nowPlaying;
        if (now && now.playId !== first.playId) {
          await unsubscribe?.();
          resolve();
        }
      };
      bus.subscribe(`room:${roomId}`, () => void check().catch(reject)).then((u) => {
        unsubscribe = u;
        return check();
      }, reject);
    });
    const plays = await playRows();
    expect(plays.find((p) => p.id === first.playId)?.end_reason).toBe('ENDED');
  });

  it('a DJ made djDisabled loses the seat at once, and their song stops', async () => {
    expect((await state()).djs).toEqual([users.fan.id]);
    await ok('dj1', 'mutation($i: GrantRoomRoleInput!) { grantRoomRole(input: $i) { userId } }', {
      i: { roomId, userId: users.fan.id, role: 'djDisabled' },
    });
    const doc = await state();
    expect(doc.djs).toEqual([]);
    expect(doc.nowPlaying).toBeNull();
    expect(doc.allUsers.find((u) => u.uuid === users.fan.id)?.canDj).toBe(false);
    expect(await refused('fan', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId })).toEqual({ status: 403, message: 'You may not DJ in this room' });
    await ok('dj1', 'mutation($i: RemoveRoomRoleInput!) { removeRoomRole(input: $i) { userId } }', { i: { roomId, userId: users.fan.id, role: 'djDisabled' } });
  });
});

describe('room events over graphql-ws', () => {
  it('deliver gap-free numbered patches that turn the joined document into the current one', async () => {
    const client = createClient({
      url: product.gatewayWsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: { authorization: `Bearer ${users.fan.token}` },
    });
    clients.push(client);
    const events = client.iterate<{ roomEvents: { seq: number; kind: string; patch: jsonPatch.Operation[] | null } }>({
      query: 'subscription($r: ID!) { roomEvents(roomId: $r) { seq kind patch } }',
      variables: { r: roomId },
    });
    // Wait until the subscription is live at the gateway before changing anything.
    const subscribed = events.next();
    await product.gateway.hub.until((hub) => hub.subscribers === 1);
    const joined = await ok('dj1', `mutation($r: ID!) { joinRoom(roomId: $r) { state { ${STATE} } } }`, { r: roomId });
    let document = joined.joinRoom.state.document as RoomStateDocument;
    let seq = joined.joinRoom.state.seq as number;
    await ok('dj1', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    const finalSeq = (await ok('fan', `query($r: ID!) { roomState(roomId: $r) { seq } }`, { r: roomId })).roomState.seq as number;
    let next = await subscribed;
    while (!next.done) {
      const event = next.value.data!.roomEvents;
      if (event.seq > seq) {
        expect(event.seq).toBe(seq + 1);
        if (event.kind === 'PATCH') document = jsonPatch.applyPatch(document, event.patch!, true, false).newDocument;
        seq = event.seq;
      }
      if (seq === finalSeq) break;
      next = await events.next();
    }
    expect(document).toEqual(await state());
    await events.return?.();
  });
});

describe('a DJ leaving while their song plays', () => {
  /** Every document published after `seq` (the stored events, replayed from the document at `seq`). */
  async function publishedSince(seq: number, document: RoomStateDocument): Promise<RoomStateDocument[]> {
    const events = await execute<{ seq: number; kind: string; patch: jsonPatch.Operation[] | null }>(
      rooms.db.em.fork(),
      'select seq, kind, patch from rooms.room_event where room_id = ? and seq > ? order by seq',
      [roomId, seq],
    );
    const documents: RoomStateDocument[] = [];
    let current = document;
    for (const event of events) {
      if (event.kind !== 'PATCH') continue;
      current = jsonPatch.applyPatch(current, event.patch!, true, false).newDocument;
      documents.push(current);
    }
    return documents;
  }
  const snapshot = async () =>
    (await ok<{ roomState: { seq: number; document: RoomStateDocument } }>('fan', 'query($r: ID!) { roomState(roomId: $r) { seq document } }', { r: roomId })).roomState;
  /** Whose song plays, and the seat the state says spins it: the same DJ in every published state. */
  const spinning = (doc: RoomStateDocument) => ({ playedBy: doc.nowPlaying?.djUuid ?? null, firstSeat: doc.nowPlaying ? (doc.djs[0] ?? null) : null });

  it('never publishes their song without their seat: the seats and the song agree in every state, then the next DJ plays', async () => {
    await ok('dj2', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [song1] });
    await ok('dj2', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    const before = await snapshot();
    expect(before.document.djs).toEqual([users.dj1.id, users.dj2.id]);
    expect(before.document.nowPlaying?.djUuid).toBe(users.dj1.id);

    await ok('dj1', 'mutation($r: ID!) { leaveDjSeat(roomId: $r, afterSong: false) { seq } }', { r: roomId });
    const published = await publishedSince(before.seq, before.document);
    expect(published.length).toBeGreaterThan(0);
    for (const doc of published) expect(spinning(doc), JSON.stringify(doc.djs)).toEqual({ playedBy: doc.nowPlaying?.djUuid ?? null, firstSeat: doc.nowPlaying?.djUuid ?? null });
    expect(published.at(-1)!.djs).toEqual([users.dj2.id]);
    expect(published.at(-1)!.nowPlaying?.djUuid).toBe(users.dj2.id);
  });

  it('the same when the DJ leaves the room', async () => {
    await ok('dj1', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    const before = await snapshot();
    expect(before.document.djs).toEqual([users.dj2.id, users.dj1.id]);
    await ok('dj2', 'mutation($r: ID!) { leaveRoom(roomId: $r) }', { r: roomId });
    const published = await publishedSince(before.seq, before.document);
    for (const doc of published) expect(spinning(doc), JSON.stringify(doc.djs)).toEqual({ playedBy: doc.nowPlaying?.djUuid ?? null, firstSeat: doc.nowPlaying?.djUuid ?? null });
    expect(published.at(-1)!.djs).toEqual([users.dj1.id]);
    expect(published.at(-1)!.nowPlaying?.djUuid).toBe(users.dj1.id);
  });
});

describe('taking a DJ off their seat', () => {
  it('a room moderator may take a user off, never the room owner (no one below the owner moderates them)', async () => {
    const signUp = async (email: string) => {
      const result = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
        product.gatewayUrl,
        'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
        { e: email },
      );
      return { id: result.data!.signUp.user.id, token: result.data!.signUp.accessToken };
    };
    const [owner, mod, dj] = [await signUp('seat-owner@example.com'), await signUp('seat-mod@example.com'), await signUp('seat-dj@example.com')];
    const as = async (who: { token: string }, query: string, variables: Record<string, unknown> = {}) =>
      postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, who.token);
    const room = (await as(owner, 'mutation { createRoom(input: { slug: "seat-moderation", name: "Seats", numberOfDjs: 2 }) { id } }')).data!.createRoom.id as string;
    expect((await as(owner, 'mutation($r: ID!, $u: ID!) { grantRoomRole(input: { roomId: $r, userId: $u, role: "moderator" }) { userId } }', { r: room, u: mod.id })).errors).toBeUndefined();
    for (const who of [owner, dj]) {
      expect((await as(who, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [song3] })).errors).toBeUndefined();
      expect((await as(who, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: room })).errors).toBeUndefined();
      expect((await as(who, 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: room })).errors).toBeUndefined();
    }
    const REMOVE_DJ = 'mutation($r: ID!, $u: ID!) { removeDj(roomId: $r, userId: $u) { document } }';
    const refusedOwner = await as(mod, REMOVE_DJ, { r: room, u: owner.id });
    expect(refusedOwner.errors?.[0]).toMatchObject({
      message: 'you cannot act on a user whose room role is equal to or higher than yours',
      extensions: { status: 403 },
    });
    const removed = await as(mod, REMOVE_DJ, { r: room, u: dj.id });
    expect(removed.errors).toBeUndefined();
    expect((removed.data!.removeDj.document as RoomStateDocument).djs).toEqual([owner.id]);
  });
});
