import { Page } from '@backspin/platform/list-query';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import { phoneValidationStatuses, type PhoneValidationStatus } from './phone-validation.entity.ts';

export const PhoneValidationStatusEnum = graphqlEnum(phoneValidationStatuses, {
  name: 'PhoneValidationStatus',
  description: 'Spec 1, §3. VALID: a real mobile number (or a whitelisted one); VOIP: a VoIP number; INVALID: not a valid number, or not a mobile one; VALIDATION_ERROR: the input cannot be parsed as a number at all.',
});

@ObjectType('PhoneValidation', { description: 'The result of a phone validation, kept as one of its asker’s recents.' })
export class PhoneValidationType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'Who asked.' })
  userId!: string;

  @Field(() => String, { description: 'The input as given (trimmed).' })
  phone!: string;

  @Field(() => String, { nullable: true, description: 'The number in E.164 form; null when it could not be parsed.' })
  e164!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 country of the number, when known.' })
  country!: string | null;

  @Field(() => String, { nullable: true, description: 'The number type: MOBILE, FIXED_LINE, FIXED_LINE_OR_MOBILE, VOIP, TOLL_FREE, …; null when unknown.' })
  type!: string | null;

  @Field(() => PhoneValidationStatusEnum)
  status!: PhoneValidationStatus;

  @Field(() => Boolean, { description: 'Whether the number is on the phone whitelist (then VALID whatever its type).' })
  whitelisted!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}

/** A page of phone validations. */
export const PhoneValidationPageType = Page(PhoneValidationType, 'PhoneValidation');

@ObjectType('PhoneFraudConstants', { description: 'The thresholds the platform uses against SMS pumping (config PHONE_CODE_*).' })
export class PhoneFraudConstantsType {
  @Field(() => Int, { description: 'Most codes sent to one number per window.' })
  maxCodesPerNumber!: number;

  @Field(() => Int, { description: 'Most codes asked from one client IP per window.' })
  maxCodesPerIp!: number;

  @Field(() => Int, { description: 'Most codes sent to numbers sharing one prefix per window.' })
  maxCodesPerPrefix!: number;

  @Field(() => Int, { description: 'Leading digits of the E.164 number (country code included) that make a prefix.' })
  prefixDigits!: number;

  @Field(() => Int, { description: 'The window of the per-number limit, in seconds.' })
  windowSeconds!: number;

  @Field(() => Int, { description: 'The window of the per-IP limit, in seconds.' })
  ipWindowSeconds!: number;

  @Field(() => Int, { description: 'The window of the per-prefix limit, in seconds.' })
  prefixWindowSeconds!: number;

  @Field(() => Int, { description: 'How long a code is valid, in seconds.' })
  codeTtlSeconds!: number;

  @Field(() => Int, { description: 'Wrong tries a code allows.' })
  maxCodeAttempts!: number;
}
