import { describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../pubsub/pubsub.ts';
import { startTokenRevocationSync, tokenRevocationField, tokenRevocationTopic, TokenRevocations } from './token-revocations.ts';

describe('TokenRevocations', () => {
  it('refuses tokens below the newest version heard, whatever the order the revocations arrive in', () => {
    const revocations = new TokenRevocations(900);
    const heard: number[] = [];
    revocations.onRevoked((r) => heard.push(r.tokenVersion));
    const userId = 'A0000000-0000-4000-8000-000000000001';
    expect(revocations.isRevoked(userId, 0)).toBe(false);
    revocations.apply({ userId, tokenVersion: 2, revokedAt: Date.now() });
    revocations.apply({ userId, tokenVersion: 1, revokedAt: Date.now() });
    revocations.apply({ userId, tokenVersion: 2, revokedAt: Date.now() });
    expect(heard).toEqual([2]);
    expect(revocations.isRevoked(userId.toLowerCase(), 0)).toBe(true);
    expect(revocations.isRevoked(userId, 1)).toBe(true);
    expect(revocations.isRevoked(userId, 2)).toBe(false);
    expect(revocations.isRevoked(null, 0)).toBe(false);
  });

  it('forgets revocations once every token they concern has expired (TTL plus a minute)', () => {
    const revocations = new TokenRevocations(900);
    const now = Date.now();
    revocations.apply({ userId: 'old', tokenVersion: 1, revokedAt: now - 961_000 });
    revocations.apply({ userId: 'recent', tokenVersion: 1, revokedAt: now - 959_000 });
    revocations.prune(now);
    expect(revocations.size).toBe(1);
    expect(revocations.isRevoked('recent', 0)).toBe(true);
    expect(revocations.horizon(now).getTime()).toBe(now - 960_000);
  });
});

describe('startTokenRevocationSync', () => {
  it('hears revocation events, loads the recent ones, and retries a failed first load', async () => {
    const pubsub = createInProcessPubSub();
    const revocations = new TokenRevocations(900);
    let calls = 0;
    const secondLoad = new Promise<void>((resolve) => revocations.onRevoked((r) => r.userId === 'loaded' && resolve()));
    const errors: unknown[] = [];
    const sync = await startTokenRevocationSync({
      pubsub,
      revocations,
      intervalMs: 50,
      onError: (error) => errors.push(error),
      async load(since) {
        expect(since.getTime()).toBeLessThan(Date.now() - 900_000);
        if (++calls === 1) throw new Error('accounts is not up yet');
        return [{ userId: 'loaded', tokenVersion: 3, revokedAt: Date.now() }];
      },
    });
    try {
      const heard = new Promise<void>((resolve) => revocations.onRevoked((r) => r.userId === 'heard' && resolve()));
      await pubsub.publish({ topic: tokenRevocationTopic, field: tokenRevocationField, id: 'heard', sequence: 1, at: Date.now() });
      await heard;
      expect(revocations.isRevoked('heard', 0)).toBe(true);
      await secondLoad;
      expect(revocations.isRevoked('loaded', 2)).toBe(true);
      expect(errors).toHaveLength(1);
    } finally {
      await sync.stop();
      await pubsub.close();
    }
  });
});
