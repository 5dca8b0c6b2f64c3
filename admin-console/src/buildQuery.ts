import {
  parse,
  type IntrospectionField,
  type IntrospectionInputObjectType,
  type IntrospectionObjectType,
  type IntrospectionOutputTypeRef,
  type IntrospectionType,
} from 'graphql';
import type { BuildQueryFactory, IntrospectionResult } from 'ra-data-graphql';
import { CREATE, DELETE, GET_LIST, GET_MANY, GET_MANY_REFERENCE, GET_ONE, HttpError, UPDATE } from 'react-admin';

/**
 * How the console's data provider turns react-admin calls into GraphQL operations, read from the schema (kept apart
 * from the Apollo client so it runs in a unit test).
 */

/** react-admin resource name → GraphQL type name. */
export const resourceTypes: Record<string, string> = {
  users: 'User',
  seasons: 'Season',
  vouchers: 'Voucher',
  consumables: 'Consumable',
  'token-accounts': 'TokenAccount',
  'token-transactions': 'TokenTransaction',
  'moderation-actions': 'ModerationAction',
  'phone-whitelist': 'PhoneWhitelistEntry',
  'deactivation-requests': 'DeactivationRequest',
  rooms: 'Room',
  communities: 'Community',
  events: 'Event',
  djs: 'Dj',
  bots: 'Bot',
  'phone-validations': 'PhoneValidation',
  avatars: 'Avatar',
  'avatar-assignments': 'UserAvatarAssignment',
  'ranking-statuses': 'RankingStatus',
  'lifetime-ranking-statuses': 'LifetimeRankingStatus',
};

/**
 * GraphQL type → the admin list query of its rows, where it is not `all<Type>s`. Every admin list takes
 * `query: ListQueryInput` and answers the one page type `{data, count, total, page, pageCount}`, so one GET_LIST
 * serves them all.
 */
export const listOperations: Record<string, string> = {
  Bot: 'bots',
  Community: 'allCommunities',
  Consumable: 'consumables',
  DeactivationRequest: 'pendingDeactivations',
  ModerationAction: 'moderationActions',
  PhoneWhitelistEntry: 'phoneWhitelist',
  PhoneValidation: 'phoneValidationRecents',
  UserAvatarAssignment: 'avatarAssignmentsOf',
  RankingStatus: 'allRankingStatuses',
  LifetimeRankingStatus: 'allLifetimeRankingStatuses',
  PlaybackEvent: 'playbackEvents',
  Room: 'adminRooms',
  TokenTransaction: 'tokenTransactions',
  Voucher: 'vouchers',
};

const listOperationOf = (type: { name: string }) => listOperations[type.name] ?? `all${type.name}s`;

/** GraphQL type → its one-record query, where it is not `<type>(id)`: the admin reads. */
export const oneOperations: Record<string, string> = {
  Avatar: 'adminAvatar',
  Community: 'adminCommunity',
  Dj: 'adminDj',
  Event: 'adminEvent',
  Room: 'adminRoom',
};

/**
 * GraphQL type → the field its by-key calls name a record by, where it is not `id` (`adminAvatar(slug)`,
 * `updateAvatar(slug, input)`, `deleteAvatar(slug)`): the console uses that field as the record's id.
 */
export const recordKeys: Record<string, string> = { Avatar: 'slug' };

/**
 * GraphQL type → its mutations that are not `create<Type>`, `update<Type>`, `delete<Type>`. The shapes stay the
 * generic ones (`id`, `input`, or the record's fields as arguments): revoking a voucher is its DELETE
 * (DELETE /vouchers/{id} in REST).
 */
export const mutationOperations: Record<string, Partial<Record<typeof CREATE | typeof UPDATE | typeof DELETE, string>>> = {
  Voucher: { [DELETE]: 'revokeVoucher' },
  PhoneWhitelistEntry: { [CREATE]: 'addPhoneToWhitelist', [DELETE]: 'removePhoneWhitelistEntry' },
  Room: { [UPDATE]: 'adminUpdateRoom' },
};

/**
 * GraphQL type → its object fields read as references (`user { id }`), for a ReferenceField on `user.id`: only
 * these, as every other object field may cost another subgraph call or need another permission.
 */
export const referenceFields: Record<string, string[]> = {
  TokenAccount: ['user'],
};

