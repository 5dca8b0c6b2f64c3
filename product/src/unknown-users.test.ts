import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, identityHeader, signIdentity, type Identity, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

// Economy points at users by id alone (points from services and admins, season awards, admin assignments, token
// accounts), so does audit (playback events name a play's DJ, whose account may be gone since), and accounts answers
// null for an id it does not know. Through the gateway, such a user must null only their own entry's `user`, never
// the page or the answer around it.

const service: Identity = { userId: 'rooms', tokenType: 'service', roles: [] };
const stranger = randomUUID();
let product: TestProduct;
let economy: RunningSubgraph;
let adminToken: string;
let strangerAccountId: string;

const gql = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) =>
  postGraphQL<T>(product.gatewayUrl, query, variables, adminToken);

async function asIdentity(identity: Identity, query: string): Promise<{ data?: Record<string, any> | null; errors?: unknown }> {
  return economy.execute({ query }, { [identityHeader]: await signIdentity(identity, economy.config.gatewaySecret) });
}

/** Each entry's user's display name by its user id, from a list whose entries carry `userUuid` (or `userId`) and `user`. */
const namesOf = (entries: { userUuid?: string; userId?: string; user: { displayName: string } | null }[]) =>
  Object.fromEntries(entries.map((e) => [e.userUuid ?? e.userId, e.user?.displayName ?? null]));

beforeAll(async () => {
  product = await startProduct({ restBridge: false });
  economy = product.subgraphs.get('economy')!;
  const login = await postGraphQL<any>(product.gatewayUrl, 'mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken } }');
  adminToken = login.data.login.accessToken;
  // The stranger earns points this season (so every ranking lists them) and opens a token account.
  const points = await asIdentity(service, `mutation { addServicePoints(input: { userUuid: "${stranger}", points: 3, eventId: "${randomUUID()}" }) { id } }`);
  expect(points.errors).toBeUndefined();
  const opened = await asIdentity({ userId: stranger, tokenType: 'user', roles: ['user'] }, 'mutation { openTokenAccount { id } }');
  strangerAccountId = opened.data!.openTokenAccount.id;
});
afterAll(() => product?.stop());

describe('a user accounts does not know', () => {
  it('nulls only their own user on the season and all-time rankings; known users keep theirs', async () => {
    const result = await gql(`{
      seasonRanking(take: 100) { total data { userUuid user { displayName } } }
      allSeasonsRanking(take: 100) { total data { userUuid user { displayName } } }
    }`);
    expect(result.errors).toBeUndefined();
    for (const ranking of [result.data!.seasonRanking, result.data!.allSeasonsRanking]) {
      const names = namesOf(ranking.data);
      expect(names[stranger]).toBeNull();
      expect(names['00000000-0000-4000-8000-000000000001']).toBe('DJ Demo');
      expect(ranking.data).toHaveLength(ranking.total);
    }
  });

  it('nulls only their own user on the admin ranking lists', async () => {
    const result = await gql(`{
      allRankingStatuses(query: { limit: 100 }) { data { userUuid user { id displayName } } }
      allLifetimeRankingStatuses(query: { limit: 100 }) { data { userUuid user { id displayName } } }
    }`);
    expect(result.errors).toBeUndefined();
    for (const page of [result.data!.allRankingStatuses, result.data!.allLifetimeRankingStatuses]) {
      expect(namesOf(page.data)[stranger]).toBeNull();
      expect(page.data.filter((e: { user: unknown }) => e.user !== null).length).toBeGreaterThan(0);
    }
  });

  it('nulls only the holder of an avatar assigned to them, and of their token account on the staff list', async () => {
    const assigned = await gql(`mutation { assignAvatar(slug: "vinyl-7", input: { userId: "${stranger}" }) { userId avatar { slug } user { displayName } } }`);
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data!.assignAvatar).toEqual({ userId: stranger, avatar: { slug: 'vinyl-7' }, user: null });

    const accounts = await gql('{ allTokenAccounts(query: { limit: 100 }) { data { id user { displayName } } } }');
    expect(accounts.errors).toBeUndefined();
    const holders = accounts.data!.allTokenAccounts.data as { id: string; user: { displayName: string } | null }[];
    expect(holders.find((a) => a.id === strangerAccountId)).toEqual({ id: strangerAccountId, user: null });
    // The demo accounts' holders are known.
    expect(holders.map((a) => a.user?.displayName)).toEqual(expect.arrayContaining(['DJ Demo', 'Listener Demo', 'Admin Demo']));
  });

  it('nulls only the DJ of a playback event that names them, on the staff list of events', async () => {
    // Recorded events name the DJ rooms knew; one whose account is gone since is stored as it was (written straight
    // to audit's table: no live play can have a DJ accounts does not know).
    const playId = randomUUID();
    const at = new Date();
    await execute(
      product.subgraphs.get('audit')!.db.em.fork(),
      `insert into audit.playback_event (id, kind, play_id, listener_id, listener_type, room_slug, room_owner_id, dj_id, song_id, started_at, updated_at, volume_start, volume_end, recorded_at)
       values (?, 'PLAYED_15_SECONDS', ?, ?, 'user', 'lobby', '00000000-0000-4000-8000-000000000001', ?, ?, ?, ?, 0.8, 0.6, ?)`,
      [randomUUID(), playId, randomUUID(), stranger, randomUUID(), at.toISOString(), at.toISOString(), at.toISOString()],
    );
    const events = await gql('{ playbackEvents(query: { limit: 100 }) { data { playId dj { displayName } roomOwner { displayName } } } }');
    expect(events.errors).toBeUndefined();
    expect(events.data!.playbackEvents.data).toContainEqual({ playId, dj: null, roomOwner: { displayName: 'DJ Demo' } });
  });
});
