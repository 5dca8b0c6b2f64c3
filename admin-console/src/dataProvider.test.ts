import { readFileSync } from 'node:fs';
import { buildSchema, introspectionFromSchema, print, validate, type DocumentNode, type IntrospectionObjectType } from 'graphql';
import type { IntrospectionResult } from 'ra-data-graphql';
import { GET_LIST, GET_MANY_REFERENCE } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildQuery, listOperations, listQueryOf, operationNames, resourceTypes } from './buildQuery';

// The data provider's list calls, built against the committed gateway schema (no server: the schema is given).

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

/** What ra-data-graphql's introspection finds for the console's resources (its own code needs the Apollo client). */
function introspect(): IntrospectionResult {
  const introspection = introspectionFromSchema(schema).__schema;
  const objects = introspection.types.filter((type): type is IntrospectionObjectType => type.kind === 'OBJECT');
  const queries = objects.find((type) => type.name === 'Query')!.fields;
  const resources = Object.values(resourceTypes).map((name) => ({
    type: objects.find((type) => type.name === name)!,
    ...Object.fromEntries(
      Object.entries(operationNames).flatMap(([fetchType, nameOf]) => queries.filter((query) => query.name === nameOf({ name })).map((query) => [fetchType, query])),
    ),
  }));
  // IntrospectionResult types `queries` as object types; ra-data-graphql fills it with the Query type's fields.
  return { types: introspection.types, queries, resources, schema: introspection } as unknown as IntrospectionResult;
}

describe('listQueryOf', () => {
  it('turns react-admin paging, sort and filters into a ListQueryInput', () => {
    expect(
      listQueryOf({
        pagination: { page: 3, perPage: 20 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { 'email||CONT_L': 'ada', roles: ['admin', 'staff'], displayName: '', 'phone||NOTNULL': true },
      }),
    ).toEqual({
      limit: 20,
      offset: 40,
      sort: [{ field: 'createdAt', direction: 'DESC' }],
      where: {
        and: [
          { field: 'email', op: 'CONT_L', value: 'ada' },
          { field: 'roles', op: 'IN', values: ['admin', 'staff'] },
          { field: 'phone', op: 'NOTNULL' },
        ],
      },
    });
    expect(listQueryOf({ pagination: { page: 1, perPage: 10 }, filter: { status: 'PENDING' } })).toEqual({
      limit: 10,
      offset: 0,
      where: { field: 'status', op: 'EQ', value: 'PENDING' },
    });
  });
});

describe('GET_LIST and GET_MANY_REFERENCE', () => {
  const build = buildQuery(introspect());

  it('asks the list query with a ListQueryInput and reads the page', () => {
    const built = build(GET_LIST, 'users', { pagination: { page: 2, perPage: 5 }, sort: { field: 'displayName', order: 'ASC' }, filter: {} });
    const document = built.query as DocumentNode;
    expect(validate(schema, document)).toEqual([]);
    expect(print(document)).toMatch(/page: allUsers\(query: \$query\) \{\s*data \{[^}]*\bemail\b[^}]*\}\s*total/);
    expect(built.variables).toEqual({ query: { limit: 5, offset: 5, sort: [{ field: 'displayName', direction: 'ASC' }] } });
    expect(built.parseResponse({ data: { page: { data: [{ id: 'u1' }], total: 6 } }, loading: false, networkStatus: 7 /* NetworkStatus.ready */ })).toEqual({ data: [{ id: 'u1' }], total: 6 });
  });

  it('filters a reference list by its target', () => {
    const built = build(GET_MANY_REFERENCE, 'users', { target: 'avatarId', id: 'a1', pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(built.variables).toEqual({ query: { limit: 10, offset: 0, where: { field: 'avatarId', op: 'EQ', value: 'a1' } } });
  });

  it('names list queries that exist and take the one list query and answer the one page shape', () => {
    const queryType = schema.getQueryType()!;
    for (const [type, name] of Object.entries(listOperations)) {
      const field = queryType.getFields()[name];
      expect(field, name).toBeDefined();
      expect(field!.args.map((arg) => `${arg.name}: ${String(arg.type)}`), name).toContain('query: ListQueryInput');
      expect(String(field!.type), name).toBe(`${type}Page!`);
    }
  });
});
