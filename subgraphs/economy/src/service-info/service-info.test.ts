import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { FakeSentry } from '@backspin/test-kit/fake-sentry';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';

const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const service: Identity = { userId: null, tokenType: 'service', roles: [] };
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

const raise = 'mutation SentryTesting { raiseSentryTestError }';

let sentry: FakeSentry;
let t: TestSubgraph<EconomyServices>;

beforeAll(async () => {
  sentry = await FakeSentry.start();
  t = await startTestSubgraph(economySubgraph, { env: { SENTRY_DSN: sentry.dsn } });
});
afterAll(async () => {
  await t?.stop();
  await sentry?.close();
});

describe('GET / (economyGreeting)', () => {
  it('greets anyone, signed in or not', async () => {
    for (const identity of [anonymous, guest, user]) {
      expect(await t.ok(identity, '{ economyGreeting }')).toEqual({ economyGreeting: 'Hello from Backspin!' });
    }
  });
});

describe('POST /sentry-testing (raiseSentryTestError)', () => {
  it.each([
    ['staff', staff],
    ['an admin', admin],
    ['a service', service],
  ])('as %s: fails with a 500 carrying the error id, and Sentry receives the event under that id', async (_who, identity) => {
    const result = await t.call(identity, raise);
    const error = result.errors?.[0];
    expect(error?.extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', errorId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const errorId = error!.extensions!.errorId as string;

    const event = await sentry.eventWithId(errorId);
    expect(event.exception?.values?.[0]).toMatchObject({
      type: 'SentryTestError',
      value: expect.stringContaining('Sentry test error: raised on purpose through POST /sentry-testing'),
    });
    // Reported as it happened: with the request's id and the operation's name, not only the field's path.
    expect(event.tags).toMatchObject({ service: 'economy', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(event.contexts?.request).toMatchObject({ path: 'raiseSentryTestError', operation: 'SentryTesting' });
  });

  it('is refused to users, moderators (403), guests and anonymous callers (401), and nothing is reported', async () => {
    const before = sentry.server.requests.length;
    expect(await t.refused(user, raise)).toMatchObject({ status: 403 });
    expect(await t.refused(moderator, raise)).toMatchObject({ status: 403 });
    expect(await t.refused(guest, raise)).toMatchObject({ status: 401 });
    expect(await t.refused(anonymous, raise)).toMatchObject({ status: 401 });
    await t.subgraph.errorReporter.flush();
    expect(sentry.server.requests.length).toBe(before);
  });
});
