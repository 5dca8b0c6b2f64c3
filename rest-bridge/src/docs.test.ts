import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@backspin/platform';
import { buildRestBridge } from './server.ts';

// The docs page needs no gateway: the bridge alone, answering in-process.
let storageDir: string;
let bridge: FastifyInstance;
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'backspin-docs-'));
  bridge = await buildRestBridge({ config: loadConfig({ NODE_ENV: 'test', STORAGE_DIR: storageDir }), gatewayUrl: 'http://127.0.0.1:9/graphql' });
});
afterAll(async () => {
  await bridge?.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('the OpenAPI page at /docs', () => {
  it.each(['/docs', '/docs/', '/docs/static/swagger-ui.css', '/docs/static/swagger-initializer.js', '/docs/json'])('serves %s with the security headers', async (url) => {
    const response = await bridge.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // Scripts only from the bridge itself: no inline script, no eval.
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('has no inline script the policy would block', async () => {
    const page = await bridge.inject({ method: 'GET', url: '/docs/' });
    expect(page.body).toMatch(/swagger/i);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  });
});
