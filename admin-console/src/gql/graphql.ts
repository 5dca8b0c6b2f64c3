/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An address to add: to yourself (a code is e-mailed), or, for admins, to the user named by userId. */
export type AddEmailInput = {
  /** Input limit: 1000 characters. */
  email: string;
  /** Default personal. */
  type?: EmailType | null | undefined;
  /** Admins: the user to add it to (status CREATED_BY_ADMIN, no code). Input limit: 255 characters. */
  userId?: string | number | null | undefined;
};

export type AddModerationCommentInput = {
  /** 1 to 2000 characters. Input limit: 2000 characters. */
  comment: string;
  /** Input limit: 255 characters. */
  userId: string | number;
};

/** Staff (tokens.manage): adds (amount > 0) or takes away (amount < 0) tokens, with a reason. Taking away never overdraws. */
export type AdjustTokenAccountInput = {
  /** Input limit: 255 characters. */
  accountId: string | number;
  /** -1000000 to 1000000 tokens, not 0 */
  amount: number;
  /** Input limit: 255 characters. */
  idempotencyKey: string;
  /** 1 to 500 characters. Input limit: 500 characters. */
  reason: string;
};

export type AdminSetPasswordInput = {
  /** 8 to 128 characters. Input limit: 1000 characters. */
  newPassword: string;
  /** Input limit: 255 characters. */
  userId: string | number;
};

/** Who gets the avatar, and how (MANUAL unless said). */
export type AssignAvatarInput = {
  /** MANUAL (default), SEASON_AWARD or PURCHASED. Input limit: 32 characters. */
  assignmentType?: string | null | undefined;
  /** Input limit: 255 characters. */
  userId: string | number;
};

/** A profile badge (spec 1, §3). */
export type Badge =
  | 'DOUBLE_PLATINUM'
  | 'JQBX'
  | 'PLATINUM'
  | 'STAFF'
  | 'VERIFIED';

/** A ban: with endsAt it is temporary and ends by itself then. */
export type BanUserInput = {
  /** In the future; required by temporarilyBanUser */
  endsAt?: string | null | undefined;
  /** At most 500 characters. Input limit: 1000 characters. */
  reason?: string | null | undefined;
  /** Input limit: 255 characters. */
  userId: string | number;
};

/** Rights a moderator grants to a user one by one */
export type Capability =
  | 'promoteRoom'
  | 'uploadMusic';

/** A nestjsx/crud comparison operator; the _L variants ignore case. */
export type ComparisonOperator =
  /** between values[0] and values[1], inclusive */
  | 'BETWEEN'
  /** contains value */
  | 'CONT'
  /** contains value, ignoring case */
  | 'CONT_L'
  /** ends with value */
  | 'ENDS'
  /** ends with value, ignoring case */
  | 'ENDS_L'
  /** equals value */
  | 'EQ'
  /** equals value, ignoring case */
  | 'EQ_L'
  /** does not contain value */
  | 'EXCL'
  /** does not contain value, ignoring case */
  | 'EXCL_L'
  /** greater than value */
  | 'GT'
  /** greater than or equal to value */
  | 'GTE'
  /** one of values */
  | 'IN'
  /** one of values, ignoring case */
  | 'IN_L'
  /** is null (no value) */
  | 'ISNULL'
  /** less than value */
  | 'LT'
  /** less than or equal to value */
  | 'LTE'
  /** differs from value */
  | 'NE'
  /** differs from value, ignoring case */
  | 'NE_L'
  /** none of values */
  | 'NOTIN'
  /** none of values, ignoring case */
  | 'NOTIN_L'
  /** is not null (no value) */
  | 'NOTNULL'
  /** starts with value */
  | 'STARTS'
  /** starts with value, ignoring case */
  | 'STARTS_L';

/** A filter: set exactly one of field (with op and value or values), and, or. IN/NOTIN/IN_L/NOTIN_L take values (1+), BETWEEN takes values (2), ISNULL/NOTNULL nothing, the rest value. */
export type ConditionInput = {
  and?: Array<ConditionInput> | null | undefined;
  /** Input limit: 1000 characters. */
  field?: string | null | undefined;
  op?: ComparisonOperator | null | undefined;
  or?: Array<ConditionInput> | null | undefined;
  /** Input limit: 1000 characters. */
  value?: string | null | undefined;
  /** Input limit: 1000 characters each. */
  values?: Array<string> | null | undefined;
};

