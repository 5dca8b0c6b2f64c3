import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;
let admin: string;
let listener: string;

beforeAll(async () => {
  product = await startProduct();
  const login = async (email: string, password: string) =>
    (await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email, password } })).json.accessToken as string;
  admin = await login('admin@backspin.local', 'backspin-admin');
  listener = await login('listener@backspin.local', 'backspin-listener');
});
afterAll(() => product?.stop());

describe('info-admin status paths', () => {
  it.each([
    ['/api/room-service/info-admin/status', 'room-service', '1.2.23'],
    ['/api/room-service/info-admin/room-service-status', 'room-service', '1.2.23'],
    ['/api/playlist-service/info-admin/playlists-service-status', 'playlist-service', '1.4.1'],
  ])('%s answers admins with the service, its version and a live database', async (path, service, version) => {
    const { status, json } = await callRest(`${product.restBridgeUrl}${path}`, 'GET', { token: admin });
    expect(status).toBe(200);
    expect(json).toMatchObject({ service, version, status: 'ok', database: true, uptimeSeconds: expect.any(Number) });
    expect((await callRest(`${product.restBridgeUrl}${path}`, 'GET', { token: listener })).status).toBe(403);
    expect((await callRest(`${product.restBridgeUrl}${path}`, 'GET')).status).toBe(401);
  });
});
