import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MaxLength } from '@backspin/platform';
import { contactPhoneMaxLength } from '@backspin/contracts/contacts';

@ObjectType('BookContact', { description: 'A number of a user’s address book, kept only as its keyed digest (never in clear).' })
export class BookContactType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  ownerId!: string;

  @Field(() => String, { description: 'HMAC-SHA256 of the number in E.164 under the server’s key, 64 hex digits' })
  phoneDigest!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('BookContactUpload', { description: 'What an address-book upload did.' })
export class BookContactUploadType {
  @Field(() => Int, { description: 'Numbers newly kept' })
  added!: number;

  @Field(() => Int, { description: 'Numbers already in the book (or given twice)' })
  alreadyKept!: number;

  @Field(() => Int, { description: 'Entries that are not phone numbers, left out' })
  skipped!: number;

  @Field(() => Int, { description: 'Numbers in the book now' })
  total!: number;
}

@ObjectType('ContactMatch', { description: 'A user whose verified phone number is in the caller’s address book.' })
export class ContactMatchType {
  @Field(() => ID)
  userId!: string;

  @Field(() => ID, { description: 'The address-book entry that matched' })
  contactId!: string;
}

@InputType()
export class UploadBookContactsInput {
  @MaxLength(contactPhoneMaxLength, 'INVALID_CONTACT_BOOK')
  @Field(() => [String], { description: 'At most 2000 numbers of at most 64 characters; entries that are not numbers are skipped' })
  phones!: string[];

  @MaxLength(8, 'INVALID_CONTACT_COUNTRY')
  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 country national numbers are read in; absent: only international numbers (+…) count' })
  country?: string | null;
}

@InputType()
export class AddBookContactInput {
  @MaxLength(contactPhoneMaxLength, 'INVALID_CONTACT_PHONE')
  @Field(() => String)
  phone!: string;

  @MaxLength(8, 'INVALID_CONTACT_COUNTRY')
  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 country a national number is read in' })
  country?: string | null;
}

@InputType()
export class DeleteBookContactsInput {
  @MaxLength(contactPhoneMaxLength, 'INVALID_CONTACT_BOOK')
  @Field(() => [String], { nullable: true, description: 'The numbers to forget; absent: the whole book' })
  phones?: string[] | null;

  @MaxLength(8, 'INVALID_CONTACT_COUNTRY')
  @Field(() => String, { nullable: true })
  country?: string | null;
}
