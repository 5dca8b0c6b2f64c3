import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import { AppliedAccountDeactivation, ApplyAccountDeactivationInput } from './account-deactivation.types.ts';

@Resolver()
export class AccountDeactivationResolver {
  @Mutation(() => AppliedAccountDeactivation, {
    description:
      'Services (accounts): a deactivated account’s rooms are deleted (as DELETE /rooms/user/{userId}) and its DJ seats freed, once per event id.',
  })
  applyAccountDeactivation(
    @Arg('input', () => ApplyAccountDeactivationInput) input: ApplyAccountDeactivationInput,
    @Ctx() ctx: RoomsContext,
  ): Promise<AppliedAccountDeactivation> {
    return ctx.services.accountDeactivations.apply(ctx.em, ctx.identity, input);
  }
}