/**
 * GraphQL type → its object-list fields read whole (their scalar and enum fields) on a record's own page (GET_ONE, and
 * the answer of CREATE and UPDATE) only: a moderation action's revisions belong on its show page, not on every row.
 */
export const detailFields: Record<string, string[]> = {
  ModerationAction: ['revisions'],
};

/** The schema's ListQueryInput, as the console sends it. */
interface ConditionVariables {
  field?: string;
  op?: string;
  value?: string;
  values?: string[];
  and?: ConditionVariables[];
  or?: ConditionVariables[];
}
export interface ListQueryVariables {
  limit: number;
  offset: number;
  sort?: { field: string; direction: 'ASC' | 'DESC' }[];
  where?: ConditionVariables;
}

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

/** '2026-02-28' → '2026-03-01' (calendar days, no time zone involved). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * react-admin's list parameters → a ListQueryInput. A filter key is a field (equal to the value, or one of an array of
 * values), or `field||OP` with a ComparisonOperator name (`displayName||CONT_L`), as in nestjsx's `filter=field||$op`;
 * `a|b||OP` matches either field.
 * Empty values are left out (react-admin sends them for cleared inputs).
 */
export function listQueryOf({ pagination = { page: 1, perPage: 25 }, sort, filter = {} }: ListParams): ListQueryVariables {
  const conditions = Object.entries(filter).flatMap(([key, value]): ConditionVariables[] => {
    if (value === undefined || value === null || value === '') return [];
    const [field = key, op] = key.split('||');
    // `email|displayName||CONT_L`: any of these fields (a search box over several columns).
    if (field.includes('|')) return [{ or: field.split('|').map((one) => ({ field: one, op: op ?? 'EQ', value: String(value) })) }];
    if (Array.isArray(value)) return [{ field, op: op ?? 'IN', values: value.map(String) }];
    if (op === 'ISNULL' || op === 'NOTNULL') return value ? [{ field, op }] : [];
    // A day as an upper bound (a DateInput's "until") takes in the whole day: before the next one.
    if (op === 'LTE' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return [{ field, op: 'LT', value: nextDay(value) }];
    return [{ field, op: op ?? 'EQ', value: String(value) }];
  });
  return {
    limit: pagination.perPage,
    offset: (pagination.page - 1) * pagination.perPage,
    ...(sort?.field ? { sort: [{ field: sort.field, direction: sort.order === 'DESC' ? 'DESC' : 'ASC' }] } : {}),
    ...(conditions.length === 1 ? { where: conditions[0] } : conditions.length > 1 ? { where: { and: conditions } } : {}),
  };
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function namedKind(ref: IntrospectionOutputTypeRef): string {
  let current = ref;
  while (current.kind === 'NON_NULL' || current.kind === 'LIST') current = current.ofType;
  return current.kind;
}

function outputTypeName(ref: IntrospectionOutputTypeRef): string {
  return ref.kind === 'NON_NULL' || ref.kind === 'LIST' ? outputTypeName(ref.ofType) : ref.name;
}

/**
 * The fields a record shows: every scalar and enum field without required arguments, and its reference fields' ids;
 * with `details` (a record's own page), also its `detailFields` with their scalar fields.
 */
function selection(introspection: IntrospectionResult, type: IntrospectionObjectType, details = false): string {
  const references = referenceFields[type.name] ?? [];
  const whole = details ? (detailFields[type.name] ?? []) : [];
  return type.fields
    .filter((field) => !field.args.some((a) => a.type.kind === 'NON_NULL'))
    .flatMap((field) => {
      if (['SCALAR', 'ENUM'].includes(namedKind(field.type))) return [field.name];
      if (whole.includes(field.name)) return [`${field.name} { ${selection(introspection, findType(introspection, outputTypeName(field.type)))} }`];
      return references.includes(field.name) ? [`${field.name} { id }`] : [];
    })
    .join(' ');
}

function typeString(ref: IntrospectionField['args'][number]['type']): string {
  if (ref.kind === 'NON_NULL') return `${typeString(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${typeString(ref.ofType)}]`;
  return ref.name;
}

function findType(introspection: IntrospectionResult, name: string): IntrospectionObjectType {
  const type = introspection.types.find((t: IntrospectionType) => t.name === name);
  if (!type || type.kind !== 'OBJECT') throw new Error(`Unknown GraphQL type ${name}`);
  return type;
}

function namedType(ref: IntrospectionField['args'][number]['type']): string {
  return ref.kind === 'NON_NULL' || ref.kind === 'LIST' ? namedType(ref.ofType) : ref.name;
}

/** The input type's field names of a mutation's `input` argument (none when it has no such argument). */
function inputFieldsOf(introspection: IntrospectionResult, operation: IntrospectionField): string[] {
  const input = operation.args.find((arg) => arg.name === 'input');
  if (!input) return [];
  const name = namedType(input.type);
  const type = introspection.types.find((t: IntrospectionType) => t.name === name) as IntrospectionInputObjectType | undefined;
  return type?.inputFields.map((field) => field.name) ?? [];
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A mutation's `input` from a form's record: the input type's fields only (a record also holds id, createdAt...);
 * for an update only those that changed, so a PATCH-like mutation leaves the others alone.
 */
export function mutationInput(fields: string[], data: Record<string, unknown>, previousData?: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((field) => data[field] !== undefined && (!previousData || !sameValue(data[field], previousData[field]))).map((field) => [field, data[field]]),
  );
}

const declare = (args: readonly IntrospectionField['args'][number][]) => args.map((arg) => `$${arg.name}: ${typeString(arg.type)}`).join(', ');
const pass = (args: readonly IntrospectionField['args'][number][]) => args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
const wrapped = (args: readonly unknown[], text: string) => (args.length ? `(${text})` : '');

/**
 * Builds each react-admin call from the schema: GET_ONE → `user(id)`, GET_MANY → `users(ids)` (or the list query
 * with `id IN ids` when there is no such query), GET_LIST and GET_MANY_REFERENCE → the type's list query with a
 * ListQueryInput, read as the one page type; a list query's other arguments (`tokenTransactions(accountId)`) come
 * from the filter or the reference's target of that name. CREATE → `create<Type>(input)`, UPDATE →
 * `update<Type>(id, input)` with the changed fields, DELETE → `delete<Type>(id)` (names as `mutationOperations` says).
 */
export const buildQuery: BuildQueryFactory = (introspection) => (fetchType, resourceName, params) => {
  const typeName = resourceTypes[resourceName];
  const resource = introspection.resources.find((r) => r.type.name === typeName);
  if (!typeName || !resource) throw new HttpError(`Unknown resource ${resourceName}`, 404);
  const operations = resource as unknown as Record<string, IntrospectionField | undefined>;
  // GET_MANY without a by-ids query (no `rooms(ids)`; `events`, `avatars`, `seasons` are other lists) reads through
  // the list query.
  const byIds = operations[GET_MANY]?.args.some((arg) => arg.name === 'ids' || arg.name === 'query');
  const operation = fetchType === GET_MANY && !byIds ? operations[GET_LIST] : operations[fetchType];
  if (!operation) throw new HttpError(`${resourceName}: ${fetchType} is not supported by the API yet`, 501);
  const fields = selection(introspection, findType(introspection, typeName));
  const key = recordKeys[typeName] ?? 'id';
  const keyed = <T,>(row: T): T => (key === 'id' || !row ? row : { ...row, id: (row as Record<string, unknown>)[key] });

  if (fetchType === GET_LIST || fetchType === GET_MANY_REFERENCE) {
    if (!operation.args.some((arg) => arg.name === 'query' && typeString(arg.type) === 'ListQueryInput')) {
      throw new HttpError(`${resourceName}: ${operation.name} takes no list query`, 501);
    }
    const list = params as ListParams & { target?: string; id?: unknown };
    const filter = fetchType === GET_MANY_REFERENCE && list.target ? { ...list.filter, [list.target]: list.id } : { ...list.filter };
    // Arguments besides the list query (ids: `accountId`) are taken out of the filter by name.
    const extra = operation.args.filter((arg) => arg.name !== 'query');
    const extraValues = Object.fromEntries(
      extra.map((arg) => [arg.name, filter[arg.name] == null ? null : namedType(arg.type) === 'Boolean' ? Boolean(filter[arg.name]) : String(filter[arg.name])]),
    );
    for (const arg of extra) delete filter[arg.name];
    return {
      query: parse(`query ${operation.name}(${declare(operation.args)}) { page: ${operation.name}(${pass(operation.args)}) { data { ${fields} } total } }`),
      variables: { query: listQueryOf({ ...list, filter }), ...extraValues },
      parseResponse: (response) => {
        const { data, total } = (response.data as { page: { data: unknown[]; total: number } }).page;
        return { data: data.map(keyed), total };
      },
    };
  }

  if (fetchType === GET_MANY && !operation.args.some((arg) => arg.name === 'ids')) {
    if (!operation.args.some((arg) => arg.name === 'query')) throw new HttpError(`${resourceName}: ${operation.name} takes no ids`, 501);
    const ids = (params.ids as unknown[]).map(String);
    return {
      query: parse(`query ${operation.name}($query: ListQueryInput) { page: ${operation.name}(query: $query) { data { ${fields} } } }`),
      variables: { query: { limit: ids.length, offset: 0, where: { field: key, op: 'IN', values: ids } } },
      parseResponse: (response) => ({ data: (response.data as { page: { data: unknown[] } }).page.data.map(keyed) }),
    };
  }

  if (fetchType === CREATE || fetchType === UPDATE || fetchType === DELETE) {
    const write = params as { id?: unknown; data?: Record<string, unknown>; previousData?: Record<string, unknown> };
    const variables: Record<string, unknown> = {};
    if (operation.args.some((arg) => arg.name === key)) variables[key] = String(write.id);
    if (operation.args.some((arg) => arg.name === 'input')) {
      variables.input = mutationInput(inputFieldsOf(introspection, operation), write.data ?? {}, fetchType === UPDATE ? write.previousData : undefined);
    }
    // A mutation that takes its fields as arguments (`addPhoneToWhitelist(phone, note)`) gets them from the record.
    const flat = operation.args.filter((arg) => arg.name !== key && arg.name !== 'input').map((arg) => arg.name);
    Object.assign(variables, mutationInput(flat, write.data ?? {}, fetchType === UPDATE ? write.previousData : undefined));
    // A created or corrected record answers as its own page shows it: react-admin caches the answer for that page.
    const answered = fetchType === DELETE ? fields : selection(introspection, findType(introspection, typeName), true);
    return {
      query: parse(`mutation ${operation.name}${wrapped(operation.args, declare(operation.args))} { data: ${operation.name}${wrapped(operation.args, pass(operation.args))} { ${answered} } }`),
      variables,
      parseResponse: (response) => ({ data: keyed((response.data as { data: unknown }).data) }),
    };
  }

  // Arguments with a default (`moderationAction(withDeleted = false)`) keep it: only the others are sent.
  const args = operation.args.filter((arg) => arg.defaultValue == null);
  const shown = fetchType === GET_ONE ? selection(introspection, findType(introspection, typeName), true) : fields;
  const document = parse(`query ${operation.name}(${declare(args)}) { data: ${operation.name}(${pass(args)}) { ${shown} } }`);

  switch (fetchType) {
    case GET_ONE:
      return {
        query: document,
        variables: { [key]: String(params.id) },
        parseResponse: (response) => {
          const data = (response.data as { data?: { id: string } | null }).data;
          if (!data) throw new HttpError('Not Found', 404);
          return { data: keyed(data) };
        },
      };
    case GET_MANY:
      return {
        query: document,
        variables: { ids: (params.ids as unknown[]).map(String) },
        parseResponse: (response) => ({ data: (response.data as { data: unknown[] }).data }),
      };
    default:
      throw new HttpError(`${resourceName}: ${fetchType} is not supported by the API yet`, 501);
  }
};

/** The query or mutation of each react-admin call on a type, by name. */
export const operationNames = {
  [GET_LIST]: listOperationOf,
  [GET_ONE]: (type: { name: string }) => oneOperations[type.name] ?? lowerFirst(type.name),
  [GET_MANY]: (type: { name: string }) => `${lowerFirst(type.name)}s`,
  [GET_MANY_REFERENCE]: listOperationOf,
  [CREATE]: (type: { name: string }) => mutationOperations[type.name]?.[CREATE] ?? `create${type.name}`,
  [UPDATE]: (type: { name: string }) => mutationOperations[type.name]?.[UPDATE] ?? `update${type.name}`,
  [DELETE]: (type: { name: string }) => mutationOperations[type.name]?.[DELETE] ?? `delete${type.name}`,
};

/** Only the console's resources are introspected as resources. */
export const excludeType = (type: IntrospectionType) => !Object.values(resourceTypes).includes(type.name);
