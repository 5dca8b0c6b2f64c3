import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type Config } from '@backspin/platform';
import { refusal, testClock } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { SessionService } from './session.service.ts';

let t: TestSubgraph<AccountsServices>;
beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
});
afterAll(() => t?.stop());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('login of an unknown account and a wrong password', () => {
  it('gives the same answer in the same time order, so timing does not tell which addresses exist', async () => {
    const { sessions } = t.subgraph.services;
    const rounds = 5;
    const known: string[] = [];
    for (let i = 0; i < rounds; i++) {
      const email = `timing-${i}@example.com`;
      await sessions.signUp(t.subgraph.db.em.fork(), { email, password: 'the right password' });
      known.push(email);
    }
    const attempt = async (email: string) => {
      const started = performance.now();
      const error = await sessions.login(t.subgraph.db.em.fork(), { email, password: 'a wrong password' }).then(
        () => null,
        (e: unknown) => e,
      );
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(DomainError);
      return { elapsed, reason: (error as DomainError).reason, message: (error as DomainError).message, status: (error as DomainError).status };
    };
    await attempt('warm-up@example.com');
    const wrongPassword: number[] = [];
    const unknownAccount: number[] = [];
    // Interleaved, so a burst of load on the machine falls on both kinds alike.
    for (let i = 0; i < rounds; i++) {
      const a = await attempt(known[i]!);
      const b = await attempt(`nobody-${i}@example.com`);
      expect(b).toMatchObject({ reason: a.reason, message: 'Incorrect email or password', status: 401 });
      wrongPassword.push(a.elapsed);
      unknownAccount.push(b.elapsed);
    }
    // Both pay for one argon2id verification. Skipping it for unknown addresses would make them many times
    // faster (a database miss against tens of milliseconds of hashing); within a factor of 3 is the same order.
    const ratio = median(wrongPassword) / median(unknownAccount);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});

/** How a batch of logins ended: the count of each refusal reason, and of sessions opened ('OK'). */
async function outcomes(logins: Promise<unknown>[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const result of await Promise.allSettled(logins)) {
    const key = result.status === 'fulfilled' ? 'OK' : result.reason instanceof DomainError ? result.reason.reason : String(result.reason);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** A session service of its own (limits and clock), on the subgraph's database and keys. */
function service(settings: Partial<Config> = {}) {
  const clock = testClock();
  const sessions = new SessionService({ ...t.subgraph.config, ...settings }, t.subgraph.services.signingKeys, t.subgraph.services.emails, clock.now);
  return { sessions, clock };
}
const em = () => t.subgraph.db.em.fork();
let serial = 0;
async function account(password = 'the right password') {
  const email = `abuse-${serial++}@example.com`;
  await t.subgraph.services.sessions.signUp(em(), { email, password });
  return email;
}

describe('the lock-out of an address (LOGIN_MAX_FAILURES in LOGIN_WINDOW_SECONDS)', () => {
  it('checks at most the limit of a concurrent burst of wrong guesses, and refuses the right password after it', async () => {
    const { sessions } = t.subgraph.services;
    const email = await account();
    const burst = await outcomes(Array.from({ length: 30 }, (_, i) => sessions.login(em(), { email, password: `wrong guess ${i}` })));
    expect(burst).toEqual({ INCORRECT_CREDENTIALS: 10, TOO_MANY_LOGIN_ATTEMPTS: 20 });
    const locked = await refusal(sessions.login(em(), { email, password: 'the right password' }));
    expect(locked).toMatchObject({ reason: 'TOO_MANY_LOGIN_ATTEMPTS', status: 429, message: 'Too many failed login attempts, please try again later' });
    expect(locked.extensions).toMatchObject({ limit: 10, windowSeconds: 900, retryAfterSeconds: expect.any(Number) });
    expect(locked.extensions.retryAfterSeconds).toBeGreaterThan(0);
    expect(locked.extensions.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it('lets the right password inside a burst through only as one of the guesses the limit allows', async () => {
    const { sessions } = t.subgraph.services;
    const email = await account();
    const logins = Array.from({ length: 30 }, (_, i) => sessions.login(em(), { email, password: i === 15 ? 'the right password' : `wrong guess ${i}` }));
    const burst = await outcomes(logins);
    // Every guess checked against the password was one of ten reserved before checking; the rest were refused unchecked.
    expect((burst.INCORRECT_CREDENTIALS ?? 0) + (burst.OK ?? 0)).toBe(10);
    expect(burst.TOO_MANY_LOGIN_ATTEMPTS).toBe(20);
  });

  it('counts failures only: successful logins leave the address open, and it opens again once the window has passed', async () => {
    const { sessions, clock } = service({ LOGIN_MAX_FAILURES: 3, LOGIN_WINDOW_SECONDS: 600 });
    const email = await account();
    for (let i = 0; i < 5; i++) await sessions.login(em(), { email, password: 'the right password' });
    for (let i = 0; i < 3; i++) expect(await refusal(sessions.login(em(), { email, password: `wrong ${i}` }))).toMatchObject({ reason: 'INCORRECT_CREDENTIALS' });
    expect(await refusal(sessions.login(em(), { email, password: 'the right password' }))).toMatchObject({ reason: 'TOO_MANY_LOGIN_ATTEMPTS' });
    clock.advance(601);
    await expect(sessions.login(em(), { email, password: 'the right password' })).resolves.toMatchObject({ user: { email } });
  });
});

describe('login input', () => {
  it('answers 400 naming the e-mail for an over-long address or one with a NUL byte, before any database work', async () => {
    const { sessions } = t.subgraph.services;
    for (const email of [`${'a'.repeat(400)}@example.com`, 'nul\u0000@example.com']) {
      expect(await refusal(sessions.login(em(), { email, password: 'a wrong password' }))).toMatchObject({ reason: 'INVALID_EMAIL', status: 400 });
    }
  });
});

describe('the limit per client address across addresses (LOGIN_MAX_FAILURES_PER_IP in LOGIN_IP_WINDOW_SECONDS)', () => {
  it('refuses a client address that failed too often across accounts, 429 with a clear message, while other addresses go on', async () => {
    const { sessions, clock } = service({ LOGIN_MAX_FAILURES_PER_IP: 5, LOGIN_IP_WINDOW_SECONDS: 300 });
    const clientIp = '198.51.100.20';
    const victim = await account();
    for (let i = 0; i < 5; i++) {
      expect(await refusal(sessions.login(em(), { email: `sprayed-${serial}-${i}@example.com`, password: 'Summer2026!' }, clientIp))).toMatchObject({ reason: 'INCORRECT_CREDENTIALS' });
    }
    const refused = await refusal(sessions.login(em(), { email: victim, password: 'the right password' }, clientIp));
    expect(refused).toMatchObject({ reason: 'LOGIN_LIMIT_IP', status: 429, message: 'Too many failed login attempts from your network, please try again later' });
    expect(refused.extensions).toMatchObject({ limit: 5, windowSeconds: 300, retryAfterSeconds: expect.any(Number) });
    // Another client address, and the same one after the window, are not held back.
    await expect(sessions.login(em(), { email: victim, password: 'the right password' }, '198.51.100.21')).resolves.toBeTruthy();
    clock.advance(301);
    await expect(sessions.login(em(), { email: victim, password: 'the right password' }, clientIp)).resolves.toBeTruthy();
  });

  it('holds under a concurrent burst over many addresses', async () => {
    const { sessions } = service({ LOGIN_MAX_FAILURES_PER_IP: 5 });
    const clientIp = '2001:db8::20';
    const burst = await outcomes(
      Array.from({ length: 20 }, (_, i) => sessions.login(em(), { email: `burst-${serial}-${i}@example.com`, password: 'Summer2026!' }, clientIp)),
    );
    expect(burst).toEqual({ INCORRECT_CREDENTIALS: 5, LOGIN_LIMIT_IP: 15 });
  });

  it('does not count successful logins', async () => {
    const { sessions } = service({ LOGIN_MAX_FAILURES_PER_IP: 2 });
    const email = await account();
    for (let i = 0; i < 6; i++) await expect(sessions.login(em(), { email, password: 'the right password' }, '203.0.113.20')).resolves.toBeTruthy();
  });
});
