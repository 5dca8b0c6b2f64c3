import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
let admin: string;
let ada: { id: string; token: string };
let bob: { id: string; token: string };

const call = (method: string, path: string, token?: string, body?: unknown) => callRest(`${product.restBridgeUrl}${path}`, method, { token, body });
const refusal = (statusCode: number, message: string) => ({ status: statusCode, json: { statusCode, message } });
async function signUp(email: string) {
  const r = await callRest(`${product.restBridgeUrl}/api/user-service/users/sign-up`, 'POST', { body: { email, password: 'a long secret' } });
  expect(r.status).toBe(201);
  return { id: r.json.user.id as string, token: r.json.accessToken as string };
}

beforeAll(async () => {
  product = await startProduct();
  const login = await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', {
    body: { email: 'admin@backspin.local', password: 'backspin-admin' },
  });
  admin = login.json.accessToken;
  ada = await signUp('avatars-rest-ada@example.com');
  bob = await signUp('avatars-rest-bob@example.com');
});
afterAll(() => product?.stop());

describe('the avatar catalogue (admins)', () => {
  it('POST /avatars, GET and PATCH /avatars/{slug}, GET /admin/avatars and /admin/avatars/{slug}, DELETE', async () => {
    const created = await call('POST', '/avatars', admin, { slug: 'rest-owl', name: 'Owl', avatarStatus: 'PRIVATE' });
    expect(created).toMatchObject({ status: 201, json: { slug: 'rest-owl', name: 'Owl', avatarStatus: 'PRIVATE', discordOnly: false, imageUrl: null } });
    expect(await call('POST', '/avatars', admin, { slug: 'rest-owl', name: 'Again' })).toMatchObject(refusal(409, 'an avatar with this slug already exists'));

    const changed = await call('PATCH', '/avatars/rest-owl', admin, { name: 'Night Owl', avatarStatus: 'PUBLIC', discordOnly: true });
    expect(changed).toMatchObject({ status: 200, json: { slug: 'rest-owl', name: 'Night Owl', avatarStatus: 'PUBLIC', discordOnly: true } });
    expect(await call('GET', '/avatars/rest-owl')).toMatchObject({ status: 200, json: { slug: 'rest-owl', name: 'Night Owl' } });
    expect(await call('GET', '/admin/avatars/rest-owl', admin)).toMatchObject({ status: 200, json: { slug: 'rest-owl' } });

    const list = await call('GET', '/admin/avatars?filter=slug||$eq||rest-owl&fields=slug,name', admin);
    expect(list).toMatchObject({ status: 200, json: [{ id: created.json.id, slug: 'rest-owl', name: 'Night Owl' }] });
    expect(Object.keys(list.json[0]).sort()).toEqual(['id', 'name', 'slug']);
    const paged = await call('GET', '/admin/avatars?filter=avatarStatus||$eq||PUBLIC&limit=5&page=1', admin);
    expect(paged).toMatchObject({ status: 200, json: { count: 5, page: 1 } });
    expect(paged.json.total).toBeGreaterThanOrEqual(13);
    expect(await call('GET', '/admin/avatars?filter=nope||$eq||1', admin)).toMatchObject({ status: 400 });

    expect(await call('DELETE', '/admin/avatars/rest-owl', admin)).toMatchObject({ status: 200, json: { slug: 'rest-owl' } });
    expect(await call('GET', '/avatars/rest-owl')).toMatchObject(refusal(404, 'Avatar not found'));
    expect(await call('DELETE', '/avatars/rest-owl', admin)).toMatchObject(refusal(404, 'Avatar not found'));
    expect(await call('PATCH', '/avatars/rest-owl', admin, { name: 'x' })).toMatchObject(refusal(404, 'Avatar not found'));
    expect(await call('GET', '/admin/avatars/rest-owl', admin)).toMatchObject(refusal(404, 'Avatar not found'));
  });

  it('refuses users with 403 and anonymous callers with 401, and bad input with 400, changing nothing', async () => {
    await call('POST', '/avatars', admin, { slug: 'rest-kept', name: 'Kept' });
    for (const [token, status, message] of [[ada.token, 403, 'Forbidden'], [undefined, 401, 'Unauthorized']] as const) {
      expect(await call('POST', '/avatars', token, { slug: 'rest-intruder', name: 'x' })).toMatchObject(refusal(status, message));
      expect(await call('PATCH', '/avatars/rest-kept', token, { name: 'Taken' })).toMatchObject(refusal(status, message));
      expect(await call('DELETE', '/avatars/rest-kept', token)).toMatchObject(refusal(status, message));
      expect(await call('DELETE', '/admin/avatars/rest-kept', token)).toMatchObject(refusal(status, message));
      expect(await call('GET', '/admin/avatars', token)).toMatchObject(refusal(status, message));
      expect(await call('GET', '/admin/avatars/rest-kept', token)).toMatchObject(refusal(status, message));
      expect(await call('POST', '/avatar-assignment/rest-kept', token, { userId: ada.id })).toMatchObject(refusal(status, message));
      expect(await call('GET', '/service/avatar/rest-kept', token)).toMatchObject(refusal(status, message));
    }
    expect(await call('POST', '/avatars', admin, { slug: 'Not A Slug', name: 'x' })).toMatchObject(
      refusal(400, 'slug must be 1 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit'),
    );
    expect(await call('POST', '/avatars', admin, { slug: 'rest-bad', name: 'x', avatarStatus: 'GOLD' })).toMatchObject(
      refusal(400, 'avatarStatus must be PUBLIC, PRIVATE, SEASON_AWARD or SUBSCRIBER_ONLY'),
    );
    expect(await call('POST', '/avatars', admin, { slug: 'rest-bad' })).toMatchObject(refusal(400, 'name must be 1 to 100 characters'));
    expect(await call('GET', '/avatars/rest-intruder')).toMatchObject(refusal(404, 'Avatar not found'));
    expect(await call('GET', '/avatars/rest-bad')).toMatchObject(refusal(404, 'Avatar not found'));
    expect(await call('GET', '/avatars/rest-kept')).toMatchObject({ status: 200, json: { name: 'Kept' } });
  });
});

