import 'reflect-metadata';
import { GraphQLError, graphql, printSchema, type GraphQLSchema } from 'graphql';
import { Arg, buildSchema, Query, Resolver } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ComparisonOperatorName,
  conditionFromInput,
  conditionToInput,
  ListQueryError,
  ListQueryInput,
  listQueryFromInput,
  listQueryToInput,
  parseListQuery,
  SortDirection,
  toMikroOrmOrderBy,
  toMikroOrmOrderByList,
  toMikroOrmWhere,
  type Condition,
  type ConditionInput,
  type ListQueryOptions,
  type RawListQuery,
} from './index.ts';

const options: ListQueryOptions = {
  allowedFields: ['id', 'name', 'email', 'createdAt', 'isActive', 'age', 'deletedAt', 'isVillain', 'owner.name'],
  allowedJoins: ['owner', 'tags'],
  defaultLimit: 25,
  maxLimit: 100,
};
const parse = (query: RawListQuery, opts: ListQueryOptions = options) => parseListQuery(query, opts);

function errorOf(fn: () => unknown): ListQueryError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ListQueryError) return error;
    throw error;
  }
  throw new Error('expected a ListQueryError, nothing was thrown');
}

describe('parseListQuery: nestjsx examples', () => {
  it('filters, sort, limit and page (page → offset = (page-1)*limit)', () => {
    expect(
      parse({
        filter: ['name||$cont||dj', 'createdAt||$gte||2026-01-01'],
        sort: 'createdAt,DESC',
        limit: '10',
        page: '2',
      }),
    ).toEqual({
      fields: null,
      where: {
        and: [
          { field: 'name', op: '$cont', value: 'dj' },
          // crud-request turns date strings into Dates; the client's string is kept instead.
          { field: 'createdAt', op: '$gte', value: '2026-01-01' },
        ],
      },
      sort: [{ field: 'createdAt', direction: 'DESC' }],
      join: [],
      limit: 10,
      offset: 10,
      cache: true,
    });
  });

  it('an empty query gives the defaults', () => {
    expect(parse({})).toEqual({ fields: null, where: null, sort: [], join: [], limit: 25, offset: 0, cache: true });
  });

  it('s with $or, $starts and a bare value ($eq)', () => {
    expect(parse({ s: '{"$or":[{"name":{"$starts":"a"}},{"isActive":true}]}' }).where).toEqual({
      or: [
        { field: 'name', op: '$starts', value: 'a' },
        { field: 'isActive', op: '$eq', value: true },
      ],
    });
  });

  it('s with nested $and/$or and several operators on one field (ANDed)', () => {
    const s = JSON.stringify({
      $and: [{ isActive: true }, { $or: [{ name: { $contL: 'dj' } }, { age: { $gte: 18, $lte: 30 } }] }],
    });
    expect(parse({ s }).where).toEqual({
      and: [
        { field: 'isActive', op: '$eq', value: true },
        {
          or: [
            { field: 'name', op: '$contL', value: 'dj' },
            {
              and: [
                { field: 'age', op: '$gte', value: 18 },
                { field: 'age', op: '$lte', value: 30 },
              ],
            },
          ],
        },
      ],
    });
  });

  it('s: fields next to $or are ANDed with it; a field-level $or ORs its operators', () => {
    expect(parse({ s: '{"isActive":true,"$or":[{"name":"a"},{"age":{"$or":{"$lt":18,"$gt":65}}}]}' }).where).toEqual({
      and: [
        { field: 'isActive', op: '$eq', value: true },
        {
          or: [
            { field: 'name', op: '$eq', value: 'a' },
            { field: 'age', op: '$lt', value: 18 },
            { field: 'age', op: '$gt', value: 65 },
          ],
        },
      ],
    });
  });

  it('s: null means IS NULL, $ne null IS NOT NULL; $in/$between arrays; $isnull: true', () => {
    expect(
      parse({
        s: '{"deletedAt":null,"name":{"$ne":null},"email":{"$eq":null},"id":{"$in":[1,"2"]},"age":{"$between":[18,30]},"owner.name":{"$isnull":true}}',
      }).where,
    ).toEqual({
      and: [
        { field: 'deletedAt', op: '$isnull' },
        { field: 'name', op: '$notnull' },
        { field: 'email', op: '$isnull' },
        { field: 'id', op: '$in', value: [1, '2'] },
        { field: 'age', op: '$between', value: [18, 30] },
        { field: 'owner.name', op: '$isnull' },
      ],
    });
  });

  it('s wins over filter and or, which are then ignored (not even validated), as in nestjsx', () => {
    expect(parse({ s: '{"name":"x"}', filter: 'passwordHash||$eq||1', or: 'bogus' }).where).toEqual({
      field: 'name',
      op: '$eq',
      value: 'x',
    });
    expect(parse({ s: '{}', filter: 'name||$eq||x' }).where).toBeNull();
  });

  it('or alone: one condition is itself, several are ORed', () => {
    expect(parse({ or: 'name||$eq||joker' }).where).toEqual({ field: 'name', op: '$eq', value: 'joker' });
    expect(parse({ or: ['name||$eq||joker', 'name||$eq||bane'] }).where).toEqual({
      or: [
        { field: 'name', op: '$eq', value: 'joker' },
        { field: 'name', op: '$eq', value: 'bane' },
      ],
    });
  });

  it('filter and or together: (filters ANDed) OR (ors ANDed)', () => {
    expect(parse({ filter: 'name||$eq||batman', or: 'name||$eq||joker' }).where).toEqual({
      or: [
        { field: 'name', op: '$eq', value: 'batman' },
        { field: 'name', op: '$eq', value: 'joker' },
      ],
    });
    expect(
      parse({
        filter: ['name||$eq||batman', 'isVillain||$eq||false'],
        or: ['name||$eq||joker', 'isVillain||$eq||true'],
      }).where,
    ).toEqual({
      or: [
        {
          and: [
            { field: 'name', op: '$eq', value: 'batman' },
            { field: 'isVillain', op: '$eq', value: false },
          ],
        },
        {
          and: [
            { field: 'name', op: '$eq', value: 'joker' },
            { field: 'isVillain', op: '$eq', value: true },
          ],
        },
      ],
    });
  });

  it('$in/$notin/$inL with comma lists, numbers as crud-request parses them', () => {
    expect(parse({ filter: ['id||$in||1,2,3', 'name||$notin||a,b', 'email||$inL||A@x.io,b@x.io'] }).where).toEqual({
      and: [
        { field: 'id', op: '$in', value: [1, 2, 3] },
        { field: 'name', op: '$notin', value: ['a', 'b'] },
        { field: 'email', op: '$inL', value: ['A@x.io', 'b@x.io'] },
      ],
    });
  });

  it('$isnull/$notnull take no value (a given one is ignored, as in nestjsx)', () => {
    expect(parse({ filter: ['deletedAt||$isnull', 'name||$notnull||true'] }).where).toEqual({
      and: [
        { field: 'deletedAt', op: '$isnull' },
        { field: 'name', op: '$notnull' },
      ],
    });
  });

  it('$between takes two values; L variants; legacy operator names without $', () => {
    expect(
      parse({
        filter: ['age||$between||18,30', 'createdAt||between||2026-01-01,2026-01-31T23:59:59Z', 'name||$eqL||DJ', 'email||cont||@x'],
      }).where,
    ).toEqual({
      and: [
        { field: 'age', op: '$between', value: [18, 30] },
        { field: 'createdAt', op: '$between', value: ['2026-01-01', '2026-01-31T23:59:59Z'] },
        { field: 'name', op: '$eqL', value: 'DJ' },
        { field: 'email', op: '$cont', value: '@x' },
      ],
    });
  });

  it('values: what crud-request gives (numbers, booleans), else the string as sent', () => {
    const values = ['12.5', '-3', 'true', 'false', '007', '1e3', 'a,b', 'two words', '{"a":1}', '[1]', '2026-01-01T10:00:00+02:00'].map(
      (value) => (parse({ filter: `name||$eq||${value}` }).where as { value: unknown }).value,
    );
    expect(values).toEqual([12.5, -3, true, false, '007', '1e3', 'a,b', 'two words', '{"a":1}', '[1]', '2026-01-01T10:00:00+02:00']);
  });

  it('fields (deduplicated; `select` is nestjsx’s alias)', () => {
    expect(parse({ fields: 'id,name,id' }).fields).toEqual(['id', 'name']);
    expect(parse({ select: 'email' }).fields).toEqual(['email']);
  });

  it('sort, several; defaultSort only when none is given', () => {
    expect(parse({ sort: ['createdAt,DESC', 'name,ASC'] }).sort).toEqual([
      { field: 'createdAt', direction: 'DESC' },
      { field: 'name', direction: 'ASC' },
    ]);
    const withDefault: ListQueryOptions = { ...options, defaultSort: [{ field: 'id', direction: 'ASC' }] };
    expect(parse({}, withDefault).sort).toEqual([{ field: 'id', direction: 'ASC' }]);
    expect(parse({ sort: 'age,DESC' }, withDefault).sort).toEqual([{ field: 'age', direction: 'DESC' }]);
  });

  it('join, with and without fields; allowedJoins as a record checks the fields', () => {
    expect(parse({ join: ['owner||name,id', 'tags'] }).join).toEqual([
      { relation: 'owner', fields: ['name', 'id'] },
      { relation: 'tags', fields: null },
    ]);
    expect(parse({ join: 'owner||name' }, { ...options, allowedJoins: { owner: ['id', 'name'] } }).join).toEqual([
      { relation: 'owner', fields: ['name'] },
    ]);
  });

  it('limit, offset, page: default, clamp, page wins over offset, per_page alias', () => {
    const paging = (query: RawListQuery) => {
      const { limit, offset } = parse(query);
      return [limit, offset];
    };
    expect(paging({})).toEqual([25, 0]);
    expect(paging({ limit: '500' })).toEqual([100, 0]);
    expect(paging({ offset: '30' })).toEqual([25, 30]);
    expect(paging({ limit: '10', offset: '5', page: '3' })).toEqual([10, 20]);
    expect(paging({ page: '2' })).toEqual([25, 25]);
    expect(paging({ limit: '500', page: '2' })).toEqual([100, 100]);
    expect(paging({ per_page: '7', page: '1' })).toEqual([7, 0]);
    expect(paging({ limit: '1', offset: '0' })).toEqual([1, 0]);
  });

  it('cache: false only for cache=0', () => {
    expect(parse({ cache: '0' }).cache).toBe(false);
    expect(parse({ cache: '1' }).cache).toBe(true);
    expect(parse({}).cache).toBe(true);
  });

  it('empty parameters count as absent; unknown parameters are ignored', () => {
    expect(parse({ filter: '', limit: '', s: '', sort: [''], foo: 'bar', include_deleted: '1', 'extra.x': 'y' })).toEqual(
      parse({}),
    );
  });
});

