import { join } from 'node:path';
import type { Config } from '@backspin/platform';
import { FakeStripe, type FakeStripeProductSeed } from '@backspin/economy/stripe-fake';

/** The demo's plans and token pack, as they would be set up in Stripe's dashboard (their metadata is what we read). */
export const demoPaymentProducts: FakeStripeProductSeed[] = [
  {
    name: 'Backspin Plus',
    description: 'Subscriber-only avatars and 100 tokens every month',
    metadata: { backspin_level: 'plus', backspin_monthly_tokens: '100' },
    prices: [{ unitAmount: 499, currency: 'usd', recurring: { interval: 'month' } }],
  },
  {
    name: 'Backspin Pro',
    description: 'Everything in Plus, 300 tokens every month, and rooms where only pro members DJ',
    metadata: { backspin_level: 'pro', backspin_monthly_tokens: '300' },
    prices: [{ unitAmount: 999, currency: 'usd', recurring: { interval: 'month' } }],
  },
  {
    name: '500 tokens',
    description: 'A pack of 500 tokens for consumables',
    metadata: { backspin_tokens: '500' },
    prices: [{ unitAmount: 450, currency: 'usd' }],
  },
];

export interface DemoPayments {
  config: Config;
  /** Once the REST bridge is up: Stripe's webhook deliveries go to its POST /api/payment-service/webhook. */
  deliverTo(restBridgeUrl: string | undefined): void;
  url: string;
  stop(): Promise<void>;
}

/** Where the demo's stand-in for Stripe keeps its objects (delete it with the database to start the demo afresh). */
const demoStripeStateFile = (config: Pick<Config, 'DATA_DIR'>) => join(config.DATA_DIR, 'demo-stripe.json');

/**
 * `npm start` without Stripe settings, showing the demo (DEMO_DATA, not production): a local stand-in for Stripe
 * that speaks its API and serves a checkout and a customer portal page, so plans, checkout and token packs work
 * end to end with no account and no money; what it holds is kept in DATA_DIR/demo-stripe.json across restarts. Set
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to use Stripe itself. Null when Stripe is configured, or outside the demo.
 */
export async function startDemoPayments(config: Config): Promise<DemoPayments | null> {
  if (config.STRIPE_SECRET_KEY || config.STRIPE_WEBHOOK_SECRET || !config.DEMO_DATA || config.NODE_ENV === 'production') return null;
  // Its objects are kept beside the demo's data, so a plan bought in the demo outlives a restart.
  const stripe = await FakeStripe.start({ products: demoPaymentProducts, stateFile: demoStripeStateFile(config) });
  return {
    config: { ...config, ...stripe.env() },
    deliverTo(restBridgeUrl) {
      stripe.webhookUrl = restBridgeUrl ? `${restBridgeUrl}/api/payment-service/webhook` : null;
    },
    url: stripe.url,
    stop: () => stripe.close(),
  };
}
