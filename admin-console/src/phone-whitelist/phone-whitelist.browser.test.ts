/**
 * The phone whitelist in the console, in Chromium against the real product: an admin adds a number with a note
 * (a second time refused with the server's message), finds it, removes it after a confirmation naming it; sees
 * everyone's recent phone validations (filtered by result) and the SMS fraud constants as the server has them. A
 * moderator is refused (console.manage). Each test adds its own numbers and removes them.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { choose, confirmDialog, consoleTestKit, DEMO_ADMIN as ADMIN, notification, row } from '../testing/console-test-kit';

const { gql, tokenOf, consoleAs, go, cleanup, newModerator, signedUpUser } = consoleTestKit();

/** A UK mobile number nobody else uses in this run. */
const ukMobile = () => `+447400${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

describe('the phone whitelist', () => {
  it('adds a number with a note, refuses it twice, finds it and removes it after a confirmation', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const phone = ukMobile();
    cleanup(() => gql('mutation($phone: String!) { removePhoneFromWhitelist(phone: $phone) { id } }', { phone }, admin));

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/phone-whitelist');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="phone"]').fill(phone);
    await page.locator('textarea[name="note"]').fill('App review device');
    await page.getByRole('button', { name: 'Save' }).click();
    await row(page, phone).waitFor();
    expect(await row(page, phone).textContent()).toContain('App review device');
    await expect.poll(() => row(page, phone).textContent()).toContain(ADMIN.displayName);

    // The same number again: the server's refusal, and the form stays.
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="phone"]').fill(phone);
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'This phone number is already on the whitelist').waitFor();
    expect(page.url()).toContain('/phone-whitelist/create');

    await go(page, `/phone-whitelist?filter=${encodeURIComponent(JSON.stringify({ 'phone||CONT': phone.slice(-6) }))}`);
    await row(page, phone).waitFor();
    await expect.poll(() => page.locator('tbody tr', { hasText: '+44' }).count()).toBe(1);
    await row(page, phone).getByRole('button', { name: 'Remove' }).click();
    expect(await page.getByRole('dialog').textContent()).toContain(`Remove ${phone} from the whitelist?`);
    await confirmDialog(page);
    await row(page, phone).waitFor({ state: 'detached' });
    const left = await gql<{ phoneWhitelist: { total: number } }>(
      'query($query: ListQueryInput) { phoneWhitelist(query: $query) { total } }',
      { query: { where: { field: 'phone', op: 'EQ', value: phone } } },
      admin,
    );
    expect(left.phoneWhitelist.total).toBe(0);
  });

  it("shows everyone's recent validations, by result, and the SMS fraud constants", async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const user = await signedUpUser('Phone Checker');
    const mobile = ukMobile();
    const fixedLine = `+44207946${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    for (const phone of [mobile, fixedLine]) await gql('mutation($phone: String!) { validatePhone(phone: $phone) { id } }', { phone }, user.token);
    cleanup(() => gql('mutation { clearPhoneValidationRecents }', {}, user.token));
    const { phoneFraudConstants: constants } = await gql<{ phoneFraudConstants: Record<string, number> }>(
      '{ phoneFraudConstants { maxCodesPerNumber windowSeconds maxCodesPerPrefix prefixDigits } }',
      {},
      admin,
    );

    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await go(page, '/phone-whitelist');
    const validations = page.getByTestId('phone-validations');
    await validations.locator('tbody tr', { hasText: mobile }).waitFor();
    await validations.locator('tbody tr', { hasText: fixedLine }).waitFor();
    // The asker's name comes with the user reference, once loaded.
    await expect.poll(() => validations.locator('tbody tr', { hasText: mobile }).textContent()).toContain('Phone Checker');
    expect(await validations.locator('tbody tr', { hasText: mobile }).textContent()).toContain('Valid');
    await choose(page, 'Result', 'Invalid');
    await validations.locator('tbody tr', { hasText: mobile }).waitFor({ state: 'detached' });
    expect(await validations.locator('tbody tr', { hasText: fixedLine }).count()).toBe(1);

    const value = (name: string) => page.getByTestId(`fraud-${name}`).getByTestId('fraud-value').textContent();
    expect(await value('maxCodesPerNumber')).toBe(String(constants.maxCodesPerNumber));
    expect(await value('windowSeconds')).toBe(`${constants.windowSeconds} s`);
    expect(await value('maxCodesPerPrefix')).toBe(String(constants.maxCodesPerPrefix));
    expect(await value('prefixDigits')).toBe(String(constants.prefixDigits));
  });

  it('refuses a moderator (console.manage)', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const moderator = await newModerator(admin);
    const page = await consoleAs(moderator.email, moderator.password);
    await go(page, '/phone-whitelist');
    await notification(page, 'Forbidden').first().waitFor();
    await page.getByTestId('fraud-constants-error').waitFor();
    expect(await page.getByTestId('fraud-constants-error').textContent()).toContain('Forbidden');
  });
});
