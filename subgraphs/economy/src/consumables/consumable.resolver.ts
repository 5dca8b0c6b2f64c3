import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import type { EconomyContext } from '../context.ts';
import type { Consumable } from './consumable.entity.ts';
import { consumableFilePath } from './consumable.service.ts';
import { ConsumablePageType, ConsumableType, CreateConsumableInput, UpdateConsumableInput } from './consumable.types.ts';

@Resolver(() => ConsumableType)
export class ConsumableResolver {
  @Query(() => ConsumablePageType, {
    description: 'Consumables on sale, newest first, 32 a page (filters: id, createdAt before a date); any signed-in user.',
  })
  consumables(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: EconomyContext): Promise<ListPage<Consumable>> {
    return ctx.services.consumables.list(ctx.em, ctx.identity, query);
  }

  @Query(() => ConsumableType, { description: 'A consumable on sale (404 for an unknown or deleted one); any signed-in user.' })
  consumable(@Arg('id', () => ID) id: string, @Ctx() ctx: EconomyContext): Promise<Consumable> {
    return ctx.services.consumables.get(ctx.em, ctx.identity, id);
  }

  @Mutation(() => ConsumableType, { description: 'Admins: a new consumable.' })
  createConsumable(@Arg('input', () => CreateConsumableInput) input: CreateConsumableInput, @Ctx() ctx: EconomyContext): Promise<Consumable> {
    return ctx.services.consumables.create(ctx.em, ctx.identity, input);
  }

  @Mutation(() => ConsumableType, { description: 'Admins: change a consumable (its price included: buyers with the old price are refused with 409).' })
  updateConsumable(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateConsumableInput) input: UpdateConsumableInput,
    @Ctx() ctx: EconomyContext,
  ): Promise<Consumable> {
    return ctx.services.consumables.update(ctx.em, ctx.identity, id, input);
  }

  @Mutation(() => ConsumableType, { description: 'Admins: take a consumable off sale (past purchases keep it).' })
  deleteConsumable(@Arg('id', () => ID) id: string, @Ctx() ctx: EconomyContext): Promise<Consumable> {
    return ctx.services.consumables.delete(ctx.em, ctx.identity, id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Where its picture loads from (GET /api/v1/consumables/files/{fileId}).' })
  fileUrl(@Root() consumable: Consumable): string | null {
    return consumable.fileId ? consumableFilePath(consumable.fileId) : null;
  }
}
