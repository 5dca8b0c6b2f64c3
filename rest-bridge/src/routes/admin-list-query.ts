import { adminListPaging } from '@backspin/contracts/admin-lists';
import { parseListQuery, type ConditionInput, type ListQueryInput, type RawListQuery } from '@backspin/platform/list-query';
import { integerParam, type RestRequest } from './route.ts';

/**
 * The admin lists' query string (fields, s, filter, or, sort, join, limit, offset, page) over the list's fields, with
 * the paging the list declares (contracts/src/admin-lists.ts). A malformed query throws platform's ListQueryError,
 * which the server answers with 400 and its message (naming what is wrong).
 */
export function adminListQuery(request: RestRequest, fields: Readonly<Record<string, string>>) {
  return parseListQuery(request.query as RawListQuery, {
    allowedFields: Object.keys(fields),
    defaultLimit: adminListPaging.defaultLimit,
    maxLimit: adminListPaging.maxLimit,
    defaultSort: [...adminListPaging.defaultSort],
  });
}

/** The row with only the `fields` asked for (id always), or whole when none were asked for. */
export const pickFields = <Row extends { id: unknown }>(row: Row, fields: readonly string[] | null) =>
  fields ? Object.fromEntries(['id', ...fields.filter((f) => f !== 'id')].map((f) => [f, row[f as keyof Row]])) : row;

/**
 * The spec's `limit` and `offset` parameters (and a fixed filter) as the list query a subgraph takes: the paths that
 * predate nestjsx's query keep their parameters, and the subgraph applies its list's bounds.
 */
export function pagingQuery(query: RestRequest['query'], where?: ConditionInput): ListQueryInput {
  return { limit: integerParam(query, 'limit'), offset: integerParam(query, 'offset'), ...(where ? { where } : {}) };
}

/** A page in the spec's `{total, items}` answer. */
export const itemsPage = <Item>(page: { total: number; data: Item[] }) => ({ total: page.total, items: page.data });
