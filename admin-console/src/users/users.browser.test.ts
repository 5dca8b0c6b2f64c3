/**
 * The users resource in Chromium against the real product (admin-console.browser.test.ts says how): an admin finds a
 * user by search and filter and sees each section of their page, then takes every action through its confirmation
 * with the result shown; the moderation history shows the platform ban; a moderator is not offered what the
 * permissions table refuses them, and what it allows works. Each test signs up its own users.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, consoleTestKit, DEMO_ADMIN as ADMIN, notification, row } from '../testing/console-test-kit';

const { tokenOf, consoleAs, go, newModerator, newUser, gql } = consoleTestKit();

const sections = ['profile', 'badges', 'capabilities', 'phone', 'bans', 'emails', 'sessions', 'comments', 'tokens', 'subscription', 'rooms', 'history', 'userActions'];
const section = (page: Page, id: string) => page.getByTestId(`user-section-${id}`);

/** Waits until a section has loaded (its data or its error). */
async function loaded(page: Page, id: string): Promise<void> {
  await section(page, id).waitFor();
  await section(page, id).getByTestId('user-section-loading').waitFor({ state: 'detached' });
}

/** Opens an action's confirmation, lets `fill` set its inputs, gives the reason (when it asks one), confirms. */
async function perform(page: Page, action: string, fill?: (dialog: ReturnType<Page["getByTestId"]>) => Promise<unknown>, reason = `reason ${action}`): Promise<void> {
  await page.getByTestId(`user-action-${action}`).click();
  const dialog = page.getByTestId('user-action-dialog');
  await dialog.waitFor();
  if (fill) await fill(dialog);
  if (await dialog.getByTestId('user-action-reason').count()) await dialog.getByTestId('user-action-reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/** Confirms and waits for the success notification and the dialog to close. */
async function performed(page: Page, action: string, done: string | RegExp, fill?: Parameters<typeof perform>[2]): Promise<void> {
  await perform(page, action, fill);
  await notification(page, done).waitFor();
  await page.getByTestId('user-action-dialog').waitFor({ state: 'detached' });
}

const roleChips = (page: Page) => section(page, 'profile').getByTestId('user-roles').locator('[data-role]').evaluateAll((chips) => chips.map((c) => c.getAttribute('data-role')));

describe('users', () => {
  it('finds a user by search and role filter and shows each section of their page', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const tag = randomUUID().slice(0, 8);
    const promoter = await newUser(admin, `Promoter ${tag}`, ['promoter']);
    const plain = await newUser(admin, `Plain ${tag}`);

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/users');
    await page.getByPlaceholder('Name or e-mail').fill(tag);
    // The two new users head the list before the search is even applied: wait for the debounced search to reach the
    // address, or a filter added meanwhile races it (the filter form is reset to the address when the search lands).
    await page.waitForURL((url) => decodeURIComponent(url.hash).includes(tag));
    await row(page, `Plain ${tag}`).waitFor();
    await row(page, `Promoter ${tag}`).waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Roles', { exact: true }).click();
    await choose(page, 'Roles', 'promoter');
    await row(page, `Plain ${tag}`).waitFor({ state: 'detached' });
    expect(await page.locator('tbody tr').count()).toBe(1);

    await row(page, `Promoter ${tag}`).click();
    for (const id of sections) await loaded(page, id);
    expect(await page.getByTestId('user-section-error').count()).toBe(0);
    expect(await section(page, 'profile').getByTestId('user-email').textContent()).toBe(promoter.email);
    expect(await roleChips(page)).toEqual(expect.arrayContaining(['user', 'promoter']));
    expect(await page.getByTestId('user-standing').textContent()).toBe('In good standing');
    expect(await section(page, 'emails').getByTestId('user-email-row').first().textContent()).toBe(promoter.email);
    expect(await section(page, 'subscription').textContent()).toContain('Never subscribed');
    expect(await section(page, 'rooms').textContent()).toContain('0 rooms');

    // The banned and badge filters: one of the two banned, the other with a badge.
    await gql('mutation($input: BanUserInput!) { banUser(input: $input) { userId } }', { input: { userId: plain.id, reason: 'filter test' } }, admin);
    await gql('mutation($userId: ID!) { changeBadges(userId: $userId, badges: ["VERIFIED"]) { id } }', { userId: promoter.id }, admin);
    const shown = async () => (await page.locator('tbody tr').allTextContents()).map((text) => (text.includes(`Plain ${tag}`) ? 'plain' : text.includes(`Promoter ${tag}`) ? 'promoter' : text));
    for (const [filter, expected] of [
      [{ banned: true }, ['plain']],
      [{ banned: false }, ['promoter']],
      [{ badges: 'VERIFIED' }, ['promoter']],
    ] as const) {
      await go(page, `/users?filter=${encodeURIComponent(JSON.stringify({ 'email|displayName||CONT_L': tag, ...filter }))}`);
      await expect.poll(shown).toEqual(expected);
    }
  });

  it('kicks, bans with an end, unbans, bans for a while, each with its confirmation, and the history shows the ban', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const target = await newUser(admin, `Banned ${randomUUID().slice(0, 8)}`);
    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, `/users/${target.id}/show`);
    await loaded(page, 'bans');

    await performed(page, 'kick', 'User kicked');
    await performed(page, 'ban', 'User banned', (dialog) => dialog.getByTestId('user-action-ends-at').fill('2300-01-01T10:00'));
    await expect.poll(() => page.getByTestId('user-standing').textContent()).toMatch(/^Banned until .*2300/);
    expect(await page.getByTestId('user-standing').getAttribute('data-banned')).toBe('true');
    // A banned user's sign-in is refused.
    await expect(tokenOf(target.email, target.password)).rejects.toThrow(/banned/);

    await performed(page, 'unban', 'User unbanned');
    await expect.poll(() => page.getByTestId('user-standing').textContent()).toBe('In good standing');
    await performed(page, 'temporaryBan', /User banned until/, (dialog) => dialog.getByTestId('user-action-ends-at').fill('2300-06-01T10:00'));
    await expect.poll(() => page.getByTestId('user-standing').getAttribute('data-banned')).toBe('true');
    await performed(page, 'unban', 'User unbanned');

    // Audit records the platform actions a moment later (the job queue): the section polls.
    const types = section(page, 'history').getByTestId('user-history-type');
    const kinds = () => types.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-type') ?? ''));
    await expect.poll(async () => (await kinds()).sort(), { timeout: 30_000, interval: 500 }).toEqual(
      ['globalBan', 'globalBan', 'globalKick', 'globalUnBan', 'globalUnBan'].sort(),
    );
    expect(await section(page, 'history').textContent()).toContain('reason ban');
    expect(await types.allTextContents()).toContain('platform ban');
    // The bans section pairs each ban with its unban.
    await expect.poll(() => section(page, 'bans').getByTestId('user-ban-history').locator('tbody tr').count()).toBe(2);
    expect(await section(page, 'bans').getByTestId('user-ban-history').locator('tbody tr').allTextContents()).toEqual([
      expect.stringContaining('lifted'),
      expect.stringContaining('lifted'),
    ]);
    // The unban's reason (the API takes none) is kept as a moderation comment.
    await expect.poll(() => section(page, 'comments').getByTestId('user-comment').allTextContents()).toEqual(
      expect.arrayContaining(['[unban] reason unban']),
    );
  });

  it('changes roles, badges, capabilities, the password and e-mails, deactivates and reactivates, comments', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const target = await newUser(admin, `Changed ${randomUUID().slice(0, 8)}`);
    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, `/users/${target.id}/show`);
    await loaded(page, 'profile');

    await performed(page, 'addRole', 'Role moderator granted', (dialog) => dialog.getByTestId('user-action-role').selectOption('moderator'));
    await expect.poll(() => roleChips(page)).toContain('moderator');
    await performed(page, 'addGlobalModerator', 'Role global moderator granted');
    await expect.poll(() => roleChips(page)).toContain('globalModerator');
    await performed(page, 'removeRole', 'Role moderator removed', (dialog) => dialog.getByTestId('user-action-role').selectOption('moderator'));
    await expect.poll(() => roleChips(page)).not.toContain('moderator');

    await performed(page, 'badges', 'Badges set', async (dialog) => {
      await dialog.getByLabel('Verified').check();
      await dialog.getByLabel('Platinum', { exact: true }).check();
    });
    const badgeChips = () => section(page, 'badges').locator('[data-badge]').evaluateAll((chips) => chips.map((c) => c.getAttribute('data-badge')));
    await expect.poll(async () => (await badgeChips()).sort()).toEqual(['PLATINUM', 'VERIFIED']);

    await performed(page, 'grantCapability', 'Capability granted', (dialog) => dialog.getByTestId('user-action-capability').selectOption('uploadMusic'));
    await section(page, 'capabilities').locator('[data-capability="uploadMusic"]').waitFor();
    await performed(page, 'revokeCapability', 'Capability revoked', (dialog) => dialog.getByTestId('user-action-capability').selectOption('uploadMusic'));
    await section(page, 'capabilities').locator('[data-capability="uploadMusic"]').waitFor({ state: 'detached' });

    await performed(page, 'password', /^Password set/, (dialog) => dialog.getByTestId('user-action-password').fill('a brand new secret 42'));
    expect(await tokenOf(target.email, 'a brand new secret 42')).toBeTruthy();

    const extra = `extra-${randomUUID().slice(0, 8)}@example.com`;
    await performed(page, 'addEmail', 'E-mail address added', async (dialog) => {
      await dialog.getByTestId('user-action-email').fill(extra);
      await dialog.getByTestId('user-action-email-type').selectOption('work');
    });
    const extraRow = section(page, 'emails').locator('tr', { hasText: extra });
    await extraRow.waitFor();
    expect(await extraRow.getByTestId('user-email-row').getAttribute('data-status')).toBe('CREATED_BY_ADMIN');
    await extraRow.getByTestId('user-email-delete').click();
    await page.getByTestId('user-action-reason').fill('not theirs');
    await page.getByTestId('user-action-dialog').getByRole('button', { name: 'Confirm' }).click();
    await notification(page, 'E-mail address deleted').waitFor();
    await expect.poll(() => extraRow.getByTestId('user-email-row').getAttribute('data-status')).toBe('DELETED');
    // Sessions: the sign-in with the new password above is a live one (the page refreshed since).
    expect(await section(page, 'sessions').locator('[data-live="true"]').count()).toBe(1);

    await performed(page, 'deactivate', 'Account deactivated');
    await expect.poll(() => page.getByTestId('user-standing').getAttribute('data-deactivated')).toBe('true');
    await expect(tokenOf(target.email, 'a brand new secret 42')).rejects.toThrow(/deactivated/);
    await performed(page, 'reactivate', 'Account reactivated');
    await expect.poll(() => page.getByTestId('user-standing').getAttribute('data-deactivated')).toBe('false');

    await performed(page, 'comment', 'Comment added', (dialog) => dialog.getByTestId('user-action-comment').fill('Watch this one'));
    await expect.poll(() => section(page, 'comments').getByTestId('user-comment').allTextContents()).toEqual(
      expect.arrayContaining(['Watch this one', '[addRole: moderator] reason addRole', '[password] reason password', '[deactivate] reason deactivate']),
    );
  });

  it("offers a moderator only what the table allows: kick, ban, badges, capabilities and comments work; roles, password and deactivation are not there; refusals are shown", async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const moderator = await newModerator(admin);
    const target = await newUser(admin, `Moderated ${randomUUID().slice(0, 8)}`);
    const page = await consoleAs(moderator.email, moderator.password);
    await go(page, `/users/${target.id}/show`);
    for (const id of sections) await loaded(page, id);

    const offered = await page.getByTestId('user-actions').locator('[data-testid^="user-action-"]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')));
    for (const refused of ['addRole', 'addGlobalModerator', 'removeRole', 'password', 'deactivate', 'reactivate', 'addEmail']) {
      expect(offered).not.toContain(`user-action-${refused}`);
    }
    for (const allowed of ['kick', 'ban', 'temporaryBan', 'badges', 'grantCapability', 'comment']) expect(offered).toContain(`user-action-${allowed}`);
    // Sections behind permissions a moderator lacks show their refusal; the rest load.
    expect(await section(page, 'rooms').getByTestId('user-section-error').textContent()).toContain('Forbidden');
    expect(await section(page, 'subscription').getByTestId('user-section-error').textContent()).toContain('Forbidden');
    expect(await section(page, 'profile').getByTestId('user-section-error').count()).toBe(0);
    expect(await section(page, 'history').getByTestId('user-section-error').count()).toBe(0);

    await performed(page, 'badges', 'Badges set', (dialog) => dialog.getByLabel('JQBX member').check());
    await section(page, 'badges').locator('[data-badge="JQBX"]').waitFor();
    await performed(page, 'grantCapability', 'Capability granted', (dialog) => dialog.getByTestId('user-action-capability').selectOption('promoteRoom'));
    await section(page, 'capabilities').locator('[data-capability="promoteRoom"]').waitFor();
    await performed(page, 'comment', 'Comment added', (dialog) => dialog.getByTestId('user-action-comment').fill('Seen by a moderator'));
    await performed(page, 'kick', 'User kicked');

    // The server refuses a moderator acting on an admin: the refusal is shown in the dialog.
    const me = await gql<{ me: { id: string } }>('{ me { id } }', {}, admin);
    await go(page, `/users/${me.me.id}/show`);
    await loaded(page, 'profile');
    await perform(page, 'kick');
    const error = page.getByTestId('user-action-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('You may only act on users of a lower rank');
  });

  it("cancels a pending deactivation request with a reason; the dashboard links to the signed-in user's page", async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const requester = await newUser(admin, `Leaving ${randomUUID().slice(0, 8)}`);
    const reason = `moving on ${randomUUID().slice(0, 8)}`;
    await gql('mutation($reason: String) { requestDeactivation(reason: $reason) { userId } }', { reason }, await tokenOf(requester.email, requester.password));

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await page.getByTestId('dashboard-user-id').getByRole('link').click();
    await loaded(page, 'profile');
    expect(await section(page, 'profile').getByTestId('user-email').textContent()).toBe(ADMIN.email);

    await go(page, '/deactivation-requests');
    const request = row(page, reason);
    await request.waitFor();
    await expect.poll(() => request.textContent()).toContain(requester.displayName);
    await request.getByTestId('deactivation-request-cancel').click();
    await page.getByTestId('user-action-reason').fill('talked them out of it');
    await page.getByTestId('user-action-dialog').getByRole('button', { name: 'Confirm' }).click();
    await notification(page, 'Request cancelled').waitFor();
    await request.waitFor({ state: 'detached' });
    const { moderationComments } = await gql<{ moderationComments: { comment: string }[] }>(
      'query($userId: ID!) { moderationComments(userId: $userId) { comment } }',
      { userId: requester.id },
      admin,
    );
    expect(moderationComments.map((c) => c.comment)).toEqual(['[cancelDeactivation] talked them out of it']);
  });
});
