import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('PhoneWhitelistEntry', { description: 'A phone number that bypasses phone validation and the SMS fraud checks.' })
export class PhoneWhitelistEntryType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The number, E.164.' })
  phone!: string;

  @Field(() => String, { nullable: true, description: 'Why it is there.' })
  note!: string | null;

  @Field(() => ID, { nullable: true, description: 'The admin who added it.' })
  createdBy!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('PhoneWhitelistPage', { description: 'A page of the phone whitelist, newest first.' })
export class PhoneWhitelistPageType {
  @Field(() => [PhoneWhitelistEntryType])
  items!: PhoneWhitelistEntryType[];

  @Field(() => Int, { description: 'How many there are in all.' })
  total!: number;
}
