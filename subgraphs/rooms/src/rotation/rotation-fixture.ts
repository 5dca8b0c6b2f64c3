import { expect } from 'vitest';
import { execute, type Identity, type Peers, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL, type GraphQLHttpResult } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import type { RoomsServices } from '../context.ts';
import type { RoomStateDocument } from '../live-state/room-state.ts';
import { RotationService } from './rotation.service.ts';

// What the rotation tests (and the DJ-seat and vote tests) share. `startRotationProduct`: the whole product behind the
// gateway, two DJs and a fan signed up, and the few moves every rotation test makes (a room, queues, joining, a song's
// end). `stubLibrary` and `rotationWithStubLibrary`: the rooms subgraph alone with a library stand-in. Tests only.

export type RotationUser = 'dj1' | 'dj2' | 'fan';
export interface SignedIn {
  id: string;
  token: string;
}

export interface RotationProduct {
  product: TestProduct;
  rooms: RunningSubgraph<RoomsServices>;
  users: Record<RotationUser, SignedIn>;
  /** A GraphQL call through the gateway with this user's token. */
  gql<T = Record<string, any>>(token: string, query: string, variables?: Record<string, unknown>): Promise<GraphQLHttpResult<T>>;
  /** The same, expected to succeed: its data. */
  ok<T = Record<string, any>>(token: string, query: string, variables?: Record<string, unknown>): Promise<T>;
  /** The room's state document, as a listener reads it. */
  state(roomId: string): Promise<RoomStateDocument>;
  /** The song ids of a user's queue, in order. */
  queue(who: RotationUser): Promise<string[]>;
  /** A room with this many DJ seats, owned by `owner`. */
  createRoom(owner: RotationUser, slug: string, numberOfDjs: number): Promise<string>;
  /** Songs at the end of a user's queue. */
  queueSongs(who: RotationUser, songIds: readonly string[]): Promise<void>;
  join(who: RotationUser, roomId: string): Promise<void>;
  takeSeat(who: RotationUser, roomId: string): Promise<void>;
  /** The song playing ends now (as if its time had come), then the room clock's sweep runs: what any instance does. */
  songEnds(roomId: string): Promise<void>;
  /** Runs the durable jobs due (play records, likes) until none is left. */
  runJobs(): Promise<void>;
}

/** Signs a new user up through the gateway: their id and access token. */
export async function signUp(product: TestProduct, email: string): Promise<SignedIn> {
  const result = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
    product.gatewayUrl,
    'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
    { e: email },
  );
  expect(result.errors).toBeUndefined();
  return { id: result.data!.signUp.user.id, token: result.data!.signUp.accessToken };
}

/**
 * Starts the product with the room clock's sweep and the job runner slowed down (tests drive them: no timing in the
 * assertions), and signs up dj1, dj2 and fan as `<emailPrefix>dj1@example.com` and so on.
 */
export async function startRotationProduct(emailPrefix: string, env: Record<string, string> = {}): Promise<RotationProduct> {
  const product = await startProduct({ restBridge: false, env: { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '600000', ...env } });
  const rooms = product.subgraphs.get('rooms') as RunningSubgraph<RoomsServices>;
  const gql = <T = Record<string, any>>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    postGraphQL<T>(product.gatewayUrl, query, variables, token);
  const ok = async <T = Record<string, any>>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const result = await gql<T>(token, query, variables);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const users = {} as Record<RotationUser, SignedIn>;
  for (const name of ['dj1', 'dj2', 'fan'] as const) users[name] = await signUp(product, `${emailPrefix}${name}@example.com`);
  return {
    product,
    rooms,
    users,
    gql,
    ok,
    state: async (roomId) =>
      (await ok<{ roomState: { document: RoomStateDocument } }>(users.fan.token, 'query($r: ID!) { roomState(roomId: $r) { document } }', { r: roomId }))
        .roomState.document,
    queue: async (who) =>
      (await ok<{ specialCrate: { songs: { songId: string }[] } }>(users[who].token, '{ specialCrate(kind: QUEUE) { songs { songId } } }')).specialCrate.songs.map(
        (s) => s.songId,
      ),
    createRoom: async (owner, slug, numberOfDjs) =>
      (
        await ok<{ createRoom: { id: string } }>(users[owner].token, 'mutation($s: String!, $n: Int) { createRoom(input: { slug: $s, name: $s, numberOfDjs: $n }) { id } }', {
          s: slug,
          n: numberOfDjs,
        })
      ).createRoom.id,
    queueSongs: async (who, songIds) => {
      await ok(users[who].token, 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: songIds });
    },
    join: async (who, roomId) => {
      await ok(users[who].token, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });
    },
    takeSeat: async (who, roomId) => {
      await ok(users[who].token, 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    },
    songEnds: async (roomId) => {
      await execute(rooms.db.em.fork(), `update rooms.room_turntable set advance_at = now() - interval '1 second' where room_id = ?`, [roomId]);
      await rooms.services.clock.sweepOnce();
    },
    runJobs: async () => {
      while (await rooms.services.jobs.runOnce(rooms.db)) {
        // until none is due
      }
    },
  };
}

/**
 * A library stand-in for the rooms subgraph alone (service tests without the whole product): each user's queue of
 * song ids, answered as library answers `nextQueueSong` (the head) and `takeNextQueueSong(playId)` (the head, which
 * moves to the end; the same song again for the same play id, as library's idempotent answer). Songs last 180 s.
 */
export function stubLibrary(): Peers & { queues: Map<string, string[]> } {
  const queues = new Map<string, string[]>();
  const taken = new Map<string, string>();
  const song = (id: string) => ({ id, duration: 180, playable: true, trackName: `Track ${id.slice(0, 4)}`, artistName: 'Artist' });
  return {
    queues,
    async call<T>(subgraph: string, query: string, variables?: Record<string, unknown>, actAs?: Identity): Promise<T> {
      const queue = queues.get(actAs?.userId ?? '') ?? [];
      if (subgraph === 'library' && query.includes('takeNextQueueSong')) {
        const playId = String(variables?.playId);
        if (!taken.has(playId) && queue.length) {
          const [head] = queue.splice(0, 1);
          queue.push(head!);
          taken.set(playId, head!);
        }
        const id = taken.get(playId);
        return { takeNextQueueSong: id ? song(id) : null } as T;
      }
      if (subgraph === 'library' && query.includes('nextQueueSong')) return { nextQueueSong: queue[0] ? { id: queue[0] } : null } as T;
      throw new Error(`the library stub does not answer ${subgraph}: ${query}`);
    },
  };
}

/** The rooms subgraph's rotation, reaching the library stub instead of a library (its other collaborators are the subgraph's own). */
export function rotationWithStubLibrary(services: RoomsServices, library: Peers): RotationService {
  const { live, effects, roomAuthority: authority, userActions } = services;
  const rotation = new RotationService({ live, peers: library, effects, authority, userActions });
  // The room's DJ rule as the subgraph wires it (module.ts).
  rotation.mayKeepSeat = services.rotation.mayKeepSeat;
  return rotation;
}
