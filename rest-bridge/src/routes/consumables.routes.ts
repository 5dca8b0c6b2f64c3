import type { FastifyInstance } from 'fastify';
import { ComparisonOperatorName, type ConditionInput } from '@backspin/platform/list-query';
import type { Storage } from '@backspin/platform';
import type { GatewayClient } from '../gateway-client.ts';
import { graphql } from '../gql/index.ts';
import { pagingQuery } from './admin-list-query.ts';
import { registerFileUploadRoute } from './multipart-upload.ts';
import { RawResponse, route, RouteInputError, stringParam, type RestRequest, type RestRoute } from './route.ts';

/**
 * Consumables (spec 1, §7.1; spec 3, §7): the catalogue admins manage, its pictures, and purchases. The economy
 * service has no base path: these are `/api/v1/...`.
 */

graphql(`
  fragment RestConsumable on Consumable {
    id
    name
    description
    tokenCost
    fileId
    fileUrl
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment RestConsumablePurchase on ConsumablePurchase {
    id
    status
    roomId
    consumableId
    accountId
    tokenCost
    failureReason
    createdAt
    settledAt
    tokenAccount { id balance updatedAt }
  }
`);

const Create = graphql(`
  mutation RestCreateConsumable($input: CreateConsumableInput!) {
    createConsumable(input: $input) { ...RestConsumable }
  }
`);

const One = graphql(`
  query RestConsumable($id: ID!) {
    consumable(id: $id) { ...RestConsumable }
  }
`);

const Update = graphql(`
  mutation RestUpdateConsumable($id: ID!, $input: UpdateConsumableInput!) {
    updateConsumable(id: $id, input: $input) { ...RestConsumable }
  }
`);

const Delete = graphql(`
  mutation RestDeleteConsumable($id: ID!) {
    deleteConsumable(id: $id) { ...RestConsumable }
  }
`);

const List = graphql(`
  query RestConsumables($query: ListQueryInput) {
    consumables(query: $query) { total data { ...RestConsumable } }
  }
`);

const Count = graphql(`
  query RestConsumableCount($query: ListQueryInput) {
    consumables(query: $query) { total }
  }
`);

const BeginFile = graphql(`
  mutation RestBeginConsumableFileUpload {
    beginEconomyFileUpload { stagingKey maxBytes }
  }
`);

const RegisterFile = graphql(`
  mutation RestRegisterConsumableFileUpload($stagingKey: String!) {
    registerEconomyFileUpload(stagingKey: $stagingKey) { id contentType size createdAt }
  }
`);

const File = graphql(`
  query RestConsumableFile($id: ID!) {
    economyFile(id: $id) { storageKey contentType }
  }
`);

const Purchase = graphql(`
  mutation RestPurchaseConsumable($input: PurchaseConsumableInput!) {
    purchaseConsumable(input: $input) { ...RestConsumablePurchase }
  }
`);

const base = '/api/v1/consumables';
const tag = 'consumables';

const consumableSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    tokenCost: { type: 'integer' },
    fileId: { type: ['string', 'null'] },
    fileUrl: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
};

const consumableBody = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    description: { type: 'string' },
    tokenCost: { type: 'integer' },
    fileId: { type: ['string', 'null'] },
  },
};

/** A consumable's fields from the body, each only if given; a value of the wrong type is the service's 400. */
function consumableFields(body: Record<string, unknown>) {
  const fields: { name?: string; description?: string; tokenCost?: number; fileId?: string | null } = {};
  const wrong = () => new RouteInputError('INVALID_CONSUMABLE');
  for (const key of ['name', 'description'] as const) {
    if (body[key] === undefined) continue;
    if (typeof body[key] !== 'string') throw wrong();
    fields[key] = body[key];
  }
  if (body.tokenCost !== undefined) {
    if (!Number.isInteger(body.tokenCost)) throw wrong();
    fields.tokenCost = body.tokenCost as number;
  }
  if (body.fileId !== undefined) {
    if (body.fileId !== null && typeof body.fileId !== 'string') throw wrong();
    fields.fileId = body.fileId;
  }
  return fields;
}

/** The spec's list parameters: `id` and `createdBefore` filter, `offset` and `limit` page (32 a page at most). */
function listQuery(request: RestRequest) {
  const conditions: ConditionInput[] = [];
  const id = stringParam(request.query, 'id');
  if (id) conditions.push({ field: 'id', op: ComparisonOperatorName.EQ, value: id });
  const createdBefore = stringParam(request.query, 'createdBefore');
  if (createdBefore) {
    if (Number.isNaN(Date.parse(createdBefore))) throw new RouteInputError('REST_NOT_DATE_TIME', { name: 'createdBefore' });
    conditions.push({ field: 'createdAt', op: ComparisonOperatorName.LT, value: new Date(createdBefore).toISOString() });
  }
  const where = conditions.length > 1 ? { and: conditions } : conditions[0];
  return pagingQuery(request.query, where);
}