/** Staff (tokens.manage): adds tokens to an active account. */
export type CreditTokenAccountInput = {
  /** Input limit: 255 characters. */
  accountId: string | number;
  /** 1 to 1000000 tokens */
  amount: number;
  /** A retry with the same key moves nothing and answers the first credit. Input limit: 255 characters. */
  idempotencyKey: string;
  /** Input limit: 500 characters. */
  reason?: string | null | undefined;
};

/** PENDING_VERIFICATION until the e-mailed code is given back (VERIFIED); CREATED_BY_ADMIN: added by an admin, trusted; DELETED: removed, the record stays. */
export type EmailStatus =
  | 'CREATED_BY_ADMIN'
  | 'DELETED'
  | 'PENDING_VERIFICATION'
  | 'VERIFIED';

/** What an e-mail address is for (spec 1, §3). */
export type EmailType =
  | 'discord'
  | 'payment'
  | 'personal'
  | 'spotify'
  | 'work';

/** Which rows of a list, in which order (nestjsx/crud list query). */
export type ListQueryInput = {
  /** The fields to return; all when absent. Input limit: 1000 characters each. */
  fields?: Array<string> | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sort?: Array<SortInput> | null | undefined;
  where?: ConditionInput | null | undefined;
};

export type LoginInput = {
  /** Input limit: 1000 characters. */
  email: string;
  /** Input limit: 1000 characters. */
  password: string;
};

/** A whole moderation record (POST one, each row of the bulk, PUT: fields left out are cleared). */
export type ModerationActionInput = {
  actionType: ModerationActionKind;
  /** Who acted; absent: the caller (creating) or the recorded actor (PUT). Input limit: 255 characters. */
  actorId?: string | number | null | undefined;
  previousRole?: ModerationRole | null | undefined;
  /** At most 500 characters. Input limit: 1000 characters. */
  reason?: string | null | undefined;
  /** Required for grantRole and removeRole. */
  role?: ModerationRole | null | undefined;
  /** The room; absent or null for a platform-wide action. Input limit: 255 characters. */
  roomId?: string | number | null | undefined;
  /** Input limit: 255 characters. */
  targetUserId: string | number;
};

/** What a moderator did. */
export type ModerationActionKind =
  | 'banUser'
  | 'deleteMessage'
  | 'globalBan'
  | 'globalKick'
  | 'globalUnBan'
  | 'grantRole'
  | 'kickUser'
  | 'removeFromFloor'
  | 'removeRole';

/** A role as moderation records name it (platform or room). */
export type ModerationRole =
  | 'banned'
  | 'chatDisabled'
  | 'coOwner'
  | 'dj'
  | 'djDisabled'
  | 'kicked'
  | 'moderator'
  | 'owner'
  | 'staff'
  | 'superUser'
  | 'user';

/** Platform roles */
export type Role =
  | 'admin'
  | 'bot'
  | 'globalModerator'
  | 'moderator'
  | 'promoter'
  | 'staff'
  | 'superUser'
  | 'user';

/** A room’s `type` (spec): public rooms are listed, private ones are reached by id, slug or password. */
export type RoomVisibility =
  | 'PRIVATE'
  | 'PUBLIC';

/** award: when the season ended; backfill: an admin’s re-run. */
export type SeasonAwardRunKind =
  | 'award'
  | 'backfill';

export type SeasonAwardRunStatus =
  | 'done'
  | 'running';

/** Staff (tokens.manage): enable or disable a token account. */
export type SetTokenAccountStatusInput = {
  /** Input limit: 255 characters. */
  accountId: string | number;
  status: TokenAccountStatus;
};

