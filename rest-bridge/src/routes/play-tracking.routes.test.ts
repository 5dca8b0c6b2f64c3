import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute } from '@backspin/platform';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
let listener: string;
let listenerId: string;
let guest: string;
let admin: string;
/** A play in a room of this file's own (the product is shared), started 12 s ago as rooms knows it. */
let play: { roomId: string; slug: string; playId: string; djId: string; songId: string };

const path = () => `${product.restBridgeUrl}/api/audit-service/kinesis`;
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();
const gql = async (query: string, variables: Record<string, unknown>, token: string) => {
  const result = await postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
};

/** The spec's record field names (spec 3, §3). */
const record = (change: Record<string, unknown> = {}) => ({
  kind: 'PLAYED_15_SECONDS',
  playId: play.playId,
  roomSlug: play.slug,
  roomOwnerUuid: play.djId,
  djUuid: play.djId,
  songInfo: { id: play.songId, trackName: 'Demo' },
  startedDate: secondsAgo(15),
  updatedDate: secondsAgo(1),
  volumeStart: 0.7,
  volumeEnd: 0.7,
  deviceData: { platform: 'web' },
  userProvider: null,
  subscriptionLevel: null,
  ...change,
});

beforeAll(async () => {
  product = await startProduct();
  const login = async (email: string, password: string) =>
    (await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email, password } })).json as {
      accessToken: string;
      user: { id: string };
    };
  const session = await login('listener@backspin.local', 'backspin-listener');
  listener = session.accessToken;
  listenerId = session.user.id;
  admin = (await login('admin@backspin.local', 'backspin-admin')).accessToken;
  guest = (await callRest(`${product.restBridgeUrl}/api/user-service/auth/guest`, 'GET')).json.accessToken;

  // A DJ of this file's own plays a demo song in a room of its own; the listener and the guest are in the room.
  const slug = `kinesis-${randomUUID().slice(0, 8)}`;
  const signUp = await gql('mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }', { e: `${slug}@example.com` }, '');
  const dj = signUp.signUp.accessToken as string;
  const songId = '00000000-0000-4000-8000-000000000101';
  const roomId = (await gql('mutation($s: String!) { createRoom(input: { slug: $s, name: $s }) { id } }', { s: slug }, dj)).createRoom.id as string;
  await gql('mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [songId] }, dj);
  for (const token of [dj, listener, guest]) await gql('mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId }, token);
  const seated = await gql('mutation($r: ID!) { takeDjSeat(roomId: $r) { document } }', { r: roomId }, dj);
  const playId = seated.takeDjSeat.document.nowPlaying.playId as string;
  // 12 s into the play as rooms knows it, without waiting: its start moved back (the 15-second window is open).
  await execute(product.subgraphs.get('rooms')!.db.em.fork(), `update rooms.room_play set started_at = started_at - interval '12 seconds' where id = ?`, [playId]);
  play = { roomId, slug, playId, djId: signUp.signUp.user.id as string, songId };
});
afterAll(() => product?.stop());

