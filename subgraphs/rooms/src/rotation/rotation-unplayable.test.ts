import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { demoSongs } from '@backspin/library';
import type { RoomsServices } from '../context.ts';
import type { RoomStateDocument } from '../live-state/room-state.ts';
import { unplayableSongNotice } from './rotation.service.ts';

// A song no listener can play that reaches a DJ seat anyway (the queue refuses such songs, but a song can lose its
// stream after it was queued): the room skips it at once, tells the room, and never plays silence.
// Song ends are made due by moving the stored end time into the past, then the room clock's sweep runs.

let product: TestProduct;
let rooms: RunningSubgraph<RoomsServices>;
const users: Record<'dj1' | 'dj2' | 'fan', { id: string; token: string }> = {} as never;
let roomId: string;
const [songA, songB, songC] = demoSongs;

async function ok<T = Record<string, any>>(who: keyof typeof users, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await postGraphQL<T>(product.gatewayUrl, query, variables, users[who].token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}
const state = async (): Promise<RoomStateDocument> =>
  (await ok<{ roomState: { document: RoomStateDocument } }>('fan', 'query($r: ID!) { roomState(roomId: $r) { document } }', { r: roomId })).roomState.document;
const queue = async (who: keyof typeof users) =>
  (await ok(who, '{ specialCrate(kind: QUEUE) { songs { songId } } }')).specialCrate.songs.map((s: { songId: string }) => s.songId);
const library = () => product.subgraphs.get('library')!.db.em.fork();
/** The song loses its stream (a lost transcode, a provider that dropped it): no listener can play it now. */
const loseStream = (songId: string) => execute(library(), `update library.song set stream_urls = '[]' where id = ?`, [songId]);
const events = (afterSeq: number) =>
  execute<{ seq: number; kind: string; user_id: string | null; data: Record<string, unknown> | null }>(
    rooms.db.em.fork(),
    'select seq, kind, user_id, data from rooms.room_event where room_id = ? and seq > ? and kind <> ? order by seq',
    [roomId, afterSeq, 'PATCH'],
  );
const seq = async () => (await ok('fan', 'query($r: ID!) { roomState(roomId: $r) { seq } }', { r: roomId })).roomState.seq as number;
const playedSongs = async () =>
  (await execute<{ song_id: string }>(rooms.db.em.fork(), 'select song_id from rooms.room_play where room_id = ? order by started_at', [roomId])).map((r) => r.song_id);

async function songEnds(): Promise<void> {
  await execute(rooms.db.em.fork(), `update rooms.room_turntable set advance_at = now() - interval '1 second' where room_id = ?`, [roomId]);
  await rooms.services.clock.sweepOnce();
}

const skippedNotice = (song: (typeof demoSongs)[number], dj: string, djLeftSeat: boolean) => ({
  kind: 'SONG_SKIPPED',
  user_id: dj,
  data: {
    reason: 'SONG_NOT_PLAYABLE',
    message: unplayableSongNotice(song),
    songId: song.id,
    trackName: song.trackName,
    artistName: song.artistName,
    djUuid: dj,
    djLeftSeat,
  },
});

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '600000' } });
  rooms = product.subgraphs.get('rooms') as RunningSubgraph<RoomsServices>;
  for (const name of ['dj1', 'dj2', 'fan'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `unplayable-${name}@example.com` },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
  roomId = (await ok('dj1', 'mutation { createRoom(input: { slug: "unplayable", name: "Unplayable", numberOfDjs: 2 }) { id } }')).createRoom.id;
  await ok('dj1', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [songA!.id, songB!.id] });
  await ok('dj2', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [songC!.id] });
  for (const who of ['dj1', 'dj2', 'fan'] as const) await ok(who, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });
});
afterAll(() => product?.stop());

describe('a song no listener can play reaches a DJ seat', () => {
  it('is skipped at once with a notice to the room, and the DJ’s next song plays', async () => {
    await loseStream(songA!.id);
    const before = await seq();
    await ok('dj1', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    const doc = await state();
    expect(doc.djs).toEqual([users.dj1.id]);
    expect(doc.nowPlaying).toMatchObject({ songId: songB!.id, djUuid: users.dj1.id });
    expect(await events(before)).toEqual([expect.objectContaining(skippedNotice(songA!, users.dj1.id, false))]);
    // Never a play of the silent song; the queue turned past it.
    expect(await playedSongs()).toEqual([songB!.id]);
    expect(await queue('dj1')).toEqual([songA!.id, songB!.id]);
  });

  it('a DJ whose queue has nothing playable leaves the seat, and the room moves on to the next DJ', async () => {
    await ok('dj2', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    await loseStream(songC!.id);
    const before = await seq();
    await songEnds();
    const doc = await state();
    // dj2's only song is skipped, then comes round again: dj2 leaves; dj1's turn: A is skipped, B plays.
    expect(doc.djs).toEqual([users.dj1.id]);
    expect(doc.nowPlaying).toMatchObject({ songId: songB!.id, djUuid: users.dj1.id });
    expect(await events(before)).toEqual([
      expect.objectContaining(skippedNotice(songC!, users.dj2.id, false)),
      expect.objectContaining(skippedNotice(songC!, users.dj2.id, true)),
      expect.objectContaining(skippedNotice(songA!, users.dj1.id, false)),
    ]);
    expect(await playedSongs()).toEqual([songB!.id, songB!.id]);
  });

  it('the notice reaches clients as a room event', async () => {
    const [event] = await events(0);
    const read = await ok('fan', 'query($id: ID!) { roomEvent(id: $id) { kind userId data } }', {
      id: (await execute<{ id: string }>(rooms.db.em.fork(), 'select id from rooms.room_event where room_id = ? and seq = ?', [roomId, event!.seq]))[0]!.id,
    });
    expect(read.roomEvent).toEqual({ kind: 'SONG_SKIPPED', userId: users.dj1.id, data: skippedNotice(songA!, users.dj1.id, false).data });
  });
});
