import { DomainError } from '@backspin/platform';
import { planLevels, type PlanLevel, type SubscriptionProductKind } from '@backspin/contracts/subscriptions';
import type { PaymentProvider, ProviderPrice } from './payment-provider.ts';

/**
 * What we sell through the provider, read from its products' metadata (the one place that reads it):
 * - a plan: a recurring price of a product with `backspin_level` = `plus` or `pro`, and optionally
 *   `backspin_monthly_tokens` (the tokens credited once per paid invoice, default 0);
 * - a token pack: a one-time price of a product with `backspin_tokens` (the tokens credited once per paid checkout).
 * Prices of other products are not ours to sell and are not listed.
 */
export interface SubscriptionProduct {
  priceId: string;
  productId: string;
  name: string;
  description: string | null;
  kind: SubscriptionProductKind;
  /** A plan's level; null for a token pack. */
  level: PlanLevel | null;
  /** A plan's allowance per paid invoice; 0 for a token pack. */
  monthlyTokens: number;
  /** A token pack's tokens; 0 for a plan. */
  tokens: number;
  /** In the currency's smallest unit. */
  unitAmount: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year' | null;
  intervalCount: number | null;
}

/** A whole number of tokens from metadata (1 to 1,000,000), or null. */
function tokensOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,7}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 && n <= 1_000_000 ? n : null;
}

export function productOf(price: ProviderPrice): SubscriptionProduct | null {
  const meta = price.productMetadata;
  const base = {
    priceId: price.priceId,
    productId: price.productId,
    name: price.productName,
    description: price.productDescription,
    unitAmount: price.unitAmount,
    currency: price.currency,
    interval: price.interval,
    intervalCount: price.intervalCount,
  };
  if (price.type === 'recurring') {
    const level = meta.backspin_level?.trim().toUpperCase();
    if (!level || !(planLevels as readonly string[]).includes(level)) return null;
    return { ...base, kind: 'PLAN', level: level as PlanLevel, monthlyTokens: tokensOf(meta.backspin_monthly_tokens) ?? 0, tokens: 0 };
  }
  const tokens = tokensOf(meta.backspin_tokens);
  return tokens ? { ...base, kind: 'TOKEN_PACK', level: null, monthlyTokens: 0, tokens } : null;
}

/** Plans first (PLUS before PRO), then token packs, each by price. */
function sold(a: SubscriptionProduct, b: SubscriptionProduct): number {
  const rank = (p: SubscriptionProduct) => (p.kind === 'PLAN' ? planLevels.indexOf(p.level!) : planLevels.length);
  return rank(a) - rank(b) || a.unitAmount - b.unitAmount || a.priceId.localeCompare(b.priceId);
}

/**
 * The products for sale, read from the provider and kept for `ttlMs` (prices change rarely; every plans page would
 * otherwise call the provider). A failed read is not kept: the next call asks again.
 */
export class PlanCatalogue {
  private cached: { at: number; products: Promise<SubscriptionProduct[]> } | null = null;

  constructor(
    private readonly provider: PaymentProvider,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  list(): Promise<SubscriptionProduct[]> {
    const now = this.now();
    if (this.cached && now - this.cached.at < this.ttlMs) return this.cached.products;
    const products = this.provider.listPrices().then(
      (prices) => prices.map(productOf).filter((p): p is SubscriptionProduct => p !== null).sort(sold),
      (error: unknown) => {
        this.cached = null;
        throw providerUnavailable(error, 'listing prices');
      },
    );
    this.cached = { at: now, products };
    return products;
  }

  /** The product sold at this price, or null. */
  async byPrice(priceId: string): Promise<SubscriptionProduct | null> {
    return (await this.list()).find((p) => p.priceId === priceId) ?? null;
  }
}

/**
 * A provider call that failed: our errors pass through; anything else is the provider being unreachable or refusing
 * us (503 to the caller, naming the call; the provider's message stays out: it may quote our key).
 */
export function providerUnavailable(error: unknown, during: string): Error {
  if (error instanceof DomainError) return error;
  return new DomainError('PAYMENT_PROVIDER_UNAVAILABLE', { during });
}
