/**
 * Rooms, communities and events in the console, in Chromium against the real product (admin-console.browser.test.ts
 * says how): each through its main flow as an admin, filters returning the right rows, the server's refusals shown,
 * and a moderator refused (console.manage). Each test makes its own records and removes what it leaves behind.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmDialog, consoleTestKit, DEMO_ADMIN as ADMIN, notification, row } from '../testing/console-test-kit';

const { gql, tokenOf, consoleAs, go, cleanup, newModerator, signedUpUser } = consoleTestKit();

const filtered = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** A room made through the API by its owner; deleted after the test if it is still there. */
async function newRoom(owner: { token: string }, input: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  const admin = await tokenOf(ADMIN.email, ADMIN.password);
  const { createRoom } = await gql<{ createRoom: { id: string; slug: string } }>(
    'mutation($input: CreateRoomInput!) { createRoom(input: $input) { id slug } }',
    { input },
    owner.token,
  );
  cleanup(() => gql('mutation($id: ID!) { deleteRoom(id: $id) { id } }', { id: createRoom.id }, admin));
  return createRoom;
}

async function adminRoom(id: string, token: string) {
  return (
    await gql<{ adminRoom: { name: string; numberOfDjs: number; promoted: boolean; description: string | null } }>(
      'query($id: ID!) { adminRoom(id: $id) { name numberOfDjs promoted description } }',
      { id },
      token,
    )
  ).adminRoom;
}

/** Picks an option of a react-admin AutocompleteInput by typing part of its text. */
async function pick(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(text);
  await page.getByRole('option', { name: text }).click();
}

/** A datetime-local value in the machine's zone (the browser's too). */
function localInput(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

describe('rooms', () => {
  it('filters rooms by name, privacy, owner and community, changes one’s settings, refuses a taken slug and deletes one after a confirmation', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const owner = await signedUpUser('Room Owner');
    const tag = randomUUID().slice(0, 8);
    const open = await newRoom(owner, { name: `Res ${tag} open`, slug: `res-${tag}-open`, description: 'Before' });
    const closed = await newRoom(owner, { name: `Res ${tag} closed`, slug: `res-${tag}-closed`, type: 'PRIVATE' });

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/rooms');
    await page.locator('input[name="name||CONT_L"]').fill(tag);
    await row(page, `Res ${tag} closed`).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    expect(await row(page, `Res ${tag} open`).textContent()).toContain('Room Owner');
    await go(page, filtered('/rooms', { 'name||CONT_L': tag, type: 'PRIVATE' }));
    await row(page, `Res ${tag} closed`).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await row(page, `Res ${tag} closed`).getByTestId('room-type').textContent()).toBe('Private');
    await go(page, filtered('/rooms', { ownerId: owner.id }));
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    // By community: the one room added to it, reached from the community's room count.
    const { createCommunity } = await gql<{ createCommunity: { id: string } }>(
      'mutation($input: CommunityInput!) { createCommunity(input: $input) { id } }',
      { input: { name: `Res ${tag} community`, slug: `res-${tag}` } },
      admin,
    );
    cleanup(() => gql('mutation($id: ID!) { deleteCommunity(id: $id) { id } }', { id: createCommunity.id }, admin));
    await gql('mutation($id: ID!, $roomId: ID!) { addCommunityRoom(id: $id, roomId: $roomId) { id } }', { id: createCommunity.id, roomId: closed.id }, admin);
    await go(page, filtered('/communities', { 'name||CONT_L': tag }));
    await row(page, `Res ${tag} community`).getByTestId('community-rooms').click();
    await row(page, `Res ${tag} closed`).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);

    // The settings: name, seats, promotion and a cleared description.
    await go(page, filtered('/rooms', { 'name||CONT_L': tag }));
    await row(page, `Res ${tag} open`).getByRole('link', { name: 'Edit' }).click();
    await page.locator('input[name="name"]').fill(`Res ${tag} renamed`);
    await page.locator('input[name="numberOfDjs"]').fill('3');
    await page.locator('textarea[name="description"]').fill('');
    await page.getByRole('switch', { name: 'Promoted', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await row(page, `Res ${tag} renamed`).waitFor();
    expect(await adminRoom(open.id, admin)).toEqual({ name: `Res ${tag} renamed`, numberOfDjs: 3, promoted: true, description: null });

    // Another room's slug is refused with the server's words; the form keeps what was typed.
    await go(page, `/rooms/${open.id}`);
    await page.locator('input[name="slug"]').fill(closed.slug);
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, /a room with this slug already exists/i).waitFor();
    expect(await page.locator('input[name="slug"]').inputValue()).toBe(closed.slug);

    await go(page, filtered('/rooms', { 'name||CONT_L': tag }));
    await row(page, `Res ${tag} closed`).getByRole('button', { name: 'Delete' }).click();
    expect(await page.getByRole('dialog').textContent()).toContain(`Res ${tag} closed`);
    await confirmDialog(page);
    await row(page, `Res ${tag} closed`).waitFor({ state: 'detached' });
    const left = await gql<{ adminRooms: { total: number } }>(
      'query($q: ListQueryInput) { adminRooms(query: $q) { total } }',
      { q: { where: { field: 'id', op: 'EQ', value: closed.id } } },
      admin,
    );
    expect(left.adminRooms.total).toBe(0);
  });

  it('sets and clears the guest password after a confirmation', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    cleanup(() => gql('mutation { clearGuestPassword }', {}, admin));
    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/rooms');
    await page.getByTestId('guest-password-open').click();
    expect(await page.getByTestId('guest-password-state').textContent()).toBe('No guest password: guests enter freely.');
    await page.getByTestId('guest-password-input').fill('open sesame');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await confirmDialog(page);
    await notification(page, 'Guest password set').waitFor();
    expect((await gql<{ guestPasswordRequired: boolean }>('{ guestPasswordRequired }')).guestPasswordRequired).toBe(true);
    await page.getByTestId('guest-password-open').click();
    await page.getByText('A guest password is set.').waitFor();

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await confirmDialog(page);
    await notification(page, 'Guest password cleared').waitFor();
    await page.getByTestId('guest-password-open').click();
    await page.getByText('No guest password: guests enter freely.').waitFor();
    expect((await gql<{ guestPasswordRequired: boolean }>('{ guestPasswordRequired }')).guestPasswordRequired).toBe(false);
  });
});

