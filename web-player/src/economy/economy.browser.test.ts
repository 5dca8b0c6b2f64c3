/**
 * The economy's screens in real browsers (Debian's Chromium) against the real product with its demo data: the token
 * balance in the header, the room's consumables shelf (a purchase lands in another listener's chat; a stale view is
 * refused with 409 and refreshed), the avatar picker with locked avatars, the season leaderboard and points on
 * profiles.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { gatewayRequest, productInBrowser, signInThroughForm, signUpThroughForm } from '@backspin/test-kit/browser';
import { describe, expect, it } from 'vitest';

const session = productInBrowser();
const LISTENER = { email: 'listener@backspin.local', password: 'backspin-listener', displayName: 'Listener Demo' };
const DEMO_DJ = '00000000-0000-4000-8000-000000000001';
const DEMO_LISTENER = '00000000-0000-4000-8000-000000000002';
const DAY = 86_400_000;

const player = (path = '/') => `${session.product.webPlayerUrl}${path}`;
const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) => gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

async function adminToken(): Promise<string> {
  const { login } = await gql<{ login: { accessToken: string } }>('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
    input: { email: 'admin@backspin.local', password: 'backspin-admin' },
  });
  return login.accessToken;
}

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('backspin.session') ?? '{}') as { accessToken: string }).accessToken);
}

async function userId(page: Page): Promise<string> {
  const { me } = await gql<{ me: { id: string } }>('{ me { id } }', {}, await accessToken(page));
  return me.id;
}

/** A new user, signed up through the form; their display name. */
async function signUp(page: Page, prefix: string): Promise<string> {
  const displayName = `${prefix} ${randomUUID().slice(0, 6)}`;
  await signUpThroughForm(page, { email: `economy-${randomUUID()}@example.com`, password: 'a long enough secret', displayName });
  await page.getByTestId('rooms-page').waitFor();
  return displayName;
}

interface Season {
  id: string;
  seasonName: string;
  seasonStart: string;
  seasonEnd: string;
}
const seasonFields = 'id seasonName seasonStart seasonEnd';

/** The current season, made by the admin when the demo has none (after any season that ended, never overlapping). */
async function currentSeason(admin: string): Promise<Season> {
  const { currentSeason } = await gql<{ currentSeason: Season | null }>(`{ currentSeason { ${seasonFields} } }`);
  if (currentSeason) return currentSeason;
  const now = Date.now();
  const { previousSeason } = await gql<{ previousSeason: Season | null }>(`query($at: DateTimeISO!) { previousSeason(seasonStart: $at) { ${seasonFields} } }`, {
    at: new Date(now).toISOString(),
  });
  const start = Math.max(previousSeason ? Date.parse(previousSeason.seasonEnd) : 0, now - DAY);
  const { createSeason } = await gql<{ createSeason: Season }>(`mutation($input: CreateSeasonInput!) { createSeason(input: $input) { ${seasonFields} } }`, {
    input: { seasonName: `Season ${randomUUID().slice(0, 6)}`, seasonStart: new Date(start).toISOString(), seasonEnd: new Date(now + 30 * DAY).toISOString() },
  }, admin);
  return createSeason;
}

