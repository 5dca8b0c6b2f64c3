import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, type Role } from '@backspin/platform';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

interface AccountsServicesUsed {
  signingKeys: { current(em: EntityManager): Promise<Parameters<typeof signAccessToken>[1]> };
}

interface Caller {
  token: string;
  id: string;
}

const maxImageBytes = 200_000;
let product: TestProduct;
let storageDir: string;
let ada: Caller;
let bob: Caller;
let moderator: Caller;
let staffUser: Caller;
let service: string;

const base = '/api/user-service';
const call = (method: string, path: string, options: { body?: unknown; as?: Caller | string } = {}) =>
  callRest(`${product.restBridgeUrl}${base}${path}`, method, {
    body: options.body,
    token: typeof options.as === 'string' ? options.as : options.as?.token,
  });

const error = (statusCode: number, message: string) => ({
  statusCode,
  message,
  error: { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 413: 'Payload Too Large' }[statusCode],
});

const signUp = async (email: string): Promise<Caller> => {
  const { json } = await callRest(`${product.restBridgeUrl}${base}/users/sign-up`, 'POST', { body: { email, password: 'a long secret' } });
  return { token: json.accessToken, id: json.user.id };
};

let signingKey: Parameters<typeof signAccessToken>[1];
const tokenFor = (userId: string, roles: Role[], tokenType: 'user' | 'service' = 'user') =>
  signAccessToken({ userId, tokenType, roles }, signingKey, 300);

const sql = (query: string, params: unknown[] = []) =>
  product.subgraphs.get('accounts')!.db.em.fork().getConnection().execute(query, params) as Promise<Record<string, unknown>[]>;

