import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
let listener: string;
let admin: string;

beforeAll(async () => {
  product = await startProduct();
  const login = async (email: string, password: string) =>
    (await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email, password } })).json.accessToken as string;
  listener = await login('listener@backspin.local', 'backspin-listener');
  admin = await login('admin@backspin.local', 'backspin-admin');
});
afterAll(() => product?.stop());

const call = (method: string, path: string, token?: string) => callRest(`${product.restBridgeUrl}/api/room-service${path}`, method, { token });

describe('room live paths', () => {
  it('POST /rooms/{id}/join enters the demo room by slug: the room, roles, the state with its seq, the server time', async () => {
    const { status, json } = await call('POST', '/rooms/lobby/join', listener);
    expect(status).toBe(200);
    expect(json).toMatchObject({ myRoomRoles: [], heartbeatSeconds: 20, room: { slug: 'lobby', name: 'Lobby' }, state: { seq: expect.any(Number) } });
    expect(json.state.document.floorUsers).toContain('00000000-0000-4000-8000-000000000002');
  });

  it('GET /rooms/room-state/{id} answers the same document; an unknown room is 404', async () => {
    const joined = (await call('POST', '/rooms/lobby/join', listener)).json;
    const { status, json } = await call('GET', `/rooms/room-state/${joined.room.id}`, listener);
    expect(status).toBe(200);
    expect(json).toMatchObject({ roomId: joined.room.id, seq: joined.state.seq, document: joined.state.document });
    expect(await call('GET', '/rooms/room-state/00000000-0000-4000-8000-00000000ffff', listener)).toMatchObject({
      status: 404,
      json: { statusCode: 404, message: 'Room not found', error: 'Not Found' },
    });
  });

  it('played time is for staff: 403 for a user, seconds for an admin', async () => {
    // A room of its own: the product is shared with other files, whose DJs play in the demo rooms.
    const created = await callRest(`${product.gatewayUrl}`, 'POST', {
      body: { query: 'mutation { createRoom(input: { slug: "quiet-corner", name: "Quiet corner" }) { id } }' },
      token: admin,
    });
    const roomId = created.json.data.createRoom.id as string;
    expect((await call('GET', `/rooms/room-played-time/${roomId}`, listener)).status).toBe(403);
    expect(await call('GET', `/rooms/room-played-time/${roomId}`, admin)).toMatchObject({ status: 200, json: { roomId, playedSeconds: 0 } });
    const platform = await call('GET', '/info-admin/played-seconds', admin);
    expect(platform.status).toBe(200);
    expect(Number.isInteger(platform.json.playedSeconds) && platform.json.playedSeconds >= 0).toBe(true);
    expect((await call('GET', '/info-admin/played-seconds', listener)).status).toBe(403);
  });

  it('a private room takes its password (403 without it); a renamed room is still reached by its old slug', async () => {
    const gql = (query: string, variables: Record<string, unknown>, token: string) =>
      callRest(`${product.gatewayUrl}`, 'POST', { body: { query, variables }, token });
    const created = await gql(
      'mutation { createRoom(input: { slug: "hideout", name: "Hideout", type: PRIVATE, password: "open sesame" }) { id } }',
      {},
      admin,
    );
    const id = created.json.data.createRoom.id as string;
    expect(await callRest(`${product.restBridgeUrl}/api/room-service/rooms/hideout/join`, 'POST', { token: listener, body: {} })).toMatchObject({
      status: 403,
      json: { message: 'Incorrect or missing room password' },
    });
    const joined = await callRest(`${product.restBridgeUrl}/api/room-service/rooms/hideout/join`, 'POST', { token: listener, body: { password: 'open sesame' } });
    expect(joined).toMatchObject({ status: 200, json: { room: { id } } });
    await gql('mutation($id: ID!) { updateRoom(id: $id, input: { slug: "new-hideout" }) { slug } }', { id }, admin);
    const again = await callRest(`${product.restBridgeUrl}/api/room-service/rooms/hideout/join`, 'POST', { token: listener, body: { password: 'open sesame' } });
    expect(again).toMatchObject({ status: 200, json: { room: { id, slug: 'new-hideout' } } });
  });

  it('every room mutation takes a slug as well as an id (the README’s live-room example)', async () => {
    const dj = (await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email: 'dj@backspin.local', password: 'backspin-dj' } })).json.accessToken as string;
    const gql = async (query: string) => (await callRest(product.gatewayUrl, 'POST', { body: { query }, token: dj })).json;
    expect((await gql('mutation { addCrateSongs(crate: { special: QUEUE }, songIds: ["00000000-0000-4000-8000-000000000101"]) { crate { id } } }')).errors).toBeUndefined();
    expect((await gql('mutation { joinRoom(roomId: "lobby") { connectionId } }')).errors).toBeUndefined();
    const seated = await gql('mutation { takeDjSeat(roomId: "lobby") { document } }');
    expect(seated.data.takeDjSeat.document.nowPlaying).toMatchObject({ songId: '00000000-0000-4000-8000-000000000101', djUuid: '00000000-0000-4000-8000-000000000001' });
    expect((await gql('query { roomState(roomId: "lobby") { seq } }')).errors).toBeUndefined();
    expect((await gql('mutation { skipSong(roomId: "no-such-room") { seq } }')).errors[0]).toMatchObject({ message: 'Room not found' });
    expect((await gql('mutation { leaveDjSeat(roomId: "lobby") { seq } }')).errors).toBeUndefined();
  });

  it('joining needs a token', async () => {
    expect((await call('POST', '/rooms/lobby/join')).status).toBe(401);
  });
});
