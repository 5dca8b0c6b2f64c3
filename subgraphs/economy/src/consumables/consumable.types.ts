import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { consumableLimits } from '@backspin/contracts/consumables';
import { MaxLength } from '@backspin/platform';
import { Page } from '@backspin/platform/list-query';

@ObjectType('Consumable', { description: 'Spec 3, §3: something bought with tokens and delivered into a room’s chat for everyone to see.' })
@Directive('@key(fields: "id")')
export class ConsumableType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Int, { description: 'The price in whole tokens (at least 1).' })
  tokenCost!: number;

  @Field(() => ID, { nullable: true, description: 'Its picture or animation (an uploaded file).' })
  fileId!: string | null;

  /** Resolved by a field resolver: the bridge path of the file. */
  fileUrl?: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was taken off sale (a past purchase still shows it).' })
  deletedAt!: Date | null;
}

export const ConsumablePageType = Page(ConsumableType, 'Consumable');

@InputType({ description: 'A new consumable (admins).' })
export class CreateConsumableInput {
  @MaxLength(consumableLimits.nameMax, 'INVALID_CONSUMABLE')
  @Field(() => String, { description: '1 to 100 characters' })
  name!: string;

  @MaxLength(consumableLimits.descriptionMax, 'INVALID_CONSUMABLE')
  @Field(() => String, { nullable: true, description: 'At most 500 characters' })
  description?: string | null;

  @Field(() => Int, { description: 'Whole tokens, 1 to 1000000' })
  tokenCost!: number;

  @Field(() => ID, { nullable: true, description: 'An uploaded file (POST /api/v1/consumables/files)' })
  fileId?: string | null;
}

@InputType({ description: 'Changes to a consumable (admins): the fields given change, the others stay; fileId null removes the picture.' })
export class UpdateConsumableInput {
  @MaxLength(consumableLimits.nameMax, 'INVALID_CONSUMABLE')
  @Field(() => String, { nullable: true })
  name?: string | null;

  @MaxLength(consumableLimits.descriptionMax, 'INVALID_CONSUMABLE')
  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Int, { nullable: true })
  tokenCost?: number | null;

  @Field(() => ID, { nullable: true })
  fileId?: string | null;
}