/** A real image made here: a gradient, so every encoder has something to encode. */
const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .composite([{ input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: { r: 20, g: 160, b: 220 } } }, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();

async function upload(kind: string | null, file: Buffer | null, as: Caller | null, fileField = 'file') {
  const form = new FormData();
  if (kind !== null) form.append('image', kind);
  if (file) form.append(fileField, new Blob([new Uint8Array(file)]), 'picture.bin');
  const response = await fetch(`${product.restBridgeUrl}${base}/users/images`, {
    method: 'POST',
    headers: as ? { authorization: `Bearer ${as.token}` } : {},
    body: form,
  });
  return { status: response.status, json: await response.json() };
}

async function fetchImage(url: string) {
  const response = await fetch(`${product.restBridgeUrl}${url}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

const filesOf = async (userId: string) => {
  try {
    return (await readdir(join(storageDir, 'users', userId, 'images'), { recursive: true })).sort();
  } catch {
    return [];
  }
};

beforeAll(async () => {
  product = await startProduct({ env: { PROFILE_IMAGE_MAX_BYTES: String(maxImageBytes) } });
  // Where the product keeps media: each user's images under users/<id>, so other files' users do not show here.
  storageDir = product.gateway.config.STORAGE_DIR!;
  ada = await signUp('ada-profile@example.com');
  bob = await signUp('bob-profile@example.com');
  const accounts = product.subgraphs.get('accounts')!;
  signingKey = await (accounts.services as AccountsServicesUsed).signingKeys.current(accounts.db.em.fork());
  const mod = await signUp('mod-profile@example.com');
  moderator = { id: mod.id, token: await tokenFor(mod.id, ['user', 'moderator']) };
  const staff = await signUp('staff-profile@example.com');
  staffUser = { id: staff.id, token: await tokenFor(staff.id, ['user', 'staff']) };
  service = await tokenFor(randomUUID(), [], 'service');
});
afterAll(() => product?.stop());

describe('GET and POST /users/profile', () => {
  it('shows your own profile with your e-mail; 401 without a token', async () => {
    const own = await call('GET', '/users/profile', { as: ada });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({
      id: ada.id,
      email: 'ada-profile@example.com',
      displayName: 'ada-profile',
      bio: null,
      location: null,
      pronouns: null,
      website: null,
      socials: { instagram: null, twitter: null, tiktok: null, soundcloud: null, youtube: null, website: null },
      socialLinks: [],
      profilePicture: null,
      coverPicture: null,
      badges: [],
    });
    expect(await call('GET', '/users/profile')).toMatchObject({ status: 401, json: error(401, 'Unauthorized') });
  });

  it('changes the fields given, keeps the others, clears with an empty string', async () => {
    const set = await call('POST', '/users/profile', {
      as: ada,
      body: { displayName: ' Ada L ', bio: 'Deep house\nand disco', location: 'Lisbon', pronouns: 'she/her', website: 'https://ada.example/mixes' },
    });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({
      displayName: 'Ada L',
      bio: 'Deep house\nand disco',
      location: 'Lisbon',
      pronouns: 'she/her',
      website: 'https://ada.example/mixes',
    });
    const partly = await call('POST', '/users/profile', { as: ada, body: { location: '', avatarId: 'vinyl-3' } });
    expect(partly.json).toMatchObject({ displayName: 'Ada L', bio: 'Deep house\nand disco', location: null, avatarId: 'vinyl-3' });
  });

  it.each([
    [{ displayName: '' }, 'displayName must be 1 to 64 characters'],
    [{ bio: 'x'.repeat(501) }, 'bio must be at most 500 characters, without control characters other than line breaks'],
    [{ location: 'a\nb' }, 'location must be at most 100 characters on one line'],
    [{ pronouns: 'p'.repeat(41) }, 'pronouns must be at most 40 characters on one line'],
    [{ website: 'javascript:alert(1)' }, 'website must be an http or https URL of at most 300 characters'],
    [{ website: 'not a url' }, 'website must be an http or https URL of at most 300 characters'],
    [{ avatarId: 'vinyl-99' }, 'avatarId must be the slug of an avatar of the catalogue (such as vinyl-1)'],
  ])('refuses %j with 400 and a precise message, changing nothing', async (body, message) => {
    const before = (await call('GET', '/users/profile', { as: ada })).json;
    expect(await call('POST', '/users/profile', { as: ada, body: { pronouns: 'they/them', ...body } })).toMatchObject({ status: 400, json: error(400, message) });
    expect((await call('GET', '/users/profile', { as: ada })).json).toEqual(before);
  });
});

describe('PUT and GET /users/profile/user-data', () => {
  it('is {} until set, then the object you stored; only yours', async () => {
    expect(await call('GET', '/users/profile/user-data', { as: bob })).toMatchObject({ status: 200, json: {} });
    const data = { theme: 'dark', volume: 0.8, shortcuts: { skip: 'k' }, recentRooms: ['lobby'] };
    expect(await call('PUT', '/users/profile/user-data', { as: bob, body: data })).toMatchObject({ status: 200, json: data });
    expect(await call('PUT', '/users/profile/user-data', { as: bob, body: { theme: 'light' } })).toMatchObject({ status: 200, json: { theme: 'light' } });
    expect((await call('GET', '/users/profile/user-data', { as: bob })).json).toEqual({ theme: 'light' });
    expect((await call('GET', '/users/profile/user-data', { as: ada })).json).toEqual({});
  });

  it('refuses a body that is not an object (400), one over 16384 bytes (413), and anonymous callers (401)', async () => {
    expect(await call('PUT', '/users/profile/user-data', { as: bob, body: '[1,2]' })).toMatchObject({ status: 400, json: error(400, 'Body must be a JSON object') });
    const big = { blob: 'x'.repeat(16_384) };
    expect(await call('PUT', '/users/profile/user-data', { as: bob, body: big })).toMatchObject({
      status: 413,
      json: error(413, 'userData must be at most 16384 bytes as JSON'),
    });
    expect((await call('GET', '/users/profile/user-data', { as: bob })).json).toEqual({ theme: 'light' });
    expect((await call('PUT', '/users/profile/user-data', { body: {} })).status).toBe(401);
    expect((await call('GET', '/users/profile/user-data')).status).toBe(401);
  });
});

describe('GET /profile/{id}, /users/user/{id}, /profile/{id}/service', () => {
  it('shows anyone a public profile, without the e-mail; the user themselves sees it', async () => {
    for (const path of [`/profile/${ada.id}`, `/users/user/${ada.id}`]) {
      const seen = await call('GET', path);
      expect(seen.status).toBe(200);
      expect(seen.json).toMatchObject({ id: ada.id, displayName: 'Ada L', email: null, bio: 'Deep house\nand disco' });
      expect((await call('GET', path, { as: bob })).json.email).toBeNull();
      expect((await call('GET', path, { as: ada })).json.email).toBe('ada-profile@example.com');
    }
  });

  it('answers 404 "User profile not found" for an unknown or malformed id', async () => {
    for (const path of [`/profile/${randomUUID()}`, '/profile/nope', `/users/user/${randomUUID()}`, `/profile/${randomUUID()}/service`]) {
      expect(await call('GET', path, { as: service })).toMatchObject({ status: 404, json: error(404, 'User profile not found') });
    }
  });

  it('gives service callers and staff the full profile; 403 for users, 401 anonymous', async () => {
    for (const as of [service, staffUser]) {
      const full = await call('GET', `/profile/${bob.id}/service`, { as });
      expect(full).toMatchObject({ status: 200, json: { id: bob.id, email: 'bob-profile@example.com', capabilities: [] } });
    }
    expect(await call('GET', `/profile/${bob.id}/service`, { as: ada })).toMatchObject({ status: 403, json: error(403, 'Forbidden') });
    expect(await call('GET', `/profile/${bob.id}/service`)).toMatchObject({ status: 401, json: error(401, 'Unauthorized') });
  });
});

describe('GET /users/profiles?users=...', () => {
  it('answers the profiles in the order asked, unknown ids left out, repeats once', async () => {
    const unknown = randomUUID();
    const { status, json } = await call('GET', `/users/profiles?users=${bob.id},${unknown},${ada.id},${bob.id}`);
    expect(status).toBe(200);
    expect(json.map((p: { id: string }) => p.id)).toEqual([bob.id, ada.id]);
    expect(json[0]).not.toHaveProperty('email');
  });

  it('takes 150 ids in one request and refuses 151 with 400 (clients ask in batches of 150)', async () => {
    const rows = await sql(
      `insert into accounts."user" (id, display_name, roles, created_at, updated_at)
       select gen_random_uuid(), 'batch-' || g, '["user"]', now(), now() from generate_series(1, 151) g returning id`,
    );
    const ids = rows.map((r) => r.id as string);
    const batch = await call('GET', `/users/profiles?users=${ids.slice(0, 150).join(',')}`);
    expect(batch.status).toBe(200);
    expect(batch.json.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 150));
    const message = 'users must list 1 to 150 user ids (UUIDs), comma-separated';
    expect(await call('GET', `/users/profiles?users=${ids.join(',')}`)).toMatchObject({ status: 400, json: error(400, message) });
    // Repeated parameters count together.
    const repeated = `/users/profiles?${ids.slice(0, 100).map((id) => `users=${id}`).join('&')}&users=${ids.slice(100).join(',')}`;
    expect((await call('GET', repeated)).status).toBe(400);
    expect((await call('GET', `/users/profiles?${ids.slice(0, 150).map((id) => `users=${id}`).join('&')}`)).json).toHaveLength(150);
    expect(await call('GET', '/users/profiles')).toMatchObject({ status: 400, json: error(400, message) });
    expect(await call('GET', `/users/profiles?users=${ada.id},not-a-uuid`)).toMatchObject({ status: 400, json: error(400, message) });
    await sql(`delete from accounts."user" where display_name like 'batch-%'`);
  });
});

describe('POST /users/user-socials', () => {
  it('sets handles (a leading @ dropped, SoundCloud folded to lower case) and a website, and removes one with ""', async () => {
    const set = await call('POST', '/users/user-socials', {
      as: bob,
      body: { instagram: '@bob.spins', twitter: 'bob_dj', tiktok: 'bob.tok', soundcloud: 'Bob-Mixes', youtube: '@BobLive', website: 'https://bob.example' },
    });
    expect(set.status).toBe(200);
    expect(set.json.socials).toEqual({
      instagram: 'bob.spins',
      twitter: 'bob_dj',
      tiktok: 'bob.tok',
      soundcloud: 'bob-mixes',
      youtube: 'BobLive',
      website: 'https://bob.example/',
    });
    expect(set.json.socialLinks).toContainEqual({ network: 'twitter', value: 'bob_dj', url: 'https://x.com/bob_dj' });
    expect(set.json.socialLinks).toContainEqual({ network: 'soundcloud', value: 'bob-mixes', url: 'https://soundcloud.com/bob-mixes' });
    const removed = await call('POST', '/users/user-socials', { as: bob, body: { tiktok: '', twitter: 'bob_dj2' } });
    expect(removed.json.socials).toMatchObject({ instagram: 'bob.spins', twitter: 'bob_dj2', tiktok: null });
  });

  it.each([
    ['instagram', 'bob..spins', 'instagram must be an Instagram username: 1 to 30 letters, digits, periods or underscores'],
    ['twitter', 'this_handle_is_too_long', 'twitter must be an X (Twitter) handle: 1 to 15 letters, digits or underscores'],
    ['tiktok', 'a', 'tiktok must be a TikTok username: 2 to 24 letters, digits, periods or underscores'],
    ['soundcloud', 'bob mixes', 'soundcloud must be a SoundCloud profile name: 3 to 25 lowercase letters, digits, hyphens or underscores'],
    ['youtube', 'yt/../x', 'youtube must be a YouTube handle: 3 to 30 letters, digits, periods, hyphens or underscores'],
    ['website', 'ftp://bob.example', 'website must be an http or https URL of at most 300 characters'],
  ])('refuses %s %j with 400 and a precise message', async (network, value, message) => {
    expect(await call('POST', '/users/user-socials', { as: bob, body: { instagram: 'kept', [network]: value } })).toMatchObject({
      status: 400,
      json: error(400, message),
    });
    expect((await call('GET', '/users/profile', { as: bob })).json.socials.instagram).toBe('bob.spins');
  });

  it('needs a signed-in user', async () => {
    expect((await call('POST', '/users/user-socials', { body: { twitter: 'x' } })).status).toBe(401);
  });
});

describe('POST /users/profile-admin', () => {
  it('lets a moderator change a user’s profile and social links', async () => {
    const changed = await call('POST', '/users/profile-admin', {
      as: moderator,
      body: { userId: bob.id, displayName: 'Bob (renamed)', bio: '', socials: { instagram: '' } },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: bob.id, displayName: 'Bob (renamed)', bio: null, socials: { instagram: null, twitter: 'bob_dj2' } });
    expect((await call('GET', `/profile/${bob.id}`)).json.displayName).toBe('Bob (renamed)');
  });

  it('refuses users (403), anonymous callers (401), bad fields (400) and unknown users (404)', async () => {
    expect(await call('POST', '/users/profile-admin', { as: ada, body: { userId: bob.id, bio: 'hacked' } })).toMatchObject({
      status: 403,
      json: error(403, 'Forbidden'),
    });
    expect((await call('POST', '/users/profile-admin', { body: { userId: bob.id, bio: 'hacked' } })).status).toBe(401);
    expect(await call('POST', '/users/profile-admin', { as: moderator, body: { userId: bob.id, website: 'nope' } })).toMatchObject({
      status: 400,
      json: error(400, 'website must be an http or https URL of at most 300 characters'),
    });
    expect(await call('POST', '/users/profile-admin', { as: moderator, body: { bio: 'x' } })).toMatchObject({
      status: 400,
      json: error(400, 'userId must be a UUID'),
    });
    expect(await call('POST', '/users/profile-admin', { as: moderator, body: { userId: randomUUID(), bio: 'x' } })).toMatchObject({
      status: 404,
      json: error(404, 'User profile not found'),
    });
    expect((await call('GET', `/profile/${bob.id}`)).json.bio).toBeNull();
  });
});

describe('profile documents for search engines: /users/service/...', () => {
  it('lists every public profile for service callers and staff, oldest first, paged by take and skip', async () => {
    const all = await call('GET', '/users/service/all-user-profiles?take=1000', { as: service });
    expect(all.status).toBe(200);
    const ids = all.json.items.map((d: { id: string }) => d.id);
    expect(all.json.total).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([ada.id, bob.id]));
    const adaDoc = all.json.items.find((d: { id: string }) => d.id === ada.id);
    expect(adaDoc).toEqual({
      id: ada.id,
      slug: `ada-l-${ada.id}`,
      path: `/users/${ada.id}`,
      displayName: 'Ada L',
      description: 'Deep house\nand disco',
      location: null,
      avatarId: 'vinyl-3',
      profilePicture: null,
      coverPicture: null,
      socialLinks: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(adaDoc).not.toHaveProperty('email');
    const page = await call('GET', '/users/service/all-user-profiles?take=2&skip=1', { as: staffUser });
    expect(page.json.items.map((d: { id: string }) => d.id)).toEqual(ids.slice(1, 3));
    expect(page.json.total).toBe(all.json.total);
  });

  it('lists profiles by last change, newest first, and since a time', async () => {
    const before = new Date(Date.now() - 1).toISOString();
    await call('POST', '/users/profile', { as: ada, body: { pronouns: 'she/they' } });
    const updated = await call('GET', '/users/service/update-user-profiles?take=5', { as: service });
    expect(updated.status).toBe(200);
    expect(updated.json.items[0].id).toBe(ada.id);
    const since = await call('GET', `/users/service/update-user-profiles?since=${encodeURIComponent(before)}`, { as: service });
    expect(since.json).toMatchObject({ total: 1, items: [{ id: ada.id }] });
  });

  it('shows one profile document, 404 for an unknown user', async () => {
    expect(await call('GET', `/users/service/${bob.id}/user-profile`, { as: service })).toMatchObject({
      status: 200,
      json: { id: bob.id, slug: `bob-renamed-${bob.id}`, socialLinks: [{ network: 'twitter', value: 'bob_dj2', url: 'https://x.com/bob_dj2' }, expect.anything(), expect.anything(), expect.anything()] },
    });
    expect(await call('GET', `/users/service/${randomUUID()}/user-profile`, { as: service })).toMatchObject({
      status: 404,
      json: error(404, 'User profile not found'),
    });
  });

  it('is for service tokens and staff only, and checks take, skip and since', async () => {
    for (const path of ['/users/service/all-user-profiles', '/users/service/update-user-profiles', `/users/service/${ada.id}/user-profile`]) {
      expect(await call('GET', path, { as: ada })).toMatchObject({ status: 403, json: error(403, 'Forbidden') });
      expect(await call('GET', path, { as: moderator })).toMatchObject({ status: 403 });
      expect(await call('GET', path)).toMatchObject({ status: 401, json: error(401, 'Unauthorized') });
    }
    const page = 'take must be 1 to 1000 and skip at least 0';
    expect(await call('GET', '/users/service/all-user-profiles?take=0', { as: service })).toMatchObject({ status: 400, json: error(400, page) });
    expect(await call('GET', '/users/service/all-user-profiles?take=1001', { as: service })).toMatchObject({ status: 400, json: error(400, page) });
    expect(await call('GET', '/users/service/update-user-profiles?skip=-1', { as: service })).toMatchObject({ status: 400, json: error(400, page) });
    expect(await call('GET', '/users/service/all-user-profiles?take=ten', { as: service })).toMatchObject({ status: 400, json: error(400, 'take must be a whole number') });
    expect(await call('GET', '/users/service/update-user-profiles?since=yesterday', { as: service })).toMatchObject({
      status: 400,
      json: error(400, 'since must be an ISO 8601 date and time'),
    });
  });
});

describe('POST /users/images, GET and DELETE /users/images/{id}', () => {
  it('makes an uploaded PNG the profile picture, square at 128, 256, 500 and 1024, served with caching headers', async () => {
    const { status, json } = await upload('profilePicture', await image(900, 600, 'png'), ada);
    expect(status).toBe(200);
    const picture = json.profilePicture;
    expect(picture).toMatchObject({ kind: 'profilePicture' });
    expect(picture.sizes).toEqual(
      [128, 256, 500, 1024].map((size) => ({ size, width: size, height: size, url: `${base}/users/images/${picture.id}?size=${size}` })),
    );
    for (const { size, url } of picture.sizes) {
      const served = await fetchImage(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: size, height: size });
    }
    const largest = await fetchImage(`${base}/users/images/${picture.id}`);
    expect((await sharp(largest.bytes).metadata()).width).toBe(1024);
    expect((await call('GET', `/profile/${ada.id}`)).json.profilePicture.id).toBe(picture.id);
    expect(await call('GET', `/users/images/${picture.id}?size=300`)).toMatchObject({ status: 400, json: error(400, 'size must be one of 128, 256, 500 or 1024') });
    expect(await call('GET', `/users/images/${randomUUID()}`)).toMatchObject({ status: 404, json: error(404, 'Image not found') });
  });

  it('makes an uploaded JPEG the cover picture, a 3:1 banner at each width; replacing it removes the old files', async () => {
    const first = await upload('coverPicture', await image(1600, 700, 'jpeg'), ada);
    expect(first.status).toBe(200);
    const cover = first.json.coverPicture;
    expect(cover.sizes.map((s: { width: number; height: number }) => [s.width, s.height])).toEqual([
      [128, 43],
      [256, 85],
      [500, 167],
      [1024, 341],
    ]);
    for (const { url, width, height } of cover.sizes) {
      const meta = await sharp((await fetchImage(url)).bytes).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
    expect(first.json.profilePicture).not.toBeNull(); // the other kind stays
    const filesBefore = await filesOf(ada.id);
    expect(filesBefore.filter((f) => f.startsWith(cover.id))).toHaveLength(5); // the folder and four sizes

    const second = await upload('coverPicture', await image(400, 300, 'webp'), ada);
    expect(second.status).toBe(200);
    expect(second.json.coverPicture.id).not.toBe(cover.id);
    expect((await fetchImage(cover.sizes[0].url)).status).toBe(404);
    const filesAfter = await filesOf(ada.id);
    expect(filesAfter.some((f) => f.startsWith(cover.id))).toBe(false);
    expect(filesAfter.filter((f) => f.startsWith(second.json.coverPicture.id))).toHaveLength(5);
    const rows = await sql(`select count(*)::int as n from accounts.user_image where user_id = ?`, [ada.id]);
    expect(rows[0]!.n).toBe(2);
    // Nothing staged is left behind.
    expect(await readdir(join(storageDir, 'users', 'staging', ada.id)).catch(() => [])).toEqual([]);
  });

  it('accepts a GIF', async () => {
    const { status, json } = await upload('profilePicture', await image(200, 200, 'gif'), bob);
    expect(status).toBe(200);
    expect(json.profilePicture.sizes[3]).toMatchObject({ width: 1024, height: 1024 });
  });

  it('refuses what is not a JPEG, PNG, WebP or GIF by its content, whatever its name', async () => {
    const message = error(400, 'The image must be a JPEG, PNG, WebP or GIF image');
    expect(await upload('profilePicture', Buffer.from('%PDF-1.4 not an image at all'), bob)).toEqual({ status: 400, json: message });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300"/></svg>');
    expect(await upload('profilePicture', svg, bob)).toEqual({ status: 400, json: message });
    expect(await upload('profilePicture', await image(300, 300, 'png').then((b) => sharp(b).tiff().toBuffer()), bob)).toEqual({ status: 400, json: message });
    // A PNG's signature with nothing decodable behind it.
    const truncated = (await image(600, 600, 'png')).subarray(0, 120);
    const damaged = await upload('profilePicture', truncated, bob);
    expect(damaged.status).toBe(400);
    expect(['The uploaded image could not be decoded: it may be damaged or truncated', message.message]).toContain(damaged.json.message);
  });

  it('refuses an image over the size limit (413) and one outside the dimension limits (400)', async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 400, height: 400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(maxImageBytes);
    expect(await upload('profilePicture', noise, bob)).toEqual({ status: 413, json: error(413, 'The uploaded image is larger than the image size limit') });
    const dimensions = error(400, 'The image must be at least 128 pixels and at most 8000 pixels on each side');
    expect(await upload('profilePicture', await image(100, 300, 'png'), bob)).toEqual({ status: 400, json: dimensions });
    expect(await upload('coverPicture', await image(9000, 130, 'png'), bob)).toEqual({ status: 400, json: dimensions });
  });

  it('refuses a wrong or missing image field, a missing file, and anonymous callers', async () => {
    const png = await image(300, 300, 'png');
    expect(await upload('avatar', png, bob)).toEqual({ status: 400, json: error(400, 'image must be profilePicture or coverPicture') });
    const missing = error(400, 'Send the image as multipart/form-data with an "image" field (profilePicture or coverPicture) and one file field named "file"');
    expect(await upload(null, png, bob)).toEqual({ status: 400, json: missing });
    expect(await upload('profilePicture', null, bob)).toEqual({ status: 400, json: missing });
    expect(await upload('profilePicture', png, bob, 'picture')).toEqual({ status: 400, json: missing });
    expect(await call('POST', '/users/images', { as: bob, body: { image: 'profilePicture' } })).toMatchObject({ status: 400, json: missing });
    expect(await upload('profilePicture', png, null)).toEqual({ status: 401, json: error(401, 'Unauthorized') });
    expect(await readdir(join(storageDir, 'users', 'staging', bob.id)).catch(() => [])).toEqual([]);
  });

  it('deletes: 403 "Unauthorized to delete" for someone else’s picture, yes for its owner and for moderators', async () => {
    const adaPicture = (await call('GET', '/users/profile', { as: ada })).json.profilePicture;
    expect(await call('DELETE', `/users/images/${adaPicture.id}`, { as: bob })).toMatchObject({ status: 403, json: error(403, 'Unauthorized to delete') });
    expect((await fetchImage(adaPicture.sizes[0].url)).status).toBe(200);
    expect((await call('DELETE', `/users/images/${adaPicture.id}`)).status).toBe(401);

    const deleted = await call('DELETE', `/users/images/${adaPicture.id}`, { as: moderator });
    expect(deleted).toMatchObject({ status: 200, json: { id: adaPicture.id, kind: 'profilePicture', userId: ada.id } });
    expect((await call('GET', `/profile/${ada.id}`)).json.profilePicture).toBeNull();
    expect((await fetchImage(adaPicture.sizes[0].url)).status).toBe(404);
    expect((await filesOf(ada.id)).some((f) => f.startsWith(adaPicture.id))).toBe(false);

    const bobPicture = (await call('GET', '/users/profile', { as: bob })).json.profilePicture;
    expect((await call('DELETE', `/users/images/${bobPicture.id}`, { as: bob })).status).toBe(200);
    expect((await call('GET', '/users/profile', { as: bob })).json.profilePicture).toBeNull();
    expect(await call('DELETE', `/users/images/${bobPicture.id}`, { as: bob })).toMatchObject({ status: 404, json: error(404, 'Image not found') });
  });
});
