import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, builtInAvatarIds, createStorage, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import { UserAvatarAssignmentSchema } from './user-avatar-assignment.entity.ts';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';
import { AvatarSchema } from './avatar.entity.ts';
import { AvatarService } from './avatar.service.ts';
import type { DiscordLinks } from './discord-links.ts';
import type { SubscriberStatus } from './subscriber-status.ts';

/** This test's subscribers: none (the subscriptions module's own tests cover subscribers). */
const noSubscribers: SubscriberStatus = { subscribedUserIds: async () => new Set() };
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const service: Identity = { userId: 'accounts', tokenType: 'service', roles: [] };
const asUser = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'] });
const ada = asUser();
const bob = asUser();
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const AVATAR = 'id slug name avatarStatus discordOnly imageFileId seasonId awardTopRank awardMinPoints';
const CREATE = `mutation($i: CreateAvatarInput!) { createAvatar(input: $i) { ${AVATAR} } }`;
const UPDATE = `mutation($s: String!, $i: UpdateAvatarInput!) { updateAvatar(slug: $s, input: $i) { ${AVATAR} } }`;
const DELETE = 'mutation($s: String!) { deleteAvatar(slug: $s) { slug } }';
const ASSIGN = 'mutation($s: String!, $i: AssignAvatarInput!) { assignAvatar(slug: $s, input: $i) { id userId assignmentType assignedBy avatar { slug } user { id } } }';
const UNASSIGN = 'mutation($id: ID!) { unassignAvatar(avatarAssignmentId: $id) { id avatar { slug } } }';
const WEARABLE = '{ avatars { slug } }';
const WEARABILITY = 'query($s: String!, $u: ID!) { avatarWearability(slug: $s, userId: $u) }';

let t: TestSubgraph<EconomyServices>;
const em = () => t.subgraph.db.em.fork();
const avatarCount = () => em().count(AvatarSchema, {});
const slugs = (list: { slug: string }[]) => list.map((a) => a.slug);

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph);
});
afterAll(() => t?.stop());

describe('the built-in avatars', () => {
  it('are PUBLIC entries of the catalogue under their slugs (the migration), which everyone may wear', async () => {
    const rows = await em().find(AvatarSchema, { slug: { $in: [...builtInAvatarIds] } });
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.status === 'PUBLIC' && !r.discordOnly && r.imageFileId === null)).toBe(true);
    const wearable = slugs((await t.ok(asUser(), WEARABLE)).avatars);
    expect(wearable).toEqual(expect.arrayContaining([...builtInAvatarIds]));
  });
});

