/**
 * The console's managed resources in Chromium against the real product (admin-console.browser.test.ts says how):
 * seasons, vouchers, consumables and token accounts, each through its main flow as an admin, the server's refusals
 * shown, and a moderator refused where the permissions table (contracts/src/roles.ts) says so. Each test makes its
 * own records and removes what it leaves behind.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmDialog, consoleTestKit, DEMO_ADMIN as ADMIN, notification, row } from './testing/console-test-kit';

const { gql, tokenOf, consoleAs, go, cleanup, newModerator } = consoleTestKit();

/** A stretch far from any real season: seasons never overlap, and these never touch the demo's (this month's). */
function farSeason(): { year: number; start: string; end: string } {
  const year = randomInt(3000, 9000);
  return { year, start: `${year}-03-01T00:00`, end: `${year}-04-01T00:00` };
}

async function removeSeasonsNamed(name: string, token: string): Promise<void> {
  const page = await gql<{ allSeasons: { data: { id: string }[] } }>(
    'query($query: ListQueryInput) { allSeasons(query: $query) { data { id } } }',
    { query: { where: { field: 'seasonName', op: 'EQ', value: name } } },
    token,
  );
  for (const season of page.allSeasons.data) await gql('mutation($id: ID!) { deleteSeason(id: $id) { id } }', { id: season.id }, token);
}

describe('seasons', () => {
  it('lists with the current season marked, creates, renames and deletes one after a confirmation', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const name = `Season ${randomUUID().slice(0, 8)}`;
    const renamed = `${name} (renamed)`;
    cleanup(() => removeSeasonsNamed(name, admin), () => removeSeasonsNamed(renamed, admin));
    const { currentSeason } = await gql<{ currentSeason: { seasonName: string } | null }>('{ currentSeason { seasonName } }');

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/seasons');
    if (currentSeason) {
      // The demo's seasons are this month's and last month's: the server says which one is current.
      await row(page, currentSeason.seasonName).getByTestId('season-current').waitFor();
      expect(await page.getByTestId('season-current').count()).toBe(1);
    }

    await page.getByRole('link', { name: 'Create' }).click();
    const { start, end, year } = farSeason();
    await page.locator('input[name="seasonName"]').fill(name);
    await page.locator('input[name="seasonStart"]').fill(start);
    await page.locator('input[name="seasonEnd"]').fill(end);
    await page.getByRole('button', { name: 'Save' }).click();
    // Latest start first: the far-future season heads the list.
    await row(page, name).waitFor();
    expect(await page.locator('tbody tr').first().textContent()).toContain(name);
    expect(await row(page, name).textContent()).toContain(String(year));

    await row(page, name).getByRole('link', { name: 'Edit' }).click();
    await page.locator('input[name="seasonName"]').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await row(page, renamed).waitFor();

    await row(page, renamed).getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page);
    await row(page, renamed).waitFor({ state: 'detached' });
    const left = await gql<{ allSeasons: { total: number } }>(
      'query($query: ListQueryInput) { allSeasons(query: $query) { total } }',
      { query: { where: { field: 'seasonName', op: 'EQ', value: renamed } } },
      admin,
    );
    expect(left.allSeasons.total).toBe(0);
  });

  it("shows the server's refusal of an overlapping season", async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const { start, end, year } = farSeason();
    const existing = `Season ${randomUUID().slice(0, 8)}`;
    const overlapping = `${existing} overlap`;
    cleanup(() => removeSeasonsNamed(existing, admin), () => removeSeasonsNamed(overlapping, admin));
    await gql(
      'mutation($input: CreateSeasonInput!) { createSeason(input: $input) { id } }',
      { input: { seasonName: existing, seasonStart: `${start}:00.000Z`, seasonEnd: `${end}:00.000Z` } },
      admin,
    );

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/seasons/create');
    await page.locator('input[name="seasonName"]').fill(overlapping);
    await page.locator('input[name="seasonStart"]').fill(`${year}-03-15T00:00`);
    await page.locator('input[name="seasonEnd"]').fill(`${year}-05-01T00:00`);
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'Seasons cannot overlap: another season covers part of this time').waitFor();
    // The form stays, with what was typed.
    expect(await page.locator('input[name="seasonName"]').inputValue()).toBe(overlapping);
  });
});

