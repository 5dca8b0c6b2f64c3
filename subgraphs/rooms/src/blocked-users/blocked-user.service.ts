import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, execute, isUuid, requireUser, type Identity } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import { BlockedUserSchema, type BlockedUser } from './blocked-user.entity.ts';

/** What other modules do when a block is made, in its transaction (friends: the friendship and pending invitations end). */
export type OnBlock = (tx: EntityManager, blockerId: string, blockedId: string) => Promise<void>;

/** The caller's blocks: newest first; at most 100 a page (default 20). */
export const blockedUserListSpec: ListSpec = {
  fields: { id: 'uuid', blockedUserId: 'uuid', createdAt: 'date' },
  fieldMap: { blockedUserId: 'blockedId' },
  defaultLimit: 20,
  maxLimit: 100,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  outOfRange: 'clamp',
};

/**
 * Blocked users (spec 2, §7 /blocked-users): block, unblock, list, one. What a block does elsewhere:
 * - chat: the blocked user's messages (and the mentions they carry) and reactions are hidden from the blocker, in the
 *   history (`hiddenAuthorsFor`, `hiddenAuthorsOfRequest`) and live: each chat event names the blockers of its author
 *   among the room's audience (`hiddenFrom`, which the gateway reads per subscriber) and the blockers of its reactors
 *   (`personalFor`: the gateway reads the event for them with their own identity, so the reactions they blocked are
 *   left out) — presence's chat-audience.service.ts finds them; the blocked user is left out of the blocker's mention
 *   autocomplete (presence's `mentionCandidates`);
 * - friends: an invitation either way between the two is refused (`isBlockedEitherWay`), and blocking ends their
 *   friendship and pending invitations (an `OnBlock` hook, in the block's transaction);
 * - DJ fans (dj-fans/): a follow of the blocker by the blocked user is refused with `isBlocked(em, blocker, blocked)`.
 *
 * Invariants, held by the database: one block per pair and direction (unique `blocked_user_once`, so two concurrent
 * blocks make one row and the second caller a 409), never of oneself (check `blocked_user_not_self`).
 */
export class BlockedUserService {
  private readonly hooks: OnBlock[] = [];
  private readonly perRequest = new WeakMap<EntityManager, Map<string, Promise<ReadonlySet<string>>>>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Registers what another module does, in the same transaction, when someone blocks someone. */
  onBlock(hook: OnBlock): void {
    this.hooks.push(hook);
  }

  /** Blocks a user. Refuses oneself (400), a malformed id (400) and a user already blocked (409): nothing changes then. */
  async block(em: EntityManager, identity: Identity, userId: string): Promise<BlockedUser> {
    const me = requireUser(identity).toLowerCase();
    const blockedId = validUserId(userId);
    if (blockedId === me) throw new DomainError('BLOCK_SELF');
    return em.transactional(async (tx) => {
      const row: BlockedUser = { id: randomUUID(), blockerId: me, blockedId, createdAt: this.now() };
      const inserted = await execute<{ id: string }>(
        tx,
        'insert into rooms.blocked_user (id, blocker_id, blocked_id, created_at) values (?, ?, ?, ?) on conflict do nothing returning id',
        [row.id, row.blockerId, row.blockedId, row.createdAt.toISOString()],
      );
      if (!inserted.length) throw new DomainError('USER_ALREADY_BLOCKED');
      for (const hook of this.hooks) await hook(tx, me, blockedId);
      return tx.findOneOrFail(BlockedUserSchema, { id: row.id });
    });
  }

  /** Lifts a block, named by the block's id or the blocked user's id; 404 when the caller has no such block. */
  async unblock(em: EntityManager, identity: Identity, id: string): Promise<BlockedUser> {
    const me = requireUser(identity).toLowerCase();
    const ref = validBlockRef(id);
    return em.transactional(async (tx) => {
      const block = await tx.findOne(BlockedUserSchema, { blockerId: me, $or: [{ id: ref }, { blockedId: ref }] });
      if (!block) throw new DomainError('BLOCKED_USER_NOT_FOUND');
      await tx.nativeDelete(BlockedUserSchema, { id: block.id });
      return block;
    });
  }