describe('the economy in the web player', () => {
  it('shows the balance, buys a consumable that lands in another listener’s chat, and refreshes a stale view (409)', async () => {
    const admin = await adminToken();
    const name = `Confetti cannon ${randomUUID().slice(0, 6)}`;
    await gql('mutation($input: CreateConsumableInput!) { createConsumable(input: $input) { id } }', { input: { name, description: 'Pop!', tokenCost: 3 } }, admin);

    // The buyer: a new user, without a token account yet.
    const buyer = await session.open(player());
    const buyerName = await signUp(buyer, 'Buyer');
    await buyer.locator('[data-testid="token-balance"][data-state="none"]').waitFor();
    await buyer.goto(player('/rooms/lobby'));
    const item = buyer.locator('[data-testid="consumable"]', { hasText: name });
    await item.waitFor();
    expect(await item.getAttribute('data-cost')).toBe('3');
    // No account: the spec's message.
    await item.getByTestId('consumable-buy').click();
    await buyer.locator('[data-testid="purchase-refused"][data-reason="TOKEN_ACCOUNT_NOT_FOUND"]').waitFor();
    expect(await buyer.getByTestId('purchase-error').textContent()).toBe('We were unable to find your token account. Please try again.');

    // An account, then tokens from the staff (another device's change: this page's view is now stale).
    await buyer.getByTestId('open-token-account').click();
    await buyer.locator('[data-testid="token-balance"][data-balance="0"]').waitFor();
    const { myTokenAccount } = await gql<{ myTokenAccount: { id: string } }>('{ myTokenAccount { id } }', {}, await accessToken(buyer));
    await gql(
      'mutation($input: CreditTokenAccountInput!) { creditTokenAccount(input: $input) { id } }',
      { input: { accountId: myTokenAccount.id, amount: 10, idempotencyKey: randomUUID(), reason: 'test tokens' } },
      admin,
    );
    // The stale view is refused with 409; the shelf and the header show the current balance.
    await item.getByTestId('consumable-buy').click();
    await buyer.locator('[data-testid="purchase-refused"][data-reason="CONSUMABLE_PURCHASE_STALE"]').waitFor();
    await buyer.locator('[data-testid="token-balance"][data-balance="10"]').waitFor();
    await buyer.locator('[data-testid="shelf-balance"][data-balance="10"]').waitFor();
    expect(await buyer.getByTestId('purchase-error').textContent()).toContain('the shelf now shows the current values');

    // A second listener in the room.
    const listener = await session.open(player('/rooms/lobby'));
    await signInThroughForm(listener, LISTENER.email, LISTENER.password);
    await listener.getByTestId('room-page').waitFor();
    await buyer.locator('[data-testid="listener"]', { hasText: LISTENER.displayName }).waitFor();

    // A double click buys once: 3 of the 10 tokens, and the consumable lands in both chats.
    await item.getByTestId('consumable-buy').dblclick();
    await buyer.getByTestId('purchase-sent').waitFor();
    await buyer.locator('[data-testid="token-balance"][data-balance="7"]').waitFor();
    const landed = listener.locator(`[data-testid="chat-message"]:has([data-testid="chat-consumable"][data-name="${name}"])`);
    await landed.waitFor();
    expect(await landed.getByTestId('chat-author').textContent()).toBe(buyerName);
    expect(await landed.getByTestId('chat-consumable-name').textContent()).toBe(name);
    await buyer.locator(`[data-testid="chat-consumable"][data-name="${name}"]`).waitFor();
    expect(await buyer.locator(`[data-testid="chat-consumable"][data-name="${name}"]`).count()).toBe(1);
    expect(await buyer.getByTestId('token-balance').getAttribute('data-balance')).toBe('7');

    // Too few tokens for a round of drinks (a demo consumable, 50 tokens): said so, and nothing moves.
    await buyer.locator('[data-testid="consumable"]', { hasText: 'A round of drinks' }).getByTestId('consumable-buy').click();
    await buyer.locator('[data-testid="purchase-refused"][data-reason="TOKEN_BALANCE_INSUFFICIENT"]').waitFor();
    expect(await buyer.getByTestId('purchase-error').textContent()).toBe("You don't have enough tokens for this.");
    expect(await buyer.getByTestId('token-balance').getAttribute('data-balance')).toBe('7');

    // In Spanish.
    await buyer.getByTestId('lang-es').click();
    await buyer.waitForFunction(() => document.querySelector('#consumable-shelf-title')?.textContent === 'Envía algo a la sala');
    expect(await buyer.getByTestId('token-balance').textContent()).toContain('7 fichas');
  });

  it('shows locked avatars with why, and wears one the user may wear', async () => {
    const page = await session.open(player());
    await signUp(page, 'Picker');
    await page.getByTestId('user-badge').click();
    await page.getByTestId('avatar-picker').waitFor();
    // The demo's season award is locked, with its season and threshold; the vinyl records are free to wear.
    const award = page.locator('[data-testid="avatar-option"][data-avatar-id="demo-season-champion"]');
    expect(await award.getAttribute('data-locked')).toBe('true');
    expect(await award.getByTestId('avatar-lock-reason').textContent()).toMatch(/Season award of .+: the top 3 of its ranking/);
    expect(await award.locator('input').isDisabled()).toBe(true);
    // A private avatar given to someone else is not shown at all.
    expect(await page.locator('[data-testid="avatar-option"][data-avatar-id="demo-backstage-pass"]').count()).toBe(0);
    const vinyl = page.locator('[data-testid="avatar-option"][data-avatar-id="vinyl-3"]');
    expect(await vinyl.getAttribute('data-locked')).toBe('false');
    await vinyl.click();
    await page.getByTestId('profile-avatar-save').click();
    await page.getByTestId('profile-avatar-saved').waitFor();
    await page.locator('[data-testid="user-badge"] [data-avatar-id="vinyl-3"]').waitFor();

    // The demo listener holds the private one and may wear it.
    const listener = await session.open(player('/profile'));
    await signInThroughForm(listener, LISTENER.email, LISTENER.password);
    const backstage = listener.locator('[data-testid="avatar-option"][data-avatar-id="demo-backstage-pass"]');
    await backstage.waitFor();
    expect(await backstage.getAttribute('data-locked')).toBe('false');

    // Wearing it, the listener shows it to everyone, though others cannot look it up in the catalogue.
    await backstage.click();
    await listener.getByTestId('profile-avatar-save').click();
    await listener.getByTestId('profile-avatar-saved').waitFor();
    await page.goto(player(`/users/${DEMO_LISTENER}`));
    await page.locator('[data-testid="profile-avatar"][data-avatar-id="demo-backstage-pass"][data-avatar-name="Backstage pass"]').waitFor();
  });

  it('ranks the season with your own row highlighted, moves between seasons, and shows points on profiles', async () => {
    const admin = await adminToken();
    const season = await currentSeason(admin);
    const page = await session.open(player());
    const displayName = await signUp(page, 'Ranker');
    const id = await userId(page);
    await gql(
      'mutation($input: AdminPointsInput!) { adjustPoints(input: $input) { id } }',
      { input: { userUuid: id, points: 90_000, reason: 'browser test', seasonId: season.id } },
      admin,
    );

    await page.getByTestId('nav-leaderboard').click();
    await page.locator(`[data-testid="season-ranking"][data-season-id="${season.id}"]`).waitFor();
    expect(await page.getByTestId('season-name').textContent()).toBe(season.seasonName);
    const mine = page.locator('[data-testid="ranking-row"][data-me="true"]');
    await mine.waitFor();
    expect(await mine.getAttribute('data-rank')).toBe('1');
    expect(await mine.textContent()).toContain(displayName);
    expect(await page.locator('[data-testid="own-rank"]').getAttribute('data-rank')).toBe('1');

    // The previous season (the demo's, which the demo DJ topped), and back.
    await page.getByTestId('previous-season').click();
    await page.waitForURL('**/leaderboard/seasons/**');
    const previous = page.locator('[data-testid="season-ranking"]');
    await page.waitForFunction((current) => document.querySelector('[data-testid="season-ranking"]')?.getAttribute('data-season-id') !== current, season.id);
    await previous.locator(`[data-testid="ranking-row"][data-user-id="${DEMO_DJ}"][data-rank="1"]`).waitFor();
    expect(await page.locator('[data-testid="ranking-row"][data-me="true"]').count()).toBe(0);
    expect(await page.getByTestId('own-rank').getAttribute('data-rank')).toBe('');
    await page.getByTestId('next-season').click();
    await page.locator(`[data-testid="season-ranking"][data-season-id="${season.id}"]`).waitFor();

    // All time.
    await page.getByTestId('tab-all-time-ranking').click();
    await page.getByTestId('lifetime-ranking').waitFor();
    await page.locator('[data-testid="ranking-row"][data-me="true"][data-rank="1"]').waitFor();

    // Points on the user's profile, and the demo DJ's season award on theirs.
    await page.goto(player(`/users/${id}`));
    const seasonPoints = page.getByTestId('profile-season-points');
    await seasonPoints.waitFor();
    expect(await seasonPoints.getAttribute('data-points')).toBe('90000');
    expect(await seasonPoints.getAttribute('data-rank')).toBe('1');
    expect(await page.getByTestId('profile-lifetime-points').getAttribute('data-points')).toBe('90000');
    await page.goto(player(`/users/${DEMO_DJ}`));
    const won = page.locator('[data-testid="awarded-avatar"][data-avatar-id="demo-season-champion"]');
    await won.waitFor();
    expect(await won.getAttribute('data-assignment-type')).toBe('SEASON_AWARD');

    // In Spanish.
    await page.getByTestId('lang-es').click();
    await page.getByTestId('nav-leaderboard').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="leaderboard-page"] h1')?.textContent === 'Clasificación');
  });
});
