/**
 * Playback sync in real browsers: three Chromium contexts in one room for N seconds. Every second each page
 * reports its media position with its estimate of the server clock; a page's "start on the server clock" is
 * serverNow - position, so the spread of those starts across the pages is how far apart they hear the song,
 * whenever each was sampled. Also: the built web player's first-load JavaScript (gzip) and the time until a
 * room shows for a signed-in listener.
 *
 *   node --import tsx bench/sync.ts [--seconds 60] [--loads 5]
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { gatewayRequest, launchChromium, signInThroughForm } from '@backspin/test-kit/browser';
import { startTestProduct } from '@backspin/product';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' }, loads: { type: 'string', default: '5' } } });
const seconds = Number(values.seconds);
const loads = Number(values.loads);
const DEMO_SONGS = ['00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000102', '00000000-0000-4000-8000-000000000103'];
const ACCOUNTS = [
  { email: 'dj@backspin.local', password: 'backspin-dj' },
  { email: 'listener@backspin.local', password: 'backspin-listener' },
  { email: 'admin@backspin.local', password: 'backspin-admin' },
];

interface Sample {
  serverNow: number;
  expectedMs: number;
  positionMs: number;
  playId: string;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}


async function signedInPage(browser: Browser, url: string, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(url);
  await signInThroughForm(page, account.email, account.password);
  return page;
}

/** The gzip size of the JavaScript the built player's index.html loads before anything else. */
async function firstLoadJs(): Promise<{ files: number; rawKb: number; gzipKb: number }> {
  const dist = join(import.meta.dirname, '..', 'web-player', 'dist');
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const bytes = await readFile(join(dist, src.replace(/^\.?\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: scripts.length, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

const product = await startTestProduct({ webApps: true });
const browser = await launchChromium();
try {
  const roomUrl = `${product.webPlayerUrl}/rooms/lobby`;
  const pages: Page[] = [];
  for (const account of ACCOUNTS) pages.push(await signedInPage(browser, roomUrl, account));
  for (const page of pages) await page.getByTestId('room-page').waitFor();

  // The DJ queues the playable demo songs and takes a seat.
  const dj = await gatewayRequest<{ login: { accessToken: string } }>(product.gatewayUrl, 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }', { i: ACCOUNTS[0] });
  await gatewayRequest(product.gatewayUrl, 'mutation($ids: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $ids) { crate { id } } }', { ids: DEMO_SONGS }, dj.login.accessToken);
  await pages[0]!.getByTestId('take-seat').click();
  for (const page of pages) await page.locator('[data-testid="room-player"][data-state="playing"]').waitFor({ timeout: 60_000 });

  const spreads: number[] = [];
  const drift: number[] = [];
  for (let second = 0; second < seconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const samples = await Promise.all(
      pages.map((page) => page.evaluate(() => (window as unknown as { __backspinPlayback?: { sample(): Sample | null } }).__backspinPlayback?.sample() ?? null)),
    );
    if (samples.some((s) => !s) || new Set(samples.map((s) => s!.playId)).size !== 1) continue; // between songs
    const starts = samples.map((s) => s!.serverNow - s!.positionMs);
    spreads.push(Math.max(...starts) - Math.min(...starts));
    for (const s of samples) drift.push(Math.abs(s!.positionMs - s!.expectedMs));
  }
  spreads.sort((a, b) => a - b);
  drift.sort((a, b) => a - b);

  // Time until the room shows, for a signed-in listener opening it afresh (session copied into a new context).
  const session = await pages[1]!.evaluate(() => localStorage.getItem('backspin.session'));
  const roomShows: number[] = [];
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript((value) => localStorage.setItem('backspin.session', value ?? ''), session);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(roomUrl);
    await page.getByTestId('room-page').waitFor({ timeout: 30_000 });
    roomShows.push(performance.now() - started);
    await context.close();
  }
  roomShows.sort((a, b) => a - b);
  const js = await firstLoadJs();

  console.log(`playback sync, 3 browser contexts, ${seconds} s, ${spreads.length} samples taken every second`);
  console.log(`  spread of positions on the server clock: median ${quantile(spreads, 0.5).toFixed(1)} ms, p90 ${quantile(spreads, 0.9).toFixed(1)} ms, max ${(spreads.at(-1) ?? NaN).toFixed(1)} ms`);
  console.log(`  distance from the expected position (each page): median ${quantile(drift, 0.5).toFixed(1)} ms, max ${(drift.at(-1) ?? NaN).toFixed(1)} ms`);
  console.log(`first-load JavaScript: ${js.files} file(s), ${js.rawKb.toFixed(1)} KiB raw, ${js.gzipKb.toFixed(1)} KiB gzip`);
  console.log(`time until the room shows (signed in, fresh context, ${loads} loads): median ${quantile(roomShows, 0.5).toFixed(0)} ms, max ${(roomShows.at(-1) ?? NaN).toFixed(0)} ms`);
} finally {
  await browser.close();
  await product.stop();
}
