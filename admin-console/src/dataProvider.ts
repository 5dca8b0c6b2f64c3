import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import buildDataProvider from 'ra-data-graphql';
import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import type { WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';
import type {
  ConsolePhoneFraudConstantsQuery,
  ConsoleSeasonAwardRunFieldsFragment,
  ModerationActionInput,
  AdjustTokenAccountInput,
  CreditTokenAccountInput,
  SetTokenAccountStatusInput,
} from './gql/graphql';
import { introspectionSchema } from './schema';
import { buildQuery, excludeType, operationNames } from './buildQuery';
import {
  ConsoleClearGuestPasswordMutation,
  ConsoleGuestPasswordRequiredQuery,
  ConsoleRevokeBotSecretMutation,
  ConsoleRotateBotSecretMutation,
  ConsoleSetGuestPasswordMutation,
  ConsoleSignUpBotMutation,
  ConsoleAssignAvatarMutation,
  ConsoleBackfillAchievedAvatarsMutation,
  ConsoleCreateModerationActionsMutation,
  ConsolePhoneFraudConstantsQuery as PhoneFraudConstantsDocument,
  ConsoleSeasonAwardRunQuery,
  ConsoleUnassignAvatarMutation,
  ConsoleAdjustTokenAccountMutation,
  ConsoleCreditTokenAccountMutation,
  ConsoleAuditServiceStatusQuery,
  ConsoleCurrentSeasonQuery,
  ConsolePlaylistServiceStatusQuery,
  ConsoleRoomServiceStatusQuery,
  ConsoleSetTokenAccountStatusMutation,
  ConsoleUserServiceStatusQuery,
} from './operations';
import type { ServiceStatusRecord, ServiceStatusResult } from './status/types';
import type { BotRecord, BotWithSecret } from './bots/types';
import type { ConsoleAuth } from './session';
import { userCalls, withUserIds, type UserCalls } from './users/calls';

/** A GraphQL error's `extensions.status` as the HttpError status react-admin's checkError reads; the rest as is. */
function withStatus(error: unknown): unknown {
  if (error instanceof HttpError && error.status === 200) {
    const graphQLErrors = (error.body as { graphQLErrors?: { extensions?: { status?: unknown } }[] } | undefined)?.graphQLErrors;
    const status = graphQLErrors?.[0]?.extensions?.status;
    if (typeof status === 'number') return new HttpError(error.message, status, error.body);
  }
  return error;
}

/** An Apollo failure of the console's own operations, as ra-data-graphql turns its own into HttpErrors. */
function toHttpError(error: unknown): unknown {
  const apollo = error as { networkError?: { message?: string; statusCode?: number } | null; message?: string } | null;
  if (apollo?.networkError) return new HttpError(apollo.networkError.message ?? 'Network error', apollo.networkError.statusCode ?? 0);
  return withStatus(new HttpError(apollo?.message ?? String(error), 200, error));
}

function withStatuses(provider: DataProvider): DataProvider {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          throw withStatus(error);
        }
      };
    },
  });
}

/** What react-admin's ImageInput puts in a record for a newly chosen file. */
interface ChosenFile {
  rawFile: File;
}
const isChosenFile = (value: unknown): value is ChosenFile => typeof value === 'object' && value !== null && (value as ChosenFile).rawFile instanceof File;

/**
 * The console's data provider: react-admin's calls (buildQuery.ts) and the calls that are no record's CRUD —
 * the current season, the token ledger's staff actions, the services' status.
 */
export interface ConsoleDataProvider extends DataProvider, UserCalls {
  currentSeasonId(): Promise<string | null>;
  creditTokenAccount(input: CreditTokenAccountInput): Promise<void>;
  adjustTokenAccount(input: AdjustTokenAccountInput): Promise<void>;
  setTokenAccountStatus(input: SetTokenAccountStatusInput): Promise<void>;
  /** Every service's status query, each on its own: one that fails carries its error. */
  serviceStatuses(): Promise<ServiceStatusResult[]>;
  /** Bots (bots.manage): signing up and rotating answer the secret, the one time it is shown. */
  signUpBot(displayName: string): Promise<BotWithSecret>;
  rotateBotSecret(botId: string): Promise<BotWithSecret>;
  revokeBotSecret(botId: string): Promise<BotRecord>;
  /** The platform-wide guest password (console.manage). */
  guestPasswordRequired(): Promise<boolean>;
  setGuestPassword(password: string): Promise<void>;
  clearGuestPassword(): Promise<boolean>;
  /** Avatars (console.manage): give one to a user, take an assignment back, a season's award backfill and its progress. */
  assignAvatar(slug: string, userId: string): Promise<void>;
  unassignAvatar(assignmentId: string): Promise<void>;
  backfillAchievedAvatars(seasonId: string, limit?: number): Promise<SeasonAwardRun>;
  seasonAwardRun(id: string): Promise<SeasonAwardRun>;
  /** Moderation actions (audit.manage): 1 to 100 records at once, all or none; their ids. */
  createModerationActions(inputs: ModerationActionInput[]): Promise<string[]>;
  /** The SMS fraud thresholds (console.manage). */
  phoneFraudConstants(): Promise<PhoneFraudConstants>;
}
export type SeasonAwardRun = ConsoleSeasonAwardRunFieldsFragment;
export type PhoneFraudConstants = ConsolePhoneFraudConstantsQuery['phoneFraudConstants'];

/** Where each resource's form keeps its chosen picture's uploaded file id. */
const pictureFileFields: Record<string, string> = { consumables: 'fileId', avatars: 'imageFileId' };

