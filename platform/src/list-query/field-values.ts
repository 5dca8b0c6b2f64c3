import { isUuid } from '@backspin/contracts/validation';
import { ListQueryError, operatorArity, type FieldCondition, type Scalar, type SortItem } from './list-query.ts';

/**
 * What an admin list's column holds, so a filter's values are checked before they reach SQL: a malformed UUID or
 * date would be a database error, not an answer.
 */
export type FieldValueKind = 'uuid' | 'text' | 'integer' | 'boolean' | 'date';

/** Operators that compare text (patterns and the case-insensitive forms): only for text columns. */
const textOperators = new Set(['$starts', '$ends', '$cont', '$excl', '$eqL', '$neL', '$startsL', '$endsL', '$contL', '$exclL', '$inL', '$notinL']);

const fits: Record<FieldValueKind, (value: Scalar) => boolean> = {
  uuid: (v) => isUuid(String(v)),
  text: () => true,
  integer: (v) => /^-?\d{1,5}$/.test(String(v)),
  boolean: (v) => ['true', 'false'].includes(String(v)),
  date: (v) => /^\d{4}-\d{2}-\d{2}/.test(String(v)) && !Number.isNaN(Date.parse(String(v))),
};

const kindText: Record<FieldValueKind, string> = {
  uuid: 'a UUID',
  text: 'a text',
  integer: 'a whole number',
  boolean: 'true or false',
  date: 'an ISO date',
};

/** Refuses (400, naming the field) a text operator on another kind of column, or a value that does not suit it. */
export function checkFieldValues(condition: FieldCondition, kind: FieldValueKind): void {
  if (textOperators.has(condition.op) && kind !== 'text') {
    throw new ListQueryError('where', `${condition.op} compares text; "${condition.field}" is not a text field`);
  }
  if (operatorArity(condition.op) === 'none' || kind === 'text') return;
  const values = Array.isArray(condition.value) ? condition.value : [condition.value!];
  for (const value of values) {
    if (!fits[kind](value)) throw new ListQueryError('where', `"${condition.field}" takes ${kindText[kind]}, not "${String(value)}"`);
  }
}

/** The sort with `id` last, so rows that tie keep one order from page to page. */
export function withIdTiebreak(sort: readonly SortItem[]): SortItem[] {
  return sort.some((s) => s.field === 'id') ? [...sort] : [...sort, { field: 'id', direction: 'ASC' }];
}

/** The page envelope admin lists answer with (react-admin's data provider reads it). */
export interface ListPage<T> {
  data: T[];
  /** Rows in this page. */
  count: number;
  /** Rows matching the filter. */
  total: number;
  /** 1-based page of `offset` at this page size. */
  page: number;
  pageCount: number;
}

export function listPage<T>(data: T[], total: number, paging: { limit: number; offset: number }): ListPage<T> {
  return {
    data,
    count: data.length,
    total,
    page: Math.floor(paging.offset / paging.limit) + 1,
    pageCount: Math.ceil(total / paging.limit),
  };
}
