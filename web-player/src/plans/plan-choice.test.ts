import { describe, expect, it } from 'vitest';
import { chooseProduct, formatPrice } from './plan-choice';

const products = [
  { priceId: 'price_plus_m', kind: 'PLAN', level: 'PLUS', unitAmount: 499 },
  { priceId: 'price_plus_y', kind: 'PLAN', level: 'PLUS', unitAmount: 4990 },
  { priceId: 'price_pro', kind: 'PLAN', level: 'PRO', unitAmount: 999 },
  { priceId: 'price_pack', kind: 'TOKEN_PACK', level: null, unitAmount: 450 },
] as const;

describe('the product a plan link names', () => {
  it('is a level, in any case, at its cheapest price', () => {
    expect(chooseProduct(products, 'plus')?.priceId).toBe('price_plus_m');
    expect(chooseProduct(products, 'PRO')?.priceId).toBe('price_pro');
    expect(chooseProduct(products, 'Pro')?.priceId).toBe('price_pro');
  });

  it('is a price id of anything for sale', () => {
    expect(chooseProduct(products, 'price_plus_y')?.priceId).toBe('price_plus_y');
    expect(chooseProduct(products, 'price_pack')?.priceId).toBe('price_pack');
  });

  it('is nothing for an unknown level or price', () => {
    expect(chooseProduct(products, 'gold')).toBeNull();
    expect(chooseProduct(products, 'none')).toBeNull();
    expect(chooseProduct(products, 'price_unknown')).toBeNull();
    expect(chooseProduct([], 'plus')).toBeNull();
  });
});

describe('prices', () => {
  it('are written in the locale with the currency’s decimals', () => {
    expect(formatPrice('en', 499, 'usd')).toBe('$4.99');
    expect(formatPrice('es', 499, 'eur')).toBe('4,99\u00a0€');
    expect(formatPrice('en', 500, 'jpy')).toBe('¥500');
  });
});
