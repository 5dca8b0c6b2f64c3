/**
 * Communities and events in real browsers (Debian's Chromium) against the real product with its demo data: a new
 * user opens the demo community `lobby-regulars` by its address, sees its rooms and member count, joins (it shows
 * among their communities) and leaves; browses every community (show more, a name search narrowing the list) and joins
 * one from there; the demo event `lobby-listening-party` (always tomorrow) among the upcoming
 * events, its page with start and end in the user's locale, the interested toggle, and its room not open before it
 * starts; the pages in Spanish and 360 px wide.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { gatewayRequest, overflowing, productInBrowser, signUpThroughForm, typeInOneBurst } from '@backspin/test-kit/browser';
import { describe, expect, it } from 'vitest';

const session = productInBrowser();
const DEMO_COMMUNITY = 'lobby-regulars';
const DEMO_EVENT = 'lobby-listening-party';

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
    expect(await overflowing(page, '.topbar, .nav, [data-testid="community-page"], .communities-page .card, .communities-list li')).toEqual([]);
    await page.getByTestId('lang-es').click();
    await page.getByRole('button', { name: 'Unirse a Lobby regulars' }).waitFor();
    await page.waitForFunction(() => document.querySelector('#community-rooms-heading')?.textContent?.startsWith('Salas (') === true);
    await page.getByTestId('nav-communities').click();
    await page.getByLabel('Abrir una comunidad por su dirección').waitFor();
    expect(await overflowing(page, '[data-testid="communities-page"], .communities-page .card, .community-find-row')).toEqual([]);
  });
});

describe('browsing communities', () => {
  it('lists communities the user is not in, shows more, narrows by name, and joins one from there', async () => {
    // 21 communities named after a tag of this test, so one search finds more than a page (20) of them.
    const { login } = await gql<{ login: { accessToken: string } }>('mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken } }');
    const tag = `t${randomUUID().slice(0, 6)}`;
    const number = (n: number) => String(n).padStart(2, '0');
    const inputs = Array.from({ length: 21 }, (_, n) => ({ slug: `browse-${tag}-${number(n)}`, name: `Browse ${tag} ${number(n)}` }));
    await gql('mutation($inputs: [CommunityInput!]!) { createCommunities(inputs: $inputs) { id } }', { inputs }, login.accessToken);
    const { communities } = await gql<{ communities: { total: number } }>('{ communities(limit: 1) { total } }');

    const { page } = await signUp('Browser');
    await page.getByTestId('nav-communities').click();
    const browse = page.getByTestId('browse-communities');
    const listed = browse.getByTestId('browse-community');

    // Every community, a page at a time: the demo ones the user is not in among them.
    await page.locator(`[data-testid="browse-communities"][data-loaded="true"][data-search=""][data-count="20"][data-total="${communities.total}"]`).waitFor();
    expect(await browse.locator('[data-testid="browse-community"][data-slug="vinyl-diggers"][data-member="false"]').textContent()).toContain('Vinyl diggers');
    await browse.getByRole('button', { name: 'Show more communities' }).click();
    await page.locator(`[data-testid="browse-communities"][data-count="${communities.total}"]`).waitFor();
    const slugs = await listed.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.slug));
    expect(new Set(slugs).size).toBe(communities.total);
    expect(await browse.getByRole('button', { name: 'Show more communities' }).count()).toBe(0);

    // The search narrows the list (ignoring case, debounced), and pages too.
    await typeInOneBurst(page.getByLabel('Search communities'), tag.toUpperCase());
    await page.locator(`[data-testid="browse-communities"][data-search="${tag.toUpperCase()}"][data-total="21"][data-count="20"]`).waitFor();
    await browse.getByRole('button', { name: 'Show more communities' }).click();
    await page.locator('[data-testid="browse-communities"][data-total="21"][data-count="21"]').waitFor();
    expect(await listed.evaluateAll((items) => items.every((item) => (item as HTMLElement).dataset.slug!.startsWith('browse-')))).toBe(true);
    await typeInOneBurst(page.getByLabel('Search communities'), `${tag} 07`);
    await page.locator(`[data-testid="browse-communities"][data-search="${tag} 07"][data-total="1"]`).waitFor();
    expect(await listed.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.slug))).toEqual([`browse-${tag}-07`]);
    await typeInOneBurst(page.getByLabel('Search communities'), `${tag} none`);
    await page.locator(`[data-testid="browse-communities"][data-search="${tag} none"][data-total="0"]`).waitFor();
    await page.getByTestId('browse-communities-empty').waitFor();

    // 360 px wide, and in Spanish.
    await page.setViewportSize({ width: 360, height: 760 });
    expect(await overflowing(page, '[data-testid="browse-communities"], .communities-page .card, .communities-list li')).toEqual([]);
    await page.getByTestId('lang-es').click();
    await page.getByLabel('Buscar comunidades').waitFor();
    await page.getByTestId('lang-en').click();
    await page.setViewportSize({ width: 1280, height: 800 });

    // Opened from the list, joined there: it is now among the user's communities, marked in the list.
    await typeInOneBurst(page.getByLabel('Search communities'), `${tag} 07`);
    await browse.getByRole('link', { name: `Browse ${tag} 07` }).click();
    await page.locator('[data-testid="community-page"][data-member="false"]').waitFor();
    await page.getByRole('button', { name: `Join Browse ${tag} 07` }).click();
    await page.locator('[data-testid="community-page"][data-member="true"]').waitFor();
    await page.locator('[data-testid="community-members"][data-count="1"]').waitFor();
    await page.getByTestId('nav-communities').click();
    await page.locator(`[data-testid="my-community"][data-slug="browse-${tag}-07"]`).waitFor();
    await typeInOneBurst(page.getByLabel('Search communities'), `${tag} 07`);
    await page.locator(`[data-testid="browse-community"][data-slug="browse-${tag}-07"][data-member="true"]`).getByText('1 members · joined').waitFor();
  });

  it('lets a guest browse and read a community', async () => {
    const page = await session.open(player('/communities'));
    await page.getByTestId('guest-button').click();
    await page.locator('[data-testid="browse-communities"][data-loaded="true"]').waitFor();
    await page.getByTestId('browse-communities').getByRole('link', { name: 'Vinyl diggers' }).click();
    await page.locator('[data-testid="community-page"][data-member="false"]').waitFor();
    expect(await page.locator('#community-name').textContent()).toBe('Vinyl diggers');
    expect(await page.getByTestId('community-join').count()).toBe(0);
  });
});

describe('events', () => {
  it('upcoming events, the event page in the user locale, mark and unmark interest; the room opens only once it starts', async () => {
    const { page, token } = await signUp('Fan');
    await page.getByTestId('nav-events').click();
    const listed = page.locator(`[data-testid="upcoming-event"][data-slug="${DEMO_EVENT}"]`);
    await listed.getByRole('link', { name: 'Lobby listening party' }).click();
    await page.locator('[data-testid="event-page"][data-started="false"][data-interested="false"]').waitFor();

    // Start and end as the API says, in the page's language.
    const { eventBySlug } = await gql<{ eventBySlug: { startsAt: string; endsAt: string } }>(
      'query($slug: String!) { eventBySlug(slug: $slug) { startsAt endsAt } }',
      { slug: DEMO_EVENT },
      token,
    );
    expect(await page.getByTestId('event-starts').getAttribute('datetime')).toBe(eventBySlug.startsAt);
    const local = (iso: string, locale: string) =>
      page.evaluate(([d, l]) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(d!)), [iso, locale]);
    expect(await page.getByTestId('event-starts').textContent()).toBe(await local(eventBySlug.startsAt, 'en'));
    expect(await page.getByTestId('event-ends').textContent()).toBe(await local(eventBySlug.endsAt, 'en'));

    // Tomorrow: the room's button is disabled and says when it opens.
    const openRoom = page.getByTestId('event-open-room');
    expect(await openRoom.isDisabled()).toBe(true);
    expect(await page.getByTestId('event-opens-at').textContent()).toContain(await local(eventBySlug.startsAt, 'en'));

    // Interested, then not.
    const count = Number(await page.getByTestId('event-interested-count').getAttribute('data-count'));
    const toggle = page.getByRole('button', { name: 'Interested' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await page.locator('[data-testid="event-page"][data-interested="true"]').waitFor();
    await page.locator(`[data-testid="event-interested-count"][data-count="${count + 1}"]`).waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const marked = await gql<{ eventBySlug: { interested: boolean } }>('query($slug: String!) { eventBySlug(slug: $slug) { interested } }', { slug: DEMO_EVENT }, token);
    expect(marked.eventBySlug.interested).toBe(true);
    await toggle.click();
    await page.locator('[data-testid="event-page"][data-interested="false"]').waitFor();
    await page.locator(`[data-testid="event-interested-count"][data-count="${count}"]`).waitFor();

    // 360 px wide, and in Spanish (the times too).
    await page.setViewportSize({ width: 360, height: 760 });
    expect(await overflowing(page, '[data-testid="event-page"], .communities-page .card, .event-actions')).toEqual([]);
    await page.getByTestId('lang-es').click();
    await page.getByRole('button', { name: 'Me interesa' }).waitFor();
    const startsEs = await local(eventBySlug.startsAt, 'es');
    await page.waitForFunction((text) => document.querySelector('[data-testid="event-starts"]')?.textContent === text, startsEs);
    await page.getByTestId('nav-events').click();
    await page.locator('#upcoming-events-heading').getByText('Próximamente').waitFor();
    expect(await overflowing(page, '[data-testid="events-page"], .communities-page .card, .communities-list li')).toEqual([]);
  });

  it('an event starting in a moment: its room opens on the event page once it starts', async () => {
    const { page, token } = await signUp('Host');
    const slug = `ev-${randomUUID().slice(0, 8)}`;
    const { createRoom } = await gql<{ createRoom: { id: string } }>('mutation($s: String!) { createRoom(input: { slug: $s, name: "Party room" }) { id } }', { s: slug }, token);
    // Starts in 10 minutes; the page's clock (Playwright's fake timers) is then moved past the start, so the test
    // does not depend on how long the page takes to load.
    const startsAt = new Date(Date.now() + 600_000);
    await gql(
      'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }',
      { input: { roomId: createRoom.id, title: 'Soon party', slug, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString() } },
      token,
    );
    await page.clock.install();
    await page.goto(player(`/events/${slug}`));
    await page.locator('[data-testid="event-page"][data-started="false"]').waitFor();
    expect(await page.getByTestId('event-open-room').isDisabled()).toBe(true);
    // The page enables the room's link by itself when the start comes.
    await page.clock.fastForward('11:00');
    await page.locator('[data-testid="event-page"][data-started="true"]').waitFor();
    await page.getByRole('link', { name: 'Open Party room' }).click();
    await page.waitForURL(player(`/rooms/${slug}`));
  });
});