/** Spec 3, §7: the purchase body; the Idempotency-Key header makes a retry answer the first purchase. */
function purchaseInput(request: RestRequest) {
  const { body, headers } = request;
  const wrong = () => new RouteInputError('INVALID_CONSUMABLE_PURCHASE');
  for (const key of ['roomUuid', 'consumableId', 'accountId', 'balanceUnmodifiedSince'] as const) {
    if (typeof body[key] !== 'string') throw wrong();
  }
  if (Number.isNaN(Date.parse(body.balanceUnmodifiedSince as string))) throw wrong();
  if (!Number.isInteger(body.lastTokenBalance) || !Number.isInteger(body.tokenCost)) throw wrong();
  const key = headers['idempotency-key'];
  return {
    roomUuid: body.roomUuid as string,
    consumableId: body.consumableId as string,
    accountId: body.accountId as string,
    balanceUnmodifiedSince: new Date(body.balanceUnmodifiedSince as string).toISOString(),
    lastTokenBalance: body.lastTokenBalance as number,
    tokenCost: body.tokenCost as number,
    ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
  };
}

export const consumableRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'economy',
    path: base,
    tag,
    summary: 'Administrators: a new consumable (name, description, tokenCost ≥ 1, fileId of an uploaded picture)',
    auth: true,
    status: 201,
    operation: Create,
    variables: ({ body }) => {
      const input = consumableFields(body);
      return { input: { name: input.name ?? '', tokenCost: input.tokenCost ?? 0, ...input } };
    },
    result: (data) => data.createConsumable,
    bodySchema: { ...consumableBody, required: ['name', 'tokenCost'] },
    responseSchema: consumableSchema,
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: base,
    tag,
    summary: 'Consumables on sale, newest first (query id, createdBefore, offset, limit; 32 a page at most)',
    auth: true,
    operation: List,
    variables: (request) => ({ query: listQuery(request) }),
    result: (data) => data.consumables.data,
    responseSchema: { type: 'array', items: consumableSchema },
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: `${base}/count`,
    tag,
    summary: 'How many consumables are on sale (query id, createdBefore)',
    auth: true,
    operation: Count,
    variables: (request) => ({ query: { ...listQuery(request), limit: 1, offset: 0 } }),
    result: (data) => ({ count: data.consumables.total }),
    responseSchema: { type: 'object', properties: { count: { type: 'integer' } } },
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: `${base}/{id}`,
    tag,
    summary: 'A consumable on sale',
    auth: true,
    operation: One,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.consumable,
    responseSchema: consumableSchema,
  }),
  route({
    method: 'PATCH',
    service: 'economy',
    path: `${base}/{id}`,
    tag,
    summary: 'Administrators: change a consumable (the fields given; fileId null removes its picture)',
    auth: true,
    operation: Update,
    variables: ({ params, body }) => ({ id: params.id ?? '', input: consumableFields(body) }),
    result: (data) => data.updateConsumable,
    bodySchema: consumableBody,
    responseSchema: consumableSchema,
  }),
  route({
    method: 'DELETE',
    service: 'economy',
    path: `${base}/{id}`,
    tag,
    summary: 'Administrators: take a consumable off sale (past purchases keep it)',
    auth: true,
    operation: Delete,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.deleteConsumable,
    responseSchema: consumableSchema,
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: `${base}/files/{fileId}`,
    tag,
    summary: 'An uploaded consumable picture or animation, with its sniffed content type',
    operation: File,
    variables: ({ params }) => ({ id: params.fileId ?? '' }),
    result: async (data, { storage }) =>
      new RawResponse(data.economyFile.contentType, await storage.get(data.economyFile.storageKey), {
        // A file never changes (a new picture is a new file).
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      }),
  }),
  route({
    method: 'POST',
    service: 'economy',
    path: '/api/v1/consumable-purchases',
    tag,
    summary:
      'Buy a consumable for a room’s chat: body roomUuid, consumableId, accountId, balanceUnmodifiedSince, lastTokenBalance, tokenCost (the view you bought with; 409 with the current tokenCost, balance and balanceUpdatedAt when it is stale); optional Idempotency-Key header',
    auth: true,
    status: 201,
    operation: Purchase,
    variables: (request) => ({ input: purchaseInput(request) }),
    result: (data) => data.purchaseConsumable,
    bodySchema: {
      type: 'object',
      properties: {
        roomUuid: { type: 'string' },
        consumableId: { type: 'string' },
        accountId: { type: 'string' },
        balanceUnmodifiedSince: { type: 'string' },
        lastTokenBalance: { type: 'integer' },
        tokenCost: { type: 'integer' },
      },
      required: ['roomUuid', 'consumableId', 'accountId', 'balanceUnmodifiedSince', 'lastTokenBalance', 'tokenCost'],
    },
  }),
];

/** POST /api/v1/consumables/files: one multipart file field `file` (JPEG, PNG, GIF or WebP, animations included). */
export function registerConsumableFileRoute(app: FastifyInstance, deps: { gateway: GatewayClient; storage: Storage }): Promise<void> {
  return registerFileUploadRoute(app, deps, {
    path: `${base}/files`,
    summary: 'Administrators: upload a consumable’s picture or animation: multipart/form-data with one file field "file" (JPEG, PNG, GIF or WebP); answers its id',
    tag,
    status: 201,
    responseSchema: { type: 'object', properties: { id: { type: 'string' }, contentType: { type: 'string' }, size: { type: 'integer' }, createdAt: { type: 'string' } } },
    missing: 'ECONOMY_FILE_MISSING',
    tooLarge: 'ECONOMY_FILE_TOO_LARGE',
    begin: BeginFile,
    staging: (data) => data.beginEconomyFileUpload,
    register: RegisterFile,
    result: (data) => data.registerEconomyFileUpload,
  });
}
