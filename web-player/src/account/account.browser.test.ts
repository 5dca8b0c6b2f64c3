/**
 * The account pages in a real browser against the real product: the password reset and magic links the server
 * e-mails lead here, and /account manages e-mails and the password. E-mails are read from the console mail sink.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { FakeProviders } from '@backspin/accounts/music-services/fake-providers';
import { gatewayRequest, productInBrowser, signInThroughForm } from '@backspin/test-kit/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Spotify's and Google's token endpoints, local: the product under test reads its settings from the environment when
 * it starts (this hook runs before productInBrowser's), and this file runs in its own process (pool: forks).
 */
const providers = new FakeProviders();
const savedEnv = { ...process.env };
beforeAll(async () => {
  await providers.start();
  Object.assign(process.env, providers.env());
});
afterAll(async () => {
  for (const key of Object.keys(providers.env())) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  await providers.stop();
});

const session = productInBrowser();

interface SentMail {
  to: string;
  text: string;
  tag?: string;
}

/** The accounts subgraph's console mail sink (what it would have e-mailed), and a wait for sends under way. */
function mailSink(): { sent: SentMail[]; settled(): Promise<void> } {
  const product = session.product as unknown as {
    subgraphs: ReadonlyMap<string, { services: { mail: { sender: { sent: SentMail[] }; settled(): Promise<void> } } }>;
  };
  const mail = product.subgraphs.get('accounts')!.services.mail;
  return { sent: mail.sender.sent, settled: () => mail.settled() };
}

/** The last message of this kind sent to this address, once it is sent (mail goes out after the transaction). */
async function lastMail(to: string, tag: string): Promise<SentMail> {
  const sink = mailSink();
  await expect.poll(async () => {
    await sink.settled();
    return sink.sent.some((m) => m.to === to && m.tag === tag);
  }).toBe(true);
  return sink.sent.filter((m) => m.to === to && m.tag === tag).at(-1)!;
}

const codeIn = (mail: SentMail) => /\b(\d{6})\b/.exec(mail.text)![1]!;

const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

let counter = 0;
/** A new account made through the API (as another device would), with its access token. */
async function newAccount(name: string) {
  counter += 1;
  const account = { email: `${name}-${Date.now()}-${counter}@example.com`, password: 'first-password-1', displayName: `${name} ${counter}` };
  const { signUp } = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
    'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }',
    { input: account },
  );
  return { ...account, id: signUp.user.id, accessToken: signUp.accessToken };
}

const open = (path: string): Promise<Page> => session.open(`${session.product.webPlayerUrl}${path}`);
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function signedInAs(page: Page, displayName: string) {
  await expect.poll(() => page.getByTestId('header-display-name').textContent()).toBe(displayName);
}

