import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { restRoutes } from './routes/index.ts';
import { serviceBases, type RestRequest, type RestRoute } from './routes/route.ts';

/**
 * The input-bounds probe of the REST bridge: every path of the route table gets a NUL character and an over-long
 * value in each of its path parameters, the query parameters it reads and the JSON body fields it reads, and a
 * malformed JSON body. Each must be a 400 (a NUL one naming the field), never a 500. The inputs are read from the
 * route table itself (what each route's mapping reads), so a new path is probed without anyone writing a line here.
 */
let product: TestProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

/** The query and body fields a route reads, found by running its mapping on recording objects. */
function inputsOf(route: RestRoute): { query: string[]; body: string[] } {
  const query = new Set<string>();
  const body = new Set<string>(Object.keys((route.bodySchema?.properties as Record<string, unknown> | undefined) ?? {}));
  const recorder = (seen: Set<string>, whole: string) =>
    new Proxy(
      {},
      {
        get: (_target, key) => (typeof key === 'string' && key !== 'then' && key !== 'toJSON' ? void seen.add(key) : undefined),
        has: (_target, key) => (typeof key === 'string' ? void seen.add(key) : undefined) ?? false,
        // The route passes the whole object on (client data): any field name stands for it.
        ownKeys: () => (seen.add(whole), []),
      },
    );
  const request: RestRequest = {
    body: recorder(body, 'probe') as Record<string, unknown>,
    params: new Proxy({}, { get: () => randomUUID() }) as Record<string, string>,
    query: recorder(query, 'probe') as RestRequest['query'],
    headers: {},
  };
  try {
    route.variables(request);
  } catch {
    // A mapping that refuses the empty request still read what it needs first.
  }
  return { query: [...query], body: route.rawBody ? [] : [...body] };
}

const paramsOf = (route: RestRoute) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

function url(route: RestRoute, params: Record<string, string>, query: Record<string, string> = {}): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? randomUUID()));
  const search = new URLSearchParams(query).toString();
  return `${product.restBridgeUrl}${serviceBases[route.service]}${path}${search ? `?${search}` : ''}`;
}

const sendsBody = (route: RestRoute) => route.method !== 'GET' && !route.rawBody;

async function call(route: RestRoute, target: string, body?: unknown): Promise<{ status: number; message: string }> {
  const response = await fetch(target, {
    method: route.method,
    ...(body !== undefined
      ? { headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }
      : sendsBody(route)
        ? { headers: { 'content-type': 'application/json' }, body: '{}' }
        : {}),
  });
  const text = await response.text();
  let message = text;
  try {
    message = String((JSON.parse(text) as { message?: unknown }).message);
  } catch {
    // not JSON: the text is the message
  }
  return { status: response.status, message };
}

/** A JSON schema as the route table documents bodies. */
interface Schema {
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
}

/** A bad value in the shape the body field documents: a list of it, an object of it, or the text itself. */
function shaped(schema: Schema | undefined, bad: string): unknown {
  if (schema?.type === 'array') return [shaped(schema.items, bad)];
  if (schema?.type === 'object') {
    const properties = Object.entries(schema.properties ?? { probe: {} });
    return Object.fromEntries(properties.map(([key, property]) => [key, shaped(property, bad)]));
  }
  return bad;
}

/** Whether a body field documents text somewhere in it (a number or a boolean takes no text to bound). */
const holdsText = (schema: Schema | undefined): boolean =>
  !schema?.type || schema.type === 'string' || (schema.type === 'array' && holdsText(schema.items)) || schema.type === 'object';

const bodyFieldSchema = (route: RestRoute, key: string) => (route.bodySchema?.properties as Record<string, Schema> | undefined)?.[key];

interface Probe {
  route: RestRoute;
  field: string;
  where: 'path' | 'query' | 'body';
  send(bad: string): Promise<{ status: number; message: string }>;
}

function probes(): Probe[] {
  const all: Probe[] = [];
  for (const route of restRoutes) {
    const { query, body } = inputsOf(route);
    for (const param of paramsOf(route)) {
      all.push({ route, field: param, where: 'path', send: (bad) => call(route, url(route, { [param]: bad })) });
    }
    for (const key of query) {
      all.push({ route, field: key, where: 'query', send: (bad) => call(route, url(route, {}, { [key]: bad })) });
    }
    for (const key of body) {
      const schema = bodyFieldSchema(route, key);
      all.push({ route, field: key, where: 'body', send: (bad) => call(route, url(route, {}), { [key]: shaped(schema, bad) }) });
    }
  }
  return all;
}

const name = (probe: Probe) => `${probe.route.method} ${serviceBases[probe.route.service]}${probe.route.path} (${probe.where} ${probe.field})`;

/** Hundreds of requests on a shared machine. */
const probeTimeout = 600_000;

describe('input bounds on every REST path', () => {
  it('finds the inputs to probe in the route table', () => {
    const all = probes().map(name);
    expect(all.length).toBeGreaterThan(200);
    expect(all).toEqual(
      expect.arrayContaining([
        'POST /api/user-service/users/sign-up (body email)',
        'GET /api/playlist-service/search (query q)',
        'GET /api/user-service/users/user/{id} (path id)',
      ]),
    );
  });

  it('refuses a NUL character in any path parameter, query parameter or body field with a 400 naming it', async () => {
    const failures: string[] = [];
    for (const probe of probes()) {
      const answer = await probe.send('a\u0000b');
      if (answer.status !== 400 || !new RegExp(`^${probe.field}[ .[]`).test(answer.message)) {
        failures.push(`${name(probe)}: ${answer.status} ${answer.message.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  }, probeTimeout);

  it('refuses an over-long value in any of them with a 400, never a 500', async () => {
    const failures: string[] = [];
    for (const probe of probes()) {
      if (probe.where === 'body' && !holdsText(bodyFieldSchema(probe.route, probe.field))) continue;
      // In a URL, a value as long as the longest bounded text a URL carries; in a body, longer than any text maximum
      // but the image and webhook bodies (which the request body limit bounds).
      const answer = await probe.send('x'.repeat(probe.where === 'body' ? 70_000 : 5000));
      if (answer.status !== 400) failures.push(`${name(probe)}: ${answer.status} ${answer.message.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  }, probeTimeout);

  it('refuses a malformed JSON body with a 400 on every path that takes a body', async () => {
    const failures: string[] = [];
    for (const route of restRoutes.filter(sendsBody)) {
      for (const body of ['{"email": "a@b.c",', '{"__proto__": {"x": 1}}', '\u0000']) {
        const answer = await call(route, url(route, {}), body);
        if (answer.status !== 400) failures.push(`${route.method} ${route.path} ${JSON.stringify(body)}: ${answer.status} ${answer.message.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, probeTimeout);
});
