import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, PhoneDigester, serviceIdentity, type Identity } from '@backspin/platform';
import { refusal } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { PhoneCodeService } from '../phone-codes/phone-code.service.ts';
import type { SmsSender } from '../phone-codes/sms.ts';
import { UserSchema } from '../users/user.entity.ts';
import { PhoneOwnerService } from './phone-owner.service.ts';

// Whose verified number a keyed digest is (rooms' address-book matching): the digest is kept on the user's row with its
// key's version, written when the number is verified, made again for rows without one or with an earlier key's, and
// looked up by index.

let t: TestSubgraph<AccountsServices>;
const rooms = serviceIdentity('rooms');
const em = () => t.subgraph.db.em.fork();
const owners = () => t.subgraph.services.phoneOwners;
const digester = () => new PhoneDigester(t.subgraph.config);

let serial = 0;
const ukMobile = () => `+44740020${String(serial++).padStart(4, '0')}`;

/** A user with this phone, written as a seed or an import would (no digest). */
async function seeded(phone: string): Promise<string> {
  const id = randomUUID();
  await execute(em(), `insert into accounts."user" (id, phone, display_name, roles, created_at, updated_at) values (?, ?, 'Seeded', '["user"]', now(), now())`, [id, phone]);
  return id;
}
const rowOf = (id: string) => em().findOneOrFail(UserSchema, { id }, { disableIdentityMap: true });

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
});
afterAll(() => t?.stop());

describe('phone owners by keyed digest', () => {
  it('stores the digest and its key version when a number is verified by a sign-in code', async () => {
    const sent: { to: string; body: string }[] = [];
    const sms: SmsSender = { send: async (to, body) => void sent.push({ to, body }) };
    const { sessions, phoneWhitelist } = t.subgraph.services;
    const codes = new PhoneCodeService(t.subgraph.config, sms, sessions, phoneWhitelist, 'p'.repeat(40), undefined, digester());
    const phone = ukMobile();
    const { requestId } = await codes.send(em(), { phone });
    const code = /\b(\d{6})\b/.exec(sent.at(-1)!.body)![1]!;
    const session = await codes.verify(em(), { requestId, phone, code });
    expect(await rowOf(session.user.id)).toMatchObject({ phone, phoneDigest: digester().digest(phone), phoneDigestKey: digester().keyVersion });
    expect(await owners().ownersOf(em(), rooms, [digester().digest(phone)])).toEqual([{ digest: digester().digest(phone), userId: session.user.id }]);
  });

  it('digests rows that have none at the next lookup, then answers from the stored digests', async () => {
    const [a, b] = [ukMobile(), ukMobile()];
    const [ida, idb] = [await seeded(a), await seeded(b)];
    const d = digester();
    expect(await rowOf(ida)).toMatchObject({ phoneDigest: null, phoneDigestKey: null });
    const found = await owners().ownersOf(em(), rooms, [d.digest(a), d.digest(b), d.digest('+447400299999')]);
    expect(found.sort((x, y) => x.userId.localeCompare(y.userId))).toEqual(
      [
        { digest: d.digest(a), userId: ida },
        { digest: d.digest(b), userId: idb },
      ].sort((x, y) => x.userId.localeCompare(y.userId)),
    );
    expect(await rowOf(ida)).toMatchObject({ phoneDigest: d.digest(a), phoneDigestKey: d.keyVersion });
    // Nothing left to digest: the next lookup reads the stored digests (one made up here is what it answers by).
    expect(await owners().refreshDigests(em())).toBe(0);
    await execute(em(), `update accounts."user" set phone_digest = ? where id = ?`, [d.digest('+447400288888'), ida]);
    expect(await owners().ownersOf(em(), rooms, [d.digest('+447400288888')])).toEqual([{ digest: d.digest('+447400288888'), userId: ida }]);
  });

  it('a changed number loses its old digest (the table’s trigger) and is found by its new one', async () => {
    const [before, after] = [ukMobile(), ukMobile()];
    const id = await seeded(before);
    const d = digester();
    await owners().ownersOf(em(), rooms, [d.digest(before)]);
    await execute(em(), `update accounts."user" set phone = ? where id = ?`, [after, id]);
    expect(await rowOf(id)).toMatchObject({ phone: after, phoneDigest: null, phoneDigestKey: null });
    expect(await owners().ownersOf(em(), rooms, [d.digest(before)])).toEqual([]);
    expect(await owners().ownersOf(em(), rooms, [d.digest(after)])).toEqual([{ digest: d.digest(after), userId: id }]);
  });

  it('after a key change, digests every number again under the new key at the first lookup, and no longer matches the old ones', async () => {
    const phone = ukMobile();
    const id = await seeded(phone);
    const old = digester();
    await owners().ownersOf(em(), rooms, [old.digest(phone)]);
    const rotated = new PhoneDigester({ ...t.subgraph.config, CONTACT_PHONE_KEY: Buffer.alloc(32, 7).toString('base64') });
    expect(rotated.keyVersion).not.toBe(old.keyVersion);
    const service = new PhoneOwnerService(rotated);
    expect(await service.ownersOf(em(), rooms, [old.digest(phone)])).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ phoneDigest: rotated.digest(phone), phoneDigestKey: rotated.keyVersion });
    expect(await service.ownersOf(em(), rooms, [rotated.digest(phone)])).toEqual([{ digest: rotated.digest(phone), userId: id }]);
    expect(await service.refreshDigests(em())).toBe(0);
    // Back to the module's key (the rest of the file uses it): the first lookup digests them all again.
    expect(await owners().ownersOf(em(), rooms, [old.digest(phone)])).toEqual([{ digest: old.digest(phone), userId: id }]);
  });

  it('only services ask, with at most 2,000 well-formed digests', async () => {
    const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
    expect((await refusal(owners().ownersOf(em(), user, []))).status).toBe(403);
    expect((await refusal(owners().ownersOf(em(), rooms, ['not a digest']))).reason).toBe('INVALID_CONTACT_DIGESTS');
    expect((await refusal(owners().ownersOf(em(), rooms, Array(2001).fill('a'.repeat(64))))).reason).toBe('INVALID_CONTACT_DIGESTS');
  });
});
