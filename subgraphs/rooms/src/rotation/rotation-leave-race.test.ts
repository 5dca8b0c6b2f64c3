import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, InProcessPeerRegistry, type Identity, type Peers } from '@backspin/platform';
import { demoSongs } from '@backspin/library';
import { startRotationProduct, type RotationProduct } from './rotation-fixture.ts';
import { RotationService } from './rotation.service.ts';

// A DJ leaves their seat while the room waits for the library to pick their next song (step 2 of an advance holds
// no lock). The interleaving is driven at the seam the rotation already has, its calls to the library: the real
// library answers, but the DJ leaves (through the real seat service) just before it does. No timing involved.

let f: RotationProduct;
let roomId: string;
const [songA, songB, songC] = demoSongs;

const state = () => f.state(roomId);
const plays = () =>
  execute<{ dj_id: string; song_id: string }>(f.rooms.db.em.fork(), 'select dj_id, song_id from rooms.room_play where room_id = ? order by started_at', [roomId]);

beforeAll(async () => {
  f = await startRotationProduct('leave-race-');
  roomId = await f.createRoom('dj1', 'leave-race', 2);
  await f.queueSongs('dj1', [songA!.id, songB!.id]);
  await f.queueSongs('dj2', [songC!.id]);
  for (const who of ['dj1', 'dj2', 'fan'] as const) await f.join(who, roomId);
});
afterAll(() => f?.product.stop());

describe('a DJ leaving while the room waits for the library to pick their song', () => {
  it('gets no play without a seat: the next seat plays instead', async () => {
    await f.takeSeat('dj1', roomId);
    await f.takeSeat('dj2', roomId);
    expect((await state()).nowPlaying).toMatchObject({ songId: songA!.id, djUuid: f.users.dj1.id });

    // The real library, reached as the rooms subgraph reaches it; dj2 leaves the seat just before it answers for dj2.
    const registry = new InProcessPeerRegistry();
    const library = f.product.subgraphs.get('library')!;
    registry.register('library', (request, headers) => library.execute(request, headers));
    const real = registry.peersFor('rooms', f.rooms.config.gatewaySecret);
    const asked: string[] = [];
    const leavingDj: Peers = {
      async call<T>(subgraph: Parameters<Peers['call']>[0], query: string, variables?: Record<string, unknown>, actAs?: Identity): Promise<T> {
        if (query.includes('takeNextQueueSong') && actAs?.userId) {
          asked.push(actAs.userId);
          if (actAs.userId === f.users.dj2.id) await f.rooms.services.djSeats.leave(f.rooms.db.em.fork(), actAs, roomId, false);
        }
        return real.call<T>(subgraph, query, variables, actAs);
      },
    };
    const { live, effects, roomAuthority } = f.rooms.services;
    const rotation = new RotationService({ live, peers: leavingDj, effects, authority: roomAuthority });

    // dj1's song ends (a skip): dj2's turn, but dj2 leaves while the library answers.
    await rotation.advance(f.rooms.db.em.fork(), roomId, { force: true, reason: 'SKIPPED' });

    const doc = await state();
    expect(doc.djs).toEqual([f.users.dj1.id]);
    expect(doc.nowPlaying).toMatchObject({ songId: songB!.id, djUuid: f.users.dj1.id });
    expect(asked).toEqual([f.users.dj2.id, f.users.dj1.id]);
    expect((await plays()).map((p) => p.dj_id)).toEqual([f.users.dj1.id, f.users.dj1.id]);
  });
});