describe('account pages', () => {
  it('resets a forgotten password through the e-mailed link, which signs in and works once', async () => {
    const user = await newAccount('reset');
    const page = await open('/');
    await page.getByTestId('forgot-password-link').click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
    await page.getByTestId('forgot-password-submit').click();
    await page.getByTestId('forgot-password-sent').waitFor();

    const mail = await lastMail(user.email, 'password-reset');
    const token = /\/reset-password\/([^\s/]+)/.exec(mail.text)![1]!;
    await page.goto(`${session.product.webPlayerUrl}/reset-password/${token}`);
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Repeat the new password').fill('second-password-2');
    await page.getByTestId('reset-password-submit').click();
    await signedInAs(page, user.displayName);
    expect(pathOf(page)).toBe('/');

    // The new password is the one that signs in now.
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-in-form').waitFor();
    await signInThroughForm(page, user.email, user.password);
    expect(await page.getByTestId('auth-error').textContent()).toBe('Incorrect email or password');
    await signInThroughForm(page, user.email, 'second-password-2');
    await signedInAs(page, user.displayName);

    // The link was spent: opened again it is refused with the server's message.
    const again = await open(`/reset-password/${token}`);
    await again.getByTestId('reset-new-password').fill('third-password-3');
    await again.getByTestId('reset-confirm-password').fill('third-password-3');
    await again.getByTestId('reset-password-submit').click();
    expect(await again.getByTestId('reset-password-error').textContent()).toBe('Can not reset password');
  });

  it('signs in through a magic link and lands on its path', async () => {
    const user = await newAccount('magic');
    const { createMagicLink } = await gql<{ createMagicLink: { shortLivedToken: string; url: string; target: string } }>(
      'mutation { createMagicLink(path: "/crates") { shortLivedToken url target } }',
      {},
      user.accessToken,
    );
    // The server's address, on the web player under test (MAGIC_LINK_BASE_URL is the default localhost:3000).
    const path = new URL(createMagicLink.url).pathname;
    expect(path).toBe(`/magic-link/${createMagicLink.shortLivedToken}/${encodeURIComponent('/crates')}`);
    const page = await open(path);
    await signedInAs(page, user.displayName);
    await expect.poll(() => pathOf(page)).toBe('/crates');

    // Used once: a second visit is refused and stays signed out.
    const again = await open(path);
    expect(await again.getByTestId('magic-link-error').textContent()).toBe('Magic link is invalid, expired or already used');
    expect(await again.evaluate(() => window.localStorage.getItem('backspin.session'))).toBeNull();
  });

  it('signs in through a plan link and lands on the plans page, which says payments are not configured here', async () => {
    const user = await newAccount('plan');
    const { createMagicLink } = await gql<{ createMagicLink: { url: string } }>(
      'mutation { createMagicLink(plan: "plus") { url } }',
      {},
      user.accessToken,
    );
    // This product has no Stripe settings: the products answer 503, said in words instead of an empty page.
    const page = await open(new URL(createMagicLink.url).pathname);
    await signedInAs(page, user.displayName);
    await expect.poll(() => pathOf(page)).toBe('/plans');
    expect(await page.getByTestId('payments-not-configured').textContent()).toBe(
      "Payments are not set up on this server, so plans and tokens can't be bought here.",
    );
    expect(await page.getByTestId('plan').count()).toBe(0);
  });

  it('adds and verifies an e-mail, and changes the password once the sign-in address is verified', async () => {
    const user = await newAccount('account');
    const page = await open('/');
    await signInThroughForm(page, user.email, user.password);
    await signedInAs(page, user.displayName);
    await page.getByTestId('user-badge').click();
    await page.getByTestId('profile-account-link').click();
    await page.getByTestId('account-emails').waitFor();
    expect(pathOf(page)).toBe('/account');

    const login = page.locator(`[data-testid="email-row"][data-email="${user.email}"]`);
    expect(await login.getByTestId('email-status').getAttribute('data-status')).toBe('PENDING_VERIFICATION');

    // A second address: added, its code read from the mail, verified.
    const work = `work-${user.email}`;
    await page.getByRole('textbox', { name: 'New e-mail address' }).fill(work);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('work');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByTestId('email-added').waitFor();
    const row = page.locator(`[data-testid="email-row"][data-email="${work}"]`);
    expect(await row.getByTestId('email-type').textContent()).toBe('Work');
    expect(await row.getByTestId('email-status').textContent()).toBe('Waiting for verification');
    await row.getByRole('textbox', { name: `Code for ${work}` }).fill(codeIn(await lastMail(work, 'email-verification')));
    await row.getByTestId('email-verify').click();
    await expect.poll(() => row.getByTestId('email-status').textContent()).toBe('Verified');

    // A wrong code is the server's 403.
    await login.getByTestId('email-code-input').fill('000000');
    await login.getByTestId('email-verify').click();
    const code = codeIn(await lastMail(user.email, 'email-verification'));
    if (code !== '000000') {
      expect(await login.getByTestId('email-error').textContent()).toBe('Email verification failed, incorrect code');
    }

    // The password cannot change while the sign-in address is unverified...
    await page.getByLabel('Current password').fill(user.password);
    await page.getByTestId('account-new-password').fill('changed-password-3');
    await page.getByTestId('account-confirm-password').fill('changed-password-3');
    await page.getByRole('button', { name: 'Save the password' }).click();
    expect(await page.getByTestId('password-error').textContent()).toBe('Email address is not verified');

    // ...and can once it is.
    await login.getByTestId('email-code-input').fill(code);
    await login.getByTestId('email-verify').click();
    await expect.poll(() => login.getByTestId('email-status').getAttribute('data-status')).toBe('VERIFIED');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByTestId('password-saved').waitFor();

    // This device keeps its (new) session; the old password no longer signs in, the new one does.
    await page.reload();
    await signedInAs(page, user.displayName);
    await page.getByTestId('sign-out').click();
    await signInThroughForm(page, user.email, user.password);
    expect(await page.getByTestId('auth-error').textContent()).toBe('Incorrect email or password');
    await signInThroughForm(page, user.email, 'changed-password-3');
    await signedInAs(page, user.displayName);
  });
});

