import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { execute, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startGateway, type RunningGateway } from '@backspin/gateway';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { demoSongs } from '@backspin/library';
import { readSupergraph } from '@backspin/product';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';

// Two rooms instances and two gateway instances on one database and one pub/sub bus (PostgreSQL and Redis when
// DATABASE_URL and REDIS_URL are set, as in CI; PGlite and in-process otherwise). The DJ acts through gateway A,
// served by rooms instance X; a listener follows the room through gateway B, served by rooms instance P (the
// product's). X stops in the middle of a song: P's sweep ends that song, exactly once.

let product: TestProduct;
let roomsX: RunningSubgraph<RoomsServices>;
let gatewayA: RunningGateway | undefined;
const clients: Client[] = [];
const [songA, songB] = demoSongs.map((s) => s.id);
let dj: { id: string; token: string };
let fan: { id: string; token: string };

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { ROOM_SWEEP_INTERVAL_MS: '100' } });
  roomsX = await product.startSubgraphInstance(roomsSubgraph, { ROOM_SWEEP_INTERVAL_MS: '100' });
  const viaX = new Map(product.subgraphs);
  viaX.set('rooms', roomsX as RunningSubgraph);
  gatewayA = await startGateway({
    config: product.gateway.config,
    supergraphSdl: readSupergraph(),
    connections: { mode: 'embedded', subgraphs: viaX },
    pubsub: product.connectPubSub(),
    port: 0,
    host: '127.0.0.1',
  });
  const signUp = async (email: string) => {
    const result = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: email },
    );
    return { id: result.data!.signUp.user.id, token: result.data!.signUp.accessToken };
  };
  dj = await signUp('instances-dj@example.com');
  fan = await signUp('instances-fan@example.com');
  // Two short songs, so the test sees a song end.
  await execute(product.subgraphs.get('library')!.db.em.fork(), 'update library.song set duration = 2 where id in (?, ?)', [songA, songB]);
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await gatewayA?.stop();
  await product?.stop();
});

async function ok(url: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await postGraphQL<Record<string, any>>(url, query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

describe('two rooms instances behind two gateways', () => {
  it('a listener on gateway B follows, in sequence, what the DJ did through gateway A; a stopped instance’s song ends once', async () => {
    const created = await ok(gatewayA!.url, dj.token, 'mutation { createRoom(input: { slug: "two-instances", name: "Two instances" }) { id } }');
    const roomId = created.createRoom.id as string;
    await ok(gatewayA!.url, dj.token, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [songA, songB] });

    const client = createClient({ url: product.gatewayWsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: { authorization: `Bearer ${fan.token}` } });
    clients.push(client);
    const events = client.iterate<{ roomEvents: { seq: number; kind: string; patch: { op: string; path: string; value?: any }[] | null } }>({
      query: 'subscription($r: ID!) { roomEvents(roomId: $r) { seq kind patch } }',
      variables: { r: roomId },
    });
    const firstEvent = events.next();
    await product.gateway.hub.until((hub) => hub.subscribers === 1);

    await ok(gatewayA!.url, dj.token, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });
    await ok(gatewayA!.url, dj.token, 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    // X started song A (its timer would end it); X goes away now, mid-song.
    await roomsX.stop();
    await gatewayA!.stop();
    gatewayA = undefined;

    // Follow the events on gateway B until song B plays: each seq is the previous plus one.
    const seqs: number[] = [];
    const songsPlayed: string[] = [];
    let next = await firstEvent;
    while (!next.done) {
      const event = next.value.data!.roomEvents;
      seqs.push(event.seq);
      for (const op of event.patch ?? []) {
        if (op.path === '/nowPlaying' && op.value?.songId) songsPlayed.push(op.value.songId);
        if (op.path === '/nowPlaying/songId') songsPlayed.push(op.value);
      }
      if (songsPlayed.includes(songB!)) break;
      next = await events.next();
    }
    await events.return?.();
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    expect(songsPlayed).toEqual([songA, songB]);

    const plays = await execute<{ song_id: string; end_reason: string | null }>(
      product.subgraphs.get('rooms')!.db.em.fork(),
      'select song_id, end_reason from rooms.room_play where room_id = ? order by started_at',
      [roomId],
    );
    expect(plays.slice(0, 2)).toEqual([
      { song_id: songA, end_reason: 'ENDED' },
      expect.objectContaining({ song_id: songB }),
    ]);
  }, 30_000);
});