  /** One of the caller's blocks, by the block's id or the blocked user's id; 404 when there is none. */
  async one(em: EntityManager, identity: Identity, id: string): Promise<BlockedUser> {
    const me = requireUser(identity).toLowerCase();
    const ref = validBlockRef(id);
    const block = await em.findOne(BlockedUserSchema, { blockerId: me, $or: [{ id: ref }, { blockedId: ref }] });
    if (!block) throw new DomainError('BLOCKED_USER_NOT_FOUND');
    return block;
  }

  /** The caller's blocks, a page at a time. */
  async list(em: EntityManager, identity: Identity, query: ListQueryInput | null | undefined): Promise<ListPage<BlockedUser>> {
    const me = requireUser(identity).toLowerCase();
    return findPage(em, BlockedUserSchema, query, blockedUserListSpec, { blockerId: me });
  }

  /** Whether `blockerId` blocked `blockedId` (one direction): for dj-fans, a follow of the blocker by the blocked is refused. */
  async isBlocked(em: EntityManager, blockerId: string, blockedId: string): Promise<boolean> {
    if (!isUuid(blockerId) || !isUuid(blockedId)) return false;
    return (await em.count(BlockedUserSchema, { blockerId: blockerId.toLowerCase(), blockedId: blockedId.toLowerCase() })) > 0;
  }

  /** Whether either of the two blocked the other. */
  async isBlockedEitherWay(em: EntityManager, a: string, b: string): Promise<boolean> {
    if (!isUuid(a) || !isUuid(b)) return false;
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return (await em.count(BlockedUserSchema, { $or: [{ blockerId: x, blockedId: y }, { blockerId: y, blockedId: x }] })) > 0;
  }

  /** The users `viewer` blocked, whose chat messages are hidden from them (empty for a guest or anonymous caller). */
  async hiddenAuthorsFor(em: EntityManager, identity: Identity): Promise<string[]> {
    const viewer = blockingViewerOf(identity);
    return viewer ? blockedBy(em, viewer) : [];
  }

  /**
   * `hiddenAuthorsFor` read once per request (the request's EntityManager is the key): for field resolvers that ask
   * it for every message of a page (replies, replyTo).
   */
  hiddenAuthorsOfRequest(em: EntityManager, identity: Identity): Promise<ReadonlySet<string>> {
    let byViewer = this.perRequest.get(em);
    if (!byViewer) this.perRequest.set(em, (byViewer = new Map()));
    const key = identity.userId?.toLowerCase() ?? '';
    let hidden = byViewer.get(key);
    if (!hidden) byViewer.set(key, (hidden = this.hiddenAuthorsFor(em, identity).then((ids) => new Set(ids))));
    return hidden;
  }
}

/** The users `blockerId` blocked. */
export async function blockedBy(em: EntityManager, blockerId: string): Promise<string[]> {
  const rows = await em.find(BlockedUserSchema, { blockerId }, { fields: ['blockedId'] });
  return rows.map((row) => row.blockedId);
}

/** Whose blocks apply to what they see: signed-in users and bots (lower-case id); null for guests and anonymous callers. */
export function blockingViewerOf(identity: Identity): string | null {
  return identity.userId && (identity.tokenType === 'user' || identity.tokenType === 'bot') ? identity.userId.toLowerCase() : null;
}

function validUserId(raw: string): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!isUuid(value)) throw new DomainError('INVALID_USER_ID');
  return value.toLowerCase();
}

function validBlockRef(raw: string): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!isUuid(value)) throw new DomainError('INVALID_BLOCKED_USER_ID');
  return value.toLowerCase();
}
