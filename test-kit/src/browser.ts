import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Debian's Chromium, headless, driven by playwright-core (never a downloaded browser). The flags keep it
 * quiet on a machine with no network; playwright gives it a fresh temporary profile, removed on close.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** What browser tests see of the product (the apps' tsconfigs stay browser-only: it is loaded at run time). */
export interface ProductUnderTest {
  gatewayUrl: string;
  webPlayerUrl: string;
  adminConsoleUrl: string;
  restBridgeUrl: string;
  gateway: { hub: { subscribers: number; until(predicate: (hub: { subscribers: number }) => boolean): Promise<void> } };
  stop(): Promise<void>;
}

/**
 * For a browser test file: the whole product with its web apps and one Chromium, started before the
 * tests and stopped after them; each page opens in a fresh browser context, closed after its test.
 */
export function productInBrowser() {
  let product: ProductUnderTest | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  // What the pages' Content Security Policy blocked: a test whose page broke the policy fails (web-apps.ts).
  const cspViolations: string[] = [];
  beforeAll(async () => {
    const module: string = '@backspin/product';
    const { startTestProduct } = (await import(module)) as {
      startTestProduct(options: { webApps: boolean }): Promise<ProductUnderTest>;
    };
    product = await startTestProduct({ webApps: true });
    browser = await launchChromium();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    const blocked = cspViolations.splice(0);
    if (blocked.length) throw new Error(`the Content Security Policy blocked:\n${blocked.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  return {
    get product(): ProductUnderTest {
      if (!product) throw new Error('the product is not started yet');
      return product;
    },
    async open(url: string): Promise<Page> {
      const context = await browser!.newContext({ locale: 'en-US' });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      page.setDefaultTimeout(15_000);
      await page.goto(url);
      return page;
    },
  };
}

/** A GraphQL request to the gateway as another device would send it; throws on errors. */
export async function gatewayRequest<T>(gatewayUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Signs in through the web player's form (the page shows it). */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('auth-submit').click();
}

/** Signs up through the web player's form (the page shows the sign-in form). */
export async function signUpThroughForm(page: Page, account: { email: string; password: string; displayName: string }): Promise<void> {
  await page.getByTestId('toggle-mode').click();
  await page.getByTestId('sign-up-form').waitFor();
  await page.getByTestId('email-input').fill(account.email);
  await page.getByTestId('password-input').fill(account.password);
  await page.getByTestId('display-name-input').fill(account.displayName);
  await page.getByTestId('auth-submit').click();
}

/**
 * Types `text` into an input as a burst of `input` events, one per character, all in one task of the page: no
 * timer can fire in between, however loaded the machine is, while the microtasks between characters let React
 * render and run its effects for each one (as it does for real keystrokes). Debounce tests use it:
 * `pressSequentially` with a delay leaves gaps that a busy CI machine can stretch past the debounce.
 */
export async function typeInOneBurst(input: Locator, text: string): Promise<void> {
  await input.evaluate(async (element, typed) => {
    const field = element as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    field.focus();
    for (let end = 1; end <= typed.length; end++) {
      setValue.call(field, typed.slice(0, end));
      field.dispatchEvent(new Event('input', { bubbles: true }));
      for (let tick = 0; tick < 10; tick++) await Promise.resolve();
    }
  }, text);
}

/** The elements matching `selector` wider than a 360 px screen, by test id or class (a narrow-screen check expects none). */
export async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (s) =>
      [...document.querySelectorAll<HTMLElement>(s)]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > 361)
        .map((el) => el.dataset.testid ?? el.className),
    selector,
  );
}