/** How ra-data-graphql finds each resource's queries in the schema. */
export const introspectionOptions = { schema: introspectionSchema, operationNames, exclude: excludeType };

export function createDataProvider(config: AppConfig, sessions: ConsoleAuth): ConsoleDataProvider {
  const client = new ApolloClient({
    link: new HttpLink({ uri: config.graphqlUrl, fetch: sessions.fetch }),
    cache: new InMemoryCache(),
    devtools: { enabled: false },
  });
  const provider = withStatuses(buildDataProvider({ client, buildQuery, introspection: introspectionOptions }));

  async function run<T, V extends Record<string, unknown>>(kind: 'query' | 'mutation', document: TypedDocumentNode<T, V>, variables: V): Promise<T> {
    try {
      const result =
        kind === 'query'
          ? await client.query({ query: document, variables, fetchPolicy: 'network-only' })
          : await client.mutate({ mutation: document, variables });
      if (!result.data) throw new HttpError('Empty response', 500);
      return result.data;
    } catch (error) {
      throw toHttpError(error);
    }
  }

  /**
   * A consumable's picture goes first to the REST bridge's staged upload (POST /api/v1/consumables/files: the
   * gateway carries no files); the mutation then names the uploaded file by its id.
   */
  async function uploadPicture(data: Record<string, unknown>, fileField = 'fileId'): Promise<Record<string, unknown>> {
    const { picture, ...rest } = data;
    if (!isChosenFile(picture)) return rest;
    const body = new FormData();
    body.append('file', picture.rawFile);
    const response = await sessions.fetch(`${config.restUrl ?? ''}/api/v1/consumables/files`, { method: 'POST', body });
    const answer = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
    if (!response.ok || !answer.id) throw new HttpError(answer.message ?? `Upload failed (HTTP ${response.status})`, response.status);
    return { ...rest, [fileField]: answer.id };
  }

  return {
    ...provider,
    create: async (resource, params) => {
      const field = pictureFileFields[resource];
      return provider.create(resource, field ? { ...params, data: await uploadPicture(params.data as Record<string, unknown>, field) } : params);
    },
    update: async (resource, params) => {
      const field = pictureFileFields[resource];
      return provider.update(resource, field ? { ...params, data: await uploadPicture(params.data as Record<string, unknown>, field) } : params);
    },
    // A deactivation request has no id of its own: the user's id names it (one pending request per user).
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => withUserIds(resource, await provider.getList<R>(resource, params)),
    ...userCalls(run),
    async currentSeasonId() {
      return (await run('query', ConsoleCurrentSeasonQuery, {})).currentSeason?.id ?? null;
    },
    async creditTokenAccount(input) {
      await run('mutation', ConsoleCreditTokenAccountMutation, { input });
    },
    async adjustTokenAccount(input) {
      await run('mutation', ConsoleAdjustTokenAccountMutation, { input });
    },
    async setTokenAccountStatus(input) {
      await run('mutation', ConsoleSetTokenAccountStatusMutation, { input });
    },
    async signUpBot(displayName) {
      return (await run('mutation', ConsoleSignUpBotMutation, { input: { displayName } })).signUpBot;
    },
    async rotateBotSecret(botId) {
      return (await run('mutation', ConsoleRotateBotSecretMutation, { botId })).rotateBotSecret;
    },
    async revokeBotSecret(botId) {
      return (await run('mutation', ConsoleRevokeBotSecretMutation, { botId })).revokeBotSecret;
    },
    async guestPasswordRequired() {
      return (await run('query', ConsoleGuestPasswordRequiredQuery, {})).guestPasswordRequired;
    },
    async setGuestPassword(password) {
      await run('mutation', ConsoleSetGuestPasswordMutation, { password });
    },
    async clearGuestPassword() {
      return (await run('mutation', ConsoleClearGuestPasswordMutation, {})).clearGuestPassword;
    },
    async assignAvatar(slug, userId) {
      await run('mutation', ConsoleAssignAvatarMutation, { slug, input: { userId } });
    },
    async unassignAvatar(avatarAssignmentId) {
      await run('mutation', ConsoleUnassignAvatarMutation, { avatarAssignmentId });
    },
    async backfillAchievedAvatars(seasonId, limit) {
      return (await run('mutation', ConsoleBackfillAchievedAvatarsMutation, { seasonId, limit })).backfillAchievedAvatars;
    },
    async seasonAwardRun(id) {
      return (await run('query', ConsoleSeasonAwardRunQuery, { id })).seasonAwardRun;
    },
    async createModerationActions(inputs) {
      return (await run('mutation', ConsoleCreateModerationActionsMutation, { inputs })).createModerationActions.map((row) => row.id);
    },
    async phoneFraudConstants() {
      return (await run('query', PhoneFraudConstantsDocument, {})).phoneFraudConstants;
    },
    async serviceStatuses() {
      const asks: [string, () => Promise<ServiceStatusRecord>][] = [
        ['users', async () => (await run('query', ConsoleUserServiceStatusQuery, {})).userServiceStatus],
        ['audit', async () => (await run('query', ConsoleAuditServiceStatusQuery, {})).auditServiceStatus],
        ['playlists', async () => (await run('query', ConsolePlaylistServiceStatusQuery, {})).playlistServiceStatus],
        ['rooms', async () => (await run('query', ConsoleRoomServiceStatusQuery, {})).roomServiceStatus],
      ];
      return Promise.all(
        asks.map(([name, ask]) =>
          ask().then(
            (status): ServiceStatusResult => ({ name, status, error: null }),
            (error: unknown): ServiceStatusResult => ({ name, status: null, error: error instanceof Error && error.message ? error.message : String(error) }),
          ),
        ),
      );
    },
  };
}
