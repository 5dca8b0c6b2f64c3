import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { DjSeatService } from '../dj-seats/dj-seat.service.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomPlaySchema } from '../rotation/room-play.entity.ts';
import { rotationWithStubLibrary, stubLibrary } from '../rotation/rotation-fixture.ts';
import { VoteService } from './vote.service.ts';

// Votes on the rooms subgraph alone, the library played by a stub: who may vote, what the room state shows, when a
// song is voted off (down votes above half the listeners here), and likes (counted once, queued for the library).

const asUser = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'] });
const owner = asUser();

let t: TestSubgraph<RoomsServices>;
let library: ReturnType<typeof stubLibrary>;
let seats: DjSeatService;
let votes: VoteService;
const em = () => t.subgraph.db.em.fork();
const stateOf = async (roomId: string) => (await t.subgraph.services.live.snapshot(em(), roomId)).document;

/** A room where `dj` plays their first song and `listeners` (signed-in users) are in the room. */
async function playingRoom(slug: string, listeners: number) {
  const roomId = (await t.subgraph.services.rooms.create(em(), owner, { slug, name: slug, numberOfDjs: 2 })).id;
  const join = async (who: Identity) => {
    await t.subgraph.services.presence.join(em(), who, roomId);
    return who;
  };
  const dj = await join(asUser());
  library.queues.set(dj.userId!, [randomUUID(), randomUUID()]);
  await seats.take(em(), dj, roomId);
  const fans = [];
  for (let i = 0; i < listeners; i++) fans.push(await join(asUser()));
  const playId = (await stateOf(roomId)).nowPlaying!.playId;
  return { roomId, dj, fans, playId };
}

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph, { env: { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '600000' } });
  library = stubLibrary();
  const rotation = rotationWithStubLibrary(t.subgraph.services, library);
  const { live, roomAuthority: authority, presence, effects } = t.subgraph.services;
  seats = new DjSeatService({ live, authority, presence, rotation, peers: library });
  votes = new VoteService({ live, rotation, effects }, 0.5);
});
afterAll(() => t?.stop());

describe('voting', () => {
  it('counts one vote per listener per song, changeable, and the state shows the counts, the vibe meter and each vote', async () => {
    const { roomId, fans, playId } = await playingRoom('votes-count', 5);
    const [ada, bob, cyd] = fans as [Identity, Identity, Identity];
    await votes.vote(em(), ada, roomId, 'up');
    await votes.vote(em(), bob, roomId, 'up');
    await votes.vote(em(), cyd, roomId, 'down');
    const play = await votes.vote(em(), ada, roomId, 'up'); // again: still one vote
    expect(play).toMatchObject({ id: playId, upVotes: 2, downVotes: 1 });
    let doc = await stateOf(roomId);
    expect(doc.voteCounts).toEqual({ up: 2, down: 1 });
    expect(doc.vibeMeter).toBe(33);
    expect(doc.allUserData[cyd.userId!]).toMatchObject({ songVotes: { vote: 'down', star: false } });
    // A listener changes their mind.
    await votes.vote(em(), cyd, roomId, 'up');
    doc = await stateOf(roomId);
    expect(doc.voteCounts).toEqual({ up: 3, down: 0 });
    expect(doc.vibeMeter).toBe(100);
  });

  it('refuses the DJ on their own song, anyone not in the room, guests, a direction other than up or down, and silence', async () => {
    const { roomId, dj, fans } = await playingRoom('votes-refused', 1);
    await expect(votes.vote(em(), dj, roomId, 'up')).rejects.toMatchObject({ reason: 'VOTE_NOT_ALLOWED', status: 403 });
    await expect(votes.vote(em(), asUser(), roomId, 'up')).rejects.toMatchObject({ reason: 'VOTE_NOT_ALLOWED' });
    const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
    await t.subgraph.services.presence.join(em(), guest, roomId);
    await expect(votes.vote(em(), guest, roomId, 'up')).rejects.toMatchObject({ status: 401 });
    await expect(votes.vote(em(), fans[0]!, roomId, 'sideways')).rejects.toMatchObject({ reason: 'INVALID_VOTE', status: 400 });
    const quiet = (await t.subgraph.services.rooms.create(em(), owner, { slug: 'votes-quiet', name: 'Quiet' })).id;
    await t.subgraph.services.presence.join(em(), fans[0]!, quiet);
    await expect(votes.vote(em(), fans[0]!, quiet, 'up')).rejects.toMatchObject({ reason: 'NOTHING_PLAYING', status: 409 });
    expect((await stateOf(roomId)).voteCounts).toEqual({ up: 0, down: 0 });
  });
});

describe('voting a song off', () => {
  it('ends the song once down votes pass half the listeners (the DJ not counted), and not before', async () => {
    const { roomId, dj, fans, playId } = await playingRoom('votes-off', 4);
    await votes.vote(em(), fans[0]!, roomId, 'down');
    await votes.vote(em(), fans[1]!, roomId, 'down');
    // 2 of 4 listeners: not more than half.
    expect((await stateOf(roomId)).nowPlaying).toMatchObject({ playId });
    await votes.vote(em(), fans[2]!, roomId, 'down');
    const ended = await em().findOneOrFail(RoomPlaySchema, { id: playId });
    expect(ended.endReason).toBe('VOTED_OFF');
    // The DJ's next song plays, with fresh counts.
    const doc = await stateOf(roomId);
    expect(doc.nowPlaying).toMatchObject({ djUuid: dj.userId });
    expect(doc.nowPlaying!.playId).not.toBe(playId);
    expect(doc.voteCounts).toEqual({ up: 0, down: 0 });
  });
});

describe('likes', () => {
  it('count once per listener on the play, and queue one job adding the song to the listener’s likes', async () => {
    const { roomId, fans, playId } = await playingRoom('votes-like', 2);
    const [ada] = fans as [Identity];
    await votes.like(em(), ada, roomId);
    const play = await votes.like(em(), ada, roomId);
    expect(play.stars).toBe(1);
    expect((await stateOf(roomId)).allUserData[ada.userId!]).toMatchObject({ songVotes: { vote: null, star: true } });
    const jobs = await execute<{ payload: { input: { userId: string; songId: string } } }>(
      em(),
      `select payload from rooms.job where kind = 'library.like-song' and payload->'input'->>'userId' = ?`,
      [ada.userId],
    );
    const songId = (await em().findOneOrFail(RoomPlaySchema, { id: playId })).songId;
    expect(jobs.map((j) => j.payload.input)).toEqual([{ userId: ada.userId, songId }]);
  });
});