/** A 1×1 PNG (the type is read from the content, so it must be a real one). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** POST /avatars as a multipart form: the text fields, and the picture as `file` when given. */
async function postForm(token: string | undefined, fields: Record<string, string>, picture?: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (picture) form.append('file', new Blob([new Uint8Array(picture)]), 'owl.png');
  const response = await fetch(`${product.restBridgeUrl}/avatars`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: response.status, json: await response.json() };
}

describe('POST /avatars with an uploaded image (multipart form)', () => {
  it('stores the picture and creates the avatar from the form’s fields; the picture is served at its imageUrl', async () => {
    const created = await postForm(admin, { slug: 'rest-form-owl', name: 'Form Owl', avatarStatus: 'PRIVATE', discordOnly: 'true' }, png);
    expect(created).toMatchObject({ status: 201, json: { slug: 'rest-form-owl', name: 'Form Owl', avatarStatus: 'PRIVATE', discordOnly: true } });
    const { imageFileId, imageUrl } = created.json;
    expect(imageUrl).toBe(`/api/v1/consumables/files/${imageFileId}`);
    const picture = await fetch(`${product.restBridgeUrl}${imageUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(png);
    expect(await call('GET', '/admin/avatars/rest-form-owl', admin)).toMatchObject({ status: 200, json: { imageFileId, discordOnly: true } });
  });

  it('takes a season award’s thresholds as numbers', async () => {
    // An hour on a day picked at random long ago: seasons never overlap, and other files on this product make theirs.
    const start = Date.UTC(1950, 0, 1) + Math.floor(Math.random() * 10_000) * 86_400_000;
    const season = await call('POST', '/points/season', admin, {
      seasonName: `Form season ${randomUUID().slice(0, 8)}`,
      seasonStart: new Date(start).toISOString(),
      seasonEnd: new Date(start + 3_600_000).toISOString(),
    });
    expect(season.status).toBe(201);
    const created = await postForm(admin, { slug: 'rest-form-award', name: 'Award', avatarStatus: 'SEASON_AWARD', seasonId: season.json.id, awardTopRank: '3' }, png);
    expect(created).toMatchObject({ status: 201, json: { avatarStatus: 'SEASON_AWARD', seasonId: season.json.id, awardTopRank: 3, awardMinPoints: null } });
  });

  it('refuses a form without the picture, a file that is not an image, users and anonymous callers; creates nothing', async () => {
    expect(await postForm(admin, { slug: 'rest-form-none', name: 'None' })).toMatchObject(
      refusal(400, 'Send the file as multipart/form-data with one file field named "file"'),
    );
    expect(await postForm(admin, { slug: 'rest-form-text', name: 'Text' }, Buffer.from('not a picture'))).toMatchObject({ status: 400 });
    expect(await postForm(ada.token, { slug: 'rest-form-ada', name: 'Ada' }, png)).toMatchObject(refusal(403, 'Forbidden'));
    expect(await postForm(undefined, { slug: 'rest-form-anon', name: 'Anon' }, png)).toMatchObject(refusal(401, 'Unauthorized'));
    expect(await postForm(admin, { slug: 'rest-form-bad', name: 'Bad', discordOnly: 'maybe' }, png)).toMatchObject({ status: 400 });
    expect(await postForm(admin, { slug: 'rest-form-nul', name: 'N\u0000UL' }, png)).toMatchObject({ status: 400 });
    for (const slug of ['rest-form-none', 'rest-form-text', 'rest-form-ada', 'rest-form-anon', 'rest-form-bad', 'rest-form-nul']) {
      expect(await call('GET', `/admin/avatars/${slug}`, admin)).toMatchObject(refusal(404, 'Avatar not found'));
    }
  });
});

describe('what a user may wear', () => {
  it('GET /avatars, /all-avatars, /avatars/subscriber, /avatars/{slug}/{uuid}, /service/avatar/{avatarSlug}', async () => {
    await call('POST', '/avatars', admin, { slug: 'rest-secret', name: 'Secret', avatarStatus: 'PRIVATE' });
    await call('POST', '/avatars', admin, { slug: 'rest-sub', name: 'Sub', avatarStatus: 'SUBSCRIBER_ONLY' });
    const given = await call('POST', '/avatar-assignment/rest-secret', admin, { userId: ada.id });
    expect(given).toMatchObject({ status: 201, json: { userId: ada.id, assignmentType: 'MANUAL', avatar: { slug: 'rest-secret' } } });
    expect(await call('POST', '/avatar-assignment/rest-secret', admin, { userId: ada.id })).toMatchObject(refusal(409, 'This user already holds this avatar'));
    expect(await call('POST', '/avatar-assignment/rest-secret', admin, { userId: 'nope' })).toMatchObject(refusal(400, 'userId must be a UUID'));
    expect(await call('POST', '/avatar-assignment/rest-nothing', admin, { userId: ada.id })).toMatchObject(refusal(404, 'Avatar not found'));

    const slugs = (r: { json: { slug: string }[] }) => r.json.map((a) => a.slug);
    const adaWears = slugs(await call('GET', '/avatars', ada.token));
    expect(adaWears).toEqual(expect.arrayContaining(['rest-secret', 'vinyl-1', 'vinyl-12']));
    expect(adaWears).not.toContain('rest-sub');
    expect(slugs(await call('GET', '/avatars', bob.token))).not.toContain('rest-secret');
    expect(await call('GET', '/avatars')).toMatchObject(refusal(401, 'Unauthorized'));
    expect(slugs(await call('GET', '/avatars/subscriber'))).toContain('rest-sub');

    const catalogue = (await call('GET', '/all-avatars', bob.token)).json as { slug: string; wearability: string }[];
    expect(catalogue.find((a) => a.slug === 'rest-sub')?.wearability).toBe('SUBSCRIBERS_ONLY');
    expect(catalogue.find((a) => a.slug === 'vinyl-3')?.wearability).toBe('WEARABLE');
    expect(catalogue.map((a) => a.slug)).not.toContain('rest-secret');

    expect(await call('GET', `/avatars/rest-secret/${ada.id}`, ada.token)).toMatchObject({
      status: 200,
      json: { userId: ada.id, holds: true, wearability: 'WEARABLE', assignmentId: given.json.id, avatar: { slug: 'rest-secret' } },
    });
    expect(await call('GET', `/avatars/vinyl-2/${bob.id}`)).toMatchObject({ status: 200, json: { holds: true, assignmentId: null } });
    expect(await call('GET', `/avatars/rest-sub/${bob.id}`)).toMatchObject({ status: 200, json: { holds: false, wearability: 'SUBSCRIBERS_ONLY' } });
    expect(await call('GET', '/avatars/rest-sub/nope')).toMatchObject(refusal(400, 'userId must be a UUID'));
    expect(await call('GET', `/service/avatar/rest-secret`, admin)).toMatchObject(refusal(403, 'Forbidden'));

    // The profile wears only what the user may: POST /users/profile (accounts) asks economy.
    const profile = (token: string, avatarId: string) => callRest(`${product.restBridgeUrl}/api/user-service/users/profile`, 'POST', { token, body: { avatarId } });
    expect(await profile(ada.token, 'rest-secret')).toMatchObject({ status: 200, json: { avatarId: 'rest-secret' } });
    expect(await profile(bob.token, 'rest-secret')).toMatchObject(
      refusal(403, 'This avatar is not yours to wear: it is private or a season award, and it was not given to you'),
    );

    const taken = await call('DELETE', `/avatar-assignment/${given.json.id}`, admin);
    expect(taken).toMatchObject({ status: 200, json: { id: given.json.id, avatar: { slug: 'rest-secret' } } });
    expect(await call('DELETE', `/avatar-assignment/${given.json.id}`, admin)).toMatchObject(refusal(404, 'Avatar assignment not found'));
    expect(await call('DELETE', '/avatar-assignment/nope', admin)).toMatchObject(refusal(400, 'avatarAssignmentId must be a UUID'));
    expect(await call('DELETE', `/avatar-assignment/${randomUUID()}`, ada.token)).toMatchObject(refusal(403, 'Forbidden'));
  });
});

describe('POST /points/backfill-achieved-avatars/{seasonId}', () => {
  it('starts a background run for admins (202), and refuses others, bad limits and unknown seasons', async () => {
    const now = Date.now();
    const season = await postGraphQL<{ createSeason: { id: string } }>(
      product.gatewayUrl,
      'mutation($i: CreateSeasonInput!) { createSeason(input: $i) { id } }',
      { i: { seasonName: 'Rest Backfill', seasonStart: new Date(now - 500 * 86_400_000), seasonEnd: new Date(now - 490 * 86_400_000) } },
      admin,
    );
    const seasonId = season.data!.createSeason.id;
    const started = await call('POST', `/points/backfill-achieved-avatars/${seasonId}?limit=50`, admin);
    expect(started).toMatchObject({ status: 202, json: { seasonId, kind: 'backfill', batchSize: 50 } });
    expect(['running', 'done']).toContain(started.json.status);

    expect(await call('POST', `/points/backfill-achieved-avatars/${seasonId}`, ada.token)).toMatchObject(refusal(403, 'Forbidden'));
    expect(await call('POST', `/points/backfill-achieved-avatars/${seasonId}`)).toMatchObject(refusal(401, 'Unauthorized'));
    expect(await call('POST', `/points/backfill-achieved-avatars/${seasonId}?limit=0`, admin)).toMatchObject(
      refusal(400, 'limit must be a whole number from 1 to 1000'),
    );
    expect(await call('POST', `/points/backfill-achieved-avatars/${seasonId}?limit=many`, admin)).toMatchObject(refusal(400, 'limit must be a whole number'));
    expect(await call('POST', `/points/backfill-achieved-avatars/${randomUUID()}`, admin)).toMatchObject(refusal(404, 'Season not found'));
  });
});
