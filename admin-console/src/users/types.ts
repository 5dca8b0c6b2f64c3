import type {
  ConsoleAccountStandingQuery,
  ConsoleModerationCommentsQuery,
  ConsoleUserActionsQuery,
  ConsoleUserDetailsQuery,
  ConsoleUserEmailsQuery,
  ConsoleUserRoomsQuery,
  ConsoleUserSessionsQuery,
  ConsoleUserSubscriptionQuery,
  ConsoleUserTokenAccountQuery,
} from '../gql/graphql';

/** A row of the user list (allUsers) and the record of a user's page (user(id)). */
export interface UserRecord {
  id: string;
  displayName: string;
  email?: string | null;
  phone?: string | null;
  roles: string[];
  capabilities?: string[] | null;
  avatarId?: string | null;
  createdAt: string;
}

export interface PageOf<T> {
  total: number;
  data: T[];
}

export type UserDetailsRecord = ConsoleUserDetailsQuery['adminUser'];
export type AccountStandingRecord = ConsoleAccountStandingQuery['accountStanding'];
export type ModerationCommentRecord = ConsoleModerationCommentsQuery['moderationComments'][number];
export type UserEmailRecord = ConsoleUserEmailsQuery['emails'][number];
export type SubscriptionRecord = NonNullable<ConsoleUserSubscriptionQuery['userSubscription']>;
export type UserSessionRecord = ConsoleUserSessionsQuery['userSessions'][number];
export type UserRoomRecord = ConsoleUserRoomsQuery['adminRooms']['data'][number];
export type UserActionRecord = ConsoleUserActionsQuery['userActions']['data'][number];
type TokenUser = NonNullable<ConsoleUserTokenAccountQuery['user']>;
export interface TokenSummaryRecord {
  subscriptionLevel: TokenUser['subscriptionLevel'] | null;
  tokenAccount: TokenUser['tokenAccount'] | null;
}

/** A moderation action as the generic list (moderation-actions) reads it. */
export interface ModerationActionRecord {
  id: string;
  actionType: string;
  actorId: string;
  targetUserId: string;
  roomId?: string | null;
  previousRole?: string | null;
  role?: string | null;
  reason?: string | null;
  createdAt: string;
}

/** The platform roles an admin grants in the console (user and bot are never granted). */
export const grantableRoles = ['moderator', 'globalModerator', 'staff', 'promoter', 'admin', 'superUser'] as const;
export const filterRoles = ['user', 'moderator', 'globalModerator', 'staff', 'promoter', 'admin', 'superUser', 'bot'] as const;
export const badges = ['VERIFIED', 'PLATINUM', 'DOUBLE_PLATINUM', 'JQBX', 'STAFF'] as const;
export const capabilityNames = ['uploadMusic', 'promoteRoom'] as const;
export const emailTypes = ['personal', 'work', 'payment', 'spotify', 'discord'] as const;

/** A ban as the history shows it: when it began (globalBan) and, once over, when it was lifted (the next globalUnBan). */
export interface BanPeriod {
  id: string;
  startedAt: string;
  endedAt: string | null;
  reason: string | null;
  actorId: string;
}

/**
 * The platform bans in a user's moderation history (any order in): each globalBan with the globalUnBan that followed
 * it, newest first. A ban without a later unban is still open here (unless its own end time passed: the standing says).
 */
export function banPeriods(actions: readonly ModerationActionRecord[]): BanPeriod[] {
  const sorted = [...actions].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const periods: BanPeriod[] = [];
  for (const action of sorted) {
    if (action.actionType === 'globalBan') {
      periods.push({ id: action.id, startedAt: action.createdAt, endedAt: null, reason: action.reason ?? null, actorId: action.actorId });
    } else if (action.actionType === 'globalUnBan') {
      const open = periods.findLast((period) => period.endedAt === null);
      if (open) open.endedAt = action.createdAt;
    }
  }
  return periods.reverse();
}

/** The note a staff action without a reason parameter leaves among the moderation comments: `[action] reason`. */
export function reasonComment(action: string, reason: string, detail?: string): string {
  return `[${action}${detail ? `: ${detail}` : ''}] ${reason.trim()}`.slice(0, 2000);
}
