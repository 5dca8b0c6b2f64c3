/**
 * The room's controls in real browsers against the real product (issue 12): the seats and the song agree when a DJ
 * leaves mid-song, actions say what they did, kicks and bans are confirmed with a duration and can be lifted, only
 * someone who outranks a user may moderate them, mentions read as names, song cards, sharing the song, the chat on
 * a phone, the vote buttons' contrast, and player problems told in translated words.
 */
import type { Page, Route } from 'playwright-core';
import { gatewayRequest, productInBrowser, signInThroughForm } from '@backspin/platform/testing/browser';
import { describe, expect, it } from 'vitest';

const DEMO_SONG = '00000000-0000-4000-8000-000000000101';
const DEMO_SONG_2 = '00000000-0000-4000-8000-000000000102';
const PASSWORD = 'a long secret';

const session = productInBrowser();

const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

interface Account {
  id: string;
  token: string;
  email: string;
  displayName: string;
}

let made = 0;
async function account(displayName: string): Promise<Account> {
  made += 1;
  const email = `${displayName.toLowerCase().replace(/\W+/g, '-')}-${made}-${Date.now()}@example.com`;
  const { signUp } = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
    'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }',
    { input: { email, password: PASSWORD, displayName } },
  );
  return { id: signUp.user.id, token: signUp.accessToken, email, displayName };
}

async function createRoom(owner: Account, name: string): Promise<{ id: string; slug: string }> {
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  const { createRoom } = await gql<{ createRoom: { id: string } }>(
    'mutation($input: CreateRoomInput!) { createRoom(input: $input) { id } }',
    { input: { name, slug, numberOfDjs: 3 } },
    owner.token,
  );
  return { id: createRoom.id, slug };
}

const queue = (who: Account, songIds: string[]) =>
  gql('mutation($ids: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $ids) { crate { id } } }', { ids: songIds }, who.token);

/** Opens the room as this user, signing in through the form. */
async function enter(who: Account, slug: string, before?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await session.open(`${session.product.webPlayerUrl}/rooms/${slug}`);
  await before?.(page);
  await signInThroughForm(page, who.email, PASSWORD);
  await page.getByTestId('room-page').waitFor();
  return page;
}

const listener = (page: Page, userId: string) => page.locator(`[data-testid="listener"][data-user-id="${userId}"]`);

