/**
 * Issue 12, items 5 and 6, in a real browser against the real product: sign-in by phone and by an e-mailed link from
 * the sign-in page, a new account's welcome, "Recently visited", the public profile's details, "Connect Spotify" on
 * a server without Spotify settings, and the language switch's contrast. Texts from the console mail and SMS sinks.
 */
import type { Page } from 'playwright-core';
import { gatewayRequest, productInBrowser, signInThroughForm, signUpThroughForm } from '@backspin/test-kit/browser';
import { describe, expect, it } from 'vitest';

const session = productInBrowser();

const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);
const open = (path: string): Promise<Page> => session.open(`${session.product.webPlayerUrl}${path}`);
const pathOf = (page: Page) => new URL(page.url()).pathname;

type AccountsServices = {
  mail: { sender: { sent: { to: string; text: string; tag?: string }[] }; settled(): Promise<void> };
  phoneCodes: { sms: { sent: { to: string; body: string }[] } };
};
const accounts = () =>
  (session.product as unknown as { subgraphs: ReadonlyMap<string, { services: AccountsServices }> }).subgraphs.get('accounts')!.services;

/** The last code texted to this number (the console SMS sink), once it is there. */
async function textedCode(phone: string): Promise<string> {
  await expect.poll(() => accounts().phoneCodes.sms.sent.some((m) => m.to === phone)).toBe(true);
  return /\b(\d{6})\b/.exec(accounts().phoneCodes.sms.sent.filter((m) => m.to === phone).at(-1)!.body)![1]!;
}

let counter = 0;
/** A UK mobile number no other test uses. */
const ukMobile = () => `+4474009${String((Date.now() + counter++) % 100000).padStart(5, '0')}`;

async function newAccount(name: string) {
  counter += 1;
  const account = { email: `${name}-${Date.now()}-${counter}@example.com`, password: 'first-password-1', displayName: `${name} ${counter}` };
  const { signUp } = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
    'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }',
    { input: account },
  );
  return { ...account, id: signUp.user.id, accessToken: signUp.accessToken };
}

const welcome = (page: Page) => page.getByTestId('welcome').textContent();

describe('sign-in by phone', () => {
  it('says what it does, refuses a number that is not a mobile one with the spec text, and signs a new number in', async () => {
    const page = await open('/');
    await page.getByTestId('phone-sign-in-button').click();
    expect(await page.getByTestId('phone-hint').textContent()).toContain(
      'enter a phone number to create an account; a code is sent by text message',
    );

    // A London fixed line: no text message reaches it.
    await page.getByTestId('phone-input').fill('+44 20 7946 0000');
    await page.getByTestId('phone-send-code').click();
    expect(await page.getByTestId('phone-error').textContent()).toBe('Phone number is invalid. Only real, non-VoIP mobile numbers are allowed.');

    const phone = ukMobile();
    await page.getByTestId('phone-input').fill(phone);
    await page.getByTestId('phone-send-code').click();
    await page.getByTestId('phone-code-input').fill(await textedCode(phone));
    await page.getByTestId('phone-verify').click();
    // A new number made a new account: it is welcomed, not welcomed back.
    await expect.poll(() => welcome(page)).toMatch(/^Welcome to Backspin, Listener \d{4}!$/);

    // Next time the same number signs in to the same account, which is welcomed back.
    await page.getByTestId('sign-out').click();
    await page.getByTestId('phone-sign-in-button').click();
    await page.getByTestId('phone-input').fill(phone);
    await page.getByTestId('phone-send-code').click();
    await page.getByTestId('phone-code-sent').waitFor();
    await page.getByTestId('phone-code-input').fill(await textedCode(phone));
    await page.getByTestId('phone-verify').click();
    await expect.poll(() => welcome(page)).toMatch(/^Welcome back, Listener \d{4}!$/);
  });

  it('says "Something went wrong, please try again." when the server fails, and a wrong code is refused', async () => {
    const page = await open('/');
    await page.getByTestId('phone-sign-in-button').click();
    // The SMS provider is down: the gateway answers the send with a 503 error.
    await page.route(session.product.gatewayUrl, async (route) => {
      if (!route.request().postData()?.includes('sendPhoneCode')) return route.continue();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, errors: [{ message: 'The text message could not be sent', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, reason: 'SMS_NOT_SENT' } }] }),
      });
    });
    await page.getByTestId('phone-input').fill(ukMobile());
    await page.getByTestId('phone-send-code').click();
    expect(await page.getByTestId('phone-error').textContent()).toBe('Something went wrong, please try again.');
    await page.unroute(session.product.gatewayUrl);

    const phone = ukMobile();
    await page.getByTestId('phone-input').fill(phone);
    await page.getByTestId('phone-send-code').click();
    const code = await textedCode(phone);
    await page.getByTestId('phone-code-input').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('phone-verify').click();
    expect(await page.getByTestId('phone-error').textContent()).toBe('Incorrect code.');
  });
});

