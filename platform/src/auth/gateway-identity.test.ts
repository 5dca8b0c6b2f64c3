import { describe, expect, it } from 'vitest';
import { signIdentity, verifyIdentity } from './gateway-identity.ts';
import { anonymous } from '@backspin/contracts/roles';

const secret = 's'.repeat(40);

describe('the forwarded identity and the caller IP', () => {
  it('carries the client IP the gateway saw, for users and for anonymous callers', async () => {
    const user = await verifyIdentity(
      await signIdentity({ userId: 'u1', tokenType: 'user', roles: ['user'], clientIp: '203.0.113.9' }, secret),
      secret,
    );
    expect(user).toEqual({ userId: 'u1', tokenType: 'user', roles: ['user'], clientIp: '203.0.113.9' });
    const anon = await verifyIdentity(await signIdentity({ ...anonymous, clientIp: '2001:db8::1' }, secret), secret);
    expect(anon).toEqual({ ...anonymous, clientIp: '2001:db8::1' });
  });

  it('leaves it out when unknown or when the signature is not the gateway’s', async () => {
    expect(await verifyIdentity(await signIdentity(anonymous, secret), secret)).toBe(anonymous);
    const forged = await signIdentity({ ...anonymous, clientIp: '198.51.100.1' }, 'x'.repeat(40));
    expect(await verifyIdentity(forged, secret)).toBe(anonymous);
  });
});
