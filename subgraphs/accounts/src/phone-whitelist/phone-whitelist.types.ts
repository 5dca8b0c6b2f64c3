import { Page } from '@backspin/platform/list-query';
import { Field, ID, ObjectType } from 'type-graphql';

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

/** A page of the phone whitelist. */
export const PhoneWhitelistPageType = Page(PhoneWhitelistEntryType, 'PhoneWhitelistEntry');
