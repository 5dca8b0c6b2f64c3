import { describe, expect, it } from 'vitest';
import type { AccountStanding } from './account-standing.entity.ts';
import { isBanned, standingView } from './account-standing.ts';

const now = new Date('2030-01-01T12:00:00Z');
const standing = (over: Partial<AccountStanding>): AccountStanding => ({
  userId: 'user-1',
  tokenVersion: 0,
  tokensRevokedAt: null,
  sessionsRevokedAt: null,
  bannedAt: null,
  bannedUntil: null,
  bannedBy: null,
  banReason: null,
  deactivatedAt: null,
  deactivatedBy: null,
  updatedAt: now,
  ...over,
});

describe('account standing (the read side moderation and sign-in ask)', () => {
  it('no row, or no ban: not banned', () => {
    expect(isBanned(null, now)).toBe(false);
    expect(isBanned(standing({}), now)).toBe(false);
  });

  it('a ban without an end lasts; a temporary ban ends by itself at its end', () => {
    const bannedAt = new Date('2029-12-31T00:00:00Z');
    expect(isBanned(standing({ bannedAt }), now)).toBe(true);
    expect(isBanned(standing({ bannedAt, bannedUntil: new Date('2030-01-01T12:00:01Z') }), now)).toBe(true);
    expect(isBanned(standing({ bannedAt, bannedUntil: now }), now)).toBe(false);
  });

  it('shows the ban only while it lasts, and the deactivation and last revocation as they are', () => {
    const bannedAt = new Date('2029-12-31T00:00:00Z');
    const revokedAt = new Date('2029-12-31T00:00:01Z');
    const over = standingView('user-1', standing({ bannedAt, bannedUntil: now, banReason: 'spam', tokensRevokedAt: revokedAt }), now);
    expect(over).toEqual({
      userId: 'user-1',
      banned: false,
      bannedAt: null,
      bannedUntil: null,
      banReason: null,
      deactivated: false,
      deactivatedAt: null,
      tokensRevokedAt: revokedAt,
    });
    const deactivated = standingView('user-1', standing({ bannedAt, banReason: 'spam', deactivatedAt: revokedAt }), now);
    expect(deactivated).toMatchObject({ banned: true, bannedAt, bannedUntil: null, banReason: 'spam', deactivated: true, deactivatedAt: revokedAt });
    expect(standingView('user-2', null, now)).toMatchObject({ userId: 'user-2', banned: false, deactivated: false, tokensRevokedAt: null });
  });
});
