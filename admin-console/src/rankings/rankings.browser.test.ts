/**
 * The rankings in the console, in Chromium against the real product: the current season's ranking by default (the
 * season picker for another), paged, each row's rank and a link to the user; the lifetime ranking. The test's own
 * leader gets points by an admin adjustment and loses them again afterwards. A moderator is refused (console.manage).
 */
import { describe, expect, it } from 'vitest';
import { choose, consoleTestKit, DEMO_ADMIN as ADMIN, notification, row } from '../testing/console-test-kit';

const { gql, tokenOf, consoleAs, go, cleanup, newModerator, signedUpUser } = consoleTestKit();

const LEAD = 90_000;

interface Status {
  userUuid: string;
  balance: number;
  rank: number;
}

describe('rankings', () => {
  it("shows the current season's ranking by default, another season picked, pages, and the lifetime ranking", async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const { currentSeason } = await gql<{ currentSeason: { id: string; seasonName: string; seasonStart: string } }>('{ currentSeason { id seasonName seasonStart } }');
    const before = await gql<{ previousSeason: { id: string; seasonName: string } | null }>(
      'query($start: DateTimeISO!) { previousSeason(seasonStart: $start) { id seasonName } }',
      { start: currentSeason.seasonStart },
    );
    const leader = await signedUpUser('Rank Leader');
    const adjust = (points: number) =>
      gql('mutation($input: AdminPointsInput!) { adjustPoints(input: $input) { id } }', { input: { userUuid: leader.id, points, reason: 'console ranking test' } }, admin);
    await adjust(LEAD);
    cleanup(() => adjust(-LEAD));
    const ranking = async (list: 'allRankingStatuses' | 'allLifetimeRankingStatuses', seasonId?: string) =>
      (
        await gql<Record<string, { data: Status[] }>>(
          `query($query: ListQueryInput) { list: ${list}(query: $query) { data { userUuid balance rank } } }`,
          { query: { limit: 3, sort: [{ field: 'balance', direction: 'DESC' }], ...(seasonId ? { where: { field: 'seasonId', op: 'EQ', value: seasonId } } : {}) } },
          admin,
        )
      ).list!.data;
    const season = await ranking('allRankingStatuses', currentSeason.id);
    expect(season[0]).toEqual({ userUuid: leader.id, balance: LEAD, rank: 1 });

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/ranking-statuses');
    const leaderRow = row(page, 'Rank Leader');
    await leaderRow.waitFor();
    const cells = async (index = 0) => page.locator('[data-testid="season-ranking"] tbody tr').nth(index).locator('td').allTextContents();
    expect((await cells()).slice(0, 4)).toEqual(['1', 'Rank Leader', LEAD.toLocaleString('en-US'), expect.any(String)]);
    await expect.poll(() => leaderRow.textContent()).toContain(currentSeason.seasonName);
    expect(await leaderRow.getByRole('link', { name: 'Rank Leader' }).getAttribute('href')).toContain(leader.id);

    if (before.previousSeason) {
      // Another season, picked: the leader's points are this season's only.
      await choose(page, 'Season', before.previousSeason.seasonName);
      await leaderRow.waitFor({ state: 'detached' });
      const earlier = await ranking('allRankingStatuses', before.previousSeason.id);
      if (earlier.length) {
        await expect.poll(async () => (await cells())[2]).toBe(earlier[0]!.balance.toLocaleString('en-US'));
        await expect.poll(() => page.locator('[data-testid="season-ranking"] tbody tr').first().textContent()).toContain(before.previousSeason.seasonName);
      }
    }

    // Paged: the second page of one row is the second of the ranking.
    await go(page, `/ranking-statuses?perPage=1&page=2&filter=${encodeURIComponent(JSON.stringify({ seasonId: currentSeason.id }))}`);
    await expect.poll(async () => (await cells()).filter((_, i) => i === 0 || i === 2)).toEqual([String(season[1]!.rank), season[1]!.balance.toLocaleString('en-US')]);
    expect(await page.locator('[data-testid="season-ranking"] tbody tr').count()).toBe(1);

    await go(page, '/lifetime-ranking-statuses');
    await page.locator('[data-testid="lifetime-ranking"] tbody tr', { hasText: 'Rank Leader' }).waitFor();
    const lifetime = await ranking('allLifetimeRankingStatuses');
    expect(lifetime[0]!.userUuid).toBe(leader.id);
    const first = await page.locator('[data-testid="lifetime-ranking"] tbody tr').first().locator('td').allTextContents();
    expect(first.slice(0, 3)).toEqual(['1', 'Rank Leader', lifetime[0]!.balance.toLocaleString('en-US')]);
  });

  it('refuses a moderator (console.manage)', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const moderator = await newModerator(admin);
    const page = await consoleAs(moderator.email, moderator.password);
    await go(page, '/lifetime-ranking-statuses');
    await notification(page, 'Forbidden').first().waitFor();
  });
});