describe('vouchers', () => {
  it('creates one and shows its code once, lists it by status without the code, and revokes it after a confirmation', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const note = `For ${randomUUID().slice(0, 8)}`;
    let voucherId: string | undefined;
    cleanup(async () => {
      if (voucherId) await gql('mutation($id: ID!) { revokeVoucher(id: $id) { id } }', { id: voucherId }, admin);
    });

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/vouchers');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('textarea[name="note"]').fill(note);
    await page.getByRole('button', { name: 'Save' }).click();
    const code = (await page.getByTestId('voucher-code').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    expect(await page.getByTestId('voucher-shown-once').textContent()).toMatch(/shown only once/);
    const listed = await gql<{ vouchers: { data: { id: string; code: string }[] } }>(
      'query($query: ListQueryInput) { vouchers(query: $query) { data { id code } } }',
      { query: { where: { field: 'note', op: 'EQ', value: note } } },
      admin,
    );
    voucherId = listed.vouchers.data[0]?.id;
    expect(listed.vouchers.data.map((v) => v.code)).toEqual([code]);

    await page.getByRole('link', { name: 'Back to the list' }).click();
    // Pending ones by default; the list shows the code's last group only.
    await row(page, note).waitFor();
    const text = (await row(page, note).textContent()) ?? '';
    expect(text).not.toContain(code);
    expect(text).toContain(code.slice(-5));
    expect(await row(page, note).getByTestId('voucher-status').textContent()).toBe('Pending');

    await row(page, note).getByRole('button', { name: 'Revoke' }).click();
    await confirmDialog(page);
    await row(page, note).waitFor({ state: 'detached' });
    await go(page, `/vouchers?filter=${encodeURIComponent(JSON.stringify({ status: 'REVOKED' }))}`);
    expect(await row(page, note).getByTestId('voucher-status').textContent()).toBe('Revoked');
    expect(await row(page, note).getByRole('button', { name: 'Revoke' }).count()).toBe(0);
  });
});

