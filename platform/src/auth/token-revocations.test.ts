import { describe, expect, it } from 'vitest';
import { TokenRevocations } from './token-revocations.ts';

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