async function removeCommunitiesWithSlug(slug: string, token: string): Promise<void> {
  const page = await gql<{ allCommunities: { data: { id: string }[] } }>(
    'query($q: ListQueryInput) { allCommunities(query: $q) { data { id } } }',
    { q: { where: { field: 'slug', op: 'EQ', value: slug } } },
    token,
  );
  for (const community of page.allCommunities.data) await gql('mutation($id: ID!) { deleteCommunity(id: $id) { id } }', { id: community.id }, token);
}

describe('communities', () => {
  it('creates one, refuses a taken slug, finds it by name, changes it and deletes it after a confirmation', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const tag = randomUUID().slice(0, 8);
    const slug = `com-${tag}`;
    cleanup(() => removeCommunitiesWithSlug(slug, admin));

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/communities');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill(`Com ${tag}`);
    await page.locator('input[name="slug"]').fill('lobby-regulars');
    await page.locator('textarea[name="description"]').fill('People of the lobby');
    await pick(page, 'Owner', 'Admin Demo');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, /a community with this slug already exists/i).waitFor();
    await page.locator('input[name="slug"]').fill(slug);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/communities$/);

    await page.locator('input[name="name||CONT_L"]').fill(tag);
    await row(page, `Com ${tag}`).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await row(page, `Com ${tag}`).textContent()).toContain('Admin Demo');

    await row(page, `Com ${tag}`).getByRole('link', { name: 'Edit' }).click();
    await page.locator('input[name="name"]').fill(`Com ${tag} renamed`);
    await page.locator('textarea[name="description"]').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await row(page, `Com ${tag} renamed`).waitFor();
    const changed = await gql<{ allCommunities: { data: { name: string; description: string | null; ownerId: string | null }[] } }>(
      'query($q: ListQueryInput) { allCommunities(query: $q) { data { name description ownerId } } }',
      { q: { where: { field: 'slug', op: 'EQ', value: slug } } },
      admin,
    );
    expect(changed.allCommunities.data).toMatchObject([{ name: `Com ${tag} renamed`, description: null }]);
    expect(changed.allCommunities.data[0]!.ownerId).toBeTruthy();

    await row(page, `Com ${tag} renamed`).getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page);
    await row(page, `Com ${tag} renamed`).waitFor({ state: 'detached' });
    const left = await gql<{ allCommunities: { total: number } }>(
      'query($q: ListQueryInput) { allCommunities(query: $q) { total } }',
      { q: { where: { field: 'slug', op: 'EQ', value: slug } } },
      admin,
    );
    expect(left.allCommunities.total).toBe(0);
  });
});

