import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createStorage, type Identity, type Storage } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';
import { EconomyFileSchema } from './economy-file.entity.ts';

const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };

/** A 1×1 PNG and a 1×1 GIF89a (the type is read from the content, so they must be real). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const begin = 'mutation { beginEconomyFileUpload { stagingKey maxBytes } }';
const register = 'mutation($key: String!) { registerEconomyFileUpload(stagingKey: $key) { id contentType size storageKey } }';
const file = 'query($id: ID!) { economyFile(id: $id) { id contentType size storageKey } }';

let t: TestSubgraph<EconomyServices>;
let storage: Storage;
const count = () => t.subgraph.db.em.fork().count(EconomyFileSchema, {});

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph, { env: { ECONOMY_FILE_MAX_BYTES: '1000' } });
  storage = createStorage(t.subgraph.config);
});
afterAll(() => t?.stop());

/** What the REST bridge does: ask where, put the bytes there, register them. */
async function upload(bytes: Buffer, who = admin) {
  const { stagingKey, maxBytes } = (await t.ok(who, begin)).beginEconomyFileUpload;
  await storage.put(stagingKey, bytes);
  return { stagingKey, maxBytes, result: await t.call(who, register, { key: stagingKey }) };
}

describe('economy file uploads', () => {
  it.each([
    [png, 'image/png', 'png'],
    [gif, 'image/gif', 'gif'],
  ])('keeps a sniffed image under a new id, served with its type (%#)', async (bytes, contentType, ext) => {
    const { stagingKey, maxBytes, result } = await upload(bytes);
    expect(maxBytes).toBe(1000);
    expect(result.errors).toBeUndefined();
    const kept = result.data?.registerEconomyFileUpload as { id: string; storageKey: string };
    expect(kept).toMatchObject({ contentType, size: bytes.length, storageKey: `economy/files/${kept.id}.${ext}` });
    expect(await storage.exists(stagingKey)).toBe(false);
    // Anyone may load it, guests and anonymous callers included.
    for (const who of [guest, anonymous]) {
      expect((await t.call(who, file, { id: kept.id })).data?.economyFile).toEqual({ ...kept, contentType, size: bytes.length });
    }
    expect(await storage.read(kept.storageKey)).toEqual(bytes);
  });

  it.each([
    [Buffer.from('just some text, not an image'), 400, 'The file must be a JPEG, PNG, GIF or WebP image (animated GIF, PNG and WebP included)'],
    [Buffer.alloc(0), 400, 'The uploaded file is empty'],
    [Buffer.concat([png, Buffer.alloc(1000)]), 413, 'The uploaded file is larger than the file size limit'],
  ])('refuses a bad file (%#), deletes it and keeps nothing', async (bytes, status, message) => {
    const before = await count();
    const { stagingKey, result } = await upload(bytes);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { status } });
    expect(await storage.exists(stagingKey)).toBe(false);
    expect(await count()).toBe(before);
  });

  it('lets only admins upload: 403 for users, 401 for guests, and a staged key does not help a user', async () => {
    expect(await t.refused(user, begin)).toMatchObject({ status: 403 });
    expect(await t.refused(guest, begin)).toMatchObject({ status: 401 });
    const key = `economy/staging/${user.userId}/${randomUUID()}`;
    await storage.put(key, png);
    expect(await t.refused(user, register, { key })).toMatchObject({ status: 403 });
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses a staging key of another user, never staged, or unsafe', async () => {
    for (const key of [`economy/staging/${user.userId}/${randomUUID()}`, `economy/staging/${admin.userId}/${randomUUID()}`, `economy/staging/${admin.userId}/../x`]) {
      expect(await t.refused(admin, register, { key })).toEqual({
        status: 400,
        message: 'No staged file under this key for this user: upload the file again',
      });
    }
  });

  it('answers 404 for an unknown or malformed file id', async () => {
    for (const id of [randomUUID(), 'nope']) expect(await t.refused(anonymous, file, { id })).toEqual({ status: 404, message: 'File not found' });
  });
});
