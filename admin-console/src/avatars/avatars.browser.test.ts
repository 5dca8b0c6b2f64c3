/**
 * The avatar catalogue in the console, in Chromium against the real product: an admin creates a season award avatar
 * with a picture (staged upload through the REST bridge), changes it, gives it to a user and takes it back, runs the
 * current season's award backfill and follows it until done (the winners then hold it), and deletes it after a
 * confirmation. A moderator is refused (console.manage). Each test deletes the avatars it made.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { choose, confirmDialog, consoleTestKit, DEMO_ADMIN as ADMIN, notification, pickUser, row } from '../testing/console-test-kit';

const { gql, tokenOf, consoleAs, go, cleanup, newModerator, signedUpUser } = consoleTestKit();

/** A 1×1 PNG: the REST bridge sniffs the bytes. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('avatars', () => {
  it('creates a season award avatar with a picture, changes it, gives and takes it back, backfills the season until done, and deletes it', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const slug = `t-${randomUUID().slice(0, 8)}`;
    cleanup(() => gql('mutation($slug: String!) { deleteAvatar(slug: $slug) { id } }', { slug }, admin));
    const { currentSeason } = await gql<{ currentSeason: { id: string; seasonName: string } }>('{ currentSeason { id seasonName } }');
    await signedUpUser('Avatar Holder');

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await page.getByRole('menuitem', { name: 'Avatars' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="slug"]').fill(slug);
    await page.locator('input[name="name"]').fill('Crowd Favourite');
    await choose(page, 'Who may wear it', 'Season award');
    await choose(page, 'Season', currentSeason.seasonName);
    await page.locator('input[name="awardMinPoints"]').fill('1');
    await page.locator('input[type="file"]').setInputFiles({ name: 'crowd.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save' }).click();
    // Its page: the picture came through the staged upload and loads from the REST bridge.
    await page.getByTestId('avatar-name').waitFor();
    expect(await page.getByTestId('avatar-name').textContent()).toBe('Crowd Favourite');
    const picture = page.getByTestId('avatar-picture').first();
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(1);
    await page.getByText('Nobody holds it yet').waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.locator('input[name="name"]').fill('Crowd Favourite II');
    await page.getByLabel('Discord only').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('avatar-name').textContent()).toBe('Crowd Favourite II');
    const stored = await gql<{ adminAvatar: { name: string; discordOnly: boolean; awardMinPoints: number; seasonId: string } }>(
      'query($slug: String!) { adminAvatar(slug: $slug) { name discordOnly awardMinPoints seasonId } }',
      { slug },
      admin,
    );
    expect(stored.adminAvatar).toEqual({ name: 'Crowd Favourite II', discordOnly: true, awardMinPoints: 1, seasonId: currentSeason.id });

    // Given by hand, then taken back after a confirmation.
    await pickUser(page, 'Give it to', 'Avatar Holder');
    await page.getByTestId('avatar-assign').click();
    await notification(page, 'Avatar given').waitFor();
    const assignments = page.getByTestId('avatar-assignments');
    await assignments.locator('tbody tr', { hasText: 'Avatar Holder' }).waitFor();
    expect(await assignments.locator('tbody tr', { hasText: 'Avatar Holder' }).textContent()).toContain('Given');
    await assignments.locator('tbody tr', { hasText: 'Avatar Holder' }).getByTestId('avatar-unassign').click();
    await confirmDialog(page);
    await page.getByText('Nobody holds it yet').waitFor();

    // The backfill of the current season (the default), followed until done: the demo's point holders win it.
    await go(page, '/avatars');
    await page.getByTestId('avatar-backfill-open').click();
    await expect.poll(() => page.getByTestId('avatar-backfill-season').textContent()).toBe(currentSeason.seasonName);
    await page.getByTestId('avatar-backfill-limit').fill('2');
    await page.getByTestId('avatar-backfill-run').click();
    const progress = page.getByTestId('avatar-backfill-progress');
    await progress.waitFor();
    await page.locator('[data-testid="avatar-backfill-progress"][data-status="done"]').waitFor({ timeout: 30_000 });
    expect(await progress.textContent()).toMatch(/^Done: [1-9]\d* avatars given in [1-9]\d* batches$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const holders = await gql<{ avatarAssignmentsOf: { total: number; data: { assignmentType: string }[] } }>(
      'query($slug: String!) { avatarAssignmentsOf(slug: $slug) { total data { assignmentType } } }',
      { slug },
      admin,
    );
    expect(holders.avatarAssignmentsOf.total).toBeGreaterThan(0);
    expect(holders.avatarAssignmentsOf.data.every((a) => a.assignmentType === 'SEASON_AWARD')).toBe(true);

    // The list, filtered by name; its page shows the winners; deleted after a confirmation naming it.
    await go(page, `/avatars?filter=${encodeURIComponent(JSON.stringify({ 'name||CONT_L': 'crowd favourite ii' }))}`);
    await row(page, slug).click();
    await page.getByTestId('avatar-assignments').locator('tbody tr', { hasText: 'Won in a season' }).first().waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    expect(await page.getByRole('dialog').textContent()).toContain(`Delete the avatar ${slug}?`);
    await confirmDialog(page);
    await page.waitForURL(/#\/avatars(\?|$)/);
    await row(page, slug).waitFor({ state: 'detached' });
    const left = await gql<{ allAvatars: { total: number } }>(
      'query($query: ListQueryInput) { allAvatars(query: $query) { total } }',
      { query: { where: { field: 'slug', op: 'EQ', value: slug } } },
      admin,
    );
    expect(left.allAvatars.total).toBe(0);
  });

  it("shows the server's refusal of a slug taken", async () => {
    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/avatars/create');
    await page.locator('input[name="slug"]').fill('vinyl-1');
    await page.locator('input[name="name"]').fill('Copy');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'an avatar with this slug already exists').waitFor();
  });

  it('refuses a moderator (console.manage)', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const moderator = await newModerator(admin);
    const page = await consoleAs(moderator.email, moderator.password);
    await go(page, '/avatars');
    await notification(page, 'Forbidden').first().waitFor();
    expect(await page.locator('tbody tr').count()).toBe(0);
  });
});