describe('parseListQuery: errors', () => {
  const deep = (levels: number): string => {
    let node: unknown = { name: 'x' };
    for (let i = 0; i < levels; i++) node = { $and: [node, { age: 1 }] };
    return JSON.stringify(node);
  };

  it.each<[string, RawListQuery, string]>([
    // filter / or
    ['filter without operator', { filter: 'name' }, 'filter: malformed condition "name" (expected field||$operator||value)'],
    ['filter with a 4th part', { filter: 'name||$eq||a||b' }, 'filter: malformed condition "name||$eq||a||b" (expected field||$operator||value)'],
    ['filter without field', { filter: '||$eq||a' }, 'filter: malformed condition "||$eq||a" (expected field||$operator||value)'],
    ['unknown field', { filter: 'passwordHash||$eq||x' }, 'filter: unknown field "passwordHash"'],
    ['unknown operator', { filter: 'name||$like||x' }, 'filter: unknown operator "$like" on field "name"'],
    ['unsupported nestjsx operator', { filter: 'name||$contArr||x' }, 'filter: unknown operator "$contArr" on field "name"'],
    ['missing value', { filter: 'name||$eq' }, 'filter: $eq on "name" needs a value'],
    ['empty value', { filter: 'name||$cont||' }, 'filter: $cont on "name" needs a value'],
    ['empty list item', { filter: 'id||$in||1,,2' }, 'filter: $in on "id" has an empty item in "1,,2"'],
    ['$between with one value', { filter: 'createdAt||$between||2026-01-01' }, 'filter: $between on "createdAt" needs exactly two comma-separated values, got 1'],
    ['$between with three values', { filter: 'age||$between||1,2,3' }, 'filter: $between on "age" needs exactly two comma-separated values, got 3'],
    ['null value', { filter: 'name||$eq||null' }, 'filter: invalid value "null" for $eq on "name" (use $isnull or $notnull for NULL)'],
    ['null in a list', { filter: 'id||$in||1,null' }, 'filter: invalid value "null" for $in on "id" (use $isnull or $notnull for NULL)'],
    ['or: unknown operator', { or: 'email||$foo||x' }, 'or: unknown operator "$foo" on field "email"'],
    ['or: unknown field', { filter: 'name||$eq||a', or: 'secret||$eq||x' }, 'or: unknown field "secret"'],
    // s
    ['s: invalid JSON', { s: '{"name":' }, 's: invalid JSON'],
    ['s: an array', { s: '[{"name":"a"}]' }, 's: expected a JSON object'],
    ['s: a string', { s: '"name"' }, 's: expected a JSON object'],
    ['s: twice', { s: ['{}', '{}'] }, 's: expected one value, got 2'],
    ['s: unknown field', { s: '{"passwordHash":"x"}' }, 's: unknown field "passwordHash"'],
    ['s: unknown nested field', { s: '{"$or":[{"name":"a"},{"secret":{"$eq":1}}]}' }, 's: unknown field "secret"'],
    ['s: empty $and', { s: '{"$and":[]}' }, 's: $and must be a non-empty array'],
    ['s: $or not an array', { s: '{"$or":{"name":"a"}}' }, 's: $or must be a non-empty array'],
    ['s: $and item not an object', { s: '{"$and":[1]}' }, 's: items of $and must be objects'],
    ['s: empty $or item', { s: '{"$or":[{}]}' }, 's: items of $or must not be empty objects'],
    ['s: $not', { s: '{"$not":[{"name":"a"}]}' }, 's: $not is not supported'],
    ['s: unknown $ key', { s: '{"$nor":[{"name":"a"}]}' }, 's: unknown key "$nor"'],
    ['s: array as field value', { s: '{"name":["a","b"]}' }, 's: field "name" must be a string, number, boolean, null or an operator object'],
    ['s: empty operator object', { s: '{"name":{}}' }, 's: field "name" has an empty operator object'],
    ['s: unknown operator', { s: '{"name":{"$like":"a%"}}' }, 's: unknown operator "$like" on field "name"'],
    ['s: null for $gt', { s: '{"age":{"$gt":null}}' }, 's: $gt on "age" needs a string, number or boolean value'],
    ['s: array for $eq', { s: '{"age":{"$eq":[1]}}' }, 's: $eq on "age" needs a string, number or boolean value'],
    ['s: empty $in', { s: '{"id":{"$in":[]}}' }, 's: $in on "id" needs a non-empty array of values'],
    ['s: scalar $in', { s: '{"id":{"$in":1}}' }, 's: $in on "id" needs a non-empty array of values'],
    ['s: object in $in', { s: '{"id":{"$in":[1,{"a":1}]}}' }, 's: $in on "id" takes only strings, numbers and booleans'],
    ['s: $between with one value', { s: '{"age":{"$between":[1]}}' }, 's: $between on "age" needs an array of exactly two values'],
    ['s: $isnull false', { s: '{"deletedAt":{"$isnull":false}}' }, 's: $isnull on "deletedAt" must be true (use $notnull)'],
    ['s: $notnull false', { s: '{"deletedAt":{"$notnull":false}}' }, 's: $notnull on "deletedAt" must be true (use $isnull)'],
    ['s: empty field $or', { s: '{"name":{"$or":{}}}' }, 's: $or on field "name" must be a non-empty operator object'],
    ['s: nested field $or', { s: '{"name":{"$or":{"$or":{"$eq":"a"}}}}' }, 's: $or on field "name" cannot contain $or'],
    ['s: too deep', { s: deep(11) }, 's: conditions nested deeper than 10 levels'],
    // sort
    ['sort without direction', { sort: 'name' }, 'sort: malformed "name" (expected field,ASC or field,DESC)'],
    ['sort with 3 parts', { sort: 'name,ASC,x' }, 'sort: malformed "name,ASC,x" (expected field,ASC or field,DESC)'],
    ['sort lower-case direction', { sort: 'name,asc' }, 'sort: invalid direction "asc" for "name" (expected ASC or DESC)'],
    ['sort unknown field', { sort: 'secret,ASC' }, 'sort: unknown field "secret"'],
    ['sort duplicate field', { sort: ['name,ASC', 'name,DESC'] }, 'sort: duplicate field "name"'],
    // fields
    ['fields empty name', { fields: 'id,,name' }, 'fields: empty field name in "id,,name"'],
    ['fields unknown', { fields: 'id,passwordHash' }, 'fields: unknown field "passwordHash"'],
    ['fields and select', { fields: 'id', select: 'name' }, 'fields: expected one value, got 2'],
    // join
    ['join unknown relation', { join: 'secrets' }, 'join: unknown relation "secrets"'],
    ['join with conditions', { join: 'owner||name||on[0]=id||$eq||1' }, 'join: conditions on joins are not supported ("owner||name||on[0]=id||$eq||1")'],
    ['join without relation', { join: '||name' }, 'join: malformed "||name" (expected relation or relation||field1,field2)'],
    ['join empty field', { join: 'owner||a,,b' }, 'join: empty field name in "owner||a,,b"'],
    ['join invalid field', { join: 'owner||na me' }, 'join: invalid field "na me" for relation "owner"'],
    ['join duplicate', { join: ['owner', 'owner||name'] }, 'join: duplicate relation "owner"'],
    // limit / offset / page / cache
    ['limit not a number', { limit: 'abc' }, 'limit: expected a non-negative integer, got "abc"'],
    ['limit negative', { limit: '-1' }, 'limit: expected a non-negative integer, got "-1"'],
    ['limit fractional', { limit: '1.5' }, 'limit: expected a non-negative integer, got "1.5"'],
    ['limit leading zero', { limit: '010' }, 'limit: expected a non-negative integer, got "010"'],
    ['limit exponent', { limit: '1e3' }, 'limit: expected a non-negative integer, got "1e3"'],
    ['limit zero', { limit: '0' }, 'limit: must be at least 1, got 0'],
    ['limit and per_page', { limit: '5', per_page: '6' }, 'limit: expected one value, got 2'],
    ['limit twice', { limit: ['5', '6'] }, 'limit: expected one value, got 2'],
    ['offset negative', { offset: '-5' }, 'offset: expected a non-negative integer, got "-5"'],
    ['offset huge', { offset: '99999999999999999999' }, 'offset: too large, got "99999999999999999999"'],
    ['page zero', { page: '0' }, 'page: must be at least 1, got 0'],
    ['page negative', { page: '-2' }, 'page: expected a non-negative integer, got "-2"'],
    ['page overflowing offset', { page: '9007199254740991', limit: '10' }, 'page: too large, got 9007199254740991'],
    ['cache not 0/1', { cache: 'yes' }, 'cache: expected 0 or 1, got "yes"'],
    ['cache 2', { cache: '2' }, 'cache: expected 0 or 1, got "2"'],
  ])('%s', (_name, query, message) => {
    expect(errorOf(() => parse(query)).message).toBe(message);
  });

  it('join is refused when no joins are allowed; record form checks field names', () => {
    expect(errorOf(() => parse({ join: 'owner' }, { ...options, allowedJoins: undefined })).message).toBe(
      'join: unknown relation "owner"',
    );
    expect(errorOf(() => parse({ join: 'owner||passwordHash' }, { ...options, allowedJoins: { owner: ['id', 'name'] } })).message).toBe(
      'join: unknown field "passwordHash" for relation "owner"',
    );
  });

  it('ListQueryError is an Error and a GraphQL BAD_USER_INPUT (400) naming the parameter', () => {
    const error = errorOf(() => parse({ filter: 'passwordHash||$eq||x' }));
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.name).toBe('ListQueryError');
    expect(error.parameter).toBe('filter');
    expect(error.status).toBe(400);
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', status: 400, parameter: 'filter' });
  });
});

