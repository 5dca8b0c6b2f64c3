import { describe, expect, it } from 'vitest';
import { DomainError } from '@backspin/platform';
import type { PaymentProvider, ProviderPrice } from './payment-provider.ts';
import { PlanCatalogue, productOf } from './plan-catalogue.ts';

const price = (over: Partial<ProviderPrice> & { productMetadata: Record<string, string> }): ProviderPrice => ({
  priceId: `price_${Math.random().toString(36).slice(2, 10)}`,
  productId: 'prod_1',
  productName: 'A product',
  productDescription: null,
  type: 'recurring',
  unitAmount: 500,
  currency: 'usd',
  interval: 'month',
  intervalCount: 1,
  ...over,
});

describe('what our product metadata sells', () => {
  it('reads a plan from a recurring price whose product names a level, with its monthly tokens', () => {
    expect(productOf(price({ productMetadata: { backspin_level: ' Pro ', backspin_monthly_tokens: '300' } }))).toMatchObject({
      kind: 'PLAN',
      level: 'PRO',
      monthlyTokens: 300,
      tokens: 0,
    });
    expect(productOf(price({ productMetadata: { backspin_level: 'plus' } }))).toMatchObject({ kind: 'PLAN', level: 'PLUS', monthlyTokens: 0 });
  });

  it('reads a token pack from a one-time price whose product names its tokens', () => {
    expect(productOf(price({ type: 'one_time', interval: null, intervalCount: null, productMetadata: { backspin_tokens: '500' } }))).toMatchObject({
      kind: 'TOKEN_PACK',
      level: null,
      tokens: 500,
      monthlyTokens: 0,
    });
  });

  it('sells nothing it cannot read: no level, an unknown level, a pack of no or too many tokens, a level on a one-time price', () => {
    for (const metadata of [{}, { backspin_level: 'gold' }, { backspin_level: '' }] as Record<string, string>[])
      expect(productOf(price({ productMetadata: metadata }))).toBeNull();
    for (const tokens of ['0', '-5', '1e3', '2.5', '10000001', ' ', 'many'])
      expect(productOf(price({ type: 'one_time', productMetadata: { backspin_tokens: tokens } })), tokens).toBeNull();
    expect(productOf(price({ type: 'one_time', productMetadata: { backspin_level: 'plus' } }))).toBeNull();
    // A bad allowance is no allowance, not a refusal of the plan.
    expect(productOf(price({ productMetadata: { backspin_level: 'plus', backspin_monthly_tokens: 'lots' } }))).toMatchObject({ monthlyTokens: 0 });
  });
});

describe('PlanCatalogue', () => {
  const provider = (answers: (() => Promise<ProviderPrice[]>)[]) => {
    let calls = 0;
    const fake = { listPrices: () => answers[Math.min(calls++, answers.length - 1)]!(), calls: () => calls };
    return fake as unknown as PaymentProvider & { calls(): number };
  };

  it('lists plans PLUS then PRO, then token packs, each by price; other prices are left out', async () => {
    const prices = [
      price({ priceId: 'price_pack', type: 'one_time', unitAmount: 450, productMetadata: { backspin_tokens: '500' } }),
      price({ priceId: 'price_pro', unitAmount: 999, productMetadata: { backspin_level: 'pro' } }),
      price({ priceId: 'price_other', productMetadata: {} }),
      price({ priceId: 'price_plus_year', unitAmount: 4990, interval: 'year', productMetadata: { backspin_level: 'plus' } }),
      price({ priceId: 'price_plus', unitAmount: 499, productMetadata: { backspin_level: 'plus' } }),
    ];
    const catalogue = new PlanCatalogue(provider([async () => prices]), 60_000);
    expect((await catalogue.list()).map((p) => p.priceId)).toEqual(['price_plus', 'price_plus_year', 'price_pro', 'price_pack']);
    expect(await catalogue.byPrice('price_other')).toBeNull();
  });

  it('asks the provider again only after its time to live, and never keeps a failure (503 meanwhile)', async () => {
    let now = 0;
    const source = provider([
      async () => {
        throw new Error('connection refused');
      },
      async () => [price({ priceId: 'price_plus', productMetadata: { backspin_level: 'plus' } })],
    ]);
    const catalogue = new PlanCatalogue(source, 1000, () => now);
    const failure = await catalogue.list().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).status).toBe(503);
    expect((await catalogue.list()).map((p) => p.priceId)).toEqual(['price_plus']);
    now = 999;
    await catalogue.list();
    expect(source.calls()).toBe(2);
    now = 1000;
    await catalogue.list();
    expect(source.calls()).toBe(3);
  });
});