describe('the catalogue (admins)', () => {
  it('creates an avatar with an uploaded image, reads, lists, changes and deletes it', async () => {
    const { stagingKey } = (await t.ok(admin, 'mutation { beginEconomyFileUpload { stagingKey } }')).beginEconomyFileUpload;
    await createStorage(t.subgraph.config).put(stagingKey, png);
    const file = (await t.ok(admin, 'mutation($k: String!) { registerEconomyFileUpload(stagingKey: $k) { id } }', { k: stagingKey })).registerEconomyFileUpload;

    const created = (await t.ok(admin, CREATE, { i: { slug: 'neon-cat', name: ' Neon Cat ', imageFileId: file.id } })).createAvatar;
    expect(created).toMatchObject({ slug: 'neon-cat', name: 'Neon Cat', avatarStatus: 'PUBLIC', discordOnly: false, imageFileId: file.id, seasonId: null });
    const read = await t.ok(anonymous, 'query { avatar(slug: "neon-cat") { slug image { id contentType } } }');
    expect(read.avatar).toEqual({ slug: 'neon-cat', image: { id: file.id, contentType: 'image/png' } });

    const changed = (await t.ok(admin, UPDATE, { s: 'neon-cat', i: { name: 'Neon Cat II', avatarStatus: 'PRIVATE' } })).updateAvatar;
    expect(changed).toMatchObject({ slug: 'neon-cat', name: 'Neon Cat II', avatarStatus: 'PRIVATE', imageFileId: file.id });

    const page = (await t.ok(admin, 'query($q: ListQueryInput) { allAvatars(query: $q) { data { slug avatarStatus } total } }', {
      q: { where: { field: 'avatarStatus', op: 'EQ', value: 'PRIVATE' } },
    })).allAvatars;
    expect(page.data).toContainEqual({ slug: 'neon-cat', avatarStatus: 'PRIVATE' });
    expect(page.data.every((a: { avatarStatus: string }) => a.avatarStatus === 'PRIVATE')).toBe(true);
    expect((await t.ok(admin, 'query { adminAvatar(slug: "neon-cat") { slug } }')).adminAvatar).toEqual({ slug: 'neon-cat' });
    expect((await t.ok(service, 'query { serviceAvatar(slug: "neon-cat") { slug } }')).serviceAvatar).toEqual({ slug: 'neon-cat' });

    const holder = asUser();
    const assignment = (await t.ok(admin, ASSIGN, { s: 'neon-cat', i: { userId: holder.userId } })).assignAvatar;
    expect((await t.ok(admin, DELETE, { s: 'neon-cat' })).deleteAvatar).toEqual({ slug: 'neon-cat' });
    expect(await t.refused(admin, 'query { adminAvatar(slug: "neon-cat") { slug } }')).toEqual({ status: 404, message: 'Avatar not found' });
    // Its assignments went with it.
    expect(await em().count(UserAvatarAssignmentSchema, { id: assignment.id })).toBe(0);
  });

  it('refuses a slug taken already with 409, whatever the case of a race', async () => {
    await t.ok(admin, CREATE, { i: { slug: 'twin', name: 'Twin' } });
    expect(await t.refused(admin, CREATE, { i: { slug: 'twin', name: 'Other' } })).toEqual({ status: 409, message: 'an avatar with this slug already exists' });
    const racing = await Promise.all(Array.from({ length: 4 }, () => t.call(admin, CREATE, { i: { slug: 'racer', name: 'Racer' } })));
    expect(racing.filter((r) => !r.errors)).toHaveLength(1);
    expect(racing.filter((r) => r.errors?.[0]?.extensions?.status === 409)).toHaveLength(3);
    expect(await em().count(AvatarSchema, { slug: 'racer' })).toBe(1);
  });

  it.each([
    [{ slug: 'Bad Slug', name: 'x' }, 400, 'slug must be 1 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit'],
    [{ slug: '-dash', name: 'x' }, 400, 'slug must be 1 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit'],
    [{ slug: 'a'.repeat(65), name: 'x' }, 400, 'slug must be 1 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit'],
    [{ slug: 'ok-slug', name: '  ' }, 400, 'name must be 1 to 100 characters'],
    [{ slug: 'ok-slug', name: 'a\u0000b' }, 400, 'input.name must not contain NUL characters (U+0000)'],
    [{ slug: 'ok-slug', name: 'x', avatarStatus: 'GOLD' }, 400, 'avatarStatus must be PUBLIC, PRIVATE, SEASON_AWARD or SUBSCRIBER_ONLY'],
    [{ slug: 'ok-slug', name: 'x', imageFileId: 'nope' }, 400, 'imageFileId must be the id (UUID) of an uploaded image file'],
    [{ slug: 'ok-slug', name: 'x', imageFileId: randomUUID() }, 404, 'File not found'],
    [{ slug: 'ok-slug', name: 'x', avatarStatus: 'SEASON_AWARD' }, 400, expect.stringContaining('a SEASON_AWARD avatar needs a seasonId')],
    [{ slug: 'ok-slug', name: 'x', avatarStatus: 'SEASON_AWARD', seasonId: randomUUID(), awardTopRank: 3, awardMinPoints: 10 }, 400, expect.stringContaining('exactly one threshold')],
    [{ slug: 'ok-slug', name: 'x', avatarStatus: 'SEASON_AWARD', seasonId: randomUUID(), awardTopRank: 0 }, 400, expect.stringContaining('a SEASON_AWARD avatar')],
    [{ slug: 'ok-slug', name: 'x', seasonId: randomUUID(), awardTopRank: 3 }, 400, expect.stringContaining('other avatars take neither')],
  ])('refuses invalid input (%#) and creates nothing', async (input, status, message) => {
    const before = await avatarCount();
    expect(await t.refused(admin, CREATE, { i: input })).toEqual({ status, message });
    expect(await avatarCount()).toBe(before);
  });

  it('refuses users, moderators, guests and anonymous callers, changing nothing', async () => {
    await t.ok(admin, CREATE, { i: { slug: 'guarded', name: 'Guarded' } });
    const before = await em().findOneOrFail(AvatarSchema, { slug: 'guarded' });
    for (const [who, status] of [[ada, 403], [moderator, 403], [guest, 401], [anonymous, 401]] as const) {
      const expected = status === 403 ? { status, message: 'Forbidden' } : { status, message: 'Unauthorized' };
      expect(await t.refused(who, CREATE, { i: { slug: 'intruder', name: 'x' } })).toEqual(expected);
      expect(await t.refused(who, UPDATE, { s: 'guarded', i: { name: 'Taken over' } })).toEqual(expected);
      expect(await t.refused(who, DELETE, { s: 'guarded' })).toEqual(expected);
      expect(await t.refused(who, 'query { allAvatars { total } }')).toEqual(expected);
      expect(await t.refused(who, 'query { adminAvatar(slug: "guarded") { slug } }')).toEqual(expected);
      expect(await t.refused(who, ASSIGN, { s: 'guarded', i: { userId: ada.userId } })).toEqual(expected);
    }
    expect(await t.refused(ada, 'query { serviceAvatar(slug: "guarded") { slug } }')).toEqual({ status: 403, message: 'Forbidden' });
    expect(await em().findOneOrFail(AvatarSchema, { slug: 'guarded' })).toEqual(before);
    expect(await em().count(AvatarSchema, { slug: 'intruder' })).toBe(0);
    expect(await em().count(UserAvatarAssignmentSchema, { userId: ada.userId! })).toBe(0);
  });

  it('answers 404 for unknown and malformed slugs', async () => {
    for (const slug of ['no-such-avatar', 'NOT A SLUG']) {
      expect(await t.refused(admin, UPDATE, { s: slug, i: { name: 'x' } })).toEqual({ status: 404, message: 'Avatar not found' });
      expect(await t.refused(admin, DELETE, { s: slug })).toEqual({ status: 404, message: 'Avatar not found' });
      expect(await t.refused(ada, 'query($s: String!) { avatar(slug: $s) { slug } }', { s: slug })).toEqual({ status: 404, message: 'Avatar not found' });
      expect(await t.refused(admin, ASSIGN, { s: slug, i: { userId: ada.userId } })).toEqual({ status: 404, message: 'Avatar not found' });
    }
  });
});

