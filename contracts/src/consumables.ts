/**
 * Consumables' limits the server and its clients share (the REST bridge and the web player). No imports: safe in the
 * browser.
 */
export const consumableLimits = {
  /** A consumable's name: 1 to 100 characters. */
  nameMax: 100,
  /** Its description: at most 500 characters. */
  descriptionMax: 500,
  /** Its price in whole tokens: 1 to this. */
  tokenCostMax: 1_000_000,
  /** Spec 3, §9: consumables page size 32 (also the largest page). */
  pageSize: 32,
  /** How long a purchase call waits for its delivery's outcome before answering `pending` (the client may poll). */
  outcomeWaitMs: 5000,
} as const;

/** A purchase is pending until rooms has delivered the consumable into the chat, or has refused it for good. */
export const consumablePurchaseStatuses = ['pending', 'delivered', 'failed'] as const;
export type ConsumablePurchaseStatus = (typeof consumablePurchaseStatuses)[number];
