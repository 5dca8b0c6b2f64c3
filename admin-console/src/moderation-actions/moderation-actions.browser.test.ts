/**
 * Audit's moderation trail in the console, in Chromium against the real product: staff (the demo admin) record one
 * action and several at once, filter by target, type and a time range, correct one (its first version kept and shown)
 * and delete one; a moderator reads the trail but is offered no writing. Each test makes its own users and records
 * and deletes what it leaves behind.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, confirmDialog, consoleTestKit, DEMO_ADMIN as ADMIN, localDateTime, notification, pickUser, row } from '../testing/console-test-kit';

const { gql, tokenOf, consoleAs, go, cleanup, newModerator, signedUpUser } = consoleTestKit();

interface Action {
  id: string;
  targetUserId: string;
  actionType: string;
  reason: string | null;
  createdAt: string;
}
const FIELDS = 'id targetUserId actionType reason createdAt';

async function actionsWithReason(marker: string, token: string): Promise<Action[]> {
  const page = await gql<{ moderationActions: { data: Action[] } }>(
    `query($query: ListQueryInput) { moderationActions(query: $query) { data { ${FIELDS} } } }`,
    { query: { limit: 100, where: { field: 'reason', op: 'CONT', value: marker } } },
    token,
  );
  return page.moderationActions.data;
}

/** Deletes whatever this test recorded (its reasons carry the marker). */
function removeActions(marker: string, token: string) {
  return async () => {
    for (const action of await actionsWithReason(marker, token)) await gql('mutation($id: ID!) { deleteModerationAction(id: $id) { id } }', { id: action.id }, token);
  };
}