describe('ConditionInput', () => {
  it('REST → Condition → ConditionInput (GraphQL variables: values as strings, enum names) → Condition', () => {
    const where = parse({
      filter: ['id||$in||1,2', 'age||$between||18,30', 'deletedAt||$isnull'],
      or: ['name||$contL||dj', 'isActive||$eq||true'],
    }).where!;
    const input = conditionToInput(where);
    expect(input).toEqual({
      or: [
        {
          and: [
            { field: 'id', op: 'IN', values: ['1', '2'] },
            { field: 'age', op: 'BETWEEN', values: ['18', '30'] },
            { field: 'deletedAt', op: 'ISNULL' },
          ],
        },
        {
          and: [
            { field: 'name', op: 'CONT_L', value: 'dj' },
            { field: 'isActive', op: 'EQ', value: 'true' },
          ],
        },
      ],
    });
    expect(JSON.parse(JSON.stringify(input))).toEqual(input); // plain JSON, no class instances or undefined keys
    expect(conditionFromInput(input, { allowedFields: options.allowedFields })).toEqual({
      or: [
        {
          and: [
            { field: 'id', op: '$in', value: ['1', '2'] },
            { field: 'age', op: '$between', value: ['18', '30'] },
            { field: 'deletedAt', op: '$isnull' },
          ],
        },
        {
          and: [
            { field: 'name', op: '$contL', value: 'dj' },
            { field: 'isActive', op: '$eq', value: 'true' },
          ],
        },
      ],
    });
  });

  it('every operator survives the round trip (string values unchanged)', () => {
    const conditions: Condition[] = [
      { field: 'name', op: '$eq', value: 'a' },
      { field: 'name', op: '$ne', value: 'a' },
      { field: 'age', op: '$gt', value: '1' },
      { field: 'age', op: '$lt', value: '1' },
      { field: 'age', op: '$gte', value: '1' },
      { field: 'age', op: '$lte', value: '1' },
      { field: 'name', op: '$starts', value: 'a' },
      { field: 'name', op: '$ends', value: 'a' },
      { field: 'name', op: '$cont', value: 'a' },
      { field: 'name', op: '$excl', value: 'a' },
      { field: 'id', op: '$in', value: ['1'] },
      { field: 'id', op: '$notin', value: ['1', '2'] },
      { field: 'deletedAt', op: '$isnull' },
      { field: 'deletedAt', op: '$notnull' },
      { field: 'age', op: '$between', value: ['1', '2'] },
      { field: 'name', op: '$eqL', value: 'a' },
      { field: 'name', op: '$neL', value: 'a' },
      { field: 'name', op: '$startsL', value: 'a' },
      { field: 'name', op: '$endsL', value: 'a' },
      { field: 'name', op: '$contL', value: 'a' },
      { field: 'name', op: '$exclL', value: 'a' },
      { field: 'name', op: '$inL', value: ['a', 'B'] },
      { field: 'name', op: '$notinL', value: ['a'] },
    ];
    const all: Condition = { and: [{ or: conditions.slice(0, 12) }, { or: conditions.slice(12) }] };
    expect(conditionFromInput(conditionToInput(all))).toEqual(all);
    expect(conditionToInput({ field: 'name', op: '$notinL', value: ['a'] })).toEqual({
      field: 'name',
      op: ComparisonOperatorName.NOTIN_L,
      values: ['a'],
    });
  });

  it('null members (what GraphQL gives for explicit nulls) count as absent', () => {
    expect(conditionFromInput({ field: 'name', op: ComparisonOperatorName.EQ, value: 'a', values: null, and: null, or: null })).toEqual({
      field: 'name',
      op: '$eq',
      value: 'a',
    });
  });

  const nested = (levels: number): ConditionInput => {
    let node: ConditionInput = { field: 'name', op: ComparisonOperatorName.EQ, value: 'x' };
    for (let i = 0; i < levels; i++) node = { and: [node] };
    return node;
  };
  const EQ = ComparisonOperatorName.EQ;
  it.each<[string, ConditionInput, string]>([
    ['nothing set', {}, 'where: set exactly one of field, and, or (got none)'],
    ['field and and', { field: 'name', op: EQ, value: 'a', and: [] }, 'where: set exactly one of field, and, or (got field, and)'],
    ['and and or', { and: [], or: [] }, 'where: set exactly one of field, and, or (got and, or)'],
    ['empty and', { and: [] }, 'where: and must not be empty'],
    ['op on a group', { or: [{ field: 'name', op: EQ, value: 'a' }], op: EQ }, 'where: op, value and values go with field only'],
    ['empty field', { field: '', op: EQ, value: 'a' }, 'where: field must not be empty'],
    ['unknown field', { field: 'secret', op: EQ, value: 'a' }, 'where: unknown field "secret"'],
    ['no op', { field: 'name', value: 'a' }, 'where: field "name" needs op'],
    ['unknown op', { field: 'name', op: 'LIKE' as ComparisonOperatorName, value: 'a' }, 'where: unknown op "LIKE"'],
    ['EQ without value', { field: 'name', op: EQ }, 'where: EQ on "name" needs value'],
    ['EQ with values', { field: 'name', op: EQ, values: ['a'] }, 'where: EQ on "name" takes value, not values'],
    ['IN with value', { field: 'id', op: ComparisonOperatorName.IN, value: '1' }, 'where: IN on "id" takes values, not value'],
    ['IN with no values', { field: 'id', op: ComparisonOperatorName.IN, values: [] }, 'where: IN on "id" needs at least one of values'],
    ['BETWEEN with 3 values', { field: 'age', op: ComparisonOperatorName.BETWEEN, values: ['1', '2', '3'] }, 'where: BETWEEN on "age" needs exactly two values'],
    ['BETWEEN with value', { field: 'age', op: ComparisonOperatorName.BETWEEN, value: '1' }, 'where: BETWEEN on "age" takes values, not value'],
    ['ISNULL with value', { field: 'deletedAt', op: ComparisonOperatorName.ISNULL, value: 'x' }, 'where: ISNULL on "deletedAt" takes neither value nor values'],
    [
      'error deep inside names its path',
      { and: [{ field: 'name', op: EQ, value: 'a' }, { or: [{ field: 'age', op: EQ, value: '1' }, { field: 'age', op: EQ }] }] },
      'where.and[1].or[1]: EQ on "age" needs value',
    ],
    ['too deep', nested(11), `where${'.and[0]'.repeat(11)}: conditions nested deeper than 10 levels`],
  ])('conditionFromInput: %s', (_name, input, message) => {
    expect(errorOf(() => conditionFromInput(input, { allowedFields: options.allowedFields })).message).toBe(message);
  });

  it('ten levels of nesting are fine', () => {
    expect(conditionFromInput(nested(10))).toBeDefined();
  });
});

