import { parse, type IntrospectionField, type IntrospectionObjectType, type IntrospectionOutputTypeRef, type IntrospectionType } from 'graphql';
import type { BuildQueryFactory, IntrospectionResult } from 'ra-data-graphql';
import { CREATE, DELETE, GET_LIST, GET_MANY, GET_MANY_REFERENCE, GET_ONE, HttpError, UPDATE } from 'react-admin';

/**
 * How the console's data provider turns react-admin calls into GraphQL operations, read from the schema (kept apart
 * from the Apollo client so it runs in a unit test).
 */

/** react-admin resource name → GraphQL type name. */
export const resourceTypes: Record<string, string> = { users: 'User' };

/**
 * GraphQL type → the admin list query of its rows, where it is not `all<Type>s`. Every admin list takes
 * `query: ListQueryInput` and answers the one page type `{data, count, total, page, pageCount}`, so one GET_LIST
 * serves them all.
 */
export const listOperations: Record<string, string> = {
  Bot: 'bots',
  Community: 'allCommunities',
  DeactivationRequest: 'pendingDeactivations',
  ModerationAction: 'moderationActions',
  PhoneWhitelistEntry: 'phoneWhitelist',
  PlaybackEvent: 'playbackEvents',
  Room: 'adminRooms',
  Voucher: 'vouchers',
};

const listOperationOf = (type: { name: string }) => listOperations[type.name] ?? `all${type.name}s`;

/** The schema's ListQueryInput, as the console sends it. */
interface ConditionVariables {
  field?: string;
  op?: string;
  value?: string;
  values?: string[];
  and?: ConditionVariables[];
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

/**
 * react-admin's list parameters → a ListQueryInput. A filter key is a field (equal to the value, or one of an array of
 * values), or `field||OP` with a ComparisonOperator name (`displayName||CONT_L`), as in nestjsx's `filter=field||$op`.
 * Empty values are left out (react-admin sends them for cleared inputs).
 */
export function listQueryOf({ pagination = { page: 1, perPage: 25 }, sort, filter = {} }: ListParams): ListQueryVariables {
  const conditions = Object.entries(filter).flatMap(([key, value]): ConditionVariables[] => {
    if (value === undefined || value === null || value === '') return [];
    const [field = key, op] = key.split('||');
    if (Array.isArray(value)) return [{ field, op: op ?? 'IN', values: value.map(String) }];
    if (op === 'ISNULL' || op === 'NOTNULL') return value ? [{ field, op }] : [];
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

/** The fields a record shows: every scalar and enum field without required arguments. */
function selection(type: IntrospectionObjectType): string {
  return type.fields
    .filter((field) => ['SCALAR', 'ENUM'].includes(namedKind(field.type)) && !field.args.some((a) => a.type.kind === 'NON_NULL'))
    .map((field) => field.name)
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

/**
 * Builds each react-admin call from the schema: GET_ONE → `user(id)`, GET_MANY → `users(ids)`, GET_LIST and
 * GET_MANY_REFERENCE → the type's list query with a ListQueryInput, read as the one page type. Edits are refused until
 * the API offers them.
 */
export const buildQuery: BuildQueryFactory = (introspection) => (fetchType, resourceName, params) => {
  const typeName = resourceTypes[resourceName];
  const resource = introspection.resources.find((r) => r.type.name === typeName);
  if (!typeName || !resource) throw new HttpError(`Unknown resource ${resourceName}`, 404);
  const operation = (resource as unknown as Record<string, IntrospectionField | undefined>)[fetchType];
  if (!operation) throw new HttpError(`${resourceName}: ${fetchType} is not supported by the API yet`, 501);
  const fields = selection(findType(introspection, typeName));

  if (fetchType === GET_LIST || fetchType === GET_MANY_REFERENCE) {
    if (!operation.args.some((arg) => arg.name === 'query' && typeString(arg.type) === 'ListQueryInput')) {
      throw new HttpError(`${resourceName}: ${operation.name} takes no list query`, 501);
    }
    const list = params as ListParams & { target?: string; id?: unknown };
    const filter = fetchType === GET_MANY_REFERENCE && list.target ? { ...list.filter, [list.target]: list.id } : list.filter;
    return {
      query: parse(`query ${operation.name}($query: ListQueryInput) { page: ${operation.name}(query: $query) { data { ${fields} } total } }`),
      variables: { query: listQueryOf({ ...list, filter }) },
      parseResponse: (response) => (response.data as { page: { data: unknown[]; total: number } }).page,
    };
  }

  const argDefs = operation.args.map((arg) => `$${arg.name}: ${typeString(arg.type)}`).join(', ');
  const argUses = operation.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const document = parse(`query ${operation.name}(${argDefs}) { data: ${operation.name}(${argUses}) { ${fields} } }`);

  switch (fetchType) {
    case GET_ONE:
      return {
        query: document,
        variables: { id: String(params.id) },
        parseResponse: (response) => {
          const data = (response.data as { data?: { id: string } | null }).data;
          if (!data) throw new HttpError('Not Found', 404);
          return { data };
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
  [GET_ONE]: (type: { name: string }) => lowerFirst(type.name),
  [GET_MANY]: (type: { name: string }) => `${lowerFirst(type.name)}s`,
  [GET_MANY_REFERENCE]: listOperationOf,
  [CREATE]: (type: { name: string }) => `create${type.name}`,
  [UPDATE]: (type: { name: string }) => `update${type.name}`,
  [DELETE]: (type: { name: string }) => `delete${type.name}`,
};

/** Only the console's resources are introspected as resources. */
export const excludeType = (type: IntrospectionType) => !Object.values(resourceTypes).includes(type.name);
