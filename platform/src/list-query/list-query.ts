import { RequestQueryException, RequestQueryParser, type ParsedRequestParams } from '@dataui/crud-request';
import { GraphQLError } from 'graphql';

/**
 * The nestjsx/crud list query syntax of the legacy REST admin endpoints
 * (`fields, s, filter, or, sort, join, limit, offset, page, cache`), parsed with `@dataui/crud-request`
 * (the maintained fork of `@nestjsx/crud-request`) and turned into a typed, validated `ListQuery`.
 *
 * How `s`, `filter` and `or` combine — exactly as nestjsx's CrudRequestInterceptor.getSearch does:
 *  - `s` present (even `s={}`): it alone is the condition; `filter` and `or` are ignored (not even validated).
 *  - `filter` only: all filters ANDed.
 *  - `or` only: one → that condition; several → ORed.
 *  - both: (all filters ANDed) OR (all or-conditions ANDed) — nestjsx's documented rule, e.g.
 *    `filter=a&filter=b&or=c&or=d` → (a AND b) OR (c AND d); `filter=a&or=c` → a OR c.
 *
 * Inside `s`, an object's keys are ANDed (field conditions, `$and`, `$or`), `{field: scalar}` is `$eq`,
 * `{field: {$gte: 1, $lte: 5}}` ANDs the operators and `{field: {$or: {$eq: 1, $gt: 5}}}` ORs them.
 * `{field: null}`, `{$eq: null}` become `$isnull` and `{$ne: null}` becomes `$notnull` (SQL `= NULL` never matches).
 *
 * Relies on crud-request's default delimiters (`||`, `,`) and parameter names; do not change them with
 * `RequestQueryBuilder.setOptions`.
 */

export const comparisonOperators = [
  '$eq',
  '$ne',
  '$gt',
  '$lt',
  '$gte',
  '$lte',
  '$starts',
  '$ends',
  '$cont',
  '$excl',
  '$in',
  '$notin',
  '$isnull',
  '$notnull',
  '$between',
  '$eqL',
  '$neL',
  '$startsL',
  '$endsL',
  '$contL',
  '$exclL',
  '$inL',
  '$notinL',
] as const;
export type ComparisonOperator = (typeof comparisonOperators)[number];

/** What a condition compares with: strings unless crud-request (or the `s` JSON) gave a number or boolean. */
export type Scalar = string | number | boolean;

export interface FieldCondition {
  field: string;
  op: ComparisonOperator;
  /** Absent for $isnull/$notnull; an array for $in/$notin/$inL/$notinL (1+ items) and $between (2 items). */
  value?: Scalar | Scalar[];
}
export interface AndCondition {
  and: Condition[];
}
export interface OrCondition {
  or: Condition[];
}
export type Condition = AndCondition | OrCondition | FieldCondition;

export type SortDirectionValue = 'ASC' | 'DESC';
export interface SortItem {
  field: string;
  direction: SortDirectionValue;
}
export interface JoinItem {
  relation: string;
  /** null = all fields of the relation. */
  fields: string[] | null;
}

export interface ListQuery {
  /** null = all fields. */
  fields: string[] | null;
  where: Condition | null;
  sort: SortItem[];
  join: JoinItem[];
  limit: number;
  offset: number;
  /** nestjsx semantics: false only when the client sent `cache=0` ("reset the cache, read from the DB"). */
  cache: boolean;
}

export interface ListQueryOptions {
  /** Fields a client may select, filter and sort on (dotted paths such as `owner.name` allowed if listed). */
  allowedFields: readonly string[];
  /** Relations a client may join; with a record, also the fields it may select from each. None when absent. */
  allowedJoins?: readonly string[] | Readonly<Record<string, readonly string[]>>;
  defaultLimit: number;
  maxLimit: number;
  /** Used when the client gives no `sort`. */
  defaultSort?: readonly SortItem[];
}

export type RawListQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A bad list query; the message names the parameter and the problem. Callers answer it with HTTP 400. */
export class ListQueryError extends GraphQLError {
  /** The parameter (or GraphQL input path) at fault: `filter`, `sort`, `where.and[1]`… */
  readonly parameter: string;
  readonly status: 400;

