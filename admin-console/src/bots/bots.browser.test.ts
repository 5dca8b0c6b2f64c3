/**
 * Bots and DJs in the console, in Chromium against the real product (admin-console.browser.test.ts says how): a bot
 * signed up with its secret shown once, rotated (the new secret shown once, the old one refused by the API) and
 * revoked, each after a confirmation; a DJ found by the list's filters with links to their account and rooms; a
 * moderator refused (bots.manage, console.manage). Each test makes its own records and removes what it can.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmDialog, consoleTestKit, DEMO_ADMIN as ADMIN, notification, row } from '../testing/console-test-kit';

const { gql, tokenOf, consoleAs, go, cleanup, newModerator, signedUpUser } = consoleTestKit();

const DEMO_SONG = '00000000-0000-4000-8000-000000000101';
const filtered = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Whether the API trades this secret for a bot token. */
async function secretWorks(secret: string): Promise<boolean> {
  return gql<{ botToken: { botId: string } }>('mutation($s: String!) { botToken(secret: $s) { botId } }', { s: secret }).then(
    () => true,
    () => false,
  );
}

describe('bots', () => {
  it('signs a bot up showing its secret once, rotates it (the old one refused) and revokes it, each after a confirmation', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const name = `Bot ${randomUUID().slice(0, 8)}`;
    let botId: string | undefined;
    // Bots are never deleted: one left behind holds no working secret.
    cleanup(async () => {
      if (botId) await gql('mutation($b: ID!) { revokeBotSecret(botId: $b) { id } }', { b: botId }, admin);
    });

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/bots');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="displayName"]').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    const first = (await page.getByTestId('bot-secret').textContent()) ?? '';
    expect(first).toMatch(/^bot\.[0-9a-f-]{36}\./);
    botId = first.split('.')[1];
    expect(await page.getByTestId('bot-secret-once').textContent()).toMatch(/shown only once/);
    expect(await secretWorks(first)).toBe(true);

    await page.getByRole('link', { name: 'Back to the list' }).click();
    await row(page, name).waitFor();
    expect(await row(page, name).getByTestId('bot-secret-state').textContent()).toBe('Working');
    expect(await page.locator('body').textContent()).not.toContain(first);

    await row(page, name).getByRole('button', { name: 'Rotate' }).click();
    expect(await page.getByRole('dialog').textContent()).toContain(name);
    await confirmDialog(page);
    const second = (await page.getByTestId('bot-rotated').getByTestId('bot-secret').textContent()) ?? '';
    expect(second).toMatch(/^bot\./);
    expect(second).not.toBe(first);
    expect(await secretWorks(first)).toBe(false);
    expect(await secretWorks(second)).toBe(true);
    await page.getByTestId('bot-rotated').getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('bot-rotated').waitFor({ state: 'detached' });
    expect(await page.locator('body').textContent()).not.toContain(second);

    await row(page, name).getByRole('button', { name: 'Revoke' }).click();
    await confirmDialog(page);
    await notification(page, 'Secret revoked').waitFor();
    await expect.poll(() => row(page, name).getByTestId('bot-secret-state').textContent()).toBe('Revoked');
    expect(await row(page, name).getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    expect(await secretWorks(second)).toBe(false);

    // The revoked filter finds it; the list never shows a secret.
    await go(page, filtered('/bots', { 'secretRevokedAt||NOTNULL': true }));
    await row(page, name).waitFor();
  });

  it('shows the server’s refusal of a bot without a name', async () => {
    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/bots/create');
    await page.locator('input[name="displayName"]').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, /displayName/i).waitFor();
    expect(await page.getByTestId('bot-secret').count()).toBe(0);
  });
});

describe('DJs', () => {
  it('finds a DJ by user and plays, with links to their account, their last room and their own rooms', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const djName = `Spinner ${randomUUID().slice(0, 6)}`;
    const dj = { ...(await signedUpUser(djName)), name: djName };
    const slug = `djs-${randomUUID().slice(0, 8)}`;
    const { createRoom } = await gql<{ createRoom: { id: string } }>(
      'mutation($s: String!) { createRoom(input: { slug: $s, name: "Spinner room" }) { id } }',
      { s: slug },
      dj.token,
    );
    cleanup(
      () => gql('mutation($id: ID!) { deleteRoom(id: $id) { id } }', { id: createRoom.id }, admin),
      () => gql('mutation($r: ID!) { leaveDjSeat(roomId: $r) { seq } }', { r: createRoom.id }, dj.token),
    );
    await gql('mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [DEMO_SONG] }, dj.token);
    await gql('mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: createRoom.id }, dj.token);
    await gql('mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: createRoom.id }, dj.token);
    // Taking the free turntable starts their song: a play, which makes them a DJ.
    await expect
      .poll(async () => (await gql<{ adminDj: { plays: number } }>('query($id: ID!) { adminDj(id: $id) { plays } }', { id: dj.id }, admin).catch(() => null))?.adminDj.plays)
      .toBe(1);

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, filtered('/djs', { id: dj.id }));
    const listed = page.locator('tbody tr');
    await expect.poll(() => listed.count()).toBe(1);
    await expect.poll(() => listed.first().textContent()).toContain('Spinner room');
    await expect.poll(() => listed.first().textContent()).toContain(dj.name);
    // Nobody has played 1000 songs here: the plays filter leaves no row.
    await go(page, filtered('/djs', { id: dj.id, 'plays||GTE': 1000 }));
    await page.getByText(/No DJs found/).waitFor();

    await go(page, filtered('/djs', { id: dj.id }));
    await listed.first().getByTestId('dj-owned-rooms').click();
    await page.waitForURL(/#\/rooms\?/);
    await row(page, 'Spinner room').waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);

    await listed.first().getByRole('link', { name: dj.name }).click();
    await page.waitForURL(new RegExp(`#/users/${dj.id}/show$`));

    await go(page, `/djs/${dj.id}/show`);
    await page.getByRole('link', { name: 'Spinner room' }).click();
    await page.waitForURL(new RegExp(`#/rooms/${createRoom.id}$`));
    expect(await page.locator('input[name="slug"]').inputValue()).toBe(slug);
  });
});

describe('a moderator', () => {
  it('is refused the bots (bots.manage) and the DJs (console.manage)', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const moderator = await newModerator(admin);
    const page = await consoleAs(moderator.email, moderator.password);
    for (const path of ['/bots', '/djs']) {
      await go(page, path);
      await notification(page, 'Forbidden').waitFor();
      await go(page, '/');
      await page.reload();
      await page.getByTestId('dashboard-email').waitFor();
    }
    // Not offered; asked for anyway, the server refuses.
    await go(page, '/bots');
    await notification(page, 'Forbidden').waitFor();
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await go(page, '/bots/create');
    await page.locator('input[name="displayName"]').fill('Not allowed');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'Forbidden').waitFor();
    expect(await page.getByTestId('bot-secret').count()).toBe(0);
  });
});
