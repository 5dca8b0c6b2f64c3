import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;
let listener: string;
let listenerId: string;
let guest: string;
let admin: string;

const path = () => `${product.restBridgeUrl}/api/audit-service/kinesis`;
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

/** The spec's record field names (spec 3, §3). */
const record = (change: Record<string, unknown> = {}) => ({
  kind: 'PLAYED_15_SECONDS',
  playId: randomUUID(),
  roomSlug: 'lobby',
  roomOwnerUuid: '00000000-0000-4000-8000-000000000001',
  djUuid: '00000000-0000-4000-8000-000000000001',
  songInfo: { id: '00000000-0000-4000-8000-000000000101', trackName: 'Demo' },
  startedDate: secondsAgo(16),
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
});
afterAll(() => product?.stop());

describe('POST /api/audit-service/kinesis', () => {
  it('records the spec’s playback record as the caller, and answers 201 with it', async () => {
    const body = record({ kind: 'TOTAL_PLAYED', secondsPlayed: 42, userProvider: 'youtube', subscriptionLevel: 'free' });
    const { status, json } = await callRest(path(), 'POST', { token: listener, body });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      kind: 'TOTAL_PLAYED',
      playId: body.playId,
      listenerId,
      listenerType: 'user',
      roomSlug: 'lobby',
      roomOwnerId: body.roomOwnerUuid,
      djId: body.djUuid,
      songId: '00000000-0000-4000-8000-000000000101',
      startedAt: body.startedDate,
      updatedAt: body.updatedDate,
      volumeStart: 0.7,
      secondsPlayed: 42,
      deviceData: { platform: 'web' },
      userProvider: 'youtube',
      subscriptionLevel: 'free',
    });
  });

  it('takes the GraphQL input’s names too, records guests, and answers a repeated send with the stored record', async () => {
    const body = {
      kind: 'PLAYED_30_SECONDS',
      playId: randomUUID(),
      roomSlug: 'lobby',
      roomOwnerId: '00000000-0000-4000-8000-000000000001',
      djId: '00000000-0000-4000-8000-000000000001',
      songId: '00000000-0000-4000-8000-000000000102',
      startedAt: secondsAgo(31),
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

    const stored = await postGraphQL<{ playbackEvents: { id: string }[] }>(
      product.gatewayUrl,
      'query($playId: ID) { playbackEvents(playId: $playId) { id } }',
      { playId: body.playId },
      admin,
    );
    expect(stored.data?.playbackEvents).toEqual([{ id: first.json.id }]);
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
});