describe('events', () => {
  it('creates an event in a room, lists a room’s events, changes one and deletes it after a confirmation', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const owner = await signedUpUser('Event Host');
    const tag = randomUUID().slice(0, 8);
    const room = await newRoom(owner, { name: `Evt ${tag} room`, slug: `evt-${tag}` });
    // Times from now (the server refuses ended events and those more than a year ahead).
    const start = new Date(Date.now() + 24 * 3_600_000);
    const end = new Date(start.getTime() + 2 * 3_600_000);

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/events/create');
    await pick(page, 'Room', `Evt ${tag} room`);
    await page.locator('input[name="title"]').fill(`Night ${tag}`);
    await page.locator('input[name="startsAt"]').fill(localInput(start));
    // An end before the start: the server's refusal is shown.
    await page.locator('input[name="endsAt"]').fill(localInput(new Date(start.getTime() - 3_600_000)));
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, /endsAt after startsAt/).waitFor();
    await page.locator('input[name="endsAt"]').fill(localInput(end));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/events$/);

    await go(page, filtered('/events', { roomId: room.id }));
    await row(page, `Night ${tag}`).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await row(page, `Night ${tag}`).textContent()).toContain(`Evt ${tag} room`);
    await go(page, filtered('/events', { 'title||CONT_L': `night ${tag}` }));
    await row(page, `Night ${tag}`).waitFor();

    await row(page, `Night ${tag}`).getByRole('link', { name: 'Edit' }).click();
    await page.locator('input[name="title"]').fill(`Late night ${tag}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/events$/);
    await go(page, filtered('/events', { roomId: room.id }));
    await row(page, `Late night ${tag}`).waitFor();
    const listed = await gql<{ allEvents: { data: { title: string; startsAt: string; endsAt: string }[] } }>(
      'query($q: ListQueryInput) { allEvents(query: $q) { data { title startsAt endsAt } } }',
      { q: { where: { field: 'roomId', op: 'EQ', value: room.id } } },
      admin,
    );
    expect(listed.allEvents.data).toHaveLength(1);
    expect(listed.allEvents.data[0]!.title).toBe(`Late night ${tag}`);
    expect(Math.abs(new Date(listed.allEvents.data[0]!.startsAt).getTime() - start.getTime())).toBeLessThan(60_000);

    await row(page, `Late night ${tag}`).getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page);
    await row(page, `Late night ${tag}`).waitFor({ state: 'detached' });
    const left = await gql<{ allEvents: { total: number } }>(
      'query($q: ListQueryInput) { allEvents(query: $q) { total } }',
      { q: { where: { field: 'roomId', op: 'EQ', value: room.id } } },
      admin,
    );
    expect(left.allEvents.total).toBe(0);
  });
});

describe('a moderator', () => {
  it('is refused the admin lists of rooms, communities and events and a room’s admin page (console.manage)', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const moderator = await newModerator(admin);
    const owner = await signedUpUser('Room Owner');
    const room = await newRoom(owner, { name: 'Moderated room', slug: `mod-${randomUUID().slice(0, 8)}` });

    const page = await consoleAs(moderator.email, moderator.password);
    for (const path of ['/rooms', `/rooms/${room.id}`, '/communities', '/events']) {
      await go(page, path);
      await notification(page, 'Forbidden').waitFor();
      await go(page, '/');
      await page.reload();
      await page.getByTestId('dashboard-email').waitFor();
    }
    // What a moderator cannot do is not offered: no guest password, no create.
    await go(page, '/communities');
    await notification(page, 'Forbidden').waitFor();
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await go(page, '/rooms');
    await notification(page, 'Forbidden').waitFor();
    expect(await page.getByTestId('guest-password-open').count()).toBe(0);
  });
});