  constructor(parameter: string, problem: string) {
    super(`${parameter}: ${problem}`, { extensions: { code: 'BAD_USER_INPUT', status: 400, parameter } });
    this.name = 'ListQueryError';
    this.parameter = parameter;
    this.status = 400;
  }
}

/** Deepest nesting of and/or groups accepted (in `s` and in GraphQL input). */
export const maxConditionDepth = 10;

export type OperatorArity = 'none' | 'one' | 'two' | 'list';

const arities: Record<ComparisonOperator, OperatorArity> = {
  $eq: 'one',
  $ne: 'one',
  $gt: 'one',
  $lt: 'one',
  $gte: 'one',
  $lte: 'one',
  $starts: 'one',
  $ends: 'one',
  $cont: 'one',
  $excl: 'one',
  $in: 'list',
  $notin: 'list',
  $isnull: 'none',
  $notnull: 'none',
  $between: 'two',
  $eqL: 'one',
  $neL: 'one',
  $startsL: 'one',
  $endsL: 'one',
  $contL: 'one',
  $exclL: 'one',
  $inL: 'list',
  $notinL: 'list',
};

export function operatorArity(op: ComparisonOperator): OperatorArity {
  return arities[op];
}

export function isComparisonOperator(value: string): value is ComparisonOperator {
  return Object.hasOwn(arities, value);
}

/** nestjsx still accepts its deprecated operator names without `$`; so do we. */
function normalizeOperator(raw: string): ComparisonOperator | undefined {
  if (isComparisonOperator(raw)) return raw;
  const legacy = `$${raw}`;
  return /^[a-z]+$/.test(raw) && isComparisonOperator(legacy) ? legacy : undefined;
}

export function isAndCondition(condition: Condition): condition is AndCondition {
  return 'and' in condition;
}
export function isOrCondition(condition: Condition): condition is OrCondition {
  return 'or' in condition;
}
export function isFieldCondition(condition: Condition): condition is FieldCondition {
  return 'field' in condition;
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

/** Throws unless a field condition's value has the shape its operator needs. */
export function assertFieldCondition(condition: FieldCondition, parameter: string): void {
  const { field, op, value } = condition;
  if (!isComparisonOperator(op)) throw new ListQueryError(parameter, `unknown operator "${String(op)}" on field "${field}"`);
  switch (arities[op]) {
    case 'none':
      if (value !== undefined) throw new ListQueryError(parameter, `${op} on "${field}" takes no value`);
      return;
    case 'one':
      if (!isScalar(value)) throw new ListQueryError(parameter, `${op} on "${field}" needs a string, number or boolean value`);
      return;
    case 'two':
      if (!Array.isArray(value) || value.length !== 2 || !value.every(isScalar)) {
        throw new ListQueryError(parameter, `${op} on "${field}" needs exactly two values`);
      }
      return;
    case 'list':
      if (!Array.isArray(value) || value.length === 0 || !value.every(isScalar)) {
        throw new ListQueryError(parameter, `${op} on "${field}" needs a non-empty list of values`);
      }
      return;
  }
}

/** ANDs or ORs conditions: none → null, one → itself, nested groups of the same kind flattened. */
export function combineConditions(kind: 'and' | 'or', conditions: readonly Condition[]): Condition | null {
  const flat: Condition[] = [];
  for (const condition of conditions) {
    if (kind === 'and' && isAndCondition(condition)) flat.push(...condition.and);
    else if (kind === 'or' && isOrCondition(condition)) flat.push(...condition.or);
    else flat.push(condition);
  }
  if (flat.length === 0) return null;
  if (flat.length === 1) return flat[0]!;
  return kind === 'and' ? { and: flat } : { or: flat };
}

// ---------------------------------------------------------------------------------------------------------------
// Shared checks (REST parsing and GraphQL input use the same rules)

export function checkField(parameter: string, field: string, allowed: ReadonlySet<string>): void {
  if (!allowed.has(field)) throw new ListQueryError(parameter, `unknown field "${field}"`);
}

export function checkSort(parameter: string, sort: readonly SortItem[], allowed: ReadonlySet<string>): SortItem[] {
  const seen = new Set<string>();
  return sort.map(({ field, direction }) => {
    checkField(parameter, field, allowed);
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw new ListQueryError(parameter, `invalid direction "${String(direction)}" for "${field}" (expected ASC or DESC)`);
    }
    if (seen.has(field)) throw new ListQueryError(parameter, `duplicate field "${field}"`);
    seen.add(field);
    return { field, direction };
  });
}

