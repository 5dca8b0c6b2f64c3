import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('TokenRevocation', { description: 'For gateways: access tokens of this user below this version are refused.' })
export class TokenRevocationType {
  @Field(() => ID)
  userId!: string;

  @Field(() => Int)
  tokenVersion!: number;

  @Field(() => Date)
  revokedAt!: Date;
}

@InputType({ description: 'A ban: with endsAt it is temporary and ends by itself then.' })
export class BanUserInput {
  @Field(() => ID)
  userId!: string;

  @Field(() => String, { nullable: true, description: 'At most 500 characters' })
  reason?: string | null;

  @Field(() => Date, { nullable: true, description: 'In the future; required by temporarilyBanUser' })
  endsAt?: Date | null;
}
