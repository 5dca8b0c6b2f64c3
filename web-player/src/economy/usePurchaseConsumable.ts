import { useCallback } from 'react';
import { useMutation } from 'urql';
import type { PurchaseConsumableInput } from '../gql/graphql';
import { PurchaseConsumableMutation } from './economy.operations';

/** Sends a purchase (the buyer's view, with an idempotency key made by the caller once per click). */
export function usePurchaseConsumable() {
  const [, purchase] = useMutation(PurchaseConsumableMutation);
  // network-only: a retry must reach the server (its key makes it spend once), never a cached answer.
  return useCallback((input: PurchaseConsumableInput) => purchase({ input }, { requestPolicy: 'network-only' }), [purchase]);
}
