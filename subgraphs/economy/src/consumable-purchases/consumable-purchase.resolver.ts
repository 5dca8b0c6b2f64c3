import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import type { Consumable } from '../consumables/consumable.entity.ts';
import { ConsumableType } from '../consumables/consumable.types.ts';
import type { TokenAccount } from '../token-accounts/token-account.entity.ts';
import { TokenAccountType } from '../token-accounts/token-account.types.ts';
import type { ConsumablePurchase } from './consumable-purchase.entity.ts';
import { ConsumablePurchaseType, PurchaseConsumableInput } from './consumable-purchase.types.ts';

@Resolver(() => ConsumablePurchaseType)
export class ConsumablePurchaseResolver {
  @Mutation(() => ConsumablePurchaseType, {
    description:
      'Buys a consumable for a room’s chat with the caller’s own tokens; answers once delivered or failed (or still pending after a few seconds: poll consumablePurchase).',
  })
  purchaseConsumable(@Arg('input', () => PurchaseConsumableInput) input: PurchaseConsumableInput, @Ctx() ctx: EconomyContext): Promise<ConsumablePurchase> {
    return ctx.services.consumablePurchases.purchase(ctx.em, ctx.identity, input);
  }

  @Query(() => ConsumablePurchaseType, { description: 'One of the caller’s purchases (404 for anyone else’s).' })
  consumablePurchase(@Arg('id', () => ID) id: string, @Ctx() ctx: EconomyContext): Promise<ConsumablePurchase> {
    return ctx.services.consumablePurchases.get(ctx.em, ctx.identity, id);
  }

  @FieldResolver(() => ConsumableType, { nullable: true, description: 'What was bought (also once taken off sale).' })
  async consumable(@Root() purchase: ConsumablePurchase, @Ctx() ctx: EconomyContext): Promise<Consumable | null> {
    return ctx.loaders.consumable.load(purchase.consumableId);
  }

  @FieldResolver(() => TokenAccountType, { nullable: true, description: 'The buyer’s token account as it is now (its balance after the purchase).' })
  async tokenAccount(@Root() purchase: ConsumablePurchase, @Ctx() ctx: EconomyContext): Promise<TokenAccount | null> {
    return ctx.loaders.tokenAccount.load(purchase.accountId);
  }
}
