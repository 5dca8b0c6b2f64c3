/**
 * The console's status page in Chromium against the real product (admin-console.browser.test.ts says how): every
 * service's status for an admin, and for a moderator the services the permissions table (contracts/src/roles.ts)
 * refuses them shown as those services' errors.
 */
import { describe, expect, it } from 'vitest';
import { consoleTestKit, DEMO_ADMIN as ADMIN } from './testing/console-test-kit';

const { tokenOf, consoleAs, go, newModerator } = consoleTestKit();

describe('the status page', () => {
  it("shows every service's version, database and uptime to an admin", async () => {
    const page = await consoleAs(ADMIN.email, ADMIN.password);
    await page.getByRole('menuitem', { name: 'Status' }).click();
    const cards = page.getByTestId('service-status');
    await expect.poll(() => cards.count()).toBe(4);
    await page.getByTestId('status-loading').waitFor({ state: 'detached' });
    for (const name of ['users', 'audit', 'playlists', 'rooms']) {
      const card = page.locator(`[data-testid="service-status"][data-service="${name}"]`);
      expect(await card.getByTestId('service-status-error').count(), name).toBe(0);
      expect(await card.getByTestId('service-status-health').textContent(), name).toBe('ok');
      expect(await card.getByTestId('service-status-version').textContent(), name).toMatch(/^Version \S+/);
      expect(await card.getByTestId('service-status-database').textContent(), name).toBe('Database: answering');
      expect(await card.getByTestId('service-status-uptime').textContent(), name).toMatch(/^Up (\d+[dhms] ?)+$/);
    }
  });

  it("shows a moderator the services they may read, and each refusal as that service's error", async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const moderator = await newModerator(admin);
    const page = await consoleAs(moderator.email, moderator.password);
    await go(page, '/status');
    await expect.poll(() => page.getByTestId('service-status').count()).toBe(4);
    await page.getByTestId('status-loading').waitFor({ state: 'detached' });
    // audit.read is a moderator's; the playlist and room services' status are admins'.
    const card = (name: string) => page.locator(`[data-testid="service-status"][data-service="${name}"]`);
    expect(await card('audit').getByTestId('service-status-health').textContent()).toBe('ok');
    for (const name of ['playlists', 'rooms']) {
      expect(await card(name).getByTestId('service-status-error').textContent(), name).toContain('Forbidden');
      expect(await card(name).getByTestId('service-status-health').textContent(), name).toBe('error');
    }
  });
});
