import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, PhoneDigester, type Identity, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL, refusal } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import type { RoomsServices } from '../context.ts';
import { BookContactSchema } from './book-contact.entity.ts';

/**
 * Address-book contacts on the whole product (matching asks accounts whose verified number a digest is): numbers kept
 * only as keyed digests, uploads that refuse change nothing, matching finds users with a verified phone.
 */
let product: TestProduct;
let rooms: RunningSubgraph<RoomsServices>;
let accounts: RunningSubgraph<unknown>;
const em = () => rooms.db.em.fork();
const svc = () => rooms.services.bookContacts;
const asUser = (userId: string, roles: Identity['roles'] = ['user']): Identity => ({ userId, tokenType: 'user', roles });

/** A user of accounts with a verified phone (inserted as a phone sign-in would create it). */
async function phoneUser(phone: string | null, name: string): Promise<string> {
  const id = randomUUID();
  await execute(
    accounts.db.em.fork(),
    `insert into accounts."user" (id, email, phone, display_name, roles, created_at, updated_at) values (?, ?, ?, ?, '["user"]', now(), now())`,
    [id, phone ? null : `${name}-${id.slice(0, 6)}@example.com`, phone, name],
  );
  return id;
}

const bookOf = async (userId: string) => (await em().find(BookContactSchema, { ownerId: userId })).map((c) => c.phoneDigest).sort();

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { JOB_POLL_INTERVAL_MS: '3600000' } });
  rooms = product.subgraphs.get('rooms') as RunningSubgraph<RoomsServices>;
  accounts = product.subgraphs.get('accounts') as RunningSubgraph<unknown>;
});
afterAll(() => product?.stop());

