import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { librarySubgraph } from '../module.ts';

let t: TestSubgraph<LibraryServices>;
beforeAll(async () => {
  t = await startTestSubgraph(librarySubgraph, { demoData: true });
});
afterAll(() => t?.stop());

const staff: Identity = { userId: '00000000-0000-4000-8000-0000000000aa', tokenType: 'user', roles: ['user', 'staff'] };
const listener: Identity = { userId: '00000000-0000-4000-8000-0000000000bb', tokenType: 'guest', roles: [] };
const dj = '00000000-0000-4000-8000-000000000001';
const song = (n: number) => `00000000-0000-4000-8000-${(0x100 + n).toString(16).padStart(12, '0')}`;

const RECORD = `mutation($input: RecordSongPlayInput!) { recordSongPlay(input: $input) { id roomSlug voteCounts { up down stars } song { id trackName } dj { id } } }`;
const RECENT = `query($slug: String!, $limit: Int) { recentSongPlays(roomSlug: $slug, limit: $limit) { song { id } djUuid playedAt } }`;
const countPlays = async () =>
  (await t.subgraph.db.em.fork().getConnection().execute(`select count(*)::int as n from library.song_play`))[0].n as number;

describe('recent plays', () => {
  it('records plays and lists a room’s most recent first, bounded', async () => {
    for (let n = 1; n <= 3; n++) {
      const result = await t.subgraph.execute(
        { query: RECORD, variables: { input: { roomSlug: 'Lobby', songId: song(n), djUuid: dj, voteCounts: { up: n, down: 0, stars: 1 }, playedAt: new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString() } } },
        await t.headersFor(staff),
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.recordSongPlay).toMatchObject({ roomSlug: 'lobby', voteCounts: { up: n, down: 0, stars: 1 }, song: { id: song(n) }, dj: { id: dj } });
    }
    await t.subgraph.execute({ query: RECORD, variables: { input: { roomSlug: 'other-room', songId: song(4), djUuid: dj } } }, await t.headersFor(staff));

    const recent = await t.subgraph.execute({ query: RECENT, variables: { slug: 'lobby', limit: 2 } }, await t.headersFor(listener));
    expect(recent.data?.recentSongPlays).toEqual([
      { song: { id: song(3) }, djUuid: dj, playedAt: '2026-01-01T12:03:00.000Z' },
      { song: { id: song(2) }, djUuid: dj, playedAt: '2026-01-01T12:02:00.000Z' },
    ]);
  });

  it('reads the songs of a page in one query', async () => {
    t.queries.length = 0;
    await t.subgraph.execute({ query: RECENT, variables: { slug: 'lobby' } }, await t.headersFor(listener));
    expect(t.queries.filter((sql) => /from "library"\."song" /.test(sql))).toHaveLength(1);
  });

  it('lets only the rotation (service) and staff record plays', async () => {
    const before = await countPlays();
    const input = { roomSlug: 'lobby', songId: song(1), djUuid: dj };
    const asUser = await t.subgraph.execute({ query: RECORD, variables: { input } }, await t.headersFor({ userId: dj, tokenType: 'user', roles: ['user'] }));
    expect(asUser.errors?.[0]?.extensions?.status).toBe(403);
    const asGuest = await t.subgraph.execute({ query: RECORD, variables: { input } }, await t.headersFor(listener));
    expect(asGuest.errors?.[0]?.extensions?.status).toBe(401);
    const asService = await t.subgraph.execute({ query: RECORD, variables: { input } }, await t.headersFor({ userId: 'rooms', tokenType: 'service', roles: [] }));
    expect(asService.errors).toBeUndefined();
    expect(await countPlays()).toBe(before + 1);
  });

  it('refuses an unknown song, a bad slug and negative votes, recording nothing', async () => {
    const before = await countPlays();
    const cases: [Record<string, unknown>, string][] = [
      [{ roomSlug: 'lobby', songId: '00000000-0000-4000-8000-00000000ffff', djUuid: dj }, 'Song not found'],
      [{ roomSlug: 'Not A Slug!', songId: song(1), djUuid: dj }, 'slug must be 3 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit'],
      [{ roomSlug: 'lobby', songId: song(1), djUuid: dj, voteCounts: { up: -1, down: 0, stars: 0 } }, 'a song play needs a valid djUuid and non-negative whole vote counts'],
    ];
    for (const [input, message] of cases) {
      const result = await t.subgraph.execute({ query: RECORD, variables: { input } }, await t.headersFor(staff));
      expect(result.errors?.[0]?.message).toBe(message);
    }
    expect(await countPlays()).toBe(before);
  });

  it('asks anonymous readers for a token', async () => {
    const result = await t.subgraph.execute({ query: RECENT, variables: { slug: 'lobby' } }, {});
    expect(result.errors?.[0]?.extensions?.status).toBe(401);
  });
});
