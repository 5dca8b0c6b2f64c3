import { randomUUID } from 'node:crypto';
import jsonPatch from 'fast-json-patch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, topics, type Identity, type LiveEvent } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomEventSchema, type RoomEvent } from './room-live.entity.ts';
import type { RoomStateDocument } from './room-state.ts';

// The live room state on the rooms subgraph alone: what a client joins with (document and seq), what it is sent after
// each change (a numbered JSON Patch, published after the commit), and notices. A client relies on the numbering:
// applying every patch in seq order to the document it joined with gives the room's state now.

const owner: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const live = () => t.subgraph.services.live;

async function createRoom(slug: string): Promise<string> {
  return (await t.subgraph.services.rooms.create(em(), owner, { slug, name: slug })).id;
}

/** Events published on the room's topic while `work` runs. */
async function publishedDuring(roomId: string, work: () => Promise<unknown>): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const unsubscribe = await t.pubsub.subscribe(topics.room(roomId), (event) => events.push(event));
  try {
    await work();
  } finally {
    await unsubscribe();
  }
  return events;
}

const eventsOf = (roomId: string): Promise<RoomEvent[]> => em().find(RoomEventSchema, { roomId }, { orderBy: { seq: 'asc' } });

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph, { env: { ROOM_SWEEP_INTERVAL_MS: '60000' } });
});
afterAll(() => t?.stop());

describe('the document a client joins with', () => {
  it('is the room’s state and its seq; an unknown or malformed room is 404 and starts nothing', async () => {
    const roomId = await createRoom('live-join');
    const { seq, document } = await live().snapshot(em(), roomId);
    expect(seq).toBeGreaterThanOrEqual(1);
    expect(document.settings).toMatchObject({ slug: 'live-join', name: 'live-join', roomRoles: { [owner.userId!]: ['owner'] } });
    expect(document.djs).toEqual([]);
    expect(document.nowPlaying).toBeNull();
    for (const id of [randomUUID(), 'not-a-room']) {
      await expect(live().snapshot(em(), id)).rejects.toMatchObject({ reason: 'ROOM_NOT_FOUND' });
    }
    expect(await execute(em(), 'select room_id from rooms.room_live_state where room_id::text = ?', ['not-a-room'])).toEqual([]);
  });
});

describe('after a change', () => {
  it('publishes one numbered patch, after the commit, that turns the previous document into the new one', async () => {
    const roomId = await createRoom('live-patch');
    const before = await live().snapshot(em(), roomId);
    await t.subgraph.services.rooms.update(em(), owner, roomId, { name: 'Renamed' });
    const after = await live().snapshot(em(), roomId);
    expect(after.seq).toBe(before.seq + 1);
    expect(after.document.settings.name).toBe('Renamed');
    const event = (await eventsOf(roomId)).at(-1)!;
    expect(event).toMatchObject({ seq: after.seq, kind: 'PATCH' });
    const applied = jsonPatch.applyPatch(structuredClone(before.document), event.patch as jsonPatch.Operation[]).newDocument as RoomStateDocument;
    expect(applied).toEqual(after.document);
  });

  it('publishes nothing, and numbers nothing, when the document did not change', async () => {
    const roomId = await createRoom('live-same');
    const before = await live().snapshot(em(), roomId);
    const published = await publishedDuring(roomId, () => live().stateChanged(em(), roomId));
    expect(published).toEqual([]);
    expect((await live().snapshot(em(), roomId)).seq).toBe(before.seq);
  });

  it('numbers concurrent changes one after the other, without gaps or repeats, each patch on the one before', async () => {
    const roomId = await createRoom('live-race');
    const start = await live().snapshot(em(), roomId);
    const published = await publishedDuring(roomId, () =>
      Promise.all(
        Array.from({ length: 6 }, (_, i) => t.subgraph.services.rooms.update(em(), owner, roomId, { name: `Name ${i}` })),
      ),
    );
    const events = (await eventsOf(roomId)).filter((e) => e.seq > start.seq);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => start.seq + 1 + i));
    expect(published.map((e) => e.sequence)).toEqual(events.map((e) => e.seq));
    let document = structuredClone(start.document);
    for (const event of events) document = jsonPatch.applyPatch(document, event.patch as jsonPatch.Operation[]).newDocument;
    expect(document).toEqual((await live().snapshot(em(), roomId)).document);
  });
});

describe('notices', () => {
  it('are numbered with the patches, name the user they are about, and are published on the room’s topic', async () => {
    const roomId = await createRoom('live-notice');
    const { seq } = await live().snapshot(em(), roomId);
    const kicked = randomUUID();
    const published = await publishedDuring(roomId, () =>
      live().notify(em(), roomId, { kind: 'KICKED', userId: kicked, data: { reason: 'spam', expirationTime: null } }),
    );
    const [event] = (await eventsOf(roomId)).filter((e) => e.seq > seq);
    expect(event).toMatchObject({ seq: seq + 1, kind: 'KICKED', userId: kicked, data: { reason: 'spam', expirationTime: null }, patch: null });
    expect(published).toEqual([expect.objectContaining({ topic: topics.room(roomId), id: event!.id, sequence: seq + 1 })]);
    expect((await live().eventsByIds(em(), [event!.id, randomUUID(), 'nope'])).get(event!.id)).toMatchObject({ kind: 'KICKED' });
  });

  it('go nowhere for a room that does not exist', async () => {
    const roomId = randomUUID();
    const published = await publishedDuring(roomId, () => live().notify(em(), roomId, { kind: 'KICKED', userId: randomUUID() }));
    expect(published).toEqual([]);
    expect(await eventsOf(roomId)).toEqual([]);
  });
});

describe('pruning', () => {
  it('drops the events older than the cut-off only (a client that far behind refetches the document)', async () => {
    const roomId = await createRoom('live-prune');
    await t.subgraph.services.rooms.update(em(), owner, roomId, { name: 'Once' });
    const events = await eventsOf(roomId);
    const newest = events.at(-1)!;
    await em().nativeUpdate(RoomEventSchema, { roomId, seq: { $lt: newest.seq } }, { createdAt: new Date(newest.createdAt.getTime() - 3_600_000) });
    await live().pruneEvents(em(), new Date(newest.createdAt.getTime() - 60_000));
    expect((await eventsOf(roomId)).map((e) => e.seq)).toEqual([newest.seq]);
  });
});
