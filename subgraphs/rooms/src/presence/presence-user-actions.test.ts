import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { JobSchema } from '../jobs.ts';
import { DjSeatSchema } from '../rotation/dj-seat.entity.ts';
import { RoomPresenceSchema } from './presence.entity.ts';
import { roomsSubgraph } from '../module.ts';
import { DjSeatService } from '../dj-seats/dj-seat.service.ts';
import { VoteService } from '../votes/vote.service.ts';
import { rotationWithStubLibrary, stubLibrary } from '../rotation/rotation-fixture.ts';

// What users do in a room queues a user action for audit in the change's own transaction (rooms alone here: the jobs
// stay queued, audit is not there to receive them; product/src/user-actions.test.ts delivers them): joining and leaving
// (by leaving, a lapse, a kick, a ban), DJ seats taken and left, songs played, votes, chat messages, moderation.

const asUser = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'] });
const owner = asUser();

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const presence = () => t.subgraph.services.presence;

/** The user actions queued for a user, oldest first. */
async function actionsOf(userId: string) {
  const jobs = await em().find(JobSchema, { kind: 'audit.user-action' }, { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true });
  return jobs
    .map((job) => job.payload as { eventId: string; input: { userId: string; type: string; roomId?: string | null; occurredAt: string; detail?: Record<string, unknown> } })
    .filter((payload) => payload.input.userId === userId);
}

/** The user's queued actions of one type: their inputs without the time. */
async function ofType(userId: string, type: string) {
  return (await actionsOf(userId)).filter((a) => a.input.type === type).map(({ input: { occurredAt: _at, ...input } }) => input);
}

const newRoom = async (name: string, numberOfDjs = 1) =>
  (await t.subgraph.services.rooms.create(em(), owner, { slug: `ua-${randomUUID().slice(0, 8)}`, name, numberOfDjs })).id;

/** DJ seats and votes whose rotation reaches a library stub (rooms' own presence, chat and roles otherwise). */
function withStubLibrary() {
  const library = stubLibrary();
  const rotation = rotationWithStubLibrary(t.subgraph.services, library);
  const { live, roomAuthority: authority, presence: people, effects, userActions } = t.subgraph.services;
  const seats = new DjSeatService({ live, authority, presence: people, rotation, peers: library, userActions });
  const votes = new VoteService({ live, rotation, effects, userActions }, 0.5);
  /** Seats `dj` (in the room first) with these songs queued. */
  const seat = async (dj: Identity, roomId: string, songs = [randomUUID()]) => {
    library.queues.set(dj.userId!, songs);
    await presence().join(em(), dj, roomId);
    await seats.take(em(), dj, roomId);
  };
  const nowPlaying = async (roomId: string) => (await t.subgraph.services.live.snapshot(em(), roomId)).document.nowPlaying;
  return { library, rotation, seats, votes, seat, nowPlaying };
}

beforeAll(async () => {
  // Deliveries wait an hour: the queued jobs stay as written.
  t = await startTestSubgraph(roomsSubgraph, { env: { JOB_POLL_INTERVAL_MS: '3600000', JOB_RETRY_BASE_MS: '3600000', JOB_RETRY_MAX_MS: '3600000' } });
});
afterAll(() => t?.stop());