describe('sign-in by e-mailed link', () => {
  it('is asked for from the sign-in page, and the link signs in and comes back to the page', async () => {
    const user = await newAccount('linked-in');
    const page = await open('/crates');
    await page.getByTestId('magic-link-button').click();
    await page.getByTestId('magic-link-email-input').fill(user.email);
    await page.getByTestId('magic-link-send').click();
    await page.getByTestId('magic-link-sent').waitFor();

    const mail = accounts().mail;
    await expect.poll(async () => {
      await mail.settled();
      return mail.sender.sent.some((m) => m.to === user.email && m.tag === 'magic-link');
    }).toBe(true);
    const text = mail.sender.sent.filter((m) => m.to === user.email && m.tag === 'magic-link').at(-1)!.text;
    const link = new URL(/(http\S+\/magic-link\/\S+)/.exec(text)![1]!);
    await page.goto(`${session.product.webPlayerUrl}${link.pathname}`);
    await expect.poll(() => page.getByTestId('header-display-name').textContent()).toBe(user.displayName);
    await expect.poll(() => pathOf(page)).toBe('/crates');
  });
});

describe('the home page', () => {
  it('welcomes a new account made with the form, and welcomes it back when it signs in again', async () => {
    counter += 1;
    const account = { email: `welcome-${Date.now()}-${counter}@example.com`, password: 'first-password-1', displayName: `Newcomer ${counter}` };
    const page = await open('/');
    await signUpThroughForm(page, account);
    await expect.poll(() => welcome(page)).toBe(`Welcome to Backspin, ${account.displayName}!`);
    // A reload keeps the session, and the welcome.
    await page.reload();
    await expect.poll(() => welcome(page)).toBe(`Welcome to Backspin, ${account.displayName}!`);
    await page.getByTestId('sign-out').click();
    await signInThroughForm(page, account.email, account.password);
    await expect.poll(() => welcome(page)).toBe(`Welcome back, ${account.displayName}!`);
  });

  it('lists a room the user entered under "Recently visited"', async () => {
    const user = await newAccount('visitor');
    const page = await open('/');
    await signInThroughForm(page, user.email, user.password);
    const recent = page.getByTestId('rooms-recent');
    await recent.waitFor();
    expect(await recent.getByRole('link', { name: /Lobby/ }).count()).toBe(0);
    await page.goto(`${session.product.webPlayerUrl}/rooms/lobby`);
    await page.getByTestId('room-page').waitFor();
    // Entering the room (joinRoom) is the visit.
    const recentSlugs = async () =>
      (await gql<{ recentRooms: { slug: string }[] }>('{ recentRooms { slug } }', {}, user.accessToken)).recentRooms.map((r) => r.slug);
    await expect.poll(recentSlugs).toContain('lobby');
    await page.getByTestId('nav-rooms').click();
    await expect.poll(() => recent.getByRole('link', { name: /Lobby/ }).count()).toBeGreaterThan(0);
  });
});

