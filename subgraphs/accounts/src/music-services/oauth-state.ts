import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth `state` of flows that start with us (musicServiceAuthorization): a signed, expiring value naming the
 * provider and the user who started it (none for Discord sign-in). Nothing is stored: the signature is the proof.
 * The client keeps it, checks it on its redirect page (the CSRF defence of that page) and sends it back with the code;
 * we then refuse a state signed for another user, another provider, or expired.
 */
export class OAuthStateSigner {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly ttlSeconds = 600,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'backspin', 'oauth-state/v1', 32));
  }

  issue(provider: string, userId: string | null): string {
    const payload = Buffer.from(
      JSON.stringify({ p: provider, u: userId, e: Math.floor(this.now().getTime() / 1000) + this.ttlSeconds, n: randomBytes(12).toString('base64url') }),
    ).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  verify(state: string, provider: string, userId: string | null): boolean {
    const [payload, signature] = state.split('.');
    if (!payload || !signature) return false;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p?: unknown; u?: unknown; e?: unknown };
      return claims.p === provider && claims.u === userId && typeof claims.e === 'number' && claims.e * 1000 > this.now().getTime();
    } catch {
      return false;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