describe('address-book contacts', () => {
  it('keeps numbers only as keyed digests of their E.164 form, one per number however it is spelled', async () => {
    const owner = randomUUID();
    const upload = await svc().upload(em(), asUser(owner), { phones: ['+1 415 555 2671', '+14155552671', '(415) 555-2672', 'not a number', ''], country: 'us' });
    expect(upload).toEqual({ added: 2, alreadyKept: 1, skipped: 2, total: 2 });
    const digester = new PhoneDigester(rooms.config);
    expect(await bookOf(owner)).toEqual([digester.digest('+14155552671'), digester.digest('+14155552672')].sort());
    // Nothing in the table reads as a number: no digits of the numbers in clear, in any column.
    const rows = await execute<Record<string, unknown>>(em(), 'select * from rooms.book_contact where owner_id = ?', [owner]);
    expect(JSON.stringify(rows)).not.toMatch(/4155552671|4155552672/);
    // The digest is keyed: not the plain SHA-256 of the number.
    const { createHash } = await import('node:crypto');
    expect(await bookOf(owner)).not.toContain(createHash('sha256').update('+14155552671').digest('hex'));
    // An upload again adds nothing.
    expect(await svc().upload(em(), asUser(owner), { phones: ['+14155552671'] })).toEqual({ added: 0, alreadyKept: 1, skipped: 0, total: 2 });
  });

  it('adds one, lists, deletes some or all; each user sees only their own book', async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const one = await svc().addOne(em(), asUser(owner), { phone: '+44 20 7946 0958' });
    expect(one.ownerId).toBe(owner);
    await svc().upload(em(), asUser(owner), { phones: ['+33 1 23 45 67 89', '+49 30 901820'] });
    await svc().addOne(em(), asUser(other), { phone: '+33 1 23 45 67 89' });
    expect((await svc().mine(em(), asUser(owner))).map((c) => c.id)[0]).toBe(one.id);
    expect(await svc().mine(em(), asUser(owner))).toHaveLength(3);
    expect(await svc().remove(em(), asUser(owner), { phones: ['+33123456789'] })).toBe(1);
    expect(await svc().mine(em(), asUser(owner))).toHaveLength(2);
    expect(await svc().remove(em(), asUser(owner))).toBe(2);
    expect(await svc().mine(em(), asUser(owner))).toEqual([]);
    expect(await svc().mine(em(), asUser(other))).toHaveLength(1);
  });

  it('refuses bad input and guests, changing nothing', async () => {
    const owner = randomUUID();
    await svc().upload(em(), asUser(owner), { phones: ['+14155550100'] });
    const before = await bookOf(owner);
    const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
    expect((await refusal(svc().upload(em(), guest, { phones: ['+14155550101'] }))).status).toBe(401);
    expect((await refusal(svc().mine(em(), { userId: null, tokenType: 'anonymous', roles: [] }))).status).toBe(401);
    const tooMany = Array.from({ length: 2001 }, (_, i) => `+1415555${String(i).padStart(4, '0')}`);
    expect(await refusal(svc().upload(em(), asUser(owner), { phones: tooMany }))).toMatchObject({ reason: 'INVALID_CONTACT_BOOK', status: 400 });
    expect((await refusal(svc().upload(em(), asUser(owner), { phones: ['+14155550102', 'x'.repeat(65)] }))).reason).toBe('INVALID_CONTACT_BOOK');
    expect((await refusal(svc().upload(em(), asUser(owner), { phones: ['+14155550102', '+1415\u00005550103'] }))).reason).toBe('INVALID_CONTACT_BOOK');
    expect((await refusal(svc().upload(em(), asUser(owner), { phones: ['4155550102'], country: 'Narnia' }))).reason).toBe('INVALID_CONTACT_COUNTRY');
    expect(await refusal(svc().addOne(em(), asUser(owner), { phone: '12' }))).toMatchObject({ reason: 'INVALID_CONTACT_PHONE', status: 400 });
    expect((await refusal(svc().remove(em(), asUser(owner), { phones: ['+14155550100', 'nope'] }))).reason).toBe('INVALID_CONTACT_PHONE');
    expect(await bookOf(owner)).toEqual(before);
  });

  it('holds the cap of 2000 numbers per book, also when uploads race; a refused upload adds nothing', async () => {
    const owner = randomUUID();
    const numbers = (from: number) => Array.from({ length: 1200 }, (_, i) => `+1415${String(2_000_000 + from + i)}`);
    const results = await Promise.allSettled([svc().upload(em(), asUser(owner), { phones: numbers(0) }), svc().upload(em(), asUser(owner), { phones: numbers(5000) })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ reason: 'CONTACT_BOOK_FULL' });
    expect(await bookOf(owner)).toHaveLength(1200);
  });

  it('the admin view needs users.read-private', async () => {
    const owner = randomUUID();
    await svc().addOne(em(), asUser(owner), { phone: '+14155550123' });
    expect((await refusal(svc().ofUser(em(), asUser(randomUUID()), owner))).status).toBe(403);
    expect((await refusal(svc().ofUser(em(), asUser(randomUUID(), ['moderator']), 'not-a-uuid'))).reason).toBe('INVALID_USER_ID');
    expect(await svc().ofUser(em(), asUser(randomUUID(), ['moderator']), owner)).toHaveLength(1);
  });

  it('matches users whose verified phone is in the book (never the caller); matching-contacts-friends leaves friends out', async () => {
    const ana = await phoneUser('+14155550201', 'Ana');
    const ben = await phoneUser('+447700900123', 'Ben');
    await phoneUser('+14155550299', 'Not in the book');
    const me = await phoneUser('+14155550202', 'Me');
    await svc().upload(em(), asUser(me), { phones: ['(415) 555-0201', '+44 7700 900123', '+14155550202', '+14155550203'], country: 'US' });
    const matches = await svc().matching(em(), asUser(me));
    expect(matches.map((m) => m.userId).sort()).toEqual([ana, ben].sort());
    const book = await svc().mine(em(), asUser(me));
    expect(book.map((c) => c.id)).toEqual(expect.arrayContaining(matches.map((m) => m.contactId)));

    // The seam the friends module fills: ids of the caller's friends.
    const { BookContactService } = await import('./book-contact.service.ts');
    const withFriends = new BookContactService({ ...svc().deps, friendIdsOf: async () => new Set([ana]) });
    expect((await withFriends.matchingNotFriends(em(), asUser(me))).map((m) => m.userId)).toEqual([ben]);
    expect((await svc().matchingNotFriends(em(), asUser(me))).map((m) => m.userId).sort()).toEqual([ana, ben].sort());
  });

  it('answers through the gateway; accounts refuses users who ask it for digests directly', async () => {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `contacts-${randomUUID().slice(0, 8)}@example.com` },
    );
    const token = signUp.data!.signUp.accessToken;
    const up = await postGraphQL(product.gatewayUrl, 'mutation($i: UploadBookContactsInput!) { uploadBookContacts(input: $i) { added total } }', { i: { phones: ['+14155550201'] } }, token);
    expect(up.data).toEqual({ uploadBookContacts: { added: 1, total: 1 } });
    const list = await postGraphQL<{ myBookContacts: { phoneDigest: string }[] }>(product.gatewayUrl, '{ myBookContacts { phoneDigest } matchingContacts { userId } }', {}, token);
    expect(list.data!.myBookContacts[0]!.phoneDigest).toMatch(/^[0-9a-f]{64}$/);
    const direct = await postGraphQL(product.gatewayUrl, 'query($d: [String!]!) { phoneDigestOwners(digests: $d) { userId } }', { d: [list.data!.myBookContacts[0]!.phoneDigest] }, token);
    expect(direct.errors?.[0]?.extensions?.status).toBe(403);
  });
});