describe('a public profile', () => {
  it('shows the bio, location, pronouns, website and social links', async () => {
    const dj = await newAccount('profiled');
    await gql(
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      { input: { bio: 'Spinning since 1999\nmostly vinyl', location: 'Valencia', pronouns: 'she/her', website: 'https://example.com/dj' } },
      dj.accessToken,
    );
    await gql('mutation($input: UserSocialsInput!) { updateUserSocials(input: $input) { id } }', { input: { instagram: 'dj.profiled', soundcloud: 'djprofiled' } }, dj.accessToken);

    const visitor = await newAccount('reader');
    const page = await open('/');
    await signInThroughForm(page, visitor.email, visitor.password);
    await page.getByTestId('welcome').waitFor();
    await page.goto(`${session.product.webPlayerUrl}/users/${dj.id}`);
    await page.getByTestId('profile-about').waitFor();
    expect(await page.getByTestId('profile-bio').innerText()).toBe('Spinning since 1999\nmostly vinyl');
    expect(await page.getByTestId('profile-location').textContent()).toBe('Valencia');
    expect(await page.getByTestId('profile-pronouns').textContent()).toBe('she/her');
    expect(await page.getByTestId('profile-website').getAttribute('href')).toBe('https://example.com/dj');
    const socials = page.getByTestId('profile-social');
    expect(await socials.evaluateAll((links) => links.map((a) => [a.getAttribute('data-network'), a.getAttribute('href'), a.textContent]))).toEqual([
      ['instagram', 'https://www.instagram.com/dj.profiled/', 'Instagram: dj.profiled'],
      ['soundcloud', 'https://soundcloud.com/djprofiled', 'SoundCloud: djprofiled'],
    ]);
  });
});

describe('linked services', () => {
  it('says the server has no Spotify settings when "Connect Spotify" meets a 503', async () => {
    const user = await newAccount('unconfigured');
    const page = await open('/account');
    await signInThroughForm(page, user.email, user.password);
    await page.getByRole('button', { name: 'Connect Spotify' }).click();
    const error = page.getByRole('alert');
    await error.waitFor();
    expect(await error.textContent()).toBe('This server has no Spotify settings, so Spotify cannot be connected here.');
    // In Spanish too.
    await page.getByTestId('lang-es').click();
    await page.getByRole('button', { name: 'Conectar Spotify' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(
      'Este servidor no tiene configuración de Spotify, así que aquí no se puede conectar Spotify.',
    );
  });
});

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: number[]): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('the language switch', () => {
  it('has text at a contrast of at least 4.5:1 on its rendered background, selected or not', async () => {
    const page = await open('/');
    for (const id of ['lang-en', 'lang-es']) {
      const button = page.getByTestId(id);
      // Read once any colour transition has ended: mid-way Chromium reports an interpolated colour (not rgb()). A
      // transition can start a frame after the page settles (the selected language's style), so look again each frame.
      // The button is looked up again each frame: React may replace it while the page settles, and a detached
      // element's computed colour is ''.
      const text = await page.evaluate(async (testId) => {
        const current = () => document.querySelector(`[data-testid="${testId}"]`);
        for (let frame = 0; frame < 600; frame++) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const el = current();
          if (!el) continue;
          const running = el.getAnimations();
          const color = getComputedStyle(el).color;
          if (running.length === 0 && /^rgba?\(/.test(color)) return color;
          await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
        }
        const el = current();
        return el ? getComputedStyle(el).color : 'no button';
      }, id);
      expect(text, `${id}: the text colour as rgb()`).toMatch(/^rgba?\(\d+, \d+, \d+/);
      const textRgb = /rgba?\((\d+), (\d+), (\d+)/.exec(text)!.slice(1, 4).map(Number);
      // The background as painted (gradients and translucent layers included): a screenshot of the button with its
      // text hidden, averaged in the page's own canvas.
      await button.evaluate((el) => ((el as HTMLElement).style.color = 'transparent'));
      const shot = (await button.screenshot()).toString('base64');
      await button.evaluate((el) => ((el as HTMLElement).style.color = ''));
      const background = await page.evaluate(async (png) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        // The inner part: the border's pixels are not behind the text.
        const data = context.getImageData(2, 2, image.width - 4, image.height - 4).data;
        const sum = [0, 0, 0];
        for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
        return sum.map((v) => v / (data.length / 4));
      }, shot);
      expect(contrast(textRgb, background), `${id}: ${text} on rgb(${background.map(Math.round).join(', ')})`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
