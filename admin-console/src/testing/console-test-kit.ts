/**
 * What the console's Chromium tests share (the product is started once per test file): signing in on the login page,
 * going to a page, finding a row or a notification, confirming a dialog, making a moderator, and cleanups run after
 * each test whatever its outcome. Call `consoleTestKit()` once at a test file's top level.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { gatewayRequest, productInBrowser } from '@backspin/test-kit/browser';
import { afterEach, expect } from 'vitest';

export const DEMO_ADMIN = { email: 'admin@backspin.local', password: 'backspin-admin', displayName: 'Admin Demo' };

export function consoleTestKit() {
  const session = productInBrowser();
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });

  const gql = <T>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
    gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

  return {
    session,
    gql,
    /** Runs after the current test, whatever its outcome (last registered, first run). */
    cleanup(...steps: (() => Promise<unknown>)[]): void {
      cleanups.push(...steps);
    },
    async tokenOf(email: string, password: string): Promise<string> {
      const data = await gql<{ login: { accessToken: string } }>('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
        input: { email, password },
      });
      return data.login.accessToken;
    },
    /** Signs in on the console's login page and waits for the dashboard. */
    async consoleAs(email: string, password: string, path = '/'): Promise<Page> {
      const page = await session.open(`${session.product.adminConsoleUrl}${path}`);
      await page.getByTestId('login-email').fill(email);
      await page.getByTestId('login-password').fill(password);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('dashboard-email').waitFor();
      return page;
    },
    async go(page: Page, hashPath: string): Promise<void> {
      await page.goto(`${session.product.adminConsoleUrl}/#${hashPath}`);
    },
    /** A new account with the moderator role (signed up by the admin whose token is given). */
    async newModerator(adminToken: string): Promise<{ email: string; password: string }> {
      const moderator = { email: `moderator-${randomUUID()}@example.com`, password: 'a long enough secret' };
      await gql(
        'mutation($input: AdminSignUpInput!) { adminSignUp(input: $input) { id } }',
        { input: { ...moderator, displayName: 'Mod', roles: ['moderator'] } },
        adminToken,
      );
      return moderator;
    },
    /** A new account of its own (adminSignUp by the admin whose token is given), so tests never share users. */
    async newUser(adminToken: string, displayName: string, roles: string[] = []): Promise<{ id: string; email: string; password: string; displayName: string }> {
      const user = { email: `user-${randomUUID()}@example.com`, password: 'a long enough secret', displayName };
      const made = await gql<{ adminSignUp: { id: string } }>(
        'mutation($input: AdminSignUpInput!) { adminSignUp(input: $input) { id } }',
        { input: { ...user, roles } },
        adminToken,
      );
      return { ...user, id: made.adminSignUp.id };
    },
    /** A new plain user who signed up themselves: their id, token and e-mail (an owner or DJ for the records a test makes). */
    async signedUpUser(displayName: string): Promise<{ id: string; token: string; email: string }> {
      const email = `user-${randomUUID()}@example.com`;
      const data = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
        'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }',
        { input: { email, password: 'a long enough secret', displayName } },
      );
      return { id: data.signUp.user.id, token: data.signUp.accessToken, email };
    },
  };
}

export const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });
export const notification = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** Picks an option of a react-admin SelectInput (a MUI select: its name is its label, then its value) by label and text. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });
  const listbox = page.getByRole('listbox');
  // A select that has just appeared (a filter added) may be rendered again while its list refetches, and a click on
  // the one that went away opens nothing: open it until its options show.
  await expect
    .poll(
      async () => {
        if (!(await listbox.isVisible())) await select.click({ timeout: 2_000 }).catch(() => undefined);
        return listbox.isVisible();
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
  await page.getByRole('option', { name: option, exact: true }).click();
  await listbox.waitFor({ state: 'detached' });
}

/** Picks a user in a user picker (users/UserInput.tsx) by typing part of their name, then choosing them. */
export async function pickUser(page: Page, label: string, displayName: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(displayName);
  await page.getByRole('option', { name: new RegExp(`^${displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
}

/** An instant as a datetime-local input takes it (the browser's time zone is this process's). */
export const localDateTime = (instant: Date): string =>
  new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export async function confirmDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}
