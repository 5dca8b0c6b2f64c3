import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import type { BookContact } from './book-contact.entity.ts';
import {
  AddBookContactInput,
  BookContactType,
  BookContactUploadType,
  ContactMatchType,
  DeleteBookContactsInput,
  UploadBookContactsInput,
} from './book-contact.types.ts';

@Resolver(() => BookContactType)
export class BookContactResolver {
  @Mutation(() => BookContactUploadType, { description: 'POST /user-book-contact: adds an address book’s numbers (kept as keyed digests).' })
  uploadBookContacts(@Arg('input', () => UploadBookContactsInput) input: UploadBookContactsInput, @Ctx() ctx: RoomsContext): Promise<BookContactUploadType> {
    return ctx.services.bookContacts.upload(ctx.em, ctx.identity, input);
  }

  @Mutation(() => BookContactType, { description: 'POST /user-book-contact/single: adds one number.' })
  addBookContact(@Arg('input', () => AddBookContactInput) input: AddBookContactInput, @Ctx() ctx: RoomsContext): Promise<BookContact> {
    return ctx.services.bookContacts.addOne(ctx.em, ctx.identity, input);
  }

  @Mutation(() => Int, { description: 'DELETE /user-book-contact: forgets the given numbers, or the whole book; how many went.' })
  deleteBookContacts(
    @Arg('input', () => DeleteBookContactsInput, { nullable: true }) input: DeleteBookContactsInput | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<number> {
    return ctx.services.bookContacts.remove(ctx.em, ctx.identity, input ?? {});
  }

  @Query(() => [BookContactType], { description: 'GET /user-book-contact: the caller’s address book.' })
  myBookContacts(@Ctx() ctx: RoomsContext): Promise<BookContact[]> {
    return ctx.services.bookContacts.mine(ctx.em, ctx.identity);
  }

  @Query(() => [BookContactType], { description: 'GET /user-book-contact/admin/{id}: a user’s address book (users.read-private).' })
  userBookContacts(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RoomsContext): Promise<BookContact[]> {
    return ctx.services.bookContacts.ofUser(ctx.em, ctx.identity, userId);
  }

  @Query(() => [ContactMatchType], { description: 'GET /user-book-contact/matching-contacts: users whose verified phone is in the caller’s book.' })
  matchingContacts(@Ctx() ctx: RoomsContext): Promise<ContactMatchType[]> {
    return ctx.services.bookContacts.matching(ctx.em, ctx.identity);
  }

  @Query(() => [ContactMatchType], { description: 'POST /user-book-contact/matching-contacts-friends: the matches who are not yet the caller’s friends.' })
  matchingContactsNotFriends(@Ctx() ctx: RoomsContext): Promise<ContactMatchType[]> {
    return ctx.services.bookContacts.matchingNotFriends(ctx.em, ctx.identity);
  }
}