describe('assignments', () => {
  it('gives an avatar once per user (409 the second time, one winner of a race) and takes it back', async () => {
    await t.ok(admin, CREATE, { i: { slug: 'gift', name: 'Gift', avatarStatus: 'PRIVATE' } });
    const user = asUser();
    const given = (await t.ok(admin, ASSIGN, { s: 'gift', i: { userId: user.userId } })).assignAvatar;
    expect(given).toMatchObject({ userId: user.userId, assignmentType: 'MANUAL', assignedBy: admin.userId, avatar: { slug: 'gift' }, user: { id: user.userId } });
    expect(await t.refused(admin, ASSIGN, { s: 'gift', i: { userId: user.userId } })).toEqual({ status: 409, message: 'This user already holds this avatar' });

    const other = asUser();
    const racing = await Promise.all(Array.from({ length: 4 }, () => t.call(admin, ASSIGN, { s: 'gift', i: { userId: other.userId, assignmentType: 'PURCHASED' } })));
    expect(racing.filter((r) => !r.errors)).toHaveLength(1);
    expect(await em().count(UserAvatarAssignmentSchema, { userId: other.userId! })).toBe(1);

    expect((await t.ok(admin, UNASSIGN, { id: given.id })).unassignAvatar).toEqual({ id: given.id, avatar: { slug: 'gift' } });
    expect(await t.refused(admin, UNASSIGN, { id: given.id })).toEqual({ status: 404, message: 'Avatar assignment not found' });
    expect(await t.refused(admin, UNASSIGN, { id: 'nope' })).toEqual({ status: 400, message: 'avatarAssignmentId must be a UUID' });
    expect(await t.refused(ada, UNASSIGN, { id: randomUUID() })).toEqual({ status: 403, message: 'Forbidden' });
  });

  it("lists an avatar's holders by a list query (admins), newest first", async () => {
    await t.ok(admin, CREATE, { i: { slug: 'held-by-two', name: 'Held', avatarStatus: 'PRIVATE' } });
    const [first, second] = [asUser(), asUser()];
    await t.ok(admin, ASSIGN, { s: 'held-by-two', i: { userId: first.userId } });
    await t.ok(admin, ASSIGN, { s: 'held-by-two', i: { userId: second.userId, assignmentType: 'PURCHASED' } });
    await t.ok(admin, ASSIGN, { s: 'vinyl-2', i: { userId: first.userId } });
    const LIST = 'query($s: String!, $q: ListQueryInput) { avatarAssignmentsOf(slug: $s, query: $q) { data { userId assignmentType avatar { slug } } total } }';

    const all = (await t.ok(admin, LIST, { s: 'held-by-two' })).avatarAssignmentsOf;
    expect(all.total).toBe(2);
    expect(all.data.map((a: { userId: string }) => a.userId).sort()).toEqual([first.userId, second.userId].sort());
    expect(all.data.every((a: { avatar: { slug: string } }) => a.avatar.slug === 'held-by-two')).toBe(true);
    const bought = (await t.ok(admin, LIST, { s: 'held-by-two', q: { where: { field: 'assignmentType', op: 'EQ', value: 'PURCHASED' } } })).avatarAssignmentsOf;
    expect(bought).toEqual({ data: [{ userId: second.userId, assignmentType: 'PURCHASED', avatar: { slug: 'held-by-two' } }], total: 1 });

    expect(await t.refused(admin, LIST, { s: 'no-such-avatar' })).toEqual({ status: 404, message: 'Avatar not found' });
    expect(await t.refused(admin, LIST, { s: 'held-by-two', q: { where: { field: 'userId', op: 'EQ', value: 'nope' } } })).toMatchObject({ status: 400 });
    expect(await t.refused(moderator, LIST, { s: 'held-by-two' })).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.refused(ada, LIST, { s: 'held-by-two' })).toEqual({ status: 403, message: 'Forbidden' });
  });

  it('refuses a malformed user id or assignment type, assigning nothing', async () => {
    const before = await em().count(UserAvatarAssignmentSchema, {});
    expect(await t.refused(admin, ASSIGN, { s: 'vinyl-1', i: { userId: 'nope' } })).toEqual({ status: 400, message: 'userId must be a UUID' });
    expect(await t.refused(admin, ASSIGN, { s: 'vinyl-1', i: { userId: randomUUID(), assignmentType: 'STOLEN' } })).toEqual({
      status: 400,
      message: 'assignmentType must be MANUAL, SEASON_AWARD or PURCHASED',
    });
    expect(await em().count(UserAvatarAssignmentSchema, {})).toBe(before);
  });

  it('shows the avatars a user holds on the user', async () => {
    const holder = asUser();
    await t.ok(admin, CREATE, { i: { slug: 'badge-of-honour', name: 'Honour', avatarStatus: 'PRIVATE' } });
    await t.ok(admin, ASSIGN, { s: 'badge-of-honour', i: { userId: holder.userId } });
    const q = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id avatarAssignments { assignmentType avatar { slug } } } } }';
    const result = await t.ok(anonymous, q, { r: [{ __typename: 'User', id: holder.userId }, { __typename: 'User', id: randomUUID() }] });
    expect(result._entities[0].avatarAssignments).toEqual([{ assignmentType: 'MANUAL', avatar: { slug: 'badge-of-honour' } }]);
    expect(result._entities[1].avatarAssignments).toEqual([]);
  });
});