describe('ListQueryInput', () => {
  it('REST → ListQuery → ListQueryInput → ListQuery keeps fields, where, sort and paging', () => {
    const query = parse({
      fields: 'id,name',
      filter: 'age||$gte||18',
      sort: ['createdAt,DESC', 'name,ASC'],
      limit: '10',
      page: '3',
    });
    const input = listQueryToInput(query);
    expect(input).toEqual({
      fields: ['id', 'name'],
      where: { field: 'age', op: 'GTE', value: '18' },
      sort: [
        { field: 'createdAt', direction: 'DESC' },
        { field: 'name', direction: 'ASC' },
      ],
      limit: 10,
      offset: 20,
    });
    expect(listQueryFromInput(input, options)).toEqual({
      ...query,
      where: { field: 'age', op: '$gte', value: '18' },
    });
  });

  it('defaults and clamping as for REST', () => {
    expect(listQueryFromInput(null, { ...options, defaultSort: [{ field: 'id', direction: 'DESC' }] })).toEqual({
      fields: null,
      where: null,
      sort: [{ field: 'id', direction: 'DESC' }],
      join: [],
      limit: 25,
      offset: 0,
      cache: true,
    });
    expect(listQueryFromInput({ limit: 1000, offset: 5 }, options)).toMatchObject({ limit: 100, offset: 5 });
  });

  it.each<[string, ListQueryInput, string]>([
    ['unknown field', { fields: ['id', 'passwordHash'] }, 'fields: unknown field "passwordHash"'],
    ['unknown sort field', { sort: [{ field: 'secret', direction: SortDirection.ASC }] }, 'sort: unknown field "secret"'],
    ['duplicate sort', { sort: [{ field: 'id', direction: SortDirection.ASC }, { field: 'id', direction: SortDirection.DESC }] }, 'sort: duplicate field "id"'],
    ['limit 0', { limit: 0 }, 'limit: must be at least 1, got 0'],
    ['offset -1', { offset: -1 }, 'offset: must not be negative, got -1'],
    ['where: unknown field', { where: { field: 'secret', op: ComparisonOperatorName.ISNULL } }, 'where: unknown field "secret"'],
  ])('listQueryFromInput: %s', (_name, input, message) => {
    expect(errorOf(() => listQueryFromInput(input, options)).message).toBe(message);
  });
});

