/**
 * Plans and token packs in a real browser (Debian's Chromium) against the real product paying through the fake Stripe
 * server (its hosted checkout and portal pages): subscribe to Plus and come back to the plan and its renewal date,
 * the monthly tokens once Stripe's webhook arrives, cancel in the portal, buy a token pack, a guest told to sign in,
 * a plan magic link straight to that plan's checkout, Spanish, and a 360 px screen.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { FakeStripe } from '@backspin/economy/stripe-fake';
import { gatewayRequest, overflowing, productInBrowser, signUpThroughForm } from '@backspin/test-kit/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Where checkout and the portal send the browser back (MAGIC_LINK_BASE_URL): the web player runs on a free port
 * known only once the product started, so the pages map this address onto it (see `open`).
 */
const PUBLIC_WEB_PLAYER = 'http://play.backspin.test';

let stripe: FakeStripe;
const savedEnv = { ...process.env };
const stripeEnv = () => ({ ...stripe.env(), MAGIC_LINK_BASE_URL: PUBLIC_WEB_PLAYER });

// The product reads its settings from the environment when it starts (this hook runs before productInBrowser's),
// and this file runs in its own process.
beforeAll(async () => {
  stripe = await FakeStripe.start({
    products: [
      {
        name: 'Backspin Plus',
        metadata: { backspin_level: 'plus', backspin_monthly_tokens: '100' },
        prices: [{ unitAmount: 499, recurring: { interval: 'month' } }],
      },
      {
        name: 'Backspin Pro',
        metadata: { backspin_level: 'pro', backspin_monthly_tokens: '300' },
        prices: [{ unitAmount: 999, recurring: { interval: 'month' } }],
      },
      { name: '500 tokens', metadata: { backspin_tokens: '500' }, prices: [{ unitAmount: 450 }] },
    ],
  });
  Object.assign(process.env, stripeEnv());
});
afterAll(async () => {
  for (const key of Object.keys(stripeEnv())) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  await stripe.close();
});

const session = productInBrowser();

const player = (path = '/') => `${session.product.webPlayerUrl}${path}`;
const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) => gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

/** A page of the web player, with the public address mapped onto the web player under test. */
async function open(path = '/'): Promise<Page> {
  const page = await session.open(player(path));
  await page.context().route(`${PUBLIC_WEB_PLAYER}/**`, (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({ status: 302, headers: { location: player(url.pathname + url.search) } });
  });
  return page;
}

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('backspin.session') ?? '{}') as { accessToken: string }).accessToken);
}

/** A new user signed up through the form, on the rooms page. */
async function signUp(page: Page): Promise<void> {
  await signUpThroughForm(page, { email: `plans-${randomUUID()}@example.com`, password: 'a long enough secret', displayName: `Buyer ${randomUUID().slice(0, 6)}` });
  await page.getByTestId('rooms-page').waitFor();
}

/** The date as the page writes it (the browser's own Intl, in its time zone). */
const dateInPage = (page: Page, iso: string, locale = 'en') =>
  page.evaluate(([d, l]) => new Intl.DateTimeFormat(l, { dateStyle: 'long' }).format(new Date(d!)), [iso, locale]);

const balance = (page: Page, tokens: number) => page.locator(`[data-testid="token-balance"][data-balance="${tokens}"]`).waitFor();

