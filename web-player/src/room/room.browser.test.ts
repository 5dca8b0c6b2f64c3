/**
 * The listener's whole journey in two real browsers (Debian's Chromium, two contexts) against the real product:
 * sign up, create a room, queue a demo track and take a seat; a second listener walks in and plays the same
 * track at the same moment; chat and a reaction between the two; a vote; Spanish; the second listener is kicked.
 */
import type { Page } from 'playwright-core';
import { gatewayRequest, productInBrowser, signInThroughForm, signUpThroughForm } from '@backspin/test-kit/browser';
import { describe, expect, it } from 'vitest';

const LISTENER = { email: 'listener@backspin.local', password: 'backspin-listener', displayName: 'Listener Demo' };
const DEMO_SONG = '00000000-0000-4000-8000-000000000101';

const session = productInBrowser();

const signIn = signInThroughForm;

const signUp = (page: Page, email: string, password: string, displayName: string) => signUpThroughForm(page, { email, password, displayName });

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('backspin.session') ?? '{}') as { accessToken: string }).accessToken);
}

/** Talks to the gateway directly, as another device of the same user would. */
const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

/** Console errors and uncaught exceptions of a page: a user's session should have none. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Controls without an accessible name (label, aria-label, aria-labelledby, title or text), by their outer HTML. */
async function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), select, textarea, a[href], summary, [role=tab], [role=slider]')];
    return controls
      .filter((el) => {
        if (el.closest('[hidden], [aria-hidden="true"]')) return false;
        const labelled = el.getAttribute('aria-labelledby')?.split(' ').some((id) => document.getElementById(id)?.textContent?.trim());
        const labels = (el as HTMLInputElement).labels;
        return !(el.getAttribute('aria-label')?.trim() || labelled || (labels && labels.length > 0) || el.getAttribute('title')?.trim() || el.textContent?.trim());
      })
      .map((el) => el.outerHTML.slice(0, 160));
  });
}

/** What a page's player is doing: state, song, play, and its position against the server clock. */
async function player(page: Page) {
  const root = page.getByTestId('room-player');
  return {
    state: await root.getAttribute('data-state'),
    songId: await root.getAttribute('data-song-id'),
    playId: await root.getAttribute('data-play-id'),
  };
}

