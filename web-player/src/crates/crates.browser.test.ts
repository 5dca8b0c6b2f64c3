/**
 * The queue and crates screens in a real browser against the real product (gateway, subgraphs, a fresh database
 * with demo data), Spotify answered by the library's local fake. Debian's Chromium, driven by playwright-core.
 */
import type { Page, Route } from 'playwright-core';
import { gatewayRequest, productInBrowser, signInThroughForm, typeInOneBurst } from '@backspin/test-kit/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LISTENER = { email: 'listener@backspin.local', password: 'backspin-listener' };
const demoSongId = (n: number) => `00000000-0000-4000-8000-${(0x100 + n).toString(16).padStart(12, '0')}`;
const VELVET = demoSongId(2); // "Velvet Static"
const HARBOUR = demoSongId(1); // "Harbour Lights at Dawn"
const CONCRETE = demoSongId(3); // "Concrete Garden"

/** What the test needs of the library's Spotify fake (loaded at run time: the app's tsconfig stays browser-only). */
interface SpotifyFake {
  tracks: Map<string, unknown>;
  server: { override(match: (request: { path: string }) => boolean, reply: { hang: true }, times?: number): void };
  env(): Record<string, string>;
  close(): Promise<void>;
}
const spotifyId = (name: string) => name.padEnd(22, '0');
let spotify: SpotifyFake;
const savedEnv = { ...process.env };

// Registered before productInBrowser's own beforeAll, so the product starts with Spotify pointed at the fake.
beforeAll(async () => {
  const module: string = '@backspin/library/providers/fakes/spotify.fake';
  const { FakeSpotify } = (await import(module)) as { FakeSpotify: { start(options: object): Promise<SpotifyFake> } };
  spotify = await FakeSpotify.start({
    tracks: [
      { id: spotifyId('lanternone'), name: 'Lantern Waltz', artists: ['Juniper Row'], durationMs: 181_000, isrc: 'QZFR12600001' },
      { id: spotifyId('lanterntwo'), name: 'Lantern Reprise', artists: ['Juniper Row'], durationMs: 192_000, isrc: 'QZFR12600002' },
      { id: spotifyId('mixone'), name: 'Mix One', artists: ['Tape Deck'], durationMs: 200_000 },
    ],
  });
  Object.assign(process.env, spotify.env(), { JOB_POLL_INTERVAL_MS: '100' });
});
afterAll(async () => {
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
  await spotify?.close();
});

const session = productInBrowser();

async function openSignedIn(path: string): Promise<Page> {
  const page = await session.open(`${session.product.webPlayerUrl}${path}`);
  await signInThroughForm(page, LISTENER.email, LISTENER.password);
  return page;
}

/** Talks to the gateway directly, as another device of the same user would. */
const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

let token: string | undefined;
async function listenerToken(): Promise<string> {
  token ??= (
    await gql<{ login: { accessToken: string } }>('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: LISTENER,
    })
  ).login.accessToken;
  return token;
}

async function serverQueue(): Promise<string[]> {
  const data = await gql<{ specialCrate: { songs: { songId: string }[] } }>(
    '{ specialCrate(kind: QUEUE) { songs { songId } } }',
    {},
    await listenerToken(),
  );
  return data.specialCrate.songs.map((song) => song.songId);
}

/** Sets the queue through the gateway (each test starts from a known queue, whatever the previous one left). */
async function resetQueue(songIds: string[]): Promise<void> {
  const auth = await listenerToken();
  await gql('mutation { clearCrate(crate: { special: QUEUE }) { id } }', {}, auth);
  if (songIds.length) {
    await gql('mutation($ids: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $ids) { crate { id } } }', { ids: songIds }, auth);
  }
}

const queueSongIds = (page: Page) =>
  page.getByTestId('queue-song').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-song-id') ?? ''));

/** Waits until the queue as shown has exactly these songs, in this order, none of them still being sent. */
async function queueShows(page: Page, songIds: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const rows = [...document.querySelectorAll('[data-testid="queue-song"]')];
      return (
        rows.map((row) => row.getAttribute('data-song-id')).join(',') === expected.join(',') &&
        rows.every((row) => row.getAttribute('data-pending') === 'false')
      );
    },
    songIds,
  );
}

/** Waits until dnd-kit's live region says `text`. */
async function dndSays(page: Page, text: string): Promise<void> {
  try {
    await page.waitForFunction((expected) => document.querySelector('[id^="DndLiveRegion"]')?.textContent === expected, text);
  } catch (error) {
    const said = await page.evaluate(() => document.querySelector('[id^="DndLiveRegion"]')?.textContent);
    throw new Error(`dnd-kit said ${JSON.stringify(said)}, not ${JSON.stringify(text)}`, { cause: error });
  }
}