/** A 1×1 PNG: the REST bridge sniffs the bytes. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('consumables', () => {
  it('creates one with a picture, changes its price and takes it off sale after a confirmation', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const name = `Cup ${randomUUID().slice(0, 8)}`;
    cleanup(async () => {
      const page = await gql<{ consumables: { data: { id: string; name: string }[] } }>(
        'query($query: ListQueryInput) { consumables(query: $query) { data { id name } } }',
        { query: { where: { field: 'name', op: 'EQ', value: name } } },
        admin,
      );
      for (const c of page.consumables.data) await gql('mutation($id: ID!) { deleteConsumable(id: $id) { id } }', { id: c.id }, admin);
    });

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/consumables');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill(name);
    await page.locator('textarea[name="description"]').fill('A hot drink for the DJ');
    await page.locator('input[name="tokenCost"]').fill('7');
    await page.locator('input[type="file"]').setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save' }).click();
    await row(page, name).waitFor();
    expect(await row(page, name).textContent()).toContain('A hot drink for the DJ');
    // The picture went through the REST bridge's staged upload and loads from there.
    const picture = row(page, name).getByTestId('consumable-picture');
    await picture.waitFor();
    expect(await picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(1);

    await row(page, name).getByRole('link', { name: 'Edit' }).click();
    await page.locator('input[name="tokenCost"]').fill('9');
    await page.getByRole('button', { name: 'Save' }).click();
    await row(page, name).waitFor();
    await expect.poll(async () => (await row(page, name).locator('td').allTextContents()).includes('9')).toBe(true);

    await row(page, name).getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page);
    await row(page, name).waitFor({ state: 'detached' });
  });
});

describe('token accounts', () => {
  it("shows an account's ledger, credits and adjusts it with a reason after a confirmation, disables and enables it", async () => {
    const email = `tokens-${randomUUID()}@example.com`;
    const signedUp = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
      'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }',
      { input: { email, password: 'a long enough secret', displayName: 'Token Holder' } },
    );
    const opened = await gql<{ openTokenAccount: { id: string } }>('mutation { openTokenAccount { id } }', {}, signedUp.signUp.accessToken);
    const accountId = opened.openTokenAccount.id;
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    // Whatever happens, the account ends enabled.
    cleanup(() =>
      gql('mutation($input: SetTokenAccountStatusInput!) { setTokenAccountStatus(input: $input) { id } }', { input: { accountId, status: 'active' } }, admin),
    );

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, `/token-accounts?filter=${encodeURIComponent(JSON.stringify({ userId: signedUp.signUp.user.id }))}`);
    await row(page, 'Token Holder').click();
    const balance = page.getByTestId('token-account-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toBe('0');

    await page.getByTestId('token-account-credit').click();
    await page.getByTestId('token-action-amount').fill('50');
    await page.getByTestId('token-action-reason').fill('Welcome gift');
    await page.getByTestId('token-action-review').click();
    expect(await page.getByTestId('token-action-summary').textContent()).toContain('Credit 50 tokens to this account?');
    await page.getByTestId('token-action-confirm').click();
    await notification(page, 'Credited 50 tokens').waitFor();
    await expect.poll(() => balance.textContent()).toBe('50');
    await row(page, 'Welcome gift').first().waitFor();

    // Taking away more than there is: the server's refusal, and nothing moves.
    await page.getByTestId('token-account-adjust').click();
    await page.getByTestId('token-action-amount').fill('-80');
    await page.getByTestId('token-action-reason').fill('Too much');
    await page.getByTestId('token-action-review').click();
    await page.getByTestId('token-action-confirm').click();
    await page.getByTestId('token-action-error').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await balance.textContent()).toBe('50');

    await page.getByTestId('token-account-adjust').click();
    await page.getByTestId('token-action-amount').fill('-20');
    await page.getByTestId('token-action-reason').fill('Refund of a mistaken gift');
    await page.getByTestId('token-action-review').click();
    expect(await page.getByTestId('token-action-summary').textContent()).toContain('Take 20 tokens from this account?');
    await page.getByTestId('token-action-confirm').click();
    await expect.poll(() => balance.textContent()).toBe('30');
    // A take-away is a hold and its commit, both with the reason.
    await row(page, 'Refund of a mistaken gift').first().waitFor();

    await page.getByTestId('token-account-toggle').click();
    await confirmDialog(page);
    await expect.poll(() => page.getByTestId('token-account-status').textContent()).toBe('Disabled');
    await page.getByTestId('token-account-toggle').click();
    await confirmDialog(page);
    await expect.poll(() => page.getByTestId('token-account-status').textContent()).toBe('Active');
  });
});

describe('a moderator', () => {
  it('is refused the admin-only resources (console.manage) and the token ledger (tokens.manage)', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const moderator = await newModerator(admin);

    const page = await consoleAs(moderator.email, moderator.password);
    for (const resource of ['seasons', 'vouchers', 'consumables/create', 'token-accounts']) {
      await go(page, `/${resource}`);
      if (resource === 'consumables/create') {
        // Listing consumables is anyone's; creating one is not.
        await page.locator('input[name="name"]').fill('Not allowed');
        await page.locator('input[name="tokenCost"]').fill('1');
        await page.getByRole('button', { name: 'Save' }).click();
      }
      await notification(page, 'Forbidden').waitFor();
      // The next page's refusal must be its own: back to the dashboard, reloaded, shows none.
      await go(page, '/');
      await page.reload();
      await page.getByTestId('dashboard-email').waitFor();
      expect(await notification(page, 'Forbidden').count()).toBe(0);
    }
  });
});
