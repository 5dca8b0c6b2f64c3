import { LockMode, raw, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { catalogue, DomainError, tokenRevocationField, tokenRevocationTopic, type EventOutbox } from '@backspin/platform';
import { AccountStandingSchema, type AccountStanding } from './account-standing.entity.ts';

/**
 * A user's standing: whether they may sign in (banned, deactivated) and which of their tokens still count. The read
 * side every sign-in method, public profile and moderation command asks; it depends on no other accounts module, so
 * moderation (which changes standings) and sessions (which ask them) both sit above it.
 */

/** What the caller sees of a user's standing. */
export interface StandingView {
  userId: string;
  banned: boolean;
  bannedAt: Date | null;
  /** Null while banned: until unbanned. */
  bannedUntil: Date | null;
  banReason: string | null;
  deactivated: boolean;
  deactivatedAt: Date | null;
  tokensRevokedAt: Date | null;
}

export function isBanned(standing: AccountStanding | null, now = new Date()): boolean {
  return !!standing?.bannedAt && (!standing.bannedUntil || standing.bannedUntil > now);
}

export function standingView(userId: string, standing: AccountStanding | null, now = new Date()): StandingView {
  const banned = isBanned(standing, now);
  return {
    userId,
    banned,
    bannedAt: banned ? (standing!.bannedAt ?? null) : null,
    bannedUntil: banned ? (standing!.bannedUntil ?? null) : null,
    banReason: banned ? (standing!.banReason ?? null) : null,
    deactivated: !!standing?.deactivatedAt,
    deactivatedAt: standing?.deactivatedAt ?? null,
    tokensRevokedAt: standing?.tokensRevokedAt ?? null,
  };
}

/**
 * SQL (for a raw where key on users, `{ [inGoodStanding()]: true }`) that holds for a user neither deactivated nor
 * banned now: what public profiles and the search-engine profile pages show.
 */
export const inGoodStanding = () =>
  raw(
    (alias: string) =>
      `not exists (select 1 from "accounts"."account_standing" as "st" where "st"."user_id" = ${alias}."id" and ` +
      `("st"."deactivated_at" is not null or ("st"."banned_at" is not null and ("st"."banned_until" is null or "st"."banned_until" > now()))))`,
  );

/**
 * The one sign-in rule, applied by SessionService to every sign-in method (password, phone code, magic link,
 * voucher, refresh): a banned or deactivated account is refused. Answers the user's standing (its token version
 * goes into the new access token).
 */
export async function assertMaySignIn(em: EntityManager, userId: string, now = new Date()): Promise<AccountStanding | null> {
  const standing = await em.findOne(AccountStandingSchema, { userId }, { refresh: true });
  if (!standing) return null;
  if (standing.deactivatedAt) throw new DomainError('ACCOUNT_DEACTIVATED');
  if (isBanned(standing, now)) {
    if (!standing.bannedUntil) throw new DomainError('ACCOUNT_BANNED', { bannedUntil: null });
    const until = standing.bannedUntil.toISOString();
    const error = new DomainError('ACCOUNT_TEMPORARILY_BANNED', { bannedUntil: until });
    error.message = `${catalogue.ACCOUNT_TEMPORARILY_BANNED.message} until ${until}`;
    throw error;
  }
  return standing;
}

/**
 * The user's standing row, created when missing and locked for the rest of the transaction: changes of one user's
 * standing (moderators acting at once, a role change during a ban) are applied one after the other.
 */
export async function lockStanding(tx: EntityManager, userId: string): Promise<AccountStanding> {
  await (tx as SqlEntityManager).createQueryBuilder(AccountStandingSchema).insert({ userId, tokenVersion: 0, updatedAt: new Date() }).onConflict('userId').ignore().execute();
  return tx.findOneOrFail(AccountStandingSchema, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** A higher token version: gateways refuse the user's older access tokens once the event (sent after commit) reaches them. */
export function raiseTokenVersion(standing: AccountStanding, outbox: EventOutbox): void {
  standing.tokenVersion += 1;
  standing.tokensRevokedAt = new Date();
  outbox.add({ topic: tokenRevocationTopic, field: tokenRevocationField, id: standing.userId, sequence: standing.tokenVersion });
}

/**
 * Makes a change of the user's roles or capabilities count at once: their access tokens (which carry the old ones)
 * stop, while their sessions go on, so the next refresh (which clients make on the 401) carries the new ones. Runs in
 * the caller's transaction, after the user's row is locked.
 */
export async function renewAccessTokens(tx: EntityManager, userId: string, outbox: EventOutbox): Promise<void> {
  raiseTokenVersion(await lockStanding(tx, userId), outbox);
}
