import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { can, DomainError, execute, isUuid, requireUser, type Identity, type Peers } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import type { BlockedUserService } from '../blocked-users/blocked-user.service.ts';
import { FriendInvitationSchema, FriendshipSchema, orderedPair, type FriendInvitation, type Friendship } from './friend.entity.ts';

/** Spec 3, §3 and §6: how a conversation with a user is grouped. */
export const conversationGroups = ['FRIENDS', 'OTHERS', 'UNSET'] as const;
export type ConversationGroup = (typeof conversationGroups)[number];

/** A friendship as one of its two users sees it. */
export interface FriendView {
  /** The friendship's id. */
  id: string;
  /** Whose friend (the user the list or the read is about). */
  userId: string;
  /** The friend. */
  friendId: string;
  createdAt: Date;
}

/**
 * Which of `userIds` the viewer follows as a DJ (dj-fans/ answers; until it is wired, nobody): followed DJs are
 * grouped with friends for conversations.
 */
export type FollowedDjLookup = (em: EntityManager, viewerId: string, userIds: readonly string[]) => Promise<ReadonlySet<string>>;

export interface FriendServiceDeps {
  /** Blocks either way refuse invitations (blocked-users/, below friends). */
  blocks: Pick<BlockedUserService, 'isBlockedEitherWay'>;
  /** accounts answers whether an invited user exists (asked before any transaction). */
  peers: Peers;
  now?: () => Date;
}

/** Open invitations to or from the caller: newest first; at most 100 a page (default 20). */
export const friendInvitationListSpec: ListSpec = {
  fields: { id: 'uuid', senderId: 'uuid', recipientId: 'uuid', createdAt: 'date' },
  defaultLimit: 20,
  maxLimit: 100,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  outOfRange: 'clamp',
};

/** A user's friends: newest friendship first; at most 100 a page (default 20). */
export const friendListSpec: ListSpec = {
  fields: { id: 'uuid', createdAt: 'date' },
  defaultLimit: 20,
  maxLimit: 100,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  outOfRange: 'clamp',
};

/** The most friends `friendsUuids` answers (a list, not a page). */
export const friendsUuidsMax = 5000;
/** The most users one conversation-groups question may name. */
export const conversationGroupsMax = 100;

const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;

/**
 * Friends and friend invitations (spec 2, §7 /friend-invitations, /friends; spec 3, §3 friendsUuids and the
 * conversation groups FRIENDS, OTHERS, UNSET).
 *
 * An invitation is `pending`, then `accepted` (the two are friends) or `rejected` by its recipient; its sender may
 * cancel it while pending (it is deleted). Invariants, held by the database:
 * - one friendship per pair: the friendship row stores the pair ordered (check `friendship_ordered_pair`) under the
 *   unique `friendship_one_per_pair`, and is written with ON CONFLICT DO NOTHING;
 * - one pending invitation per pair, whichever way (the partial unique index `friend_invitation_one_pending_per_pair`
 *   on least/greatest of the two ids): an invitation that meets a pending one the other way accepts it. Two users
 *   inviting each other at once: the second insert waits for the first to commit, finds its invitation and accepts
 *   it under a row lock; so the race ends in one friendship and no invitation left pending;
 * - an invitation between two users one of whom blocked the other is refused; a block ends the pair's friendship
 *   and pending invitations (`endBetween`, run by blocked-users in the block's transaction).
 */
export class FriendService {
  private readonly now: () => Date;
  private followedDjs: FollowedDjLookup = async () => new Set();

