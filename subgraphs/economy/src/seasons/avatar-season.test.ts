import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from '../context.ts';
import { demoSeasonAwardSlug } from '../demo-data.ts';
import { economySubgraph } from '../module.ts';

const anyone: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
let t: TestSubgraph<EconomyServices>;

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph, { demoData: true });
});
afterAll(() => t?.stop());

describe('Avatar.season', () => {
  it('names the season a season award is won in, and is null for other avatars', async () => {
    const data = await t.ok(anyone, '{ avatarCatalogue { slug avatarStatus seasonId season { id seasonName } } }');
    const catalogue = data.avatarCatalogue as { slug: string; avatarStatus: string; seasonId: string | null; season: { id: string; seasonName: string } | null }[];
    const award = catalogue.find((a) => a.slug === demoSeasonAwardSlug);
    expect(award?.season?.id).toBe(award?.seasonId);
    expect(award?.season?.seasonName).toMatch(/\S/);
    const others = catalogue.filter((a) => a.avatarStatus !== 'SEASON_AWARD');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((a) => a.season === null)).toBe(true);
  });
});