/** A solid-colour PNG (8-bit RGB), big enough for a profile picture (128 to 8000 pixels a side). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

describe('a first password', () => {
  it('is chosen on /account by an account that has none (phone sign-in), with an empty current password', async () => {
    // A phone-only account: the code comes from the console SMS sink.
    const phone = `+4474001${String(Date.now() % 100000).padStart(5, '0')}`;
    const { sendPhoneCode } = await gql<{ sendPhoneCode: { requestId: string } }>(
      'mutation($p: String!) { sendPhoneCode(phone: $p) { requestId } }',
      { p: phone },
    );
    const product = session.product as unknown as {
      subgraphs: ReadonlyMap<string, { services: { phoneCodes: { sms: { sent: { to: string; body: string }[] } } } }>;
    };
    const sms = product.subgraphs.get('accounts')!.services.phoneCodes.sms;
    const code = /\b(\d{6})\b/.exec(sms.sent.filter((m) => m.to === phone).at(-1)!.body)![1]!;
    const { verifyPhoneCode } = await gql<{ verifyPhoneCode: { accessToken: string; user: { displayName: string } } }>(
      'mutation($i: VerifyPhoneCodeInput!) { verifyPhoneCode(input: $i) { accessToken user { displayName } } }',
      { i: { requestId: sendPhoneCode.requestId, phone, code } },
    );
    const { createMagicLink } = await gql<{ createMagicLink: { url: string } }>(
      'mutation { createMagicLink(path: "/account") { url } }',
      {},
      verifyPhoneCode.accessToken,
    );
    const page = await open(new URL(createMagicLink.url).pathname);
    await signedInAs(page, verifyPhoneCode.user.displayName);
    await page.getByTestId('account-password').waitFor();

    // A current password for an account without one: the page says what to do.
    await page.getByLabel('Current password').fill('a-guess-123');
    await page.getByTestId('account-new-password').fill('first-password-9');
    await page.getByTestId('account-confirm-password').fill('first-password-9');
    await page.getByRole('button', { name: 'Save the password' }).click();
    expect(await page.getByTestId('password-error').textContent()).toBe(
      'Your account has no password yet: leave the current password empty to choose one.',
    );
    await page.getByLabel('Current password').fill('');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByTestId('password-saved').waitFor();

    // Now it has one: a second "first password" is refused, and the current one changes it.
    await page.getByTestId('account-new-password').fill('second-password-9');
    await page.getByTestId('account-confirm-password').fill('second-password-9');
    await page.getByRole('button', { name: 'Save the password' }).click();
    expect(await page.getByTestId('password-error').textContent()).toBe('Your account has a password: enter it as the current password.');
  });
});

describe('deactivation', () => {
  it('asks for a confirmation before requesting the deactivation', async () => {
    const user = await newAccount('leaving');
    const page = await open('/account');
    await signInThroughForm(page, user.email, user.password);
    await page.getByTestId('account-deactivation').waitFor();
    await page.getByLabel('Reason (optional)').fill('Taking a break');
    await page.getByRole('button', { name: 'Request deactivation' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Cancelled: nothing was asked yet.
    const admin = await gql<{ login: { accessToken: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email: 'admin@backspin.local', password: 'backspin-admin' } },
    );
    const pending = async () => {
      const { pendingDeactivations } = await gql<{ pendingDeactivations: { data: { userId: string; reason: string | null }[] } }>(
        '{ pendingDeactivations(query: { limit: 100 }) { data { userId reason } } }',
        {},
        admin.login.accessToken,
      );
      return pendingDeactivations.data.filter((item) => item.userId === user.id);
    };
    expect(await pending()).toEqual([]);
    await page.getByRole('button', { name: 'Request deactivation' }).click();
    await page.getByRole('button', { name: 'Yes, deactivate my account' }).click();
    await page.getByTestId('deactivation-requested').waitFor();
    expect(await pending()).toEqual([{ userId: user.id, reason: 'Taking a break' }]);
  });
});

describe('profile details', () => {
  it('saves bio, location, pronouns, website and social links, and uploads a profile picture shown at 256', async () => {
    const user = await newAccount('profile');
    const page = await open('/');
    await signInThroughForm(page, user.email, user.password);
    await signedInAs(page, user.displayName);
    await page.getByTestId('user-badge').click();
    await page.getByTestId('profile-details-form').waitFor();

    await page.getByLabel('Bio').fill('Digging crates\nsince 1999');
    await page.getByLabel('Location').fill('Madrid');
    await page.getByLabel('Pronouns').fill('they/them');
    await page.getByLabel('Website').fill('https://example.com/dj');
    await page.getByLabel('Instagram handle').fill('@dj.crates');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByTestId('profile-details-saved').waitFor();

    // A refused value shows the server's 400.
    await page.getByLabel('X (Twitter) handle').fill('not a handle!');
    await page.getByRole('button', { name: 'Save details' }).click();
    expect(await page.getByTestId('profile-details-error').textContent()).toMatch(/twitter/i);

    const { user: saved } = await gql<{ user: { bio: string; location: string; pronouns: string; website: string; socials: { instagram: string; twitter: string | null } } }>(
      'query($id: ID!) { user(id: $id) { bio location pronouns website socials { instagram twitter } } }',
      { id: user.id },
    );
    expect(saved).toEqual({
      bio: 'Digging crates\nsince 1999',
      location: 'Madrid',
      pronouns: 'they/them',
      website: 'https://example.com/dj',
      socials: { instagram: 'dj.crates', twitter: null },
    });

    // The picture goes to the REST bridge; the page shows its 256-pixel rendition.
    await page.getByLabel('Upload a profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(300, 200) });
    const image = page.getByTestId('picture-profilePicture-image');
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(256);

    // After a reload the details are still there.
    await page.reload();
    await page.getByTestId('profile-details-form').waitFor();
    expect(await page.getByLabel('Pronouns').inputValue()).toBe('they/them');
    expect(await page.getByLabel('Instagram handle').inputValue()).toBe('dj.crates');

    await page.getByTestId('picture-profilePicture-remove').click();
    await page.getByTestId('picture-profilePicture-image').waitFor({ state: 'detached' });
  });
});

describe('linked services', () => {
  it('connects Spotify through the provider’s page and the callback, then unlinks it', async () => {
    const user = await newAccount('linked');
    const page = await open('/');
    await signInThroughForm(page, user.email, user.password);
    await signedInAs(page, user.displayName);
    await page.goto(`${session.product.webPlayerUrl}/account`);
    await page.getByTestId('services-none').waitFor();

    // The provider's consent page, played here: it sends the user back to the callback with a code and the state.
    let asked: URL | undefined;
    await page.route(`${providers.url}/spotify/authorize**`, async (route) => {
      asked = new URL(route.request().url());
      const back = new URL(`${session.product.webPlayerUrl}/music-services/spotify/callback`);
      back.searchParams.set('code', providers.issueCode('spotify'));
      back.searchParams.set('state', asked.searchParams.get('state')!);
      await route.fulfill({ status: 302, headers: { location: back.toString() } });
    });
    await page.getByRole('button', { name: 'Connect Spotify' }).click();
    await page.getByTestId('flash-notice').waitFor();
    expect(await page.getByTestId('flash-notice').textContent()).toContain('Spotify is linked to your account.');
    expect(pathOf(page)).toBe('/account');
    expect(asked?.searchParams.get('client_id')).toBe('spotify-client');
    const row = page.locator('[data-testid="service-row"][data-provider="spotify"]');
    await row.waitFor();

    // A callback with a state this tab did not store is refused before any exchange.
    await page.goto(`${session.product.webPlayerUrl}/music-services/spotify/callback?code=${providers.issueCode('spotify')}&state=forged`);
    await page.getByTestId('music-service-callback-error').waitFor();

    await page.goto(`${session.product.webPlayerUrl}/account`);
    await page.getByRole('button', { name: 'Unlink Spotify' }).click();
    await page.getByTestId('services-none').waitFor();
    const { me } = await gql<{ me: { musicProviders: string[] } }>('{ me { musicProviders } }', {}, user.accessToken);
    expect(me.musicProviders).toEqual([]);
  });
});
