import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { librarySubgraph } from '../module.ts';
import { SongSchema } from '../songs/song.entity.ts';

let t: TestSubgraph<LibraryServices>;
const dj: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const other: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const songs = [randomUUID(), randomUUID(), randomUUID()];

beforeAll(async () => {
  t = await startTestSubgraph(librarySubgraph);
  await t.subgraph.db.em.fork().insertMany(
    SongSchema,
    songs.map((id, i) => ({ id, trackName: `Track ${i}`, artistName: `Artist ${i}`, duration: 100 + i * 50, genre: null, explicit: false, status: 'VERIFIED' as const, musicProviders: { youtube: `yt-${id}` }, createdAt: new Date() })),
  );
  await t.ok(dj, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: songs });
});
afterAll(() => t?.stop());

const queue = async (who: Identity) =>
  (await t.ok(who, '{ specialCrate(kind: QUEUE) { songs { songId } } }')).specialCrate.songs.map((s: { songId: string }) => s.songId);
const take = (who: Identity, playId: string) => t.call(who, 'mutation($p: ID!) { takeNextQueueSong(playId: $p) { id duration } }', { p: playId });

describe('the DJ rotation’s queue', () => {
  it('shows the next song without taking it', async () => {
    expect(await t.ok(dj, '{ nextQueueSong { id } }')).toEqual({ nextQueueSong: { id: songs[0] } });
    expect(await queue(dj)).toEqual(songs);
  });

  it('takes the first song and moves it to the end; the same play id answers the same song and turns the queue once', async () => {
    const playId = randomUUID();
    expect((await take(dj, playId)).data?.takeNextQueueSong).toEqual({ id: songs[0], duration: 100 });
    expect(await queue(dj)).toEqual([songs[1], songs[2], songs[0]]);
    const retries = await Promise.all([take(dj, playId), take(dj, playId)]);
    expect(retries.map((r) => r.data?.takeNextQueueSong)).toEqual([{ id: songs[0], duration: 100 }, { id: songs[0], duration: 100 }]);
    expect(await queue(dj)).toEqual([songs[1], songs[2], songs[0]]);
  });

  it('two plays at once take two different songs, in order', async () => {
    const answers = await Promise.all([take(dj, randomUUID()), take(dj, randomUUID())]);
    expect(answers.map((a) => a.data?.takeNextQueueSong.id).sort()).toEqual([songs[1], songs[2]].sort());
    // Each turned once: the queue is back to its first order.
    expect(await queue(dj)).toEqual(songs);
  });

  it('answers null for an empty queue, and refuses a play id another DJ used or one that is no UUID', async () => {
    expect((await take(other, randomUUID())).data?.takeNextQueueSong).toBeNull();
    const used = randomUUID();
    await take(dj, used);
    await t.ok(other, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [songs[0]] });
    expect(await t.refused(other, 'mutation($p: ID!) { takeNextQueueSong(playId: $p) { id } }', { p: used })).toEqual({
      status: 400,
      message: 'playId must be a UUID not used by another DJ',
    });
    expect((await t.refused(dj, 'mutation { takeNextQueueSong(playId: "nope") { id } }')).status).toBe(400);
    expect((await t.refused({ userId: randomUUID(), tokenType: 'guest', roles: [] }, '{ nextQueueSong { id } }')).status).toBe(401);
  });
});
