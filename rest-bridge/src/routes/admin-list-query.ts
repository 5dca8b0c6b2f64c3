import { adminListPaging } from '@backspin/contracts/admin-lists';
import { parseListQuery, type ConditionInput, type ListQueryInput, type RawListQuery } from '@backspin/platform/list-query';
import type { ErrorReason } from '@backspin/platform';
import { integerParam, RouteInputError, stringParam, type RestRequest } from './route.ts';

/** A list's paging: its default and largest page, its order when none is asked. */
export interface ListPaging {
  defaultLimit: number;
  maxLimit: number;
  defaultSort: readonly { field: string; direction: 'ASC' | 'DESC' }[];
}

/**
 * The admin lists' query string (fields, s, filter, or, sort, join, limit, offset, page) over the list's fields, with
 * the paging the list declares (contracts/src/admin-lists.ts; the admin lists' common one unless given). A malformed
 * query throws platform's ListQueryError, which the server answers with 400 and its message (naming what is wrong).
 */
export function adminListQuery(request: RestRequest, fields: Readonly<Record<string, string>>, paging: ListPaging = adminListPaging) {
  return parseListQuery(request.query as RawListQuery, {
    allowedFields: Object.keys(fields),
    defaultLimit: paging.defaultLimit,
    maxLimit: paging.maxLimit,
    defaultSort: [...paging.defaultSort],
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

/**
 * A list path whose spec names its filters as plain query parameters (`?userUuid=...&balance=...`) beside nestjsx's
 * limit, offset, page and sort: each named parameter becomes an equality filter on its field.
 */
export function namedFilterListQuery(request: RestRequest, fields: Readonly<Record<string, string>>, filters: readonly string[]) {
  const filter = filters.flatMap((name) => {
    const value = stringParam(request.query, name);
    return value === null || value === '' ? [] : [`${name}||$eq||${value}`];
  });
  const { limit, offset, page, sort } = request.query;
  return adminListQuery({ ...request, query: { limit, offset, page, sort, filter } }, fields);
}

/** nestjsx's answer: the rows alone, or the page `{data, count, total, page, pageCount}` when offset or page was given. */
export function nestjsxAnswer<Row extends { id: unknown }, Page extends { data: Row[] }>(page: Page, request: RestRequest, fields: readonly string[] | null) {
  const rows = page.data.map((row) => pickFields(row, fields));
  const paged = integerParam(request.query, 'offset') !== null || integerParam(request.query, 'page') !== null;
  return paged ? { ...page, data: rows } : rows;
}

/** The row a path names, or the catalogue's refusal when the service answered none (an unknown id). */
export function found<Row>(row: Row | null | undefined, reason: ErrorReason): Row {
  if (row === null || row === undefined) throw new RouteInputError(reason);
  return row;
}
