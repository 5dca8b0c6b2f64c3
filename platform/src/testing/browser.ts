import { chromium, type Browser } from 'playwright-core';

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
