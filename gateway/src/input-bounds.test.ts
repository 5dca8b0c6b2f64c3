import { randomUUID } from 'node:crypto';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type TestProduct } from '@backspin/product/testing';

/**
 * The input-bounds probe: every text input of the API (each String, ID and JSON argument of every query and
 * mutation, inside input objects and lists too), read from the schema the gateway serves, must document its maximum
 * ("Input limit: N characters") and refuse a value one character longer, and a value with a NUL character, with a
 * 400 naming the input, never a 500 and before any rule or database work. A new field is probed without anyone
 * writing a line here.
 */
let product: TestProduct;
let schema: GraphQLSchema;
/** The SQL the library runs while a test records it. */
let librarySql: string[] | null = null;

beforeAll(async () => {
  product = await startProduct({ restBridge: false, onQuery: (subgraph, sql) => (subgraph === 'library' ? librarySql?.push(sql) : undefined) });
  const introspection = await graphql<IntrospectionQuery>(getIntrospectionQuery());
  schema = buildClientSchema(introspection.body.data!);
});
afterAll(() => product?.stop());

interface GraphQLAnswer<T> {
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(product.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body: GraphQLAnswer<T>['body'] = {};
  try {
    body = JSON.parse(text) as GraphQLAnswer<T>['body'];
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { status: response.status, body };
}

/** A valid value of a type, so that only the probed input is wrong. */
function sample(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sample(nullable.ofType as GraphQLInputType)];
  if (isInputObjectType(nullable)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(nullable.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sample(field.type);
    }
    return value;
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  switch (nullable.name) {
    case 'ID':
      return randomUUID();
    case 'String':
      return 'probe';
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTimeISO':
      return new Date().toISOString();
    case 'JSON':
      return {};
    default:
      throw new Error(`the probe has no sample value for scalar ${nullable.name}`);
  }
}

/** One text input to probe: its path from the argument, how to set it, its type and its description. */
interface Target {
  path: string;
  type: GraphQLInputType;
  description: string | null | undefined;
  /** The argument value with `bad` put at this input. */
  valueWith(bad: unknown): unknown;
}

const textScalars = new Set(['String', 'ID', 'JSON']);

function targetsOf(path: string, type: GraphQLInputType, description: string | null | undefined, seen: Set<string>): Target[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const itemType = nullable.ofType as GraphQLInputType;
    if (isScalarType(getNullableType(itemType))) {
      return textScalars.has(getNamedType(itemType).name) ? [{ path: `${path}[0]`, type, description, valueWith: (bad) => [bad] }] : [];
    }
    return targetsOf(`${path}[0]`, itemType, description, seen).map((t) => ({ ...t, valueWith: (bad) => [t.valueWith(bad)] }));
  }
  if (isInputObjectType(nullable)) {
    // A recursive input type is probed once, at its first level.
    if (seen.has(nullable.name)) return [];
    const inner = new Set(seen).add(nullable.name);
    const base = sample(nullable) as Record<string, unknown>;
    return Object.values(nullable.getFields()).flatMap((field) =>
      targetsOf(`${path}.${field.name}`, field.type, field.description, inner).map((t) => ({
        ...t,
        valueWith: (bad: unknown) => ({ ...base, [field.name]: t.valueWith(bad) }),
      })),
    );
  }
  if (!textScalars.has(nullable.name)) return [];
  return [{ path, type, description, valueWith: (bad) => bad }];
}

interface Probe {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  argument: string;
  target: Target;
}

function probes(): Probe[] {
  const all: Probe[] = [];
  for (const [operation, root] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      for (const arg of field.args) {
        for (const target of targetsOf(arg.name, arg.type, arg.description, new Set())) {
          all.push({ operation, field, argument: arg.name, target });
        }
      }
    }
  }
  return all;
}