export function checkFields(parameter: string, fields: readonly string[], allowed: ReadonlySet<string>): string[] {
  for (const field of fields) checkField(parameter, field, allowed);
  return [...new Set(fields)];
}

/** limit (≥ 1, clamped to maxLimit; defaultLimit when absent), offset (≥ 0); page (≥ 1) wins over offset. */
export function resolvePaging(
  input: { limit?: number | undefined; offset?: number | undefined; page?: number | undefined },
  options: Pick<ListQueryOptions, 'defaultLimit' | 'maxLimit'>,
): { limit: number; offset: number } {
  const { limit: requested, offset: requestedOffset, page } = input;
  if (requested !== undefined) {
    if (!Number.isSafeInteger(requested)) throw new ListQueryError('limit', `expected an integer, got ${requested}`);
    if (requested < 1) throw new ListQueryError('limit', `must be at least 1, got ${requested}`);
  }
  if (requestedOffset !== undefined) {
    if (!Number.isSafeInteger(requestedOffset)) throw new ListQueryError('offset', `expected an integer, got ${requestedOffset}`);
    if (requestedOffset < 0) throw new ListQueryError('offset', `must not be negative, got ${requestedOffset}`);
  }
  const limit = Math.min(requested ?? options.defaultLimit, options.maxLimit);
  if (page === undefined) return { limit, offset: requestedOffset ?? 0 };
  if (!Number.isSafeInteger(page)) throw new ListQueryError('page', `expected an integer, got ${page}`);
  if (page < 1) throw new ListQueryError('page', `must be at least 1, got ${page}`);
  const offset = (page - 1) * limit;
  if (!Number.isSafeInteger(offset)) throw new ListQueryError('page', `too large, got ${page}`);
  return { limit, offset };
}

// ---------------------------------------------------------------------------------------------------------------
// REST query → ListQuery

const delim = '||';
const delimStr = ',';

/** The raw values of a parameter (and its nestjsx aliases); empty strings count as absent, as in nestjsx. */
function rawValues(query: RawListQuery, names: readonly string[]): string[] {
  const values: string[] = [];
  for (const name of names) {
    const value = Object.hasOwn(query, name) ? query[name] : undefined;
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) if (item !== '') values.push(item);
  }
  return values;
}

function singleValue(query: RawListQuery, parameter: string, names: readonly string[]): string | undefined {
  const values = rawValues(query, names);
  if (values.length > 1) throw new ListQueryError(parameter, `expected one value, got ${values.length}`);
  return values[0];
}

/** Runs crud-request's parser on one parameter, so that a failure names that parameter. */
function runParser(parameter: string, query: Record<string, string | string[]>): ParsedRequestParams {
  try {
    return RequestQueryParser.create().parseQuery(query).getParsed();
  } catch (error) {
    if (error instanceof RequestQueryException) throw new ListQueryError(parameter, error.message);
    throw error;
  }
}

/** Keeps what crud-request gives, except that a date it turned into a Date goes back to the client's string. */
function scalarFromParser(parameter: string, parsed: unknown, raw: string): Scalar {
  if (parsed instanceof Date) return raw;
  if (isScalar(parsed)) return parsed;
  throw new ListQueryError(parameter, `invalid value "${raw}"`);
}

/** crud-request rejects tokens that JSON-parse to null or an empty string. */
function checkToken(parameter: string, token: string, op: ComparisonOperator, field: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return;
  }
  if (parsed === null || parsed === '') {
    throw new ListQueryError(parameter, `invalid value "${token}" for ${op} on "${field}" (use $isnull or $notnull for NULL)`);
  }
}

interface PreparedFilter {
  raw: string;
  field: string;
  op: ComparisonOperator;
  tokens: string[];
}