async function searchAndAdd(page: Page, input: string, term: string, title: string): Promise<void> {
  await page.getByTestId(input).fill(term);
  const result = page.getByTestId('search-result').filter({ hasText: title });
  await result.getByTestId('search-add').click();
  await result.getByTestId('search-add').and(page.locator(':disabled')).waitFor();
}

/** Holds the next gateway request whose body contains `marker` until `release()` (the server is "slow"). */
async function holdNext(page: Page, marker: string): Promise<{ held: Promise<void>; release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldResolve!: () => void;
  const held = new Promise<void>((resolve) => (heldResolve = resolve));
  const url = session.product.gatewayUrl;
  let done = false;
  const handler = async (route: Route) => {
    if (done || !(route.request().postData() ?? '').includes(marker)) return route.continue();
    done = true;
    heldResolve();
    await released;
    await route.continue().catch(() => undefined); // the page may have closed meanwhile
  };
  await page.route(url, handler);
  return {
    held,
    async release() {
      release();
      await page.unroute(url, handler);
    },
  };
}

describe('queue and crates', () => {
  it('searches (debounced, empty shows nothing), adds to the queue, reorders with the keyboard, removes', async () => {
    const page = await openSignedIn('/crates');
    await page.getByTestId('queue-empty').waitFor();

    // One search request for a word typed quickly: the input is debounced (300 ms).
    const searches: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().startsWith(session.product.gatewayUrl) && body.includes('query SongSearch')) searches.push(body);
    });
    await typeInOneBurst(page.getByTestId('queue-search-input'), 'velvet');
    const velvet = page.getByTestId('search-result').filter({ hasText: 'Velvet Static' });
    await velvet.waitFor();
    expect(searches).toHaveLength(1);
    expect(JSON.parse(searches[0]!).variables.q).toBe('velvet');
    expect(await velvet.getAttribute('data-source')).toBe('catalogue');
    // An empty term shows nothing.
    await page.getByTestId('queue-search-input').fill('  ');
    expect(await page.getByTestId('search-result').count()).toBe(0);

    await searchAndAdd(page, 'queue-search-input', 'velvet', 'Velvet Static');
    await queueShows(page, [VELVET]);
    // The same-song rule: the result now says it is in the queue.
    expect(await velvet.getByTestId('search-add').textContent()).toBe('Added');
    await searchAndAdd(page, 'queue-search-input', 'harbour', 'Harbour Lights at Dawn');
    await searchAndAdd(page, 'queue-search-input', 'concrete', 'Concrete Garden');
    await queueShows(page, [VELVET, HARBOUR, CONCRETE]);
    expect(await serverQueue()).toEqual([VELVET, HARBOUR, CONCRETE]);
    expect(await page.getByTestId('queue-summary').textContent()).toContain('3 songs');

    // Keyboard: "move down" twice on the first song, focus staying on the button, each move announced.
    const velvetRow = page.locator(`[data-testid="queue-song"][data-song-id="${VELVET}"]`);
    await velvetRow.getByTestId('queue-move-down').focus();
    await page.keyboard.press('Enter');
    await queueShows(page, [HARBOUR, VELVET, CONCRETE]);
    expect(await page.getByTestId('queue-announcement').textContent()).toBe('Moved “Velvet Static” to position 2 of 3.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('queue-move-down');
    await page.keyboard.press('Enter');
    await queueShows(page, [HARBOUR, CONCRETE, VELVET]);
    expect(await page.getByTestId('queue-announcement').textContent()).toBe('Moved “Velvet Static” to position 3 of 3.');
    // At the bottom "move down" is disabled: focus went to "move up" of the same song.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('queue-move-up');
    await expect.poll(serverQueue).toEqual([HARBOUR, CONCRETE, VELVET]);

    // Keyboard drag (dnd-kit's keyboard sensor): pick up with space, one up with the arrow, drop with space.
    await velvetRow.scrollIntoViewIfNeeded();
    await velvetRow.getByTestId('queue-drag-handle').focus();
    await page.keyboard.press('Space');
    await velvetRow.locator('[data-testid="queue-drag-handle"][aria-pressed="true"]').waitFor();
    await page.keyboard.press('ArrowUp');
    await dndSays(page, '“Velvet Static” is over position 2 of 3.');
    await page.keyboard.press('Space');
    await queueShows(page, [HARBOUR, VELVET, CONCRETE]);
    expect(await page.getByTestId('queue-announcement').textContent()).toBe('Moved “Velvet Static” to position 2 of 3.');
    await expect.poll(serverQueue).toEqual([HARBOUR, VELVET, CONCRETE]);

    // Remove.
    await page.locator(`[data-testid="queue-song"][data-song-id="${CONCRETE}"]`).getByTestId('queue-remove').click();
    await queueShows(page, [HARBOUR, VELVET]);
    await expect.poll(serverQueue).toEqual([HARBOUR, VELVET]);
    expect(await page.getByTestId('queue-announcement').textContent()).toBe('Removed “Concrete Garden”.');

    // After a reload the queue is as the server has it.
    await page.reload();
    await queueShows(page, [HARBOUR, VELVET]);
    expect(await queueSongIds(page)).toEqual([HARBOUR, VELVET]);
  });

  it('rolls a move back when the server refuses it, and shows why', async () => {
    await resetQueue([HARBOUR, VELVET]);
    const page = await openSignedIn('/crates');
    await queueShows(page, [HARBOUR, VELVET]);
    const hold = await holdNext(page, 'mutation MoveCrateSong');
    await page.locator(`[data-testid="queue-song"][data-song-id="${VELVET}"]`).getByTestId('queue-move-up').click();
    await hold.held;
    // Shown at once, before the server answers.
    expect(await queueSongIds(page)).toEqual([VELVET, HARBOUR]);
    // Meanwhile another device takes Velvet Static out of the queue: the move is refused (not found).
    const { specialCrate } = await gql<{ specialCrate: { songs: { id: string; songId: string }[] } }>(
      '{ specialCrate(kind: QUEUE) { songs { id songId } } }',
      {},
      await listenerToken(),
    );
    const velvetCrateSong = specialCrate.songs.find((song) => song.songId === VELVET)!.id;
    await gql(
      'mutation($id: ID!) { removeCrateSong(crate: { special: QUEUE }, crateSongId: $id) { id } }',
      { id: velvetCrateSong },
      await listenerToken(),
    );
    await hold.release();
    await page.getByTestId('queue-error').waitFor();
    expect(await page.getByTestId('queue-error').textContent()).toBe('Crate song not found in this crate');
    // Rolled back, then shown as the server has it.
    await queueShows(page, [HARBOUR]);
  });

  it('creates, renames (a refused rename rolls back), opens and fills a crate, replaces the queue from it, deletes', async () => {
    await resetQueue([HARBOUR]);
    const page = await openSignedIn('/crates');
    await page.getByTestId('crates-empty').waitFor();
    // The default name (spec: "New Playlist #" and the lowest unused number).
    expect(await page.getByTestId('crate-name-input').getAttribute('placeholder')).toBe('New Playlist #1');
    await page.getByTestId('crate-create').click();
    const rows = page.getByTestId('crate-row');
    await rows.filter({ hasText: 'New Playlist #1' }).waitFor();
    await page.getByTestId('crate-create').click();
    await rows.filter({ hasText: 'New Playlist #2' }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="crate-row"]')].every((row) => !row.getAttribute('data-crate-id')?.startsWith('pending:')),
    );
    expect(await rows.getByTestId('crate-name').allTextContents()).toEqual(['New Playlist #2', 'New Playlist #1']);

    // Rename with the keyboard.
    const first = rows.filter({ hasText: 'New Playlist #1' });
    const crateId = (await first.getAttribute('data-crate-id'))!;
    const row = page.locator(`[data-testid="crate-row"][data-crate-id="${crateId}"]`);
    await row.getByTestId('crate-rename').click();
    await row.getByTestId('crate-rename-input').fill('Road trip');
    await page.keyboard.press('Enter');
    await row.getByTestId('crate-name').filter({ hasText: 'Road trip' }).waitFor();
    await expect
      .poll(async () => (await gql<{ crate: { crateName: string } }>('query($id: ID!) { crate(id: $id) { crateName } }', { id: crateId }, await listenerToken())).crate.crateName)
      .toBe('Road trip');
    // Focus went back to the rename button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('crate-rename');

    // A name the server refuses: shown at once, rolled back when refused, with the server's message.
    const hold = await holdNext(page, 'mutation UpdateCrate');
    await row.getByTestId('crate-rename').click();
    await row.getByTestId('crate-rename-input').fill('default');
    await page.keyboard.press('Enter');
    await hold.held;
    expect(await row.getByTestId('crate-name').textContent()).toBe('default');
    await hold.release();
    await page.getByTestId('crates-error').waitFor();
    expect(await page.getByTestId('crates-error').textContent()).toBe(
      'CrateName "default" and "tt-stars" are reserved for the queue and the likes list',
    );
    expect(await row.getByTestId('crate-name').textContent()).toBe('Road trip');

    // Open it and add two songs with its search.
    await row.getByTestId('crate-name').click();
    await page.getByTestId('crate-page').waitFor();
    expect(await page.getByTestId('crate-title').textContent()).toBe('Road trip');
    await searchAndAdd(page, 'crate-search-input', 'slow orbit', 'Slow Orbit');
    await searchAndAdd(page, 'crate-search-input', 'ferry', 'Ferry to Nowhere');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="crate-song"][data-pending="false"]').length === 2);
    // Reorder here too, with "move up".
    await page.locator(`[data-testid="crate-song"][data-song-id="${demoSongId(5)}"]`).getByTestId('crate-move-up').click();
    await page.waitForFunction(
      (expected) =>
        [...document.querySelectorAll('[data-testid="crate-song"]')].map((r) => r.getAttribute('data-song-id')).join(',') === expected,
      [demoSongId(5), demoSongId(4)].join(','),
    );

    // Queue songs from here: "add to queue" puts one last, "play next" first (moving it there if already queued).
    const slowOrbit = page.locator(`[data-testid="crate-song"][data-song-id="${demoSongId(4)}"]`);
    const ferry = page.locator(`[data-testid="crate-song"][data-song-id="${demoSongId(5)}"]`);
    await slowOrbit.getByTestId('crate-song-add-to-queue').click();
    await page.getByTestId('crate-status').filter({ hasText: 'Added “Slow Orbit” to your queue.' }).waitFor();
    await ferry.getByTestId('crate-song-play-next').click();
    await page.getByTestId('crate-status').filter({ hasText: '“Ferry to Nowhere” plays next from your queue.' }).waitFor();
    expect(await serverQueue()).toEqual([demoSongId(5), HARBOUR, demoSongId(4)]);
    await slowOrbit.getByTestId('crate-song-play-next').click();
    await page.getByTestId('crate-status').filter({ hasText: '“Slow Orbit” plays next from your queue.' }).waitFor();
    expect(await serverQueue()).toEqual([demoSongId(4), demoSongId(5), HARBOUR]);

    // Back to the list: replace the queue with "Road trip" (asked twice).
    await page.getByTestId('crate-back').click();
    await page.getByTestId('crates-page').waitFor();
    await page.getByTestId('queue-replace-select').selectOption(crateId);
    await page.getByTestId('queue-replace').click();
    await page.getByTestId('queue-replace-confirm').click();
    await queueShows(page, [demoSongId(5), demoSongId(4)]);
    expect(await serverQueue()).toEqual([demoSongId(5), demoSongId(4)]);

    // Shuffle: the server picks the order, the list shows it.
    await page.getByTestId('queue-shuffle').click();
    await page.getByTestId('queue-status').filter({ hasText: 'Your queue was shuffled.' }).waitFor();
    await queueShows(page, await serverQueue());
    expect([...(await queueSongIds(page))].sort()).toEqual([demoSongId(4), demoSongId(5)]);

    // Delete the other crate (asked twice).
    const second = rows.filter({ hasText: 'New Playlist #2' });
    await second.getByTestId('crate-delete').click();
    await second.getByTestId('crate-delete-confirm').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="crate-row"]').length === 1);
    const serverCrates = async () =>
      (await gql<{ myCrates: { crateName: string; kind: string }[] }>('{ myCrates { crateName kind } }', {}, await listenerToken())).myCrates
        .filter((crate) => crate.kind === 'REGULAR')
        .map((crate) => crate.crateName);
    await expect.poll(serverCrates).toEqual(['Road trip']);
    // The next default name is the lowest unused number again.
    expect(await page.getByTestId('crate-name-input').getAttribute('placeholder')).toBe('New Playlist #1');

    // Clear the queue (asked twice).
    await page.getByTestId('queue-clear').click();
    await page.getByTestId('queue-clear-confirm').click();
    await page.getByTestId('queue-empty').waitFor();
    await expect.poll(serverQueue).toEqual([]);
  });

  it('imports provider tracks into the queue, filters results by source, and shows the import messages', async () => {
    await resetQueue([]);
    const page = await openSignedIn('/crates');
    await page.getByTestId('queue-empty').waitFor();
    await page.getByTestId('queue-search-input').fill('lantern');
    const spotifyResult = page.locator('[data-testid="search-result"][data-source="spotify"]');
    await spotifyResult.first().waitFor();
    // Tabs per source: the catalogue (a demo song by The Paper Lanterns) and Spotify.
    expect(await page.getByTestId('search-source').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-source')))).toEqual([
      'all',
      'catalogue',
      'spotify',
    ]);
    await page.locator('[data-testid="search-source"][data-source="spotify"]').click();
    expect(
      await page.getByTestId('search-result').evaluateAll((results) => [...new Set(results.map((r) => r.getAttribute('data-source')))]),
    ).toEqual(['spotify']);

    // A Spotify track is imported, then added.
    await spotifyResult.filter({ hasText: 'Lantern Waltz' }).getByTestId('search-add').click();
    await page.locator('[data-testid="queue-song"][data-pending="false"]').filter({ hasText: 'Lantern Waltz' }).waitFor();
    // Imported, it comes back from the catalogue, no longer from Spotify.
    await spotifyResult.filter({ hasText: 'Lantern Waltz' }).waitFor({ state: 'detached' });

    // Spotify no longer has the other one: the import fails with the spec's message, the optimistic row goes.
    spotify.tracks.delete(spotifyId('lanterntwo'));
    await page.locator('[data-testid="search-source"][data-source="spotify"]').click();
    await spotifyResult.filter({ hasText: 'Lantern Reprise' }).getByTestId('search-add').click();
    await page.getByTestId('search-add-error').waitFor();
    expect(await page.getByTestId('search-add-error').textContent()).toBe("Sorry, this song is not in our catalog and can't be imported.");
    expect(await page.getByTestId('queue-song').filter({ hasText: 'Lantern Reprise' }).count()).toBe(0);
    expect(await page.getByTestId('queue-song').count()).toBe(1);
  });

  it('imports a playlist, shows its status and polls while it is in progress', async () => {
    const page = await openSignedIn('/crates');
    await page.getByTestId('crate-import-input').waitFor();
    // A line that is not a track is refused before anything is sent.
    await page.getByTestId('crate-import-input').fill('not a track');
    await page.getByTestId('crate-import-submit').click();
    expect(await page.getByTestId('crate-import-error').textContent()).toBe('These lines are not tracks that can be imported: 1.');

    const myCratesRequests: number[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('query MyCrates')) myCratesRequests.push(Date.now());
    });
    // Spotify is slow to answer about the second track (it never does: the library gives up after 5 s), so the
    // import stays IN_PROGRESS across a poll.
    spotify.server.override((request) => request.path.endsWith(spotifyId('missingone')), { hang: true });
    await page.getByTestId('crate-import-name').fill('Imported mix');
    await page
      .getByTestId('crate-import-input')
      .fill(`https://open.spotify.com/track/${spotifyId('mixone')}\nspotify:track:${spotifyId('missingone')}`);
    await page.getByTestId('crate-import-submit').click();
    const row = page.getByTestId('crate-row').filter({ hasText: 'Imported mix' });
    await row.and(page.locator('[data-import-status="IN_PROGRESS"]')).waitFor();
    await page.getByTestId('crates-polling').waitFor();
    // One of the two tracks is not on Spotify: the import ends FAILED, keeping the other; seen by the 5 s poll.
    await row.and(page.locator('[data-import-status="FAILED"]')).waitFor({ timeout: 20_000 });
    expect(await row.getByTestId('crate-import-status').textContent()).toBe('Some tracks could not be imported');
    expect(await row.textContent()).toContain('1 song');
    // The list asked for after the import, then at least one poll.
    expect(myCratesRequests.length).toBeGreaterThanOrEqual(2);
    // Nothing is importing any more: polling stopped.
    expect(await page.getByTestId('crates-polling').count()).toBe(0);
  });

  it('works 360 px wide', async () => {
    const page = await openSignedIn('/crates');
    await page.setViewportSize({ width: 360, height: 760 });
    await page.getByTestId('queue-song').first().waitFor();
    await page.getByTestId('crate-row').first().waitFor();
    const overflow = await page.evaluate(() =>
      ['queue-panel', 'crate-import']
        .map((id) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!)
        .concat([...document.querySelectorAll<HTMLElement>('[data-testid="crate-row"], [data-testid="queue-song"]')])
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > 360)
        .map((el) => el.dataset.testid),
    );
    expect(overflow).toEqual([]);
    // The row's controls are still reachable and usable.
    expect(await page.getByTestId('queue-remove').first().isVisible()).toBe(true);
  });
});
