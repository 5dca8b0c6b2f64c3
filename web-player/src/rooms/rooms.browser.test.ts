/**
 * The rooms pages and profiles in a real browser against the real product (fresh database with the demo data),
 * served from the web player's built dist/. Debian's Chromium, driven by playwright-core.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { productInBrowser, signUpThroughForm, typeInOneBurst } from '@backspin/test-kit/browser';
import { describe, expect, it } from 'vitest';

const session = productInBrowser();
/** The smallest PNG: one transparent pixel. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const player = (path = '/') => `${session.product.webPlayerUrl}${path}`;

/** Signs a new user up through the form; returns their display name. */
async function signUp(page: Page, displayName: string): Promise<void> {
  await signUpThroughForm(page, { email: `rooms-${randomUUID()}@example.com`, password: 'a long enough secret', displayName });
  await page.getByTestId('rooms-page').waitFor();
}

const card = (page: Page, slug: string) => page.locator(`[data-testid="room-card"][data-slug="${slug}"]`);

/** Nothing sticks out sideways at this width (the page scrolls only down). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('rooms pages', () => {
  it('signs up, browses the hangouts, creates a room and changes its settings', async () => {
    const page = await session.open(player());
    await page.setViewportSize({ width: 360, height: 740 });
    const suffix = randomUUID().slice(0, 8);
    await signUp(page, `Rooms Tester ${suffix}`);

    // Home: the greeting, both headings, the demo room.
    expect(await page.getByTestId('welcome').textContent()).toBe(`Welcome to Backspin, Rooms Tester ${suffix}!`);
    await page.getByRole('heading', { name: 'Promoted hangouts' }).waitFor();
    await page.getByRole('heading', { name: 'Hangouts', exact: true }).waitFor();
    await card(page, 'lobby').waitFor();
    expect(await card(page, 'lobby').textContent()).toContain('Lobby');
    // Nobody is in the Lobby of this fresh product yet (the count comes from the room's presences).
    expect(await card(page, 'lobby').getByTestId('room-card-listeners').getAttribute('data-count')).toBe('0');
    expect(await card(page, 'lobby').getByTestId('room-card-listeners').textContent()).toBe('Nobody here yet');
    expect(await card(page, 'lobby').locator('a').getAttribute('href')).toBe('/rooms/lobby');
    expect(await fitsWidth(page)).toBe(true);

    // Search: typed quickly, one request (300 ms debounce); an empty box shows the lists again.
    const searches: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('SearchRooms')) searches.push(body);
    });
    await typeInOneBurst(page.getByTestId('rooms-search'), 'lobb');
    await page.locator('[data-testid="rooms-search-results"][data-query="lobb"]').waitFor();
    await card(page, 'lobby').waitFor();
    expect(await page.getByRole('heading', { name: 'Promoted hangouts' }).count()).toBe(0);
    expect(searches).toHaveLength(1);
    await page.getByTestId('rooms-search').fill('no-such-room-anywhere');
    await page.getByText('No rooms match “no-such-room-anywhere”.').waitFor();
    await page.getByTestId('rooms-search').fill('');
    await page.getByRole('heading', { name: 'Promoted hangouts' }).waitFor();
    await card(page, 'lobby').waitFor();

    // Create a room: the address follows the name until edited.
    await page.getByTestId('create-room-link').click();
    await page.getByTestId('create-room-form').waitFor();
    const name = `Late Night Jazz ${suffix}`;
    const slug = `late-night-jazz-${suffix}`;
    await page.getByTestId('room-name-input').fill(name);
    expect(await page.getByTestId('room-slug-input').inputValue()).toBe(slug);
    expect(await page.getByTestId('room-seats-input').inputValue()).toBe('5');
    const designs = await page.getByTestId('room-design-select').locator('option').evaluateAll((options) =>
      options.map((o) => (o as HTMLOptionElement).value),
    );
    expect(designs).toHaveLength(12);
    await page.getByTestId('room-design-select').selectOption('YACHT');
    await page.getByTestId('room-djtype-select').selectOption('INVITE_ONLY');
    await page.getByTestId('room-seats-input').fill('3');
    expect(await fitsWidth(page)).toBe(true);
    // What the server would refuse is said before asking it.
    await page.getByTestId('room-seats-input').fill('11');
    await page.getByTestId('create-room-submit').click();
    await page.getByText('Choose between 1 and 10 DJ seats.').waitFor();
    await page.getByTestId('room-seats-input').fill('3');
    await page.getByTestId('create-room-submit').click();
    await page.waitForURL(`**/rooms/${slug}`);

    // Found by search.
    await page.goto(player('/'));
    await page.getByTestId('rooms-search').fill(suffix);
    await page.locator(`[data-testid="rooms-search-results"][data-query="${suffix}"]`).waitFor();
    await card(page, slug).waitFor();
    expect(await card(page, slug).textContent()).toContain(name);

    // Its settings: rename it, refuse a taken address with the server's words, then move it.
    await page.goto(player(`/rooms/${slug}/settings`));
    await page.getByTestId('room-settings-form').waitFor();
    expect(await page.getByTestId('room-name-input').inputValue()).toBe(name);
    expect(await page.getByTestId('room-design-select').inputValue()).toBe('YACHT');
    expect(await page.getByTestId('room-djtype-select').inputValue()).toBe('INVITE_ONLY');
    expect(await page.getByTestId('room-seats-input').inputValue()).toBe('3');
    expect(await fitsWidth(page)).toBe(true);
    const renamed = `Sunday Jazz ${suffix}`;
    await page.getByTestId('room-name-input').fill(renamed);
    await page.getByTestId('room-settings-save').click();
    await page.getByTestId('room-settings-saved').waitFor();
    await page.getByRole('link', { name: `← Back to ${renamed}` }).waitFor();

    await page.getByTestId('room-slug-input').fill('lobby');
    await page.getByTestId('room-settings-save').click();
    expect(await page.getByTestId('room-settings-error').textContent()).toBe('A room with this slug already exists');
    expect(page.url()).toBe(player(`/rooms/${slug}/settings`));

    const moved = `sunday-jazz-${suffix}`;
    await page.getByTestId('room-slug-input').fill(moved);
    await page.getByTestId('room-settings-save').click();
    await page.waitForURL(`**/rooms/${moved}/settings`);
    await page.getByTestId('room-settings-saved').waitFor();
    expect(await page.getByTestId('room-slug-input').inputValue()).toBe(moved);

    // Pinned messages.
    await page.getByTestId('room-pin-add').click();
    await page.getByTestId('room-pin-input').fill('Be kind, take turns.');
    await page.getByTestId('room-pins-save').click();
    await page.getByTestId('room-pins-saved').waitFor();

    // A poster uploaded from a file (to the REST bridge), then shown from there; a text file is refused.
    await page.getByTestId('room-poster-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    expect(await page.getByTestId('room-poster-error').textContent()).toMatch(/^[A-Z]/);
    await page.getByTestId('room-poster-file').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    const posterImage = page.getByTestId('room-poster').locator('img');
    await posterImage.waitFor();
    expect(await posterImage.getAttribute('src')).toMatch(/^http:\/\/localhost:\d+\/api\/room-service\/rooms\/.+\/poster\/poster-.+\.png$/);
    await page.waitForFunction(() => (document.querySelector('[data-testid="room-poster"] img') as HTMLImageElement | null)?.naturalWidth === 1);
    expect(await page.getByTestId('room-poster-error').count()).toBe(0);

    // Home lists it among the user's rooms, under its new name and address.
    await page.getByTestId('nav-rooms').click();
    const mine = page.getByTestId('rooms-mine');
    await mine.locator(`[data-testid="room-card"][data-slug="${moved}"]`).waitFor();
    expect(await mine.textContent()).toContain(renamed);

    // Reset and delete, each confirmed; deleting goes home and the room is gone.
    await page.goto(player(`/rooms/${moved}/settings`));
    await page.getByTestId('room-reset').click();
    await page.getByTestId('room-reset-confirm').click();
    await page.getByTestId('room-reset-done').waitFor();
    await page.getByTestId('room-delete').click();
    await page.getByTestId('room-delete-confirm').click();
    await page.waitForURL(player('/'));
    await card(page, 'lobby').waitFor();
    expect(await card(page, moved).count()).toBe(0);
  });

  it('picks an avatar on the profile and shows it on the public profile', async () => {
    const page = await session.open(player());
    await page.setViewportSize({ width: 360, height: 740 });
    const suffix = randomUUID().slice(0, 8);
    await signUp(page, `Avatar Tester ${suffix}`);
    await page.getByTestId('user-badge').click();
    await page.getByTestId('profile').waitFor();
    // No avatar chosen yet: the initial. The picker shows once the profile has loaded.
    await page.getByTestId('avatar-option').first().waitFor();
    expect(await page.getByTestId('profile-avatar').textContent()).toBe('A');
    expect(await page.locator('[data-testid="avatar-option"][data-avatar-id^="vinyl-"]').count()).toBe(12);
    expect(await fitsWidth(page)).toBe(true);

    await page.locator('[data-testid="avatar-option"][data-avatar-id="vinyl-6"]').click();
    // The keyboard moves through the records.
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('profile-avatar').getAttribute('data-avatar-id')).toBe('vinyl-7');
    await page.getByTestId('profile-avatar-save').click();
    await page.getByTestId('profile-avatar-saved').waitFor();

    await page.getByTestId('profile-public-link').click();
    await page.getByTestId('user-profile').waitFor();
    expect(await page.getByTestId('user-profile-name').textContent()).toBe(`Avatar Tester ${suffix}`);
    expect(await page.getByTestId('profile-avatar').getAttribute('data-avatar-id')).toBe('vinyl-7');
    expect(await page.getByTestId('profile-avatar').locator('svg').count()).toBe(1);
    expect(await fitsWidth(page)).toBe(true);

    // Someone else's: the demo DJ, with a badge and the demo room.
    await page.goto(player('/users/00000000-0000-4000-8000-000000000001'));
    await page.getByTestId('user-profile').waitFor();
    expect(await page.getByTestId('user-profile-name').textContent()).toBe('DJ Demo');
    expect(await page.locator('[data-testid="profile-badge"][data-badge="VERIFIED"]').textContent()).toContain('Verified');
    await page.getByTestId('profile-rooms').locator('[data-testid="room-card"][data-slug="lobby"]').waitFor();
    expect(await page.getByTestId('profile-edit-link').count()).toBe(0);
  });

  it('keeps others out of a room’s settings', async () => {
    const page = await session.open(player());
    await page.getByTestId('guest-button').click();
    await page.getByTestId('rooms-page').waitFor();
    expect(await page.getByTestId('welcome').textContent()).toBe('Welcome! You are listening as a guest.');
    expect(await page.getByTestId('create-room-link').count()).toBe(0);
    await page.goto(player('/rooms/lobby/settings'));
    expect(await page.getByTestId('room-settings-forbidden').textContent()).toBe("You can't change this room's settings.");
    expect(await page.getByTestId('room-settings-form').count()).toBe(0);
  });

  it('shows the headings in Spanish with ?lang=es', async () => {
    const page = await session.open(player('/?lang=es'));
    await page.getByTestId('guest-button').click();
    await page.getByRole('heading', { name: 'Salas destacadas' }).waitFor();
    await page.getByRole('heading', { name: 'Salas', exact: true }).waitFor();
    expect(await page.getByTestId('welcome').textContent()).toBe('¡Hola! Estás escuchando como invitado.');
    await card(page, 'lobby').waitFor();
  });
});