function prepareFilter(parameter: 'filter' | 'or', raw: string, allowed: ReadonlySet<string>): PreparedFilter {
  const parts = raw.split(delim);
  const [field = '', rawOp = '', rawValue = ''] = parts;
  if (parts.length < 2 || parts.length > 3 || field === '') {
    throw new ListQueryError(parameter, `malformed condition "${raw}" (expected field||$operator||value)`);
  }
  checkField(parameter, field, allowed);
  const op = normalizeOperator(rawOp);
  if (op === undefined) throw new ListQueryError(parameter, `unknown operator "${rawOp}" on field "${field}"`);
  const arity = arities[op];
  if (arity === 'none') return { raw, field, op, tokens: [] };
  if (rawValue === '') throw new ListQueryError(parameter, `${op} on "${field}" needs a value`);
  const tokens = arity === 'one' ? [rawValue] : rawValue.split(delimStr);
  if (arity !== 'one' && tokens.includes('')) {
    throw new ListQueryError(parameter, `${op} on "${field}" has an empty item in "${rawValue}"`);
  }
  if (arity === 'two' && tokens.length !== 2) {
    throw new ListQueryError(parameter, `${op} on "${field}" needs exactly two comma-separated values, got ${tokens.length}`);
  }
  for (const token of tokens) checkToken(parameter, token, op, field);
  return { raw, field, op, tokens };
}

function parseFilters(parameter: 'filter' | 'or', raws: string[], allowed: ReadonlySet<string>): FieldCondition[] {
  if (raws.length === 0) return [];
  // Canonical `$`-operators for the parser (it knows the legacy names' arities only partly).
  const prepared = raws.map((raw) => prepareFilter(parameter, raw, allowed));
  const canonical = prepared.map((p) => [p.field, p.op, ...(p.tokens.length ? [p.tokens.join(delimStr)] : [])].join(delim));
  const parsed = runParser(parameter, { [parameter]: canonical })[parameter];
  return prepared.map((p, index): FieldCondition => {
    const item = parsed[index];
    if (item === undefined || item.field !== p.field) throw new ListQueryError(parameter, `could not parse "${p.raw}"`);
    switch (arities[p.op]) {
      case 'none':
        return { field: p.field, op: p.op };
      case 'one':
        return { field: p.field, op: p.op, value: scalarFromParser(parameter, item.value, p.tokens[0]!) };
      default: {
        const values: unknown[] = Array.isArray(item.value) ? item.value : [item.value];
        if (values.length !== p.tokens.length) throw new ListQueryError(parameter, `could not parse "${p.raw}"`);
        return { field: p.field, op: p.op, value: values.map((v, i) => scalarFromParser(parameter, v, p.tokens[i]!)) };
      }
    }
  });
}

