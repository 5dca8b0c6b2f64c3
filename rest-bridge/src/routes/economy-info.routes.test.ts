import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest } from '@backspin/test-kit';
import { FakeSentry } from '@backspin/test-kit/fake-sentry';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

const login = async (bridgeUrl: string, email: string, password: string) =>
  (await callRest(`${bridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email, password } })).json.accessToken as string;

describe('GET / (the points, avatars and tokens service)', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product?.stop());

  it('greets anyone in plain text, from the economy subgraph through the gateway', async () => {
    const { status, text, headers } = await callRest(`${product.restBridgeUrl}/`, 'GET');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toBe('Hello from Backspin!');
  });

  it('keeps the API documentation beside it, listing the new paths', async () => {
    const { status, json } = await callRest(`${product.restBridgeUrl}/docs/json`, 'GET');
    expect(status).toBe(200);
    expect(Object.keys(json.paths)).toEqual(expect.arrayContaining(['/', '/sentry-testing', '/custom-fields']));
    expect(json.paths['/custom-fields'].post.summary).toContain('Custom fields are a user’s own small key/value pairs');
  });

  it('POST /sentry-testing without Sentry: staff get the 500 with an error id; users 403, nobody 401', async () => {
    const admin = await login(product.restBridgeUrl, 'admin@backspin.local', 'backspin-admin');
    const listener = await login(product.restBridgeUrl, 'listener@backspin.local', 'backspin-listener');
    const url = `${product.restBridgeUrl}/sentry-testing`;
    const raised = await callRest(url, 'POST', { token: admin });
    expect(raised.status).toBe(500);
    expect(raised.json).toEqual({ statusCode: 500, message: 'Internal Server Error', error: 'Internal Server Error', errorId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await callRest(url, 'POST', { token: listener })).toMatchObject({ status: 403, json: { statusCode: 403, message: 'Forbidden' } });
    expect(await callRest(url, 'POST')).toMatchObject({ status: 401, json: { statusCode: 401, message: 'Unauthorized' } });
  });
});

describe('POST /sentry-testing with SENTRY_DSN, in production', () => {
  let sentry: FakeSentry;
  let product: TestProduct;
  beforeAll(async () => {
    sentry = await FakeSentry.start();
    product = await startProduct({ env: { SENTRY_DSN: sentry.dsn, NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await product?.stop();
    await sentry?.close();
  });

  it('answers a bare 500 whose errorId is the id of the event Sentry receives, reported once where it happened', async () => {
    const admin = await login(product.restBridgeUrl, 'admin@backspin.local', 'backspin-admin');
    const raised = await callRest(`${product.restBridgeUrl}/sentry-testing`, 'POST', { token: admin });
    expect(raised.status).toBe(500);
    expect(raised.json).toEqual({ statusCode: 500, message: 'Internal Server Error', error: 'Internal Server Error', errorId: expect.stringMatching(/^[0-9a-f]{32}$/) });

    const event = await sentry.eventWithId(raised.json.errorId);
    expect(event.exception?.values?.[0]).toMatchObject({
      type: 'SentryTestError',
      value: expect.stringContaining('Sentry test error: raised on purpose through POST /sentry-testing'),
    });
    // The economy subgraph's report, passed on by the gateway and the bridge (a second report there would carry
    // the bare 'Internal Server Error' under another id).
    expect(event.tags).toMatchObject({ service: 'economy' });
  });
});