describe('address-book limits per user', () => {
  /** The service with small limits and a clock the test moves (the same tables as the module's). */
  async function limited(max: { upload: number; match: number }) {
    const { BookContactService } = await import('./book-contact.service.ts');
    const clock = { now: new Date() };
    const service = new BookContactService({
      ...svc().deps,
      limits: { upload: { max: max.upload, windowSeconds: 3600 }, match: { max: max.match, windowSeconds: 600 } },
      now: () => clock.now,
    });
    return { service, clock };
  }
  const settle = <T>(calls: Promise<T>[]) => Promise.allSettled(calls);
  const refusedWith = (results: PromiseSettledResult<unknown>[]) =>
    results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => ({ reason: r.reason.reason, status: r.reason.status, message: r.reason.message }));

  it('counts uploads and single adds together, concurrent ones one after another: past the limit, 429 and nothing written', async () => {
    const { service } = await limited({ upload: 3, match: 100 });
    const owner = randomUUID();
    const results = await settle(Array.from({ length: 8 }, (_, i) => service.upload(em(), asUser(owner), { phones: [`+1415555${String(1000 + i)}`] })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const message = 'Too many address-book uploads, please wait before sending more numbers';
    expect(refusedWith(results)).toEqual(Array(5).fill({ reason: 'CONTACT_UPLOAD_LIMIT', status: 429, message }));
    expect(await bookOf(owner)).toHaveLength(3);
    // A single add counts against the same limit; the refusal says when to come back.
    const one = await refusal(service.addOne(em(), asUser(owner), { phone: '+14155559999' }));
    expect(one).toMatchObject({ reason: 'CONTACT_UPLOAD_LIMIT', status: 429 });
    expect(one.extensions).toMatchObject({ limit: 3, windowSeconds: 3600, retryAfterSeconds: expect.any(Number) });
    // Another user has their own limit.
    expect(await service.addOne(em(), asUser(randomUUID()), { phone: '+14155559999' })).toMatchObject({ phoneDigest: expect.any(String) });
  });

  it('does not count an upload refused for its input, and lets uploads through again once the window has passed', async () => {
    const { service, clock } = await limited({ upload: 1, match: 100 });
    const owner = randomUUID();
    expect((await refusal(service.upload(em(), asUser(owner), { phones: ['+14155550000\u0000'] }))).reason).toBe('INVALID_CONTACT_BOOK');
    await service.upload(em(), asUser(owner), { phones: ['+14155550001'] });
    expect((await refusal(service.upload(em(), asUser(owner), { phones: ['+14155550002'] }))).reason).toBe('CONTACT_UPLOAD_LIMIT');
    clock.now = new Date(clock.now.getTime() + 3601_000);
    expect(await service.upload(em(), asUser(owner), { phones: ['+14155550002'] })).toMatchObject({ added: 1, total: 2 });
  });

  it('counts matchings (with or without friends left out) per user, concurrent ones one after another', async () => {
    const { service } = await limited({ upload: 100, match: 2 });
    const owner = randomUUID();
    await service.upload(em(), asUser(owner), { phones: ['+14155550301'] });
    const results = await settle([
      ...Array.from({ length: 3 }, () => service.matching(em(), asUser(owner))),
      ...Array.from({ length: 3 }, () => service.matchingNotFriends(em(), asUser(owner))),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(refusedWith(results)).toEqual(Array(4).fill({ reason: 'CONTACT_MATCH_LIMIT', status: 429, message: 'Too many contact matchings, please wait before asking again' }));
    // Uploads have their own limit.
    expect(await service.upload(em(), asUser(owner), { phones: ['+14155550302'] })).toMatchObject({ added: 1 });
  });

  it('refuses through the gateway as a 429 with retryAfterSeconds once the configured limit is reached', async () => {
    const signUp = await postGraphQL<{ signUp: { accessToken: string } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken } }',
      { e: `contacts-limit-${randomUUID().slice(0, 8)}@example.com` },
    );
    const token = signUp.data!.signUp.accessToken;
    const max = rooms.config.CONTACT_MATCHES_MAX_PER_USER;
    for (let i = 0; i < max; i++) expect((await postGraphQL(product.gatewayUrl, '{ matchingContacts { userId } }', {}, token)).errors).toBeUndefined();
    const refused = await postGraphQL(product.gatewayUrl, '{ matchingContacts { userId } }', {}, token);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many contact matchings, please wait before asking again',
      extensions: { code: 'TOO_MANY_REQUESTS', status: 429, retryAfterSeconds: expect.any(Number) },
    });
  });
});
