import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type Identity, type Storage } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { processImage } from './image-processing.ts';

let t: TestSubgraph<AccountsServices>;
let dir: string;
let storage: Storage;
let ada: Identity;

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

/** Stages bytes as the REST bridge would, and registers them. */
async function uploadAs(who: Identity, kind: string, bytes: Buffer) {
  const begun = await t.ok(who, 'mutation { beginProfileImageUpload { stagingKey maxBytes } }');
  const { stagingKey } = begun.beginProfileImageUpload as { stagingKey: string };
  await storage.put(stagingKey, bytes);
  return t.call(who, 'mutation($k: String!, $i: String!) { registerProfileImageUpload(image: $i, stagingKey: $k) { profilePicture { id } coverPicture { id } } }', {
    k: stagingKey,
    i: kind,
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backspin-images-'));
  t = await startTestSubgraph(accountsSubgraph, { env: { STORAGE_DIR: dir } });
  storage = createStorage({ STORAGE_DIR: dir, DATA_DIR: dir });
  const session = await t.subgraph.services.sessions.signUp(t.subgraph.db.em.fork(), { email: 'img@example.com', password: 'correct horse' });
  ada = { userId: session.user.id, tokenType: 'user', roles: ['user'] };
});
afterAll(async () => {
  await t?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('processImage', () => {
  it('applies the EXIF orientation before cropping (a portrait photo stored sideways stays a portrait)', async () => {
    // 400 x 200 pixels stored, orientation 6: shown as 200 x 400.
    const sideways = await solid(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const processed = await processImage(sideways, 'profilePicture');
    expect([processed.sourceWidth, processed.sourceHeight]).toEqual([200, 400]);
    const meta = await sharp(processed.renditions.get(128)!).metadata();
    expect([meta.width, meta.height, meta.format, meta.orientation]).toEqual([128, 128, 'webp', undefined]);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const [width, height, frames] = [300, 200, 3];
    const raw = Buffer.alloc(width * height * frames * 4);
    for (let i = 0; i < frames; i++) raw.fill(60 + i * 80, i * width * height * 4, (i + 1) * width * height * 4);
    const animated = await sharp(raw, { raw: { width, height: height * frames, channels: 4, pageHeight: height } }).gif().toBuffer();
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBeGreaterThan(1);
    const processed = await processImage(animated, 'coverPicture');
    const meta = await sharp(processed.renditions.get(1024)!).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([1024, 341, 1]);
  });
});

describe('concurrent uploads', () => {
  it('two uploads of the same kind at once leave one picture, one row and only its files', async () => {
    const bytes = await solid(300, 300).png().toBuffer();
    const results = await Promise.all([uploadAs(ada, 'profilePicture', bytes), uploadAs(ada, 'profilePicture', bytes)]);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    const me = await t.ok(ada, '{ me { profilePicture { id } } }');
    const current = (me.me as { profilePicture: { id: string } }).profilePicture.id;
    const rows = await t.subgraph.db.em.fork().getConnection().execute(`select id from accounts.user_image where user_id = ?`, [ada.userId]);
    expect(rows.map((r: { id: string }) => r.id)).toEqual([current]);
    for (const result of results) {
      const id = (result.data!.registerProfileImageUpload as { profilePicture: { id: string } }).profilePicture.id;
      expect(await storage.exists(`users/${ada.userId}/images/${id}/128.webp`)).toBe(id === current);
    }
  });

  it('publishes userUpdated when a picture changes', async () => {
    const events: unknown[] = [];
    const unsubscribe = await t.pubsub.subscribe(`user:${ada.userId}`, (event) => events.push(event));
    const result = await uploadAs(ada, 'coverPicture', await solid(600, 200).webp().toBuffer());
    expect(result.errors).toBeUndefined();
    expect(events).toMatchObject([{ field: 'userUpdated', id: ada.userId }]);
    await unsubscribe();
  });

  it('refuses a staging key of someone else', async () => {
    const result = await t.call(ada, 'mutation { registerProfileImageUpload(image: "profilePicture", stagingKey: "users/staging/someone/x") { id } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'No staged image under this key for this user: upload the file again', extensions: { status: 400 } });
  });
});