  constructor(private readonly deps: FriendServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Plugs in which DJs a viewer follows (dj-fans/), for the conversation groups. */
  useFollowedDjLookup(lookup: FollowedDjLookup): void {
    this.followedDjs = lookup;
  }

  /**
   * Invites a user. Refused: oneself (400), a malformed id (400), no such user (404), a block either way (403),
   * already friends (409), an invitation of yours to them still pending (409). An invitation of theirs to you still
   * pending is accepted instead: answered accepted, you are friends.
   */
  async invite(em: EntityManager, identity: Identity, userId: string): Promise<FriendInvitation> {
    const me = requireUser(identity).toLowerCase();
    const recipientId = validUserId(userId);
    if (recipientId === me) throw new DomainError('FRIEND_INVITATION_SELF');
    await this.requireAccount(recipientId);
    return em.transactional(async (tx) => {
      if (await this.deps.blocks.isBlockedEitherWay(tx, me, recipientId)) throw new DomainError('FRIEND_INVITATION_BLOCKED');
      // A pending invitation may be accepted or cancelled while we look: look again (twice is more than enough).
      for (let attempt = 0; attempt < 3; attempt++) {
        const now = this.now();
        const id = randomUUID();
        const inserted = await execute<{ id: string }>(
          tx,
          `insert into rooms.friend_invitation (id, sender_id, recipient_id, status, created_at) values (?, ?, ?, 'pending', ?)
           on conflict do nothing returning id`,
          [id, me, recipientId, now.toISOString()],
        );
        // Read after the insert, which waited for any concurrent invitation or acceptance of this pair to commit.
        if (await this.areFriends(tx, me, recipientId)) throw new DomainError('ALREADY_FRIENDS');
        if (inserted.length) return tx.findOneOrFail(FriendInvitationSchema, { id });
        const pending = await this.lockPendingBetween(tx, me, recipientId);
        if (!pending) continue;
        if (pending.senderId === me) throw new DomainError('FRIEND_INVITATION_EXISTS');
        await this.accept(tx, pending, now);
        return pending;
      }
      throw new DomainError('FRIEND_INVITATION_EXISTS');
    });
  }

  /** The recipient accepts or rejects a pending invitation. 404 unknown, 403 not the recipient, 409 already handled. */
  async handle(em: EntityManager, identity: Identity, invitationId: string, answer: string): Promise<FriendInvitation> {
    const me = requireUser(identity).toLowerCase();
    const id = validInvitationId(invitationId);
    if (answer !== 'accepted' && answer !== 'rejected') throw new DomainError('INVALID_FRIEND_INVITATION_ANSWER');
    return em.transactional(async (tx) => {
      const invitation = await tx.findOne(FriendInvitationSchema, { id }, lock);
      if (!invitation || (invitation.recipientId !== me && invitation.senderId !== me)) throw new DomainError('FRIEND_INVITATION_NOT_FOUND');
      if (invitation.recipientId !== me) throw new DomainError('FRIEND_INVITATION_NOT_RECIPIENT');
      if (invitation.status !== 'pending') throw new DomainError('FRIEND_INVITATION_HANDLED');
      const now = this.now();
      if (answer === 'rejected') {
        invitation.status = 'rejected';
        invitation.handledAt = now;
        await tx.flush();
        return invitation;
      }
      if (await this.deps.blocks.isBlockedEitherWay(tx, invitation.senderId, me)) throw new DomainError('FRIEND_INVITATION_BLOCKED');
      await this.accept(tx, invitation, now);
      return invitation;
    });
  }

  /** The sender withdraws a pending invitation (deleted); answers it as it was. */
  async cancel(em: EntityManager, identity: Identity, invitationId: string): Promise<FriendInvitation> {
    const me = requireUser(identity).toLowerCase();
    const id = validInvitationId(invitationId);
    return em.transactional(async (tx) => {
      const invitation = await tx.findOne(FriendInvitationSchema, { id }, lock);
      if (!invitation || (invitation.recipientId !== me && invitation.senderId !== me)) throw new DomainError('FRIEND_INVITATION_NOT_FOUND');
      if (invitation.senderId !== me) throw new DomainError('FRIEND_INVITATION_NOT_SENDER');
      if (invitation.status !== 'pending') throw new DomainError('FRIEND_INVITATION_HANDLED');
      const answer = { ...invitation };
      await tx.nativeDelete(FriendInvitationSchema, { id });
      return answer;
    });
  }

  /** An invitation, for its sender, its recipient and platform moderators (404 for anyone else, as for none). */
  async invitation(em: EntityManager, identity: Identity, invitationId: string): Promise<FriendInvitation> {
    const me = requireUser(identity).toLowerCase();
    const id = validInvitationId(invitationId);
    const invitation = await em.findOne(FriendInvitationSchema, { id });
    const mayRead = invitation && (invitation.senderId === me || invitation.recipientId === me || can(identity, 'users.read-private'));
    if (!mayRead) throw new DomainError('FRIEND_INVITATION_NOT_FOUND');
    return invitation;
  }

  /** Pending invitations sent to the caller. */
  invitationsForMe(em: EntityManager, identity: Identity, query: ListQueryInput | null | undefined): Promise<ListPage<FriendInvitation>> {
    const me = requireUser(identity).toLowerCase();
    return findPage(em, FriendInvitationSchema, query, friendInvitationListSpec, { recipientId: me, status: 'pending' });
  }

  /** Pending invitations the caller sent. */
  invitationsFromMe(em: EntityManager, identity: Identity, query: ListQueryInput | null | undefined): Promise<ListPage<FriendInvitation>> {
    const me = requireUser(identity).toLowerCase();
    return findPage(em, FriendInvitationSchema, query, friendInvitationListSpec, { senderId: me, status: 'pending' });
  }

  /** A user's friends (the caller's when `userId` is absent), a page at a time: the user and platform moderators. */
  async friends(em: EntityManager, identity: Identity, userId: string | null | undefined, query: ListQueryInput | null | undefined): Promise<ListPage<FriendView>> {
    const owner = this.mayReadFriendsOf(identity, userId);
    const page = await findPage(em, FriendshipSchema, query, friendListSpec, { $or: [{ userLow: owner }, { userHigh: owner }] });
    return { ...page, data: page.data.map((row) => viewOf(row, owner)) };
  }

  /** The ids of a user's friends (the caller's when absent): spec 3's friendsUuids. */
  async friendsUuids(em: EntityManager, identity: Identity, userId: string | null | undefined): Promise<{ userId: string; friendsUuids: string[] }> {
    const owner = this.mayReadFriendsOf(identity, userId);
    return { userId: owner, friendsUuids: await friendIdsOf(em, owner) };
  }

  /** The caller's friendship with a user (by the friend's id or the friendship's id); 404 when they are not friends. */
  async friend(em: EntityManager, identity: Identity, id: string): Promise<FriendView> {
    const me = requireUser(identity).toLowerCase();
    const row = await this.friendshipOf(em, me, validFriendRef(id));
    if (!row) throw new DomainError('FRIEND_NOT_FOUND');
    return viewOf(row, me);
  }

  /** Ends the caller's friendship with a user (by the friend's id or the friendship's id); answers it as it was. */
  async remove(em: EntityManager, identity: Identity, id: string): Promise<FriendView> {
    const me = requireUser(identity).toLowerCase();
    const ref = validFriendRef(id);
    return em.transactional(async (tx) => {
      const row = await this.friendshipOf(tx, me, ref);
      if (!row) throw new DomainError('FRIEND_NOT_FOUND');
      const deleted = await tx.nativeDelete(FriendshipSchema, { id: row.id });
      if (!deleted) throw new DomainError('FRIEND_NOT_FOUND');
      return viewOf(row, me);
    });
  }

  /**
   * How the caller's conversations with these users are grouped (spec 3, §3, §6): FRIENDS for a friend or a DJ the
   * caller follows, OTHERS for anyone else, UNSET for the caller themselves and for callers without an account.
   */
  async conversationGroups(em: EntityManager, identity: Identity, userIds: readonly string[]): Promise<{ userId: string; group: ConversationGroup }[]> {
    if (!Array.isArray(userIds) || userIds.length < 1 || userIds.length > conversationGroupsMax || !userIds.every((id) => typeof id === 'string' && isUuid(id))) {
      throw new DomainError('INVALID_CONVERSATION_USERS');
    }
    const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
    const me = identity.userId && (identity.tokenType === 'user' || identity.tokenType === 'bot') ? identity.userId.toLowerCase() : null;
    if (!me) return ids.map((userId) => ({ userId, group: 'UNSET' as const }));
    const others = ids.filter((id) => id !== me);
    const rows = others.length
      ? await em.find(FriendshipSchema, { $or: [{ userLow: me, userHigh: { $in: others } }, { userHigh: me, userLow: { $in: others } }] })
      : [];
    const friends = new Set(rows.map((row) => (row.userLow === me ? row.userHigh : row.userLow)));
    const followed = others.length ? await this.followedDjs(em, me, others) : new Set<string>();
    return ids.map((userId) => ({
      userId,
      group: userId === me ? 'UNSET' : friends.has(userId) || followed.has(userId) ? 'FRIENDS' : 'OTHERS',
    }));
  }

  /** Whether the two are friends. */
  async areFriends(em: EntityManager, a: string, b: string): Promise<boolean> {
    if (!isUuid(a) || !isUuid(b) || a.toLowerCase() === b.toLowerCase()) return false;
    return (await em.count(FriendshipSchema, orderedPair(a, b))) > 0;
  }

  /** A block between the two: their friendship and any pending invitation between them end (in the block's transaction). */
  async endBetween(tx: EntityManager, a: string, b: string): Promise<void> {
    await tx.nativeDelete(FriendshipSchema, orderedPair(a, b));
    await tx.nativeDelete(FriendInvitationSchema, {
      status: 'pending',
      $or: [
        { senderId: a, recipientId: b },
        { senderId: b, recipientId: a },
      ],
    });
  }

  /** Whose friends a caller may read: their own (the default), or anyone's for platform moderators and services. */
  private mayReadFriendsOf(identity: Identity, userId: string | null | undefined): string {
    const self = identity.tokenType === 'service' ? null : requireUser(identity).toLowerCase();
    if (userId === null || userId === undefined || userId === '') {
      if (!self) throw new DomainError('INVALID_USER_ID');
      return self;
    }
    const owner = validUserId(userId);
    if (owner !== self && !can(identity, 'users.read-private')) throw new DomainError('FRIENDS_FORBIDDEN');
    return owner;
  }

  /** Accepts a pending invitation (locked by the caller): accepted, and the pair's one friendship. */
  private async accept(tx: EntityManager, invitation: FriendInvitation, now: Date): Promise<void> {
    invitation.status = 'accepted';
    invitation.handledAt = now;
    await tx.flush();
    const { userLow, userHigh } = orderedPair(invitation.senderId, invitation.recipientId);
    await execute(
      tx,
      'insert into rooms.friendship (id, user_low, user_high, invitation_id, created_at) values (?, ?, ?, ?, ?) on conflict do nothing',
      [randomUUID(), userLow, userHigh, invitation.id, now.toISOString()],
    );
  }

  private async lockPendingBetween(tx: EntityManager, a: string, b: string): Promise<FriendInvitation | null> {
    return tx.findOne(
      FriendInvitationSchema,
      {
        status: 'pending',
        $or: [
          { senderId: a, recipientId: b },
          { senderId: b, recipientId: a },
        ],
      },
      { ...lock, refresh: true },
    );
  }

  private friendshipOf(em: EntityManager, me: string, ref: string): Promise<Friendship | null> {
    const byId = { id: ref, $or: [{ userLow: me }, { userHigh: me }] };
    return em.findOne(FriendshipSchema, ref === me ? byId : { $or: [byId, orderedPair(me, ref)] });
  }

  /** A registered user (accounts says so; guests and services have no account). */
  private async requireAccount(userId: string): Promise<void> {
    const { user } = await this.deps.peers.call<{ user: { id: string } | null }>('accounts', 'query($id: ID!) { user(id: $id) { id } }', { id: userId });
    if (!user) throw new DomainError('USER_NOT_FOUND');
  }
}

/** The ids of a user's friends, newest friendship first (at most `friendsUuidsMax`). */
export async function friendIdsOf(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await em.find(
    FriendshipSchema,
    { $or: [{ userLow: userId }, { userHigh: userId }] },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: friendsUuidsMax },
  );
  return rows.map((row) => (row.userLow === userId ? row.userHigh : row.userLow));
}

function viewOf(row: Friendship, userId: string): FriendView {
  return { id: row.id, userId, friendId: row.userLow === userId ? row.userHigh : row.userLow, createdAt: row.createdAt };
}

function validUserId(raw: string): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!isUuid(value)) throw new DomainError('INVALID_USER_ID');
  return value.toLowerCase();
}

function validInvitationId(raw: string): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!isUuid(value)) throw new DomainError('INVALID_FRIEND_INVITATION_ID');
  return value.toLowerCase();
}

function validFriendRef(raw: string): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!isUuid(value)) throw new DomainError('INVALID_FRIEND_ID');
  return value.toLowerCase();
}