describe('plans and token packs', () => {
  it('subscribes to Plus through checkout (unlocking a subscribers’ avatar), gets the monthly tokens, cancels in the portal, buys token packs, warns when past due; in Spanish and 360 px wide', async () => {
    // An avatar for subscribers only, made by the staff.
    const { login } = await gql<{ login: { accessToken: string } }>('mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken } }');
    const avatarSlug = `gold-${randomUUID().slice(0, 6)}`;
    await gql('mutation($input: CreateAvatarInput!) { createAvatar(input: $input) { id } }', { input: { slug: avatarSlug, name: 'Gold record', avatarStatus: 'SUBSCRIBER_ONLY' } }, login.accessToken);
    const subscriberAvatar = (page: Page) => page.locator(`[data-testid="avatar-option"][data-avatar-id="${avatarSlug}"]`);

    const page = await open('/');
    await signUp(page);
    await page.getByTestId('user-badge').click();
    await page.getByTestId('profile-plans-link').waitFor();
    // Locked in the avatar picker, with the way to the plans.
    await subscriberAvatar(page).waitFor();
    expect(await subscriberAvatar(page).getAttribute('data-locked')).toBe('true');
    await subscriberAvatar(page).getByTestId('avatar-subscribe-link').click();
    await page.getByTestId('plans-page').waitFor();
    await page.goBack();
    await page.getByTestId('profile-plans-link').click();
    await page.getByTestId('plans-page').waitFor();

    // The plans, PLUS then PRO, with prices in the user's locale and what each unlocks; the token pack.
    const plans = page.getByTestId('plan');
    await plans.first().waitFor();
    expect(await plans.evaluateAll((items) => items.map((i) => i.getAttribute('data-level')))).toEqual(['PLUS', 'PRO']);
    const plus = page.locator('[data-testid="plan"][data-level="PLUS"]');
    expect(await plus.getByTestId('plan-price').textContent()).toBe('$4.99');
    expect(await plus.getByTestId('plan-interval').textContent()).toBe('per month');
    expect(await plus.textContent()).toContain('Subscriber-only avatars');
    expect(await plus.getByTestId('plan-monthly-tokens').textContent()).toBe('100 tokens every month');
    expect(await page.locator('[data-testid="plan"][data-level="PRO"]').textContent()).toContain('Limit DJing in your rooms to Pro members');
    const pack = page.getByTestId('token-pack');
    expect(await pack.getAttribute('data-tokens')).toBe('500');
    expect(await pack.getByTestId('pack-price').textContent()).toBe('$4.50');
    expect(await page.getByTestId('my-plan').count()).toBe(0);

    // Subscribe: Stripe's checkout page, Pay, back on /plans. No webhook yet: the return page's confirmation alone
    // applies the plan.
    stripe.webhookUrl = null;
    await plus.getByTestId('plan-subscribe').click();
    await page.waitForURL(`${stripe.url}/checkout/**`);
    expect(await page.locator('h1').textContent()).toBe('Backspin Plus');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/plans' && url.searchParams.get('checkout') === 'success');
    const done = page.locator('[data-testid="checkout-return"][data-state="complete"]');
    await done.waitFor();
    expect(await done.textContent()).toBe("You're subscribed to Plus");
    const mine = page.locator('[data-testid="my-plan"][data-level="PLUS"]');
    await mine.waitFor();
    expect(await mine.getAttribute('data-status')).toBe('active');
    const { mySubscription } = await gql<{ mySubscription: { currentPeriodEnd: string } }>('{ mySubscription { currentPeriodEnd } }', {}, await accessToken(page));
    expect(await mine.getAttribute('data-period-end')).toBe(mySubscription.currentPeriodEnd);
    expect(await mine.getByTestId('my-plan-period').textContent()).toBe(`Renews on ${await dateInPage(page, mySubscription.currentPeriodEnd)}`);
    expect(await plus.getByTestId('plan-current').textContent()).toBe('Your plan');
    expect(await page.getByTestId('plan-subscribe').count()).toBe(0);

    // Subscribed: the subscribers' avatar may be worn.
    await page.goto(player('/profile'));
    await page.locator(`[data-testid="avatar-option"][data-avatar-id="${avatarSlug}"][data-locked="false"]`).waitFor();
    await page.goBack();
    await mine.waitFor();

    // Stripe's webhook arrives late: the first invoice's monthly tokens (the plan itself is applied already).
    stripe.webhookUrl = `${session.product.restBridgeUrl}/api/payment-service/webhook`;
    for (const event of stripe.events) expect(await stripe.deliver(event)).toBe(200);
    await page.reload();
    await balance(page, 100);

    // Manage plan: the portal and Back change nothing; Cancel plan comes back to a plan that ends at its period's end.
    await page.getByTestId('manage-plan').click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/plans');
    await page.locator('[data-testid="my-plan"][data-cancel-at-period-end="false"]').waitFor();
    await page.getByTestId('manage-plan').click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.waitForURL((url) => url.pathname === '/plans');
    const ending = page.locator('[data-testid="my-plan"][data-cancel-at-period-end="true"]');
    await ending.waitFor();
    expect(await ending.getByTestId('my-plan-period').textContent()).toBe(`Ends on ${await dateInPage(page, mySubscription.currentPeriodEnd)}`);

    // A token pack, paid with no webhook: the return page's confirmation credits it, once.
    stripe.webhookUrl = null;
    await page.getByTestId('pack-buy').click();
    await page.waitForURL(`${stripe.url}/checkout/**`);
    expect(await page.locator('h1').textContent()).toBe('500 tokens');
    await page.getByRole('button', { name: 'Pay' }).click();
    const credited = page.locator('[data-testid="checkout-return"][data-state="complete"][data-mode="payment"]');
    await credited.waitFor();
    expect(await credited.textContent()).toBe('500 tokens added to your balance');
    await balance(page, 600);
    // Coming back to the same address confirms again but credits nothing more.
    await page.reload();
    await page.locator('[data-testid="checkout-return"][data-state="complete"]').waitFor();
    await balance(page, 600);

    // Back from a checkout not paid yet (an asynchronous payment): "processing", until checking again finds it paid.
    const packPrice = await pack.getAttribute('data-price-id');
    const { startSubscriptionCheckout } = await gql<{ startSubscriptionCheckout: { id: string } }>(
      'mutation($p: ID!) { startSubscriptionCheckout(priceId: $p) { id } }',
      { p: packPrice },
      await accessToken(page),
    );
    await page.goto(player(`/plans?checkout=success&session_id=${startSubscriptionCheckout.id}`));
    const processing = page.locator('[data-testid="checkout-return"][data-state="open"]');
    await processing.waitFor();
    expect(await processing.textContent()).toContain('Payment processing…');
    await stripe.completeCheckout(startSubscriptionCheckout.id, { deliver: false });
    await processing.getByTestId('checkout-retry').click();
    await page.locator('[data-testid="checkout-return"][data-state="complete"][data-tokens="500"]').waitFor();
    await balance(page, 1100);

    // A renewal that fails: the plan is past due, with a warning.
    stripe.webhookUrl = `${session.product.restBridgeUrl}/api/payment-service/webhook`;
    const [subscriptionId] = stripe.subscriptions.keys();
    await stripe.failPayment(subscriptionId!);
    await page.goto(player('/plans'));
    await page.locator('[data-testid="my-plan"][data-status="past_due"]').waitFor();
    expect(await page.getByTestId('my-plan-past-due').textContent()).toBe('Your last payment failed. Update your payment method in Manage plan to keep your plan.');

    // A checkout given up: a neutral note.
    await page.goto(player('/plans?checkout=canceled'));
    expect(await page.getByTestId('checkout-canceled').textContent()).toBe('Checkout canceled: nothing was charged.');

    // 360 px wide, and in Spanish.
    await page.setViewportSize({ width: 360, height: 760 });
    await page.getByTestId('my-plan').waitFor();
    expect(await overflowing(page, '.topbar, .nav, [data-testid="plans-page"], .plan-card, .my-plan')).toEqual([]);
    await page.getByTestId('lang-es').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="plans-page"] h1')?.textContent === 'Planes y tokens');
    expect(await plus.getByTestId('plan-price').textContent()).toBe(await page.evaluate(() => new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(4.99)));
    expect(await plus.getByTestId('plan-interval').textContent()).toBe('al mes');
    const end = await page.getByTestId('my-plan').getAttribute('data-period-end');
    expect(await page.getByTestId('my-plan-period').textContent()).toBe(`Termina el ${await dateInPage(page, end!, 'es')}`);
    expect(await page.getByTestId('manage-plan').textContent()).toBe('Gestionar plan');
    expect(await overflowing(page, '.topbar, .nav, [data-testid="plans-page"], .plan-card, .my-plan')).toEqual([]);
  });

  it('tells a guest to sign in to subscribe', async () => {
    const page = await open('/');
    await page.getByTestId('guest-button').click();
    await page.getByTestId('rooms-page').waitFor();
    await page.goto(player('/plans'));
    await page.getByTestId('plans-guest').waitFor();
    expect(await page.getByTestId('plans-guest').textContent()).toContain('Sign in to subscribe to a plan or buy tokens.');
    await page.getByTestId('plan').first().waitFor();
    expect(await page.getByTestId('plan-price').first().textContent()).toBe('$4.99');
    expect(await page.getByTestId('plan-subscribe').count()).toBe(0);
    expect(await page.getByTestId('pack-buy').count()).toBe(0);
    await page.getByTestId('plans-sign-in').click();
    await page.getByTestId('sign-in-form').waitFor();
  });

  it('sends a plan magic link straight to that plan’s checkout, and says when the plan is unknown', async () => {
    const { signUp } = await gql<{ signUp: { accessToken: string } }>('mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }', {
      input: { email: `plans-${randomUUID()}@example.com`, password: 'a long enough secret', displayName: 'Linked buyer' },
    });
    const link = async (plan: string) => {
      const { createMagicLink } = await gql<{ createMagicLink: { url: string; shortLivedToken: string } }>(
        'mutation($plan: String!) { createMagicLink(plan: $plan) { url shortLivedToken } }',
        { plan },
        signUp.accessToken,
      );
      const path = new URL(createMagicLink.url).pathname;
      expect(path).toBe(`/magic-link/${createMagicLink.shortLivedToken}/subscribe-plan/${plan}`);
      return path;
    };

    const page = await open(await link('PRO'));
    await page.waitForURL(`${stripe.url}/checkout/**`);
    expect(await page.locator('h1').textContent()).toBe('Backspin Pro');
    expect(await page.locator('.price').textContent()).toBe('9.99 USD per month');

    const unknown = await open(await link('gold'));
    const error = unknown.getByTestId('plan-link-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('There is no plan called “gold” for sale.');
    expect(new URL(unknown.url()).pathname).toBe('/plans');
  });
});
