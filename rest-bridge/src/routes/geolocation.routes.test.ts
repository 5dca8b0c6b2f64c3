import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessage } from '@backspin/platform';
import { callRest } from '@backspin/test-kit';
import { startProduct as startOwnProduct } from '@backspin/product/testing';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
let listener: string;
let admin: string;

const login = async (bridge: string, email: string, password: string) =>
  ((await callRest(`${bridge}/api/user-service/auth/login`, 'POST', { body: { email, password } })).json as { accessToken: string }).accessToken;

/** GET /geolocate with headers of the test's choosing (callRest sends none but the token). */
async function getGeolocate(bridge: string, token: string | null, options: { ip?: string; forwardedFor?: string } = {}) {
  const query = options.ip === undefined ? '' : `?ip=${encodeURIComponent(options.ip)}`;
  const response = await fetch(`${bridge}/api/audit-service/geolocate${query}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}) },
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  product = await startProduct();
  listener = await login(product.restBridgeUrl, 'listener@backspin.local', 'backspin-listener');
  admin = await login(product.restBridgeUrl, 'admin@backspin.local', 'backspin-admin');
});
afterAll(() => product?.stop());

describe('GET /api/audit-service/geolocate: the caller’s address', () => {
  it('answers a caller on this machine (loopback, as tests are) with country null, not an error', async () => {
    const { status, json } = await getGeolocate(product.restBridgeUrl, listener);
    expect(status).toBe(200);
    expect(json).toEqual({ ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/), country: null, region: null, source: 'PRIVATE_ADDRESS', database: null });
  });

  it('believes X-Forwarded-For from a TRUST_PROXY peer (loopback by default: here the test stands for the load balancer)', async () => {
    const { status, json } = await getGeolocate(product.restBridgeUrl, listener, { forwardedFor: '8.8.8.8' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ ip: '8.8.8.8', country: 'US', region: null, source: 'DATABASE', database: expect.stringMatching(/^geoip-country@/) });
    // The nearest untrusted hop is the client: a chain's earlier entries are whatever the client wrote.
    expect((await getGeolocate(product.restBridgeUrl, listener, { forwardedFor: '10.0.0.1, 8.8.4.4' })).json).toMatchObject({ ip: '8.8.4.4', country: 'US' });
  });

  it('answers anonymous callers 401', async () => {
    expect((await getGeolocate(product.restBridgeUrl, null)).status).toBe(401);
  });
});

describe('/api/audit-service/geolocate with a given address', () => {
  it('answers staff for any address: ?ip= on GET, {ip} on POST', async () => {
    expect(await getGeolocate(product.restBridgeUrl, admin, { ip: '2001:4860:4860::8888' })).toEqual({
      status: 200,
      json: { ip: '2001:4860:4860::8888', country: 'US', region: null, source: 'DATABASE', database: expect.stringMatching(/^geoip-country@/) },
    });
    const posted = await callRest(`${product.restBridgeUrl}/api/audit-service/geolocate`, 'POST', { body: { ip: '8.8.8.8' }, token: admin });
    expect(posted.status).toBe(200);
    expect(posted.json).toMatchObject({ ip: '8.8.8.8', country: 'US', source: 'DATABASE' });
    const privately = await callRest(`${product.restBridgeUrl}/api/audit-service/geolocate`, 'POST', { body: { ip: '192.168.0.10' }, token: admin });
    expect(privately.json).toMatchObject({ ip: '192.168.0.10', country: null, source: 'PRIVATE_ADDRESS' });
  });

  it('an empty ip, or a POST without one, is the caller’s own address', async () => {
    expect((await getGeolocate(product.restBridgeUrl, listener, { ip: '', forwardedFor: '8.8.8.8' })).json).toMatchObject({ ip: '8.8.8.8', country: 'US' });
    const posted = await callRest(`${product.restBridgeUrl}/api/audit-service/geolocate`, 'POST', { body: {}, token: listener });
    expect(posted.json).toMatchObject({ country: null, source: 'PRIVATE_ADDRESS' });
  });

  it('refuses another address to a user (403), and a malformed one (400), with the catalogue’s messages', async () => {
    expect(await getGeolocate(product.restBridgeUrl, listener, { ip: '8.8.8.8' })).toEqual({
      status: 403,
      json: { statusCode: 403, message: catalogueMessage('GEOLOCATION_IP_FORBIDDEN'), error: 'Forbidden' },
    });
    expect(await getGeolocate(product.restBridgeUrl, admin, { ip: '999.1.1.1' })).toEqual({
      status: 400,
      json: { statusCode: 400, message: catalogueMessage('INVALID_GEOLOCATION_IP'), error: 'Bad Request' },
    });
    const posted = await callRest(`${product.restBridgeUrl}/api/audit-service/geolocate`, 'POST', { body: { ip: 8 }, token: admin });
    expect(posted.status).toBe(400);
  });
});

describe('geolocate behind a TRUST_PROXY that does not name the caller', () => {
  it('ignores X-Forwarded-For from an untrusted peer: the address is the peer’s own', async () => {
    const own = await startOwnProduct({ env: { TRUST_PROXY: '192.0.2.1' } });
    try {
      const token = await login(own.restBridgeUrl, 'listener@backspin.local', 'backspin-listener');
      const { status, json } = await getGeolocate(own.restBridgeUrl, token, { forwardedFor: '8.8.8.8' });
      expect(status).toBe(200);
      expect(json).toMatchObject({ ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/), country: null, source: 'PRIVATE_ADDRESS' });
    } finally {
      await own.stop();
    }
  });
});