describe('POST /api/audit-service/kinesis', () => {
  it('records the spec’s playback record as the caller, and answers 201 with it', async () => {
    const body = record({ kind: 'TOTAL_PLAYED', secondsPlayed: 14, userProvider: 'youtube', subscriptionLevel: 'free' });
    const { status, json } = await callRest(path(), 'POST', { token: listener, body });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      kind: 'TOTAL_PLAYED',
      playId: body.playId,
      listenerId,
      listenerType: 'user',
      roomSlug: play.slug,
      roomOwnerId: play.djId,
      djId: play.djId,
      songId: play.songId,
      startedAt: body.startedDate,
      updatedAt: body.updatedDate,
      volumeStart: 0.7,
      secondsPlayed: 14,
      deviceData: { platform: 'web' },
      userProvider: 'youtube',
      subscriptionLevel: 'free',
    });
  });

  it('takes the GraphQL input’s names too, records guests, and answers a repeated send with the stored record', async () => {
    const body = {
      kind: 'PLAYED_15_SECONDS',
      playId: play.playId,
      roomSlug: play.slug,
      roomOwnerId: play.djId,
      djId: play.djId,
      songId: play.songId,
      startedAt: secondsAgo(15),
      updatedAt: secondsAgo(0),
      volumeStart: 1,
      volumeEnd: 0.5,
    };
    const first = await callRest(path(), 'POST', { token: guest, body });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ listenerType: 'guest', songId: body.songId, volumeEnd: 0.5 });
    const again = await callRest(path(), 'POST', { token: guest, body: { ...body, volumeEnd: 0.2 } });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);

    const stored = await postGraphQL<{ playbackEvents: { data: { id: string }[] } }>(
      product.gatewayUrl,
      'query($playId: String, $guest: String) { playbackEvents(query: { where: { and: [{ field: "playId", op: EQ, value: $playId }, { field: "listenerType", op: EQ, value: $guest }] } }) { data { id } } }',
      { playId: body.playId, guest: 'guest' },
      admin,
    );
    expect(stored.data?.playbackEvents.data).toEqual([{ id: first.json.id }]);
  });

  it('answers the spec’s error bodies: 401 without a token, 400 with the precise message', async () => {
    expect((await callRest(path(), 'POST', { body: record() })).json).toEqual({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
    expect((await callRest(path(), 'POST', { token: listener, body: record({ kind: 'TOTAL_PLAYED' }) })).json).toEqual({
      statusCode: 400,
      message: 'secondsPlayed is required for TOTAL_PLAYED',
      error: 'Bad Request',
    });
    expect((await callRest(path(), 'POST', { token: listener, body: record({ playId: undefined }) })).json).toMatchObject({
      statusCode: 400,
      message: 'playId must be a UUID',
    });
    expect((await callRest(path(), 'POST', { token: listener, body: record({ volumeEnd: 3 }) })).json.message).toBe(
      'volumeStart and volumeEnd must be numbers from 0 to 1',
    );
    const wrongType = await callRest(path(), 'POST', { token: listener, body: record({ volumeStart: 'loud' }) });
    expect(wrongType.status).toBe(400);
  });

  it('answers the play rules with their bodies, storing nothing: 404 unknown play, 403 not in the room, 409 outside the window', async () => {
    const count = async () =>
      (await gql('query($p: String) { playbackEvents(query: { where: { field: "playId", op: EQ, value: $p }, limit: 100 }) { data { id } } }', { p: play.playId }, admin))
        .playbackEvents.data.length as number;
    const before = await count();
    expect((await callRest(path(), 'POST', { token: listener, body: record({ playId: randomUUID() }) })).json).toEqual({
      statusCode: 404,
      message: 'Play not found: the rooms service knows no play with this playId',
      error: 'Not Found',
    });
    // A guest who never joined the room.
    const stranger = (await callRest(`${product.restBridgeUrl}/api/user-service/auth/guest`, 'GET')).json.accessToken as string;
    expect((await callRest(path(), 'POST', { token: stranger, body: record() })).json).toEqual({
      statusCode: 403,
      message: 'The listener was not in the room during this play',
      error: 'Forbidden',
    });
    // 12 s into the play (whatever the client says of its own times): not the 30-second window.
    expect(await callRest(path(), 'POST', { token: listener, body: record({ kind: 'PLAYED_30_SECONDS', startedDate: secondsAgo(30) }) })).toMatchObject({
      status: 409,
      json: { statusCode: 409, message: 'PLAYED_30_SECONDS is accepted only while the play has run 25 to 35 seconds (server clock)' },
    });
    // (The guest, in the room, has sent no total yet: the listener's is stored, and a repeat would answer it.)
    expect(await callRest(path(), 'POST', { token: guest, body: record({ kind: 'TOTAL_PLAYED', secondsPlayed: 600 }) })).toMatchObject({
      status: 400,
      json: { message: 'secondsPlayed must not be more than the play has run, plus 5 seconds (server clock)' },
    });
    expect(await count()).toBe(before);
  });
});
