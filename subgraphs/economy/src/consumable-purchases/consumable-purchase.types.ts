import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { consumablePurchaseStatuses, type ConsumablePurchaseStatus } from '@backspin/contracts/consumables';
import { idempotencyKeyMaxLength } from '@backspin/contracts/tokens';
import { MaxLength, graphqlEnum } from '@backspin/platform';

export const ConsumablePurchaseStatusEnum = graphqlEnum(consumablePurchaseStatuses, {
  name: 'ConsumablePurchaseStatus',
  description: 'pending: tokens held, being delivered into the room’s chat; delivered: in the chat, tokens spent; failed: not delivered, tokens back.',
});

@ObjectType('ConsumablePurchase', { description: 'A purchase of a consumable, delivered into a room’s chat (its buyer sees it).' })
export class ConsumablePurchaseType {
  @Field(() => ID)
  id!: string;

  @Field(() => ConsumablePurchaseStatusEnum)
  status!: ConsumablePurchaseStatus;

  @Field(() => ID)
  roomId!: string;

  @Field(() => ID)
  consumableId!: string;

  @Field(() => ID)
  accountId!: string;

  @Field(() => Int, { description: 'The price paid (held until delivered, then spent; given back if it failed).' })
  tokenCost!: number;

  @Field(() => String, { nullable: true, description: 'Why the delivery was refused (failed purchases).' })
  failureReason!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  settledAt!: Date | null;
}

@InputType({
  description:
    'Spec 3, §7: the purchase body, the buyer’s view of the price and of their balance. A view no longer true is refused with 409 and the current tokenCost, balance and balanceUpdatedAt (error extensions).',
})
export class PurchaseConsumableInput {
  @Field(() => ID)
  roomUuid!: string;

  @Field(() => ID)
  consumableId!: string;

  @Field(() => ID, { description: 'The buyer’s own token account.' })
  accountId!: string;

  @Field(() => Date, { description: 'The token account’s updatedAt as the buyer saw it.' })
  balanceUnmodifiedSince!: Date;

  @Field(() => Int, { description: 'The token account’s balance as the buyer saw it.' })
  lastTokenBalance!: number;

  @Field(() => Int, { description: 'The consumable’s price as the buyer saw it.' })
  tokenCost!: number;

  @MaxLength(idempotencyKeyMaxLength, 'INVALID_IDEMPOTENCY_KEY')
  @Field(() => String, { nullable: true, description: 'A retry with the same key answers the first purchase and spends once.' })
  idempotencyKey?: string | null;
}
