import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ListQueryInput } from '@backspin/platform/list-query';
import type { AccountsContext } from '../context.ts';
import type { PhoneValidation } from './phone-validation.entity.ts';
import type { PhoneFraudConstants, PhoneValidationPage } from './phone-validation.service.ts';
import { PhoneFraudConstantsType, PhoneValidationPageType, PhoneValidationType } from './phone-validation.types.ts';

@Resolver()
export class PhoneValidationResolver {
  @Mutation(() => PhoneValidationType, {
    description: 'Validates a phone number in international form and records it among the caller’s recents (GET /phone-validation/validate/{phone}). Signed-in users.',
  })
  validatePhone(@Arg('phone', () => String) phone: string, @Ctx() ctx: AccountsContext): Promise<PhoneValidation> {
    return ctx.services.phoneValidation.validate(ctx.em, ctx.identity, phone);
  }

  @Query(() => PhoneValidationPageType, {
    description:
      'The caller’s phone validations by a nestjsx list query, newest first by default (GET /phone-validation/recents); `all`: everyone’s (admins). limit 1–100, default 20; fields id, userId, phone, e164, country, type, status, whitelisted, createdAt.',
  })
  phoneValidationRecents(
    @Arg('all', () => Boolean, { nullable: true }) all: boolean | null,
    @Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null,
    @Ctx() ctx: AccountsContext,
  ): Promise<PhoneValidationPage> {
    return ctx.services.phoneValidation.recents(ctx.em, ctx.identity, all, query);
  }

  @Mutation(() => Int, {
    description: 'Forgets the caller’s phone validations (DELETE /phone-validation/recents); `all`: everyone’s (admins). How many were removed.',
  })
  clearPhoneValidationRecents(@Arg('all', () => Boolean, { nullable: true }) all: boolean | null, @Ctx() ctx: AccountsContext): Promise<number> {
    return ctx.services.phoneValidation.clearRecents(ctx.em, ctx.identity, all);
  }

  @Query(() => PhoneFraudConstantsType, { description: 'The SMS pumping thresholds (GET /phone-validation/fraudConstants). Admins.' })
  phoneFraudConstants(@Ctx() ctx: AccountsContext): PhoneFraudConstants {
    return ctx.services.phoneValidation.fraudConstants(ctx.identity);
  }
}
