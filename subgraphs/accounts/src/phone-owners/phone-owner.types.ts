import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('PhoneDigestOwner', { description: 'A user whose verified phone number has this keyed digest (services only).' })
export class PhoneDigestOwnerType {
  @Field(() => String)
  digest!: string;

  @Field(() => ID)
  userId!: string;
}
