/**
 * The plans page's pure rules: which product a plan link names, and prices in the user's locale. Macro-free: unit
 * tests import it.
 */

export interface ProductChoice {
  priceId: string;
  kind: 'PLAN' | 'TOKEN_PACK';
  level?: 'PLUS' | 'PRO' | 'NONE' | null;
  unitAmount: number;
}

/**
 * The product a plan link (`subscribe-plan/{plan}`) names: a price id (`price_…`) of anything for sale, or a plan
 * level (`plus`, `pro`, any case), whose cheapest price is chosen. Null when nothing for sale matches.
 */
export function chooseProduct<P extends ProductChoice>(products: readonly P[], plan: string): P | null {
  const wanted = plan.trim();
  if (/^price_/.test(wanted)) return products.find((p) => p.priceId === wanted) ?? null;
  const level = wanted.toUpperCase();
  const plans = products.filter((p) => p.kind === 'PLAN' && p.level === level);
  return plans.reduce<P | null>((best, p) => (best === null || p.unitAmount < best.unitAmount ? p : best), null);
}

/**
 * A price in the currency's smallest unit (Stripe's cents), in the locale: the currency's own number of decimals
 * (none for yen), as Intl knows them.
 */
export function formatPrice(locale: string, unitAmount: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(unitAmount / 10 ** digits);
  } catch {
    // A currency code Intl does not know: the amount in cents and the code, rather than nothing.
    return `${(unitAmount / 100).toFixed(2)} ${code}`;
  }
}