describe('GraphQL schema (type-graphql)', () => {
  @Resolver()
  class ListResolver {
    @Query(() => String)
    list(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null): string {
      const parsed = listQueryFromInput(query, options);
      return JSON.stringify({
        where: toMikroOrmWhere(parsed.where),
        orderBy: toMikroOrmOrderBy(parsed.sort),
        fields: parsed.fields,
        limit: parsed.limit,
        offset: parsed.offset,
      });
    }
  }

  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildSchema({ resolvers: [ListResolver], validate: false });
  });

  it('declares the input types', () => {
    const sdl = printSchema(schema);
    expect(sdl).toContain(
      [
        'input ConditionInput {',
        '  field: String',
        '  op: ComparisonOperator',
        '  value: String',
        '  values: [String!]',
        '  and: [ConditionInput!]',
        '  or: [ConditionInput!]',
        '}',
      ].join('\n'),
    );
    expect(sdl).toContain(
      [
        'input ListQueryInput {',
        '  """The fields to return; all when absent."""',
        '  fields: [String!]',
        '  where: ConditionInput',
        '  sort: [SortInput!]',
        '  limit: Int',
        '  offset: Int',
        '}',
      ].join('\n'),
    );
    expect(sdl).toContain('input SortInput {\n  field: String!\n  direction: SortDirection! = ASC\n}');
    expect(sdl).toMatch(/enum ComparisonOperator \{[^}]*\n  NOTIN_L\n\}/);
    expect(sdl).toContain('enum SortDirection {\n  ASC\n  DESC\n}');
  });

  it('REST query → variables → resolver → MikroORM filter', async () => {
    const rest = parse({ filter: ['name||$startsL||dj', 'age||$in||18,21'], or: 'deletedAt||$notnull', sort: 'age,DESC', limit: '5' });
    const result = await graphql({
      schema,
      source: 'query($q: ListQueryInput) { list(query: $q) }',
      variableValues: { q: JSON.parse(JSON.stringify(listQueryToInput(rest))) as unknown },
    });
    expect(result.errors).toBeUndefined();
    expect(JSON.parse(result.data?.list as string)).toEqual({
      where: {
        $or: [
          { $and: [{ name: { $ilike: 'dj%' } }, { age: { $in: ['18', '21'] } }] },
          { deletedAt: { $ne: null } },
        ],
      },
      orderBy: { age: 'desc' },
      fields: null,
      limit: 5,
      offset: 0,
    });
  });

  it('a bad condition comes back as BAD_USER_INPUT with the precise message', async () => {
    const result = await graphql({
      schema,
      source: 'query { list(query: { where: { field: "name", op: IN, value: "x" } }) }',
    });
    expect(result.errors?.map((e) => [e.message, e.extensions])).toEqual([
      ['where: IN on "name" takes values, not value', { code: 'BAD_USER_INPUT', status: 400, parameter: 'where' }],
    ]);
  });
});