/** Runs the probe's field with every argument valid except the probed input. */
function send(probe: Probe, bad: unknown): Promise<GraphQLAnswer<unknown>> {
  const { field } = probe;
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const uses: string[] = [];
  for (const arg of field.args) {
    const isProbed = arg.name === probe.argument;
    if (!isProbed && !(isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    variables[arg.name] = isProbed ? probe.target.valueWith(bad) : sample(arg.type);
    definitions.push(`$${arg.name}: ${arg.type.toString()}`);
    uses.push(`${arg.name}: $${arg.name}`);
  }
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return graphql(`${probe.operation} Probe(${definitions.join(', ')}) { ${field.name}(${uses.join(', ')})${selection} }`, variables);
}

const documentedLimit = (description: string | null | undefined): number | null => {
  const match = /Input limit: (\d+) characters/.exec(description ?? '');
  return match ? Number(match[1]) : null;
};

/** Hundreds of requests on a shared machine. */
const probeTimeout = 600_000;

describe('input bounds on every query and mutation argument', () => {
  it('finds the text inputs to probe', () => {
    const all = probes();
    expect(all.length).toBeGreaterThan(300);
    expect(all.map((p) => `${p.field.name}(${p.target.path})`)).toEqual(
      expect.arrayContaining(['search(q)', 'signUp(input.email)', 'sendChatMessage(input.images[0])', 'setMyUserData(data)']),
    );
  });

  it('documents a maximum for every one in its schema description', () => {
    const undocumented = probes()
      .filter((p) => documentedLimit(p.target.description) === null)
      .map((p) => `${p.field.name}(${p.target.path})`);
    expect(undocumented).toEqual([]);
  });

  it('refuses a NUL character in any of them with a 400 naming the input', async () => {
    const failures: string[] = [];
    for (const probe of probes()) {
      const json = getNamedType(probe.target.type).name === 'JSON';
      const answer = await send(probe, json ? { probe: 'a\u0000b' } : 'a\u0000b');
      const error = answer.body.errors?.[0];
      const expectedField = json ? `${probe.target.path}.probe` : probe.target.path;
      if (error?.extensions?.code !== 'BAD_USER_INPUT' || error.extensions.status !== 400 || error.extensions.field !== expectedField) {
        failures.push(`${probe.field.name}(${probe.target.path}): ${answer.status} ${JSON.stringify(error ?? answer.body).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, probeTimeout);

  it('refuses a value one character over the documented maximum with a 400 naming the input', async () => {
    const failures: string[] = [];
    for (const probe of probes()) {
      const limit = documentedLimit(probe.target.description);
      if (limit === null) continue;
      const json = getNamedType(probe.target.type).name === 'JSON';
      // JSON is measured as serialized: a string of `limit` characters serializes to limit + 2.
      const bad = 'x'.repeat(limit + (json ? 0 : 1));
      const answer = await send(probe, bad);
      const error = answer.body.errors?.[0];
      // A maximum above the request body limit is guarded by that limit first (413).
      if (bad.length > product.gateway.config.BODY_LIMIT_BYTES - 10_000 && answer.status === 413) continue;
      if (error?.extensions?.code !== 'BAD_USER_INPUT' || error.extensions.status !== 400 || error.extensions.field !== probe.target.path) {
        failures.push(`${probe.field.name}(${probe.target.path}): ${answer.status} ${JSON.stringify(error ?? answer.body).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, probeTimeout);

  it('refuses a 1,000,000-character search from a guest before touching the database', async () => {
    const guest = await graphql<{ guestToken: { accessToken: string } }>('mutation { guestToken { accessToken } }');
    const token = guest.body.data!.guestToken.accessToken;
    librarySql = [];
    const answer = await graphql('query($q: String!) { search(q: $q) { __typename } }', { q: 'x'.repeat(1_000_000) }, token);
    // The library's job runner polls its queue in the background whatever the request does: only the request's SQL counts.
    const sql = librarySql.filter((query) => !query.includes('"library"."job"'));
    librarySql = null;
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'q must be at most 1000 characters',
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'q', maxLength: 1000 },
    });
    expect(sql).toEqual([]);
  });
});
