import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@backspin/platform';
import { startDemoPayments, type DemoPayments } from './demo-payments.ts';

// `npm start`'s stand-in for Stripe keeps what the demo made across restarts (DATA_DIR/demo-stripe.json): a plan
// bought before a restart is still there after it, with its customer and the customer portal, and the plans keep their
// ids (the subscriptions in the database name them). Spoken to as the product does, over Stripe's HTTP API.

const dataDirs: string[] = [];
const running: DemoPayments[] = [];

afterAll(async () => {
  for (const payments of running) await payments.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'demo-payments-'));
  dataDirs.push(dir);
  return dir;
}

async function start(dataDir: string): Promise<DemoPayments> {
  const payments = await startDemoPayments(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }));
  if (!payments) throw new Error('the demo has no stand-in for Stripe');
  running.push(payments);
  return payments;
}

/** One call of Stripe's API on the stand-in, form-encoded as the SDK sends it. */
async function api(payments: DemoPayments, method: 'GET' | 'POST', path: string, form?: Record<string, string>) {
  const response = await fetch(`${payments.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${payments.config.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const priceIds = async (payments: DemoPayments) => ((await api(payments, 'GET', '/v1/prices?active=true')).body.data as { id: string }[]).map((p) => p.id).sort();

describe('the demo’s stand-in for Stripe', () => {
  it('keeps a plan bought in the demo, its customer and their portal across a restart', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const prices = (await api(first, 'GET', '/v1/prices?active=true&expand[]=data.product')).body.data as { id: string; product: { name: string } }[];
    const plus = prices.find((p) => p.product.name === 'Backspin Plus')!;
    const customer = (await api(first, 'POST', '/v1/customers', { email: 'ada@example.com' })).body;
    const session = (
      await api(first, 'POST', '/v1/checkout/sessions', {
        mode: 'subscription',
        customer: customer.id,
        'line_items[0][price]': plus.id,
        'line_items[0][quantity]': '1',
        success_url: 'http://127.0.0.1/plans?session={CHECKOUT_SESSION_ID}',
      })
    ).body;
    // Paid on the hosted checkout page, as the demo's user does.
    expect((await fetch(`${first.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const subscriptionId = (await api(first, 'GET', `/v1/checkout/sessions/${session.id}`)).body.subscription as string;
    expect(subscriptionId).toMatch(/^sub_/);
    const before = await priceIds(first);
    await first.stop();
    running.splice(running.indexOf(first), 1);

    const again = await start(dataDir);
    expect(await priceIds(again)).toEqual(before);
    expect((await api(again, 'GET', `/v1/customers/${customer.id}`)).status).toBe(200);
    expect((await api(again, 'GET', `/v1/subscriptions/${subscriptionId}`)).body).toMatchObject({ id: subscriptionId, customer: customer.id, status: 'active' });
    const portal = (await api(again, 'POST', '/v1/billing_portal/sessions', { customer: customer.id, return_url: 'http://127.0.0.1/plans' })).body;
    const page = await fetch(portal.url as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`data-subscription="${subscriptionId}"`);
    expect(html).toContain('Backspin Plus');
  });

  it('starts afresh with another data folder: nothing of another demo is known there', async () => {
    const first = await start(newDataDir());
    const customer = (await api(first, 'POST', '/v1/customers', { email: 'bo@example.com' })).body;
    const other = await start(newDataDir());
    expect((await api(other, 'GET', `/v1/customers/${customer.id}`)).status).toBe(404);
    expect(await priceIds(other)).toHaveLength(3);
    expect(await priceIds(other)).not.toEqual(await priceIds(first));
  });
});