describe('what a user may wear', () => {
  const seasonId = randomUUID();

  beforeAll(async () => {
    // A season award names a season; this subgraph alone has no season service wired, so the row is written directly.
    await em().insert(AvatarSchema, {
      id: randomUUID(), slug: 'w-award', name: 'Award', imageFileId: null, status: 'SEASON_AWARD', discordOnly: false,
      seasonId, awardTopRank: 3, awardMinPoints: null, createdAt: new Date(), updatedAt: new Date(),
    });
    for (const [slug, avatarStatus, discordOnly] of [
      ['w-public', 'PUBLIC', false],
      ['w-private', 'PRIVATE', false],
      ['w-subscriber', 'SUBSCRIBER_ONLY', false],
      ['w-discord', 'PUBLIC', true],
    ] as const) {
      await t.ok(admin, CREATE, { i: { slug, name: slug, avatarStatus, discordOnly } });
    }
    for (const slug of ['w-private', 'w-award']) await t.ok(admin, ASSIGN, { s: slug, i: { userId: ada.userId } });
  });

  it('a PUBLIC avatar for everyone; PRIVATE and SEASON_AWARD ones only when given; SUBSCRIBER_ONLY ones for no one yet', async () => {
    const worn = (who: Identity) => t.ok(who, WEARABLE).then((d) => slugs(d.avatars).filter((s) => s.startsWith('w-')));
    expect(await worn(ada)).toEqual(['w-award', 'w-private', 'w-public']);
    expect(await worn(bob)).toEqual(['w-public']);
    expect(await t.refused(guest, WEARABLE)).toEqual({ status: 401, message: 'Unauthorized' });
    const verdicts = async (who: Identity) =>
      Object.fromEntries(
        (await t.ok(who, '{ avatarCatalogue { slug wearability } }')).avatarCatalogue
          .filter((a: { slug: string }) => a.slug.startsWith('w-') && a.slug !== 'w-discord')
          .map((a: { slug: string; wearability: string }) => [a.slug, a.wearability]),
      );
    expect(await verdicts(ada)).toEqual({ 'w-award': 'WEARABLE', 'w-private': 'WEARABLE', 'w-public': 'WEARABLE', 'w-subscriber': 'SUBSCRIBERS_ONLY' });
    // Bob does not see the PRIVATE avatar at all; the others are locked with why.
    expect(await verdicts(bob)).toEqual({ 'w-award': 'NOT_HELD', 'w-public': 'WEARABLE', 'w-subscriber': 'SUBSCRIBERS_ONLY' });
    expect(await t.refused(bob, 'query { avatar(slug: "w-private") { slug } }')).toEqual({ status: 404, message: 'Avatar not found' });
    expect((await t.ok(ada, 'query { avatar(slug: "w-private") { slug } }')).avatar).toEqual({ slug: 'w-private' });
    expect(slugs((await t.ok(anonymous, '{ subscriberAvatars { slug } }')).subscriberAvatars)).toContain('w-subscriber');
  });

  it('shows everyone the avatar a user wears, a PRIVATE one only when the wearer holds it', async () => {
    // The gateway sends accounts' avatarId with each reference (`@requires`).
    const q = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id wornAvatar { slug name } } } }';
    const wearing = (u: Identity, avatarId: string | null) => ({ __typename: 'User', id: u.userId, avatarId });
    const worn = async (who: Identity, ...r: ReturnType<typeof wearing>[]) =>
      (await t.ok(who, q, { r }))._entities.map((e: { wornAvatar: { slug: string } | null }) => e.wornAvatar?.slug ?? null);
    const everyone = [bob, anonymous, guest];
    for (const viewer of everyone) {
      expect(await worn(viewer, wearing(ada, 'w-private'), wearing(bob, 'w-private'), wearing(ada, 'w-public'), wearing(bob, 'no-such-avatar'), wearing(ada, null))).toEqual([
        'w-private', // ada holds it: everyone sees it on her
        null, // bob claims it without holding it: nothing revealed
        'w-public',
        null,
        null,
      ]);
    }
    expect((await t.ok(bob, q, { r: [wearing(ada, 'w-private')] }))._entities[0].wornAvatar).toEqual({ slug: 'w-private', name: 'w-private' });
    // The catalogue still hides it from bob.
    expect(await t.refused(bob, 'query { avatar(slug: "w-private") { slug } }')).toEqual({ status: 404, message: 'Avatar not found' });
  });

  it('answers whether a user holds an avatar (GET /avatars/{slug}/{uuid})', async () => {
    const q = 'query($s: String!, $u: ID!) { avatarHolding(slug: $s, userId: $u) { userId holds wearability assignmentId avatar { slug } } }';
    const held = (await t.ok(bob, q, { s: 'w-award', u: ada.userId })).avatarHolding;
    expect(held).toMatchObject({ userId: ada.userId, holds: true, wearability: 'WEARABLE', avatar: { slug: 'w-award' } });
    expect(held.assignmentId).toEqual(expect.any(String));
    expect((await t.ok(ada, q, { s: 'w-award', u: bob.userId })).avatarHolding).toMatchObject({ holds: false, wearability: 'NOT_HELD', assignmentId: null });
    expect(await t.refused(ada, q, { s: 'w-award', u: 'nope' })).toEqual({ status: 400, message: 'userId must be a UUID' });
  });

  it('answers accounts (a service), the user and admins whether a user may wear an avatar; others are refused', async () => {
    const ask = (who: Identity, s: string, u: string | null) => t.ok(who, WEARABILITY, { s, u }).then((d) => d.avatarWearability);
    expect(await ask(service, 'w-private', ada.userId!)).toBe('WEARABLE');
    expect(await ask(service, 'w-private', bob.userId!)).toBe('NOT_HELD');
    expect(await ask(service, 'w-subscriber', ada.userId!)).toBe('SUBSCRIBERS_ONLY');
    expect(await ask(service, 'no-such-avatar', ada.userId!)).toBe('UNKNOWN_AVATAR');
    expect(await ask(service, 'NOT A SLUG', ada.userId!)).toBe('UNKNOWN_AVATAR');
    expect(await ask(bob, 'w-public', bob.userId!)).toBe('WEARABLE');
    expect(await ask(admin, 'w-award', ada.userId!)).toBe('WEARABLE');
    expect(await t.refused(bob, WEARABILITY, { s: 'w-public', u: ada.userId })).toEqual({ status: 403, message: 'Forbidden' });
  });

  it('a discordOnly PUBLIC avatar needs a linked Discord account (asked of accounts only when it matters); an assignment is enough', async () => {
    const linked = new Set<string>([ada.userId!]);
    const asked: string[] = [];
    const discord: DiscordLinks = { linked: async (userId) => (asked.push(userId), linked.has(userId)) };
    const avatars = new AvatarService({ files: t.subgraph.services.files, subscribers: noSubscribers, discord });
    const rows = await em().find(AvatarSchema, { slug: { $in: ['w-discord', 'w-public'] } }, { orderBy: { slug: 'asc' } });
    const verdicts = async (userId: string) => [...(await avatars.wearabilityOf(em(), userId, rows)).values()];
    expect(await verdicts(ada.userId!)).toEqual(['WEARABLE', 'WEARABLE']);
    expect(await verdicts(bob.userId!)).toEqual(['DISCORD_ONLY', 'WEARABLE']);
    asked.length = 0;
    expect(await verdicts(bob.userId!).then(() => avatars.wearabilityOf(em(), bob.userId!, rows.slice(1)))).toBeDefined();
    expect(asked).toEqual([bob.userId]);
    await t.ok(admin, ASSIGN, { s: 'w-discord', i: { userId: bob.userId } });
    asked.length = 0;
    expect(await verdicts(bob.userId!)).toEqual(['WEARABLE', 'WEARABLE']);
    expect(asked).toEqual([]);
  });

  it('leaving SEASON_AWARD drops the season and threshold; setting one threshold clears the other', async () => {
    await em().insert(AvatarSchema, {
      id: randomUUID(), slug: 'w-award-2', name: 'Award 2', imageFileId: null, status: 'SEASON_AWARD', discordOnly: false,
      seasonId, awardTopRank: 3, awardMinPoints: null, createdAt: new Date(), updatedAt: new Date(),
    });
    expect((await t.ok(admin, UPDATE, { s: 'w-award-2', i: { awardMinPoints: 50 } })).updateAvatar).toMatchObject({ seasonId, awardTopRank: null, awardMinPoints: 50 });
    expect((await t.ok(admin, UPDATE, { s: 'w-award-2', i: { avatarStatus: 'PRIVATE' } })).updateAvatar).toMatchObject({
      avatarStatus: 'PRIVATE', seasonId: null, awardTopRank: null, awardMinPoints: null,
    });
  });
});
