import { Page } from '@backspin/platform/list-query';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import { voucherStatuses, type VoucherStatus } from './voucher.entity.ts';

export const VoucherStatusType = graphqlEnum(voucherStatuses, { name: 'VoucherStatus', description: 'PENDING, then REDEEMED or REVOKED' });

@ObjectType('Voucher', { description: 'A single-use code an admin hands out; seen by admins and by the user redeeming it.' })
export class VoucherType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'XXXXX-XXXXX-XXXXX-XXXXX (Crockford base32); case, spaces and hyphens are ignored when redeeming' })
  code!: string;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => VoucherStatusType)
  status!: VoucherStatus;

  @Field(() => Date, { nullable: true })
  expiresAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'The admin who made it; null when a service did' })
  createdBy!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => ID, { nullable: true })
  redeemedBy!: string | null;

  @Field(() => Date, { nullable: true })
  redeemedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;
}

/** A page of the admin voucher list. */
export const VoucherPageType = Page(VoucherType, 'Voucher');

@InputType()
export class CreateVoucherInput {
  @Field(() => String, { nullable: true, description: 'At most 500 characters' })
  note?: string | null;

  @Field(() => Date, { nullable: true, description: 'Unset: never expires' })
  expiresAt?: Date | null;
}

@InputType({ description: 'Every field is required; the REST bridge leaves missing ones out so the service answers 400.' })
export class VoucherSignUpInput {
  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  password?: string | null;

  @Field(() => String, { nullable: true })
  voucherCode?: string | null;

  @Field(() => String, { nullable: true })
  displayName?: string | null;
}
