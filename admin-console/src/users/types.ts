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

/**
 * How a ban of the history ended: `lifted` by an unban, `replaced` by a later ban, `ranOut` (its end time passed: the
 * trail records no event for that, so when is unknown here), or `inForce`.
 */
export type BanEnding = 'lifted' | 'replaced' | 'ranOut' | 'inForce';

/** A ban as the history shows it: when it began (globalBan), how it ended and, when the trail says, at what time. */
export interface BanPeriod {
  id: string;
  startedAt: string;
  ending: BanEnding;
  endedAt: string | null;
  reason: string | null;
  actorId: string;
}

/**
 * The platform bans in a user's moderation history (any order in), newest first: each globalBan ends at the
 * globalUnBan or the next globalBan that followed it. The last one still open is in force only if the account's
 * standing says the user is banned now (`bannedNow`); otherwise its end time passed (a temporary ban ran out).
 */
export function banPeriods(actions: readonly ModerationActionRecord[], bannedNow: boolean): BanPeriod[] {
  const sorted = [...actions].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const periods: BanPeriod[] = [];
  const open = () => periods.findLast((period) => period.ending === 'inForce');
  for (const action of sorted) {
    if (action.actionType === 'globalBan') {
      const replaced = open();
      if (replaced) Object.assign(replaced, { ending: 'replaced', endedAt: action.createdAt });
      periods.push({ id: action.id, startedAt: action.createdAt, ending: 'inForce', endedAt: null, reason: action.reason ?? null, actorId: action.actorId });
    } else if (action.actionType === 'globalUnBan') {
      const lifted = open();
      if (lifted) Object.assign(lifted, { ending: 'lifted', endedAt: action.createdAt });
    }
  }
  const last = open();
  if (last && !bannedNow) last.ending = 'ranOut';
  return periods.reverse();
}

/** The note a staff action without a reason parameter leaves among the moderation comments: `[action] reason`. */
export function reasonComment(action: string, reason: string, detail?: string): string {
  return `[${action}${detail ? `: ${detail}` : ''}] ${reason.trim()}`.slice(0, 2000);
}
