import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import type { ConsoleMailSender } from '../mail/mail.ts';
import { accountsSubgraph } from '../module.ts';
import { normalizeVoucherCode, VoucherService } from './voucher.service.ts';

let t: TestSubgraph<AccountsServices>;
let member: Identity;
let other: Identity;
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const superUser: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'superUser'] };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
  const signUp = async (email: string) =>
    (await t.subgraph.services.sessions.signUp(t.subgraph.db.em.fork(), { email, password: 'correct horse' })).user.id;
  member = { userId: await signUp('member@example.com'), tokenType: 'user', roles: ['user'] };
  other = { userId: await signUp('other@example.com'), tokenType: 'user', roles: ['user'] };
});
afterAll(() => t?.stop());

const fields = 'id code note status expiresAt createdBy redeemedBy redeemedAt revokedAt';
const create = (who: Identity, input: Record<string, unknown> = {}) =>
  t.call(who, `mutation($i: CreateVoucherInput) { createVoucher(input: $i) { ${fields} } }`, { i: input });
const redeem = (who: Identity, code: string) => t.call(who, `mutation($c: String!) { redeemVoucher(code: $c) { ${fields} } }`, { c: code });
const revoke = (who: Identity, id: string) => t.call(who, `mutation($id: ID!) { revokeVoucher(id: $id) { ${fields} } }`, { id });
const list = (who: Identity, vars: Record<string, unknown> = {}) =>
  t.call(who, `query($s: VoucherStatus, $l: Int, $o: Int) { vouchers(status: $s, limit: $l, offset: $o) { total items { id status } } }`, vars);
const signUp = (input: Record<string, unknown>) =>
  t.call(anonymous, 'mutation($i: VoucherSignUpInput!) { voucherSignUp(input: $i) { accessToken user { id email } } }', { i: input });
const sentTo = (address: string) => (t.subgraph.services.mail.sender as ConsoleMailSender).sent.filter((m) => m.to === address);
const firstError = (r: Awaited<ReturnType<typeof create>>) => ({ message: r.errors?.[0]?.message, status: r.errors?.[0]?.extensions?.status });
const newVoucher = async (who: Identity = admin, input: Record<string, unknown> = {}) => {
  const r = await create(who, input);
  expect(r.errors).toBeUndefined();
  return r.data!.createVoucher as { id: string; code: string; status: string };
};
const countUsers = async (email: string) =>
  (await t.subgraph.db.em.fork().getConnection().execute(`select count(*)::int as n from accounts."user" where email = ?`, [email]))[0].n as number;

