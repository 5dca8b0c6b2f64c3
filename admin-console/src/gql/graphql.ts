/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** Who gets the avatar, and how (MANUAL unless said). */
export type AssignAvatarInput = {
  /** MANUAL (default), SEASON_AWARD or PURCHASED. Input limit: 32 characters. */
  assignmentType?: string | null | undefined;
  /** Input limit: 255 characters. */
  userId: string | number;
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

export type TokenAccountStatus =
  | 'active'
  | 'disabled';

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
export const ConsoleAssignAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleAssignAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignAvatarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<ConsoleAssignAvatarMutation, ConsoleAssignAvatarMutationVariables>;
export const ConsoleUnassignAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleUnassignAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"avatarAssignmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"avatarAssignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"avatarAssignmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleUnassignAvatarMutation, ConsoleUnassignAvatarMutationVariables>;
export const ConsoleBackfillAchievedAvatarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleBackfillAchievedAvatars"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seasonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backfillAchievedAvatars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"seasonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seasonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSeasonAwardRunFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSeasonAwardRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonAwardRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchSize"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"cursorAvatarSlug"}},{"kind":"Field","name":{"kind":"Name","value":"cursorOffset"}},{"kind":"Field","name":{"kind":"Name","value":"awarded"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ConsoleBackfillAchievedAvatarsMutation, ConsoleBackfillAchievedAvatarsMutationVariables>;
export const ConsoleSeasonAwardRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSeasonAwardRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seasonAwardRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleSeasonAwardRunFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleSeasonAwardRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonAwardRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"batchSize"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"cursorAvatarSlug"}},{"kind":"Field","name":{"kind":"Name","value":"cursorOffset"}},{"kind":"Field","name":{"kind":"Name","value":"awarded"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<ConsoleSeasonAwardRunQuery, ConsoleSeasonAwardRunQueryVariables>;
export const ConsoleCreateModerationActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleCreateModerationActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationActionInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createModerationActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateModerationActionsMutation, ConsoleCreateModerationActionsMutationVariables>;
export const ConsolePhoneFraudConstantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsolePhoneFraudConstants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneFraudConstants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxCodesPerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"windowSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxCodesPerIp"}},{"kind":"Field","name":{"kind":"Name","value":"ipWindowSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxCodesPerPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"prefixDigits"}},{"kind":"Field","name":{"kind":"Name","value":"prefixWindowSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"codeTtlSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxCodeAttempts"}}]}}]}}]} as unknown as DocumentNode<ConsolePhoneFraudConstantsQuery, ConsolePhoneFraudConstantsQueryVariables>;