describe('toMikroOrmWhere', () => {
  it.each<[string, Condition, Record<string, unknown>]>([
    ['$eq', { field: 'age', op: '$eq', value: 18 }, { age: { $eq: 18 } }],
    ['$ne', { field: 'name', op: '$ne', value: 'a' }, { name: { $ne: 'a' } }],
    ['$gt', { field: 'age', op: '$gt', value: 1 }, { age: { $gt: 1 } }],
    ['$gte', { field: 'age', op: '$gte', value: 1 }, { age: { $gte: 1 } }],
    ['$lt', { field: 'age', op: '$lt', value: '1' }, { age: { $lt: '1' } }],
    ['$lte', { field: 'age', op: '$lte', value: true }, { age: { $lte: true } }],
    ['$in', { field: 'id', op: '$in', value: [1, 2] }, { id: { $in: [1, 2] } }],
    ['$notin', { field: 'id', op: '$notin', value: ['a'] }, { id: { $nin: ['a'] } }],
    ['$isnull', { field: 'deletedAt', op: '$isnull' }, { deletedAt: { $eq: null } }],
    ['$notnull', { field: 'deletedAt', op: '$notnull' }, { deletedAt: { $ne: null } }],
    ['$between', { field: 'age', op: '$between', value: [18, 30] }, { age: { $gte: 18, $lte: 30 } }],
    ['$starts', { field: 'name', op: '$starts', value: 'dj' }, { name: { $like: 'dj%' } }],
    ['$ends', { field: 'name', op: '$ends', value: 'dj' }, { name: { $like: '%dj' } }],
    ['$cont', { field: 'name', op: '$cont', value: 'dj' }, { name: { $like: '%dj%' } }],
    ['$cont with a number', { field: 'name', op: '$cont', value: 42 }, { name: { $like: '%42%' } }],
    ['$excl', { field: 'name', op: '$excl', value: 'dj' }, { $not: { name: { $like: '%dj%' } } }],
    ['$eqL', { field: 'name', op: '$eqL', value: 'DJ_1' }, { name: { $ilike: 'DJ\\_1' } }],
    ['$neL', { field: 'name', op: '$neL', value: 'DJ' }, { $not: { name: { $ilike: 'DJ' } } }],
    ['$startsL', { field: 'name', op: '$startsL', value: 'DJ' }, { name: { $ilike: 'DJ%' } }],
    ['$endsL', { field: 'name', op: '$endsL', value: 'DJ' }, { name: { $ilike: '%DJ' } }],
    ['$contL', { field: 'name', op: '$contL', value: 'DJ' }, { name: { $ilike: '%DJ%' } }],
    ['$exclL', { field: 'name', op: '$exclL', value: 'DJ' }, { $not: { name: { $ilike: '%DJ%' } } }],
    ['$inL', { field: 'name', op: '$inL', value: ['a', 'B%'] }, { $or: [{ name: { $ilike: 'a' } }, { name: { $ilike: 'B\\%' } }] }],
    ['$inL with one value', { field: 'name', op: '$inL', value: ['a'] }, { name: { $ilike: 'a' } }],
    ['$notinL', { field: 'name', op: '$notinL', value: ['a', 'b'] }, { $not: { $or: [{ name: { $ilike: 'a' } }, { name: { $ilike: 'b' } }] } }],
    ['LIKE escaping of \\ % _', { field: 'name', op: '$cont', value: '50%_off\\x' }, { name: { $like: '%50\\%\\_off\\\\x%' } }],
    [
      'and / or',
      { or: [{ and: [{ field: 'a', op: '$eq', value: 1 }, { field: 'b', op: '$isnull' }] }, { field: 'c', op: '$ne', value: 2 }] },
      { $or: [{ $and: [{ a: { $eq: 1 } }, { b: { $eq: null } }] }, { c: { $ne: 2 } }] },
    ],
    ['dotted field nests (relation)', { field: 'owner.name', op: '$eq', value: 'ann' }, { owner: { name: { $eq: 'ann' } } }],
  ])('%s', (_name, condition, expected) => {
    expect(toMikroOrmWhere(condition)).toEqual(expected);
  });

  it('null → {} (everything)', () => {
    expect(toMikroOrmWhere(null)).toEqual({});
  });

  it('fieldMap renames fields, dotted targets nest', () => {
    const where: Condition = {
      and: [
        { field: 'displayName', op: '$exclL', value: 'x' },
        { field: 'ownerName', op: '$eq', value: 'ann' },
        { field: 'age', op: '$gt', value: 1 },
      ],
    };
    expect(toMikroOrmWhere(where, { displayName: 'name', ownerName: 'owner.name' })).toEqual({
      $and: [{ $not: { name: { $ilike: '%x%' } } }, { owner: { name: { $eq: 'ann' } } }, { age: { $gt: 1 } }],
    });
  });

  it('refuses a hand-built condition whose value does not fit its operator', () => {
    expect(errorOf(() => toMikroOrmWhere({ field: 'age', op: '$between', value: [1] })).message).toBe(
      'where: $between on "age" needs exactly two values',
    );
    expect(errorOf(() => toMikroOrmWhere({ field: 'age', op: '$isnull', value: 1 })).message).toBe('where: $isnull on "age" takes no value');
    expect(errorOf(() => toMikroOrmWhere({ field: 'age', op: '$in', value: 1 })).message).toBe(
      'where: $in on "age" needs a non-empty list of values',
    );
    expect(errorOf(() => toMikroOrmWhere({ field: 'age', op: '$eq' })).message).toBe(
      'where: $eq on "age" needs a string, number or boolean value',
    );
  });
});

describe('toMikroOrmOrderBy', () => {
  it('keeps the order, lower-cases directions, nests dotted paths, applies fieldMap', () => {
    const sort = [
      { field: 'createdAt', direction: 'DESC' },
      { field: 'ownerName', direction: 'ASC' },
      { field: 'name', direction: 'ASC' },
    ] as const;
    const orderBy = toMikroOrmOrderBy(sort, { ownerName: 'owner.name' });
    expect(orderBy).toEqual({ createdAt: 'desc', owner: { name: 'asc' }, name: 'asc' });
    expect(Object.keys(orderBy)).toEqual(['createdAt', 'owner', 'name']);
    expect(toMikroOrmOrderBy([])).toEqual({});
  });

  it('the list form keeps exact priority across relations', () => {
    expect(
      toMikroOrmOrderByList([
        { field: 'owner.name', direction: 'ASC' },
        { field: 'name', direction: 'DESC' },
        { field: 'owner.id', direction: 'DESC' },
      ]),
    ).toEqual([{ owner: { name: 'asc' } }, { name: 'desc' }, { owner: { id: 'desc' } }]);
  });
});
