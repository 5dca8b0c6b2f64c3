/**
 * The admin console in a real browser against the real product (gateway, subgraphs, fresh database
 * with demo data), served from its built dist/. Debian's Chromium, driven by playwright-core.
 */
import type { Page } from 'playwright-core';
import { productInBrowser } from '@backspin/test-kit/browser';
import { describe, expect, it } from 'vitest';

const ADMIN = { email: 'admin@backspin.local', password: 'backspin-admin', displayName: 'Admin Demo' };
const DJ = { email: 'dj@backspin.local', password: 'backspin-dj' };

const session = productInBrowser();

async function openConsole(): Promise<Page> {
  return session.open(`${session.product.adminConsoleUrl}/`);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('admin console', () => {
  it('lets an admin in and shows their e-mail and roles on the dashboard', async () => {
    const page = await openConsole();
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByTestId('dashboard-email').waitFor();
    expect(await page.getByTestId('dashboard-email').textContent()).toBe(ADMIN.email);
    expect(await page.getByTestId('dashboard-display-name').textContent()).toBe(ADMIN.displayName);
    expect(await page.getByTestId('dashboard-roles').locator('[data-role]').evaluateAll((chips) => chips.map((c) => c.getAttribute('data-role')))).toContain(
      'admin',
    );
    // The session survives a reload.
    await page.reload();
    await page.getByTestId('dashboard-email').waitFor();
    expect(await page.getByTestId('dashboard-email').textContent()).toBe(ADMIN.email);
  });

  it('refuses a plain user', async () => {
    const page = await openConsole();
    await logIn(page, DJ.email, DJ.password);
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/^Access denied: the admin console is for staff only/);
    expect(await page.evaluate(() => window.localStorage.getItem('backspin.admin.session'))).toBeNull();
    expect(await page.getByTestId('dashboard').count()).toBe(0);
  });

  it('shows the error for a wrong password', async () => {
    const page = await openConsole();
    await logIn(page, ADMIN.email, 'not-the-password');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('Incorrect email or password');
  });

  it('follows the language chosen in the web player, and its own language menu changes both apps', async () => {
    const page = await session.open(`${session.product.webPlayerUrl}/`);
    await page.getByTestId('lang-es').click();
    await page.goto(`${session.product.adminConsoleUrl}/`);
    await page.getByText('Acceso del personal').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByText('Sesión iniciada como').waitFor();
    // react-admin's own words come from the Spanish pack, resource names from the console's messages.
    await page.getByRole('menuitem', { name: 'Cupones' }).waitFor();
    await page.getByRole('menuitem', { name: 'Temporadas' }).click();
    await page.getByRole('link', { name: 'Crear' }).waitFor();

    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Seasons' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // The web player, in the same browser, now starts in English too.
    await page.goto(`${session.product.webPlayerUrl}/`);
    await expect.poll(() => page.getByTestId('lang-en').getAttribute('aria-pressed')).toBe('true');
  });
});
