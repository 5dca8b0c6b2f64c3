import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;
let token: string;
let lobbyId: string;

/** A 1×1 PNG. */
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

beforeAll(async () => {
  product = await startProduct();
  const login = await postGraphQL<{ login: { accessToken: string } }>(
    product.gatewayUrl,
    'mutation { login(input: { email: "listener@backspin.local", password: "backspin-listener" }) { accessToken } }',
  );
  token = login.data!.login.accessToken;
  lobbyId = (await postGraphQL<{ roomBySlug: { id: string } }>(product.gatewayUrl, '{ roomBySlug(slug: "lobby") { id } }')).data!.roomBySlug.id;
});
afterAll(() => product?.stop());

const send = (images: string[]) =>
  postGraphQL<{ sendChatMessage: { id: string; imageUrls: string[] } }>(
    product.gatewayUrl,
    'mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id imageUrls } }',
    { input: { roomId: lobbyId, images, media: ['https://media.example.com/clip.mp4'] } },
    token,
  );

describe('GET /api/room-service/chat/messages/{id}/images/{index}', () => {
  it('serves a chat image with the type read from its bytes, and 404 once the message is deleted', async () => {
    const sent = await send([`data:text/plain;base64,${png}`]);
    expect(sent.errors).toBeUndefined();
    const [url] = sent.data!.sendChatMessage.imageUrls;
    const response = await fetch(`${product.restBridgeUrl}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(png, 'base64'))).toBe(true);

    const deleted = await postGraphQL(
      product.gatewayUrl,
      'mutation($id: ID!) { deleteChatMessage(id: $id) { deleted } }',
      { id: sent.data!.sendChatMessage.id },
      token,
    );
    expect(deleted.errors).toBeUndefined();
    expect((await callRest(`${product.restBridgeUrl}${url}`, 'GET')).json).toEqual({
      statusCode: 404,
      message: 'Chat image not found',
      error: 'Not Found',
    });
  });

  it('answers 404 for an index or message that has none, and 400 for an index that is no number', async () => {
    const sent = await send([png]);
    const id = sent.data!.sendChatMessage.id;
    const base = `${product.restBridgeUrl}/api/room-service/chat/messages`;
    expect((await callRest(`${base}/${id}/images/1`, 'GET')).status).toBe(404);
    expect((await callRest(`${base}/00000000-0000-4000-8000-00000000ffff/images/0`, 'GET')).status).toBe(404);
    expect((await callRest(`${base}/${id}/images/first`, 'GET')).json).toEqual({
      statusCode: 400,
      message: 'index must be a whole number',
      error: 'Bad Request',
    });
  });
});