/** nestjsx: filters ANDed; ors ORed; both → (filters ANDed) OR (ors ANDed). */
function combineFilterAndOr(filters: FieldCondition[], ors: FieldCondition[]): Condition | null {
  if (filters.length > 0 && ors.length > 0) {
    return combineConditions('or', [combineConditions('and', filters)!, combineConditions('and', ors)!]);
  }
  if (filters.length > 0) return combineConditions('and', filters);
  return combineConditions('or', ors);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function searchFieldOperator(field: string, rawOp: string, value: unknown): Condition {
  const op = normalizeOperator(rawOp);
  if (op === undefined) throw new ListQueryError('s', `unknown operator "${rawOp}" on field "${field}"`);
  switch (arities[op]) {
    case 'none':
      if (value === false) {
        throw new ListQueryError('s', `${op} on "${field}" must be true (use ${op === '$isnull' ? '$notnull' : '$isnull'})`);
      }
      return { field, op };
    case 'one':
      if (value === null && (op === '$eq' || op === '$ne')) return { field, op: op === '$eq' ? '$isnull' : '$notnull' };
      if (!isScalar(value)) throw new ListQueryError('s', `${op} on "${field}" needs a string, number or boolean value`);
      return { field, op, value };
    case 'two':
      if (!Array.isArray(value) || value.length !== 2) {
        throw new ListQueryError('s', `${op} on "${field}" needs an array of exactly two values`);
      }
      break;
    case 'list':
      if (!Array.isArray(value) || value.length === 0) {
        throw new ListQueryError('s', `${op} on "${field}" needs a non-empty array of values`);
      }
      break;
  }
  const items: unknown[] = value;
  if (!items.every(isScalar)) throw new ListQueryError('s', `${op} on "${field}" takes only strings, numbers and booleans`);
  return { field, op, value: items };
}

function searchFieldCondition(field: string, value: unknown): Condition {
  if (value === null) return { field, op: '$isnull' };
  if (isScalar(value)) return { field, op: '$eq', value };
  if (!isPlainObject(value)) {
    throw new ListQueryError('s', `field "${field}" must be a string, number, boolean, null or an operator object`);
  }
  const entries = Object.entries(value);
  if (entries.length === 0) throw new ListQueryError('s', `field "${field}" has an empty operator object`);
  const parts = entries.map(([op, operand]): Condition => {
    if (op !== '$or') return searchFieldOperator(field, op, operand);
    if (!isPlainObject(operand) || Object.keys(operand).length === 0) {
      throw new ListQueryError('s', `$or on field "${field}" must be a non-empty operator object`);
    }
    return combineConditions(
      'or',
      Object.entries(operand).map(([innerOp, innerValue]) => {
        if (innerOp === '$or') throw new ListQueryError('s', `$or on field "${field}" cannot contain $or`);
        return searchFieldOperator(field, innerOp, innerValue);
      }),
    )!;
  });
  return combineConditions('and', parts)!;
}

function searchToCondition(node: Record<string, unknown>, allowed: ReadonlySet<string>, depth: number): Condition | null {
  if (depth > maxConditionDepth) throw new ListQueryError('s', `conditions nested deeper than ${maxConditionDepth} levels`);
  const parts: Condition[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || value.length === 0) throw new ListQueryError('s', `${key} must be a non-empty array`);
      const items = (value as unknown[]).map((item): Condition => {
        if (!isPlainObject(item)) throw new ListQueryError('s', `items of ${key} must be objects`);
        const condition = searchToCondition(item, allowed, depth + 1);
        if (condition === null) throw new ListQueryError('s', `items of ${key} must not be empty objects`);
        return condition;
      });
      parts.push(combineConditions(key === '$and' ? 'and' : 'or', items)!);
    } else if (key === '$not') {
      throw new ListQueryError('s', '$not is not supported');
    } else if (key.startsWith('$')) {
      throw new ListQueryError('s', `unknown key "${key}"`);
    } else {
      checkField('s', key, allowed);
      parts.push(searchFieldCondition(key, value));
    }
  }
  return combineConditions('and', parts);
}

function parseSearch(raw: string, allowed: ReadonlySet<string>): Condition | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ListQueryError('s', 'invalid JSON');
  }
  if (!isPlainObject(json)) throw new ListQueryError('s', 'expected a JSON object');
  runParser('s', { s: raw }); // crud-request's own check (JSON object expected)
  return searchToCondition(json, allowed, 0);
}

function parseFieldList(raw: string | undefined, allowed: ReadonlySet<string>): string[] | null {
  if (raw === undefined) return null;
  const names = raw.split(delimStr);
  if (names.includes('')) throw new ListQueryError('fields', `empty field name in "${raw}"`);
  checkFields('fields', names, allowed);
  const parsed = runParser('fields', { fields: raw }).fields;
  return checkFields('fields', parsed, allowed);
}

function parseSort(raws: string[], allowed: ReadonlySet<string>): SortItem[] | null {
  if (raws.length === 0) return null;
  for (const raw of raws) {
    const [field = '', direction = ''] = raw.split(delimStr);
    if (raw.split(delimStr).length !== 2 || field === '') {
      throw new ListQueryError('sort', `malformed "${raw}" (expected field,ASC or field,DESC)`);
    }
    checkField('sort', field, allowed);
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw new ListQueryError('sort', `invalid direction "${direction}" for "${field}" (expected ASC or DESC)`);
    }
  }
  const parsed = runParser('sort', { sort: raws }).sort;
  return checkSort(
    'sort',
    parsed.map((s) => ({ field: s.field, direction: s.order })),
    allowed,
  );
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