describe('vouchers', () => {
  it('an admin creates a PENDING voucher with a random code and a note', async () => {
    const a = await newVoucher(admin, { note: 'for the beta' });
    const b = await newVoucher(superUser);
    expect(a).toMatchObject({ status: 'PENDING', note: 'for the beta', createdBy: admin.userId, redeemedBy: null });
    expect(a.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(b.code).not.toBe(a.code);
    expect(normalizeVoucherCode(a.code.toLowerCase().replace(/-/g, ' '))).toBe(a.code);
    const byService = await newVoucher({ userId: null, tokenType: 'service', roles: [] });
    expect(byService).toMatchObject({ status: 'PENDING', createdBy: null });
  });

  it('refuses users, moderators, guests and anonymous callers the admin calls', async () => {
    for (const who of [member, moderator]) {
      expect(firstError(await create(who))).toEqual({ message: 'Forbidden', status: 403 });
      expect(firstError(await list(who))).toEqual({ message: 'Forbidden', status: 403 });
      expect(firstError(await revoke(who, randomUUID()))).toEqual({ message: 'Forbidden', status: 403 });
    }
    for (const who of [anonymous, { userId: randomUUID(), tokenType: 'guest', roles: [] } as Identity]) {
      expect(firstError(await create(who))).toEqual({ message: 'Unauthorized', status: 401 });
      expect(firstError(await redeem(who, 'AAAAA-AAAAA-AAAAA-AAAAA'))).toEqual({ message: 'Unauthorized', status: 401 });
    }
  });

  it('refuses bad input', async () => {
    expect(firstError(await create(admin, { note: 'x'.repeat(501) }))).toEqual({ message: 'note must be at most 500 characters', status: 400 });
    expect(firstError(await create(admin, { expiresAt: '2000-01-01T00:00:00Z' }))).toEqual({ message: 'expiresAt must be in the future', status: 400 });
    expect(firstError(await revoke(admin, 'nope'))).toEqual({ message: 'voucher id must be a UUID', status: 400 });
    expect(firstError(await revoke(admin, randomUUID()))).toEqual({ message: 'Voucher not found', status: 404 });
    expect(firstError(await list(admin, { l: 0 }))).toMatchObject({ status: 400 });
    expect(firstError(await redeem(member, 'not a code'))).toEqual({ message: 'Voucher not found', status: 404 });
  });

  it('a user redeems a voucher once, recording who and when', async () => {
    const v = await newVoucher();
    const r = await redeem(member, v.code.toLowerCase());
    expect(r.errors).toBeUndefined();
    expect(r.data!.redeemVoucher).toMatchObject({ id: v.id, status: 'REDEEMED', redeemedBy: member.userId, redeemedAt: expect.any(String) });
    expect(firstError(await redeem(other, v.code))).toEqual({ message: 'This voucher has already been redeemed', status: 403 });
    expect(firstError(await revoke(admin, v.id))).toEqual({ message: 'This voucher has already been redeemed', status: 403 });
  });

  it('redeems a voucher at most once under concurrent attempts', async () => {
    const v = await newVoucher();
    const results = await Promise.all([member, other, member, other].map((who) => redeem(who, v.code)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(firstError)).toEqual(Array(3).fill({ message: 'This voucher has already been redeemed', status: 403 }));
  });

  it('revokes a pending voucher (idempotently); a revoked one cannot be redeemed', async () => {
    const v = await newVoucher();
    expect((await revoke(admin, v.id)).data!.revokeVoucher).toMatchObject({ status: 'REVOKED', revokedAt: expect.any(String) });
    expect((await revoke(superUser, v.id)).data!.revokeVoucher).toMatchObject({ status: 'REVOKED' });
    expect(firstError(await redeem(member, v.code))).toEqual({ message: 'This voucher has been revoked', status: 403 });
  });

  it('a voucher cannot be redeemed after its expiry (injected clock)', async () => {
    const start = Date.now();
    const expiresAt = new Date(start + 86_400_000);
    let now = new Date(start);
    const service = new VoucherService(t.subgraph.services.sessions, () => now);
    const em = () => t.subgraph.db.em.fork();
    const a = await service.create(em(), admin, { expiresAt });
    const b = await service.create(em(), admin, { expiresAt });
    now = new Date(expiresAt.getTime() - 1000);
    expect(await service.redeem(em(), member, a.code)).toMatchObject({ status: 'REDEEMED', redeemedAt: now });
    now = expiresAt;
    await expect(service.redeem(em(), member, b.code)).rejects.toMatchObject({ message: 'This voucher has expired' });
    await expect(service.signUp(em(), { email: 'late@example.com', password: 'correct horse', voucherCode: b.code })).rejects.toMatchObject({
      message: 'This voucher has expired',
    });
    expect(await countUsers('late@example.com')).toBe(0);
  });

  it('lists vouchers newest first, by status, in pages', async () => {
    const all = (await list(admin, { l: 100 })).data!.vouchers;
    expect(all.total).toBeGreaterThanOrEqual(6);
    const pending = (await list(superUser, { s: 'PENDING', l: 100 })).data!.vouchers;
    expect(pending.items.every((v: { status: string }) => v.status === 'PENDING')).toBe(true);
    const page = (await list(admin, { l: 2, o: 1 })).data!.vouchers;
    expect(page).toEqual({ total: all.total, items: all.items.slice(1, 3) });
  });

  describe('voucher sign-up', () => {
    it('creates the account and redeems the voucher for it', async () => {
      const v = await newVoucher();
      const r = await signUp({ email: 'newcomer@example.com', password: 'correct horse', voucherCode: v.code });
      expect(r.errors).toBeUndefined();
      const userId = r.data!.voucherSignUp.user.id;
      const rows = (await list(admin, { s: 'REDEEMED', l: 100 })).data!.vouchers.items.map((x: { id: string }) => x.id);
      expect(rows).toContain(v.id);
      const [row] = await t.subgraph.db.em.fork().getConnection().execute('select redeemed_by from accounts.voucher where id = ?', [v.id]);
      expect(row.redeemed_by).toBe(userId);
      // The address's verification code is mailed once the account has committed.
      await t.subgraph.services.mail.settled();
      expect(sentTo('newcomer@example.com')).toHaveLength(1);
    });

    it.each([
      [{ password: 'correct horse', voucherCode: 'AAAAA-AAAAA-AAAAA-AAAAA' }],
      [{ email: 'missing@example.com', voucherCode: 'AAAAA-AAAAA-AAAAA-AAAAA' }],
      [{ email: 'missing@example.com', password: 'correct horse' }],
      [{ email: 'missing@example.com', password: 'correct horse', voucherCode: '  ' }],
    ])('answers 400 with the spec message when a field is missing (%j)', async (input) => {
      expect(firstError(await signUp(input))).toEqual({ message: 'email, password (or voucher code) missing in request', status: 400 });
      expect(await countUsers('missing@example.com')).toBe(0);
    });

    it('keeps nothing when the e-mail is taken: the voucher stays PENDING', async () => {
      const v = await newVoucher();
      expect(firstError(await signUp({ email: 'member@example.com', password: 'correct horse', voucherCode: v.code }))).toEqual({
        message: 'this email is already registered',
        status: 403,
      });
      const [row] = await t.subgraph.db.em.fork().getConnection().execute('select status from accounts.voucher where id = ?', [v.id]);
      expect(row.status).toBe('PENDING');
    });

    it('keeps nothing when the voucher is spent, and one of two concurrent sign-ups wins', async () => {
      const v = await newVoucher();
      const results = await Promise.all(['race1@example.com', 'race2@example.com'].map((email) => signUp({ email, password: 'correct horse', voucherCode: v.code })));
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      expect(results.map(firstError)).toContainEqual({ message: 'This voucher has already been redeemed', status: 403 });
      expect((await countUsers('race1@example.com')) + (await countUsers('race2@example.com'))).toBe(1);
      // Only the account that exists was sent a verification code.
      await t.subgraph.services.mail.settled();
      const winner = (await countUsers('race1@example.com')) ? 'race1@example.com' : 'race2@example.com';
      expect(sentTo(winner)).toHaveLength(1);
      expect(sentTo(winner === 'race1@example.com' ? 'race2@example.com' : 'race1@example.com')).toHaveLength(0);
    });
  });
});