describe('user actions of presence and DJ seats', () => {
  it('a join queues JOINED_ROOM once (a reconnect is not another join), a leave LEFT_ROOM; each with its own event id', async () => {
    const roomId = (await t.subgraph.services.rooms.create(em(), owner, { slug: `ua-${randomUUID().slice(0, 8)}`, name: 'Actions' })).id;
    const ada = asUser();
    await presence().join(em(), ada, roomId);
    await presence().join(em(), ada, roomId); // reconnect: replaces the connection
    expect(await presence().leave(em(), ada, roomId)).toBe(true);
    expect(await presence().leave(em(), ada, roomId)).toBe(false); // not there any more: nothing to record
    const actions = await actionsOf(ada.userId!);
    expect(actions.map((a) => a.input)).toEqual([
      { userId: ada.userId, type: 'JOINED_ROOM', roomId, occurredAt: expect.any(String) },
      { userId: ada.userId, type: 'LEFT_ROOM', roomId, occurredAt: expect.any(String), detail: { reason: 'left' } },
    ]);
    expect(new Set(actions.map((a) => a.eventId)).size).toBe(2);
  });

  it('guests are not recorded; a refused join records nothing', async () => {
    const roomId = (await t.subgraph.services.rooms.create(em(), owner, { slug: `ua-${randomUUID().slice(0, 8)}`, name: 'Guests' })).id;
    const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
    await presence().join(em(), guest, roomId);
    expect(await presence().leave(em(), guest, roomId)).toBe(true);
    expect(await actionsOf(guest.userId!)).toEqual([]);
    const bea = asUser();
    await expect(presence().join(em(), bea, randomUUID())).rejects.toThrow();
    expect(await actionsOf(bea.userId!)).toEqual([]);
  });

  it('taking a DJ seat queues TOOK_DJ_SEAT once, keyed by the seat; a second take of the same seat queues nothing', async () => {
    const library = stubLibrary();
    const { live, roomAuthority: authority, presence: people, userActions } = t.subgraph.services;
    const seats = new DjSeatService({ live, authority, presence: people, rotation: rotationWithStubLibrary(t.subgraph.services, library), peers: library, userActions });
    const roomId = (await t.subgraph.services.rooms.create(em(), owner, { slug: `ua-${randomUUID().slice(0, 8)}`, name: 'Seats' })).id;
    const dj = asUser();
    library.queues.set(dj.userId!, [randomUUID()]);
    await presence().join(em(), dj, roomId);
    await seats.take(em(), dj, roomId);
    await seats.take(em(), dj, roomId); // already seated
    const seat = await em().findOneOrFail(DjSeatSchema, { roomId, userId: dj.userId! });
    const took = (await actionsOf(dj.userId!)).filter((a) => a.input.type === 'TOOK_DJ_SEAT');
    expect(took).toEqual([{ eventId: seat.id, input: { userId: dj.userId, type: 'TOOK_DJ_SEAT', roomId, occurredAt: seat.createdAt.toISOString() } }]);
  });

  it('a kick and a ban end the presence with LEFT_ROOM saying why, and the target is WAS_MODERATED by the actor, under the moderation event id', async () => {
    const roomId = await newRoom('Moderated');
    const [kicked, banned] = [asUser(), asUser()];
    await presence().join(em(), kicked, roomId);
    await presence().join(em(), banned, roomId);
    const kick = await t.subgraph.services.roomRoles.kick(em(), owner, { roomId, userId: kicked.userId! });
    await t.subgraph.services.roomRoles.grant(em(), owner, { roomId, userId: banned.userId!, role: 'banned' });
    expect(await ofType(kicked.userId!, 'LEFT_ROOM')).toEqual([{ userId: kicked.userId, type: 'LEFT_ROOM', roomId, detail: { reason: 'kicked' } }]);
    expect(await ofType(banned.userId!, 'LEFT_ROOM')).toEqual([{ userId: banned.userId, type: 'LEFT_ROOM', roomId, detail: { reason: 'banned' } }]);
    const moderated = (await actionsOf(kicked.userId!)).filter((a) => a.input.type === 'WAS_MODERATED');
    expect(moderated).toEqual([
      { eventId: kick.id, input: { userId: kicked.userId, type: 'WAS_MODERATED', roomId, occurredAt: kick.createdAt.toISOString(), detail: { actionType: 'kickUser', actorId: owner.userId } } },
    ]);
    expect(await ofType(banned.userId!, 'WAS_MODERATED')).toEqual([{ userId: banned.userId, type: 'WAS_MODERATED', roomId, detail: { actionType: 'banUser', actorId: owner.userId } }]);
    // A role removal is a moderation too; a refused one (the role is not held) records nothing.
    await t.subgraph.services.roomRoles.remove(em(), owner, { roomId, userId: banned.userId!, role: 'banned' });
    await expect(t.subgraph.services.roomRoles.remove(em(), owner, { roomId, userId: banned.userId!, role: 'banned' })).rejects.toThrow();
    expect((await ofType(banned.userId!, 'WAS_MODERATED')).map((a) => a.detail)).toEqual([
      { actionType: 'banUser', actorId: owner.userId },
      { actionType: 'removeRole', actorId: owner.userId },
    ]);
  });

  it('a presence that lapses (no heartbeat) ends with LEFT_ROOM "lapsed", as of when it was last seen; a guest’s with nothing', async () => {
    const roomId = await newRoom('Lapses');
    const [ada, guest] = [asUser(), { userId: randomUUID(), tokenType: 'guest', roles: [] } satisfies Identity];
    await presence().join(em(), ada, roomId);
    await presence().join(em(), guest, roomId);
    const seen = await em().findOneOrFail(RoomPresenceSchema, { roomId, userId: ada.userId! });
    // The sweep as it runs once the TTL has passed.
    await presence().sweep(em(), new Date(Date.now() + (presence().ttlSeconds + 60) * 1000));
    expect(await em().count(RoomPresenceSchema, { roomId })).toBe(0);
    const left = (await actionsOf(ada.userId!)).filter((a) => a.input.type === 'LEFT_ROOM');
    expect(left.map((a) => a.input)).toEqual([{ userId: ada.userId, type: 'LEFT_ROOM', roomId, occurredAt: seen.lastSeenAt.toISOString(), detail: { reason: 'lapsed' } }]);
    expect(await actionsOf(guest.userId)).toEqual([]);
  });

  it('PLAYED_SONG once per play (keyed by it), for its DJ; LEFT_DJ_SEAT says how: removed by staff, stepped down, left the room', async () => {
    const { seats, seat, nowPlaying } = withStubLibrary();
    const roomId = await newRoom('Seats left', 2);
    const [first, second, third] = [asUser(), asUser(), asUser()];
    const song = randomUUID();
    await seat(first, roomId, [song]);
    const play = (await nowPlaying(roomId))!;
    expect(play.djUuid).toBe(first.userId);
    const played = (await actionsOf(first.userId!)).filter((a) => a.input.type === 'PLAYED_SONG');
    expect(played).toEqual([{ eventId: play.playId, input: { userId: first.userId, type: 'PLAYED_SONG', roomId, occurredAt: play.startedAt, detail: { songId: song, playId: play.playId } } }]);

    await seat(second, roomId);
    await seats.remove(em(), owner, roomId, second.userId!); // not playing: the seat goes now
    await expect(seats.leave(em(), second, roomId, false)).rejects.toThrow(); // no seat any more: nothing recorded
    expect(await ofType(second.userId!, 'LEFT_DJ_SEAT')).toEqual([{ userId: second.userId, type: 'LEFT_DJ_SEAT', roomId, detail: { how: 'removed', seatId: expect.any(String) } }]);

    await seats.leave(em(), first, roomId, false); // their song stops, the seat goes with it
    expect(await ofType(first.userId!, 'LEFT_DJ_SEAT')).toEqual([{ userId: first.userId, type: 'LEFT_DJ_SEAT', roomId, detail: { how: 'stepped_down', seatId: expect.any(String) } }]);
    expect(await nowPlaying(roomId)).toBeNull();

    await seat(third, roomId);
    expect((await nowPlaying(roomId))?.djUuid).toBe(third.userId);
    expect(await presence().leave(em(), third, roomId)).toBe(true); // leaving the room while playing
    expect(await ofType(third.userId!, 'LEFT_DJ_SEAT')).toEqual([{ userId: third.userId, type: 'LEFT_DJ_SEAT', roomId, detail: { how: 'left_room', seatId: expect.any(String) } }]);
    expect((await ofType(third.userId!, 'PLAYED_SONG')).length).toBe(1);
  });

  it('VOTED for a vote and for a changed vote, never for the same vote again; refused votes (nothing playing, the DJ) record nothing', async () => {
    const { votes, seat, nowPlaying } = withStubLibrary();
    const roomId = await newRoom('Votes');
    const [dj, fan] = [asUser(), asUser()];
    await presence().join(em(), fan, roomId);
    await expect(votes.vote(em(), fan, roomId, 'up')).rejects.toThrow(); // nothing playing
    await seat(dj, roomId, [randomUUID(), randomUUID()]);
    const { playId } = (await nowPlaying(roomId))!;
    await expect(votes.vote(em(), dj, roomId, 'up')).rejects.toThrow(); // the DJ on their own play
    await votes.vote(em(), fan, roomId, 'up');
    await votes.vote(em(), fan, roomId, 'up'); // the same again
    await votes.like(em(), fan, roomId); // a like is not a vote
    await votes.vote(em(), fan, roomId, 'down'); // changed
    expect(await ofType(fan.userId!, 'VOTED')).toEqual([
      { userId: fan.userId, type: 'VOTED', roomId, detail: { vote: 'up', playId } },
      { userId: fan.userId, type: 'VOTED', roomId, detail: { vote: 'down', playId } },
    ]);
    expect(await ofType(dj.userId!, 'VOTED')).toEqual([]);
  });

  it('CHATTED for a message sent, keyed by it, with its id and never its text; a refused message records nothing', async () => {
    const roomId = await newRoom('Chat');
    const [ada, muted] = [asUser(), asUser()];
    const chat = t.subgraph.services.chat;
    const message = await chat.send(em(), ada, { roomId, message: 'a secret only the room reads' });
    const chatted = (await actionsOf(ada.userId!)).filter((a) => a.input.type === 'CHATTED');
    expect(chatted).toEqual([{ eventId: message.id, input: { userId: ada.userId, type: 'CHATTED', roomId, occurredAt: message.createdAt.toISOString(), detail: { messageId: message.id } } }]);
    expect(JSON.stringify(chatted)).not.toContain('secret');
    await t.subgraph.services.roomRoles.grant(em(), owner, { roomId, userId: muted.userId!, role: 'chatDisabled' });
    await expect(chat.send(em(), muted, { roomId, message: 'hello' })).rejects.toThrow();
    await expect(chat.send(em(), ada, { roomId, message: '   ' })).rejects.toThrow(); // empty
    expect(await ofType(muted.userId!, 'CHATTED')).toEqual([]);
    expect(await ofType(ada.userId!, 'CHATTED')).toHaveLength(1);
  });
});
