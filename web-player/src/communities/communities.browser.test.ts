/**
 * Communities (and, when built, events) in real browsers (Debian's Chromium) against the real product with its demo
 * data: a new user opens the demo community `lobby-regulars` by its address, sees its rooms and member count, joins
 * (it shows among their communities) and leaves; the page in Spanish and 360 px wide.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { gatewayRequest, productInBrowser, signUpThroughForm } from '@backspin/test-kit/browser';
import { describe, expect, it } from 'vitest';

const session = productInBrowser();
const DEMO_COMMUNITY = 'lobby-regulars';

const player = (path = '/') => `${session.product.webPlayerUrl}${path}`;
const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) => gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

/** A new user signed up through the form, on a page of their own. */
async function signUp(prefix: string): Promise<{ page: Page; token: string }> {
  const page = await session.open(player());
  await signUpThroughForm(page, { email: `communities-${randomUUID()}@example.com`, password: 'a long enough secret', displayName: `${prefix} ${randomUUID().slice(0, 6)}` });
  await page.getByTestId('rooms-page').waitFor();
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('backspin.session') ?? '{}') as { accessToken: string }).accessToken);
  return { page, token };
}

/** Elements wider than a 360 px screen (none expected). */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (s) =>
      [...document.querySelectorAll<HTMLElement>(s)]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > 361)
        .map((el) => el.dataset.testid ?? el.className),
    selector,
  );
}

describe('communities', () => {
  it('browse, open the demo community with its rooms, join and leave; in Spanish and 360 px wide', async () => {
    const { page, token } = await signUp('Joiner');
    await page.getByTestId('nav-communities').click();
    await page.locator('[data-testid="my-communities"][data-count="0"]').waitFor();

    // Opened by its address: its rooms link to the room pages, and its member count.
    await page.getByLabel('Open a community by its address').fill(DEMO_COMMUNITY);
    await page.getByTestId('community-open').click();
    await page.locator('[data-testid="community-page"][data-member="false"]').waitFor();
    expect(await page.locator('#community-name').textContent()).toBe('Lobby regulars');
    const room = page.locator('[data-testid="community-room"][data-slug="lobby"]');
    expect(await room.getByRole('link').getAttribute('href')).toBe('/rooms/lobby');
    const members = Number(await page.getByTestId('community-members').getAttribute('data-count'));
    expect(members).toBeGreaterThanOrEqual(1);

    // Join: one more member, and it shows among the user's communities.
    await page.getByRole('button', { name: 'Join Lobby regulars' }).click();
    await page.locator('[data-testid="community-page"][data-member="true"]').waitFor();
    await page.locator(`[data-testid="community-members"][data-count="${members + 1}"]`).waitFor();
    const { userCommunities } = await gql<{ userCommunities: { data: { slug: string }[] } }>('{ userCommunities { data { slug } } }', {}, token);
    expect(userCommunities.data.map((c) => c.slug)).toEqual([DEMO_COMMUNITY]);
    await page.getByTestId('nav-communities').click();
    await page.locator(`[data-testid="my-community"][data-slug="${DEMO_COMMUNITY}"]`).getByRole('link').click();

    // Leave: back to the count before.
    await page.getByRole('button', { name: 'Leave Lobby regulars' }).click();
    await page.locator('[data-testid="community-page"][data-member="false"]').waitFor();
    await page.locator(`[data-testid="community-members"][data-count="${members}"]`).waitFor();
    const after = await gql<{ userCommunities: { total: number } }>('{ userCommunities { total } }', {}, token);
    expect(after.userCommunities.total).toBe(0);

    // 360 px wide, and in Spanish.
    await page.setViewportSize({ width: 360, height: 760 });
    expect(await overflowing(page, '[data-testid="community-page"], .communities-page .card, .communities-list li')).toEqual([]);
    await page.getByTestId('lang-es').click();
    await page.getByRole('button', { name: 'Unirse a Lobby regulars' }).waitFor();
    await page.waitForFunction(() => document.querySelector('#community-rooms-heading')?.textContent?.startsWith('Salas (') === true);
    await page.getByTestId('nav-communities').click();
    await page.getByLabel('Abrir una comunidad por su dirección').waitFor();
    expect(await overflowing(page, '[data-testid="communities-page"], .communities-page .card, .community-find-row')).toEqual([]);
  });
});
