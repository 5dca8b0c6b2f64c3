import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  ConsoleAccountStandingQuery,
  ConsoleAddEmailMutation,
  ConsoleAddModerationCommentMutation,
  ConsoleAdminSetPasswordMutation,
  ConsoleBanUserMutation,
  ConsoleCancelDeactivationMutation,
  ConsoleChangeBadgesMutation,
  ConsoleDeactivateUserMutation,
  ConsoleDeleteEmailMutation,
  ConsoleGrantCapabilityMutation,
  ConsoleGrantRoleMutation,
  ConsoleKickUserMutation,
  ConsoleModerationCommentsQuery,
  ConsoleReactivateUserMutation,
  ConsoleRemoveRoleMutation,
  ConsoleRevokeCapabilityMutation,
  ConsoleTemporarilyBanUserMutation,
  ConsoleUnbanUserMutation,
  ConsoleUserActionsQuery,
  ConsoleUserDetailsQuery,
  ConsoleUserEmailsQuery,
  ConsoleUserRoomsQuery,
  ConsoleUserSessionsQuery,
  ConsoleUserSubscriptionQuery,
  ConsoleUserTokenAccountQuery,
} from '../operations';
import type { EmailType } from '../gql/graphql';
import type {
  AccountStandingRecord,
  ModerationCommentRecord,
  PageOf,
  SubscriptionRecord,
  TokenSummaryRecord,
  UserActionRecord,
  UserDetailsRecord,
  UserEmailRecord,
  UserRoomRecord,
  UserSessionRecord,
} from './types';

type Run = <T, V extends Record<string, unknown>>(kind: 'query' | 'mutation', document: TypedDocumentNode<T, V>, variables: V) => Promise<T>;

/** The latest first, `perPage` a page: what a section of a user's page lists. */
const newest = (field: string, perPage: number) => ({ limit: perPage, offset: 0, sort: [{ field, direction: 'DESC' as const }] });

/** A ban's input: the reason trimmed, left out when blank; an end time only when given. */
export function banInput(userId: string, reason: string, endsAt?: string | null) {
  const trimmed = reason.trim();
  return { userId, ...(trimmed ? { reason: trimmed } : {}), ...(endsAt ? { endsAt: new Date(endsAt).toISOString() } : {}) };
}

/**
 * The calls of a user's page (users/) that are no record's CRUD: each section's query and each staff action. They
 * answer the API's shapes (types.ts); a refusal throws the server's error.
 */
export function userCalls(run: Run) {
  return {
    async userDetails(id: string): Promise<UserDetailsRecord> {
      return (await run('query', ConsoleUserDetailsQuery, { id })).adminUser;
    },
    async accountStanding(userId: string): Promise<AccountStandingRecord> {
      return (await run('query', ConsoleAccountStandingQuery, { userId })).accountStanding;
    },
    async moderationComments(userId: string): Promise<ModerationCommentRecord[]> {
      return (await run('query', ConsoleModerationCommentsQuery, { userId })).moderationComments;
    },
    async userEmails(userId: string): Promise<UserEmailRecord[]> {
      return (await run('query', ConsoleUserEmailsQuery, { userId })).emails;
    },
    async userSubscription(userId: string): Promise<SubscriptionRecord | null> {
      return (await run('query', ConsoleUserSubscriptionQuery, { userId })).userSubscription ?? null;
    },
    async userTokenSummary(id: string): Promise<TokenSummaryRecord> {
      const user = (await run('query', ConsoleUserTokenAccountQuery, { id })).user;
      return { subscriptionLevel: user?.subscriptionLevel ?? null, tokenAccount: user?.tokenAccount ?? null };
    },
    /** The rooms the user owns (admins' room list by owner). */
    async userRooms(userId: string, perPage = 25): Promise<PageOf<UserRoomRecord>> {
      const query = { ...newest('createdAt', perPage), where: { field: 'ownerId', op: 'EQ' as const, value: userId } };
      return (await run('query', ConsoleUserRoomsQuery, { query })).adminRooms;
    },
    async userActions(userId: string, perPage = 25): Promise<PageOf<UserActionRecord>> {
      return (await run('query', ConsoleUserActionsQuery, { userId, query: newest('occurredAt', perPage) })).userActions;
    },
    async userSessions(userId: string): Promise<UserSessionRecord[]> {
      return (await run('query', ConsoleUserSessionsQuery, { userId })).userSessions;
    },
    async kickUser(userId: string, reason: string): Promise<void> {
      await run('mutation', ConsoleKickUserMutation, { userId, reason: reason.trim() || null });
    },
    /** A ban until unbanned, or until `endsAt` when given (banUser); `temporary` is temporarilyBanUser (endsAt required). */
    async banUser(userId: string, reason: string, endsAt: string | null, temporary = false): Promise<void> {
      const input = banInput(userId, reason, endsAt);
      if (temporary) await run('mutation', ConsoleTemporarilyBanUserMutation, { input });
      else await run('mutation', ConsoleBanUserMutation, { input });
    },
    async unbanUser(userId: string): Promise<void> {
      await run('mutation', ConsoleUnbanUserMutation, { userId });
    },
    async grantRole(userId: string, role: string): Promise<void> {
      await run('mutation', ConsoleGrantRoleMutation, { userId, role });
    },
    async removeRole(userId: string, role: string): Promise<void> {
      await run('mutation', ConsoleRemoveRoleMutation, { userId, role });
    },
    async changeBadges(userId: string, badges: string[]): Promise<void> {
      await run('mutation', ConsoleChangeBadgesMutation, { userId, badges });
    },
    async setCapability(userId: string, capability: string, granted: boolean): Promise<void> {
      if (granted) await run('mutation', ConsoleGrantCapabilityMutation, { userId, capability });
      else await run('mutation', ConsoleRevokeCapabilityMutation, { userId, capability });
    },
    async setDeactivated(userId: string, deactivated: boolean): Promise<void> {
      if (deactivated) await run('mutation', ConsoleDeactivateUserMutation, { userId });
      else await run('mutation', ConsoleReactivateUserMutation, { userId });
    },
    async cancelDeactivationRequest(userId: string): Promise<void> {
      await run('mutation', ConsoleCancelDeactivationMutation, { userId });
    },
    async addModerationComment(userId: string, comment: string): Promise<void> {
      await run('mutation', ConsoleAddModerationCommentMutation, { input: { userId, comment: comment.trim() } });
    },
    async adminSetPassword(userId: string, newPassword: string): Promise<number> {
      return (await run('mutation', ConsoleAdminSetPasswordMutation, { input: { userId, newPassword } })).adminSetPassword.revokedRefreshTokens;
    },
    async addUserEmail(userId: string, email: string, type: EmailType): Promise<void> {
      await run('mutation', ConsoleAddEmailMutation, { input: { userId, email: email.trim(), type } });
    },
    async deleteUserEmail(id: string): Promise<void> {
      await run('mutation', ConsoleDeleteEmailMutation, { id });
    },
  };
}

export type UserCalls = ReturnType<typeof userCalls>;

/** Deactivation requests are keyed by their user (one pending request each): react-admin's id is the userId. */
export function withUserIds<R extends { data: unknown[] }>(resource: string, result: R): R {
  if (resource !== 'deactivation-requests') return result;
  return { ...result, data: (result.data as { userId: string }[]).map((row) => ({ ...row, id: row.userId })) } as R;
}