const rowCount = (page: Page) => page.locator('tbody tr').count();
const listUrl = (filter: Record<string, string>) => `/moderation-actions?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('moderation actions', () => {
  it('records one and several at once, filters by target, type and time, corrects one keeping its first version, and deletes one', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const marker = `m-${randomUUID().slice(0, 8)}`;
    cleanup(removeActions(marker, admin));
    const [ada, bob] = [await signedUpUser(`Ada ${marker}`), await signedUpUser(`Bob ${marker}`)];

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/moderation-actions');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('textarea[name="targetUserIds"]').fill(ada.id);
    await choose(page, 'Action', 'Room kick');
    await page.locator('textarea[name="reason"]').fill(`${marker} flooding the chat`);
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'Moderation action recorded').waitFor();
    await row(page, `${marker} flooding the chat`).waitFor();

    // Several targets: one record each, through the bulk mutation.
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('textarea[name="targetUserIds"]').fill(`${ada.id}\n${bob.id}`);
    await choose(page, 'Action', 'Platform ban');
    await page.locator('textarea[name="reason"]').fill(`${marker} spam ring`);
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, '2 moderation actions recorded').waitFor();
    const recorded = await actionsWithReason(marker, admin);
    expect(recorded.map((a) => [a.targetUserId, a.actionType, a.reason]).sort()).toEqual(
      [
        [ada.id, 'kickUser', `${marker} flooding the chat`],
        [ada.id, 'globalBan', `${marker} spam ring`],
        [bob.id, 'globalBan', `${marker} spam ring`],
      ].sort(),
    );

    // The target filter (a user found by name), then the type filter (chosen): only the matching rows.
    await pickUser(page, 'Target', `Bob ${marker}`);
    await expect.poll(() => rowCount(page)).toBe(1);
    expect(await row(page, `${marker} spam ring`).count()).toBe(1);
    await pickUser(page, 'Target', `Ada ${marker}`);
    await expect.poll(() => rowCount(page)).toBe(2);
    await choose(page, 'Action', 'Room kick');
    await expect.poll(() => rowCount(page)).toBe(1);
    expect(await page.locator('tbody tr').first().textContent()).toContain('flooding the chat');

    // The time range: around the records' own instants (the server's clock), then a range that ends before them.
    const first = new Date(Math.min(...recorded.map((a) => Date.parse(a.createdAt))));
    await go(page, listUrl({ targetUserId: ada.id }));
    await expect.poll(() => rowCount(page)).toBe(2);
    await page.locator('input[name="createdAt||GTE"]').fill(localDateTime(new Date(first.getTime() - 120_000)));
    await page.locator('input[name="createdAt||LT"]').fill(localDateTime(new Date(first.getTime() + 120_000)));
    await expect.poll(() => page.url()).toContain(encodeURIComponent('createdAt||LT'));
    await expect.poll(() => rowCount(page)).toBe(2);
    const before = new Date(first.getTime() - 60_000);
    await page.locator('input[name="createdAt||LT"]').fill(localDateTime(before));
    await expect.poll(() => rowCount(page)).toBe(0);
    await page.getByText(/No moderation actions? found/i).waitFor();

    // A correction: only the reason changes; the first version stays, shown among the earlier versions.
    await go(page, listUrl({ targetUserId: bob.id }));
    await row(page, `${marker} spam ring`).click();
    await page.getByTestId('moderation-action-no-revisions').waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.locator('textarea[name="reason"]').fill(`${marker} spam ring (corrected)`);
    await page.getByRole('button', { name: 'Save' }).click();
    const revisions = page.getByTestId('moderation-action-revisions');
    await revisions.waitFor();
    expect(await page.getByTestId('moderation-action-revision').textContent()).toBe('2');
    expect(await page.getByTestId('moderation-action-reason').textContent()).toBe(`${marker} spam ring (corrected)`);
    expect(await revisions.locator('tbody tr').count()).toBe(1);
    expect(await revisions.locator('tbody tr').first().textContent()).toContain(`${marker} spam ring`);
    expect(await revisions.locator('tbody tr').first().textContent()).not.toContain('corrected');

    // Deleted after a confirmation: it leaves the list; staff still read it with withDeleted.
    const corrected = (await actionsWithReason(`${marker} spam ring (corrected)`, admin))[0]!;
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page);
    await page.waitForURL(/#\/moderation-actions(\?|$)/);
    const gone = await gql<{ live: { id: string } | null; kept: { deletedAt: string | null; revisions: unknown[] } }>(
      'query($id: ID!) { live: moderationAction(id: $id) { id } kept: moderationAction(id: $id, withDeleted: true) { deletedAt revisions { revision } } }',
      { id: corrected.id },
      admin,
    );
    expect(gone.live).toBeNull();
    expect(gone.kept.deletedAt).not.toBeNull();
    expect(gone.kept.revisions).toHaveLength(1);
  });

  it('shows the server\'s refusal of a bulk row by its place', async () => {
    const page = await consoleAs(ADMIN.email, ADMIN.password);
    const target = await signedUpUser('Role Target');
    await go(page, '/moderation-actions/create');
    await page.locator('textarea[name="targetUserIds"]').fill(`${target.id}\n${randomUUID()}`);
    // A role grant needs the role: the server refuses the first row, and nothing is written.
    await choose(page, 'Action', 'Role granted');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, /^Target 1: /).waitFor();
    expect(page.url()).toContain('/moderation-actions/create');
  });

  it('lets a moderator read the trail and a record, offering no create, correction or deletion', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const marker = `m-${randomUUID().slice(0, 8)}`;
    cleanup(removeActions(marker, admin));
    const target = await signedUpUser('Read Target');
    await gql(
      'mutation($input: ModerationActionInput!) { createModerationAction(input: $input) { id } }',
      { input: { actionType: 'globalKick', targetUserId: target.id, reason: `${marker} read me` } },
      admin,
    );
    const moderator = await newModerator(admin);

    const page = await consoleAs(moderator.email, moderator.password);
    // The menu offers what the role may read: the trail, not the admins' avatars, phone whitelist or rankings.
    await page.getByRole('menuitem', { name: 'Moderation actions' }).waitFor();
    for (const name of ['Avatars', 'Phone whitelist', 'Season ranking', 'Lifetime ranking']) expect(await page.getByRole('menuitem', { name }).count(), name).toBe(0);
    await go(page, listUrl({ targetUserId: target.id }));
    await row(page, `${marker} read me`).waitFor();
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await row(page, `${marker} read me`).click();
    await page.getByTestId('moderation-action-reason').waitFor();
    expect(await page.getByTestId('moderation-action-reason').textContent()).toBe(`${marker} read me`);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    // Writing anyway (the create page by its address): the server refuses.
    await go(page, '/moderation-actions/create');
    await page.locator('textarea[name="targetUserIds"]').fill(target.id);
    await choose(page, 'Action', 'Platform kick');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'Forbidden').waitFor();
  });
});
