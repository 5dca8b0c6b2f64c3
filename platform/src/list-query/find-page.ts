import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/core';
import { DomainError, type ErrorReason } from '@backspin/contracts/catalogue';
import { pageOf } from '@backspin/contracts/validation';
import { checkFieldValues, listPage, type FieldValueKind, type ListPage } from './field-values.ts';
import { listQueryFromInput, type ListQueryInput } from './list-query.graphql.ts';
import {
  isAndCondition,
  isOrCondition,
  ListQueryError,
  type Condition,
  type FieldCondition,
  type ListQuery,
  type ListQueryOptions,
  type SortItem,
} from './list-query.ts';
import { toMikroOrmOrderByList, toMikroOrmWhere, type MikroOrmFilter, type MikroOrmOrderBy } from './to-mikro-orm.ts';

/**
 * What one list lets a client ask for: the whitelist of fields (each with the kind of value its column holds, so
 * a filter is checked before it reaches SQL), the paging bounds and the default order. Every admin list declares
 * one beside its service, and `findPage` turns a `ListQueryInput` into the MikroORM find it allows.
 */
export interface ListSpec {
  /** API field → kind. Only these may be filtered, sorted and selected; a `custom` field needs a `customFilters` entry. */
  fields: Readonly<Record<string, FieldValueKind | 'custom'>>;
  defaultLimit: number;
  maxLimit: number;
  /** The order when the client gives none. */
  defaultSort: readonly SortItem[];
  /** API field → entity property path, when they differ (a dotted path joins a relation). */
  fieldMap?: Readonly<Record<string, string>>;
  /** A condition on a field whose column is not a plain value (a JSON list): its own translation. Not sortable. */
  customFilters?: Readonly<Record<string, (condition: FieldCondition) => MikroOrmFilter>>;
  /** The API field that breaks ties, so rows keep one order from page to page (default `id`). */
  tiebreak?: string;
  /**
   * What a limit or offset out of bounds does. Absent: nestjsx's rule (below 1 or a negative offset is a 400
   * naming the parameter, above maxLimit is clamped). `clamp`: both ends clamped. An error reason: any value
   * outside 1..maxLimit, or a negative offset, is that catalogue error (lists whose spec answers 400 with its message).
   */
  outOfRange?: 'clamp' | ErrorReason;
}

/** The nestjsx options a spec stands for (what `parseListQuery` needs on the REST side). */
function listQueryOptions(spec: ListSpec): ListQueryOptions {
  return { allowedFields: Object.keys(spec.fields), defaultLimit: spec.defaultLimit, maxLimit: spec.maxLimit, defaultSort: spec.defaultSort };
}

/** The paging of the input under the spec's out-of-range rule (what `listQueryFromInput` is then given). */
function boundedInput(input: ListQueryInput | null | undefined, spec: ListSpec): ListQueryInput | null | undefined {
  const rule = spec.outOfRange;
  if (rule === undefined) return input;
  if (rule === 'clamp') return { ...input, ...pageOf(input?.limit, input?.offset, spec.maxLimit, spec.defaultLimit) };
  const limit = input?.limit ?? spec.defaultLimit;
  const offset = input?.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > spec.maxLimit || !Number.isInteger(offset) || offset < 0) {
    throw new DomainError(rule);
  }
  return input;
}

/** ListQueryInput → the checked ListQuery: allowed fields only, values that suit their columns, sortable sorts. */
function listQueryOf(input: ListQueryInput | null | undefined, spec: ListSpec): ListQuery {
  const query = listQueryFromInput(boundedInput(input, spec), listQueryOptions(spec));
  for (const { field } of query.sort) {
    if (spec.fields[field] === 'custom') throw new ListQueryError('sort', `"${field}" is a list and cannot be sorted on`);
  }
  if (query.where) checkValues(query.where, spec);
  return query;
}

function checkValues(condition: Condition, spec: ListSpec): void {
  if (isAndCondition(condition)) return condition.and.forEach((c) => checkValues(c, spec));
  if (isOrCondition(condition)) return condition.or.forEach((c) => checkValues(c, spec));
  const kind = spec.fields[condition.field];
  if (kind !== undefined && kind !== 'custom') checkFieldValues(condition, kind);
}

/** A checked query → MikroORM's where (custom fields through their own translation). */
function whereOf(condition: Condition | null, spec: ListSpec): MikroOrmFilter {
  if (condition === null) return {};
  if (isAndCondition(condition)) return { $and: condition.and.map((c) => whereOf(c, spec)) };
  if (isOrCondition(condition)) return { $or: condition.or.map((c) => whereOf(c, spec)) };
  const custom = spec.customFilters?.[condition.field];
  if (custom) return custom(condition);
  if (spec.fields[condition.field] === 'custom') throw new ListQueryError('where', `"${condition.field}" cannot be filtered on`);
  return toMikroOrmWhere(condition, spec.fieldMap);
}

/** The MikroORM find of a checked query: where (within `scope`), order with the tiebreak last, limit, offset. */
function listFindOptions(
  query: ListQuery,
  spec: ListSpec,
  scope: MikroOrmFilter = {},
): { where: MikroOrmFilter; orderBy: MikroOrmOrderBy[]; limit: number; offset: number } {
  const filter = whereOf(query.where, spec);
  const parts = [scope, filter].filter((part) => Reflect.ownKeys(part).length > 0 /* a raw SQL key is a symbol */);
  const where = parts.length === 2 ? { $and: parts } : (parts[0] ?? {});
  const tiebreak = spec.tiebreak ?? 'id';
  const sort = query.sort.some((s) => s.field === tiebreak) ? query.sort : [...query.sort, { field: tiebreak, direction: 'ASC' as const }];
  return { where, orderBy: toMikroOrmOrderByList(sort, spec.fieldMap), limit: query.limit, offset: query.offset };
}

/**
 * One page of an admin list: the client's list query, checked against the spec, within `scope` (what the caller may
 * see regardless of the filter), as `{data, count, total, page, pageCount}`.
 */
export async function findPage<Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  input: ListQueryInput | null | undefined,
  spec: ListSpec,
  scope: MikroOrmFilter = {},
): Promise<ListPage<Entity>> {
  const query = listQueryOf(input, spec);
  const { where, orderBy, limit, offset } = listFindOptions(query, spec, scope);
  const [data, total] = await em.findAndCount<Entity>(entity, where as FilterQuery<NoInfer<Entity>>, { orderBy, limit, offset });
  return listPage(data, total, query);
}