function parseJoins(raws: string[], allowedJoins: ListQueryOptions['allowedJoins']): JoinItem[] {
  if (raws.length === 0) return [];
  const relations: ReadonlyMap<string, ReadonlySet<string> | null> = new Map(
    allowedJoins === undefined
      ? []
      : isReadonlyArray(allowedJoins)
        ? allowedJoins.map((r) => [r, null] as const)
        : Object.entries(allowedJoins).map(([r, fields]) => [r, new Set(fields)] as const),
  );
  const seen = new Set<string>();
  for (const raw of raws) {
    const parts = raw.split(delim);
    const [relation = '', select] = parts;
    if (parts.length > 2) throw new ListQueryError('join', `conditions on joins are not supported ("${raw}")`);
    if (relation === '') throw new ListQueryError('join', `malformed "${raw}" (expected relation or relation||field1,field2)`);
    if (!relations.has(relation)) throw new ListQueryError('join', `unknown relation "${relation}"`);
    if (seen.has(relation)) throw new ListQueryError('join', `duplicate relation "${relation}"`);
    seen.add(relation);
    if (select === undefined || select === '') continue;
    const fields = select.split(delimStr);
    if (fields.includes('')) throw new ListQueryError('join', `empty field name in "${raw}"`);
    const allowedFields = relations.get(relation);
    for (const field of fields) {
      if (allowedFields ? !allowedFields.has(field) : !identifier.test(field)) {
        throw new ListQueryError('join', `${allowedFields ? 'unknown' : 'invalid'} field "${field}" for relation "${relation}"`);
      }
    }
  }
  return runParser('join', { join: raws }).join.map((j) => ({
    relation: j.field,
    fields: j.select && j.select.length > 0 ? [...new Set(j.select)] : null,
  }));
}

function isReadonlyArray(value: unknown): value is readonly string[] {
  return Array.isArray(value);
}

const nonNegativeInteger = /^(0|[1-9][0-9]*)$/;

function parseInteger(parameter: 'limit' | 'offset' | 'page' | 'cache', raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!nonNegativeInteger.test(raw)) throw new ListQueryError(parameter, `expected a non-negative integer, got "${raw}"`);
  if (!Number.isSafeInteger(Number(raw))) throw new ListQueryError(parameter, `too large, got "${raw}"`);
  const parsed = runParser(parameter, { [parameter]: raw })[parameter];
  if (parsed !== Number(raw)) throw new ListQueryError(parameter, `expected a non-negative integer, got "${raw}"`);
  return parsed;
}

/**
 * Parses and validates a nestjsx/crud list query (as a framework's query-string parser gives it: repeated
 * parameters as arrays). Throws ListQueryError for anything it cannot honour exactly.
 */
export function parseListQuery(query: RawListQuery, options: ListQueryOptions): ListQuery {
  const allowed = new Set(options.allowedFields);

  const search = singleValue(query, 's', ['s']);
  const where =
    search !== undefined
      ? parseSearch(search, allowed)
      : combineFilterAndOr(
          parseFilters('filter', rawValues(query, ['filter']), allowed),
          parseFilters('or', rawValues(query, ['or']), allowed),
        );

  const fields = parseFieldList(singleValue(query, 'fields', ['fields', 'select']), allowed);
  const sort = parseSort(rawValues(query, ['sort']), allowed) ?? (options.defaultSort ?? []).map((s) => ({ ...s }));
  const join = parseJoins(rawValues(query, ['join']), options.allowedJoins);

  const cacheRaw = singleValue(query, 'cache', ['cache']);
  if (cacheRaw !== undefined && cacheRaw !== '0' && cacheRaw !== '1') {
    throw new ListQueryError('cache', `expected 0 or 1, got "${cacheRaw}"`);
  }
  const cache = parseInteger('cache', cacheRaw) !== 0;

  const { limit, offset } = resolvePaging(
    {
      limit: parseInteger('limit', singleValue(query, 'limit', ['limit', 'per_page'])),
      offset: parseInteger('offset', singleValue(query, 'offset', ['offset'])),
      page: parseInteger('page', singleValue(query, 'page', ['page'])),
    },
    options,
  );

  return { fields, where, sort, join, limit, offset, cache };
}