export type SignUpBotInput = {
  /** 1 to 64 characters (required; the service answers 400 without it). Input limit: 1000 characters. */
  displayName?: string | null | undefined;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SortInput = {
  direction?: SortDirection;
  /** Input limit: 1000 characters. */
  field: string;
};

/** NONE; PLUS: subscriber-only avatars and the monthly token allowance; PRO: all of PLUS, and may limit DJing in their rooms to pro owners. */
export type SubscriptionLevel =
  | 'NONE'
  | 'PLUS'
  | 'PRO';

/** The payment provider’s status of the subscription (Stripe’s names). */
export type SubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'paused'
  | 'trialing'
  | 'unpaid';

export type TokenAccountStatus =
  | 'active'
  | 'disabled';

/** What a user did (contracts/user-actions.ts). */
export type UserActionKind =
  | 'BOUGHT_CONSUMABLE'
  | 'CHATTED'
  | 'JOINED_ROOM'
  | 'LEFT_DJ_SEAT'
  | 'LEFT_ROOM'
  | 'PLAYED_SONG'
  | 'SIGNED_IN'
  | 'SIGNED_UP'
  | 'TOOK_DJ_SEAT'
  | 'VOTED'
  | 'WAS_MODERATED';

export type ConsoleUserFieldsFragment = { id: string, displayName: string, email: string | null, roles: Array<Role>, createdAt: string };

export type ConsoleSessionFieldsFragment = { accessToken: string, refreshToken: string, expiresIn: number, tokenType: string, user: { id: string, displayName: string, email: string | null, roles: Array<Role>, createdAt: string } };

export type ConsoleLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type ConsoleLoginMutation = { login: { accessToken: string, refreshToken: string, expiresIn: number, tokenType: string, user: { id: string, displayName: string, email: string | null, roles: Array<Role>, createdAt: string } } };

export type ConsoleRefreshMutationVariables = Exact<{
  refreshToken: string;
}>;


export type ConsoleRefreshMutation = { refreshSession: { accessToken: string, refreshToken: string, expiresIn: number, tokenType: string, user: { id: string, displayName: string, email: string | null, roles: Array<Role>, createdAt: string } } };

export type ConsoleLogoutMutationVariables = Exact<{
  refreshToken: string;
}>;


export type ConsoleLogoutMutation = { logout: boolean };

export type ConsoleMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleMeQuery = { me: { id: string, displayName: string, email: string | null, roles: Array<Role>, createdAt: string } };

export type ConsoleCurrentSeasonQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCurrentSeasonQuery = { currentSeason: { id: string } | null };

export type ConsoleCreditTokenAccountMutationVariables = Exact<{
  input: CreditTokenAccountInput;
}>;


export type ConsoleCreditTokenAccountMutation = { creditTokenAccount: { id: string, amount: number, account: { id: string, balance: number } | null } };

export type ConsoleAdjustTokenAccountMutationVariables = Exact<{
  input: AdjustTokenAccountInput;
}>;


export type ConsoleAdjustTokenAccountMutation = { adjustTokenAccount: { id: string, amount: number, account: { id: string, balance: number } | null } };

export type ConsoleSetTokenAccountStatusMutationVariables = Exact<{
  input: SetTokenAccountStatusInput;
}>;


export type ConsoleSetTokenAccountStatusMutation = { setTokenAccountStatus: { id: string, status: TokenAccountStatus } };

export type ConsoleServiceStatusFieldsFragment = { service: string, version: string, status: string, database: boolean, uptimeSeconds: number, time: string };

export type ConsoleUserServiceStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleUserServiceStatusQuery = { userServiceStatus: { service: string, version: string, status: string, database: boolean, uptimeSeconds: number, time: string } };

export type ConsoleAuditServiceStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleAuditServiceStatusQuery = { auditServiceStatus: { service: string, version: string, status: string, database: boolean, uptimeSeconds: number, time: string } };

export type ConsolePlaylistServiceStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePlaylistServiceStatusQuery = { playlistServiceStatus: { service: string, version: string, status: string, database: boolean, uptimeSeconds: number, time: string } };

export type ConsoleRoomServiceStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleRoomServiceStatusQuery = { roomServiceStatus: { service: string, version: string, status: string, database: boolean, uptimeSeconds: number, time: string } };

export type ConsoleAccountStandingQueryVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleAccountStandingQuery = { accountStanding: { userId: string, banned: boolean, bannedAt: string | null, bannedUntil: string | null, banReason: string | null, deactivated: boolean, deactivatedAt: string | null, tokensRevokedAt: string | null } };

export type ConsoleUserDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleUserDetailsQuery = { adminUser: { id: string, displayName: string, email: string | null, phone: string | null, roles: Array<Role>, capabilities: Array<Capability> | null, avatarId: string | null, createdAt: string, updatedAt: string, badges: Array<{ badge: Badge, label: string, awardedAt: string }> } };

export type ConsoleModerationCommentsQueryVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleModerationCommentsQuery = { moderationComments: Array<{ id: string, userId: string, authorId: string, comment: string, createdAt: string, author: { id: string, displayName: string } | null }> };

export type ConsoleUserEmailsQueryVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleUserEmailsQuery = { emails: Array<{ id: string, email: string, type: EmailType, status: EmailStatus, verifiedAt: string | null, deletedAt: string | null, createdBy: string | null, createdAt: string }> };

export type ConsoleUserSubscriptionQueryVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleUserSubscriptionQuery = { userSubscription: { id: string, planLevel: SubscriptionLevel | null, status: SubscriptionStatus, currentPeriodEnd: string, cancelAtPeriodEnd: boolean, canceledAt: string | null, country: string | null, createdAt: string } | null };

export type ConsoleUserTokenAccountQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleUserTokenAccountQuery = { user: { id: string, subscriptionLevel: SubscriptionLevel | null, tokenAccount: { id: string, balance: number, heldBalance: number, status: TokenAccountStatus } | null } | null };

export type ConsoleUserRoomsQueryVariables = Exact<{
  query?: ListQueryInput | null | undefined;
}>;


export type ConsoleUserRoomsQuery = { adminRooms: { total: number, data: Array<{ id: string, slug: string, name: string, type: RoomVisibility, promoted: boolean, liveState: boolean, createdAt: string }> } };

export type ConsoleUserActionsQueryVariables = Exact<{
  userId: string | number;
  query?: ListQueryInput | null | undefined;
}>;


export type ConsoleUserActionsQuery = { userActions: { total: number, data: Array<{ id: string, type: UserActionKind, roomId: string | null, occurredAt: string }> } };

export type ConsoleKickUserMutationVariables = Exact<{
  userId: string | number;
  reason?: string | null | undefined;
}>;


export type ConsoleKickUserMutation = { kickUser: { userId: string } };

export type ConsoleBanUserMutationVariables = Exact<{
  input: BanUserInput;
}>;


export type ConsoleBanUserMutation = { banUser: { userId: string } };

export type ConsoleTemporarilyBanUserMutationVariables = Exact<{
  input: BanUserInput;
}>;


export type ConsoleTemporarilyBanUserMutation = { temporarilyBanUser: { userId: string } };

export type ConsoleUnbanUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleUnbanUserMutation = { unbanUser: { userId: string } };

export type ConsoleGrantRoleMutationVariables = Exact<{
  userId: string | number;
  role: string;
}>;


export type ConsoleGrantRoleMutation = { grantRole: { id: string, roles: Array<Role> } };

export type ConsoleRemoveRoleMutationVariables = Exact<{
  userId: string | number;
  role: string;
}>;


export type ConsoleRemoveRoleMutation = { removeRole: { id: string, roles: Array<Role> } };

export type ConsoleChangeBadgesMutationVariables = Exact<{
  userId: string | number;
  badges: Array<string> | string;
}>;


export type ConsoleChangeBadgesMutation = { changeBadges: { id: string } };

export type ConsoleGrantCapabilityMutationVariables = Exact<{
  userId: string | number;
  capability: string;
}>;


export type ConsoleGrantCapabilityMutation = { grantCapability: { id: string } };

export type ConsoleRevokeCapabilityMutationVariables = Exact<{
  userId: string | number;
  capability: string;
}>;


export type ConsoleRevokeCapabilityMutation = { revokeCapability: { id: string } };

export type ConsoleDeactivateUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleDeactivateUserMutation = { deactivateUser: { userId: string } };

export type ConsoleReactivateUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleReactivateUserMutation = { reactivateUser: { userId: string } };

export type ConsoleCancelDeactivationMutationVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleCancelDeactivationMutation = { cancelDeactivationRequest: { userId: string } };

export type ConsoleAddModerationCommentMutationVariables = Exact<{
  input: AddModerationCommentInput;
}>;


export type ConsoleAddModerationCommentMutation = { addModerationComment: { id: string } };

export type ConsoleAdminSetPasswordMutationVariables = Exact<{
  input: AdminSetPasswordInput;
}>;


export type ConsoleAdminSetPasswordMutation = { adminSetPassword: { userId: string, revokedRefreshTokens: number } };

export type ConsoleAddEmailMutationVariables = Exact<{
  input: AddEmailInput;
}>;


export type ConsoleAddEmailMutation = { addEmail: { id: string } };

export type ConsoleDeleteEmailMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteEmailMutation = { deleteEmail: { id: string } };

export type ConsoleUserSessionsQueryVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleUserSessionsQuery = { userSessions: Array<{ id: string, startedAt: string, lastRefreshedAt: string, expiresAt: string, live: boolean, revokedAt: string | null }> };

export type ConsoleBotFieldsFragment = { id: string, displayName: string, createdBy: string | null, createdAt: string, secretActive: boolean, secretIssuedAt: string | null, secretRevokedAt: string | null, lastTokenAt: string | null };

export type ConsoleSignUpBotMutationVariables = Exact<{
  input: SignUpBotInput;
}>;


export type ConsoleSignUpBotMutation = { signUpBot: { secret: string, bot: { id: string, displayName: string, createdBy: string | null, createdAt: string, secretActive: boolean, secretIssuedAt: string | null, secretRevokedAt: string | null, lastTokenAt: string | null } } };

export type ConsoleRotateBotSecretMutationVariables = Exact<{
  botId: string | number;
}>;


export type ConsoleRotateBotSecretMutation = { rotateBotSecret: { secret: string, bot: { id: string, displayName: string, createdBy: string | null, createdAt: string, secretActive: boolean, secretIssuedAt: string | null, secretRevokedAt: string | null, lastTokenAt: string | null } } };

export type ConsoleRevokeBotSecretMutationVariables = Exact<{
  botId: string | number;
}>;


export type ConsoleRevokeBotSecretMutation = { revokeBotSecret: { id: string, displayName: string, createdBy: string | null, createdAt: string, secretActive: boolean, secretIssuedAt: string | null, secretRevokedAt: string | null, lastTokenAt: string | null } };

export type ConsoleGuestPasswordRequiredQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleGuestPasswordRequiredQuery = { guestPasswordRequired: boolean };

export type ConsoleSetGuestPasswordMutationVariables = Exact<{
  password: string;
}>;


export type ConsoleSetGuestPasswordMutation = { setGuestPassword: boolean };

export type ConsoleClearGuestPasswordMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleClearGuestPasswordMutation = { clearGuestPassword: boolean };

export type ConsoleAssignAvatarMutationVariables = Exact<{
  slug: string;
  input: AssignAvatarInput;
}>;


export type ConsoleAssignAvatarMutation = { assignAvatar: { id: string, userId: string } };

export type ConsoleUnassignAvatarMutationVariables = Exact<{
  avatarAssignmentId: string | number;
}>;


export type ConsoleUnassignAvatarMutation = { unassignAvatar: { id: string } };

export type ConsoleSeasonAwardRunFieldsFragment = { id: string, seasonId: string, kind: SeasonAwardRunKind, status: SeasonAwardRunStatus, batchSize: number, batches: number, cursorAvatarSlug: string | null, cursorOffset: number, awarded: number, createdAt: string, finishedAt: string | null };

export type ConsoleBackfillAchievedAvatarsMutationVariables = Exact<{
  seasonId: string | number;
  limit?: number | null | undefined;
}>;


export type ConsoleBackfillAchievedAvatarsMutation = { backfillAchievedAvatars: { id: string, seasonId: string, kind: SeasonAwardRunKind, status: SeasonAwardRunStatus, batchSize: number, batches: number, cursorAvatarSlug: string | null, cursorOffset: number, awarded: number, createdAt: string, finishedAt: string | null } };

export type ConsoleSeasonAwardRunQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleSeasonAwardRunQuery = { seasonAwardRun: { id: string, seasonId: string, kind: SeasonAwardRunKind, status: SeasonAwardRunStatus, batchSize: number, batches: number, cursorAvatarSlug: string | null, cursorOffset: number, awarded: number, createdAt: string, finishedAt: string | null } };

export type ConsoleCreateModerationActionsMutationVariables = Exact<{
  inputs: Array<ModerationActionInput> | ModerationActionInput;
}>;


export type ConsoleCreateModerationActionsMutation = { createModerationActions: Array<{ id: string }> };

export type ConsolePhoneFraudConstantsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePhoneFraudConstantsQuery = { phoneFraudConstants: { maxCodesPerNumber: number, windowSeconds: number, maxCodesPerIp: number, ipWindowSeconds: number, maxCodesPerPrefix: number, prefixDigits: number, prefixWindowSeconds: number, codeTtlSeconds: number, maxCodeAttempts: number } };

export const ConsoleUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleUserFieldsFragment, unknown>;
export const ConsoleSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleSessionFieldsFragment, unknown>;
export const ConsoleServiceStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleServiceStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"uptimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]} as unknown as DocumentNode<ConsoleServiceStatusFieldsFragment, unknown>;
export const ConsoleBotFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretActive"}},{"kind":"Field","name":{"kind":"Name","value":"secretIssuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretRevokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTokenAt"}}]}}]} as unknown as DocumentNode<ConsoleBotFieldsFragment, unknown>;
export const ConsoleSeasonAwardRunFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSeasonAwardRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonAwardRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchSize"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"cursorAvatarSlug"}},{"kind":"Field","name":{"kind":"Name","value":"cursorOffset"}},{"kind":"Field","name":{"kind":"Name","value":"awarded"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ConsoleSeasonAwardRunFieldsFragment, unknown>;
export const ConsoleLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserFields"}}]}}]}}]} as unknown as DocumentNode<ConsoleLoginMutation, ConsoleLoginMutationVariables>;
export const ConsoleRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenType"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserFields"}}]}}]}}]} as unknown as DocumentNode<ConsoleRefreshMutation, ConsoleRefreshMutationVariables>;
export const ConsoleLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}]}]}}]} as unknown as DocumentNode<ConsoleLogoutMutation, ConsoleLogoutMutationVariables>;
export const ConsoleMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConsoleMeQuery, ConsoleMeQueryVariables>;
export const ConsoleCurrentSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleCurrentSeason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentSeason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleCurrentSeasonQuery, ConsoleCurrentSeasonQueryVariables>;
export const ConsoleCreditTokenAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreditTokenAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditTokenAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditTokenAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreditTokenAccountMutation, ConsoleCreditTokenAccountMutationVariables>;
export const ConsoleAdjustTokenAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAdjustTokenAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustTokenAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustTokenAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleAdjustTokenAccountMutation, ConsoleAdjustTokenAccountMutationVariables>;
export const ConsoleSetTokenAccountStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetTokenAccountStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTokenAccountStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTokenAccountStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConsoleSetTokenAccountStatusMutation, ConsoleSetTokenAccountStatusMutationVariables>;
export const ConsoleUserServiceStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleUserServiceStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userServiceStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"uptimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]} as unknown as DocumentNode<ConsoleUserServiceStatusQuery, ConsoleUserServiceStatusQueryVariables>;
export const ConsoleAuditServiceStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleAuditServiceStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditServiceStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleServiceStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleServiceStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"uptimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]} as unknown as DocumentNode<ConsoleAuditServiceStatusQuery, ConsoleAuditServiceStatusQueryVariables>;
export const ConsolePlaylistServiceStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePlaylistServiceStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistServiceStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleServiceStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleServiceStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"uptimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]} as unknown as DocumentNode<ConsolePlaylistServiceStatusQuery, ConsolePlaylistServiceStatusQueryVariables>;
export const ConsoleRoomServiceStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleRoomServiceStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomServiceStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleServiceStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleServiceStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"uptimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]} as unknown as DocumentNode<ConsoleRoomServiceStatusQuery, ConsoleRoomServiceStatusQueryVariables>;
export const ConsoleAccountStandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleAccountStanding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountStanding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bannedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"banReason"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokensRevokedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleAccountStandingQuery, ConsoleAccountStandingQueryVariables>;
export const ConsoleUserDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleUserDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"avatarId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"awardedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleUserDetailsQuery, ConsoleUserDetailsQueryVariables>;
export const ConsoleModerationCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleModerationComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleModerationCommentsQuery, ConsoleModerationCommentsQueryVariables>;
export const ConsoleUserEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleUserEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeDeleted"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleUserEmailsQuery, ConsoleUserEmailsQueryVariables>;
export const ConsoleUserSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleUserSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planLevel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleUserSubscriptionQuery, ConsoleUserSubscriptionQueryVariables>;
export const ConsoleUserTokenAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleUserTokenAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleUserTokenAccountQuery, ConsoleUserTokenAccountQueryVariables>;
export const ConsoleUserRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleUserRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListQueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"promoted"}},{"kind":"Field","name":{"kind":"Name","value":"liveState"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleUserRoomsQuery, ConsoleUserRoomsQueryVariables>;
export const ConsoleUserActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleUserActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListQueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleUserActionsQuery, ConsoleUserActionsQueryVariables>;
export const ConsoleKickUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleKickUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kickUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<ConsoleKickUserMutation, ConsoleKickUserMutationVariables>;
export const ConsoleBanUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleBanUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BanUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<ConsoleBanUserMutation, ConsoleBanUserMutationVariables>;
export const ConsoleTemporarilyBanUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTemporarilyBanUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BanUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temporarilyBanUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<ConsoleTemporarilyBanUserMutation, ConsoleTemporarilyBanUserMutationVariables>;
export const ConsoleUnbanUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUnbanUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbanUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<ConsoleUnbanUserMutation, ConsoleUnbanUserMutationVariables>;
export const ConsoleGrantRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleGrantRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<ConsoleGrantRoleMutation, ConsoleGrantRoleMutationVariables>;
export const ConsoleRemoveRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRemoveRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<ConsoleRemoveRoleMutation, ConsoleRemoveRoleMutationVariables>;
export const ConsoleChangeBadgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleChangeBadges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badges"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeBadges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"badges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badges"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleChangeBadgesMutation, ConsoleChangeBadgesMutationVariables>;
export const ConsoleGrantCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleGrantCapability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"capability"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantCapability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"capability"},"value":{"kind":"Variable","name":{"kind":"Name","value":"capability"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleGrantCapabilityMutation, ConsoleGrantCapabilityMutationVariables>;
export const ConsoleRevokeCapabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRevokeCapability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"capability"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCapability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"capability"},"value":{"kind":"Variable","name":{"kind":"Name","value":"capability"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleRevokeCapabilityMutation, ConsoleRevokeCapabilityMutationVariables>;
export const ConsoleDeactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeactivateUserMutation, ConsoleDeactivateUserMutationVariables>;
export const ConsoleReactivateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleReactivateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<ConsoleReactivateUserMutation, ConsoleReactivateUserMutationVariables>;
export const ConsoleCancelDeactivationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCancelDeactivation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelDeactivationRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<ConsoleCancelDeactivationMutation, ConsoleCancelDeactivationMutationVariables>;
export const ConsoleAddModerationCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAddModerationComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddModerationCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addModerationComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleAddModerationCommentMutation, ConsoleAddModerationCommentMutationVariables>;
export const ConsoleAdminSetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAdminSetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"revokedRefreshTokens"}}]}}]}}]} as unknown as DocumentNode<ConsoleAdminSetPasswordMutation, ConsoleAdminSetPasswordMutationVariables>;
export const ConsoleAddEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAddEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleAddEmailMutation, ConsoleAddEmailMutationVariables>;
export const ConsoleDeleteEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleDeleteEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteEmailMutation, ConsoleDeleteEmailMutationVariables>;
export const ConsoleUserSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleUserSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRefreshedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleUserSessionsQuery, ConsoleUserSessionsQueryVariables>;
export const ConsoleSignUpBotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSignUpBot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpBotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpBot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"bot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleBotFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretActive"}},{"kind":"Field","name":{"kind":"Name","value":"secretIssuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretRevokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTokenAt"}}]}}]} as unknown as DocumentNode<ConsoleSignUpBotMutation, ConsoleSignUpBotMutationVariables>;
export const ConsoleRotateBotSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRotateBotSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateBotSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"bot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleBotFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretActive"}},{"kind":"Field","name":{"kind":"Name","value":"secretIssuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretRevokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTokenAt"}}]}}]} as unknown as DocumentNode<ConsoleRotateBotSecretMutation, ConsoleRotateBotSecretMutationVariables>;
export const ConsoleRevokeBotSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRevokeBotSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeBotSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleBotFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleBotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretActive"}},{"kind":"Field","name":{"kind":"Name","value":"secretIssuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"secretRevokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastTokenAt"}}]}}]} as unknown as DocumentNode<ConsoleRevokeBotSecretMutation, ConsoleRevokeBotSecretMutationVariables>;
export const ConsoleGuestPasswordRequiredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleGuestPasswordRequired"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestPasswordRequired"}}]}}]} as unknown as DocumentNode<ConsoleGuestPasswordRequiredQuery, ConsoleGuestPasswordRequiredQueryVariables>;
export const ConsoleSetGuestPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleSetGuestPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGuestPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<ConsoleSetGuestPasswordMutation, ConsoleSetGuestPasswordMutationVariables>;
export const ConsoleClearGuestPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleClearGuestPassword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearGuestPassword"}}]}}]} as unknown as DocumentNode<ConsoleClearGuestPasswordMutation, ConsoleClearGuestPasswordMutationVariables>;
export const ConsoleAssignAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAssignAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignAvatarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<ConsoleAssignAvatarMutation, ConsoleAssignAvatarMutationVariables>;
export const ConsoleUnassignAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUnassignAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"avatarAssignmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"avatarAssignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"avatarAssignmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleUnassignAvatarMutation, ConsoleUnassignAvatarMutationVariables>;
export const ConsoleBackfillAchievedAvatarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleBackfillAchievedAvatars"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seasonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backfillAchievedAvatars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"seasonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seasonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSeasonAwardRunFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSeasonAwardRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonAwardRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchSize"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"cursorAvatarSlug"}},{"kind":"Field","name":{"kind":"Name","value":"cursorOffset"}},{"kind":"Field","name":{"kind":"Name","value":"awarded"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ConsoleBackfillAchievedAvatarsMutation, ConsoleBackfillAchievedAvatarsMutationVariables>;
export const ConsoleSeasonAwardRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSeasonAwardRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seasonAwardRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSeasonAwardRunFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSeasonAwardRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonAwardRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchSize"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"cursorAvatarSlug"}},{"kind":"Field","name":{"kind":"Name","value":"cursorOffset"}},{"kind":"Field","name":{"kind":"Name","value":"awarded"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ConsoleSeasonAwardRunQuery, ConsoleSeasonAwardRunQueryVariables>;
export const ConsoleCreateModerationActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateModerationActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationActionInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createModerationActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateModerationActionsMutation, ConsoleCreateModerationActionsMutationVariables>;
export const ConsolePhoneFraudConstantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePhoneFraudConstants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneFraudConstants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxCodesPerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"windowSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxCodesPerIp"}},{"kind":"Field","name":{"kind":"Name","value":"ipWindowSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxCodesPerPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"prefixDigits"}},{"kind":"Field","name":{"kind":"Name","value":"prefixWindowSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"codeTtlSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxCodeAttempts"}}]}}]}}]} as unknown as DocumentNode<ConsolePhoneFraudConstantsQuery, ConsolePhoneFraudConstantsQueryVariables>;