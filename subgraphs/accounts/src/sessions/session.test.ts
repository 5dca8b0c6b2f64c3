import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/gateway/testing/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';

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
