import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import type { CustomField } from './custom-field.entity.ts';
import { CustomFieldType, DeleteCustomFieldInput, SetCustomFieldInput } from './custom-field.types.ts';

@Resolver(() => CustomFieldType)
export class CustomFieldResolver {
  @Mutation(() => CustomFieldType, {
    description: 'POST /custom-fields: sets one of a user’s custom fields (the caller’s own; anyone’s for staff and services). At most 50 per user.',
  })
  setCustomField(@Arg('input', () => SetCustomFieldInput) input: SetCustomFieldInput, @Ctx() ctx: EconomyContext): Promise<CustomField> {
    return ctx.services.customFields.set(ctx.em, ctx.identity, input);
  }

  @Mutation(() => CustomFieldType, { description: 'DELETE /custom-fields: removes one of a user’s custom fields and answers it as it was.' })
  deleteCustomField(@Arg('input', () => DeleteCustomFieldInput) input: DeleteCustomFieldInput, @Ctx() ctx: EconomyContext): Promise<CustomField> {
    return ctx.services.customFields.delete(ctx.em, ctx.identity, input);
  }

  @Query(() => [CustomFieldType], { description: 'A user’s custom fields by key: the caller’s own when userId is absent (anyone’s for staff and services).' })
  customFields(@Arg('userId', () => ID, { nullable: true }) userId: string | null | undefined, @Ctx() ctx: EconomyContext): Promise<CustomField[]> {
    return ctx.services.customFields.list(ctx.em, ctx.identity, userId);
  }
}