describe('a room evening in two browsers', () => {
  it('signs up, creates a room, plays in sync for a second listener, chats, reacts, votes, speaks Spanish and kicks', async () => {
    // The host signs up and creates a room through the forms.
    const host = await session.open(session.product.webPlayerUrl);
    const hostErrors = consoleErrors(host);
    const email = `host-${Date.now()}@example.com`;
    await signUp(host, email, 'a long secret', 'Hostess');
    await host.getByTestId('rooms-page').waitFor();
    await host.getByTestId('create-room-link').click();
    await host.getByTestId('create-room-form').waitFor();
    const slug = `party-${Date.now().toString(36)}`;
    await host.getByTestId('room-name-input').fill('Friday Party');
    await host.getByTestId('room-slug-input').fill(slug);
    await host.getByTestId('create-room-submit').click();
    await host.waitForURL(`**/rooms/${slug}`);
    await host.getByTestId('room-page').waitFor();
    expect(await host.getByTestId('room-name').textContent()).toBe('Friday Party');

    // A demo track in the host's queue; taking a seat starts it.
    await gql('mutation($ids: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $ids) { crate { id } } }', { ids: [DEMO_SONG] }, await accessToken(host));
    await host.getByTestId('take-seat').click();
    await host.locator('[data-testid="dj-seat"][data-current="true"]').waitFor();
    await host.locator('[data-testid="room-player"][data-state="playing"]').waitFor({ timeout: 30_000 });
    const hostPlayer = await player(host);
    expect(hostPlayer.songId).toBe(DEMO_SONG);

    // The listener walks in and hears the same play.
    const guestPage = await session.open(`${session.product.webPlayerUrl}/rooms/${slug}`);
    const listenerErrors = consoleErrors(guestPage);
    await signIn(guestPage, LISTENER.email, LISTENER.password);
    await guestPage.getByTestId('room-page').waitFor();
    await guestPage.locator('[data-testid="room-player"][data-state="playing"]').waitFor({ timeout: 30_000 });
    expect(await player(guestPage)).toEqual(hostPlayer);
    // Both positions, on the server clock, within a second of each other (bench/sync measures the real spread).
    const samples = await Promise.all(
      [host, guestPage].map((page) =>
        page.evaluate(() => (window as unknown as { __backspinPlayback: { sample(): { serverNow: number; positionMs: number } | null } }).__backspinPlayback.sample()),
      ),
    );
    const [a, b] = samples.map((s) => s!.positionMs - s!.serverNow);
    expect(Math.abs(a! - b!)).toBeLessThan(1000);

    // The host sees the listener in the room.
    await host.locator('[data-testid="listener"]', { hasText: LISTENER.displayName }).waitFor();

    // Chat: the listener writes, the host reads and reacts, the listener sees the reaction.
    await guestPage.getByTestId('chat-input').fill('Hello from the floor!');
    await guestPage.getByTestId('chat-send').click();
    const onHost = host.locator('[data-testid="chat-message"]', { hasText: 'Hello from the floor!' });
    await onHost.waitFor();
    await onHost.getByTestId('chat-react').click();
    await onHost.getByTestId('chat-emoji').first().click();
    const reaction = guestPage.locator('[data-testid="chat-message"]', { hasText: 'Hello from the floor!' }).getByTestId('chat-reaction');
    await reaction.waitFor();
    expect(await reaction.getAttribute('data-count')).toBe('1');

    // The host skips the song: it is recorded in the room's recent plays, which both pages show.
    // (Voting happens on the next song.)
    await host.getByTestId('skip-song').click();
    await guestPage.locator(`[data-testid="recent-play"][data-song-id="${DEMO_SONG}"]`).waitFor();
    await host.locator(`[data-testid="recent-play"][data-song-id="${DEMO_SONG}"]`).waitFor();
    // With one song queued, it plays again (the queue rotates): a new play, heard by both.
    await expect.poll(async () => (await player(guestPage)).playId, { timeout: 30_000 }).not.toBe(hostPlayer.playId);
    await guestPage.locator('[data-testid="room-player"][data-state="playing"]').waitFor({ timeout: 30_000 });

    // A vote: the listener likes the song; the host's vibe meter moves.
    await guestPage.getByTestId('vote-up').click();
    await host.locator('[data-testid="vote-counts"][data-up="1"]').waitFor();
    expect(Number(await host.getByTestId('vibe-meter').getAttribute('data-value'))).toBeGreaterThan(0);
    expect(await guestPage.getByTestId('vote-up').getAttribute('aria-pressed')).toBe('true');

    // Every control is named, and the room fits a 360 px wide phone (chat and queue tabs included).
    await guestPage.setViewportSize({ width: 360, height: 740 });
    expect(await unnamedControls(guestPage)).toEqual([]);
    expect(await guestPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await guestPage.getByTestId('view-chat').click();
    await guestPage.getByTestId('tab-queue').click();
    await guestPage.getByTestId('queue-panel').waitFor();
    expect(await unnamedControls(guestPage)).toEqual([]);
    expect(await guestPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await guestPage.getByTestId('tab-chat').click();

    // Spanish, in the room.
    await guestPage.getByTestId('lang-es').click();
    await guestPage.waitForFunction(() => document.querySelector('[data-testid="leave-room"]')?.textContent === 'Salir de la sala');
    expect(await guestPage.getByTestId('vote-up').textContent()).toContain('Genial');

    // The host kicks the listener, who leaves the room and is told why.
    const moderate = host.locator(`[data-testid="moderate-user"]`).filter({ has: host.locator('summary') }).first();
    await moderate.locator('summary').click();
    await moderate.getByTestId('moderation-reason').fill('Too loud');
    await moderate.getByTestId('kick-user').click();
    await moderate.getByTestId('moderation-confirm-button').click();
    await guestPage.getByTestId('room-removed').waitFor();
    expect(await guestPage.getByTestId('room-removed').getAttribute('data-kind')).toBe('KICKED');
    expect(await guestPage.getByTestId('room-removed-reason').textContent()).toContain('Too loud');
    await host.locator('[data-testid="listener"]', { hasText: LISTENER.displayName }).waitFor({ state: 'detached' });
    expect([...hostErrors, ...listenerErrors]).toEqual([]);
  }, 90_000);

  it('lets a guest listen in sync, but not vote, chat or take a seat', async () => {
    // The demo DJ plays in the Lobby.
    const { login } = await gql<{ login: { accessToken: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email: 'dj@backspin.local', password: 'backspin-dj' } },
      '',
    );
    await gql('mutation($ids: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $ids) { crate { id } } }', { ids: [DEMO_SONG] }, login.accessToken);
    const dj = await session.open(`${session.product.webPlayerUrl}/rooms/lobby`);
    await signIn(dj, 'dj@backspin.local', 'backspin-dj');
    await dj.getByTestId('room-page').waitFor();
    if (await dj.getByTestId('take-seat').isVisible()) await dj.getByTestId('take-seat').click();
    await dj.locator('[data-testid="room-player"][data-state="playing"]').waitFor({ timeout: 30_000 });

    const guest = await session.open(`${session.product.webPlayerUrl}/rooms/lobby`);
    const errors = consoleErrors(guest);
    await guest.getByTestId('guest-button').click();
    await guest.getByTestId('room-page').waitFor();
    await guest.locator('[data-testid="room-player"][data-state="playing"]').waitFor({ timeout: 30_000 });
    expect((await player(guest)).playId).toBe((await player(dj)).playId);
    // Guests listen at medium quality, and may not vote, post or DJ.
    expect(await guest.getByTestId('player-quality').isDisabled()).toBe(true);
    expect(await guest.getByTestId('vote-up').isDisabled()).toBe(true);
    expect(await guest.getByTestId('take-seat').count()).toBe(0);
    await guest.getByTestId('chat-sign-in').waitFor();
    expect(await guest.getByTestId('chat-input').count()).toBe(0);
    await dj.getByTestId('guest-count').waitFor();
    expect(errors).toEqual([]);
  });

  it('follows a slug change in the address, and rejoins after a room reset', async () => {
    const page = await session.open(session.product.webPlayerUrl);
    await signUp(page, `owner-${Date.now()}@example.com`, 'a long secret', 'Owner');
    await page.getByTestId('rooms-page').waitFor();
    const token = await accessToken(page);
    const slug = `moving-${Date.now().toString(36)}`;
    const { createRoom } = await gql<{ createRoom: { id: string } }>(
      'mutation($input: CreateRoomInput!) { createRoom(input: $input) { id } }',
      { input: { name: 'Moving Room', slug } },
      token,
    );
    const joins: string[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('mutation JoinRoom')) joins.push(request.url());
    });
    await page.goto(`${session.product.webPlayerUrl}/rooms/${slug}`);
    await page.getByTestId('room-page').waitFor();
    await expect.poll(() => joins.length).toBe(1);

    await gql('mutation($id: ID!, $input: UpdateRoomInput!) { updateRoom(id: $id, input: $input) { slug } }', { id: createRoom.id, input: { slug: `${slug}-new` } }, token);
    await page.waitForURL(`**/rooms/${slug}-new`);
    expect(await page.getByTestId('room-page').getAttribute('data-slug')).toBe(`${slug}-new`);
    expect(joins).toHaveLength(1); // the address followed; the connection stayed

    await gql('mutation($id: ID!) { resetRoom(id: $id) { id } }', { id: createRoom.id }, token);
    await expect.poll(() => joins.length, { timeout: 5_000 }).toBe(2);
    await page.getByTestId('room-page').waitFor();
  });
});

