/**
 * The web player in a real browser against the real product (gateway, subgraphs, fresh database with
 * demo data), served from its built dist/. Debian's Chromium, driven by playwright-core.
 */
import type { Page } from 'playwright-core';
import { gatewayRequest, productInBrowser, signInThroughForm } from '@backspin/test-kit/browser';
import { describe, expect, it } from 'vitest';

const DJ = { email: 'dj@backspin.local', password: 'backspin-dj', displayName: 'DJ Demo' };

const session = productInBrowser();

async function openPlayer(query = ''): Promise<Page> {
  return session.open(`${session.product.webPlayerUrl}/${query}`);
}

const signIn = signInThroughForm;

/** Talks to the gateway directly, as another device of the same user would. */
const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

describe('web player', () => {
  it('signs the demo DJ in and shows their display name and roles', async () => {
    const page = await openPlayer();
    await signIn(page, DJ.email, DJ.password);
    await expect.poll(() => page.getByTestId('header-display-name').textContent()).toBe(DJ.displayName);
    // The demo DJ is a plain user: the header shows role chips only for roles beyond "user".
    expect(await page.getByTestId('header-roles').count()).toBe(0);
    expect(await page.getByTestId('welcome').textContent()).toContain(DJ.displayName);
    // The session survives a reload (tokens in localStorage).
    await page.reload();
    await page.getByTestId('header-display-name').waitFor();
    expect(await page.getByTestId('header-display-name').textContent()).toBe(DJ.displayName);
    // Signing out forgets it.
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-in-form').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('backspin.session'))).toBeNull();
  });

  it('shows the error for a wrong password', async () => {
    const page = await openPlayer();
    await signIn(page, DJ.email, 'not-the-password');
    const error = page.getByTestId('auth-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('Incorrect email or password');
    expect(await page.getByTestId('sign-in-form').isVisible()).toBe(true);
  });

  it('changes the display name from the profile form', async () => {
    const page = await openPlayer();
    await signIn(page, DJ.email, DJ.password);
    // The header's badge leads to the profile.
    await page.getByTestId('user-badge').click();
    await page.getByTestId('profile-name-input').waitFor();
    await page.getByTestId('profile-name-input').fill('DJ Renamed');
    await page.getByTestId('profile-save').click();
    await page.getByTestId('profile-saved').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="header-display-name"]')?.textContent === 'DJ Renamed',
    );
    expect(await page.getByTestId('profile-live-name').textContent()).toBe('DJ Renamed');
  });

  it('shows a display name changed elsewhere, live, through the subscription', async () => {
    // Earlier tests' pages are closed; wait until the gateway has let their subscriptions go.
    await session.product.gateway.hub.until((hub) => hub.subscribers === 0);
    const page = await openPlayer();
    await signIn(page, DJ.email, DJ.password);
    await page.getByTestId('user-badge').click();
    await page.getByTestId('profile-rooms').waitFor();
    await page.locator('[data-testid="live-status"][data-state="connected"]').waitFor();

    // Another device of the same user.
    const { login } = await gql<{ login: { accessToken: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email: DJ.email, password: DJ.password } },
    );
    const httpRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(session.product.gatewayUrl)) httpRequests.push(request.postData() ?? '');
    });

    // graphql-ws does not acknowledge a subscription: wait until the gateway holds the page's.
    await session.product.gateway.hub.until((hub) => hub.subscribers >= 1);
    const arrived = 'Live Name';
    await gql('mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', { input: { displayName: arrived } }, login.accessToken);
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="profile-live-name"]')?.textContent === expected,
      arrived,
    );
    expect(await page.getByTestId('header-display-name').textContent()).toBe(arrived);
    // Nothing was fetched over HTTP: the change came over the WebSocket.
    expect(httpRequests).toEqual([]);
  });

  it('switches to Spanish, remembers it, and follows ?lang=', async () => {
    const page = await openPlayer();
    await signIn(page, DJ.email, DJ.password);
    await page.getByTestId('sign-out').waitFor();
    expect(await page.getByTestId('sign-out').textContent()).toBe('Sign out');

    await page.getByTestId('lang-es').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="sign-out"]')?.textContent === 'Cerrar sesión');
    expect(await page.getByTestId('welcome').textContent()).toContain('¡Hola de nuevo');
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('tt-locale')])).toEqual(['es', 'es']);

    await page.reload();
    await page.getByTestId('rooms-page').waitFor();
    expect(await page.getByTestId('sign-out').textContent()).toBe('Cerrar sesión');

    await page.goto(`${session.product.webPlayerUrl}/?lang=en`);
    await page.getByTestId('rooms-page').waitFor();
    expect(await page.getByTestId('sign-out').textContent()).toBe('Sign out');
  });

  it('signs in as a guest', async () => {
    const page = await openPlayer('?lang=es');
    expect(await page.getByTestId('guest-button').textContent()).toBe('Escuchar como invitado');
    await page.getByTestId('guest-button').click();
    await page.getByTestId('rooms-page').waitFor();
    expect(await page.getByTestId('header-display-name').textContent()).toBe('Invitado');
  });
});
