import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, InProcessPeerRegistry, type Identity, type Peers, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { demoSongs } from '@backspin/library';
import type { RoomsServices } from '../context.ts';
import type { RoomStateDocument } from '../live-state/room-state.ts';
import { RotationService } from './rotation.service.ts';

// A DJ leaves their seat while the room waits for the library to pick their next song (step 2 of an advance holds
// no lock). The interleaving is driven at the seam the rotation already has, its calls to the library: the real
// library answers, but the DJ leaves (through the real seat service) just before it does. No timing involved.

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
const plays = () =>
  execute<{ dj_id: string; song_id: string }>(rooms.db.em.fork(), 'select dj_id, song_id from rooms.room_play where room_id = ? order by started_at', [roomId]);

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '600000' } });
  rooms = product.subgraphs.get('rooms') as RunningSubgraph<RoomsServices>;
  for (const name of ['dj1', 'dj2', 'fan'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `leave-race-${name}@example.com` },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
  roomId = (await ok('dj1', 'mutation { createRoom(input: { slug: "leave-race", name: "Leave race", numberOfDjs: 2 }) { id } }')).createRoom.id;
  await ok('dj1', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [songA!.id, songB!.id] });
  await ok('dj2', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [songC!.id] });
  for (const who of ['dj1', 'dj2', 'fan'] as const) await ok(who, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });
});
afterAll(() => product?.stop());

describe('a DJ leaving while the room waits for the library to pick their song', () => {
  it('gets no play without a seat: the next seat plays instead', async () => {
    await ok('dj1', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    await ok('dj2', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    expect((await state()).nowPlaying).toMatchObject({ songId: songA!.id, djUuid: users.dj1.id });

    // The real library, reached as the rooms subgraph reaches it; dj2 leaves the seat just before it answers for dj2.
    const registry = new InProcessPeerRegistry();
    const library = product.subgraphs.get('library')!;
    registry.register('library', (request, headers) => library.execute(request, headers));
    const real = registry.peersFor('rooms', rooms.config.gatewaySecret);
    const asked: string[] = [];
    const leavingDj: Peers = {
      async call<T>(subgraph: Parameters<Peers['call']>[0], query: string, variables?: Record<string, unknown>, actAs?: Identity): Promise<T> {
        if (query.includes('takeNextQueueSong') && actAs?.userId) {
          asked.push(actAs.userId);
          if (actAs.userId === users.dj2.id) await rooms.services.djSeats.leave(rooms.db.em.fork(), actAs, roomId, false);
        }
        return real.call<T>(subgraph, query, variables, actAs);
      },
    };
    const { live, jobs, roomRoles } = rooms.services;
    const rotation = new RotationService({ live, peers: leavingDj, jobs, roomRoles });

    // dj1's song ends (a skip): dj2's turn, but dj2 leaves while the library answers.
    await rotation.advance(rooms.db.em.fork(), roomId, { force: true, reason: 'SKIPPED' });

    const doc = await state();
    expect(doc.djs).toEqual([users.dj1.id]);
    expect(doc.nowPlaying).toMatchObject({ songId: songB!.id, djUuid: users.dj1.id });
    expect(asked).toEqual([users.dj2.id, users.dj1.id]);
    expect((await plays()).map((p) => p.dj_id)).toEqual([users.dj1.id, users.dj1.id]);
  });
});