describe('DJ seats and the playing song', () => {
  it('agree in every state when the DJ leaves mid-song; "Leave after this song" and "Add to likes" say what they did', async () => {
    const [first, second, fan] = [await account('First Dj'), await account('Second Dj'), await account('Fan')];
    const room = await createRoom(first, 'Two Decks');
    await queue(first, [DEMO_SONG]);
    await queue(second, [DEMO_SONG_2]);
    const a = await enter(first, room.slug);
    const b = await enter(second, room.slug);
    const f = await enter(fan, room.slug);

    await a.getByTestId('take-seat').click();
    await f.locator(`[data-testid="now-playing-dj"][data-user-id="${first.id}"]`).waitFor();
    await b.getByTestId('take-seat').click();
    await f.locator(`[data-testid="dj-seat"][data-user-id="${second.id}"]`).waitFor();

    // The fan's page remembers every moment where the spinning seat and "Played by" named different people.
    await f.evaluate(() => {
      const seen: [string | null, string | null][] = [];
      const check = () => {
        const seat = document.querySelector('[data-testid="dj-seat"][data-current="true"]')?.getAttribute('data-user-id') ?? null;
        const playedBy = document.querySelector('[data-testid="now-playing-dj"]')?.getAttribute('data-user-id') ?? null;
        if (seat !== playedBy) seen.push([seat, playedBy]);
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
      (window as unknown as { __disagreements: typeof seen }).__disagreements = seen;
    });

    // The fan likes the song: told so.
    await f.getByTestId('like-song').click();
    await f.locator('[data-testid="vote-status"]', { hasText: 'Added to your likes.' }).waitFor();
    expect(await f.getByTestId('like-song').getAttribute('aria-pressed')).toBe('true');

    // The first DJ asks to leave after the song: told so, and the button shows it is done.
    await a.getByTestId('leave-after-song').click();
    await a.locator('[data-testid="stage-status"]', { hasText: 'You will leave your DJ seat when this song ends.' }).waitFor();
    expect(await a.getByTestId('leave-after-song').getAttribute('aria-pressed')).toBe('true');

    // Then leaves at once: the second DJ spins, on the only seat taken, for everyone.
    await a.getByTestId('leave-seat').click();
    await f.locator(`[data-testid="now-playing-dj"][data-user-id="${second.id}"]`).waitFor();
    const taken = f.locator('[data-testid="dj-seat"]:not([data-user-id=""])');
    await expect.poll(() => taken.count()).toBe(1);
    expect(await f.locator('[data-testid="dj-seat"][data-current="true"]').getAttribute('data-user-id')).toBe(second.id);
    expect(await f.locator('[data-testid="now-playing-dj"]').textContent()).toContain('Second Dj');
    expect(await f.evaluate(() => (window as unknown as { __disagreements: unknown[] }).__disagreements)).toEqual([]);
  }, 90_000);
});

describe('moderation', () => {
  it('never offers "Moderate" on the owner to a room moderator, but does on a listener', async () => {
    const [owner, moderator, fan] = [await account('Owner'), await account('Mod'), await account('Listener')];
    const room = await createRoom(owner, 'Ranks');
    await gql('mutation($input: GrantRoomRoleInput!) { grantRoomRole(input: $input) { userId } }', { input: { roomId: room.id, userId: moderator.id, role: 'moderator' } }, owner.token);
    await enter(owner, room.slug);
    await enter(fan, room.slug);
    const m = await enter(moderator, room.slug);
    await listener(m, fan.id).waitFor();
    await listener(m, owner.id).waitFor();
    await listener(m, fan.id).getByTestId('moderate-user').waitFor();
    expect(await listener(m, owner.id).getByTestId('moderate-user').count()).toBe(0);
    expect(await listener(m, moderator.id).getByTestId('moderate-user').count()).toBe(0);
  });

  it('asks before a kick or a ban and for how long; staff see who is kicked or banned and lift it', async () => {
    const [owner, moderator, fan] = [await account('Host'), await account('Helper'), await account('Rowdy')];
    const room = await createRoom(owner, 'Doorway');
    await gql('mutation($input: GrantRoomRoleInput!) { grantRoomRole(input: $input) { userId } }', { input: { roomId: room.id, userId: moderator.id, role: 'moderator' } }, owner.token);
    const o = await enter(owner, room.slug);
    const m = await enter(moderator, room.slug);
    const f = await enter(fan, room.slug);
    const moderate = listener(o, fan.id).getByTestId('moderate-user');
    await moderate.locator('summary').click();

    // A kick asks first; cancelling does nothing.
    await moderate.getByTestId('kick-user').click();
    const confirm = moderate.getByTestId('moderation-confirm');
    expect(await confirm.getAttribute('data-kind')).toBe('kick');
    expect(await confirm.getByTestId('moderation-duration').locator('option').allTextContents()).toEqual(['15 minutes', '1 hour', '1 day', '7 days']);
    await confirm.getByTestId('moderation-cancel').click();
    await confirm.waitFor({ state: 'detached' });
    expect(await f.getByTestId('room-page').isVisible()).toBe(true);

    // Kicked for an hour: the listener is told until when; staff see it, and lift it.
    const before = Date.now();
    await moderate.getByTestId('kick-user').click();
    await confirm.getByTestId('moderation-duration').selectOption({ label: '1 hour' });
    await confirm.getByTestId('moderation-confirm-button').click();
    await f.getByTestId('room-removed').waitFor();
    expect(await f.getByTestId('room-removed').getAttribute('data-kind')).toBe('KICKED');
    const kicked = (page: Page) => page.locator(`[data-testid="restricted-user"][data-user-id="${fan.id}"][data-role="kicked"]`);
    await kicked(o).waitFor();
    await kicked(m).waitFor();
    const { roomUserRole } = await gql<{ roomUserRole: { grants: { role: string; expirationTime: string | null }[] } }>(
      'query($u: ID!, $r: ID!) { roomUserRole(userId: $u, roomId: $r) { grants { role expirationTime } } }',
      { u: fan.id, r: room.id },
      owner.token,
    );
    const until = Date.parse(roomUserRole.grants.find((g) => g.role === 'kicked')!.expirationTime!);
    expect(until - before).toBeGreaterThan(55 * 60_000);
    expect(until - before).toBeLessThan(65 * 60_000);
    await kicked(o).getByTestId('lift-restriction').click();
    await kicked(o).waitFor({ state: 'detached' });
    await f.reload();
    await f.getByTestId('room-page').waitFor();

    // Banned until lifted: the same.
    await listener(o, fan.id).waitFor();
    await moderate.locator('summary').click();
    await moderate.getByTestId('ban-user').click();
    expect(await confirm.getAttribute('data-kind')).toBe('ban');
    await confirm.getByTestId('moderation-duration').selectOption({ label: 'Until lifted' });
    await confirm.getByTestId('moderation-confirm-button').click();
    await f.getByTestId('room-removed').waitFor();
    expect(await f.getByTestId('room-removed').getAttribute('data-kind')).toBe('BANNED');
    const banned = o.locator(`[data-testid="restricted-user"][data-user-id="${fan.id}"][data-role="banned"]`);
    await banned.waitFor();
    expect(await banned.textContent()).toContain('until lifted');
    await banned.getByTestId('lift-restriction').click();
    await banned.waitFor({ state: 'detached' });
    await f.reload();
    await f.getByTestId('room-page').waitFor();
  }, 90_000);
});

describe('chat', () => {
  it('shows a picked mention as the name and sends the mention; a link card shows the song; the song playing is shared', async () => {
    const [dj, fan] = [await account('Marisol Vega'), await account('Chatter')];
    const room = await createRoom(dj, 'Chat Corner');
    // A catalogue song on Spotify, with its art: its link in a message becomes its card.
    const library = (
      session.product as unknown as {
        subgraphs: ReadonlyMap<string, { db: { em: { fork(): unknown } }; services: { songs: { upsertCatalogEntry(em: unknown, input: Record<string, unknown>): Promise<{ id: string }> } } }>;
      }
    ).subgraphs.get('library')!;
    const spotifyId = '4uLU6hMCjMI75M1A2tKUQC';
    const art = `${session.product.webPlayerUrl}/lighthouse-art.jpg`;
    await library.services.songs.upsertCatalogEntry(library.db.em.fork(), {
      trackName: 'Lighthouse Frequencies',
      artistName: 'The Signal Keepers',
      duration: 200,
      status: 'VERIFIED',
      musicProviders: { spotify: spotifyId },
      thumbnails: { spotify: art },
    });
    await queue(dj, [DEMO_SONG]);
    const d = await enter(dj, room.slug);
    await d.getByTestId('take-seat').click();
    const f = await enter(fan, room.slug);
    await listener(f, dj.id).waitFor();

    // "@Mari" offers the DJ; picking shows the name, not the marker; the message sent mentions them.
    const input = f.getByTestId('chat-input');
    await input.click();
    await input.pressSequentially('Hi @Mari');
    await f.locator(`[data-testid="chat-mention-option"][data-user-id="${dj.id}"]`).click();
    expect(await input.inputValue()).toBe('Hi @Marisol Vega ');
    await input.pressSequentially('welcome');
    await input.press('Enter');
    const mentioned = d.locator('[data-testid="chat-message"][data-mentions-me="true"]');
    await mentioned.waitFor();
    expect(await mentioned.locator(`.chat-mention[data-user-id="${dj.id}"]`).textContent()).toBe('@Marisol Vega');
    expect(await mentioned.getByTestId('chat-message-text').textContent()).toBe('Hi @Marisol Vega welcome');

    // A Spotify link the server resolves: the card shows the title, the artist and the art.
    await input.fill(`listen https://open.spotify.com/track/${spotifyId}`);
    await input.press('Enter');
    const card = d.locator('[data-testid="chat-song"]', { hasText: 'Lighthouse Frequencies' });
    await card.waitFor();
    expect(await card.locator('.chat-song-meta').textContent()).toContain('The Signal Keepers');
    expect(await card.locator('img.chat-song-art').getAttribute('src')).toBe(art);

    // The song playing, shared to the chat by a listener: told so, and everyone reads it.
    await f.getByTestId('share-song').click();
    await f.locator('[data-testid="share-song-status"]', { hasText: 'Shared in the chat.' }).waitFor();
    await d.locator('[data-testid="chat-message"]', { hasText: 'Now playing: Harbour Lights at Dawn by The Paper Lanterns' }).waitFor();

    // Spec 3, §5: a gif alone goes with its link as media, so the server takes it; an uploaded picture alone asks for words.
    const gif = `${session.product.webPlayerUrl}/dancing.gif`;
    await f.getByTestId('chat-gif').click();
    await f.getByTestId('chat-gif-input').fill(gif);
    await f.getByTestId('chat-send').click();
    // Attached, not visible: the link leads nowhere here, and a picture that fails to load is hidden.
    await d.locator(`[data-testid="chat-message"] img[src="${gif}"]`).waitFor({ state: 'attached' });
    await f.locator('input[type="file"][accept^="image/"]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') });
    await f.getByTestId('chat-send').click();
    await f.locator('[data-testid="chat-error"]', { hasText: 'Add a few words to send a picture.' }).waitFor();
  }, 90_000);

  it('is one tap away on a phone, without scrolling past the room', async () => {
    const [owner, fan] = [await account('Phone Host'), await account('Phone Fan')];
    const room = await createRoom(owner, 'Pocket Room');
    const f = await enter(fan, room.slug);
    await f.setViewportSize({ width: 360, height: 740 });
    const tab = f.getByTestId('view-chat');
    const inView = async (testId: string) => {
      const box = await f.getByTestId(testId).boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 740;
    };
    expect(await inView('view-chat')).toBe(true);
    await tab.click();
    expect(await inView('chat-input')).toBe(true);
    expect(await inView('view-room')).toBe(true);
    expect(await f.getByTestId('room-player').isVisible()).toBe(false);
    await f.getByTestId('view-room').click();
    await f.getByTestId('room-player').waitFor();
    expect(await f.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

/** WCAG 2 contrast ratio of an element's text against what is behind it (opacity and translucent layers composed). */
async function contrastOf(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = /rgba?\(([^)]+)\)/.exec(value)![1]!.split(/[ ,/]+/).filter(Boolean).map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    // What is behind the element: its ancestors' backgrounds, nearest first, down to the first opaque one, on white.
    const layers: Rgba[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    const behind = layers.reverse().reduce<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    // The element's own background and its text are seen through its opacity.
    const style = getComputedStyle(element);
    const opacity = Number(style.opacity);
    const own = parse(style.backgroundColor);
    const background = over([own[0], own[1], own[2], own[3] * opacity], behind);
    const text = parse(style.color);
    const foreground = over([text[0], text[1], text[2], text[3] * opacity], background);
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((c) => c / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  });
}

describe('the vote buttons', () => {
  it('have text at least 4.5:1 against their background: usable, chosen and unavailable', async () => {
    const [dj, fan] = [await account('Contrast Dj'), await account('Contrast Fan')];
    const room = await createRoom(dj, 'Contrast');
    await queue(dj, [DEMO_SONG]);
    const d = await enter(dj, room.slug);
    const f = await enter(fan, room.slug);
    // Nothing plays yet: the buttons are unavailable.
    expect(await f.getByTestId('vote-up').isDisabled()).toBe(true);
    for (const id of ['vote-up', 'vote-down']) expect(await contrastOf(f, id), `${id} unavailable`).toBeGreaterThanOrEqual(4.5);
    await d.getByTestId('take-seat').click();
    await f.locator('[data-testid="vote-up"]:not([disabled])').waitFor();
    for (const id of ['vote-up', 'vote-down']) expect(await contrastOf(f, id), id).toBeGreaterThanOrEqual(4.5);
    await f.getByTestId('vote-up').click();
    await f.locator('[data-testid="vote-up"][aria-pressed="true"]').waitFor();
    expect(await contrastOf(f, 'vote-up'), 'chosen').toBeGreaterThanOrEqual(4.5);
  });
});

describe('the player', () => {
  /** Answers the song query as if the song had only these sources (a song this player cannot, or fails to, play). */
  const songWithSources = (sources: { streamUrls: unknown[]; musicProviders: unknown[] }) => async (page: Page) => {
    await page.route('**/graphql', async (route: Route) => {
      if (!(route.request().postData() ?? '').includes('query PlaybackSong(')) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { song?: Record<string, unknown> | null } };
      if (body.data?.song) Object.assign(body.data.song, sources);
      await route.fulfill({ response, json: body });
    });
  };

  it('tells in translated words that a song has no playable source, never the internal message', async () => {
    const [dj, fan] = [await account('Source Dj'), await account('Source Fan')];
    const room = await createRoom(dj, 'No Source');
    await queue(dj, [DEMO_SONG]);
    const d = await enter(dj, room.slug);
    await d.getByTestId('take-seat').click();
    const f = await enter(fan, room.slug, songWithSources({ streamUrls: [], musicProviders: [{ provider: 'spotify', id: '4uLU6hMCjMI75M1A2tKUQC' }] }));
    await f.locator('[data-testid="room-player"][data-state="unavailable"]').waitFor();
    const notice = f.getByTestId('player-unavailable');
    expect(await notice.textContent()).toBe('This song has no source you can listen to here, so it stays silent for you until the next song.');
    expect(await f.getByTestId('room-player').textContent()).not.toMatch(/Missing|Unknown provider|configuration-value/);
    await f.getByTestId('lang-es').click();
    await expect.poll(() => notice.textContent()).toBe('Esta canción no tiene ninguna fuente que puedas escuchar aquí, así que no la oirás hasta la siguiente.');
  });

  it('shows a failed stream as a translated sentence (the details go to the console)', async () => {
    const [dj, fan] = [await account('Broken Dj'), await account('Broken Fan')];
    const room = await createRoom(dj, 'Broken Stream');
    await queue(dj, [DEMO_SONG]);
    const d = await enter(dj, room.slug);
    await d.getByTestId('take-seat').click();
    const f = await enter(
      fan,
      room.slug,
      // The bridge (a source the page's Content Security Policy allows) has no such stream: the manifest cannot load.
      songWithSources({ streamUrls: [{ provider: 'uploadService', kind: 'hls', url: `${session.product.restBridgeUrl}/no-such-stream/playlist.m3u8` }], musicProviders: [] }),
    );
    await f.locator('[data-testid="room-player"][data-state="error"]').waitFor({ timeout: 30_000 });
    expect(await f.getByTestId('player-error').textContent()).toBe("This song can't be played here.");
    await f.getByTestId('lang-es').click();
    await expect.poll(() => f.getByTestId('player-error').textContent()).not.toBe("This song can't be played here.");
    expect(await f.getByTestId('player-error').textContent()).not.toMatch(/Missing|hls|manifest/i);
  }, 60_000);
});
