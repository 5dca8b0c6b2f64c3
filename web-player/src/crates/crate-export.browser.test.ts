/**
 * Issue 12, item 6, for crates in a real browser against the real product, Apple Music answered by the library's local
 * fake: an import that leaves tracks out says per track why, a crate exports to Apple Music (and says why not to
 * Spotify), and the queue and likes list are named "Queue" and "Likes", never "default" and "tt-stars".
 */
import type { Page } from 'playwright-core';
import { gatewayRequest, productInBrowser, signInThroughForm } from '@backspin/test-kit/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What the test needs of the library's Apple Music fake (loaded at run time: the app's tsconfig stays browser-only). */
interface AppleFake {
  playlists: Map<string, { userToken: string; name: string; songIds: string[] }>;
  env(): Record<string, string>;
  close(): Promise<void>;
}
const APPLE_USER_TOKEN = 'apple-music-user-token-1';
let apple: AppleFake;
const savedEnv = { ...process.env };

// Registered before productInBrowser's own beforeAll, so the product starts with Apple Music pointed at the fake.
beforeAll(async () => {
  const module: string = '@backspin/library/providers/fakes/apple-music.fake';
  const { FakeAppleMusic } = (await import(module)) as { FakeAppleMusic: { start(options: object): Promise<AppleFake> } };
  apple = await FakeAppleMusic.start({
    userTokens: [APPLE_USER_TOKEN],
    songs: [
      { id: '1440857790', name: 'Orchard Lights', artistName: 'Pale Harbour', durationMs: 201_000, isrc: 'QZFR12600101' },
      { id: '1440857791', name: 'Second Orchard', artistName: 'Pale Harbour', durationMs: 187_000, isrc: 'QZFR12600102' },
    ],
  });
  Object.assign(process.env, apple.env(), { JOB_POLL_INTERVAL_MS: '100' });
});
afterAll(async () => {
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
  await apple?.close();
});

const session = productInBrowser();
const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

let counter = 0;
async function newAccount(name: string) {
  counter += 1;
  const account = { email: `${name}-${Date.now()}-${counter}@example.com`, password: 'first-password-1', displayName: `${name} ${counter}` };
  const { signUp } = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
    'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }',
    { input: account },
  );
  return { ...account, id: signUp.user.id, accessToken: signUp.accessToken };
}

async function signedIn(path: string, user: { email: string; password: string; displayName: string }): Promise<Page> {
  const page = await session.open(`${session.product.webPlayerUrl}${path}`);
  await signInThroughForm(page, user.email, user.password);
  await expect.poll(() => page.getByTestId('header-display-name').textContent()).toBe(user.displayName);
  return page;
}

describe('crate import and export', () => {
  it('says per track why an import left it out, and exports the crate to Apple Music', async () => {
    const user = await newAccount('exporter');
    const page = await signedIn('/crates', user);
    await page.getByTestId('crate-import-name').fill('From Apple');
    await page.getByTestId('crate-import-input').fill('apple 1440857790\napple 1440857799\nspotify:track:0000000000000000000000');
    await page.getByTestId('crate-import-submit').click();
    const row = page.locator('[data-testid="crate-row"]', { hasText: 'From Apple' });
    await expect.poll(() => row.getAttribute('data-import-status'), { timeout: 30_000, interval: 500 }).toBe('FAILED');
    await row.getByTestId('crate-name').click();
    await page.getByTestId('crate-import-failures').waitFor();
    const failures = await page
      .getByTestId('crate-import-failure')
      .evaluateAll((items) => items.map((item) => [item.getAttribute('data-provider-id'), item.querySelector('[data-testid="crate-import-failure-reason"]')!.textContent]));
    expect(failures).toEqual([
      ['1440857799', "Sorry, this song is not in our catalog and can't be imported."],
      ['0000000000000000000000', expect.any(String)],
    ]);
    // Every reason is a sentence for people, never an error code.
    for (const [, reason] of failures) expect(reason).toMatch(/^[A-Z][^_]+\.$/);

    // Spotify is not linked to this account: the page says what to do.
    await page.getByTestId('crate-export-spotify').click();
    expect(await page.getByTestId('crate-export-error').textContent()).toMatch(
      /^(Connect Spotify on your account page first, then export again\.|This server has no Spotify settings, so nothing can be exported to Spotify\.)$/,
    );

    // With Apple Music linked (its user token stored, as the mobile app does), the crate becomes a playlist there.
    await gql('mutation($t: String) { storeAppleUserToken(userToken: $t) }', { t: APPLE_USER_TOKEN }, user.accessToken);
    await page.getByTestId('crate-export-apple').click();
    const done = page.getByTestId('crate-export-done');
    await done.waitFor();
    expect(await done.textContent()).toContain('Exported “From Apple” to Apple Music: 1 song');
    const playlists = [...apple.playlists.values()].filter((p) => p.name === 'From Apple');
    expect(playlists).toEqual([expect.objectContaining({ userToken: APPLE_USER_TOKEN, songIds: ['1440857790'] })]);
  });
});

describe('crate names', () => {
  it('shows the queue and the likes list as "Queue" and "Likes" on your profile and their pages', async () => {
    const user = await newAccount('names');
    // Using the queue and the likes list makes them.
    const song = '00000000-0000-4000-8000-000000000101';
    await gql('mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [song] }, user.accessToken);
    await gql('mutation($s: [ID!]!) { addCrateSongs(crate: { special: LIKES }, songIds: $s) { crate { id } } }', { s: [song] }, user.accessToken);

    const page = await signedIn(`/users/${user.id}`, user);
    const names = page.getByTestId('profile-crates').locator('.profile-crate-name');
    await expect.poll(() => names.allTextContents()).toEqual(expect.arrayContaining(['Queue', 'Likes']));
    const shown = await names.allTextContents();
    expect(shown).not.toContain('default');
    expect(shown).not.toContain('tt-stars');

    await page.getByTestId('profile-crate').filter({ hasText: 'Likes' }).click();
    await expect.poll(() => page.getByTestId('crate-title').textContent()).toBe('Likes');
    // In Spanish too.
    await page.getByTestId('lang-es').click();
    await expect.poll(() => page.getByTestId('crate-title').textContent()).toBe('Me gusta');
  });
});
